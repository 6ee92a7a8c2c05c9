#pragma once
// The reference monitor: a SystemC module that watches every delivered message through the
// network interfaces (a MessageObserver), keeps its own running measurement of the measured
// window, and sets it against the analytical models of its plan. Its process prints the running
// comparison every `report_interval` cycles; at the end it gives one verdict per model.

#include <cstdint>
#include <ostream>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/message_observer.h"
#include "testbenches/testbench/monitor/monitor_plan.h"
#include "testbenches/testbench/monitor/verdict.h"
#include "testbenches/testbench/stats/run_statistics.h"

namespace kncube::monitor {

struct MonitorSettings {
  double tolerance = 0.05;           // fraction of the measured mean added to the CI half-width
  std::int64_t report_interval = 0;  // cycles between running reports; 0 = none
  std::ostream* reports = nullptr;   // where running reports go (stderr in the CLI)
  bool vc_occupancy = false;         // also sample VC occupancy (a probe that reads router state)
};

struct ModelOutcome {
  std::string model;
  const MonitoredModel* monitored = nullptr;
  ModelVerdict verdict;
};

class ReferenceMonitor : public sc_core::sc_module, public rtl::MessageObserver {
 public:
  SC_HAS_PROCESS(ReferenceMonitor);
  ReferenceMonitor(sc_core::sc_module_name name, const MonitorPlan& plan, const stats::MeasurementPlan& measurement,
                   int nodes, const MonitorSettings& settings);

  void on_generated(const rtl::GeneratedMessage& message) override { statistics_.on_generated(message); }
  void on_delivered(const rtl::DeliveredMessage& message) override { statistics_.on_delivered(message); }

  const stats::RunStatistics& measurement() const { return statistics_; }
  // One outcome per model of the plan (or a single no-model outcome named "none").
  std::vector<ModelOutcome> verdicts(bool run_saturated, const std::string& run_reason) const;
  // The running comparison as one line, e.g. for the periodic reports.
  std::string running_report(rtl::Cycle now) const;

 private:
  void report_loop();

  const MonitorPlan& plan_;
  MonitorSettings settings_;
  stats::RunStatistics statistics_;
};

}  // namespace kncube::monitor
