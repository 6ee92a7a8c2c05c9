#pragma once
// The model side of `kncube compare` for one N: build the 2D torus, 3D torus and hypercube of
// that size under the constraint and wire model (build_cost_comparison, spec 03 §3.3-3.7), run
// each through the latency model of the traffic with its own (V, mu) (§3.8), and evaluate all
// three at one common set of rates.

#include <vector>

#include "analytical/cost/cost_comparison.h"
#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/compare/studies/comparison_result.h"

namespace kncube::compare {

struct RateChoice {
  std::vector<double> given;   // messages/node/base cycle; empty: automatic
  int automatic_points = 20;   // rates of the automatic choice (common_rates.h)
};

constexpr int plot_curve_points = 60;  // model rates per curve in the plot, as kncube sweep draws them

// Throws analytical::CostInputError for an inadmissible N, budget or message length (from
// build_cost_comparison), and (key "traffic") when the traffic's model does not cover a network.
// `switches` are the models' (the specs' normative resolutions unless the user chose) with R.
SizeResult compare_size(const analytical::ModelCatalog& catalog, const analytical::ComparisonRequest& request,
                        const RateChoice& rates, const analytical::ModelSwitches& switches);

}  // namespace kncube::compare
