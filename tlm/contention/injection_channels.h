#pragma once
// The contention model's injection channels: how a node's messages get from its network interface
// into its router, as rtl::NetworkInterface sends them (rtl::InjectionKind).
//  * parallel (the model's router): V channels per node, each a router input of its own, a
//    message on the one free longest, held until its tail has left the source;
//  * shared: not here. The link, on which the interface interleaves up to V messages' flits, is a
//    channel of V VCs like the network's (ChannelReservations::inject_on_link);
//  * serial (BookSim's terminal): one link that carries one message at a time into one router
//    input of V VCs, taken round robin as the interface takes them. A VC is free again once its
//    tail has been sent (`tail-sent`; the next head on it then waits behind that tail in the
//    router's buffer) or its credit is back (`tail-credit`). The link is free once the tail has
//    been sent: at the flits' pace, or for a message longer than the VC buffer once the credit
//    for its slot is back (the interface sends nothing else while it waits for credits).
// A "server" is one channel (parallel, shared) or VC (serial) in the per-server arrays; a "port"
// the router input it is (the statistics count per port, as the cycle-level routers do).
// On the call-order path (out of order) a channel or link taken by a message sent later, whose
// tail is known to have left it, would in time order have been the earlier message's first: it
// does not wait behind that one.
//
// Plain C++ (no SystemC), used by ChannelReservations.

#include <cstddef>
#include <memory>
#include <vector>

#include "rtl_models/flit.h"
#include "rtl_models/link_config.h"
#include "rtl_models/router_config.h"
#include "tlm/contention/call_order_link.h"
#include "tlm/contention/request_calendar.h"

namespace kncube::tlm2 {

class InjectionChannels {
 public:
  static constexpr rtl::Cycle kNever = RequestCalendar::kNever;

  // What a message took, and when its flits reach the router.
  struct Taken {
    std::size_t server = 0;
    std::size_t port = 0;  // [node * ports() + port] in per-port arrays
    rtl::Cycle head = 0;   // the head arrives at the router
    rtl::Cycle tail = 0;   // the tail does, at the link's pace
    // The head may be routed from then on: its arrival, or with serial injection and `tail-sent`
    // the cycle after the tail ahead of it on its VC left the router (as behind_left()).
    rtl::Cycle routable = 0;
    // Call order, serial injection: the waits it would have given the messages sent later that
    // hold its link (CallOrderLink), which its latency takes on instead.
    rtl::Cycle owed = 0;
  };

  // `injection`: the injection link's timing (rtl::injection_timing).
  InjectionChannels(std::size_t nodes, const rtl::RouterConfig& router, int vcs, const rtl::LinkTiming& injection);

  // Router inputs per node (V with parallel injection, else 1).
  int ports() const { return ports_; }
  // Cycles from a message's injection to its head's arrival at the router.
  int latency() const { return latency_; }
  // Serial injection: release() and press() read Leaving::gap.
  bool serial() const { return serial_; }
  // On the call-order path: no message will be generated before `floor` any more.
  void set_floor(rtl::Cycle floor) {
    if (call_order_link_) call_order_link_->set_floor(floor);
  }

  // A message of `flits` flits from `node` asks for a channel at `cycle`: false when none is free.
  bool take(std::size_t node, int flits, rtl::Cycle cycle, bool out_of_order, Taken& taken) {
    if (serial_) return take_serial(node, flits, cycle, out_of_order, taken);
    const std::size_t first = node * static_cast<std::size_t>(servers_);
    const std::size_t end = first + static_cast<std::size_t>(servers_);
    std::size_t server = first;
    for (std::size_t s = first; s < end; ++s)
      if (free_[s] < free_[server]) server = s;
    if (free_[server] > cycle) {
      server = out_of_order ? taken_later(server, end, cycle) : end;
      if (server == end) return false;
    }
    hold(server, cycle);
    arrive(taken, server, server, flits, cycle);
    taken.routable = taken.head;
    return true;
  }
  // When a message leaves the injection buffer: `flits` flits, on `server` (router input `port`)
  // since `injected`, its tail switched onto its first channel at `tail_switched`, the flit
  // buffer_depth ahead of the tail `gap` cycles before (its slot's credit frees the tail's).
  struct Leaving {
    int flits;
    rtl::Cycle injected;
    rtl::Cycle tail_switched;
    rtl::Cycle gap;
  };
  // The message on `server` left the injection buffer: the channel is free again.
  void release(std::size_t server, std::size_t port, const Leaving& leaving) {
    free_[server] = released(leaving);
    if (serial_) release_serial(server, port, leaving);
  }
  // Back pressure moved that tail later (time order, at `now`): the channel, unless another message
  // has taken it or it was free before `now`, and with serial injection the VC's last tail and the
  // link it held, are free later.
  void press(std::size_t server, std::size_t port, const Leaving& leaving, rtl::Cycle now);

