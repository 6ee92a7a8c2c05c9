#include "testbenches/application/run/run_report.h"

#include <cmath>
#include <string>
#include <vector>

#include "analytical/common/channel_occupancy.h"
#include "testbenches/utilities/csv_format.h"
#include "testbenches/utilities/number_format.h"
#include "testbenches/application/records/measurement_json.h"
#include "testbenches/application/records/prediction_json.h"
#include "testbenches/application/run/circuit_report.h"
#include "testbenches/application/run/stats_report.h"
#include "analytical/graph/network_graph.h"

namespace kncube::report {

namespace {

void write_prediction_json(JsonWriter& json, const monitor::MonitoredModel& m) {
  json.begin_object();
  write_prediction_members(json, m.prediction);
  json.key("comparand");
  json.value(m.prediction.comparand == analytical::Comparand::network_latency ? "network_latency" : "latency");
  json.key("saturation_rate");
  json.value(m.saturation_rate);
  json.end_object();
}

void write_verdict_json(JsonWriter& json, const monitor::ModelOutcome& o) {
  const monitor::ModelVerdict& v = o.verdict;
  json.begin_object();
  json.key("verdict");
  json.value(monitor::to_string(v.verdict));
  if (o.monitored != nullptr) {
    if (v.verdict == monitor::Verdict::agree || v.verdict == monitor::Verdict::differ) {
      json.key("relative_error");
      json.value(v.relative_error);
      json.key("predicted");
      json.value(v.predicted);
    }
    json.key("measured");
    json.value(v.measured);
    json.key("ci95");
    json.value(v.ci95);
    const monitor::Comparison& c = o.monitored->comparison;
    json.key("mode");
    json.value(monitor::to_string(c.mode));
    json.key("offset");
    json.value(c.offset);
    json.key("unmet_assumptions");
    json.begin_array();
    for (const auto& a : c.unmet_assumptions) json.value(a);
    json.end_array();
  }
  if (!v.reason.empty()) {
    json.key("reason");
    json.value(v.reason);
  }
  json.end_object();
}

void write_occupancy_json(JsonWriter& json, const RunReport& report) {
  const auto measured = report.occupancy->distribution();
  json.begin_object();
  json.key("samples");
  json.value(report.occupancy->samples());
  json.key("measured");
  json.begin_array();
  for (double p : measured) json.value(p);
  json.end_array();
  json.key("measured_multiplexing");
  json.value(stats::multiplexing_of(measured));
  json.key("models");
  json.begin_object();
  if (report.outcomes != nullptr) {
    for (const auto& o : *report.outcomes) {
      if (o.monitored == nullptr || o.monitored->prediction.saturated) continue;
      json.key(o.model);
      json.begin_object();
      const auto p = model_occupancy(*o.monitored, report.network.spec.vcs);
      if (!p.empty()) {
        json.key("distribution");
        json.begin_array();
        for (double x : p) json.value(x);
        json.end_array();
      }
      json.key("multiplexing");
      json.value(o.monitored->prediction.multiplexing);
      json.end_object();
    }
  }
  json.end_object();
  json.end_object();
}

// The MMPP source as given: the RECON-AN parameters (spec 04 B.3) or the explicit components.
void write_mmpp_json(JsonWriter& json, const MmppSpec& mmpp) {
  json.key("mmpp");
  json.begin_object();
  if (mmpp.components.empty()) {
    json.key("hurst");
    json.value(mmpp.hurst);
    json.key("rho");
    json.value(mmpp.rho);
    json.key("time_scales");
    json.value(mmpp.time_scales);
    json.key("kappa");
    json.value(mmpp.kappa);
    json.key("delta");
    json.value(mmpp.delta);
  } else {
    json.key("components");
    json.begin_array();
    for (const MmppComponent& c : mmpp.components) {
      json.begin_array();
      for (double x : {c.leave_first, c.leave_second, c.rate_first, c.rate_second}) json.value(x);
      json.end_array();
    }
    json.end_array();
  }
  json.end_object();
}

}  // namespace

double flit_hops_per_second(const simulation::RunResult& r) {
  return r.cpu_seconds > 0 ? static_cast<double>(r.flit_hops) / r.cpu_seconds : 0.0;
}

std::vector<double> model_occupancy(const monitor::MonitoredModel& m, int vcs) {
  std::vector<double> p;
  if (m.name == "duato-uniform" && !m.prediction.saturated) analytical::vc_occupancy(m.prediction.rho, 1.0, vcs, p);
  return p;
}

void write_config_json(JsonWriter& json, const rtl::NetworkConfig& network, const simulation::RunControl& control) {
  const NetworkSpec& spec = network.spec;
  json.begin_object();
  json.key("topology");
  json.value(to_string(spec.topology));
  if (spec.graph) {  // graph networks: where the graph came from, and its size
    json.key("graph");
    json.value(spec.graph->name());
    json.key("nodes");
    json.value(spec.graph->node_count());
    json.key("links");
    json.value(spec.graph->link_count());
  }
  json.key("k");
  json.value(spec.k);
  json.key("n");
  json.value(spec.n);
  json.key("directions");
  json.value(to_string(spec.directions));
  json.key("routing");
  json.value(to_string(spec.routing));
  json.key("vcs");
  json.value(spec.vcs);
  json.key("message_length");
  json.value(spec.message_length);
  json.key("traffic");
  json.value(to_string(spec.traffic.kind));
  switch (spec.traffic.kind) {
    case TrafficKind::locality:
      json.key("locality");
      json.value(spec.traffic.locality);
      break;
    case TrafficKind::hotspot:
      json.key("hotspot_fraction");
      json.value(spec.traffic.hotspot_fraction);
      json.key("hotspot_node");
      json.value(spec.traffic.hotspot_node);
      break;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal:
      json.key("pattern_fraction");
      json.value(spec.traffic.pattern_fraction);
      break;
    case TrafficKind::uniform:
      json.key("self_traffic");
      json.value(spec.traffic.self_traffic);
      break;
    case TrafficKind::randperm:
      json.key("permutation_seed");
      json.value(static_cast<std::int64_t>(spec.traffic.permutation_seed));
      break;
    case TrafficKind::hotspot_set:
      json.key("hotspot_nodes");
      json.begin_array();
      for (const std::int64_t node : spec.traffic.hotspot_nodes) json.value(node);
      json.end_array();
      json.key("hotspot_weights");  // all equal when none were given
      json.begin_array();
      for (std::size_t j = 0; j < spec.traffic.hotspot_nodes.size(); ++j)
        json.value(spec.traffic.hotspot_weights.empty() ? 1.0 : spec.traffic.hotspot_weights[j]);
      json.end_array();
      break;
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor: break;
  }
  if (is_permutation(spec.traffic.kind)) {
    json.key("fixed_points");
    json.value(to_string(spec.traffic.fixed_points));
  }
  json.key("rate");
  json.value(control.rate);
  json.key("arrivals");
  json.value(to_string(spec.arrivals.kind));
  if (spec.arrivals.kind == ArrivalKind::mmpp) write_mmpp_json(json, spec.arrivals.mmpp);
  if (spec.switching != Switching::wormhole) {  // only then: records of wormhole runs stay as they were
    json.key("switching");
    json.value(to_string(spec.switching));
  }
  json.key("buffer_depth");
  json.value(network.router.buffer_depth);
  json.key("pipeline");
  json.value(rtl::to_string(network.router.preset));
  json.key("delays");
  json.begin_object();
  json.key("route");
  json.value(network.router.delays.route);
  json.key("vc_alloc");
  json.value(network.router.delays.vc_alloc);
  json.key("sw_alloc");
  json.value(network.router.delays.sw_alloc);
  json.key("crossbar");
  json.value(network.router.delays.crossbar);
  json.key("credit");
  json.value(network.router.delays.credit);
  json.end_object();
  json.key("vc_release");
  json.value(rtl::to_string(network.router.vc_release));
  json.key("arbiter");
  json.value(rtl::to_string(network.router.arbiter));
  json.key("ejection");
  json.value(rtl::to_string(network.router.ejection));
  json.key("injection");
  json.value(rtl::to_string(network.router.injection));
  json.key("injection_limit");
  json.value(rtl::to_string(network.router.injection_limit));
  json.key("transit_priority");
  json.value(network.router.transit_priority);
  json.key("injection_latency");
  json.value(network.router.injection_latency);
  json.key("ejection_latency");
  json.value(network.router.ejection_latency);
  json.key("vc_allocator");
  json.value(rtl::to_string(network.router.vc_allocator));
  json.key("sw_allocator");
  json.value(rtl::to_string(network.router.sw_allocator));
  json.key("dateline");
  json.value(rtl::to_string(network.router.dateline));
  json.key("dimension_order");
  json.value(rtl::to_string(network.router.dimension_order));
  json.key("link");
  json.value(rtl::to_string(network.links.kind));
  json.key("wire_delay");
  json.begin_array();
  for (int d : network.links.wire_delay) json.value(d);
  json.end_array();
  if (network.links.kind == rtl::LinkKind::thesis) {
    json.key("channel_time");
    json.value(network.links.mu);
    json.key("switch_time");
    json.value(network.links.switch_time);
  }
  json.key("seed");
  json.value(static_cast<std::int64_t>(network.seed));
  if (control.plan.by_cycles()) {
    json.key("warmup_cycles");
    json.value(control.plan.warmup_cycles);
    json.key("measure_cycles");
    json.value(control.plan.measure_cycles);
  } else {
    json.key("warmup_messages");
    json.value(control.plan.warmup_messages);
    json.key("measure_messages");
    json.value(control.plan.measure_messages);
  }
  json.key("batches");
  json.value(control.plan.batches);
  json.end_object();
}

void write_json(std::ostream& out, const RunReport& report) {
  const simulation::RunResult& r = report.result;
  JsonWriter json(out);
  json.begin_object();
  json.key("config");
  write_config_json(json, report.network, report.control);
  json.key("cycles");
  json.value(static_cast<std::int64_t>(r.cycles));
  json.key("measured");
  json.begin_object();
  write_measurement_members(json, r, MeasurementForm::run);
  json.end_object();
  json.key("verdict");
  json.value(simulation::to_string(r.verdict));
  if (r.verdict != simulation::Verdict::ok) {
    json.key("reason");
    json.value(r.reason);
  }
  if (report.occupancy != nullptr) {
    json.key("vc_occupancy");
    write_occupancy_json(json, report);
  }
  if (report.activity != nullptr) {
    json.key("statistics");
    write_stats_json(json, *report.activity, rtl::make_topology(report.network.spec));
  }
  if (report.outcomes != nullptr) {
    json.key("monitor");
    json.begin_object();
    json.key("tolerance");
    json.value(report.tolerance);
    json.end_object();
    json.key("predicted");
    json.begin_object();
    for (const auto& o : *report.outcomes) {
      if (o.monitored == nullptr) continue;
      json.key(o.model);
      write_prediction_json(json, *o.monitored);
    }
    json.end_object();
    json.key("verdicts");
    json.begin_object();
    for (const auto& o : *report.outcomes) {
      json.key(o.model);
      write_verdict_json(json, o);
    }
    json.end_object();
  }
  json.key("speed");
  json.begin_object();
  json.key("cpu_seconds");
  json.value(r.cpu_seconds);
  json.key("flit_hops");
  json.value(r.flit_hops);
  json.key("flit_hops_per_cpu_second");
  json.value(flit_hops_per_second(r));
  json.end_object();
  if (r.circuit) write_circuit_json(json, *r.circuit);
  json.end_object();
  out << '\n';
}

void write_csv(std::ostream& out, const RunReport& report) {
  const simulation::RunResult& r = report.result;
  out << "rate,verdict,cycles,messages,latency,latency_ci95,network_latency,network_latency_ci95,source_wait,"
         "source_wait_ci95,hops,offered_load,accepted_load,offered_messages,accepted_messages,latency_p50,latency_p90,"
         "latency_p99,latency_max,reason\n";
  out << round_trip_number(report.control.rate) << ',' << simulation::to_string(r.verdict) << ',' << r.cycles << ','
      << r.messages << ',' << round_trip_number(r.latency.mean) << ',' << round_trip_number(r.latency.ci95) << ','
      << round_trip_number(r.network_latency.mean) << ',' << round_trip_number(r.network_latency.ci95) << ','
      << round_trip_number(r.source_wait.mean) << ',' << round_trip_number(r.source_wait.ci95) << ','
      << round_trip_number(r.hops) << ',' << round_trip_number(r.offered_flits) << ',' << round_trip_number(r.accepted_flits)
      << ',' << round_trip_number(r.offered_messages) << ',' << round_trip_number(r.accepted_messages) << ','
      << round_trip_number(r.latency_percentiles.p50) << ',' << round_trip_number(r.latency_percentiles.p90) << ','
      << round_trip_number(r.latency_percentiles.p99) << ',' << round_trip_number(r.latency_percentiles.max) << ','
      << csv_field(r.reason) << '\n';
}

}  // namespace kncube::report
