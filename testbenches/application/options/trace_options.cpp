#include "testbenches/application/options/trace_options.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options/options_description.hpp>
#include <boost/program_options/value_semantic.hpp>

#include "rtl_models/topology.h"
#include "testbenches/application/options/option_table.h"
#include "testbenches/application/options/usage_error.h"
#include "traces/default_trace_routers.h"

namespace kncube::cli {

namespace po = boost::program_options;

namespace {

constexpr const char* kVcdSuffix = ".vcd";

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() > suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// A non-negative decimal integer filling all of `text`.
bool parse_count(const std::string& text, std::uint64_t& value) {
  if (text.empty() || text.size() > 19 || !std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); }))
    return false;
  value = std::stoull(text);
  return true;
}

// Items separated by commas or white space; an empty item between commas, or a comma at either
// end, comes back as an empty item, which every caller refuses (as --rates refuses "1,,2" and "1,").
std::vector<std::string> split_list(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const std::size_t last = text.find_last_not_of(" \t\r\n");
  if (first != std::string::npos && (text[first] == ',' || text[last] == ',')) return {""};
  for (std::size_t comma = text.find(','); comma != std::string::npos; comma = text.find(',', comma + 1)) {
    const std::size_t next = text.find_first_not_of(" \t\r\n", comma + 1);
    if (next != std::string::npos && text[next] == ',') return {""};
  }
  std::string spaced = text;
  std::replace(spaced.begin(), spaced.end(), ',', ' ');
  std::istringstream in(spaced);
  std::vector<std::string> items;
  for (std::string item; in >> item;) items.push_back(item);
  return items;
}

template <class T>
void sort_unique(std::vector<T>& items) {
  std::sort(items.begin(), items.end());
  items.erase(std::unique(items.begin(), items.end()), items.end());
}

// Whether kncube may create or overwrite `path` (without creating it now: a later bad option must
// not leave an empty file behind).
// Whether kncube can create or replace `path` as a regular file: tried by opening it, since
// permissions alone do not tell (a root user may "write" to /proc and fail). Devices and pipes are
// refused: a trace written to /dev/full would be lost without a word.
bool writable(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  const fs::path file(path);
  if (fs::is_directory(file, error)) return false;
  const bool existed = fs::exists(file, error);
  if (existed && !fs::is_regular_file(file, error)) return false;
  std::ofstream probe(path, std::ios::app);
  const bool opened = probe.is_open();
  probe.close();
  if (opened && !existed) fs::remove(file, error);  // a refused run leaves nothing behind
  return opened;
}

void require_writable(const std::string& option, const std::string& path, const std::string& what) {
  if (!writable(path))
    throw UsageError::not_allowed(option, path,
                                  what + " in an existing directory kncube may write to (a regular file, not a device)");
}

std::vector<rtl::NodeId> parse_routers(const std::string& text, rtl::NodeId nodes) {
  const std::string allowed = "router numbers from 0 to " + std::to_string(nodes - 1) + ", separated by commas";
  std::vector<rtl::NodeId> routers;
  for (const std::string& item : split_list(text)) {
    std::uint64_t value = 0;
    if (!parse_count(item, value) || value >= static_cast<std::uint64_t>(nodes))
      throw UsageError::not_allowed("trace-routers", item.empty() ? "'" + text + "'" : item, allowed);
    routers.push_back(static_cast<rtl::NodeId>(value));
  }
  if (routers.empty()) throw UsageError::not_allowed("trace-routers", "'" + text + "'", allowed);
  sort_unique(routers);
  return routers;
}

