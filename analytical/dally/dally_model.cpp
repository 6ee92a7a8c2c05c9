#include "analytical/dally/dally_model.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_throughput.h"
#include "analytical/dally/dally_zero_load.h"

namespace kncube::analytical {

namespace {

class PreparedDally final : public PreparedModel {
 public:
  PreparedDally(const NetworkSpec& spec, DallyVariant variant) : variant_(variant) {
    const double radix = spec.is_hypercube() ? 2.0 : spec.k;
    const double period = spec.channel_time + spec.switch_time;  // t_p and t_hop (A23)
    stages_ = DallyStages{radix, spec.n, period * spec.message_length};
    const double nodes = static_cast<double>(spec.nodes());
    header_delay_ = dally_mean_distance(radix, spec.n) * nodes / (nodes - 1.0) * period;
  }

  Prediction predict(double rate) const override {
    if (!(rate >= 0.0)) throw std::invalid_argument("Dally model: rate must be >= 0");
    const DallyOperatingPoint point = dally_operating_point(stages_, variant_, rate);
    if (point.saturated()) return Prediction::saturated_at(rate, dally_limit_reason(point, variant_));
    Prediction p;
    p.rate = rate;
    p.network_latency = header_delay_ + point.source_service_time;
    p.latency = p.network_latency;  // no source queue in Dally's latency (A7)
    p.source_wait = 0.0;
    p.multiplexing = 1.0;
    p.rho = std::max(point.singularity_load, point.source_load);
    p.iterations = 0;  // a closed-form sweep over the dimensions, no fixed point
    p.comparand = Comparand::network_latency;
    return p;
  }

  double zero_load_latency() const override { return header_delay_ + stages_.sink_service_time; }

  // §2.8's lambda_max, already in messages/node/cycle.
  double saturation_rate(double tolerance) const override {
    return dally_max_message_rate(stages_, variant_, tolerance).message_rate;
  }

 private:
  DallyVariant variant_;
  DallyStages stages_;
  double header_delay_ = 0.0;  // D N/(N-1) t_hop, cycles
};

class DallyModel final : public LatencyModel {
 public:
  explicit DallyModel(DallyVariant variant) : variant_(variant) {}

  std::string_view name() const override { return variant_ == DallyVariant::blocking ? "dally" : "dally-queued"; }

  std::string_view description() const override {
    return variant_ == DallyVariant::blocking
               ? "Dally 1990 e-cube contention model, blocking form eqs (22)-(24): unidirectional torus or "
                 "hypercube, dimension-order routing, uniform traffic, buffers of at most 2 flits (spec 03 §2.6)"
               : "Dally 1990 e-cube contention model, queued form eqs (25)-(26): unidirectional torus or "
                 "hypercube, dimension-order routing, uniform traffic, deep buffers (spec 03 §2.7)";
  }

  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches&) const override {
    if (spec.topology == Topology::mesh)
      return Applicability::no("Dally's model covers tori and hypercubes (wrap-around channels); got mesh");
    if (spec.topology == Topology::hypercube && spec.k != 2)
      return Applicability::no("a hypercube has k = 2; got k=" + std::to_string(spec.k));
    if (spec.is_bidirectional())
      return Applicability::no("Dally's model covers unidirectional tori; got bidirectional (set directions to uni)");
    if (spec.k < 2) return Applicability::no("Dally's model needs k >= 2; got k=" + std::to_string(spec.k));
    if (spec.n < 1) return Applicability::no("Dally's model needs n >= 1; got n=" + std::to_string(spec.n));
    if (spec.routing != Routing::dor)
      return Applicability::no("Dally's model covers dimension-order routing; got " + std::string(to_string(spec.routing)));
    if (spec.traffic.kind != TrafficKind::uniform)
      return Applicability::no("Dally's model covers uniform traffic; got " + std::string(to_string(spec.traffic.kind)));
    // The paper's mean distance counts the source among the destinations; kncube's form takes it
    // out (D N/(N-1), spec 03 A9) to match the simulator's uniform traffic, so self-traffic is not it.
    if (spec.traffic.self_traffic)
      return Applicability::no("kncube's Dally model excludes the source from the uniform destinations (D N/(N-1), spec 03 "
                               "A9); uniform traffic with self-traffic on is not covered (turn --self-traffic off)");
    if (spec.message_length < 1)
      return Applicability::no("message length must be at least 1 flit; got " + std::to_string(spec.message_length));
    if (!(spec.channel_time > 0.0) || !(spec.switch_time >= 0.0))
      return Applicability::no("channel_time must be > 0 and switch_time >= 0");
    return Applicability::yes();
  }

  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    const Applicability a = applies_to(spec, switches);
    if (!a.applies) throw std::invalid_argument(std::string(name()) + " does not apply: " + a.reason);
    return std::make_unique<PreparedDally>(spec, variant_);
  }

 private:
  DallyVariant variant_;
};

}  // namespace

std::unique_ptr<LatencyModel> make_dally_model() { return std::make_unique<DallyModel>(DallyVariant::blocking); }

std::unique_ptr<LatencyModel> make_dally_queued_model() { return std::make_unique<DallyModel>(DallyVariant::queued); }

}  // namespace kncube::analytical
