#include "tlm/contention/channel_reservations.h"

#include <algorithm>
#include <cstdlib>

namespace kncube::tlm2 {

bool ChannelReservations::route_next_dimension(Message& message) {
  const int k = topology_.radix();
  while (message.next_dimension < topology_.dimensions()) {
    const int dimension = dimension_order_[static_cast<std::size_t>(message.next_dimension++)];
    const int here = topology_.digit(message.node, dimension);
    const int target = topology_.digit(message.to, dimension);
    // The cycle-level routing's choice, k/2 ties included.
    const int direction = rtl::productive_direction(topology_, here, target, dimension, message.ties);
    if (direction == 0) continue;
    // Around the ring in `direction` (digits 0 .. k - 1: one wrap at most, no division).
    const int offset = direction * (target - here);
    const int steps = topology_.kind() == Topology::mesh ? std::abs(target - here) : (offset > 0 ? offset : offset + k);
    message.steps = steps;
    message.port = topology_.port_of(dimension, direction);
    message.dimension = dimension;
    message.vc_class = -1;
    message.digit = here;
    message.target = target;
    message.direction = direction;
    return true;
  }
  message.steps = 0;
  return false;
}

void ChannelReservations::submit(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated,
                                 std::uint64_t token) {
  int slot;
  if (free_.empty()) {
    slot = static_cast<int>(messages_.size());
    messages_.emplace_back();
    requests_.grow(messages_.size());
    if (tail_sent_) queued_.emplace_back();
    stalls_.added();
  } else {
    slot = free_.back();
    free_.pop_back();
    if (tail_sent_) queued_[static_cast<std::size_t>(slot)] = QueuedBehind{};
    stalls_.reused(slot);
  }
  Message& message = messages_[static_cast<std::size_t>(slot)];
  // Only what is read before it is written again (a slot is reused whole otherwise: input, server,
  // tail, eject_request and timing.injected are set on injection and ejection, before they are read).
  message.node = from;
  message.to = to;
  message.flits = flits;
  message.next_dimension = 0;
  message.vc_class = -1;
  message.channel = -1;
  message.holder = -1;
  message.latency_sum = 0;
  message.made_wait = WaitMade{};
  message.ejected = false;
  message.timing.delivered = 0;
  message.timing.hops = 0;
  message.trail.clear(injection_link_ < 0);
  message.sequence = sent_++;
  message.token = token;
  message.live = true;
  message.at_source = true;
  message.ties = rtl::draw_ties(tie_streams_[static_cast<std::size_t>(from)], tie_mask_);
  message.head = generated;  // in the source queue
  if (adaptive_) {
    route_adaptive(message);
  } else {
    route_next_dimension(message);
  }
  int& queued = source_queue_[static_cast<std::size_t>(from)];
  const bool injected = queued == 0 && inject(slot, generated);
  if (!injected) {
    ++queued;  // behind earlier messages or waiting for an injection channel: asks every cycle
    requests_.push(HeadRequest{generated, message.sequence, slot});
  }
  // What this message brings first_delivery() down to: its delivery bound, or its first request.
  const rtl::Cycle first = bounds_deliveries_ ? generated + delivery_lead(slot)
                           : injected         ? message.head + head_wait_
                                              : generated;
  submitted_delivery_ = std::min(submitted_delivery_, first);
}

bool ChannelReservations::inject(int slot, rtl::Cycle cycle) {
  if (injection_link_ >= 0) return inject_on_link(slot, cycle);
  Message& message = messages_[static_cast<std::size_t>(slot)];
  InjectionChannels::Taken taken;
  if (!injection_.take(static_cast<std::size_t>(message.node), message.flits, cycle, channels_.out_of_order(), taken))
    return false;
  injected_flits_[taken.port] += static_cast<std::uint64_t>(message.flits);
  // The injection channel is the message's until its tail has left the source (release_injection);
  // the router's injection input is numbered after the network channels.
  message.server = static_cast<int>(taken.server);
  message.injection_port = static_cast<int>(taken.port);
  message.input = static_cast<int>(hop_latency_.size() + taken.port);
  message.at_source = false;
  message.timing.injected = cycle;
  message.head = taken.head;
  message.vc_tail = taken.tail;
  message.tail = taken.tail + taken.owed;  // its latency takes on what it owes (call order)
  requests_.push(HeadRequest{taken.routable + head_wait_, message.sequence, slot});
  return true;
}

// The network interface takes a message onto a free VC of its link at once and interleaves the
// flits of up to V such messages, a flit a cycle round robin over the VCs with credits
// (rtl::NetworkInterface::inject_each_vc): a channel like any other, its VCs released as the
// router's are. Held by one message at a time until its tail had left the source, a link whose
// credits pace each VC's flits (buffers of 1 or 2 flits) carried half what it could: at 70% of
// saturation on uniform traffic the model's router with 1-flit buffers read +19.5%, BookSim's with
// 2-flit buffers +57.6% (README, "Shared injection as a channel").
bool ChannelReservations::inject_on_link(int slot, rtl::Cycle cycle) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  const int link = injection_link_ + static_cast<int>(message.node);
  // All its flits wait in the source queue as it asks: its tail came before its head asks, so
  // another message from the queue is not a stream it arrived interleaved with (SharedChannels).
  message.input = link;
  message.head = cycle;
  message.tail = cycle - 1;
  message.vc_tail = message.tail;
  rtl::Cycle retry = 0;
  if (!cross(slot, link, injection_class_, cycle, retry)) return false;
  // Its hold of the link is the channel's (message.channel, holder), not an InjectionChannels
  // server: `server` and `injection_port` are not read on this path.
  injected_flits_[port_index(message.node, 0)] += static_cast<std::uint64_t>(message.flits);
  message.at_source = false;
  message.timing.injected = cycle;
  request(slot);
  return true;
}

