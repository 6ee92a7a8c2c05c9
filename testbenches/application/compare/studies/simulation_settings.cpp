#include "testbenches/application/compare/studies/simulation_settings.h"

#include <string>

#include "testbenches/utilities/number_format.h"

namespace kncube::compare {

namespace {

std::string number(double value) { return report::round_trip_number(value); }

void add_traffic(const TrafficSpec& traffic, sweep::OptionList& options) {
  options.emplace_back("traffic", std::string(to_string(traffic.kind)));
  switch (traffic.kind) {
    case TrafficKind::hotspot:
      options.emplace_back("hotspot-fraction", number(traffic.hotspot_fraction));
      options.emplace_back("hotspot-node", std::to_string(traffic.hotspot_node));
      break;
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal:
      options.emplace_back("pattern-fraction", number(traffic.pattern_fraction));
      break;
    case TrafficKind::uniform:
    case TrafficKind::locality:
      break;
    // Compared traffic has a chapter 3-5 model (read_compare_command_config refuses the rest), so
    // BookSim's patterns, and --self-traffic and --fixed-points self with them, never reach here.
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm:
    case TrafficKind::hotspot_set:
      break;
  }
}

}  // namespace

sweep::OptionList thesis_run_options(const analytical::ComparedNetwork& network, const SimulationSettings& settings) {
  const NetworkSpec& spec = network.spec;
  sweep::OptionList options;
  if (spec.is_hypercube()) {
    options.emplace_back("topology", "hypercube");
  } else {
    options.emplace_back("topology", "torus");
    options.emplace_back("k", std::to_string(spec.k));
  }
  options.emplace_back("n", std::to_string(spec.n));
  options.emplace_back("directions", "uni");
  options.emplace_back("routing", "duato");
  options.emplace_back("vcs", std::to_string(spec.vcs));
  options.emplace_back("message-length", std::to_string(spec.message_length));
  add_traffic(spec.traffic, options);
  options.emplace_back("link", "thesis");
  // Whole cycles (A13): channel_time is the rounded mu, switch_time R (1 unless changed).
  options.emplace_back("channel-time", number(spec.channel_time));
  options.emplace_back("switch-time", number(spec.switch_time));
  options.emplace_back("buffer-depth", std::to_string(settings.buffer_depth));
  options.emplace_back("warmup-messages", std::to_string(settings.warmup_messages));
  options.emplace_back("measure-messages", std::to_string(settings.measure_messages));
  return options;
}

}  // namespace kncube::compare
