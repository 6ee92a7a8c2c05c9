#pragma once
// Message arrival processes per node (--arrivals): Poisson (exponential gaps, the models'
// assumption) and Bernoulli (at most one message per cycle, geometric gaps).

#include "rtl_models/traffic_source.h"

namespace kncube::traffic {

class PoissonArrivals final : public rtl::ArrivalProcess {
 public:
  explicit PoissonArrivals(double rate) : rate_(rate) {}  // messages/node/cycle, > 0
  double first_arrival(rtl::NodeId, rtl::Random& random) const override { return random.exponential(rate_); }
  double gap(rtl::NodeId, rtl::Random& random) const override { return random.exponential(rate_); }

 private:
  double rate_;
};

class BernoulliArrivals final : public rtl::ArrivalProcess {
 public:
  explicit BernoulliArrivals(double probability) : p_(probability) {}  // in (0, 1]
  // Arrivals at integer times: cycle c holds one with probability p.
  double first_arrival(rtl::NodeId, rtl::Random& random) const override { return static_cast<double>(random.geometric(p_) - 1); }
  double gap(rtl::NodeId, rtl::Random& random) const override { return static_cast<double>(random.geometric(p_)); }

 private:
  double p_;
};

}  // namespace kncube::traffic
