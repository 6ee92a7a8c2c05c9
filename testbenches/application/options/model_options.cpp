#include "testbenches/application/options/model_options.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "testbenches/application/options/choice.h"
#include "testbenches/application/options/usage_error.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/value_checks.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::cli {

namespace po = boost::program_options;
using analytical::ChannelDistance;
using analytical::HopIndex;
using analytical::PermutationHops;

namespace {

ChoiceList<HopIndex> hop_index_choices() { return {{"before", HopIndex::before_hop}, {"after", HopIndex::after_hop}}; }
ChoiceList<int> escape_weight_choices() { return {{"2", 2}, {"1", 1}}; }
ChoiceList<ChannelDistance> channel_distance_choices() {
  return {{"agarwal", ChannelDistance::agarwal}, {"exact", ChannelDistance::exact}};
}
ChoiceList<bool> hotspot_index_choices() { return {{"literal", false}, {"shifted", true}}; }
ChoiceList<bool> off_on_choices() { return {{"off", false}, {"on", true}}; }
ChoiceList<bool> on_off_choices() { return {{"on", true}, {"off", false}}; }
ChoiceList<analytical::RetryStreams> retry_choices() {
  return {{"indep", analytical::RetryStreams::indep}, {"scale", analytical::RetryStreams::scale}};
}
ChoiceList<analytical::ChannelHolding> hold_choices() {
  return {{"phys", analytical::ChannelHolding::phys}, {"T", analytical::ChannelHolding::service_time}};
}
ChoiceList<PermutationHops> permutation_hops_choices() {
  return {{"thesis", PermutationHops::thesis}, {"exact", PermutationHops::exact}};
}

std::string joined(const std::vector<std::string>& names) {
  std::string text;
  for (const auto& name : names) text += (text.empty() ? "" : ", ") + name;
  return text.empty() ? "none (no model is built in)" : text;
}

// Each switch defaults to its first choice, the spec's normative resolution.
template <class T>
po::typed_value<std::string>* choice_value(const ChoiceList<T>& choices) {
  return po::value<std::string>()->default_value(choices.front().word)->value_name("WORD");
}

bool contains(const std::vector<analytical::Switch>& switches, analytical::Switch which) {
  return std::find(switches.begin(), switches.end(), which) != switches.end();
}

// Each switch's option.
const std::pair<const char*, analytical::Switch> kSwitchOptions[] = {
    {"hop-index", analytical::Switch::hop_index},         {"escape-weight", analytical::Switch::escape_weight},
    {"channel-distance", analytical::Switch::channel_distance}, {"hotspot-index", analytical::Switch::hotspot_shift},
    {"hotspot-away", analytical::Switch::hotspot_away},   {"permutation-hops", analytical::Switch::permutation_hops},
    {"lattice-scale", analytical::Switch::lattice_scale}, {"retry", analytical::Switch::retry},
    {"hold", analytical::Switch::hold}};

// The option that sets `which`, from the table above (the writer and the refusal name it alike).
const char* switch_option(analytical::Switch which) {
  for (const auto& [option, each] : kSwitchOptions)
    if (each == which) return option;
  throw std::logic_error("a model switch without an option");
}

}  // namespace

void add_model_options(OptionTable& table, const analytical::ModelCatalog& catalog) {
  po::options_description group = option_group("Model (alternatives are the specs' documented ambiguities; defaults are normative)");
  group.add_options()
    ("model", po::value<std::string>()->value_name("NAME"),
     ("analytical model: " + joined(catalog.names()) + "; default: the first of these that applies").c_str())
    ("hop-index", choice_value(hop_index_choices()),
     ("spec 01 A1, the j-th hop is requested after j-1 hops (before) or after j hops (after): " +
      choice_words(hop_index_choices())).c_str())
    ("escape-weight", choice_value(escape_weight_choices()),
     ("spec 01 A3, weight of P_{V-1} in P_a&d: " + choice_words(escape_weight_choices()) + "; 2 is the thesis").c_str())
    ("channel-distance", choice_value(channel_distance_choices()),
     ("spec 01 A4, mean distance for the channel rate: " + choice_words(channel_distance_choices()) +
      " (Agarwal's n*kbar or the exact mean)").c_str())
    ("hotspot-index", choice_value(hotspot_index_choices()),
     ("spec 02 A-5, hot-spot index l+i-j (literal) or l+i-j+1 (shifted): " + choice_words(hotspot_index_choices())).c_str())
    ("hotspot-away", choice_value(off_on_choices()),
     ("spec 02 A-11, add the channels leading away from the hot spot: " + choice_words(off_on_choices())).c_str())
    ("permutation-hops", choice_value(permutation_hops_choices()),
     ("spec 02 A-10, hops per differing digit of a permutation message: " + choice_words(permutation_hops_choices())).c_str())
    ("lattice-scale", choice_value(on_off_choices()),
     ("spec 02 A-8, scale lattice blocking to the real mean distance: " + choice_words(on_off_choices())).c_str())
    ("retry", choice_value(retry_choices()),
     ("spec 04 M6, circuit-mmpp: the retry streams of a source component as independent (exact second-order match) "
      "or scaled with the original bursts: " + choice_words(retry_choices())).c_str())
    ("hold", choice_value(hold_choices()),
     ("spec 04 M8, circuit-mmpp: how long a reservation holds a channel VC, from the circuit timing (phys) or the "
      "network service time T-bar (T): " + choice_words(hold_choices())).c_str());
  table.add_group(group);
}

