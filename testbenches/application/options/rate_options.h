#pragma once
// Options that choose the generation rates to evaluate: --rate r, or --rates a,b,c, or --rates auto.

#include <vector>

#include <boost/program_options/variables_map.hpp>

#include "testbenches/application/options/option_table.h"

namespace kncube::cli {

struct RateRequest {
  std::vector<double> rates;  // messages/node/cycle, in the order given; empty: automatic
  bool automatic() const { return rates.empty(); }
};

void add_rate_options(OptionTable& table);
// Throws UsageError for a rate that is not a finite number > 0, or for --rate with --rates.
RateRequest read_rate_options(const boost::program_options::variables_map& values);

// The automatic choice: 10 rates evenly from 5% to 95% of the saturation rate (the midpoints
// of ten equal slices), which shows a curve's shape from near zero load to near saturation.
std::vector<double> automatic_rates(double saturation_rate);

}  // namespace kncube::cli
