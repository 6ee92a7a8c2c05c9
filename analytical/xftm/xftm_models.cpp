#include "analytical/xftm/xftm_models.h"

#include <cmath>
#include <string>

#include "analytical/common/channel_occupancy.h"
#include "analytical/graph/network_graph.h"
#include "analytical/xftm/xftm_paper_formulas.h"

namespace kncube::analytical {
namespace {

constexpr double kEpsilon = 1e-10;
constexpr int kIterationCap = 1000000;

// The common end of both models: the source queue of one of V injection VCs (rate lambda / V,
// service S-bar) and the multiplexing degree of the channel chain at the converged S-bar.
Prediction finish(double rate, double service, double channel_rate, int vcs, int message_length, int iterations) {
  const double injection_rate = rate / vcs;
  if (injection_rate * service >= 1.0)
    return Prediction::saturated_at(rate, "source queue: lambda/V * S-bar >= 1", iterations);
  std::vector<double> occupancy;
  vc_occupancy(channel_rate, service, vcs, occupancy);
  Prediction p;
  p.rate = rate;
  p.network_latency = service;
  p.source_wait = mg1_wait(injection_rate, service, message_length);
  p.multiplexing = multiplexing_degree(occupancy);
  p.latency = (service + p.source_wait) * p.multiplexing;
  p.rho = channel_rate * service;
  p.iterations = iterations;
  return p;
}

Applicability common_applicability(const NetworkSpec& spec, const std::string& model) {
  if (spec.routing != Routing::duato)
    return Applicability::no(model + " assumes minimal adaptive routing with an up*/down* escape VC (--routing duato); got " +
                             std::string(to_string(spec.routing)));
  if (spec.traffic.kind != TrafficKind::uniform)
    return Applicability::no(model + " covers uniform traffic; got " + std::string(to_string(spec.traffic.kind)));
  if (spec.traffic.self_traffic)
    return Applicability::no(model + " sends uniformly to the N'-1 other nodes; leave out --self-traffic");
  if (spec.vcs < 1) return Applicability::no(model + " needs V >= 1");
  if (spec.message_length < 1) return Applicability::no(model + " needs messages of at least 1 flit");
  if (spec.channel_time != 1.0 || spec.switch_time != 0.0)
    return Applicability::no(model + " assumes single-cycle hops (t_c = 1, t_s = 0; spec 04)");
  for (const graph::GraphChannel& channel : spec.graph->channels())
    if (channel.wire_delay > 1)
      return Applicability::no(model + " assumes single-cycle hops; the edge file gives links their own wire delays (" +
                               spec.graph->node(channel.source).name + " - " + spec.graph->node(channel.sink).name + ": " +
                               std::to_string(channel.wire_delay) + " cycles)");
  return Applicability::yes();
}

class XftmResolvedModel final : public LatencyModel {
 public:
  std::string_view name() const override { return "xftm-r"; }
  std::string_view description() const override {
    return "XFTM-R: spec 01's uniform wormhole model on graph quantities (N', d-bar, q), up*/down* escape VC (spec 04 A.5.2)";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches&) const override {
    if (!spec.graph)
      return Applicability::not_this_family("XFTM-R covers graph networks (--topology graph, tm, xftm); for a k-ary n-cube use duato-uniform");
    return common_applicability(spec, "XFTM-R");
  }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches&) const override {
    return std::make_unique<XftmResolvedPrepared>(measure_graph(*spec.graph), spec.vcs, spec.message_length);
  }
};

class XftmPaperModel final : public LatencyModel {
 public:
  std::string_view name() const override { return "xftm-p"; }
  std::string_view description() const override {
    return "XFTM-P: the x-Folded TM paper's eqs (2)-(11) with Theorem 1's distance, minimal fixes (spec 04 A.5.1; known wrong)";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches&) const override {
    if (!spec.graph) return Applicability::not_this_family("XFTM-P is the x-Folded TM paper's model; it covers --topology xftm only");
    if (spec.topology != Topology::xftm)
      return Applicability::no("XFTM-P is the x-Folded TM paper's model; it covers --topology xftm only");
    return common_applicability(spec, "XFTM-P");
  }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches&) const override {
    return std::make_unique<XftmPaperPrepared>(spec.k, spec.vcs, spec.message_length);
  }
};

}  // namespace

