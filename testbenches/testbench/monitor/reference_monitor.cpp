#include "testbenches/testbench/monitor/reference_monitor.h"

#include <sstream>

#include "testbenches/utilities/number_format.h"

namespace kncube::monitor {
namespace {

simulation::MeasuredValue compared_quantity(const stats::RunStatistics& s, analytical::Comparand comparand) {
  const stats::BatchMeans& b = comparand == analytical::Comparand::network_latency ? s.network_latency() : s.latency();
  return {b.mean(), b.half_width95()};
}

}  // namespace

ReferenceMonitor::ReferenceMonitor(sc_core::sc_module_name name, const MonitorPlan& plan,
                                   const stats::MeasurementPlan& measurement, int nodes, const MonitorSettings& settings)
    : sc_core::sc_module(name), plan_(plan), settings_(settings), statistics_(measurement, nodes, {}) {
  if (settings_.report_interval > 0 && settings_.reports != nullptr) SC_THREAD(report_loop);
}

void ReferenceMonitor::report_loop() {
  const sc_core::sc_time interval(static_cast<double>(settings_.report_interval), sc_core::SC_NS);
  for (;;) {
    wait(interval);
    const auto now = static_cast<rtl::Cycle>(sc_core::sc_time_stamp() / sc_core::sc_time(1, sc_core::SC_NS));
    *settings_.reports << running_report(now) << std::endl;
  }
}

std::string ReferenceMonitor::running_report(rtl::Cycle now) const {
  std::ostringstream line;
  line << "monitor: cycle " << now << ", " << statistics_.measured_delivered() << " measured messages";
  if (statistics_.measured_delivered() == 0) {
    line << " (warming up)";
    return line.str();
  }
  const auto latency = compared_quantity(statistics_, analytical::Comparand::message_latency);
  line << ", latency " << report::readable_number(latency.mean) << " +/- " << report::readable_number(latency.ci95);
  if (plan_.models.empty()) line << "; no model applies";
  for (const auto& m : plan_.models) {
    const ModelVerdict v = judge(compared_quantity(statistics_, m.prediction.comparand), m.comparison.offset, m.prediction,
                                 settings_.tolerance, false, "");
    line << "; " << m.name << ' ';
    if (v.verdict == Verdict::saturated) {
      line << "saturated";
      continue;
    }
    line << report::readable_number(v.predicted) << " vs " << report::readable_number(v.measured) << ' '
         << to_string(v.verdict) << " (" << (v.relative_error >= 0 ? "+" : "") << report::readable_number(100.0 * v.relative_error)
         << "%)";
  }
  return line.str();
}

std::vector<ModelOutcome> ReferenceMonitor::verdicts(bool run_saturated, const std::string& run_reason) const {
  std::vector<ModelOutcome> outcomes;
  if (plan_.models.empty()) {
    ModelOutcome none;
    none.model = "none";
    none.verdict.verdict = Verdict::no_model;
    none.verdict.reason = plan_.no_model_reason;
    outcomes.push_back(none);
    return outcomes;
  }
  for (const auto& m : plan_.models) {
    ModelOutcome o;
    o.model = m.name;
    o.monitored = &m;
    o.verdict = judge(compared_quantity(statistics_, m.prediction.comparand), m.comparison.offset, m.prediction,
                      settings_.tolerance, run_saturated, run_reason);
    outcomes.push_back(o);
  }
  return outcomes;
}

}  // namespace kncube::monitor
