#include "testbenches/application/compare/studies/size_comparison.h"

#include "testbenches/application/compare/studies/common_rates.h"

namespace kncube::compare {

SizeResult compare_size(const analytical::ModelCatalog& catalog, const analytical::ComparisonRequest& request,
                        const RateChoice& rates, const analytical::ModelSwitches& switches) {
  SizeResult size;
  size.cost = analytical::build_cost_comparison(request, switches);
  size.traffic = traffic_text(request.traffic);

  std::vector<NetworkModel> models;
  std::vector<double> saturation_rates;
  for (const analytical::ComparedNetwork& network : size.cost.networks) {
    models.emplace_back(catalog, network.spec, switches);
    saturation_rates.push_back(models.back().saturation_rate());
  }
  size.automatic_rates = rates.given.empty();
  size.rates = size.automatic_rates ? common_rates(saturation_rates, rates.automatic_points) : rates.given;

  for (std::size_t i = 0; i < models.size(); ++i) {
    NetworkResult result;
    result.network = size.cost.networks[i];
    result.model = models[i].evaluate(size.rates, plot_curve_points);
    size.networks.push_back(std::move(result));
  }
  return size;
}

}  // namespace kncube::compare