traces::TraceWindow parse_window(const std::string& text) {
  const std::string allowed =
      "START:END in cycles with 0 <= START < END (START included, END excluded); START: or :END leave one side open";
  const auto colon = text.find(':');
  if (colon == std::string::npos) throw UsageError::not_allowed("trace-window", text, allowed);
  const std::string start = text.substr(0, colon);
  const std::string end = text.substr(colon + 1);
  traces::TraceWindow window;
  std::uint64_t value = 0;
  const auto largest = static_cast<std::uint64_t>(std::numeric_limits<rtl::Cycle>::max());
  if (!start.empty()) {
    if (!parse_count(start, value) || value >= largest) throw UsageError::not_allowed("trace-window", text, allowed);
    window.start = static_cast<rtl::Cycle>(value);
  }
  if (!end.empty()) {
    if (!parse_count(end, value) || value >= largest) throw UsageError::not_allowed("trace-window", text, allowed);
    window.end = static_cast<rtl::Cycle>(value);
  }
  if (window.end <= window.start) throw UsageError::not_allowed("trace-window", text, allowed);
  return window;
}

// "3,17,42", or "@FILE" with ids separated by commas, spaces or lines.
std::vector<std::uint64_t> parse_messages(const std::string& text) {
  const std::string allowed = "message ids (integers >= 0) separated by commas, or @FILE naming a file of ids";
  std::vector<std::uint64_t> ids;
  const auto add_ids = [&](const std::string& list, const std::string& where) {
    for (const std::string& item : split_list(list)) {
      std::uint64_t id = 0;
      if (!parse_count(item, id))
        throw UsageError(where + UsageError::not_allowed("log-messages", item.empty() ? "'" + list + "'" : item, allowed).what());
      ids.push_back(id);
    }
  };
  if (!text.empty() && text.front() == '@') {
    const std::string path = text.substr(1);
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
      throw UsageError::not_allowed("log-messages", text, "@FILE naming a readable file of message ids (" + path + " is a folder)");
    std::ifstream in(path);
    if (!in) throw UsageError::not_allowed("log-messages", text, "@FILE naming a readable file of message ids");
    // A bad id is reported at its file and line, as a bad config file line is.
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) add_ids(line, path + ":" + std::to_string(number) + ": ");
  } else {
    add_ids(text, "");
  }
  if (ids.empty()) throw UsageError::not_allowed("log-messages", "'" + text + "'", allowed);
  sort_unique(ids);
  return ids;
}

// "r5,r6.in_xp": routers, each optionally with one of its port groups.
std::vector<traces::OpenGroup> parse_open_groups(const std::string& text, rtl::NodeId nodes) {
  const std::string allowed = "groups rN (router N) or rN.PORT (one port of it, e.g. r5.in_xp, r5.out_pe) separated "
                              "by commas, N from 0 to " + std::to_string(nodes - 1);
  std::vector<traces::OpenGroup> groups;
  for (const std::string& item : split_list(text)) {
    const auto dot = item.find('.');
    const std::string router = item.substr(0, dot);
    std::uint64_t node = 0;
    if (router.size() < 2 || router[0] != 'r' || !parse_count(router.substr(1), node) ||
        node >= static_cast<std::uint64_t>(nodes))
      throw UsageError::not_allowed("trace-open", item.empty() ? "'" + text + "'" : item, allowed);
    traces::OpenGroup group{static_cast<rtl::NodeId>(node), ""};
    if (dot != std::string::npos) {
      group.port = item.substr(dot + 1);
      if (group.port.empty()) throw UsageError::not_allowed("trace-open", item, allowed);
    }
    groups.push_back(group);
  }
  if (groups.empty()) throw UsageError::not_allowed("trace-open", "'" + text + "'", allowed);
  return groups;
}

std::string stem_of_vcd(const std::string& vcd_path) { return vcd_path.substr(0, vcd_path.size() - std::string(kVcdSuffix).size()); }

}  // namespace

