#pragma once
// Wraps a model of k-ary n-cubes (uniform Duato, Dally, hot-spot, permutations) so that it
// refuses graph networks, whose k and n mean nothing: those models read the topology from k, n
// and directions alone and would otherwise answer for a torus the user did not ask about.

#include <memory>

#include "analytical/common/latency_model.h"

namespace kncube::analytical {

std::unique_ptr<LatencyModel> k_ary_n_cube_only(std::unique_ptr<LatencyModel> model);

}  // namespace kncube::analytical
