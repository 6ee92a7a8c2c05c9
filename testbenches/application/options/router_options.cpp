#include "testbenches/application/options/router_options.h"

#include <cmath>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "rtl_models/network_config.h"
#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/value_checks.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

// Whether a dateline rule means something on the topology: the torus's rings. Meshes and hypercubes
// have none, and graph networks (tm and xftm among them) route by tables with an up*/down* escape
// layer (on tm and xftm --dateline was measured to change nothing but the report's label).
bool uses_datelines(Topology topology) { return topology == Topology::torus; }

ChoiceList<rtl::RouterPreset> router_choices() {
  return {{"model", rtl::RouterPreset::model}, {"booksim", rtl::RouterPreset::booksim}};
}
ChoiceList<rtl::PipelinePreset> pipeline_choices() {
  return {{"ideal", rtl::PipelinePreset::ideal}, {"4stage", rtl::PipelinePreset::four_stage}};
}
ChoiceList<rtl::VcRelease> release_choices() {
  return {{"tail-credit", rtl::VcRelease::tail_credit}, {"tail-sent", rtl::VcRelease::tail_sent}};
}
ChoiceList<rtl::ArbiterKind> arbiter_choices() {
  return {{"round-robin", rtl::ArbiterKind::round_robin}, {"matrix", rtl::ArbiterKind::matrix}};
}
ChoiceList<rtl::AllocatorKind> allocator_choices() {
  return {{"separable", rtl::AllocatorKind::separable}, {"islip", rtl::AllocatorKind::islip}};
}
ChoiceList<rtl::EjectionKind> ejection_choices() {
  return {{"unlimited", rtl::EjectionKind::unlimited}, {"1", rtl::EjectionKind::single_port}};
}
ChoiceList<rtl::InjectionKind> injection_choices() {
  return {{"parallel", rtl::InjectionKind::parallel}, {"shared", rtl::InjectionKind::shared}, {"serial", rtl::InjectionKind::serial}};
}
ChoiceList<rtl::InjectionLimit> limit_choices() {
  return {{"none", rtl::InjectionLimit::none}, {"alo", rtl::InjectionLimit::alo}};
}
ChoiceList<bool> on_off_choices() { return {{"off", false}, {"on", true}}; }
ChoiceList<rtl::DatelineRule> dateline_choices() {
  return {{"per-hop", rtl::DatelineRule::per_hop}, {"per-dimension", rtl::DatelineRule::per_dimension}};
}
ChoiceList<rtl::DimensionOrder> order_choices() {
  return {{"descending", rtl::DimensionOrder::descending}, {"ascending", rtl::DimensionOrder::ascending}};
}
ChoiceList<rtl::LinkKind> link_choices() {
  return {{"pipelined", rtl::LinkKind::pipelined}, {"nonpipelined", rtl::LinkKind::nonpipelined}, {"thesis", rtl::LinkKind::thesis}};
}

// The default of an option set by --router: "(default: model A, booksim B)", for --help.
std::string preset_default(const std::string& model, const std::string& booksim) {
  return " (default: " + model + " with --router model, " + booksim + " with --router booksim)";
}

// An option the preset sets unless it is given.
template <class T>
void read_choice(const po::variables_map& values, const char* option, const ChoiceList<T>& choices, T& field) {
  if (given(values, option)) field = parse_choice(option, values[option].as<std::string>(), choices);
}

// A stage delay: the preset's value unless the option is given.
void read_delay(const po::variables_map& values, const char* option, int& delay, bool& changed) {
  if (!given(values, option)) return;
  delay = values[option].as<int>();
  changed = true;
}

// The delays as typed: the ranges of the values and their count against n are rtl::validate's.
std::vector<int> parse_wire_delays(const std::string& text) {
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
    delays.push_back(value);
  }
  // getline drops a trailing empty field ("1,"): refused as "1,,2" is.
  if (delays.empty() || text.back() == ',')
    throw UsageError::not_allowed("wire-delay", text, "an integer number of cycles >= 1, or one per dimension separated by commas");
  return delays;
}

