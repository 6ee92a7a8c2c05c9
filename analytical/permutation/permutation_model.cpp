#include "analytical/permutation/permutation_model.h"

#include <cmath>
#include <sstream>
#include <stdexcept>
#include <string>

#include "analytical/vocabulary/network_rules.h"
#include "analytical/permutation/permutation_statics.h"

namespace kncube::analytical {
namespace {

TrafficKind traffic_kind(PermutationPattern pattern) {
  return pattern == PermutationPattern::transpose ? TrafficKind::transpose : TrafficKind::digit_reversal;
}

std::string say(const std::ostringstream& out) { return out.str(); }

class PreparedPermutationModel final : public PreparedModel {
 public:
  PreparedPermutationModel(PermutationStatics statics, PermutationSolverOptions options)
      : statics_(std::move(statics)), options_(options) {}

  Prediction predict(double rate) const override { return to_prediction(solve_permutation_model(statics_, rate, options_)); }

  double zero_load_latency() const override {
    // Nothing blocks at rate 0: each class pays (M + its mean hops)(t_c + t_s).
    const PermutationStatics& s = statics_;
    return s.flit_time * (s.message_length + s.uniform_share * s.uniform_distance +
                          s.permutation_share * s.permutation_distance);
  }

 private:
  PermutationStatics statics_;
  PermutationSolverOptions options_;
};

class PermutationModel final : public LatencyModel {
 public:
  explicit PermutationModel(PermutationPattern pattern) : pattern_(pattern) {}

  std::string_view name() const override {
    return pattern_ == PermutationPattern::transpose ? "transpose" : "digit-reversal";
  }
  std::string_view description() const override {
    return pattern_ == PermutationPattern::transpose
               ? "matrix-transpose traffic mixed with uniform, Duato routing, tori and hypercubes (thesis ch. 5, spec 02 §3.6-3.10)"
               : "digit-reversal traffic mixed with uniform, Duato routing, tori and hypercubes (thesis ch. 5, spec 02 §3.6-3.10)";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return permutation_applicability(pattern_, spec, switches);
  }
  std::vector<Switch> switches_read() const override { return {Switch::permutation_hops, Switch::lattice_scale, Switch::escape_weight}; }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    const Applicability a = applies_to(spec, switches);
    if (!a.applies) throw std::invalid_argument(std::string(name()) + " model: " + a.reason);
    return std::make_unique<PreparedPermutationModel>(make_permutation_statics(pattern_, spec, switches),
                                                      PermutationSolverOptions{});
  }

 private:
  PermutationPattern pattern_;
};

}  // namespace

Applicability permutation_applicability(PermutationPattern pattern, const NetworkSpec& spec,
                                        const ModelSwitches& switches) {
  std::ostringstream out;
  const TrafficKind wanted = traffic_kind(pattern);
  if (spec.traffic.kind != wanted) {
    out << "needs traffic " << to_string(wanted) << " (got " << to_string(spec.traffic.kind) << ")";
    return Applicability::no(say(out));
  }
  if (spec.traffic.fixed_points != FixedPoints::uniform) {
    out << "assumes rule S (spec 02 §2.1): a fixed point's messages go uniformly to the N-1 other nodes; with fixed "
           "points " << to_string(spec.traffic.fixed_points) << " they stay at their source, which the model does not "
           "cover (use --fixed-points uniform)";
    return Applicability::no(say(out));
  }
  if (spec.routing != Routing::duato) {
    out << "assumes Duato's fully adaptive routing (spec 02 §2.1); set routing to duato (got " << to_string(spec.routing)
        << ")";
    return Applicability::no(say(out));
  }
  const double x = spec.traffic.pattern_fraction;
  if (!(x >= 0.0 && x <= 1.0)) {
    out << "the pattern fraction x must lie in [0, 1] (got " << x << ")";
    return Applicability::no(say(out));
  }
  if (spec.topology == Topology::mesh)
    return Applicability::no("covers tori and hypercubes only (spec 02); meshes have no model here");
  if (spec.topology == Topology::hypercube && spec.k != 2) {
    out << "a hypercube has k = 2 (got k = " << spec.k << "); set k to 2";
    return Applicability::no(say(out));
  }
  if (spec.k < 2) {
    out << "needs k >= 2 (got k = " << spec.k << ")";
    return Applicability::no(say(out));
  }
  if (spec.n < 2) {
    out << "needs n >= 2: with n = " << spec.n << " the pattern maps every node to itself, so all traffic is uniform;"
        << " use a uniform-traffic model";
    return Applicability::no(say(out));
  }
  const bool hypercube = spec.is_hypercube();
  const int min_vcs = minimum_vcs(Routing::duato, !hypercube);
  if (spec.vcs < min_vcs) {
    out << "needs V >= " << min_vcs << " on " << (hypercube ? "a hypercube (1 escape VC" : "a torus (2 escape VCs")
        << " + at least 1 adaptive VC); got V = " << spec.vcs;
    return Applicability::no(say(out));
  }
  if (spec.message_length < 1) {
    out << "needs a message length M >= 1 flit (got " << spec.message_length << ")";
    return Applicability::no(say(out));
  }
  if (!(spec.channel_time > 0.0) || !std::isfinite(spec.channel_time) || !(spec.switch_time >= 0.0) ||
      !std::isfinite(spec.switch_time)) {
    out << "needs channel time t_c > 0 and switch time t_s >= 0 (got t_c = " << spec.channel_time
        << ", t_s = " << spec.switch_time << ")";
    return Applicability::no(say(out));
  }
  if (!hypercube && switches.escape_weight != 1 && switches.escape_weight != 2) {
    out << "escape_weight (spec 01 A3) must be 2 (thesis) or 1 (got " << switches.escape_weight << ")";
    return Applicability::no(say(out));
  }
  return Applicability::yes();
}

std::unique_ptr<LatencyModel> make_transpose_model() {
  return std::make_unique<PermutationModel>(PermutationPattern::transpose);
}

std::unique_ptr<LatencyModel> make_digit_reversal_model() {
  return std::make_unique<PermutationModel>(PermutationPattern::digit_reversal);
}

PermutationDiagnostics permutation_diagnostics(const NetworkSpec& spec, const ModelSwitches& switches, double rate,
                                               const PermutationSolverOptions& options) {
  const PermutationPattern pattern =
      spec.traffic.kind == TrafficKind::digit_reversal ? PermutationPattern::digit_reversal : PermutationPattern::transpose;
  const Applicability a = permutation_applicability(pattern, spec, switches);
  if (!a.applies) throw std::invalid_argument("permutation model: " + a.reason);
  return solve_permutation_model(make_permutation_statics(pattern, spec, switches), rate, options);
}

}  // namespace kncube::analytical
