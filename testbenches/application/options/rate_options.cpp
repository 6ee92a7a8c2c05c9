#include "testbenches/application/options/rate_options.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr int automatic_points = 10;
const char* const rates_allowed = "auto, or rates separated by commas, each a finite number > 0 (messages/node/cycle)";

std::vector<double> parse_rate_list(const std::string& text) {
  if (text == "auto") return {};
  std::vector<double> rates;
  for (const std::string& item : comma_items(text)) {
    char* end = nullptr;
    errno = 0;
    const double rate = std::strtod(item.c_str(), &end);
    const bool whole_item = !item.empty() && end == item.c_str() + item.size();
    if (!whole_item || errno == ERANGE || !std::isfinite(rate) || !(rate > 0.0))
      throw UsageError::not_allowed("rates", text, rates_allowed);
    rates.push_back(rate);
  }
  return rates;
}

}  // namespace

void add_rate_options(OptionTable& table) {
  po::options_description group = option_group("Rates (generation rate lambda_g, messages/node/cycle)");
  group.add_options()
    ("rate", po::value<double>()->value_name("r"), "evaluate one rate r: a finite number > 0 (simulated: at most 1)")
    ("rates", po::value<std::string>()->value_name("LIST"),
     "evaluate the rates a,b,c (each a finite number > 0, simulated at most 1, in the order given), or 'auto': 10 rates evenly from 5% to "
     "95% of the model's saturation rate (the default when neither --rate nor --rates is given)");
  table.add_group(group);
  table.add_alternatives({"rate", "rates"});
}

RateRequest read_rate_options(const po::variables_map& values) {
  const bool one = values.count("rate") > 0;
  const bool list = values.count("rates") > 0;
  if (one && list)
    throw UsageError("--rate is not allowed together with --rates; give one rate with --rate or a list with --rates");
  RateRequest request;
  if (one) {
    const double rate = values["rate"].as<double>();
    require_positive_finite("rate", rate, "messages/node/cycle");
    request.rates = {rate};
  }
  if (list) request.rates = parse_rate_list(values["rates"].as<std::string>());
  return request;
}

std::vector<double> automatic_rates(double saturation_rate) {
  std::vector<double> rates;
  for (int i = 0; i < automatic_points; ++i) rates.push_back(saturation_rate * (2 * i + 1) / (2.0 * automatic_points));
  return rates;
}

}  // namespace kncube::cli
