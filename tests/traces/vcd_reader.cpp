#include "vcd_reader.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace kncube::traces::testing {

namespace {

std::int64_t signed_value(const std::string& bits, int width) {
  std::uint64_t value = 0;
  for (char c : bits) value = (value << 1) | (c == '1' ? 1u : 0u);
  // SystemC drops leading zeros; a full-width value with the top bit set is negative. One-bit
  // variables are the booleans (0/1).
  if (width > 1 && width < 64 && static_cast<int>(bits.size()) == width && bits.front() == '1') value |= ~std::uint64_t{0} << width;
  return static_cast<std::int64_t>(value);
}

std::string joined(const std::vector<std::string>& scopes, const std::string& leaf) {
  std::string name;
  // scopes[0] is SystemC's top scope.
  for (std::size_t i = 1; i < scopes.size(); ++i) name += scopes[i] + ".";
  return name + leaf;
}

}  // namespace

std::int64_t VcdVariable::value_at(std::int64_t time, std::int64_t none) const {
  std::int64_t value = none;
  for (const auto& [at, v] : changes) {
    if (at > time) break;
    value = v;
  }
  return value;
}

VcdFile read_vcd(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  VcdFile file;
  std::map<std::string, std::string> name_of_id;
  std::vector<std::string> scopes;
  std::string word;
  std::int64_t now = 0;
  bool definitions = true;
  while (in >> word) {
    if (definitions) {
      if (word == "$timescale") {
        std::string part;
        while (in >> part && part != "$end") file.timescale += (file.timescale.empty() ? "" : " ") + part;
      } else if (word == "$scope") {
        std::string kind, name;
        in >> kind >> name;
        scopes.push_back(name);
      } else if (word == "$upscope") {
        scopes.pop_back();
      } else if (word == "$var") {
        std::string kind, id, name;
        int width = 0;
        in >> kind >> width >> id >> name;
        file.variables[joined(scopes, name)].width = width;
        name_of_id[id] = joined(scopes, name);
      } else if (word == "$enddefinitions") {
        definitions = false;
      }
      if (word == "$var" || word == "$scope" || word == "$upscope" || word == "$enddefinitions" ||
          word == "$date" || word == "$version" || word == "$comment") {
        std::string rest;
        while (in >> rest && rest != "$end") {
        }
      }
      continue;
    }
    if (word == "$dumpvars" || word == "$end") continue;
    if (word == "$comment") {
      std::string rest;
      while (in >> rest && rest != "$end") {
      }
      continue;
    }
    if (word[0] == '#') {
      now = std::stoll(word.substr(1));
      file.last_time = now;
      continue;
    }
    std::string bits, id;
    if (word[0] == 'b') {
      bits = word.substr(1);
      in >> id;
    } else {
      bits = word.substr(0, 1);
      id = word.substr(1);
    }
    const auto found = name_of_id.find(id);
    if (found == name_of_id.end()) throw std::runtime_error(path + ": value change of an undeclared variable " + id);
    VcdVariable& variable = file.variables[found->second];
    variable.changes.emplace_back(now, signed_value(bits, variable.width));
  }
  return file;
}

std::string vcd_without_date_and_version(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream kept;
  bool skipping = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("$date", 0) == 0 || line.rfind("$version", 0) == 0) skipping = true;
    if (!skipping) kept << line << '\n';
    if (skipping && line.rfind("$end", 0) == 0) skipping = false;
  }
  return kept.str();
}

}  // namespace kncube::traces::testing
