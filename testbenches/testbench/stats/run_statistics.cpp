#include "testbenches/testbench/stats/run_statistics.h"

#include <limits>

namespace kncube::stats {

RunStatistics::RunStatistics(const MeasurementPlan& plan, int nodes, std::vector<std::string> class_names)
    : plan_(plan), nodes_(nodes), latency_(plan.batches), network_latency_(plan.batches), source_wait_(plan.batches) {
  for (auto& name : class_names) classes_.emplace_back(std::move(name), plan.batches);
  if (plan_.by_cycles()) window_start_ = plan_.warmup_cycles;
}

void RunStatistics::reached(rtl::Cycle now) {
  if (plan_.by_cycles() && window_end_ < 0 && now >= planned_end()) window_end_ = planned_end();
}

bool RunStatistics::measures_cycle(rtl::Cycle now) const {
  if (window_start_ < 0 || now < window_start_) return false;
  if (window_end_ >= 0) return now < window_end_;
  return !plan_.by_cycles() || now < planned_end();
}

void RunStatistics::on_generated(const rtl::GeneratedMessage& message) {
  if (plan_.by_cycles()) reached(message.generated);
  if (!measured(message.id, message.generated)) return;
  if (!plan_.by_cycles() && message.id == static_cast<std::uint64_t>(plan_.warmup_messages)) window_start_ = message.generated;
  ++measured_generated_;
  window_generated_flits_ += message.length;
  ++window_generated_messages_;
  if (!plan_.by_cycles() && measured_generated_ == plan_.measure_messages) window_end_ = message.generated + 1;
}

void RunStatistics::on_delivered(const rtl::DeliveredMessage& message) {
  flit_hops_ += static_cast<std::int64_t>(message.hops) * message.length;
  // Accepted load counts every message delivered inside the window, measured or not.
  const rtl::Cycle end = window_end_ >= 0 ? window_end_ : plan_.by_cycles() ? planned_end() : message.delivered + 1;
  if (window_start_ >= 0 && message.delivered >= window_start_ && message.delivered < end) {
    window_delivered_flits_ += message.length;
    ++window_delivered_messages_;
  }
  if (!measured(message.id, message.generated)) return;
  const int batch = batch_of(message.id, message.generated);
  const auto latency = static_cast<double>(message.delivered - message.generated);
  const auto network = static_cast<double>(message.delivered - message.injected);
  latency_.add(batch, latency);
  network_latency_.add(batch, network);
  source_wait_.add(batch, static_cast<double>(message.injected - message.generated));
  latency_distribution_.add(latency);
  hop_distribution_.add(message.hops);
  if (message.message_class < classes_.size()) {
    classes_[message.message_class].latency_distribution.add(latency);
    classes_[message.message_class].latency.add(batch, latency);
    classes_[message.message_class].network_latency.add(batch, network);
  }
  hops_ += message.hops;
  ++measured_delivered_;
}

double RunStatistics::mean_hops() const {
  // No measured message, no mean: NaN (null in JSON, "-" in tables), never a made-up 0.
  return measured_delivered_ > 0 ? static_cast<double>(hops_) / static_cast<double>(measured_delivered_)
                                 : std::numeric_limits<double>::quiet_NaN();
}

double RunStatistics::per_node_cycle(double amount, rtl::Cycle now) const {
  // A window that never opened (a run saturated during warm-up) measured no load at all.
  constexpr double not_measured = std::numeric_limits<double>::quiet_NaN();
  if (window_start_ < 0 || now <= window_start_) return not_measured;
  const rtl::Cycle end = window_end_ >= 0 ? window_end_ : now;
  const auto cycles = static_cast<double>(end - window_start_);
  return cycles > 0 ? amount / (cycles * nodes_) : not_measured;
}

double RunStatistics::offered_flits(rtl::Cycle now) const { return per_node_cycle(static_cast<double>(window_generated_flits_), now); }
double RunStatistics::accepted_flits(rtl::Cycle now) const { return per_node_cycle(static_cast<double>(window_delivered_flits_), now); }
double RunStatistics::offered_messages(rtl::Cycle now) const { return per_node_cycle(static_cast<double>(window_generated_messages_), now); }
double RunStatistics::accepted_messages(rtl::Cycle now) const { return per_node_cycle(static_cast<double>(window_delivered_messages_), now); }

}  // namespace kncube::stats