void add_trace_options(OptionTable& table) {
  po::options_description group = option_group("Tracing (simulation)");
  group.add_options()
    ("trace", po::value<std::string>()->value_name("FILE.vcd"),
     "write a VCD waveform of the traced routers, and FILE.gtkw beside it for `gtkwave FILE.vcd FILE.gtkw` with the "
     "translate filter files FILE.*.txt that make GTKWave show VC states, flit kinds and ports by name")
    ("trace-routers", po::value<std::string>()->value_name("R[,R...]"),
     "routers to trace, by node number (default: all of a network of at most 16 nodes, else router 0 and its "
     "neighbours)")
    ("trace-window", po::value<std::string>()->value_name("START:END"),
     "cycles to trace, START included, END excluded; START: or :END leave a side open (default: the whole run)")
    ("trace-open", po::value<std::string>()->value_name("GROUP[,GROUP...]"),
     "save-file groups GTKWave shows expanded, all others start folded: rN (router N, its ports folded) or rN.PORT "
     "(that port's group, e.g. r5.in_xp, r5.out_pe) (default: none)")
    ("trace-message", po::value<std::string>()->value_name("ID"),
     "follow message ID: a first pass of the same run finds its path; the trace covers the routers on it (and any "
     "--trace-routers), opens the port groups it used, marks its injection (marker A) and delivery (B), and spans "
     "4 cycles before its injection to 4 after its delivery unless --trace-window is given")
    ("log-messages", po::value<std::string>()->value_name("ID[,ID...]|@FILE"),
     "log every switch traversal of these messages as CSV (cycle, router, ports, VCs, flit): ids separated by "
     "commas, or @FILE with ids separated by commas, spaces or lines")
    ("log-file", po::value<std::string>()->value_name("PATH"),
     "where the message log goes: - for stdout (default: FILE.hops.csv beside the --trace FILE.vcd, else hops.csv "
     "in the working directory)");
  table.add_group(group);
}

traces::TraceRequest read_trace_options(const po::variables_map& values, const NetworkSpec& spec) {
  traces::TraceRequest request;
  const rtl::TopologyGraph topology = rtl::make_topology(spec);
  if (given(values, "trace")) {
    request.vcd_path = values["trace"].as<std::string>();
    if (!ends_with(request.vcd_path, kVcdSuffix))
      throw UsageError::not_allowed("trace", request.vcd_path, "a file name ending in .vcd");
    require_writable("trace", request.vcd_path, "a .vcd file");
    request.gtkw_path = stem_of_vcd(request.vcd_path) + ".gtkw";
    if (!writable(request.gtkw_path))
      throw UsageError::not_allowed("trace", request.vcd_path,
                                    "a .vcd file whose companion " + request.gtkw_path + " kncube may write");
    request.routers = given(values, "trace-routers")
                          ? parse_routers(values["trace-routers"].as<std::string>(), topology.node_count())
                          : traces::default_trace_routers(topology);
    if (given(values, "trace-message")) {
      const std::string text = values["trace-message"].as<std::string>();
      std::uint64_t id = 0;
      if (!parse_count(text, id))
        throw UsageError::not_allowed("trace-message", text, "a message id, an integer >= 0, of a message the run injects");
      request.followed_message = id;
      // The path's routers are added once the first pass found them; only asked-for ones before.
      if (!given(values, "trace-routers")) request.routers.clear();
    }
    if (given(values, "trace-window")) {
      request.window = parse_window(values["trace-window"].as<std::string>());
      request.window_given = true;
    }
    if (given(values, "trace-open"))
      request.open_groups = parse_open_groups(values["trace-open"].as<std::string>(), topology.node_count());
  } else {
    for (const char* option : {"trace-routers", "trace-window", "trace-open", "trace-message"})
      if (given(values, option))
        throw UsageError::not_allowed(option, values[option].as<std::string>(), "only together with --trace FILE.vcd");
  }

  if (given(values, "log-messages")) {
    request.logged_messages = parse_messages(values["log-messages"].as<std::string>());
    if (given(values, "log-file"))
      request.log_path = values["log-file"].as<std::string>();
    else
      request.log_path = request.waveform() ? stem_of_vcd(request.vcd_path) + ".hops.csv" : "hops.csv";
    if (request.log_path != "-") require_writable("log-file", request.log_path, "a file path");
  } else if (given(values, "log-file")) {
    throw UsageError::not_allowed("log-file", values["log-file"].as<std::string>(), "only together with --log-messages");
  }
  return request;
}

}  // namespace kncube::cli
