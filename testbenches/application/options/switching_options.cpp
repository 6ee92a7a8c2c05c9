#include "testbenches/application/options/switching_options.h"

#include <string>
#include <utility>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

ChoiceList<Switching> switching_choices() { return {{"wormhole", Switching::wormhole}, {"circuit", Switching::circuit}}; }

// Options of the wormhole router and what observes it: a circuit-switched network has none of
// these parts (spec 04 B.1 fixes its timing), so they are refused rather than ignored.
const char* const wormhole_options[] = {
    "routing", "router",          "pipeline",         "route-delay",       "vc-alloc-delay", "sw-alloc-delay", "xbar-delay",
    "credit-delay",    "vc-release",       "arbiter",           "vc-allocator",   "sw-allocator",   "ejection",
    "injection",       "injection-limit",  "transit-priority",  "injection-latency", "ejection-latency", "dateline",
    "dimension-order", "link",             "wire-delay",        "channel-time",   "switch-time",    "vc-occupancy",
    "log-messages",    "log-file",         "trace-message"};

}  // namespace

void add_switching_options(OptionTable& table) {
  po::options_description group = option_group("Switching");
  group.add_options()
    ("switching", po::value<std::string>()->default_value("wormhole")->value_name("WORD"),
     ("switching technique: " + choice_words(switching_choices()) +
      " (wormhole: the router of the other options; circuit: spec 04 B.1 on hypercubes, a routing probe reserves a "
      "free VC on any profitable channel hop by hop, backtracks and retries when blocked, an acknowledgement returns, "
      "then the message is pipelined over the circuit, whose VCs share each channel flit by flit; --vcs V per channel "
      "and V injection VCs per node; --buffer-depth per circuit VC, at least 2)").c_str());
  table.add_group(group);
}

void read_switching_options(const po::variables_map& values, NetworkSpec& spec) {
  spec.switching = parse_choice("switching", values["switching"].as<std::string>(), switching_choices());
  if (spec.switching == Switching::circuit && spec.topology != Topology::hypercube)
    throw UsageError::not_allowed("switching", "circuit",
                                  "circuit switching on --topology hypercube only (got --topology " +
                                      std::string(to_string(spec.topology)) + "); wormhole on every topology");
  if (spec.switching != Switching::circuit) return;
  for (const char* option : wormhole_options)
    if (given(values, option))
      throw UsageError("--" + std::string(option) + " is not allowed with --switching circuit; it configures the wormhole "
                       "router (probes route circuits over any profitable channel and a circuit moves one flit per channel "
                       "and cycle, spec 04 B.1; --buffer-depth sets its VC buffers)");
}

void drop_wormhole_options(const NetworkSpec& spec, OptionList& out) {
  if (spec.switching != Switching::circuit) return;
  OptionList kept;
  for (auto& option : out) {
    bool wormhole = false;
    for (const char* name : wormhole_options) wormhole = wormhole || option.first == name;
    if (!wormhole) kept.push_back(std::move(option));
  }
  out.swap(kept);
}

void write_switching_options(const NetworkSpec& spec, Emit emit, OptionList& out) {
  emit_option(out, emit, "switching", spec.switching, NetworkSpec{}.switching, choice_word(spec.switching, switching_choices()));
}

}  // namespace kncube::cli
