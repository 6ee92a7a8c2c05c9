#include "tlm/bridge/bridge_core.h"

#include <algorithm>

#include "rtl_models/topology.h"

namespace kncube::tlm2 {
namespace {

const TransportConfig& validated(const TransportConfig& config, const PlatformMap& map) {
  validate(config);
  validate(map, rtl::make_topology(config.network.spec).node_count());
  return config;
}

}  // namespace

BridgeCore::BridgeCore(sc_core::sc_module_name name, const TransportConfig& config, const PlatformMap& map,
                       std::vector<rtl::MessageObserver*> request_observers,
                       std::vector<rtl::MessageObserver*> response_observers)
    : sc_core::sc_module(name),
      config_(validated(config, map)),
      map_(map),
      decoder_(map_),
      format_(config_) {
  DeliveryListener& listener = *this;
  if (config_.model == NetworkModel::contention) {
    auto network = std::make_unique<ContentionNetwork>("network", config_, listener, std::move(request_observers),
                                                       std::move(response_observers));
    contention_ = network.get();
    network_ = std::move(network);
  } else {
    auto network = std::make_unique<TransactionNetwork>("network", config_, listener, std::move(request_observers),
                                                        std::move(response_observers));
    cycle_level_ = network.get();
    network_ = std::move(network);
  }
}

void BridgeCore::attach_ports(std::vector<InitiatorPort*> initiators, std::vector<TargetPort*> targets) {
  initiators_ = std::move(initiators);
  targets_ = std::move(targets);
  annotated_targets_.resize(targets_.size());
  waits_for_slot_.assign(initiators_.size(), 0);
  admitted_.assign(initiators_.size(), 0);
}

void BridgeCore::send_request(Transfer& transfer) {
  const MessageSplit messages = format_.messages(MessageFormat::request_bytes(*transfer.payload));
  transfer.request_parts = messages.count;
  for (int i = 0; i < messages.count; ++i)
    network_->send(Plane::request, transfer.source, transfer.destination, messages.flits(i), transfer);
}

void BridgeCore::send_response(Transfer& transfer) {
  if (transfer.posted) {  // answered when it arrived; nothing travels back
    initiator_port(transfer.initiator).posted_write_done(transfer);
    return;
  }
  const MessageSplit messages = format_.messages(MessageFormat::response_bytes(*transfer.payload));
  transfer.response_parts = messages.count;
  for (int i = 0; i < messages.count; ++i)
    network_->send(Plane::response, transfer.destination, transfer.source, messages.flits(i), transfer);
}

void BridgeCore::message_delivered(Plane plane, Transfer& transfer, const rtl::DeliveredMessage& message) {
  if (plane == Plane::request) {
    add_message(transfer.receipt.request, message);
    if (--transfer.request_parts > 0) return;
    // Reassembled at the target's node: the initiator's window slot is free, the target may take it.
    initiator_port(transfer.initiator).request_delivered(transfer);
    target_port(transfer.target).request_arrived(transfer);
  } else {
    add_message(transfer.receipt.response, message);
    if (--transfer.response_parts > 0) return;
    initiator_port(transfer.initiator).response_delivered(transfer);
  }
}

bool BridgeCore::annotates(int target) const {
  return contention_ != nullptr && map_.targets[static_cast<std::size_t>(target)].interface == TargetInterface::blocking;
}

void BridgeCore::transport_annotated(Transfer& transfer, sc_core::sc_time& delay) {
  TargetPort& target = target_port(transfer.target);
  const bool posted = config_.posted_writes && transfer.payload->is_write();
  if (annotated_transport(*contention_, format_, transfer, target.forward(),
                          annotated_targets_[static_cast<std::size_t>(transfer.target)], posted, delay))
    target.record_posted_write_error();
}

void BridgeCore::wait_for_target_slot(int initiator) {
  char& waits = waits_for_slot_[static_cast<std::size_t>(initiator)];
  if (waits != 0) return;
  waits = 1;
  slot_waiters_.push_back(initiator);
}

void BridgeCore::target_slot_released() {
  if (slot_waiters_.empty()) return;  // the usual case: nobody waits
  // Each is asked in the order it began to wait. One that admits a request and still waits goes
  // behind those that admitted nothing, so an initiator that always has a request ready cannot
  // keep a slot from the others (in index order the lowest index would take every freed slot).
  asking_.assign(slot_waiters_.begin(), slot_waiters_.end());
  slot_waiters_.clear();
  for (const int initiator : asking_) {
    waits_for_slot_[static_cast<std::size_t>(initiator)] = 0;  // try_admit marks it again if it still waits
    admitted_[static_cast<std::size_t>(initiator)] = initiators_[static_cast<std::size_t>(initiator)]->try_admit();
  }
  std::stable_partition(slot_waiters_.begin(), slot_waiters_.end(),
                        [this](int initiator) { return admitted_[static_cast<std::size_t>(initiator)] == 0; });
}

void BridgeCore::invalidate_dmi(int target, std::uint64_t start, std::uint64_t end) {
  for (const AddressRange& range : decoder_.ranges_of(target)) {
    const std::uint64_t range_end = range.target_base + (range.end - range.start);
    if (end < range.target_base || start > range_end) continue;
    const std::uint64_t from = range.start + (std::max(start, range.target_base) - range.target_base);
    const std::uint64_t to = range.start + (std::min(end, range_end) - range.target_base);
    for (InitiatorPort* port : initiators_) port->invalidate(from, to);
  }
}

}  // namespace kncube::tlm2
