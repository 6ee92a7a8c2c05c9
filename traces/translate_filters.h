#pragma once
// GTKWave translate filter files: plain text, one `value name` per line, that GTKWave applies to a
// trace so it prints the name instead of the value ("Data Format > Translate Filter File"; the
// save file names the file on a `^N path` line before each filtered trace). kncube writes one
// file per SignalMeaning beside the save file, so VC states, flit kinds and ports read as words
// while the VCD keeps its compact integers. Values GTKWave prints are signed decimals ("-1",
// "3"), which is what the files list.

#include <string>
#include <vector>

#include "traces/signal_tree.h"

namespace kncube::traces {

struct TranslateFilter {
  SignalMeaning meaning = SignalMeaning::id;
  std::string path;                                        // where it is written (absolute in save files)
  std::vector<std::pair<std::string, std::string>> names;  // printed value -> name shown
};

// The filters of a wormhole router trace, named "<stem>.<meaning>.txt" (e.g. "net.vc_state.txt"
// beside "net.gtkw"). Port names in the router's numbering: input_names[p] is input port p.
std::vector<TranslateFilter> router_translate_filters(const std::string& stem,
                                                      const std::vector<std::string>& input_names,
                                                      const std::vector<std::string>& output_names);

// The filters of a circuit-switched trace: circuit phases, and -1 as "-" for ids.
std::vector<TranslateFilter> circuit_translate_filters(const std::string& stem);

// "net" for "net.gtkw": where the filter files of a save file go.
std::string save_file_stem(const std::string& gtkw_path);

// The file's text: a comment naming what it translates, then one `value name` line per code.
std::string translate_filter_text(const TranslateFilter& filter);

// Writes every filter to its path; WriteError naming the file if one cannot be written.
void write_translate_filters(const std::vector<TranslateFilter>& filters);

// "vc_state" for SignalMeaning::vc_state and so on: the middle of the file name.
const char* meaning_name(SignalMeaning meaning);

}  // namespace kncube::traces
