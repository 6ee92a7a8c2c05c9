#include "traces/gtkw_writer.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>

#include "analytical/vocabulary/write_error.h"

namespace kncube::traces {

namespace {

// Trace flags of the save format: bit 3 binary, 2 decimal, 5 right-justified, 10 signed,
// 9 blank (comment rows and group markers), 12 collapsed, 13 translated by a filter file,
// 22 group closed, 23 group begins, 24 group ends.
constexpr unsigned kBinary = 1u << 3;
constexpr unsigned kFileFiltered = 1u << 13;
constexpr unsigned kDecimal = 1u << 2;
constexpr unsigned kRightJustify = 1u << 5;
constexpr unsigned kSigned = 1u << 10;
constexpr unsigned kBlank = 1u << 9;
constexpr unsigned kClosed = 1u << 22;
constexpr unsigned kCollapsed = 1u << 12;
constexpr unsigned kGroupBegin = 1u << 23;
constexpr unsigned kGroupEnd = 1u << 24;

// GTKWave keeps this many named markers (A..Z); the `*` line lists them all.
constexpr std::size_t kNamedMarkers = 26;

class SaveFile {
 public:
  SaveFile(std::ostream& out, const std::vector<TranslateFilter>& filters) : out_(out), filters_(filters) {}

  // Flags apply to every following row until the next flags line; group markers always get their own.
  void flags(unsigned value, bool always = false) {
    if (value == current_ && !always) return;
    out_ << '@' << std::hex << value << std::dec << '\n';
    current_ = value;
  }
  void signal(const TracedSignal& s) {
    const int filter = filter_index(s.meaning);
    flags(s.format == SignalFormat::bit ? kBinary | kRightJustify
                                        : kDecimal | kRightJustify | kSigned | (filter > 0 ? kFileFiltered : 0u));
    // The filter's number (1-based, GTKWave's slot) and file, before the trace it applies to.
    if (filter > 0)
      out_ << '^' << filter << ' '
           << std::filesystem::absolute(filters_[static_cast<std::size_t>(filter - 1)].path).string() << '\n';
    const std::string alias = gtkwave_alias(s);
    if (!alias.empty()) out_ << "+{" << alias << "} ";
    out_ << gtkwave_name(s) << '\n';
  }
  void comment(const std::string& text) {
    flags(kBlank);
    out_ << '-' << text << '\n';
  }
  void group(const SignalGroup& g) {
    flags(kGroupBegin | kBlank | (g.open ? 0u : kClosed), true);
    out_ << '-' << g.title << '\n';
    for (const TracedSignal& s : g.signals) signal(s);
    for (const SignalGroup& sub : g.groups) group(sub);
    // A folded group's end row is folded away too (GTKWave writes closed groups' ends this way).
    flags(kGroupEnd | kBlank | (g.open ? 0u : kClosed | kCollapsed), true);
    out_ << '-' << g.title << '\n';
  }

 private:
  int filter_index(SignalMeaning meaning) const {
    if (meaning == SignalMeaning::count) return 0;
    for (std::size_t i = 0; i < filters_.size(); ++i)
      if (filters_[i].meaning == meaning) return static_cast<int>(i) + 1;
    return 0;
  }

  std::ostream& out_;
  const std::vector<TranslateFilter>& filters_;
  unsigned current_ = 0;
};

// "A", "B", ...: GTKWave's names of its named markers.
char marker_letter(std::size_t index) { return static_cast<char>('A' + index); }

}  // namespace

std::string gtkwave_name(const TracedSignal& signal) {
  std::string name = std::string(kVcdTopScope) + "." + signal.name;
  if (signal.width > 1) name += "[" + std::to_string(signal.width - 1) + ":0]";
  return name;
}

std::string gtkwave_alias(const TracedSignal& signal) {
  // Drop "r5.in_xp." (the groups say it); nothing to shorten for top-level names.
  const auto router_end = signal.name.find('.');
  const auto port_end = router_end == std::string::npos ? router_end : signal.name.find('.', router_end + 1);
  if (port_end == std::string::npos) return "";
  std::string alias = signal.name.substr(port_end + 1);
  for (char& c : alias)
    if (c == '.') c = ' ';
  return alias;
}

double gtkwave_zoom(std::int64_t cycle_picoseconds) {
  // GTKWave draws a "frame" of 2^-zoom time units in 200 pixels (its pixelsperframe); measured
  // with getWindowStartTime/getWindowEndTime/getWaveWidth at several zooms and window sizes.
  constexpr double kPixelsPerFrame = 200.0;
  return -std::log2(kPixelsPerFrame * static_cast<double>(cycle_picoseconds) / kPixelsPerCycle);
}

void write_gtkw(std::ostream& out, const SaveFileView& view, const std::vector<TracedSignal>& top,
                const std::vector<SignalGroup>& groups) {
  // GTKWave counts time in picoseconds here (the VCD's timescale is a tenth of a cycle in ps).
  // The `*` line: zoom, primary marker, then the named markers A..Z (-1: not set).
  out << "[*] GTKWave save file written by kncube run --trace\n"
      << "[dumpfile] \"" << view.vcd_path << "\"\n"
      << "[timestart] " << view.first_cycle * view.cycle_picoseconds << "\n"
      << "[size] 1400 900\n"
      << '*' << std::fixed << std::setprecision(6) << gtkwave_zoom(view.cycle_picoseconds) << std::defaultfloat << ' '
      << (view.markers.empty() ? -1 : view.markers.front().cycle * view.cycle_picoseconds);
  for (std::size_t m = 0; m < kNamedMarkers; ++m)
    out << ' ' << (m < view.markers.size() ? view.markers[m].cycle * view.cycle_picoseconds : -1);
  out << '\n';
  for (std::size_t m = 0; m < view.markers.size() && m < kNamedMarkers; ++m)
    out << "[markername] " << marker_letter(m) << view.markers[m].name << '\n';
  out << "[sst_expanded] 1\n"
      << "[signals_width] 300\n"
      << "[treeopen] " << kVcdTopScope << ".\n";
  SaveFile file(out, view.filters);
  for (const std::string& line : view.legend) file.comment(line);
  for (const TracedSignal& s : top) file.signal(s);
  for (const SignalGroup& g : groups) file.group(g);
  out << "[pattern_trace] 1\n[pattern_trace] 0\n";
}

SaveFileView save_file_view(const std::string& vcd_path, TraceWindow window, sc_core::sc_time clock_period,
                            std::vector<std::string> legend, std::vector<TranslateFilter> filters,
                            std::vector<TraceMarker> markers) {
  SaveFileView view;
  view.vcd_path = vcd_path;
  view.first_cycle = window.start;
  if (!markers.empty()) view.first_cycle = std::max<std::int64_t>(window.start, markers.front().cycle - 2);
  view.cycle_picoseconds = static_cast<std::int64_t>(clock_period.to_seconds() * 1e12 + 0.5);
  view.legend = std::move(legend);
  view.filters = std::move(filters);
  view.markers = std::move(markers);
  return view;
}

void write_gtkw_file(const std::string& gtkw_path, const SaveFileView& view, const std::vector<TracedSignal>& top,
                     const std::vector<SignalGroup>& groups) {
  std::ofstream out(gtkw_path);
  if (!out) throw WriteError(gtkw_path);
  write_gtkw(out, view, top, groups);
  out.close();
  if (!out) throw WriteError(gtkw_path);
}

}  // namespace kncube::traces
