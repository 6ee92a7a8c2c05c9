#pragma once
// The latency the loosely-timed network annotates on a write from `source` to `destination`:
//
//   latency(s, d) = zero_load(s, d) + contention
//   zero_load(s, d) = rtl::zero_load_latency of the configured router along the minimal route
//                     (M + hops(s, d) with the ideal pipeline and unit pipelined links; (M + hops)
//                     (t_c + t_s) with thesis links), exactly what the cycle-level network gives
//                     an uncontended message;
//   contention = model.predict(offered_load).latency - model.zero_load_latency(), the waiting the
//                model adds at the offered load (source queue, blocking, VC multiplexing), given
//                to every pair alike. For a model whose comparand is the network latency (Dally)
//                that excludes the source queue, as that model does.
//
// Averaged over uniform destinations, zero_load(s, d) is the model's zero-load latency (M + exact
// mean distance) when the router is model-matched (ideal pipeline, parallel injection, unlimited
// ejection, unit pipelined links), so the mean annotated latency is the model's prediction, the
// number the reference monitor checks the cycle-level network against. Valid for uniform traffic
// below the model's saturation rate, within the model's accuracy there (the monitor's tolerance:
// 5% at light load); with another router the zero-load part stays exact and the contention is the
// model's (the monitor's offset mode). It does not vary per pair with distance or per node with
// the writes actually made: the offered load is a parameter.

#include <string>

#include "analytical/prediction.h"
#include "rtl_models/network_config.h"
#include "rtl_models/topology.h"
#include "tlm/lt_network_config.h"

namespace kncube::tlm2 {

class AnalyticalLatency {
 public:
  // Validates `config` and prepares the model once. Throws rtl::ConfigError for a transport
  // that cannot be used, traffic other than uniform, an unknown model or one that does not apply,
  // or an offered load that is negative or not below the model's saturation rate.
  explicit AnalyticalLatency(const LtNetworkConfig& config);

  double latency(rtl::NodeId source, rtl::NodeId destination) const { return zero_load(source, destination) + contention_; }
  double zero_load(rtl::NodeId source, rtl::NodeId destination) const;
  int hops(rtl::NodeId source, rtl::NodeId destination) const { return topology_.distance(source, destination); }
  double contention() const { return contention_; }

  rtl::NodeId node_count() const { return topology_.node_count(); }
  const std::string& model_name() const { return model_name_; }
  const analytical::Prediction& prediction() const { return prediction_; }  // at the offered load
  double model_zero_load() const { return model_zero_load_; }
  double saturation_rate() const { return saturation_rate_; }

 private:
  rtl::NetworkConfig network_;
  rtl::TopologyGraph topology_;
  std::string model_name_;
  analytical::Prediction prediction_;
  double model_zero_load_ = 0.0;
  double saturation_rate_ = 0.0;
  double contention_ = 0.0;
};

}  // namespace kncube::tlm2
