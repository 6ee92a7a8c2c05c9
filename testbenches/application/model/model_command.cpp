#include "testbenches/application/model/model_command.h"

#include <cmath>

#include "analytical/common/latency_model.h"
#include "analytical/common/parallel_tasks.h"
#include "analytical/catalog/model_catalog.h"
#include "testbenches/application/model/model_command_config.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/application/model/curve_report.h"

namespace kncube::cli {

namespace {

void write_help(std::ostream& out, const OptionTable& table) {
  out << "usage: kncube model [options]\n"
         "Evaluates an analytical latency model on one configuration: its saturation rate and its predictions\n"
         "(latency, network latency, source wait, multiplexing degree, utilisation) at the requested rates.\n"
         "Exit status: 0 ok, 1 internal error, 2 bad input.\n\n";
  table.write_help(out);
}

// 10 rates below the saturation rate (the --rates auto request).
std::vector<double> automatic_rates_of(const analytical::PreparedModel& model) {
  const double saturation_rate = model.saturation_rate();
  if (!(saturation_rate > 0.0) || !std::isfinite(saturation_rate))
    throw UsageError("--rates: auto is not allowed here; the model gives saturation rate " + shown(saturation_rate) +
                     " for this configuration, so give the rates with --rate or --rates a,b,c");
  return automatic_rates(saturation_rate);
}

void write_report(std::ostream& out, OutputFormat format, const report::CurveReport& curve) {
  switch (format) {
    case OutputFormat::json: report::write_json(out, curve); return;
    case OutputFormat::csv: report::write_csv(out, curve); return;
    case OutputFormat::table: report::write_table(out, curve); return;
  }
}

}  // namespace

int run_model_command(const std::vector<std::string>& args, std::ostream& out) {
  const analytical::ModelCatalog catalog;
  OptionTable table = model_command_options(catalog);
  const auto values = table.parse(args);
  if (read_general_options(values).help) {
    write_help(out, table);
    return 0;
  }
  const ModelCommandConfig config = table.read_located([&] { return read_model_command_config(values, catalog); });

  const auto prepared = catalog.find(config.model)->prepare(config.spec, config.switches);
  const std::vector<double> rates = config.rates.automatic() ? automatic_rates_of(*prepared) : config.rates.rates;
  // With automatic rates the saturation rate is searched twice (here and in evaluate_curve): a
  // few dozen fixed-point solutions, cheap next to having two ways of building a curve.
  analytical::Curve curve = analytical::evaluate_curve(*prepared, rates, analytical::hardware_threads());

  report::CurveReport result;
  result.model = config.model;
  result.configuration = describe(config.spec);
  result.saturation_rate = curve.saturation_rate;
  result.points = std::move(curve.points);
  write_report(out, config.format, result);
  return 0;
}

}  // namespace kncube::cli