// Thesis-mode link times are whole cycles in the simulator (spec 03 A13); how many is
// rtl::validate's business, whether the number is whole (and fits the simulator's int) is the
// reading's.
int whole_cycles(const char* option, double value, int minimum) {
  if (std::floor(value) != value || !(std::fabs(value) <= std::numeric_limits<int>::max()))
    throw UsageError::not_allowed(option, shown(value), rtl::thesis_cycles_allowed(minimum));
  return static_cast<int>(value);
}

}  // namespace

void add_router_options(OptionTable& table) {
  const rtl::RouterConfig model = rtl::router_preset(rtl::RouterPreset::model);
  const rtl::RouterConfig booksim = rtl::router_preset(rtl::RouterPreset::booksim);
  const auto number = [](int value) { return std::to_string(value); };
  po::options_description group = option_group("Router and links (simulation)");
  group.add_options()
    ("router", po::value<std::string>()->default_value("model")->value_name("PRESET"),
     ("router micro-architecture preset: " + choice_words(router_choices()) +
      " (model: what the analytical models assume, for co-verification; booksim: BookSim2's input-queued router "
      "with its default timing, for design evaluation: 8-flit buffers, 4stage pipeline, credits in 2 cycles, "
      "VC release on tail sent, iSLIP allocators, serial injection with 2-cycle injection and 1-cycle ejection "
      "channels, 1-flit ejection, dateline classes per dimension, dimension 0 first; zero-load latency "
      "5 hops + 6 + M; plus injection limitation alo, which BookSim lacks: it holds no dimension-order message back "
      "and keeps adaptive routing from collapsing past saturation). Every option below that names a default per "
      "preset overrides the preset when given").c_str())
    ("buffer-depth", po::value<int>()->value_name("FLITS"),
     ("flits per VC buffer: an integer from 1 to 65536 (full throughput needs depth >= router latency + wire delay + credit delay)" +
      preset_default(number(model.buffer_depth), number(booksim.buffer_depth))).c_str())
    ("pipeline", po::value<std::string>()->value_name("PRESET"),
     ("router pipeline preset: " + choice_words(pipeline_choices()) +
      " (ideal: every stage 0 cycles, an uncontended header advances one hop per cycle, zero-load latency M + hops; "
      "4stage: RC, VA, SA, ST one cycle each, zero-load latency M + 5 hops + 4 with the model's terminal channels); "
      "the *-delay options override single stages" + preset_default(rtl::to_string(model.preset), rtl::to_string(booksim.preset))).c_str())
    ("route-delay", po::value<int>()->value_name("CYCLES"), "route computation (RC) latency, cycles: 0 to 1000")
    ("vc-alloc-delay", po::value<int>()->value_name("CYCLES"), "virtual-channel allocation (VA) latency, cycles: 0 to 1000")
    ("sw-alloc-delay", po::value<int>()->value_name("CYCLES"), "switch allocation (SA) latency, cycles: 0 to 1000")
    ("xbar-delay", po::value<int>()->value_name("CYCLES"), "switch traversal (ST) latency, cycles: 0 to 1000")
    ("credit-delay", po::value<int>()->value_name("CYCLES"),
     ("cycles for a credit to reach the upstream router after its flit left the buffer: 1 to 1000" +
      preset_default(number(model.delays.credit), number(booksim.delays.credit))).c_str())
    ("vc-release", po::value<std::string>()->value_name("WHEN"),
     ("when an output VC may be given to the next message: " + choice_words(release_choices()) +
      " (tail-credit: once the tail's buffer slot is credited back, the VC empty, atomic allocation; tail-sent: once "
      "the tail left this router, allowed with dor only since it can deadlock Duato's routing)" +
      preset_default(rtl::to_string(model.vc_release), rtl::to_string(booksim.vc_release))).c_str())
    ("arbiter", po::value<std::string>()->value_name("KIND"),
     ("arbiters of the VC and switch allocators: " + choice_words(arbiter_choices()) +
      preset_default(rtl::to_string(model.arbiter), rtl::to_string(booksim.arbiter))).c_str())
    ("vc-allocator", po::value<std::string>()->value_name("KIND"),
     ("VC allocator: " + choice_words(allocator_choices()) +
      " (separable: input-first, each waiting head asks for one free VC, Duato's random choice among adaptive VCs, "
      "round robin among deterministic ones; islip: one iSLIP iteration, each head asks for every free VC)" +
      preset_default(rtl::to_string(model.vc_allocator), rtl::to_string(booksim.vc_allocator))).c_str())
    ("sw-allocator", po::value<std::string>()->value_name("KIND"),
     ("switch allocator: " + choice_words(allocator_choices()) +
      " (separable: input-first, each input port asks for one output; islip: one iSLIP iteration, each input "
      "port asks for every output one of its VCs can go to)" +
      preset_default(rtl::to_string(model.sw_allocator), rtl::to_string(booksim.sw_allocator))).c_str())
    ("ejection", po::value<std::string>()->value_name("KIND"),
     ("ejection port: " + choice_words(ejection_choices()) +
      " (unlimited: never blocks, as the models assume; 1: one flit per cycle, with V VCs the VC allocator gives "
      "out like any output's, so at most V messages eject at once)" +
      preset_default(rtl::to_string(model.ejection), rtl::to_string(booksim.ejection))).c_str())
    ("injection", po::value<std::string>()->value_name("KIND"),
     ("injection from the PE: " + choice_words(injection_choices()) +
      " (parallel: one 1-flit/cycle channel per VC, V messages enter at once, as the models assume; shared: one "
      "channel whose V VCs interleave flit by flit; serial: one channel, one message at a time, its flits "
      "contiguous on one VC, as in BookSim)" +
      preset_default(rtl::to_string(model.injection), rtl::to_string(booksim.injection))).c_str())
    ("injection-limit", po::value<std::string>()->value_name("RULE"),
     ("when a message at its source router may ask for its first VC: " + choice_words(limit_choices()) +
      " (none: at once; alo: only when every output channel useful to it has a free VC it may use, adaptive where "
      "the routing offers any, or one of them has all its VCs free; this keeps adaptive routing's throughput from "
      "falling past saturation and never holds a dimension-order message back)" +
      preset_default(rtl::to_string(model.injection_limit), rtl::to_string(booksim.injection_limit))).c_str())
    ("transit-priority", po::value<std::string>()->value_name("WORD"),
     ("whether the VC and switch arbiters of an output serve requests from network inputs before those from the PE: " +
      choice_words(on_off_choices()) + " (on: a saturated network drains before new messages enter; it keeps a "
      "unidirectional torus's throughput from falling past saturation, and it is not BookSim's arbitration)" +
      preset_default("off", "off")).c_str())
    ("injection-latency", po::value<int>()->value_name("CYCLES"),
     ("cycles from a flit leaving the source queue to its arrival in the router's injection buffer: an integer "
      "from 1 to 1000" +
      preset_default(number(model.injection_latency), number(booksim.injection_latency))).c_str())
    ("ejection-latency", po::value<int>()->value_name("CYCLES"),
     ("cycles from a flit's switch traversal at its destination router to its delivery to the PE: an integer from "
      "0 to 1000" +
      preset_default(number(model.ejection_latency), number(booksim.ejection_latency))).c_str())
    ("dateline", po::value<std::string>()->value_name("RULE"),
     ("dateline classes of torus rings (dor, and Duato's escape VCs): " + choice_words(dateline_choices()) +
      " (per-hop: class 0 iff the current coordinate is below the destination's, re-derived at every hop, as the "
      "models assume; per-dimension: that class chosen on entering the dimension and kept while the message "
      "stays in it, as BookSim does, so both classes load every channel; on unidirectional rings both rules "
      "are the same)" + preset_default(rtl::to_string(model.dateline), rtl::to_string(booksim.dateline))).c_str())
    ("dimension-order", po::value<std::string>()->value_name("ORDER"),
     ("order in which dor and Duato's escape layer resolve dimensions: " + choice_words(order_choices()) +
      " (descending: highest dimension first, as the models; ascending: x first, as BookSim)" +
      preset_default(rtl::to_string(model.dimension_order), rtl::to_string(booksim.dimension_order))).c_str())
    ("link", po::value<std::string>()->default_value("pipelined")->value_name("KIND"),
     ("link kind: " + choice_words(link_choices()) +
      " (pipelined: one flit per cycle, wire-delay flits in flight; nonpipelined: next flit after the previous "
      "arrived; thesis: a flit occupies the channel t_c cycles plus a switch time t_s, from --channel-time and "
      "--switch-time, spec 03 §3.9)").c_str())
    ("wire-delay", po::value<std::string>()->default_value("1")->value_name("D[,D...]"),
     "wire delay in cycles, one value or one per dimension (e.g. 1,1,3): integers from 1 to 100000");
  table.add_group(group);
}