XftmResolvedPrepared::XftmResolvedPrepared(GraphQuantities graph, int vcs, int message_length)
    : graph_(std::move(graph)), vcs_(vcs), message_length_(message_length) {}

double XftmResolvedPrepared::zero_load_latency() const { return message_length_ + graph_.mean_distance; }

Prediction XftmResolvedPrepared::predict(double rate) const {
  const double m = message_length_;
  const double distance = graph_.mean_distance;
  const double channel_rate = rate * graph_.channel_rate_factor;
  std::vector<double> occupancy;
  double service = m + distance;
  for (int iteration = 1; iteration <= kIterationCap; ++iteration) {
    if (channel_rate * service >= 1.0) return Prediction::saturated_at(rate, "channel: rho = lambda_c * S-bar >= 1", iteration);
    vc_occupancy(channel_rate, service, vcs_, occupancy);
    // One escape VC: P_a = P_V + P_{V-1}/V, P_d = P_V (spec 01 3.27/3.28; A.5.2).
    const BusyProbabilities busy = busy_probabilities(occupancy, EscapeVcs::one);
    const double wait = mg1_wait(channel_rate, service, m);
    double blocking = 0.0;
    for (std::size_t ports = 1; ports < graph_.profitable_ports.size(); ++ports)
      blocking += graph_.profitable_ports[ports] * std::pow(busy.all_adaptive, static_cast<double>(ports) - 1.0) *
                  busy.adaptive_and_escape;
    const double next = m + distance + distance * blocking * wait;
    const bool converged = std::fabs(next - service) < kEpsilon;
    service = next;
    if (converged) return finish(rate, service, channel_rate, vcs_, message_length_, iteration);
  }
  return Prediction::saturated_at(rate, "no convergence in 10^6 iterations", kIterationCap);
}

XftmPaperPrepared::XftmPaperPrepared(int k, int vcs, int message_length)
    : average_distance_(theorem1_average_distance(k)), vcs_(vcs), message_length_(message_length) {}

double XftmPaperPrepared::zero_load_latency() const { return message_length_ + 2.0 * average_distance_; }

Prediction XftmPaperPrepared::predict(double rate) const {
  constexpr double dimensions = 2.0;
  const double m = message_length_;
  const double ad = average_distance_;
  const double channel_rate = 0.5 * rate * ad;  // eq. (6)
  std::vector<double> occupancy;
  double service = m + dimensions * ad;
  for (int iteration = 1; iteration <= kIterationCap; ++iteration) {
    if (channel_rate * service >= 1.0) return Prediction::saturated_at(rate, "channel: lambda_u * S-bar >= 1", iteration);
    vc_occupancy(channel_rate, service, vcs_, occupancy);
    const double blocking = occupancy.back();          // F1: P_b = P_V
    const double wait = mg1_wait(channel_rate, service, m);  // F2
    const double next = m + dimensions * ad * (1.0 + wait * blocking);  // eq. (9), both dimensions alike
    const bool converged = std::fabs(next - service) < kEpsilon;
    service = next;
    if (converged) return finish(rate, service, channel_rate, vcs_, message_length_, iteration);
  }
  return Prediction::saturated_at(rate, "no convergence in 10^6 iterations", kIterationCap);
}

std::unique_ptr<LatencyModel> make_xftm_resolved_model() { return std::make_unique<XftmResolvedModel>(); }
std::unique_ptr<LatencyModel> make_xftm_paper_model() { return std::make_unique<XftmPaperModel>(); }

}  // namespace kncube::analytical
