#include "testbenches/application/run/stats_report.h"

#include <limits>
#include <type_traits>
#include <variant>

#include "testbenches/application/records/output_file.h"
#include "testbenches/application/run/stats_tables.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

namespace {

std::string csv_text(const StatsCell& cell) {
  if (const auto* integer = std::get_if<std::int64_t>(&cell)) return std::to_string(*integer);
  if (const auto* number = std::get_if<double>(&cell)) return round_trip_number(*number);
  return std::get<std::string>(cell);
}

void write_csv_table(std::ostream& out, const StatsTable& table) {
  write_csv_row(out, table.columns);
  std::vector<std::string> fields;
  for (const auto& row : table.rows) {
    fields.clear();
    for (const StatsCell& cell : row) fields.push_back(csv_text(cell));
    write_csv_row(out, fields);
  }
}

void write_json_table(JsonWriter& json, const StatsTable& table) {
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
    ports.push_back(input_port_name(topology, inputs, key.port));
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
                                 [&](std::ostream& out) { write_csv_table(out, channels_table(recorder, topology)); }),
      records::write_output_file(folder, "routers.csv", [&](std::ostream& out) { write_csv_table(out, routers_table(recorder)); }),
      records::write_output_file(folder, "vcs.csv",
                                 [&](std::ostream& out) { write_csv_table(out, vcs_table(recorder, topology)); }),
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
  write_json_table(json, channels_table(recorder, topology));
  json.key("routers");
  write_json_table(json, routers_table(recorder));
  json.key("vcs");
  write_json_table(json, vcs_table(recorder, topology));
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
