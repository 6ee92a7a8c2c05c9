#pragma once
// A message of the contention model (ChannelReservations) from its submission to its delivery:
// where its head is on its route, the VC it holds there, and its timing.

#include <cstdint>

#include "rtl_models/flit.h"
#include "tlm/contention/channel_holder.h"
#include "tlm/contention/message_trail.h"

namespace kncube::tlm2 {

struct MessageTiming {
  rtl::Cycle injected = 0;   // head left the source queue (its injection server was free)
  rtl::Cycle delivered = 0;  // tail delivered to the PE at the destination
  int hops = 0;              // network channels crossed
};

// A message whose tail has been delivered; `token` is what submit() was given.
struct CompletedMessage {
  std::uint64_t token = 0;
  MessageTiming timing;
};

// A message in flight in ChannelReservations' slots, reused from message to message.
struct MessageInFlight {
  rtl::NodeId node = 0;  // router the head is at
  rtl::NodeId to = 0;
  int flits = 0;
  int next_dimension = 0;  // index into ChannelReservations::dimension_order_ of the dimension after the current one
  int steps = 0;           // hops left in the current dimension (Duato's routing: in all; a graph's: at the least)
  int port = 0;            // output port in the current dimension (Duato's: the port last crossed, -1 none)
  int dimension = 0;       // the current dimension
  int vc_class = -1;       // dateline class held in the current dimension, -1 none yet (Duato's: the class taken on `port`)
  int digit = 0;           // `node`'s digit in the current dimension (dateline classes only)
  int target = 0;          // `to`'s digit in the current dimension
  int direction = +1;      // the way it goes in the current dimension
  std::uint16_t ties = 0;  // bit d: go - in dimension d at an offset of exactly k/2
  int input = 0;           // the router input at `node` it came in through (SharedChannels)
  int channel = -1;        // the channel it came in through, whose VC it holds; -1 at its source
  int holder = -1;         // where SharedChannels keeps its hold of `channel`
  rtl::Cycle head = 0;     // head's arrival at `node`
  rtl::Cycle tail = 0;     // tail's arrival at `node`
  // The same as the channels see it: `tail` less the delays it owes (ChannelCrossing::owed, call
  // order only; equal in time order). VCs are held, and flits shared, by this one: the delays
  // owed to answered messages lengthen this message's latency where its own waits do not absorb
  // them, but did not keep the others' VCs, so they must not keep its VCs either.
  rtl::Cycle vc_tail = 0;
  rtl::Cycle latency_sum = 0;  // the hop latencies of the channels crossed
  WaitMade made_wait;          // call order only: the VC wait it took on last (WaitMade)
  rtl::Cycle eject_request = 0;
  bool at_source = false;  // waiting in the source queue for an injection channel
  int server = 0;          // its injection channel (InjectionChannels' server; not with shared injection)
  int injection_port = 0;  // the router input that channel is (the per-port arrays' index)
  bool ejected = false;    // the head has been delivered; waiting for no more delays to the tail
  bool live = false;
  std::uint64_t sequence = 0;
  std::uint64_t token = 0;
  MessageTiming timing;
  MessageTrail trail;  // the channels its tail may still be on (time order only)
};

}  // namespace kncube::tlm2
