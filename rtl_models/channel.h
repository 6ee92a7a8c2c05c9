#pragma once
// A physical channel between two router ports (or NI and router): flits travel forward, credits
// back. A sender hands a flit over with the cycle it departs, after its own stages (a router's
// switch allocation and traversal): the channel adds only its wire latency, so no router needs
// pipeline registers of its own. `can_send` asks whether the link takes a flit departing then (its
// period: a non-pipelined wire takes the next flit only after the previous one arrived).
//
// A flit is written once, when it is sent, straight into the receiving VC's buffer slot its credit
// reserved (after the buffer's back and the flits already on their way to it). When it arrives and
// on which VC goes to the receiving router's arrival wheel (listen_flits), which the router reads
// once per cycle; credits likewise (listen_credits). An unlistened direction keeps a delay line of
// arrival cycles and VCs that its receiver polls: a network interface counts its credits only when
// it has something to send. Kept in the line itself, every flit was copied twice per hop, and on
// large networks the lines the delay lines walk through were an eighth of a router's cache misses
// (SPEED_RECORD.md, issue 17's seventh round); polled by routers, the delay lines were a sixth of
// the 8x8 benchmark's instructions (its twelfth round).
//
// A channel is three cache lines, one per role: the arrivals (an unlistened receiver reads them,
// the sender appends), the credits with what sending one needs, and what sending a flit needs. Both
// delay lines keep their words inside the channel when they fit (router-to-router links up to
// three cycles long with a two-cycle switch, and credit loops up to two cycles): on a 1 024-node
// network every line a cycle touches is a cache miss, and a channel with its two heap blocks was
// five to seven of them (SPEED_RECORD.md, issue 17's eighth round).

#include <cstdint>

#include "rtl_models/arrival_wheel.h"
#include "rtl_models/flit.h"
#include "rtl_models/input_vc.h"
#include "rtl_models/link_config.h"
#include "rtl_models/packed_delay_line.h"

namespace kncube::rtl {

class alignas(64) Channel {
 public:
  // Delay-line words kept inside the channel: five arrivals fill its first line, three credits
  // most of its second.
  static constexpr int kInlineArrivals = 5;
  static constexpr int kInlineCredits = 3;
  // The next flit to arrive: the cycle it arrives at and its VC.
  struct Arrival {
    Cycle ready;
    int vc;
  };

  // latency: cycles from departure to arrival (>= 1); period: cycles between departures;
  // credit_capacity: the most credits in flight at once (exact: one more is an error); lead: how many
  // cycles before its departure a sender hands a flit over (sizes the delay line).
  void configure(int latency, int period, int credit_delay, int credit_capacity, int lead = 0);
  // The receiving side's wheel, told whenever a flit (credit) enters the channel which cycle it
  // arrives in and on which of its ports, so a router takes what is due without asking its
  // channels. Unlistened (nullptr), the receiver polls (flit_ready, credit_ready): a network
  // interface counts its credits only when it has something to send.
  // Listened, a direction keeps no delay line (a long wire's heap block is released). At
  // elaboration, with nothing in flight.
  void listen_flits(ArrivalWheel* wheel, int bit) {
    flit_wheel_ = wheel;
    flit_bit_ = static_cast<std::uint8_t>(bit);
    arrivals_.reset(0);
  }
  void listen_credits(ArrivalWheel* wheel, int bit) {
    credit_wheel_ = wheel;
    credit_bit_ = static_cast<std::uint8_t>(bit);
    credits_.reset(0);
  }
  // The most cycles between handing a flit over and its arrival (lead + latency), and between
  // sending a credit and its arrival: what a listening wheel must see ahead.
  int flit_horizon() const { return horizon_; }
  int credit_delay() const { return credit_delay_; }

  // The receiving input port's VCs, where flits land: its unit's array, which must not move
  // while this channel is used.
  void deliver_into(InputVc* vcs) { receiver_ = vcs; }