void ChannelReservations::count_left(const Message& message, rtl::Cycle tail_switched) {
  // From the head's arrival here to the tail's leaving (rtl::RouterActivity::vc_busy_cycles' span),
  // no earlier than the tail as the latency counts it: on the call-order path that one carries the
  // delays owed to answered messages (ChannelCrossing::owed), which their buffers can no longer be
  // counted for. Counted to the tail as the channels see it, `lt` read 4.5 to 14% below the
  // cycle-level network's busy VCs on uniform traffic at 20 to 70% of saturation, 1.0 to 4.3% so
  // on uniform, hot-spot and transpose (README, "Busy VCs on both models"); in time order the two
  // tails are one.
  const rtl::Cycle held = std::max(tail_switched, message.tail) - message.head;
  if (message.channel >= 0) {
    channel_busy_[static_cast<std::size_t>(message.channel)] += held;
  } else {
    injection_busy_[static_cast<std::size_t>(message.injection_port)] += held;
  }
}

inline void ChannelReservations::left_router(int slot, rtl::Cycle tail_switched, int next_channel) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  if (message.channel < 0 && injection_link_ >= 0) return;  // left the source queue onto its link
  if (counts_busy_) count_left(message, tail_switched);
  if (message.channel >= 0) {
    channels_.tail_left(message.channel, slot, message.sequence, message.holder, tail_switched);
    if (tail_sent_) left_buffer(slot, tail_switched);
  } else {
    release_injection(message, tail_switched, next_channel);
  }
}

void ChannelReservations::request(int slot) {
  const Message& message = messages_[static_cast<std::size_t>(slot)];
  requests_.push(HeadRequest{message.head + head_wait_, message.sequence, slot});
}

void ChannelReservations::advance(rtl::Cycle horizon, std::vector<CompletedMessage>& completed) {
  for (;;) {
    // The earliest cycle's requests; then those of cycles before the horizon that were filed with
    // the first cycle after it because theirs had been taken: a head's next request in the cycle
    // it was granted in, a message queued at its source asking from the cycle it was generated in
    // (submit). Left to the next advance(), which runs only when that cycle is due, such a request
    // was granted after its own cycle, and a delivery it made came a cycle late (30 of 441 600 at
    // 1 KiB, ContentionModel.NoDeliveryIsReportedForACyclePast).
    int slot = requests_.earliest() < horizon ? requests_.take_earliest() : requests_.take_before(horizon);
    if (slot == RequestCalendar::kNone) break;
    while (slot != RequestCalendar::kNone) {
      // Read before the grant, which files the message's next request in their place.
      const rtl::Cycle cycle = requests_.taken(slot).cycle;
      const int granted = slot;
      slot = requests_.next_taken(slot);
      if (!grant(granted, cycle)) continue;
      Message& message = messages_[static_cast<std::size_t>(granted)];
      completed.push_back(CompletedMessage{message.token, message.timing});
      message.live = false;
      free_.push_back(granted);
    }
  }
}

