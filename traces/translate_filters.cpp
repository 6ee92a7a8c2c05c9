#include "traces/translate_filters.h"

#include <fstream>

#include "analytical/vocabulary/write_error.h"
#include "rtl_models/circuit/circuit.h"
#include "traces/signal_codes.h"

namespace kncube::traces {

namespace {

// What GTKWave prints for "none": a dash keeps idle rows quiet next to the busy ones.
constexpr const char* kNoneShown = "-";

std::vector<std::pair<std::string, std::string>> numbered(const std::vector<std::string>& names) {
  std::vector<std::pair<std::string, std::string>> lines{{std::to_string(kNone), kNoneShown}};
  for (std::size_t p = 0; p < names.size(); ++p) lines.emplace_back(std::to_string(p), names[p]);
  return lines;
}

TranslateFilter filter(const std::string& stem, SignalMeaning meaning,
                       std::vector<std::pair<std::string, std::string>> names) {
  return TranslateFilter{meaning, stem + "." + meaning_name(meaning) + ".txt", std::move(names)};
}

}  // namespace

const char* meaning_name(SignalMeaning meaning) {
  switch (meaning) {
    case SignalMeaning::count: return "count";
    case SignalMeaning::id: return "id";
    case SignalMeaning::flit_kind: return "flit_kind";
    case SignalMeaning::vc_state: return "vc_state";
    case SignalMeaning::input_port: return "input_port";
    case SignalMeaning::output_port: return "output_port";
    case SignalMeaning::circuit_phase: return "circuit_phase";
  }
  return "?";
}

std::vector<TranslateFilter> router_translate_filters(const std::string& stem,
                                                      const std::vector<std::string>& input_names,
                                                      const std::vector<std::string>& output_names) {
  std::vector<std::pair<std::string, std::string>> kinds{{std::to_string(kNone), kNoneShown}};
  for (rtl::FlitKind kind : {rtl::FlitKind::head, rtl::FlitKind::body, rtl::FlitKind::tail, rtl::FlitKind::head_tail})
    kinds.emplace_back(std::to_string(kind_code(kind)), kind_name(kind));
  std::vector<std::pair<std::string, std::string>> states;
  for (rtl::VcState state : {rtl::VcState::idle, rtl::VcState::routing, rtl::VcState::vc_alloc, rtl::VcState::active})
    states.emplace_back(std::to_string(state_code(state)), rtl::to_string(state));
  return {filter(stem, SignalMeaning::id, {{std::to_string(kNone), kNoneShown}}),
          filter(stem, SignalMeaning::flit_kind, std::move(kinds)),
          filter(stem, SignalMeaning::vc_state, std::move(states)),
          filter(stem, SignalMeaning::input_port, numbered(input_names)),
          filter(stem, SignalMeaning::output_port, numbered(output_names))};
}

std::vector<TranslateFilter> circuit_translate_filters(const std::string& stem) {
  // In rtl::CircuitPhase's order (circuit_node_probe.cpp traces the enum's value).
  static_assert(static_cast<int>(rtl::CircuitPhase::idle) == 0 && static_cast<int>(rtl::CircuitPhase::transferring) == 4,
                "the circuit phase names follow CircuitPhase's order");
  return {filter(stem, SignalMeaning::id, {{std::to_string(kNone), kNoneShown}}),
          filter(stem, SignalMeaning::circuit_phase,
                 {{"0", "idle"}, {"1", "probing"}, {"2", "backtracking"}, {"3", "acknowledging"}, {"4", "transferring"}})};
}

std::string save_file_stem(const std::string& gtkw_path) {
  const std::string suffix = ".gtkw";
  const bool has_suffix =
      gtkw_path.size() > suffix.size() && gtkw_path.compare(gtkw_path.size() - suffix.size(), suffix.size(), suffix) == 0;
  return has_suffix ? gtkw_path.substr(0, gtkw_path.size() - suffix.size()) : gtkw_path;
}

std::string translate_filter_text(const TranslateFilter& filter) {
  std::string text = std::string("# GTKWave translate filter written by kncube run --trace: ") + meaning_name(filter.meaning) +
                     " codes\n";
  for (const auto& [value, name] : filter.names) text += value + " " + name + "\n";
  return text;
}

void write_translate_filters(const std::vector<TranslateFilter>& filters) {
  for (const TranslateFilter& f : filters) {
    std::ofstream out(f.path);
    if (!out) throw WriteError(f.path);
    out << translate_filter_text(f);
    out.close();
    if (!out) throw WriteError(f.path);
  }
}

}  // namespace kncube::traces
