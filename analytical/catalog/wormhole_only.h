#pragma once
// Wraps a model of wormhole switching under Poisson sources (every model of specs 01-03 and 04
// Part A) so that it refuses what it does not model: circuit switching (another family, whose
// model is circuit-mmpp) and MMPP sources, whose bursts change the queues the models assume to
// see Poisson arrivals.

#include <memory>

#include "analytical/common/latency_model.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> wormhole_only(std::unique_ptr<LatencyModel> model);

}  // namespace kncube::analytical
