#include "testbenches/cli/router_options.h"

#include <cmath>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/cli/choice.h"
#include "testbenches/cli/option_table.h"
#include "testbenches/cli/usage_error.h"
#include "testbenches/cli/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<rtl::PipelinePreset> pipeline_choices() {
  return {{"ideal", rtl::PipelinePreset::ideal}, {"4stage", rtl::PipelinePreset::four_stage}};
}
ChoiceList<rtl::VcRelease> release_choices() {
  return {{"tail-credit", rtl::VcRelease::tail_credit}, {"tail-sent", rtl::VcRelease::tail_sent}};
}
ChoiceList<rtl::ArbiterKind> arbiter_choices() {
  return {{"round-robin", rtl::ArbiterKind::round_robin}, {"matrix", rtl::ArbiterKind::matrix}};
}
ChoiceList<rtl::EjectionKind> ejection_choices() {
  return {{"unlimited", rtl::EjectionKind::unlimited}, {"1", rtl::EjectionKind::single_port}};
}
ChoiceList<rtl::InjectionKind> injection_choices() {
  return {{"parallel", rtl::InjectionKind::parallel}, {"shared", rtl::InjectionKind::shared}};
}
ChoiceList<rtl::LinkKind> link_choices() {
  return {{"pipelined", rtl::LinkKind::pipelined}, {"nonpipelined", rtl::LinkKind::nonpipelined}, {"thesis", rtl::LinkKind::thesis}};
}

// A stage delay: the preset's value unless the option is given.
void read_delay(const po::variables_map& values, const char* option, int& delay, int minimum, bool& changed) {
  if (!given(values, option)) return;
  delay = values[option].as<int>();
  require_at_least(option, delay, minimum);
  changed = true;
}

