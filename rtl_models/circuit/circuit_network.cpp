#include "rtl_models/circuit/circuit_network.h"

#include <stdexcept>
#include <string>

#include "rtl_models/arrival_cycle.h"

namespace kncube::rtl {

namespace {
// The sources' random streams, apart from the wormhole interfaces' (which use the node ids alone).
constexpr std::uint64_t source_stream = 0x43534e49ULL << 24;
}  // namespace

CircuitNetwork::CircuitNetwork(sc_core::sc_module_name name, const NetworkConfig& config, const ArrivalProcess& arrivals,
                               const TrafficPattern& traffic, MessageObserver& observer)
    : sc_core::sc_module(name),
      clock("clock"),
      nodes_(static_cast<NodeId>(std::int64_t{1} << config.spec.n)),
      vcs_(config.spec.vcs),
      length_(config.spec.message_length),
      arrivals_(arrivals),
      traffic_(traffic),
      observer_(observer),
      slots_(static_cast<std::size_t>(nodes_) * static_cast<std::size_t>(vcs_)),
      fifos_(slots_.size()),
      table_(nodes_, config.spec.n, vcs_),
      control_(table_, slots_, counters_, config.seed),
      data_(table_, slots_, config.router.buffer_depth, length_) {
  if (config.spec.switching != Switching::circuit || config.spec.topology != Topology::hypercube)
    throw std::logic_error("CircuitNetwork: needs a circuit-switched hypercube");
  counters_.channels = table_.channel_count();
  measured_.channels = counters_.channels;
  measured_.failures.assign(static_cast<std::size_t>(config.spec.n), 0);
  for (Circuit& c : slots_) {
    c.path.reserve(static_cast<std::size_t>(config.spec.n));
    c.failures.assign(static_cast<std::size_t>(config.spec.n), 0);
  }
  pending_.reserve(slots_.size());
  random_.reserve(static_cast<std::size_t>(nodes_));
  for (NodeId node = 0; node < nodes_; ++node) {
    random_.emplace_back(config.seed, source_stream + static_cast<std::uint64_t>(node));
    next_arrival_.push_back(arrivals_.first_arrival(node, random_.back()));
    next_generation_.push_back(arrival_cycle(next_arrival_.back()));
  }
  SC_METHOD(tick);
  sensitive << clock.pos();
  dont_initialize();
}

std::int64_t CircuitNetwork::circuits_in_service() const {
  std::int64_t count = 0;
  for (const Circuit& c : slots_) count += c.phase != CircuitPhase::idle ? 1 : 0;
  return count;
}

void CircuitNetwork::tick() {
  const Cycle now = cycle_++;
  step(now);
  for (CycleObserver* observer : cycle_observers_) observer->after_cycle(now);
}

void CircuitNetwork::step(Cycle now) {
  if (generating_)
    for (NodeId node = 0; node < nodes_; ++node)
      if (now >= next_generation_[static_cast<std::size_t>(node)]) generate(node, now);
  for (const int slot : pending_) launch(slot, now);
  const bool probes_moved = control_.step(now);
  const int flits_moved = data_.step();
  for (const int slot : data_.completed()) complete(slot, now);
  for (const int slot : control_.started()) data_.add(slot);
  if (probes_moved || flits_moved > 0 || !pending_.empty()) last_progress_ = now;
  pending_.clear();
  for (const int slot : data_.completed())
    if (!fifos_[static_cast<std::size_t>(slot)].empty()) pending_.push_back(slot);
  const std::int64_t busy = table_.total_busy();
  counters_.vc_cycles += busy;
  ++counters_.cycles;
  if (window_ == nullptr || window_->measures_cycle(now)) {
    measured_.vc_cycles += busy;
    ++measured_.cycles;
  }
}

void CircuitNetwork::generate(NodeId node, Cycle now) {
  double& next = next_arrival_[static_cast<std::size_t>(node)];
  Cycle& next_generation = next_generation_[static_cast<std::size_t>(node)];
  Random& random = random_[static_cast<std::size_t>(node)];
  do {
    const Destination destination = traffic_.destination(node, random);
    const QueuedMessage message{counter_.next(), now, destination.node, destination.message_class};
    observer_.on_generated(GeneratedMessage{message.id, node, message.destination, message.message_class, length_, now});
    // Spec 04 eq. (4): each injection VC sees the node's traffic thinned by 1/V.
    enqueue(node, static_cast<int>(random.below(static_cast<std::uint32_t>(vcs_))), message);
    next += arrivals_.gap(node, random);
    next_generation = arrival_cycle(next);
  } while (next_generation <= now);
}

std::uint64_t CircuitNetwork::submit(NodeId source, NodeId destination, int injection_vc) {
  if (source < 0 || source >= nodes_ || destination < 0 || destination >= nodes_ || injection_vc < -1 || injection_vc >= vcs_)
    throw std::invalid_argument("CircuitNetwork::submit: node or injection VC out of range");
  Random& random = random_[static_cast<std::size_t>(source)];
  const int vc = injection_vc >= 0 ? injection_vc : static_cast<int>(random.below(static_cast<std::uint32_t>(vcs_)));
  const QueuedMessage message{counter_.next(), cycle_, destination, 0};
  observer_.on_generated(GeneratedMessage{message.id, source, destination, 0, length_, cycle_});
  enqueue(source, vc, message);
  return message.id;
}

void CircuitNetwork::enqueue(NodeId source, int injection_vc, const QueuedMessage& message) {
  const int slot = source * vcs_ + injection_vc;
  auto& fifo = fifos_[static_cast<std::size_t>(slot)];
  fifo.push_back(message);
  ++queued_;
  // An idle VC takes it this cycle; a busy one (or one already taking another) when it is free.
  if (fifo.size() == 1 && slots_[static_cast<std::size_t>(slot)].phase == CircuitPhase::idle) pending_.push_back(slot);
}

void CircuitNetwork::launch(int slot, Cycle now) {
  auto& fifo = fifos_[static_cast<std::size_t>(slot)];
  const QueuedMessage message = fifo.front();
  fifo.pop_front();
  --queued_;
  Circuit& c = slots_[static_cast<std::size_t>(slot)];
  c.message_id = message.id;
  c.source = slot / vcs_;
  c.destination = message.destination;
  c.message_class = message.message_class;
  c.generated = message.generated;
  c.at_source = length_;
  c.delivered = 0;
  flits_in_service_ += length_;
  control_.launch(slot, now);
}

void CircuitNetwork::complete(int slot, Cycle now) {
  Circuit& c = slots_[static_cast<std::size_t>(slot)];
  if (window_ == nullptr || window_->measures_message(c.message_id, c.generated)) count_measured(c);
  c.phase = CircuitPhase::idle;
  flits_in_service_ -= length_;
  ++delivered_;
  observer_.on_delivered(DeliveredMessage{c.message_id, c.source, c.destination, c.message_class, length_,
                                          static_cast<int>(c.path.size()), c.generated, c.launched, now});
  if (events_) events_->on_circuit_event(now, CircuitEvent::deliver, slot, c.destination, -1, -1);
  c.path.clear();
}

void CircuitNetwork::count_measured(const Circuit& c) {
  measured_.attempts += c.attempts;
  for (std::size_t i = 0; i < c.failures.size(); ++i) measured_.failures[i] += c.failures[i];
  ++measured_.setups;
  measured_.setup_cycles += c.setup_cycles;
  measured_.probe_hops += c.probe_hops;
  measured_.backtrack_hops += c.backtrack_hops;
}

}  // namespace kncube::rtl
