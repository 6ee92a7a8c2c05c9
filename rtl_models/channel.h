#pragma once
// A physical channel between two router ports (or NI and router): flits travel forward, their
// arrivals kept in a delay line, credits travel back through another. A sender hands a flit over with the cycle it
// departs, after its own stages (a router's switch allocation and traversal): the channel adds only
// its wire latency, so no router needs pipeline registers of its own. `can_send` asks whether the
// link takes a flit departing then (its period: a non-pipelined wire takes the next flit only after
// the previous one arrived); the receiver drains what is ready.
//
// A flit is written once, when it is sent, straight into the receiving VC's buffer slot its credit
// reserved (after the buffer's back and the flits already on their way to it); the delay line
// keeps only when it arrives and on which VC, and an arrival counts it into the buffer. Kept in the
// line itself, every flit was copied twice per hop, and on large networks the lines the delay lines
// walk through were an eighth of a router's cache misses (README, issue 17's seventh round).

#include <cstdint>

#include "rtl_models/flit.h"
#include "rtl_models/input_vc.h"
#include "rtl_models/link_config.h"
#include "rtl_models/timed_queue.h"

namespace kncube::rtl {

class Channel {
 public:
  // latency: cycles from departure to arrival (>= 1); period: cycles between departures;
  // credit_capacity: the most credits in flight at once (one more slot is kept); lead: how many
  // cycles before its departure a sender hands a flit over (sizes the delay line).
  void configure(int latency, int period, int credit_delay, int credit_capacity, int lead = 0);
  // Bits set in the receiving side's masks whenever a flit (credit) enters the channel, so a
  // router finds the channels with something in flight without polling all of them.
  void listen_flits(std::uint64_t* mask, int bit) {
    flit_mask_ = mask;
    flit_bit_ = std::uint64_t{1} << bit;
  }
  void listen_credits(std::uint64_t* mask, int bit) {
    credit_mask_ = mask;
    credit_bit_ = std::uint64_t{1} << bit;
  }

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
    arrivals_.push(departure + latency_, static_cast<std::uint8_t>(vc));
    next_send_ = departure + period_;
    if (flit_mask_ != nullptr) *flit_mask_ |= flit_bit_;
    return slot;
  }
  bool flit_ready(Cycle now) const { return arrivals_.has_ready(now); }
  // The next flit to arrive: the cycle it arrives at and its VC.
  const TimedQueue<std::uint8_t>::Entry& next_arrival() const { return arrivals_.front(); }
  // It arrives: counted into its VC's buffer, at the back. Returns that VC.
  InputVc& take_flit() {
    InputVc& target = receiver_[arrivals_.front().item];
    --target.arriving;
    target.buffer.extend_back();
    arrivals_.pop();
    return target;
  }

  void send_credit(Cycle now, Credit credit) {
    credits_.push(now + credit_delay_, credit);
    if (credit_mask_ != nullptr) *credit_mask_ |= credit_bit_;
  }
  bool credit_ready(Cycle now) const { return credits_.has_ready(now); }
  Credit next_credit() const { return credits_.front().item; }
  void pop_credit() { credits_.pop(); }

  bool flits_empty() const { return arrivals_.empty(); }
  bool credits_empty() const { return credits_.empty(); }
  int latency() const { return latency_; }
  int period() const { return period_; }
  // Flits in flight, oldest first: when each arrives and on which VC.
  const TimedQueue<std::uint8_t>& in_flight() const { return arrivals_; }

 private:
  // Out of line: the send path stays free of the exception's construction.
  [[noreturn]] static void credit_violation();

  TimedQueue<std::uint8_t> arrivals_;  // per flit in flight: its arrival cycle and VC
  TimedQueue<Credit> credits_;
  int latency_ = 1;
  int period_ = 1;
  int credit_delay_ = 1;
  Cycle next_send_ = 0;
  InputVc* receiver_ = nullptr;
  std::uint64_t* flit_mask_ = nullptr;  // nullptr: nobody listens (the interface polls its credits)
  std::uint64_t* credit_mask_ = nullptr;
  std::uint64_t flit_bit_ = 0;
  std::uint64_t credit_bit_ = 0;
};

// The most credits in flight at once on a channel between two routers whose downstream buffers
// have `buffer_slots` slots: an input port sends at most one flit, so one credit, per cycle, and the
// router upstream takes every credit in the cycle it is due (it steps while any is in flight), so
// at most credit_delay + 1. Sized to that, a channel's credit line is one cache line instead of one
// slot per buffer slot downstream: a line's slots are walked round and round, and on large networks
// the lines a router walks through are what falls out of the cache. A network interface's
// injection channels keep room for every slot: it counts its credits only when it has something
// to send.
inline int credits_in_flight_between_routers(int credit_delay, int buffer_slots) {
  return credit_delay + 1 < buffer_slots ? credit_delay + 1 : buffer_slots;
}

}  // namespace kncube::rtl