std::vector<int> parse_wire_delays(const std::string& text, int dimensions) {
  std::vector<int> delays;
  std::stringstream in(text);
  std::string item;
  while (std::getline(in, item, ',')) {
    std::size_t used = 0;
    int value = 0;
    try {
      value = std::stoi(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (item.empty() || used != item.size())
      throw UsageError::not_allowed("wire-delay", text, "an integer number of cycles >= 1, or one per dimension separated by commas");
    require_at_least("wire-delay", value, 1);
    delays.push_back(value);
  }
  if (delays.empty()) throw UsageError::not_allowed("wire-delay", text, "an integer number of cycles >= 1");
  if (delays.size() != 1 && delays.size() != static_cast<std::size_t>(dimensions))
    throw UsageError::not_allowed("wire-delay", text,
                                  "one delay, or one per dimension (" + std::to_string(dimensions) + " values for n = " +
                                      std::to_string(dimensions) + ")");
  return delays;
}

// Thesis-mode link times are whole cycles in the simulator (spec 03 A13).
int whole_cycles(const char* option, double value, int minimum) {
  if (std::floor(value) != value || value < minimum)
    throw UsageError::not_allowed(option, shown(value),
                                  "with --link thesis, a whole number of cycles >= " + std::to_string(minimum));
  return static_cast<int>(value);
}

}  // namespace

void add_router_options(OptionTable& table) {
  po::options_description group = option_group("Router and links (simulation)");
  group.add_options()
    ("buffer-depth", po::value<int>()->default_value(4)->value_name("FLITS"),
     "flits per VC buffer: an integer >= 1 (full throughput needs depth >= router latency + wire delay + credit delay)")
    ("pipeline", po::value<std::string>()->default_value("ideal")->value_name("PRESET"),
     ("router pipeline preset: " + choice_words(pipeline_choices()) +
      " (ideal: every stage 0 cycles, an uncontended header advances one hop per cycle, zero-load latency M + hops; "
      "4stage: RC, VA, SA, ST one cycle each, zero-load latency M + 5 hops + 4); the *-delay options override "
      "single stages").c_str())
    ("route-delay", po::value<int>()->value_name("CYCLES"), "route computation (RC) latency, cycles >= 0")
    ("vc-alloc-delay", po::value<int>()->value_name("CYCLES"), "virtual-channel allocation (VA) latency, cycles >= 0")
    ("sw-alloc-delay", po::value<int>()->value_name("CYCLES"), "switch allocation (SA) latency, cycles >= 0")
    ("xbar-delay", po::value<int>()->value_name("CYCLES"), "switch traversal (ST) latency, cycles >= 0")
    ("credit-delay", po::value<int>()->default_value(1)->value_name("CYCLES"),
     "cycles for a credit to reach the upstream router: >= 1")
    ("vc-release", po::value<std::string>()->default_value("tail-credit")->value_name("WHEN"),
     ("when an output VC may be given to the next message: " + choice_words(release_choices()) +
      " (tail-credit: once the tail's buffer slot is credited back, the VC empty, atomic allocation; tail-sent: once "
      "the tail left this router, allowed with dor only since it can deadlock Duato's routing)").c_str())
    ("arbiter", po::value<std::string>()->default_value("round-robin")->value_name("KIND"),
     ("arbiters of the VC and switch allocators: " + choice_words(arbiter_choices())).c_str())
    ("ejection", po::value<std::string>()->default_value("unlimited")->value_name("KIND"),
     ("ejection port: " + choice_words(ejection_choices()) +
      " (unlimited: never blocks, as the models assume; 1: one flit per cycle)").c_str())
    ("injection", po::value<std::string>()->default_value("parallel")->value_name("KIND"),
     ("injection from the PE: " + choice_words(injection_choices()) +
      " (parallel: one 1-flit/cycle channel per VC, V messages enter at once, as the models assume; shared: one "
      "channel whose V VCs interleave, as in most routers)").c_str())
    ("link", po::value<std::string>()->default_value("pipelined")->value_name("KIND"),
     ("link kind: " + choice_words(link_choices()) +
      " (pipelined: one flit per cycle, wire-delay flits in flight; nonpipelined: next flit after the previous "
      "arrived; thesis: a flit occupies the channel t_c cycles plus a switch time t_s, from --channel-time and "
      "--switch-time, spec 03 §3.9)").c_str())
    ("wire-delay", po::value<std::string>()->default_value("1")->value_name("D[,D...]"),
     "wire delay in cycles, one value or one per dimension (e.g. 1,1,3): integers >= 1");
  table.add_group(group);
}

void read_router_options(const po::variables_map& values, const NetworkSpec& spec, rtl::RouterConfig& router,
                         rtl::LinkConfig& links) {
  router.buffer_depth = values["buffer-depth"].as<int>();
  require_at_least("buffer-depth", router.buffer_depth, 1);
  router.preset = parse_choice("pipeline", values["pipeline"].as<std::string>(), pipeline_choices());
  router.delays = rtl::delays_for(router.preset);
  bool changed = false;
  read_delay(values, "route-delay", router.delays.route, 0, changed);
  read_delay(values, "vc-alloc-delay", router.delays.vc_alloc, 0, changed);
  read_delay(values, "sw-alloc-delay", router.delays.sw_alloc, 0, changed);
  read_delay(values, "xbar-delay", router.delays.crossbar, 0, changed);
  if (changed) router.preset = rtl::PipelinePreset::custom;
  router.delays.credit = values["credit-delay"].as<int>();
  require_at_least("credit-delay", router.delays.credit, 1);
  router.vc_release = parse_choice("vc-release", values["vc-release"].as<std::string>(), release_choices());
  router.arbiter = parse_choice("arbiter", values["arbiter"].as<std::string>(), arbiter_choices());
  router.ejection = parse_choice("ejection", values["ejection"].as<std::string>(), ejection_choices());
  router.injection = parse_choice("injection", values["injection"].as<std::string>(), injection_choices());

  links.kind = parse_choice("link", values["link"].as<std::string>(), link_choices());
  links.wire_delay = parse_wire_delays(values["wire-delay"].as<std::string>(), spec.n);
  if (links.kind == rtl::LinkKind::thesis) {
    links.mu = whole_cycles("channel-time", spec.channel_time, 1);
    links.switch_time = whole_cycles("switch-time", spec.switch_time, 0);
  } else if (spec.channel_time != 1.0 || spec.switch_time != 0.0) {
    // Those options retime the models; a simulation must be timed the same way to compare.
    throw UsageError(std::string("--") + (spec.channel_time != 1.0 ? "channel-time" : "switch-time") +
                     " is not allowed with --link " + values["link"].as<std::string>() +
                     "; the simulator applies t_c and t_s only with --link thesis");
  }
}

}  // namespace kncube::cli
