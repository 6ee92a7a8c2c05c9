#include "testbenches/application/records/measurement_json.h"

#include <limits>

#include <boost/property_tree/ptree.hpp>

namespace kncube::report {

namespace pt = boost::property_tree;

void write_latency_percentiles(JsonWriter& json, const stats::LatencyPercentiles& p) {
  json.key("latency_percentiles");
  json.begin_object();
  json.key("p50");
  json.value(p.p50);
  json.key("p90");
  json.value(p.p90);
  json.key("p99");
  json.value(p.p99);
  json.key("max");
  json.value(p.max);
  json.end_object();
}

void write_latency_histogram(JsonWriter& json, const std::vector<stats::LatencyBin>& bins) {
  json.key("latency_histogram");
  json.begin_array();
  for (const stats::LatencyBin& bin : bins) {
    json.begin_object();
    json.key("from");
    json.value(bin.from);
    json.key("to");
    json.value(bin.to);
    json.key("messages");
    json.value(bin.messages);
    json.end_object();
  }
  json.end_array();
}

namespace {

void write_value(JsonWriter& json, const std::string& name, const simulation::MeasuredValue& value, bool flat) {
  if (flat) {
    json.key(name);
    json.value(value.mean);
    json.key(name + "_ci95");
    json.value(value.ci95);
    return;
  }
  json.key(name);
  json.begin_object();
  json.key("mean");
  json.value(value.mean);
  json.key("ci95");
  json.value(value.ci95);
  json.end_object();
}

void write_classes(JsonWriter& json, const std::vector<simulation::ClassResult>& classes) {
  json.key("classes");
  json.begin_object();
  for (const auto& c : classes) {
    json.key(c.name);
    json.begin_object();
    json.key("messages");
    json.value(c.messages);
    write_value(json, "latency", c.latency, false);
    write_value(json, "network_latency", c.network_latency, false);
    write_latency_percentiles(json, c.latency_percentiles);
    write_latency_histogram(json, c.latency_histogram);
    json.end_object();
  }
  json.end_object();
}

std::string member(const std::string& path, const std::string& name) { return path.empty() ? name : path + "." + name; }

// The inverse of JsonWriter::value(double): null stands for a number that is not finite.
double read_number(const pt::ptree& tree, const std::string& path) {
  if (tree.get<std::string>(path) == "null") return std::numeric_limits<double>::quiet_NaN();
  return tree.get<double>(path);
}

simulation::MeasuredValue read_value(const pt::ptree& tree, const std::string& path, bool flat) {
  if (flat) return {read_number(tree, path), read_number(tree, path + "_ci95")};
  return {read_number(tree, path + ".mean"), read_number(tree, path + ".ci95")};
}

stats::LatencyPercentiles read_percentiles(const pt::ptree& tree, const std::string& path) {
  const double none = std::numeric_limits<double>::quiet_NaN();
  if (!tree.get_child_optional(path)) return {none, none, none, none};
  return {read_number(tree, path + ".p50"), read_number(tree, path + ".p90"), read_number(tree, path + ".p99"),
          read_number(tree, path + ".max")};
}

std::vector<stats::LatencyBin> read_latency_histogram(const pt::ptree& tree, const std::string& path) {
  std::vector<stats::LatencyBin> bins;
  if (const auto array = tree.get_child_optional(path))
    for (const auto& [ignored, bin] : *array)
      bins.push_back({bin.get<double>("from"), bin.get<double>("to"), bin.get<std::int64_t>("messages")});
  return bins;
}

std::vector<simulation::ClassResult> read_classes(const pt::ptree& classes) {
  std::vector<simulation::ClassResult> read;
  for (const auto& [name, entry] : classes)
    read.push_back({name, entry.get<std::int64_t>("messages"), read_value(entry, "latency", false),
                    read_value(entry, "network_latency", false), read_percentiles(entry, "latency_percentiles"),
                    read_latency_histogram(entry, "latency_histogram")});
  return read;
}

}  // namespace

void write_measurement_members(JsonWriter& json, const simulation::Measurement& measurement, MeasurementForm form) {
  const bool flat = form == MeasurementForm::flat;
  write_value(json, "latency", measurement.latency, flat);
  write_value(json, "network_latency", measurement.network_latency, flat);
  write_value(json, "source_wait", measurement.source_wait, flat);
  json.key("hops");
  json.value(measurement.hops);
  if (!flat) {
    json.key("offered_load");
    json.value(measurement.offered_flits);
    json.key("accepted_load");
    json.value(measurement.accepted_flits);
  }
  json.key("offered_messages");
  json.value(measurement.offered_messages);
  json.key("accepted_messages");
  json.value(measurement.accepted_messages);
  if (form == MeasurementForm::pooled) return;
  json.key("messages");
  json.value(measurement.messages);
  if (form != MeasurementForm::run) return;
  write_latency_percentiles(json, measurement.latency_percentiles);
  write_latency_histogram(json, measurement.latency_histogram);
  json.key("hop_histogram");
  json.begin_array();
  for (const std::int64_t count : measurement.hop_counts) json.value(count);
  json.end_array();
  if (measurement.classes.size() > 1) write_classes(json, measurement.classes);
}

simulation::Measurement read_measurement(const pt::ptree& tree, const std::string& path, MeasurementForm form) {
  const bool flat = form == MeasurementForm::flat;
  simulation::Measurement measurement;
  measurement.latency = read_value(tree, member(path, "latency"), flat);
  measurement.network_latency = read_value(tree, member(path, "network_latency"), flat);
  measurement.source_wait = read_value(tree, member(path, "source_wait"), flat);
  measurement.hops = read_number(tree, member(path, "hops"));
  if (!flat) {
    measurement.offered_flits = read_number(tree, member(path, "offered_load"));
    measurement.accepted_flits = read_number(tree, member(path, "accepted_load"));
  }
  measurement.offered_messages = read_number(tree, member(path, "offered_messages"));
  measurement.accepted_messages = read_number(tree, member(path, "accepted_messages"));
  if (form == MeasurementForm::pooled) return measurement;
  measurement.messages = tree.get<std::int64_t>(member(path, "messages"));
  if (form != MeasurementForm::run) return measurement;
  measurement.latency_percentiles = read_percentiles(tree, member(path, "latency_percentiles"));
  measurement.latency_histogram = read_latency_histogram(tree, member(path, "latency_histogram"));
  if (const auto hops = tree.get_child_optional(member(path, "hop_histogram")))
    for (const auto& [ignored, count] : *hops) measurement.hop_counts.push_back(count.get_value<std::int64_t>());
  if (const auto classes = tree.get_child_optional(member(path, "classes"))) measurement.classes = read_classes(*classes);
  return measurement;
}

}  // namespace kncube::report
