#pragma once
// Settings written back as command-line options: the inverse of reading them. Each option group
// has a write_<group>_options beside its read_<group>_options, so a new option is read and
// written in one file; sweep and compare hand their runs what these writers produce.

#include <string>
#include <utility>
#include <vector>

namespace kncube::cli {

// (name without "--", value as typed), in the order written.
using OptionList = std::vector<std::pair<std::string, std::string>>;

// Which settings a writer emits: only those that differ from the option's default (what a child
// process needs to be configured the same way), or every option of the group (a record that does
// not rely on the defaults).
enum class Emit { changed, all };

// Adds (name, value) when `emit` is all or `value` differs from `default_value`.
template <class T>
void emit_option(OptionList& out, Emit emit, const char* name, const T& value, const T& default_value,
                 const std::string& text) {
  if (emit == Emit::all || !(value == default_value)) out.emplace_back(name, text);
}

}  // namespace kncube::cli