void read_router_options(const po::variables_map& values, const NetworkSpec& spec, rtl::RouterConfig& router,
                         rtl::LinkConfig& links) {
  const std::string preset_word = values["router"].as<std::string>();
  const rtl::RouterPreset preset = parse_choice("router", preset_word, router_choices());
  router = rtl::router_preset(preset);
  if (given(values, "buffer-depth")) router.buffer_depth = values["buffer-depth"].as<int>();
  if (given(values, "pipeline")) {
    router.preset = parse_choice("pipeline", values["pipeline"].as<std::string>(), pipeline_choices());
    const rtl::PipelineDelays stages = rtl::delays_for(router.preset);
    router.delays.route = stages.route;
    router.delays.vc_alloc = stages.vc_alloc;
    router.delays.sw_alloc = stages.sw_alloc;
    router.delays.crossbar = stages.crossbar;
  }
  bool changed = false;
  read_delay(values, "route-delay", router.delays.route, changed);
  read_delay(values, "vc-alloc-delay", router.delays.vc_alloc, changed);
  read_delay(values, "sw-alloc-delay", router.delays.sw_alloc, changed);
  read_delay(values, "xbar-delay", router.delays.crossbar, changed);
  if (changed) router.preset = rtl::PipelinePreset::custom;
  if (given(values, "credit-delay")) router.delays.credit = values["credit-delay"].as<int>();
  const bool release_given = given(values, "vc-release");
  read_choice(values, "vc-release", release_choices(), router.vc_release);
  read_choice(values, "arbiter", arbiter_choices(), router.arbiter);
  read_choice(values, "vc-allocator", allocator_choices(), router.vc_allocator);
  read_choice(values, "sw-allocator", allocator_choices(), router.sw_allocator);
  read_choice(values, "ejection", ejection_choices(), router.ejection);
  read_choice(values, "injection", injection_choices(), router.injection);
  read_choice(values, "injection-limit", limit_choices(), router.injection_limit);
  read_choice(values, "transit-priority", on_off_choices(), router.transit_priority);
  if (given(values, "injection-latency")) router.injection_latency = values["injection-latency"].as<int>();
  if (given(values, "ejection-latency")) router.ejection_latency = values["ejection-latency"].as<int>();
  read_choice(values, "dateline", dateline_choices(), router.dateline);
  read_choice(values, "dimension-order", order_choices(), router.dimension_order);
  // Choices that exist only on some networks are refused where they would change nothing.
  const std::string topology_word = values["topology"].as<std::string>();
  if (given(values, "dateline") && !uses_datelines(spec.topology))
    throw UsageError("--dateline is not allowed with --topology " + topology_word +
                     ": it chooses the dateline classes of a torus's rings, which this network's routing does not use");
  if (given(values, "dimension-order") && spec.topology == Topology::graph)
    throw UsageError("--dimension-order is not allowed with --topology graph: a graph network routes by its own "
                     "up*/down* or shortest-path tables, not by dimensions");

  links.kind = parse_choice("link", values["link"].as<std::string>(), link_choices());
  links.wire_delay = parse_wire_delays(values["wire-delay"].as<std::string>());
  if (preset != rtl::RouterPreset::model) {
    // What the preset cannot be combined with, unless the user took the conflicting choice over.
    if (spec.routing == Routing::duato && !release_given)
      throw UsageError("--routing: duato is not allowed with --router " + preset_word +
                       ", whose VC release on tail sent can deadlock Duato's escape VCs; use --routing dor, or "
                       "add --vc-release tail-credit to run Duato's routing on this router");
    if (links.kind == rtl::LinkKind::thesis)
      throw UsageError("--link: thesis is not allowed with --router " + preset_word +
                       "; thesis links replace the router's pipeline timing by the models' t_c + t_s "
                       "(use --router model)");
  }
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

void write_router_options(const rtl::RouterConfig& router, const rtl::LinkConfig& links, Topology topology, Emit emit,
                          OptionList& out) {
  const rtl::RouterConfig base = rtl::router_preset(router.base);
  emit_option(out, emit, "router", router.base, rtl::RouterPreset::model, choice_word(router.base, router_choices()));
  emit_option(out, emit, "buffer-depth", router.buffer_depth, base.buffer_depth, std::to_string(router.buffer_depth));
  if (router.preset == rtl::PipelinePreset::custom) {
    out.emplace_back("route-delay", std::to_string(router.delays.route));
    out.emplace_back("vc-alloc-delay", std::to_string(router.delays.vc_alloc));
    out.emplace_back("sw-alloc-delay", std::to_string(router.delays.sw_alloc));
    out.emplace_back("xbar-delay", std::to_string(router.delays.crossbar));
  } else {
    emit_option(out, emit, "pipeline", router.preset, base.preset, choice_word(router.preset, pipeline_choices()));
  }
  emit_option(out, emit, "credit-delay", router.delays.credit, base.delays.credit, std::to_string(router.delays.credit));
  emit_option(out, emit, "vc-release", router.vc_release, base.vc_release, choice_word(router.vc_release, release_choices()));
  emit_option(out, emit, "arbiter", router.arbiter, base.arbiter, choice_word(router.arbiter, arbiter_choices()));
  emit_option(out, emit, "vc-allocator", router.vc_allocator, base.vc_allocator, choice_word(router.vc_allocator, allocator_choices()));
  emit_option(out, emit, "sw-allocator", router.sw_allocator, base.sw_allocator, choice_word(router.sw_allocator, allocator_choices()));
  emit_option(out, emit, "ejection", router.ejection, base.ejection, choice_word(router.ejection, ejection_choices()));
  emit_option(out, emit, "injection", router.injection, base.injection, choice_word(router.injection, injection_choices()));
  emit_option(out, emit, "injection-limit", router.injection_limit, base.injection_limit,
              choice_word(router.injection_limit, limit_choices()));
  emit_option(out, emit, "transit-priority", router.transit_priority, base.transit_priority,
              choice_word(router.transit_priority, on_off_choices()));
  emit_option(out, emit, "injection-latency", router.injection_latency, base.injection_latency, std::to_string(router.injection_latency));
  emit_option(out, emit, "ejection-latency", router.ejection_latency, base.ejection_latency, std::to_string(router.ejection_latency));
  // Not written where read_router_options refuses them (they would change nothing there).
  if (uses_datelines(topology))
    emit_option(out, emit, "dateline", router.dateline, base.dateline, choice_word(router.dateline, dateline_choices()));
  if (topology != Topology::graph)
    emit_option(out, emit, "dimension-order", router.dimension_order, base.dimension_order,
                choice_word(router.dimension_order, order_choices()));
  const rtl::LinkConfig default_links;
  emit_option(out, emit, "link", links.kind, default_links.kind, choice_word(links.kind, link_choices()));
  std::string delays;
  for (const int d : links.wire_delay) delays += (delays.empty() ? "" : ",") + std::to_string(d);
  emit_option(out, emit, "wire-delay", links.wire_delay, default_links.wire_delay, delays);
}

}  // namespace kncube::cli
