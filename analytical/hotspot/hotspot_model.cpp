#include "analytical/hotspot/hotspot_model.h"

#include <cmath>
#include <sstream>
#include <stdexcept>
#include <string>

#include "analytical/vocabulary/network_rules.h"
#include "analytical/hotspot/hotspot_configuration.h"

namespace kncube::analytical {
namespace {

constexpr double kMaxHotspotDistances = 4096;

class HotspotPreparedModel : public PreparedModel {
 public:
  HotspotPreparedModel(HotspotConfiguration config, const HotspotSolverOptions& options)
      : config_(std::move(config)), options_(options) {}

  Prediction predict(double rate) const override { return solve_hotspot(config_, rate, options_).prediction; }
  double zero_load_latency() const override { return config_.zero_load(); }

 private:
  HotspotConfiguration config_;
  HotspotSolverOptions options_;
};

class HotspotLatencyModel : public LatencyModel {
 public:
  HotspotLatencyModel(HotspotVariant variant, const HotspotSolverOptions& options) : variant_(variant), options_(options) {}

  std::string_view name() const override {
    return variant_ == HotspotVariant::thesis ? "hotspot-thesis" : "hotspot-paper";
  }
  std::string_view description() const override {
    return variant_ == HotspotVariant::thesis
               ? "Hot-spot traffic, Duato routing: thesis Ch. 4 model HS-T (uni/bi tori, hypercube), spec 02 §3.1-3.5"
               : "Hot-spot traffic, Duato routing: Sarbazi-Azad et al. paper model HS-P (uni tori), spec 02 §3.2";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return hotspot_applicability(spec, switches, variant_);
  }
  std::vector<Switch> switches_read() const override { return {Switch::hotspot_shift, Switch::hotspot_away, Switch::escape_weight}; }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    const Applicability a = hotspot_applicability(spec, switches, variant_);
    if (!a.applies) throw std::invalid_argument(std::string(name()) + ": " + a.reason);
    return std::make_unique<HotspotPreparedModel>(make_hotspot_configuration(spec, switches, variant_), options_);
  }