int ChannelReservations::vc_class(Message& message) const {
  if (!dateline_classes_) return 0;
  message.vc_class = classes_.of(message.digit, message.target, message.vc_class);
  return message.vc_class;
}

bool ChannelReservations::grant(int slot, rtl::Cycle cycle) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  if (message.at_source) {
    if (inject(slot, cycle)) {
      --source_queue_[static_cast<std::size_t>(message.node)];
    } else {
      requests_.push(HeadRequest{cycle + 1, message.sequence, slot});
    }
    return false;
  }
  if (message.ejected) {
    // No message can reach a channel this one's tail is still on before its tail is here, so no
    // later delay can come; unless one came meanwhile, the tail is delivered as computed.
    if (message.tail > cycle) {
      requests_.push(HeadRequest{message.tail, message.sequence, slot});
      return false;
    }
    // Through a single port the tail as the port's crossing moved it, its latency counted (cross).
    const rtl::Cycle delivered = ejection_port_ >= 0 ? message.tail
                                                     : std::max(message.tail, message.eject_request + message.flits - 1) +
                                                           switch_latency_ + ejection_latency_;
    message.timing.delivered = std::max(message.timing.delivered, delivered);
    return true;
  }
  if (tail_sent_ && queued_[static_cast<std::size_t>(slot)].behind && !behind_left(slot, cycle)) return false;
  if (message.steps == 0) {
    if (ejection_port_ >= 0) {
      // A single ejection port: an output of V VCs the head asks for as for any channel, whose
      // flits the switch allocator interleaves with those of the other messages holding its VCs.
      const int port = ejection_port_ + message.node;
      rtl::Cycle retry = 0;
      if (!cross(slot, port, ejection_class_, cycle, retry)) {
        waits(slot, port, retry, cycle);
        requests_.push(HeadRequest{retry, message.sequence, slot});
        return false;
      }
      // The processing element takes every flit at once: the port's buffer is empty as the tail is
      // switched. So a head given one of the port's VCs later never lands behind a tail there
      // (ReleasedVcs drops a tail once it has left), and needs no case of its own in cross().
      channels_.tail_left(port, slot, message.sequence, message.holder, message.vc_tail - hop_latency(port));
      if (stalls_.waiting(slot)) resumed(message, slot, cycle);
    } else {
      // Every input ejects a flit a cycle; the delivery is the message's own.
      const rtl::Cycle paced = cycle + message.flits - 1;
      message.timing.delivered = std::max(std::max(message.vc_tail, paced), message.tail) + switch_latency_ + ejection_latency_;
      left_router(slot, std::max(message.vc_tail, paced), -1);  // as the channel sees it
    }
    message.ejected = true;
    message.eject_request = cycle;
    ejected_flits_[static_cast<std::size_t>(message.node)] += static_cast<std::uint64_t>(message.flits);
    return grant(slot, cycle);
  }
  int channel = -1;
  rtl::Cycle retry = 0;
  bool granted;
  if (adaptive_) {
    granted = cross_adaptive(slot, cycle, channel, retry);
  } else {
    channel = channel_from(message.node, message.port);
    // With one injection input per router its turns come first (injection_input_turns.h), but not
    // on credit-paced routes, where a stalled head holds the node's queue back (stalled()).
    if (input_turns_.modelled() && at_injection_input(message) &&
        credit_round_trip_[static_cast<std::size_t>(channel)] == 0) {
      granted = cross_from_injection_input(slot, channel, cycle, retry);
    } else {
      granted = cross(slot, channel, vc_class(message), cycle, retry);
    }
  }
  if (!granted) {
    waits(slot, channel, retry, cycle);
    requests_.push(HeadRequest{retry, message.sequence, slot});
    return false;
  }
  if (stalls_.waiting(slot)) resumed(message, slot, cycle);
  channel_flits_[static_cast<std::size_t>(channel)] += static_cast<std::uint64_t>(message.flits);
  message.node = channel_sink_[static_cast<std::size_t>(channel)];
  ++message.timing.hops;
  if (adaptive_) {
    --message.steps;  // cross_adaptive() chooses the next dimension at the next router
  } else if (--message.steps == 0) {
    route_next_dimension(message);
  } else if (dateline_classes_) {
    // The next router's digit, kept by the hop instead of looked up for vc_class() (a torus ring:
    // it wraps).
    message.digit += message.direction;
    if (message.digit == topology_.radix()) message.digit = 0;
    if (message.digit < 0) message.digit = topology_.radix() - 1;
  }
  request(slot);
  return false;
}

