#include "testbenches/application/compare/studies/dally_study.h"

#include "analytical/dally/dally_contention.h"
#include "analytical/dally/dally_sizing.h"
#include "analytical/dally/dally_zero_load.h"

namespace kncube::compare {

DallyStudy run_dally_study() {
  DallyStudy study;
  for (const PublishedTableOneRow& paper : published_table_one()) {
    TableOneComparison row;
    row.paper = paper;
    const double width = analytical::dally_constant_bisection_channel_width(paper.k);  // W = k/2, eq (7)
    row.zero_load_latency = analytical::dally_zero_load_latency(paper.k, paper.n, table_one_message_bits);
    for (std::size_t i = 0; i < table_one_loads.size(); ++i)
      row.latency[i] =
          analytical::dally_latency(paper.k, paper.n, table_one_message_bits, width, table_one_loads[i]).latency;
    row.throughput = analytical::dally_max_throughput(paper.k, paper.n, table_one_message_bits, width);
    study.table_one.push_back(row);
  }
  for (const PublishedOptimalDimension& paper : published_optimal_dimensions()) {
    DimensionComparison comparison;
    comparison.paper = paper;
    for (std::size_t m = 0; m < dimension_study_delay_models.size(); ++m)
      comparison.sweeps[m] = analytical::dally_latency_by_dimension(paper.nodes, dimension_study_message_bits,
                                                                    dimension_study_delay_models[m]);
    study.dimensions.push_back(comparison);
  }
  return study;
}

std::string delay_model_name(analytical::DallyDelayModel model) {
  switch (model) {
    case analytical::DallyDelayModel::constant: return "constant";
    case analytical::DallyDelayModel::logarithmic: return "logarithmic";
    case analytical::DallyDelayModel::linear: return "linear";
  }
  return "?";
}

std::string limit_name(analytical::DallyLimit limit) {
  switch (limit) {
    case analytical::DallyLimit::singularity: return "sing";
    case analytical::DallyLimit::source: return "src";
    case analytical::DallyLimit::none: return "none";
  }
  return "?";
}

}  // namespace kncube::compare
