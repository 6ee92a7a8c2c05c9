#pragma once
// Turns the runs of a sweep into its points and model summaries: replications pooled (see
// replication_pooling.h), each model's prediction at the point (the runs' monitor's if their JSON
// carries one, else the sweep's own from the same prepared model) and its verdict on the combined
// measurement.

#include <cstdint>
#include <vector>

#include "testbenches/application/sweep/engine/reference_models.h"
#include "testbenches/application/sweep/engine/sweep_result.h"

namespace kncube::sweep {

SweepPoint assemble_point(double rate, std::uint64_t first_seed, std::vector<RunOutcome> runs, const ReferenceModels& models,
                          double tolerance);

// Saturation rate, comparison mode and offset (as the first run with a monitor reading for the
// model reports them) and its dense curve, `curves[i]` for the i-th model (dense_curve).
std::vector<ModelSummary> summarise_models(const ReferenceModels& models, const std::vector<SweepPoint>& points,
                                           std::vector<ModelCurve> curves);

}  // namespace kncube::sweep