bool ChannelReservations::cross(int slot, int channel, int vc_class, rtl::Cycle start_request, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  const auto c = static_cast<std::size_t>(channel);
  // The messages this one shares the channel with: their tails, wherever they are now, come later
  // (another message's tail: applied as the channel reports it).
  const auto delay = [this, channel, start_request](const DelayedTail& delayed) {
    Message& other = messages_[static_cast<std::size_t>(delayed.message)];
    if (!other.live || other.sequence != delayed.sequence) return;
    const rtl::Cycle arrival = delayed.tail_switched + (other.latency_sum - delayed.latency_mark);
    other.tail = std::max(other.tail, arrival);
    other.vc_tail = std::max(other.vc_tail, arrival);
    tail_delayed(delayed.message, channel, delayed.tail_switched, delayed.own_tail_switched, start_request);
  };
  const ChannelCrossing crossing =
      channels_.cross(ChannelRequest{channel, channel_period_[c], vc_class, message.flits, start_request,
                                     message.input, message.head, message.vc_tail, slot, message.sequence,
                                     message.latency_sum, message.made_wait},
                      delay, [this](int other, std::uint64_t sequence) {
                        const Message& held = messages_[static_cast<std::size_t>(other)];
                        return held.live && held.sequence == sequence;
                      });
  if (!crossing.granted) {
    retry = crossing.start;
    return false;
  }
  rtl::Cycle tail_switched = crossing.tail_switched;
  if (paces_credits_ && credit_round_trip_[c] > 0) tail_switched = credit_paced(slot, channel, crossing);
  // Its tail leaves the buffer it came through as it is switched onto this channel.
  left_router(slot, tail_switched, channel);
  crossed(slot, CrossedChannel{channel, crossing.holder, crossing.start, tail_switched}, start_request);
  message.input = channel;
  message.channel = channel;
  message.holder = crossing.holder;
  const rtl::Cycle latency = hop_latency(channel);
  message.head = crossing.start + latency;
  // Delays owed to messages already answered (call order only) hold its tail back: at the next
  // router they are absorbed by waits the tail has there anyway, as the other's would have been.
  message.tail = std::max(message.tail, tail_switched) + latency + crossing.owed;
  message.vc_tail = tail_switched + latency;
  message.latency_sum += latency;
  message.made_wait = crossing.made_wait;
  if (tail_sent_ && crossing.behind >= 0) queued_behind(slot, crossing);
  return true;
}

MessageTiming ChannelReservations::reserve(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated,
                                           std::vector<CompletedMessage>& others) {
  channels_.allow_out_of_order();  // requests may be filed for cycles already taken
  submit(from, to, flits, generated, kReserved);
  if (requests_.size() == 1) {
    // Only this message is in flight (the loosely-timed path runs each to delivery): its requests
    // come one after the other, granted straight from the calendar's one entry.
    for (;;) {
      const HeadRequest next = requests_.take_only();
      if (!grant(next.message, next.cycle)) continue;
      Message& message = messages_[static_cast<std::size_t>(next.message)];
      message.live = false;
      free_.push_back(next.message);
      return message.timing;
    }
  }
  MessageTiming timing;
  bool delivered = false;
  while (!delivered) {
    const std::size_t before = others.size();
    advance(next_request() + 1, others);
    for (std::size_t i = before; i < others.size(); ++i) {
      if (others[i].token != kReserved) continue;
      timing = others[i].timing;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
      delivered = true;
      break;
    }
  }
  return timing;
}

}  // namespace kncube::tlm2
