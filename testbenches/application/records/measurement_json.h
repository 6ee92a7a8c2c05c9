#pragma once
// A measurement (simulation::Measurement) in JSON: the one writer and the one reader, so every
// file that carries a measurement spells its members the same way and in the same order. The
// files differ only in which members they carry, named by MeasurementForm; each form's layout is
// published (run_report.h, sweep_report.h, compare_report.h) and must not change.

#include <string>

#include <boost/property_tree/ptree_fwd.hpp>

#include "testbenches/testbench/simulation/measurement.h"
#include "testbenches/utilities/json_writer.h"

namespace kncube::report {

enum class MeasurementForm {
  // `kncube run`'s "measured" object: {"latency": {"mean", "ci95"}, "network_latency": {..},
  // "source_wait": {..}, "hops", "offered_load", "accepted_load", "offered_messages",
  // "accepted_messages", "messages", and "classes": {name: {"messages", "latency", "network_latency"}}
  // when the traffic has more than one class (a single class is the whole traffic again).
  run,
  // A sweep point's "measured" object, combined over its replications: as `run` without
  // "messages" and "classes", which are not combined.
  pooled,
  // compare.json's simulated points: members of the point itself, "latency", "latency_ci95",
  // "network_latency", "network_latency_ci95", "source_wait", "source_wait_ci95", "hops",
  // "offered_messages", "accepted_messages", "messages" (loads in messages only, no classes).
  flat,
};

// Writes the form's members into the object being written (the caller opens and closes it).
// Non-finite numbers are written as null (JsonWriter).
void write_measurement_members(JsonWriter& json, const simulation::Measurement& measurement, MeasurementForm form);

// "latency_percentiles": {"p50", "p90", "p99", "max"} (cycles; null where not measured), as a member
// of the object being written: a run's "measured" carries it; a sweep point carries its pooled one.
void write_latency_percentiles(JsonWriter& json, const stats::LatencyPercentiles& percentiles);
// "latency_histogram": [{"from", "to", "messages"}, ...] (cycles, [from, to)), as a member.
void write_latency_histogram(JsonWriter& json, const std::vector<stats::LatencyBin>& bins);

// Reads the members `form` carries from the object at `path` in `tree` ("measured" for a run's
// report; "" for the tree itself); members the form does not carry are left at their defaults.
// null reads as NaN. Throws boost::property_tree::ptree_error naming the path of a member that
// is missing or not a number.
simulation::Measurement read_measurement(const boost::property_tree::ptree& tree, const std::string& path,
                                         MeasurementForm form);

}  // namespace kncube::report