ModelSelection read_model_options(const po::variables_map& values, const analytical::ModelCatalog& catalog) {
  ModelSelection selection;
  if (values.count("model")) {
    selection.name = values["model"].as<std::string>();
    if (catalog.find(selection.name) == nullptr)
      throw UsageError::not_allowed("model", selection.name, "one of " + joined(catalog.names()));
  }
  analytical::ModelSwitches& switches = selection.switches;
  switches.hop_index = parse_choice("hop-index", values["hop-index"].as<std::string>(), hop_index_choices());
  switches.escape_weight = parse_choice("escape-weight", values["escape-weight"].as<std::string>(), escape_weight_choices());
  switches.channel_distance =
      parse_choice("channel-distance", values["channel-distance"].as<std::string>(), channel_distance_choices());
  switches.hotspot_shift = parse_choice("hotspot-index", values["hotspot-index"].as<std::string>(), hotspot_index_choices());
  switches.hotspot_away = parse_choice("hotspot-away", values["hotspot-away"].as<std::string>(), off_on_choices());
  switches.permutation_hops =
      parse_choice("permutation-hops", values["permutation-hops"].as<std::string>(), permutation_hops_choices());
  switches.lattice_scale = parse_choice("lattice-scale", values["lattice-scale"].as<std::string>(), on_off_choices());
  switches.retry = parse_choice("retry", values["retry"].as<std::string>(), retry_choices());
  switches.hold = parse_choice("hold", values["hold"].as<std::string>(), hold_choices());
  return selection;
}

void write_model_options(const ModelSelection& selection, const std::vector<analytical::Switch>& read, Emit emit,
                         OptionList& out) {
  const analytical::ModelSwitches defaults;
  const analytical::ModelSwitches& s = selection.switches;
  if (!selection.name.empty()) out.emplace_back("model", selection.name);
  // Only the switches the evaluated models read: reading the others back is refused.
  using analytical::Switch;
  const auto emit_switch = [&](Switch which, const auto& value, const auto& fallback, const auto& choices) {
    if (contains(read, which)) emit_option(out, emit, switch_option(which), value, fallback, choice_word(value, choices));
  };
  emit_switch(Switch::hop_index, s.hop_index, defaults.hop_index, hop_index_choices());
  emit_switch(Switch::escape_weight, s.escape_weight, defaults.escape_weight, escape_weight_choices());
  emit_switch(Switch::channel_distance, s.channel_distance, defaults.channel_distance, channel_distance_choices());
  emit_switch(Switch::hotspot_shift, s.hotspot_shift, defaults.hotspot_shift, hotspot_index_choices());
  emit_switch(Switch::hotspot_away, s.hotspot_away, defaults.hotspot_away, off_on_choices());
  emit_switch(Switch::permutation_hops, s.permutation_hops, defaults.permutation_hops, permutation_hops_choices());
  emit_switch(Switch::lattice_scale, s.lattice_scale, defaults.lattice_scale, on_off_choices());
  emit_switch(Switch::retry, s.retry, defaults.retry, retry_choices());
  emit_switch(Switch::hold, s.hold, defaults.hold, hold_choices());
}

std::vector<analytical::Switch> refuse_unread_switches(const po::variables_map& values,
                                                       const std::vector<const analytical::LatencyModel*>& models,
                                                       const analytical::ModelCatalog& catalog) {
  std::vector<analytical::Switch> read;
  for (const analytical::LatencyModel* model : models)
    for (const analytical::Switch which : model->switches_read())
      if (!contains(read, which)) read.push_back(which);
  for (const auto& [option, which] : kSwitchOptions) {
    if (!given(values, option) || contains(read, which)) continue;
    std::string evaluated, readers;
    for (const analytical::LatencyModel* model : models) evaluated += (evaluated.empty() ? "" : ", ") + std::string(model->name());
    for (const auto& model : catalog.all())
      if (contains(model->switches_read(), which)) readers += (readers.empty() ? "" : ", ") + std::string(model->name());
    throw UsageError("--" + std::string(option) + " is not allowed here: " +
                     (evaluated.empty() ? std::string("no model applies to this network, so none reads it")
                                        : "the model evaluated (" + evaluated + ") does not read it") +
                     ", and it would change nothing; it is a switch of " + readers);
  }
  return read;
}

}  // namespace kncube::cli
