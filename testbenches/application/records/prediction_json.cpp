#include "testbenches/application/records/prediction_json.h"

#include <limits>

#include <boost/property_tree/ptree.hpp>

namespace kncube::report {

namespace {

// JsonWriter writes a number that is not finite as null.
double number_at(const boost::property_tree::ptree& tree, const std::string& path) {
  const std::string text = tree.get<std::string>(path);
  return text == "null" ? std::numeric_limits<double>::quiet_NaN() : tree.get<double>(path);
}

}  // namespace

void write_prediction_members(JsonWriter& json, const analytical::Prediction& p) {
  json.key("saturated");
  json.value(p.saturated);
  if (p.saturated) {
    // A saturated model has no latency; the numbers it left behind are not an answer.
    json.key("reason");
    json.value(p.reason);
    return;
  }
  json.key("latency");
  json.value(p.latency);
  json.key("network_latency");
  json.value(p.network_latency);
  json.key("source_wait");
  json.value(p.source_wait);
  json.key("multiplexing");
  json.value(p.multiplexing);
  json.key("rho");
  json.value(p.rho);
  json.key("iterations");
  json.value(p.iterations);
  if (p.classes.empty()) return;
  json.key("classes");
  json.begin_object();
  for (const auto& c : p.classes) {
    json.key(c.name);
    json.begin_object();
    json.key("latency");
    json.value(c.latency);
    json.key("network_latency");
    json.value(c.network_latency);
    json.end_object();
  }
  json.end_object();
}

analytical::Prediction read_prediction_members(const boost::property_tree::ptree& members) {
  analytical::Prediction p;
  p.saturated = members.get<bool>("saturated", false);
  p.reason = members.get<std::string>("reason", "");
  if (!p.saturated) {
    p.latency = number_at(members, "latency");
    p.network_latency = number_at(members, "network_latency");
    p.source_wait = number_at(members, "source_wait");
    p.multiplexing = number_at(members, "multiplexing");
    p.rho = number_at(members, "rho");
    p.iterations = members.get<int>("iterations");
    if (const auto classes = members.get_child_optional("classes"))
      for (const auto& [name, entry] : *classes)
        p.classes.push_back({name, number_at(entry, "latency"), number_at(entry, "network_latency")});
  }
  p.comparand = members.get<std::string>("comparand", "latency") == "network_latency" ? analytical::Comparand::network_latency
                                                                                      : analytical::Comparand::message_latency;
  return p;
}

void write_prediction_point(JsonWriter& json, const analytical::Prediction& p) {
  json.begin_object();
  json.key("rate");
  json.value(p.rate);
  write_prediction_members(json, p);
  json.end_object();
}

}  // namespace kncube::report
