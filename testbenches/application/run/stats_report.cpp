#include "testbenches/application/run/stats_report.h"

#include <limits>
#include <type_traits>
#include <variant>

#include "testbenches/testbench/stats/activity_tables.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/utilities/output_file.h"

namespace kncube::report {

namespace {

void write_json_table(JsonWriter& json, const stats::StatsTable& table) {
  json.begin_array();
  for (const auto& row : table.rows) {
    json.begin_object();
    for (std::size_t c = 0; c < row.size(); ++c) {
      json.key(table.columns[c]);
      std::visit(
          [&](const auto& value) {
            using T = std::decay_t<decltype(value)>;
            if constexpr (std::is_same_v<T, std::string>) {
              if (value.empty())
                json.value(std::numeric_limits<double>::quiet_NaN());  // null: no value
              else
                json.value(value);
            } else {
              json.value(value);
            }
          },
          row[c]);
    }
    json.end_object();
  }
  json.end_array();
}

void write_occupancy_csv(std::ostream& out, const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology) {
  out << "cycle,router,port,vc,flits\n";
  const auto& vcs = recorder.vcs();
  std::vector<std::string> ports;  // per VC, its input port's name
  for (const stats::VcKey& key : vcs) {
    const int inputs = static_cast<int>(recorder.routers()[static_cast<std::size_t>(key.router)].flits_in.size());
    ports.push_back(stats::input_port_name(topology, inputs, key.port));
  }
  const auto& cycles = recorder.sample_cycles();
  for (std::size_t s = 0; s < cycles.size(); ++s)
    for (std::size_t i = 0; i < vcs.size(); ++i)
      out << cycles[s] << ',' << vcs[i].router << ',' << ports[i] << ',' << vcs[i].vc << ',' << recorder.flits(s, i) << '\n';
}

}  // namespace

std::vector<std::string> write_stats_files(const std::string& folder, const stats::ActivityRecorder& recorder,
                                           const rtl::TopologyGraph& topology) {
  return {
      records::write_output_file(folder, "channels.csv",
                                 [&](std::ostream& out) { stats::write_csv_table(out, stats::channels_table(recorder.routers(), recorder.channels(), recorder.cycles(), topology)); }),
      records::write_output_file(folder, "routers.csv", [&](std::ostream& out) { stats::write_csv_table(out, stats::routers_table(recorder.routers())); }),
      records::write_output_file(folder, "vcs.csv",
                                 [&](std::ostream& out) { stats::write_csv_table(out, stats::vcs_table(recorder.vc_means(), topology)); }),
      records::write_output_file(folder, "vc_occupancy.csv",
                                 [&](std::ostream& out) { write_occupancy_csv(out, recorder, topology); }),
  };
}

std::string write_latency_histogram_file(const std::string& folder, const simulation::Measurement& measured) {
  return records::write_output_file(folder, "latency_histogram.csv", [&](std::ostream& out) {
    write_csv_row(out, {"class", "from", "to", "messages"});
    const auto write_bins = [&](const std::string& name, const std::vector<stats::LatencyBin>& bins) {
      for (const stats::LatencyBin& bin : bins)
        write_csv_row(out, {name, round_trip_number(bin.from), round_trip_number(bin.to), std::to_string(bin.messages)});
    };
    write_bins("all", measured.latency_histogram);
    if (measured.classes.size() > 1)
      for (const simulation::ClassResult& c : measured.classes) write_bins(c.name, c.latency_histogram);
  });
}

void write_stats_json(JsonWriter& json, const stats::ActivityRecorder& recorder, const rtl::TopologyGraph& topology) {
  json.begin_object();
  json.key("window");
  json.begin_object();
  json.key("first_cycle");
  json.value(static_cast<std::int64_t>(recorder.first_cycle() + 1));  // counted: first_cycle to last_cycle, both included
  json.key("last_cycle");
  json.value(static_cast<std::int64_t>(recorder.last_cycle()));
  json.key("cycles");
  json.value(recorder.cycles());
  json.end_object();
  json.key("sample_interval");
  json.value(recorder.interval());
  json.key("channels");
  write_json_table(json, stats::channels_table(recorder.routers(), recorder.channels(), recorder.cycles(), topology));
  json.key("routers");
  write_json_table(json, stats::routers_table(recorder.routers()));
  json.key("vcs");
  write_json_table(json, stats::vcs_table(recorder.vc_means(), topology));
  json.key("vc_occupancy");
  json.begin_object();
  json.key("cycles");
  json.begin_array();
  for (const rtl::Cycle cycle : recorder.sample_cycles()) json.value(static_cast<std::int64_t>(cycle));
  json.end_array();
  json.key("flits");
  json.begin_array();
  for (std::size_t s = 0; s < recorder.sample_cycles().size(); ++s) {
    json.begin_array();
    for (std::size_t i = 0; i < recorder.vcs().size(); ++i) json.value(recorder.flits(s, i));
    json.end_array();
  }
  json.end_array();
  json.end_object();
  json.end_object();
}

}  // namespace kncube::report
