#include "testbenches/application/run/run_report.h"

#include <cmath>
#include <string>
#include <vector>

#include "testbenches/application/run/circuit_report.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/text_table.h"

// The table format of `kncube run`: the measurement, the reference monitor's verdicts (per class
// where the model predicts classes) and the VC occupancy, for people.
namespace kncube::report {

namespace {

std::string with_ci(const simulation::MeasuredValue& v) {
  if (std::isnan(v.mean)) return "-";
  return readable_number(v.mean) + " +/- " + readable_number(v.ci95) + " cycles";
}

std::string percentile_text(const stats::LatencyPercentiles& p) {
  if (std::isnan(p.p50)) return "-";
  return readable_number(p.p50) + " / " + readable_number(p.p90) + " / " + readable_number(p.p99) + " / " +
         readable_number(p.max) + " cycles";
}

// "0:12 1:40 2:31": hop count and messages, for the ones that occur.
std::string hop_text(const std::vector<std::int64_t>& counts) {
  std::string text;
  for (std::size_t h = 0; h < counts.size(); ++h)
    if (counts[h] > 0) text += (text.empty() ? "" : " ") + std::to_string(h) + ":" + std::to_string(counts[h]);
  return text.empty() ? "-" : text;
}

std::string load_text(double flits, double messages) {
  if (std::isnan(flits)) return "-";
  return readable_number(flits) + " flits/node/cycle (" + readable_number(messages) + " messages/node/cycle)";
}

std::string verdict_line(const monitor::ModelOutcome& o) {
  const monitor::ModelVerdict& v = o.verdict;
  std::string line = o.model + ": " + monitor::to_string(v.verdict);
  if (v.verdict == monitor::Verdict::agree || v.verdict == monitor::Verdict::differ)
    line += ", predicted " + readable_number(v.predicted) + " vs measured " + readable_number(v.measured) + " +/- " +
            readable_number(v.ci95) + " cycles (" + (v.relative_error >= 0 ? "+" : "") +
            readable_number(100.0 * v.relative_error) + "%)";
  if (o.monitored != nullptr) {
    const monitor::Comparison& c = o.monitored->comparison;
    line += std::string(", ") + monitor::to_string(c.mode);
    if (c.mode == monitor::ComparisonMode::offset)
      line += " (" + readable_number(c.offset) + " cycles of zero-load difference removed: " +
              [&] {
                std::string all;
                for (const auto& a : c.unmet_assumptions) all += (all.empty() ? "" : "; ") + a;
                return all;
              }() + ")";
  }
  if (!v.reason.empty()) line += " (" + v.reason + ")";
  return line;
}

// One line per class the model predicts and the run measured: the class prediction against the
// class's measured mean, with the model's offset removed in offset mode (the run-wide zero-load
// difference, which is only approximately each class's own).
std::vector<std::string> class_lines(const monitor::ModelOutcome& o, const simulation::RunResult& r) {
  std::vector<std::string> lines;
  if (o.monitored == nullptr || o.monitored->prediction.saturated) return lines;
  const analytical::Prediction& p = o.monitored->prediction;
  const bool network = p.comparand == analytical::Comparand::network_latency;
  for (const auto& predicted : p.classes) {
    for (const auto& c : r.classes) {
      if (c.name != predicted.name || c.messages == 0) continue;
      const simulation::MeasuredValue& value = network ? c.network_latency : c.latency;
      const double measured = value.mean - o.monitored->comparison.offset;
      const double model = network ? predicted.network_latency : predicted.latency;
      const double error = measured != 0.0 ? (model - measured) / measured : 0.0;
      lines.push_back(c.name + ": predicted " + readable_number(model) + " vs measured " + readable_number(measured) +
                      " +/- " + readable_number(value.ci95) + " cycles (" + (error >= 0 ? "+" : "") +
                      readable_number(100.0 * error) + "%)");
    }
  }
  return lines;
}

std::string distribution_text(const std::vector<double>& p) {
  std::string text;
  for (std::size_t v = 0; v < p.size(); ++v) text += (v > 0 ? " " : "") + readable_number(p[v]);
  return text;
}

}  // namespace

void write_table(std::ostream& out, const RunReport& report) {
  const simulation::RunResult& r = report.result;
  out << "simulation of " << describe(report.network.spec) << ", " << rtl::describe_router(report.network)
      << ", rate " << readable_number(report.control.rate) << " messages/node/cycle ("
      << to_string(report.network.spec.arrivals.kind) << "), seed " << report.network.seed << '\n';
  out << "verdict: " << simulation::to_string(r.verdict);
  if (r.verdict != simulation::Verdict::ok) out << " (" << r.reason << ")";
  out << "\n";
  TextTable table({{"quantity", Align::left}, {"value", Align::left}});
  table.add_row({"latency", with_ci(r.latency)});
  table.add_row({"network latency", with_ci(r.network_latency)});
  table.add_row({"source wait", with_ci(r.source_wait)});
  table.add_row({"latency p50/p90/p99/max", percentile_text(r.latency_percentiles)});
  for (const auto& c : r.classes)
    if (r.classes.size() > 1) {
      table.add_row({"latency, " + c.name, with_ci(c.latency)});
      table.add_row({"  p50/p90/p99/max, " + c.name, percentile_text(c.latency_percentiles)});
    }
  table.add_row({"hops", readable_number(r.hops)});
  table.add_row({"messages by hops", hop_text(r.hop_counts)});
  table.add_row({"offered load", load_text(r.offered_flits, r.offered_messages)});
  table.add_row({"accepted load", load_text(r.accepted_flits, r.accepted_messages)});
  table.add_row({"measured messages", std::to_string(r.messages)});
  table.add_row({"simulated cycles", std::to_string(r.cycles)});
  if (r.circuit)
    for (const auto& [quantity, value] : circuit_rows(*r.circuit)) table.add_row({quantity, value});
  table.add_row({"speed", readable_number(flit_hops_per_second(r)) + " flit-hops per CPU second (" +
                              readable_number(r.cpu_seconds) + " s)"});
  table.write(out);
  if (report.outcomes != nullptr) {
    out << "reference monitor (agree: prediction inside the 95% CI widened by " << readable_number(100.0 * report.tolerance)
        << "% of the measured mean):\n";
    for (const auto& o : *report.outcomes) {
      out << "  " << verdict_line(o) << '\n';
      for (const auto& line : class_lines(o, r)) out << "    " << line << '\n';
    }
  }
  if (report.occupancy != nullptr) {
    const auto measured = report.occupancy->distribution();
    out << "VC occupancy per network channel, P_v for v = 0.." << report.network.spec.vcs << " busy VCs:\n";
    out << "  measured: " << distribution_text(measured) << ", V-bar " << readable_number(stats::multiplexing_of(measured))
        << " (" << report.occupancy->samples() << " samples)\n";
    if (report.outcomes != nullptr)
      for (const auto& o : *report.outcomes) {
        if (o.monitored == nullptr || o.monitored->prediction.saturated) continue;
        const auto p = model_occupancy(*o.monitored, report.network.spec.vcs);
        out << "  " << o.model << ": " << (p.empty() ? std::string() : distribution_text(p) + ", ") << "V-bar "
            << readable_number(o.monitored->prediction.multiplexing) << '\n';
      }
  }
}

}  // namespace kncube::report
