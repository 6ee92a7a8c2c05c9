#include "tlm/contention/contention_network.h"

#include <algorithm>

namespace kncube::tlm2 {
namespace {

// Its own draws among adaptive VCs; its k/2 ties drawn as the cycle-level bridge's response
// network draws them, whose seed is the request network's (the constructor below).
rtl::NetworkConfig response_plane(rtl::NetworkConfig config) {
  config.seed += 1;
  return config;
}

}  // namespace

ContentionNetwork::ContentionNetwork(sc_core::sc_module_name name, const TransportConfig& config,
                                     DeliveryListener& listener, std::vector<rtl::MessageObserver*> request_observers,
                                     std::vector<rtl::MessageObserver*> response_observers)
    : sc_core::sc_module(name),
      clock_period_(config.clock_period),
      listener_(listener),
      requests_(config.network),
      responses_(response_plane(config.network), config.network.seed),
      request_observers_(std::move(request_observers)),
      response_observers_(std::move(response_observers)) {
  SC_METHOD(step);
  sensitive << wake_;
  dont_initialize();
}

rtl::Cycle ContentionNetwork::cycle_at(const sc_core::sc_time& time) const {
  // A message handed over at time t is taken by the network interface at the first clock edge
  // after t, as in the cycle-level bridge, whose edge at t has already been evaluated when a
  // process of that time hands a message over.
  return edges_by(time) + 1;
}

MessageTiming ContentionNetwork::reserve(Plane which, rtl::NodeId from, rtl::NodeId to, int flits,
                                         rtl::Cycle generated) {
  completed_.clear();
  // Every process's local time is at least now: no message from now on is generated earlier.
  plane(which).set_call_order_floor(edges_by(sc_core::sc_time_stamp()));
  const MessageTiming timing = plane(which).reserve(from, to, flits, generated, completed_);
  collect(which);
  schedule();
  return timing;
}

void ContentionNetwork::send(Plane which, rtl::NodeId from, rtl::NodeId to, int flits, Transfer& transfer) {
  const rtl::Cycle generated = cycle_at(sc_core::sc_time_stamp());
  catch_up(generated);
  const auto p = static_cast<std::size_t>(which == Plane::request ? 0 : 1);
  int slot;
  if (free_slots_.empty()) {
    slot = static_cast<int>(slots_.size());
    slots_.emplace_back();
  } else {
    slot = free_slots_.back();
    free_slots_.pop_back();
  }
  InFlight& sent = slots_[static_cast<std::size_t>(slot)];
  sent.plane = which;
  sent.transfer = &transfer;
  sent.message = rtl::DeliveredMessage{};
  sent.message.id = next_id_[p]++;
  sent.message.source = from;
  sent.message.destination = to;
  sent.message.length = flits;
  sent.message.generated = generated;
  const auto& observers = which == Plane::request ? request_observers_ : response_observers_;
  if (!observers.empty()) {
    rtl::GeneratedMessage generated_message;
    generated_message.id = sent.message.id;
    generated_message.source = from;
    generated_message.destination = to;
    generated_message.length = flits;
    generated_message.generated = generated;
    for (auto* observer : observers) observer->on_generated(generated_message);
  }
  plane(which).submit(from, to, flits, generated, static_cast<std::uint64_t>(slot));
  // The last schedule() left wake_at_ no later than everything it looks at, and catch_up's grants
  // bring nothing earlier: only the message submitted now can (on the other plane, messages
  // submitted since brought nothing earlier than wake_at_, or schedule() ran and forgot them).
  if (plane(which).submitted_delivery() < wake_at_) schedule();
}

void ContentionNetwork::collect(Plane which) {
  for (const CompletedMessage& done : completed_) {
    InFlight& sent = slots_[static_cast<std::size_t>(done.token)];
    sent.message.hops = done.timing.hops;
    sent.message.injected = done.timing.injected;
    sent.message.delivered = done.timing.delivered;
    // Ids count per plane; both planes' deliveries of one cycle go in send order.
    file_due(Due{done.timing.delivered, (sent.message.id << 1) | (which == Plane::request ? 0U : 1U),
                 static_cast<int>(done.token)});
  }
  completed_.clear();
}

void ContentionNetwork::file_due(const Due& due) {
  std::size_t at = due_.size();
  due_.push_back(due);
  for (; at > due_next_ && later(due_[at - 1], due); --at) due_[at] = due_[at - 1];
  due_[at] = due;
}

void ContentionNetwork::catch_up(rtl::Cycle generated) {
  const rtl::Cycle horizon = generated + requests_.lookahead();
  for (Plane which : {Plane::request, Plane::response}) {
    if (plane(which).next_request() >= horizon) continue;
    plane(which).advance(horizon, completed_);
    collect(which);
  }
}

void ContentionNetwork::step() {
  wake_at_ = ChannelReservations::kNever;  // the notification that ran this has been taken
  const rtl::Cycle edge = edges_by(sc_core::sc_time_stamp());  // the cycle that starts at or before now
  catch_up(edge + 1);  // cycle_at(now)
  while (due_next_ < due_.size() && due_[due_next_].delivered <= edge) {
    const int slot = due_[due_next_++].slot;
    const InFlight delivered = slots_[static_cast<std::size_t>(slot)];
    free_slots_.push_back(slot);
    for (auto* observer : delivered.plane == Plane::request ? request_observers_ : response_observers_)
      observer->on_delivered(delivered.message);
    listener_.message_delivered(delivered.plane, *delivered.transfer, delivered.message);
  }
  // The deliveries made leave the front: drop them once they are all or most of it.
  if (due_next_ == due_.size()) {
    due_.clear();
    due_next_ = 0;
  } else if (due_next_ > kDueCompaction && due_next_ * 2 > due_.size()) {
    due_.erase(due_.begin(), due_.begin() + static_cast<std::ptrdiff_t>(due_next_));
    due_next_ = 0;
  }
  schedule();
}

void ContentionNetwork::schedule() {
  // A pending request need not be granted in its own cycle: every message sent meanwhile catches
  // the planes up first (send), so grants keep their time order whenever they are made. Only the
  // deliveries must be made when due: the earliest known, or the earliest the messages in flight
  // can make (ChannelReservations::first_delivery: the earliest request itself unless the plane
  // bounds deliveries). Waking for every cycle with a request, three in five wakes of a 1 KiB run
  // delivered nothing (DESIGN_RECORD.md, "Waking for deliveries").
  rtl::Cycle next = due_next_ < due_.size() ? due_[due_next_].delivered : ChannelReservations::kNever;
  next = responses_.first_delivery(requests_.first_delivery(next));
  requests_.forget_submitted();
  responses_.forget_submitted();
  if (next >= wake_at_) return;  // kNever, or a wake no later is pending
  wake_at_ = next;
  const sc_core::sc_time now = sc_core::sc_time_stamp();
  const sc_core::sc_time at = time_of(next);
  wake_.notify(at > now ? at - now : sc_core::SC_ZERO_TIME);  // keeps the earlier of two notifications
}

}  // namespace kncube::tlm2
