#include "testbenches/application/options/arrival_options.h"

#include <cerrno>
#include <cstdlib>
#include <string>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "analytical/mmpp/recon_an_fit.h"
#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<ArrivalKind> arrival_choices() {
  return {{"poisson", ArrivalKind::poisson}, {"bernoulli", ArrivalKind::bernoulli}, {"mmpp", ArrivalKind::mmpp}};
}

// The RECON-AN inputs; --mmpp-components replaces all of them.
const char* const fit_options[] = {"hurst", "rho", "time-scales", "kappa", "delta"};

const char* const components_allowed =
    "components D1:D2:L1:L2 separated by commas, four numbers each (switch rates > 0 per cycle, message rates >= 0 "
    "per cycle, not both 0)";

MmppComponent parse_component(const std::string& item, const std::string& text) {
  double field[4] = {};
  const char* p = item.c_str();
  for (int i = 0; i < 4; ++i) {
    char* end = nullptr;
    errno = 0;
    field[i] = std::strtod(p, &end);
    const char expected = i < 3 ? ':' : '\0';
    if (end == p || errno == ERANGE || *end != expected) throw UsageError::not_allowed("mmpp-components", text, components_allowed);
    p = end + (i < 3 ? 1 : 0);
  }
  return MmppComponent{field[0], field[1], field[2], field[3]};
}

std::vector<MmppComponent> parse_components(const std::string& text) {
  std::vector<MmppComponent> components;
  for (const std::string& item : comma_items(text)) components.push_back(parse_component(item, text));
  return components;
}

std::string components_text(const std::vector<MmppComponent>& components) {
  std::string text;
  for (const MmppComponent& c : components) {
    if (!text.empty()) text += ",";
    text += report::round_trip_number(c.leave_first) + ":" + report::round_trip_number(c.leave_second) + ":" +
            report::round_trip_number(c.rate_first) + ":" + report::round_trip_number(c.rate_second);
  }
  return text;
}

}  // namespace

void add_arrival_options(OptionTable& table) {
  const MmppSpec defaults;
  po::options_description group = option_group("Arrivals (message generation per node)");
  group.add_options()
    ("arrivals", po::value<std::string>()->default_value("poisson")->value_name("PROCESS"),
     ("message generation process per node: " + choice_words(arrival_choices()) +
      " (poisson: exponential gaps, as the models assume; bernoulli: at most one message per cycle; mmpp: bursty, "
      "long-range dependent sources, a superposition of L two-state MMPPs fitted by RECON-AN to --rate, --hurst and "
      "--rho (spec 04 B.3), generated exactly in continuous time from their stationary law)").c_str())
    ("hurst", number_value(defaults.hurst)->value_name("H"),
     "with --arrivals mmpp: Hurst parameter of the traffic, a number in (0.5, 1)")
    ("rho", number_value(defaults.rho)->value_name("RHO"),
     "with --arrivals mmpp: the source's r(1) = rho lambda, the lag-1 autocovariance of message counts in slots of "
     "--delta cycles over their mean (spec 04 B.3, M1), a number in (0, 1)")
    ("time-scales", po::value<int>()->default_value(defaults.time_scales)->value_name("L"),
     "with --arrivals mmpp: two-state MMPPs, one per time scale, an integer from 1 to 10 (2^L phases; the slowest "
     "correlation time is kappa^(L-1) x delta cycles, so L = 5 needs runs of 10^7 cycles and more)")
    ("kappa", number_value(defaults.kappa)->value_name("KAPPA"),
     "with --arrivals mmpp: ratio between consecutive time scales, a finite number > 1 with kappa^(L-1) at most 1e12")
    ("delta", number_value(defaults.delta)->value_name("CYCLES"),
     "with --arrivals mmpp: base slot of the fit, cycles, 0 or a finite number >= 0.1 (the fastest switch rate is "
     "1/delta, at most 10 per cycle); 0 = 1/rate, the mean gap (spec default)")
    ("mmpp-components", po::value<std::string>()->value_name("D1:D2:L1:L2[,...]"),
     "with --arrivals mmpp, instead of the fit: the two-state MMPPs themselves, 1 to 10 of them, each D1:D2:L1:L2 (D1 the rate of "
     "leaving state 1, D2 of leaving state 2, each in (0, 10], L1 and L2 the message rates in states 1 and 2, all per "
     "cycle); the "
     "message rates are scaled together so that the mean is --rate, the switch rates are kept");
  table.add_group(group);
}

void read_arrival_options(const po::variables_map& values, ArrivalSpec& arrivals) {
  arrivals.kind = parse_choice("arrivals", values["arrivals"].as<std::string>(), arrival_choices());
  const bool mmpp = arrivals.kind == ArrivalKind::mmpp;
  const bool explicit_components = values.count("mmpp-components") > 0;
  for (const char* option : fit_options) {
    if (!mmpp && given(values, option))
      throw UsageError("--" + std::string(option) + " is not allowed with --arrivals " + std::string(to_string(arrivals.kind)) +
                       "; it is a parameter of --arrivals mmpp");
    if (explicit_components && given(values, option))
      throw UsageError("--" + std::string(option) + " is not allowed with --mmpp-components; the components replace the fit");
  }
  if (!mmpp && explicit_components)
    throw UsageError("--mmpp-components is not allowed with --arrivals " + std::string(to_string(arrivals.kind)) +
                     "; it is a parameter of --arrivals mmpp");
  MmppSpec& spec = arrivals.mmpp;
  spec.hurst = values["hurst"].as<double>();
  spec.rho = values["rho"].as<double>();
  spec.time_scales = values["time-scales"].as<int>();
  spec.kappa = values["kappa"].as<double>();
  spec.delta = values["delta"].as<double>();
  if (explicit_components) spec.components = parse_components(values["mmpp-components"].as<std::string>());
  // One set of ranges, the fit's own, for the simulator's generator and the model alike.
  check_as_usage([&] { analytical::validate_mmpp_spec(spec); });
}

void write_arrival_options(const ArrivalSpec& arrivals, Emit emit, OptionList& out) {
  const ArrivalSpec defaults;
  emit_option(out, emit, "arrivals", arrivals.kind, defaults.kind, choice_word(arrivals.kind, arrival_choices()));
  if (arrivals.kind != ArrivalKind::mmpp) return;  // the parameters would be refused
  const MmppSpec& m = arrivals.mmpp;
  if (!m.components.empty()) {
    out.emplace_back("mmpp-components", components_text(m.components));
    return;
  }
  auto number = [](double value) { return report::round_trip_number(value); };
  emit_option(out, emit, "hurst", m.hurst, defaults.mmpp.hurst, number(m.hurst));
  emit_option(out, emit, "rho", m.rho, defaults.mmpp.rho, number(m.rho));
  emit_option(out, emit, "time-scales", m.time_scales, defaults.mmpp.time_scales, std::to_string(m.time_scales));
  emit_option(out, emit, "kappa", m.kappa, defaults.mmpp.kappa, number(m.kappa));
  emit_option(out, emit, "delta", m.delta, defaults.mmpp.delta, number(m.delta));
}

}  // namespace kncube::cli
