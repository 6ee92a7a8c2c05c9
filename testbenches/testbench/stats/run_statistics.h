#pragma once
// What a run measures, observed through the network interfaces: latency (generation to tail
// delivered), network latency (head injected to tail delivered), source-queue wait and hops of
// the measured messages, overall and per message class, and the offered and accepted load during
// the measurement window. The window is counted in messages or in cycles:
//   messages: messages are numbered network-wide in generation order; the first `warmup` are not
//             measured, the next `measure` are, later ones keep the network loaded;
//   cycles:   the messages generated in cycles [warmup, warmup + measure) are measured (BookSim's
//             method: its packets created in the sample periods are tagged), later ones keep the
//             network loaded. Batches are equal slices of the window.

#include <cstdint>
#include <string>
#include <vector>

#include "rtl_models/measurement_window.h"
#include "rtl_models/message_observer.h"
#include "testbenches/testbench/stats/batch_means.h"
#include "testbenches/testbench/stats/latency_distribution.h"

namespace kncube::stats {

struct MeasurementPlan {
  std::int64_t warmup_messages = 10000;
  std::int64_t measure_messages = 100000;
  int batches = 20;
  // A window in cycles instead (measure_cycles > 0): warm-up and measured cycles.
  std::int64_t warmup_cycles = 0;
  std::int64_t measure_cycles = 0;

  bool by_cycles() const { return measure_cycles > 0; }
};

struct ClassStatistics {
  std::string name;
  BatchMeans latency;
  BatchMeans network_latency;
  LatencyDistribution latency_distribution;
  explicit ClassStatistics(std::string n, int batches) : name(std::move(n)), latency(batches), network_latency(batches) {}
};

class RunStatistics final : public rtl::MessageObserver, public rtl::MeasurementWindow {
 public:
  RunStatistics(const MeasurementPlan& plan, int nodes, std::vector<std::string> class_names);

  void on_generated(const rtl::GeneratedMessage& message) override;
  void on_delivered(const rtl::DeliveredMessage& message) override;

  // A window in cycles closes when the run reaches its end; call at every check.
  void reached(rtl::Cycle now);
  bool all_measured_generated() const {
    return plan_.by_cycles() ? window_end_ >= 0 : measured_generated_ == plan_.measure_messages;
  }
  bool all_measured_delivered() const { return all_measured_generated() && measured_delivered_ == measured_generated_; }
  std::int64_t measured_generated() const { return measured_generated_; }
  std::int64_t measured_delivered() const { return measured_delivered_; }
  // Cycles of the window in which the measured messages were generated: [start, end).
  rtl::Cycle window_start() const { return window_start_; }
  rtl::Cycle window_end() const { return window_end_; }
  bool window_open() const { return window_start_ >= 0 && window_end_ < 0; }
  bool measures_message(std::uint64_t id, rtl::Cycle generated) const override { return measured(id, generated); }
  bool measures_cycle(rtl::Cycle now) const override;
  // A window in cycles: where it will end, known from the start; -1 for a window in messages.
  rtl::Cycle planned_window_end() const { return plan_.by_cycles() ? planned_end() : -1; }

  const BatchMeans& latency() const { return latency_; }
  const BatchMeans& network_latency() const { return network_latency_; }
  const BatchMeans& source_wait() const { return source_wait_; }
  double mean_hops() const;
  // Of the measured messages: latency percentiles and how many crossed each number of channels.
  const LatencyDistribution& latency_distribution() const { return latency_distribution_; }
  const HopDistribution& hop_distribution() const { return hop_distribution_; }
  // Flits delivered times hops travelled, over every delivered message (the speed benchmark's unit).
  std::int64_t flit_hops() const { return flit_hops_; }
  const std::vector<ClassStatistics>& classes() const { return classes_; }

  // Loads over the closed window (or up to `now` while it is open), per node and cycle.
  double offered_flits(rtl::Cycle now) const;
  double accepted_flits(rtl::Cycle now) const;
  double offered_messages(rtl::Cycle now) const;
  double accepted_messages(rtl::Cycle now) const;

 private:
  bool measured(std::uint64_t id, rtl::Cycle generated) const {
    if (plan_.by_cycles()) return generated >= plan_.warmup_cycles && generated < planned_end();
    return id >= static_cast<std::uint64_t>(plan_.warmup_messages) &&
           id < static_cast<std::uint64_t>(plan_.warmup_messages + plan_.measure_messages);
  }
  int batch_of(std::uint64_t id, rtl::Cycle generated) const {
    if (plan_.by_cycles())
      return static_cast<int>((generated - plan_.warmup_cycles) * plan_.batches / plan_.measure_cycles);
    return static_cast<int>((id - static_cast<std::uint64_t>(plan_.warmup_messages)) *
                            static_cast<std::uint64_t>(plan_.batches) / static_cast<std::uint64_t>(plan_.measure_messages));
  }
  rtl::Cycle planned_end() const { return plan_.warmup_cycles + plan_.measure_cycles; }
  double per_node_cycle(double amount, rtl::Cycle now) const;

  MeasurementPlan plan_;
  int nodes_;
  BatchMeans latency_;
  BatchMeans network_latency_;
  BatchMeans source_wait_;
  LatencyDistribution latency_distribution_;
  HopDistribution hop_distribution_;
  std::vector<ClassStatistics> classes_;
  std::int64_t hops_ = 0;
  std::int64_t flit_hops_ = 0;
  std::int64_t measured_generated_ = 0;
  std::int64_t measured_delivered_ = 0;
  rtl::Cycle window_start_ = -1;
  rtl::Cycle window_end_ = -1;
  std::int64_t window_generated_flits_ = 0;
  std::int64_t window_generated_messages_ = 0;
  std::int64_t window_delivered_flits_ = 0;
  std::int64_t window_delivered_messages_ = 0;
};

}  // namespace kncube::stats
