#pragma once
// Which chapter 3-5 latency model stands for each network of a cost comparison, by traffic
// (spec 03 §3.8 "model call contract"): every one of them honours NetworkSpec::channel_time and
// switch_time, so the same model is run on the 2D torus, the 3D torus and the hypercube with
// their own (V, mu). Nothing is combined across the three (§3.8).

#include <string>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::compare {

// "duato-uniform", "hotspot-thesis", "transpose" or "digit-reversal"; empty for a traffic kind
// the chapter-6 comparison does not cover (locality: the thesis never compares it, and a share
// f of the nodes is a different neighbourhood in each topology).
std::string latency_model_for(TrafficKind traffic);

// The traffic kinds latency_model_for covers, as the command line names them, for messages.
std::string compared_traffic_words();

}  // namespace kncube::compare
