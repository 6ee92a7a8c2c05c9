#include "traces/gtkw_writer.h"

#include <fstream>

#include "analytical/vocabulary/write_error.h"

namespace kncube::traces {

namespace {

// Trace flags of the save format: bit 3 binary, 2 decimal, 5 right-justified, 10 signed,
// 9 blank (comment rows and group markers), 22 group closed, 23 group begins, 24 group ends.
constexpr unsigned kBinary = 1u << 3;
constexpr unsigned kDecimal = 1u << 2;
constexpr unsigned kRightJustify = 1u << 5;
constexpr unsigned kSigned = 1u << 10;
constexpr unsigned kBlank = 1u << 9;
constexpr unsigned kClosed = 1u << 22;
constexpr unsigned kGroupBegin = 1u << 23;
constexpr unsigned kGroupEnd = 1u << 24;

class SaveFile {
 public:
  explicit SaveFile(std::ostream& out) : out_(out) {}

  // Flags apply to every following row until the next flags line; group markers always get their own.
  void flags(unsigned value, bool always = false) {
    if (value == current_ && !always) return;
    out_ << '@' << std::hex << value << std::dec << '\n';
    current_ = value;
  }
  void signal(const TracedSignal& s) {
    flags(s.format == SignalFormat::bit ? kBinary | kRightJustify : kDecimal | kRightJustify | kSigned);
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
    flags(kGroupEnd | kBlank, true);
    out_ << '-' << g.title << '\n';
  }

 private:
  std::ostream& out_;
  unsigned current_ = 0;
};

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

void write_gtkw(std::ostream& out, const SaveFileView& view, const std::vector<TracedSignal>& top,
                const std::vector<SignalGroup>& groups) {
  // GTKWave counts time in the VCD's unit (ps here). Zoom: about 40 ps per pixel, some 30 cycles
  // of 1 ns across the default window.
  out << "[*] GTKWave save file written by kncube run --trace\n"
      << "[dumpfile] \"" << view.vcd_path << "\"\n"
      << "[timestart] " << view.first_cycle * view.cycle_picoseconds << "\n"
      << "[size] 1400 900\n"
      << "*-13.200000 -1\n"
      << "[sst_expanded] 1\n"
      << "[signals_width] 300\n"
      << "[treeopen] " << kVcdTopScope << ".\n";
  SaveFile file(out);
  for (const std::string& line : view.legend) file.comment(line);
  for (const TracedSignal& s : top) file.signal(s);
  for (const SignalGroup& g : groups) file.group(g);
  out << "[pattern_trace] 1\n[pattern_trace] 0\n";
}

SaveFileView save_file_view(const std::string& vcd_path, TraceWindow window, sc_core::sc_time clock_period,
                            std::vector<std::string> legend) {
  SaveFileView view;
  view.vcd_path = vcd_path;
  view.first_cycle = window.start;
  view.cycle_picoseconds = static_cast<std::int64_t>(clock_period.to_seconds() * 1e12 + 0.5);
  view.legend = std::move(legend);
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