  bool can_send(Cycle departure) const { return departure >= next_send_; }
  void send(Cycle departure, const Flit& flit) { send_slot(departure, flit.vc) = flit; }
  // send() to receiving VC `vc`, with the flit written in place through the returned reference
  // (its own `vc` field included), before anything else is sent on this channel.
  Flit& send_slot(Cycle departure, int vc) {
    InputVc& target = receiver_[vc];
    if (target.buffer.size() + target.arriving >= target.buffer.capacity()) credit_violation();
    Flit& slot = target.buffer.after_back(target.arriving);
    ++target.arriving;
    if (flit_wheel_ != nullptr)
      flit_wheel_->schedule_flit(departure + latency_, flit_bit_, vc);
    else
      arrivals_.push(departure + latency_, static_cast<unsigned>(vc));
    next_send_ = departure + period_;
    return slot;
  }
  bool flit_ready(Cycle now) const { return arrivals_.has_ready(now); }
  Arrival next_arrival() const { return Arrival{arrivals_.front_ready(), static_cast<int>(arrivals_.front_item())}; }
  // It arrives: counted into its VC's buffer, at the back. Returns that VC.
  InputVc& take_flit() {
    InputVc& target = receiver_[arrivals_.front_item()];
    target.land();
    arrivals_.pop();
    return target;
  }

  void send_credit(Cycle now, Credit credit) {
    if (credit_wheel_ != nullptr)
      credit_wheel_->schedule_credit(now + credit_delay_, credit_bit_, packed(credit));
    else
      credits_.push(now + credit_delay_, packed(credit));
  }
  bool credit_ready(Cycle now) const { return credits_.has_ready(now); }
  Credit next_credit() const { return unpacked(credits_.front_item()); }
  void pop_credit() { credits_.pop(); }

  bool flits_empty() const { return arrivals_.empty(); }
  bool credits_empty() const { return credits_.empty(); }
  int latency() const { return latency_; }
  int period() const { return period_; }
  // Flits in flight, oldest first: when each arrives and on which VC.
  const PackedDelayLine<kInlineArrivals>& in_flight() const { return arrivals_; }

  // A credit as an item of the delay line or a wheel: its VC in the low 7 bits (VCs < 128), the
  // tail flag above them.
  static unsigned packed(Credit credit) { return credit.vc | static_cast<unsigned>(credit.tail) << 7; }
  static Credit unpacked(unsigned item) { return Credit{static_cast<std::uint8_t>(item & 0x7f), (item >> 7) != 0}; }

 private:
  // Out of line: the send path stays free of the exception's construction.
  [[noreturn]] static void credit_violation();

  // Line 0: the arrivals (per flit in flight: its arrival cycle and VC).
  PackedDelayLine<kInlineArrivals> arrivals_;
  // Line 1: the credits and what sending one needs.
  PackedDelayLine<kInlineCredits> credits_;
  ArrivalWheel* credit_wheel_ = nullptr;  // nullptr: the receiver polls
  int credit_delay_ = 1;
  std::uint8_t credit_bit_ = 0;
  // Line 2: what sending a flit needs.
  alignas(64) Cycle next_send_ = 0;
  InputVc* receiver_ = nullptr;
  ArrivalWheel* flit_wheel_ = nullptr;  // nullptr: the receiver polls
  int horizon_ = 1;
  int latency_ = 1;
  int period_ = 1;
  std::uint8_t flit_bit_ = 0;
};

// The most credits in flight at once on a channel between two routers whose downstream buffers
// have `buffer_slots` slots: an input port sends at most one flit, so one credit, per cycle, and the
// router upstream takes every credit in the cycle it is due (it steps while any is in flight), so
// at most credit_delay + 1. Sized to that, a channel's credit line is one cache line instead of one
// slot per buffer slot downstream: a line's slots are walked round and round, and on large networks
// the lines a router walks through are what falls out of the cache. A network interface's
// injection channels keep room for every slot: it counts its credits only when it has something
// to send.
static_assert(sizeof(Channel) == 192, "a channel is meant to be three cache lines, one per role");

inline int credits_in_flight_between_routers(int credit_delay, int buffer_slots) {
  return credit_delay + 1 < buffer_slots ? credit_delay + 1 : buffer_slots;
}

}  // namespace kncube::rtl