 private:
  HotspotVariant variant_;
  HotspotSolverOptions options_;
};

std::string number(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

}  // namespace

Applicability hotspot_applicability(const NetworkSpec& spec, const ModelSwitches& switches, HotspotVariant variant) {
  const std::string model = variant == HotspotVariant::thesis ? "the thesis hot-spot model (HS-T)"
                                                              : "the paper's hot-spot model (HS-P)";
  if (spec.traffic.kind == TrafficKind::hotspot_set)
    return Applicability::no(model + " covers one hot node receiving a share h of the traffic (spec 02 §2.2); BookSim's "
                                     "hotspot-set sends every message to a set of nodes, which no model covers");
  if (spec.traffic.kind != TrafficKind::hotspot)
    return Applicability::no(model + " needs hot-spot traffic; the configuration has " +
                             std::string(to_string(spec.traffic.kind)) + " traffic");
  if (spec.routing != Routing::duato)
    return Applicability::no(model + " assumes Duato's fully adaptive routing; set routing to duato (got " +
                             std::string(to_string(spec.routing)) + ")");
  if (spec.topology == Topology::mesh)
    return Applicability::no(model + " covers k-ary n-cubes (tori) and hypercubes, not meshes");
  if (spec.n < 1) return Applicability::no(model + " needs n >= 1 dimensions (got " + number(spec.n) + ")");
  if (!spec.is_hypercube() && spec.k < 3)
    return Applicability::no(model + " needs k >= 3 on a torus (k = 2 is the hypercube; got k = " + number(spec.k) + ")");
  if (variant == HotspotVariant::paper) {
    if (spec.is_hypercube())
      return Applicability::no(model + " covers unidirectional tori with k >= 3 only (with k = 2 its P_t = 1/k-bar = 2 "
                                       "is meaningless, spec 02 §3.2); use hotspot-thesis for hypercubes");
    if (spec.is_bidirectional())
      return Applicability::no(model + " covers unidirectional tori only (spec 02 §3.2); use hotspot-thesis for "
                                       "bidirectional tori");
  }
  const double h = spec.traffic.hotspot_fraction;
  if (!(h >= 0.0 && h < 1.0))
    return Applicability::no(model + " needs a hot-spot fraction 0 <= h < 1 (got h = " + number(h) + ")");
  const int k = spec.is_hypercube() ? 2 : spec.k;
  const double nodes = std::pow(static_cast<double>(k), spec.n);
  if (!(nodes <= 1e12))
    return Applicability::no(model + ": the network is too large (" + number(nodes) + " nodes)");
  // The fixed point keeps one channel class per distance from the hot node, and a saturation
  // search takes some 10^4 to 10^5 iterations over them: a unidirectional 2049-ary 2-cube (4096
  // classes) takes about 50 s, and the time grows faster than the classes beyond (3000-ary: 150 s).
  const double distances = spec.is_hypercube() ? spec.n
                           : spec.is_bidirectional() ? static_cast<double>(spec.n) * (spec.k / 2)
                                                     : static_cast<double>(spec.n) * (spec.k - 1);
  if (distances > kMaxHotspotDistances)
    return Applicability::no(model + ": the network's diameter is " + number(distances) + " hops, more than the " +
                             number(kMaxHotspotDistances) +
                             " channel classes (distances from the hot node) the model iterates over; use fewer "
                             "dimensions or a smaller radix");
  const std::int64_t hot = spec.traffic.hotspot_node;
  if (hot < 0 || static_cast<double>(hot) >= nodes)
    return Applicability::no(model + ": the hot node " + number(static_cast<double>(hot)) + " does not exist; use a node id in 0.." +
                             number(nodes - 1.0));
  const int min_vcs = minimum_vcs(Routing::duato, !spec.is_hypercube());
  if (spec.vcs < min_vcs)
    return Applicability::no(model + " needs V >= " + number(min_vcs) +
                             (spec.is_hypercube() ? " on the hypercube (1 escape + at least 1 adaptive VC)"
                                                  : " on a torus (2 escape + at least 1 adaptive VC)") +
                             "; got V = " + number(spec.vcs));
  if (spec.message_length < 1)
    return Applicability::no(model + " needs messages of at least 1 flit (got M = " + number(spec.message_length) + ")");
  if (!(spec.channel_time > 0.0) || !std::isfinite(spec.channel_time) || !(spec.switch_time >= 0.0) ||
      !std::isfinite(spec.switch_time))
    return Applicability::no(model + " needs a channel time t_c > 0 and a switch time t_s >= 0 (got t_c = " +
                             number(spec.channel_time) + ", t_s = " + number(spec.switch_time) + ")");
  if (switches.escape_weight != 1 && switches.escape_weight != 2)
    return Applicability::no(model + ": escape_weight (spec 01 A3) must be 2 (thesis) or 1; got " +
                             number(switches.escape_weight));
  return Applicability::yes();
}

HotspotSolution hotspot_diagnostics(const NetworkSpec& spec, const ModelSwitches& switches, HotspotVariant variant,
                                    double rate, const HotspotSolverOptions& options) {
  const Applicability a = hotspot_applicability(spec, switches, variant);
  if (!a.applies) throw std::invalid_argument(a.reason);
  return solve_hotspot(make_hotspot_configuration(spec, switches, variant), rate, options);
}

std::unique_ptr<LatencyModel> make_hotspot_thesis_model(const HotspotSolverOptions& options) {
  return std::make_unique<HotspotLatencyModel>(HotspotVariant::thesis, options);
}

std::unique_ptr<LatencyModel> make_hotspot_paper_model(const HotspotSolverOptions& options) {
  return std::make_unique<HotspotLatencyModel>(HotspotVariant::paper, options);
}

}  // namespace kncube::analytical
