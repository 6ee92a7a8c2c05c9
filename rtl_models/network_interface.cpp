#include "rtl_models/network_interface.h"

#include <stdexcept>
#include <string>

#include "rtl_models/routing_function.h"

namespace kncube::rtl {

NetworkInterface::NetworkInterface(sc_core::sc_module_name name, NodeId node, const InterfaceContext& context)
    : sc_core::sc_module(name),
      node_(node),
      config_(*context.config),
      message_length_(context.message_length),
      tie_mask_(context.tie_mask),
      arrivals_(*context.arrivals),
      traffic_(*context.traffic),
      observer_(*context.observer),
      counter_(*context.counter),
      random_(context.seed, static_cast<std::uint64_t>(node)),
      injection_(context.config->injection),
      release_on_credit_(context.config->vc_release == VcRelease::tail_credit),
      queue_(16),
      vcs_(static_cast<std::size_t>(context.vcs)),
      injections_(static_cast<std::size_t>(context.vcs)),
      reassembly_(static_cast<std::size_t>(context.input_ports) * static_cast<std::size_t>(context.vcs)) {
  for (auto& injection : injections_) injection.credits = config_.buffer_depth;
  next_arrival_ = arrivals_.first_arrival(node_, random_);
  next_generation_ = arrival_cycle(next_arrival_);
}

void NetworkInterface::attach(const std::vector<Channel*>& injection) {
  channels_ = injection;
  const bool shared = channels_.size() == 1;
  for (std::size_t v = 0; v < injections_.size(); ++v) {
    injections_[v].channel = shared ? channels_.front() : channels_[v];
    injections_[v].flit.vc = static_cast<std::uint8_t>(shared ? v : 0);
    injections_[v].flit.source = node_;
  }
}

void NetworkInterface::deliver_ready(Cycle now) {
  do {
    deliver(ejection_.front().item, ejection_.front().ready);
    ejection_.pop();
  } while (ejection_.has_ready(now));
}

// Called when next_generation_ <= now: the arrivals in [now, now + 1) (and any held back while not
// generating) become messages.
void NetworkInterface::generate(Cycle now) {
  do {
    const Destination destination = traffic_.destination(node_, random_);
    QueuedMessage message;
    message.id = counter_.next();
    message.generated = now;
    message.destination = destination.node;
    message.message_class = destination.message_class;
    message.tie_directions = draw_ties(random_, tie_mask_);
    message.length = message_length_;
    push_queue(message);
    ++messages_generated_;
    observer_.on_generated(GeneratedMessage{message.id, node_, message.destination, message.message_class,
                                            message_length_, now});
    next_arrival_ += arrivals_.gap(node_, random_);
    next_generation_ = arrival_cycle(next_arrival_);
  } while (next_generation_ <= now);
}

std::uint64_t NetworkInterface::submit(NodeId destination, std::uint8_t message_class, Cycle now, int length) {
  if (message_class >= kMaxMessageClasses)
    throw std::invalid_argument("node " + std::to_string(node_) + ": message class " + std::to_string(message_class) +
                                " is not allowed; classes are 0.." + std::to_string(kMaxMessageClasses - 1));
  if (length == 0) length = message_length_;
  if (length < 1 || length > kMaxMessageLength || (length != message_length_ && !variable_length_))
    throw std::invalid_argument("node " + std::to_string(node_) + ": message length " + std::to_string(length) +
                                " is not allowed; lengths are " +
                                (variable_length_ ? "1.." + std::to_string(kMaxMessageLength) : std::to_string(message_length_)));
  QueuedMessage message;
  message.id = counter_.next();
  message.generated = now;
  message.destination = destination;
  message.message_class = message_class;
  message.tie_directions = draw_ties(random_, tie_mask_);
  message.length = length;
  push_queue(message);
  ++messages_generated_;
  observer_.on_generated(GeneratedMessage{message.id, node_, destination, message_class, length, now});
  return message.id;
}

void NetworkInterface::push_queue(const QueuedMessage& message) {
  if (queue_size_ == queue_.size()) {
    std::vector<QueuedMessage> grown(queue_.size() * 2);
    for (std::size_t i = 0; i < queue_size_; ++i) grown[i] = queue_[(queue_head_ + i) % queue_.size()];
    queue_.swap(grown);
    queue_head_ = 0;
  }
  queue_[(queue_head_ + queue_size_) % queue_.size()] = message;
  ++queue_size_;
  ++held_;
}

void NetworkInterface::pop_queue() {
  queue_head_ = (queue_head_ + 1) % queue_.size();
  --queue_size_;
}

void NetworkInterface::inject(Cycle now) {
  // Credits first: a VC freed by a tail credit can take a message in the same cycle.
  const std::size_t channels = channels_.size();
  for (std::size_t c = 0; c < channels; ++c) {
    Channel& channel = *channels_[c];
    while (channel.credit_ready(now)) {
      const Credit credit = channel.next_credit();
      channel.pop_credit();
      Injection& vc = injections_[channels == 1 ? credit.vc : c];
      ++vc.credits;
      if (credit.tail && release_on_credit_ && vc.busy && !vc.sending) {
        vc.busy = false;
        --busy_;
        --held_;
      }
    }
  }
  if (injection_ == InjectionKind::serial)
    inject_serial(now);
  else
    inject_each_vc(now);
}

// Parallel and shared injection: every free injection VC takes a message at once.
void NetworkInterface::inject_each_vc(Cycle now) {
  // The head of the source queue takes the lowest free injection VC.
  const int vcs = static_cast<int>(injections_.size());
  for (int v = 0; v < vcs && queue_size_ > 0 && busy_ < vcs; ++v) {
    Injection& vc = injections_[static_cast<std::size_t>(v)];
    if (!vc.busy) take_next_message(vc);
  }
  if (sending_ == 0) return;
  if (injection_ == InjectionKind::parallel) {
    // Each VC has its own channel: every one may send a flit this cycle.
    for (auto& vc : injections_)
      if (vc.sending && vc.credits > 0 && vc.channel->can_send(now)) send_flit(vc, now);
    return;
  }
  // One flit per cycle on the shared channel, round robin over VCs that hold credits.
  if (!channels_.front()->can_send(now)) return;
  int v = round_robin_;
  for (int i = 0; i < vcs; ++i, v = after(v, vcs)) {
    Injection& vc = injections_[static_cast<std::size_t>(v)];
    if (!vc.sending || vc.credits == 0) continue;
    send_flit(vc, now);
    round_robin_ = after(v, vcs);
    return;
  }
}

// Serial injection: one message at a time, its flits contiguous on one VC. The next message takes
// the first VC after the last one used that is free and has a credit (BookSim's terminal).
void NetworkInterface::inject_serial(Cycle now) {
  if (!channels_.front()->can_send(now)) return;
  const int vcs = static_cast<int>(injections_.size());
  if (current_ < 0) {
    if (queue_size_ == 0) return;
    int v = round_robin_;
    for (int i = 0; i < vcs; ++i, v = after(v, vcs)) {
      Injection& vc = injections_[static_cast<std::size_t>(v)];
      if (vc.busy || vc.credits == 0) continue;
      take_next_message(vc);
      current_ = v;
      round_robin_ = after(v, vcs);
      break;
    }
    if (current_ < 0) return;
  }
  Injection& vc = injections_[static_cast<std::size_t>(current_)];
  if (vc.credits == 0) return;
  send_flit(vc, now);
  if (!vc.sending) current_ = -1;
}

void NetworkInterface::take_next_message(Injection& vc) {
  vc.busy = vc.sending = true;
  const QueuedMessage& message = queue_[queue_head_];
  vc.length = message.length;
  Flit& flit = vc.flit;
  flit.message_id = message.id;
  flit.generated = message.generated;
  flit.destination = message.destination;
  flit.index = 0;
  flit.tie_directions = message.tie_directions;
  flit.message_class = message.message_class;
  pop_queue();
  ++busy_;
  ++sending_;
}

void NetworkInterface::send_flit(Injection& vc, Cycle now) {
  Flit& flit = vc.flit;
  const int index = flit.index;
  const bool first = index == 0;
  const bool last = index + 1 == vc.length;
  if (first) flit.injected = now;
  flit.kind = first ? (last ? FlitKind::head_tail : FlitKind::head) : (last ? FlitKind::tail : FlitKind::body);
  vc.channel->send(now, flit);
  --vc.credits;
  ++flits_injected_;
  last_move_ = now;
  if (!last) {
    flit.index = static_cast<std::uint16_t>(index + 1);
    return;
  }
  vc.sending = false;
  --sending_;
  if (!release_on_credit_) {
    vc.busy = false;
    --busy_;
    --held_;
  }
}

void NetworkInterface::deliver(const EjectedFlit& ejected, Cycle delivered) {
  const Flit& flit = ejected.flit;
  if (flit.destination != node_) reject(flit, " addressed to node " + std::to_string(flit.destination) + " was delivered here");
  Reassembly& slot = reassembly_[static_cast<std::size_t>(ejected.input_port) * vcs_ + ejected.input_vc];
  if (is_head(flit.kind)) {
    if (slot.open) reject(flit, " is a head while message " + std::to_string(slot.id) + " is incomplete on its VC");
    if (flit.index != 0) reject(flit, " is marked head but is not the first flit");
    slot.open = true;
    slot.id = flit.message_id;
    slot.next_index = 1;
  } else {
    if (!slot.open || slot.id != flit.message_id || flit.index != slot.next_index)
      reject(flit, " arrived out of order, twice or without its head");
    ++slot.next_index;
  }
  ++flits_delivered_;
  last_move_ = delivered;
  if (!is_tail(flit.kind)) return;
  if (!variable_length_ && flit.index + 1 != message_length_)
    reject(flit, " is a tail but the message has " + std::to_string(message_length_) + " flits");
  slot.open = false;
  ++messages_delivered_;
  observer_.on_delivered(DeliveredMessage{flit.message_id, static_cast<NodeId>(flit.source), static_cast<NodeId>(flit.destination),
                                          static_cast<std::uint8_t>(flit.message_class), flit.index + 1, flit.hops,
                                          flit.generated, flit.injected, delivered});
}

void NetworkInterface::reject(const Flit& flit, const std::string& problem) const {
  throw DeliveryError("node " + std::to_string(node_) + ": flit " + std::to_string(flit.index) + " of message " +
                      std::to_string(flit.message_id) + problem);
}

}  // namespace kncube::rtl