 private:
  bool take_serial(std::size_t node, int flits, rtl::Cycle cycle, bool out_of_order, Taken& taken);
  [[gnu::noinline]] void release_serial(std::size_t server, std::size_t node, const Leaving& leaving);
  // Among servers from .. end - 1, none free at `cycle`: the first a message sent later holds whose
  // tail has left it; `end` if none.
  std::size_t taken_later(std::size_t from, std::size_t end, rtl::Cycle cycle) const;
  // `node`'s VC the round robin gives a message at `cycle`, the end of the node's when none is free;
  // the round robin moves past those it tried (rtl::NetworkInterface::inject_serial).
  std::size_t next_vc(std::size_t node, rtl::Cycle cycle);
  void hold(std::size_t server, rtl::Cycle cycle) {
    taken_[server] = cycle;
    free_[server] = kNever;  // until release()
  }
  void arrive(Taken& taken, std::size_t server, std::size_t port, int flits, rtl::Cycle cycle) const {
    taken.server = server;
    taken.port = port;
    taken.head = cycle + latency_;
    taken.tail = taken.head + static_cast<rtl::Cycle>(flits - 1) * period_;
  }
  // When the channel is free again after the message.
  rtl::Cycle released(const Leaving& m) const {
    return serial_ ? released_serial(m) : tail_left_source(m.flits, m.injected, m.tail_switched);
  }
  // released() with serial injection; out of line, as the reference router's hot path does not take it.
  [[gnu::noinline]] rtl::Cycle released_serial(const Leaving& m) const;
  // Serial injection: the cycle the interface sent the tail: at the flits' pace, and for a message
  // longer than the buffer once the credit of the slot the flit buffer_depth ahead left is back.
  rtl::Cycle tail_sent(const Leaving& m) const {
    const rtl::Cycle paced = m.injected + static_cast<rtl::Cycle>(m.flits - 1) * period_;
    if (m.flits <= buffer_depth_) return paced;
    const rtl::Cycle credited = m.tail_switched - m.gap + credit_delay_;
    return paced > credited ? paced : credited;
  }
  // When the tail has left the source (been sent to the router): no earlier than its own pace, and
  // no earlier than buffer_depth flits before it is switched on, once the buffer has room for it.
  rtl::Cycle tail_left_source(int flits, rtl::Cycle injected, rtl::Cycle tail_switched) const {
    const rtl::Cycle paced = injected + static_cast<rtl::Cycle>(flits) * period_;
    const rtl::Cycle buffered = tail_switched - latency_ - static_cast<rtl::Cycle>(buffer_depth_ - 1) * period_;
    return paced > buffered ? paced : buffered;
  }

  bool serial_;
  bool tail_sent_;     // VCs released as the tail is sent (rtl::VcRelease::tail_sent)
  int servers_;        // per node
  int ports_;          // per node
  int credit_delay_;   // cycles
  int buffer_depth_;   // flits per VC buffer
  int latency_;        // the injection link's, cycles
  int period_;         // the injection link's cycles per flit
  std::vector<rtl::Cycle> free_;     // per server: kNever while held
  std::vector<rtl::Cycle> taken_;    // per server: when its last holder took it
  // Serial injection. Per node: when the link can take the next head (kNever while a message that
  // may wait on it for credits is on it), when its last message took it, and the VC the round
  // robin tries first; per server: when its last tail left the router's buffer.
  std::vector<rtl::Cycle> link_free_;
  std::vector<rtl::Cycle> link_taken_;
  std::vector<int> next_;
  std::vector<rtl::Cycle> vacated_;
  std::unique_ptr<CallOrderLink> call_order_link_;  // serial injection, once a message asks out of time order
};

}  // namespace kncube::tlm2
