#include "analytical/mmpp/circuit_mmpp_model.h"

#include <string>

#include "analytical/mmpp/recon_an_fit.h"

namespace kncube::analytical {

namespace {

class PreparedCircuitMmpp final : public PreparedModel {
 public:
  PreparedCircuitMmpp(NetworkSpec spec, ModelSwitches switches) : spec_(std::move(spec)), switches_(switches) {}

  Prediction predict(double rate) const override {
    if (!(rate > 0.0)) return Prediction::saturated_at(rate, "the rate must be > 0");
    const CircuitMmppSolution s = solve_circuit_mmpp(circuit_mmpp_inputs(spec_, switches_, rate));
    if (s.saturated) return Prediction::saturated_at(rate, s.reason, s.iterations);
    Prediction p;
    p.rate = rate;
    p.latency = s.latency;
    p.network_latency = s.service_mean;
    p.source_wait = s.wait;
    p.multiplexing = s.multiplexing;
    p.rho = s.utilisation;
    p.iterations = s.iterations;
    return p;
  }

  double zero_load_latency() const override { return 3.0 * (spec_.n / 2) + spec_.message_length; }

  // Saturation is mu >= 1 or a diverging fixed point, both known before the G matrix is needed,
  // so the bisection skips the queue (by far the dearest part at L = 5).
  double saturation_rate(double tolerance) const override {
    const FixedPointOnly probe(*this);
    return bisect_saturation_rate(probe, 1.0 / zero_load_latency(), tolerance);
  }

 private:
  class FixedPointOnly final : public PreparedModel {
   public:
    explicit FixedPointOnly(const PreparedCircuitMmpp& model) : model_(model) {}
    Prediction predict(double rate) const override {
      CircuitMmppInputs in = circuit_mmpp_inputs(model_.spec_, model_.switches_, rate);
      in.solve_queue = false;
      const CircuitMmppSolution s = solve_circuit_mmpp(in);
      if (s.saturated) return Prediction::saturated_at(rate, s.reason, s.iterations);
      Prediction p;
      p.rate = rate;
      return p;
    }
    double zero_load_latency() const override { return model_.zero_load_latency(); }

   private:
    const PreparedCircuitMmpp& model_;
  };

  NetworkSpec spec_;
  ModelSwitches switches_;
};

class CircuitMmppModel final : public LatencyModel {
 public:
  std::string_view name() const override { return "circuit-mmpp"; }
  std::string_view description() const override {
    return "circuit-switched binary n-cube, MMPP (RECON-AN) or Poisson sources, MMPP/G/1 source queue (spec 04 B.4)";
  }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches&) const override {
    if (spec.switching != Switching::circuit)
      return Applicability::not_this_family("the model is of circuit switching; got " + std::string(to_string(spec.switching)));
    if (!spec.is_hypercube()) return Applicability::no("the model covers binary n-cubes (hypercubes)");
    if (spec.n < 2 || spec.n % 2 != 0)
      return Applicability::no("the model uses D = n/2 hops and needs an even n >= 2; got n=" + std::to_string(spec.n));
    if (spec.traffic.kind != TrafficKind::uniform || spec.traffic.self_traffic)
      return Applicability::no("the model covers uniform traffic to the other nodes");
    if (spec.arrivals.kind == ArrivalKind::bernoulli)
      return Applicability::no("the model covers MMPP and Poisson sources; got bernoulli");
    if (spec.channel_time != 1.0 || spec.switch_time != 0.0)
      return Applicability::no("the model assumes one cycle per flit and hop (channel time 1, switch time 0)");
    if (spec.vcs > kMaxModelledVcs)
      return Applicability::no("the model's channel chain and fixed point grow with the VCs per channel, up to V = " +
                               std::to_string(kMaxModelledVcs) + " (as the simulator; a minute and a half for a table); got V=" +
                               std::to_string(spec.vcs));
    if (spec.arrivals.kind == ArrivalKind::mmpp) {
      const MmppSpec& m = spec.arrivals.mmpp;
      const bool explicit_components = !m.components.empty();
      const std::size_t components = explicit_components ? m.components.size() : static_cast<std::size_t>(m.time_scales);
      if (components > static_cast<std::size_t>(kMaxModelledComponents))
        return Applicability::no(
            "the model solves MMPPs of 2^L phases in O(8^L) time per iteration, up to L = " +
            std::to_string(kMaxModelledComponents) + " (256 phases: about 3 minutes for a table of ten rates); got " +
            std::to_string(components) + (explicit_components ? " components (--mmpp-components)" : " time scales (--time-scales)"));
    }
    return Applicability::yes();
  }
  std::vector<Switch> switches_read() const override { return {Switch::retry, Switch::hold}; }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    if (spec.arrivals.kind == ArrivalKind::mmpp) validate_mmpp_spec(spec.arrivals.mmpp);
    return std::make_unique<PreparedCircuitMmpp>(spec, switches);
  }
};

}  // namespace

CircuitMmppInputs circuit_mmpp_inputs(const NetworkSpec& spec, const ModelSwitches& switches, double rate) {
  CircuitMmppInputs in;
  in.dimensions = spec.n;
  in.vcs = spec.vcs;
  in.message_length = spec.message_length;
  in.retry = switches.retry;
  in.hold = switches.hold;
  if (spec.arrivals.kind == ArrivalKind::mmpp) {
    in.components = mmpp_components(spec.arrivals.mmpp, rate);
  } else {
    // Poisson: one phase of rate lambda (two equal-rate states, whose switching does not matter).
    in.components = {MmppComponent{1.0, 1.0, rate, rate}};
  }
  return in;
}

std::unique_ptr<LatencyModel> make_circuit_mmpp_model() { return std::make_unique<CircuitMmppModel>(); }

}  // namespace kncube::analytical
