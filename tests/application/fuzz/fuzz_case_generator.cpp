#include "application/fuzz/fuzz_case_generator.h"

#include <algorithm>
#include <sstream>

namespace kncube::cli::testing {

namespace {

// Values that break readers: signs, the edges of int, int64 and uint64 (2^64 among them), floats
// that are not finite or underflow, empty and blank text, other bases, separators, paths that
// cannot be written (by anyone: the suite may run as root, which creates a missing folder anywhere),
// text that is not UTF-8.
const std::vector<std::string>& extreme_values() {
  static const std::vector<std::string> values = {
      "-1", "0", "1", "2", "3", "-0", "+3", "007", "3.5", "-2.5", "1e3", "1e308", "1e309", "-1e309", "1e-320",
      "inf", "-inf", "nan", "NaN", "infinity", "0x10", "2147483647", "2147483648", "-2147483649", "4294967296",
      "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
      "18446744073709551616", "1152921504606846976", "99999999999999999999999999", "", " ", "abc", "1 2", "1,2",
      "1,,2", ",", "1,", ",1", "0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0", "5:1", "1:5", "-1:3", "0:0", "@", "@/nonexistent",
      "/dev/null/dir/file", "/dev/full", "/proc/kncube", "/", ".", "on", "off", "yes", "true", "\xff\xfe",
      "\xc3\xa9", "--k", "-", "=", "1e-5", "0.999999", "1.0000001", "65536", "65537", "100000", "100001", "1000",
      "1001", "4096", "4097", "255", "256", "16", "17", "33", "10000", "10001", "1000000000000", "1000000000001"};
  return values;
}

std::string wrong_word(std::string word, int how) {
  switch (how) {
    case 0: std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); }); return word;
    case 1: return word.substr(0, word.size() / 2);
    case 2: return word + "x";
    default: return " " + word;
  }
}

}  // namespace

std::string FuzzCase::description() const {
  std::ostringstream out;
  out << "kncube " << command;
  for (const auto& arg : args) out << " '" << arg << "'";
  if (has_config) {
    out << "\n  config file (" << config.size() << " bytes): ";
    for (unsigned char c : config.substr(0, 400)) {
      if (c == '\n') out << "\\n";
      else if (c < 32 || c >= 127) out << "\\x" << std::hex << static_cast<int>(c) << std::dec;
      else out << c;
    }
  }
  return out.str();
}

FuzzCaseGenerator::FuzzCaseGenerator(std::string command, std::vector<std::string> base, std::vector<OptionInfo> options,
                                     std::uint64_t seed)
    : command_(std::move(command)), base_(std::move(base)), random_(seed) {
  // --help answers before anything is read, which would hide every other mutation.
  for (auto& option : options)
    if (option.name != "help") options_.push_back(std::move(option));
}

std::string FuzzCaseGenerator::extreme_value() {
  const auto& values = extreme_values();
  switch (below(10)) {
    case 0: return std::to_string(static_cast<std::int64_t>(random_()) >> below(64));
    case 1: return std::to_string(static_cast<double>(static_cast<std::int64_t>(random_() >> 8)) * 1e-12);
    case 2: return std::string(1 + below(5000), static_cast<char>('0' + below(10)));
    default: return values[below(values.size())];
  }
}

std::string FuzzCaseGenerator::value_for(const OptionInfo& option) {
  if (!option.choices.empty() && chance(50)) {
    const std::string& word = option.choices[below(option.choices.size())];
    return chance(70) ? word : wrong_word(word, static_cast<int>(below(4)));
  }
  return extreme_value();
}

std::string FuzzCaseGenerator::unknown_name() {
  const std::string real = any_option().name;
  switch (below(6)) {
    case 0: return "--" + real + "s";
    case 1: return "--" + real.substr(0, std::max<std::size_t>(1, real.size() - 1));
    case 2: return "-" + real.substr(0, 1);
    case 3: return "--";
    case 4: return "--" + std::string(1 + below(30), 'z');
    default: return "-j";
  }
}

std::string FuzzCaseGenerator::config_text() {
  std::string text;
  if (chance(5)) {
    for (std::size_t i = 0, n = below(300); i < n; ++i) text += static_cast<char>(random_() & 0xff);  // random bytes, NULs included
    return text;
  }
  const std::string eol = chance(20) ? "\r\n" : "\n";
  if (chance(10)) text += "\xef\xbb\xbf";
  for (std::size_t i = 0, n = 1 + below(8); i < n; ++i) {
    const OptionInfo& option = any_option();
    switch (below(12)) {
      case 0: text += "[" + (chance(50) ? command_ : std::string("bogus")) + "]"; break;
      case 1: text += "# " + option.name; break;
      case 2: text += option.name; break;
      case 3: text += "= " + value_for(option); break;
      case 4: text += "no-such-" + option.name + " = 1"; break;
      case 5: text += option.name + " = " + value_for(option) + eol + option.name + " = " + value_for(option); break;
      default: text += option.name + (chance(50) ? " = " : "=") + value_for(option); break;
    }
    text += eol;
  }
  if (chance(20)) text.resize(below(text.size() + 1));  // truncated anywhere, mid-line included
  return text;
}

void FuzzCaseGenerator::mutate(std::vector<std::string>& args) {
  const OptionInfo& option = any_option();
  const std::string dashed = "--" + option.name;
  // Where the option already is in the base, its value is replaced half of the time.
  const auto at = std::find(args.begin(), args.end(), dashed);
  switch (below(10)) {
    case 0:  // a missing value: last, or followed by the next option
      if (chance(50)) args.push_back(dashed);
      else args.insert(args.begin(), dashed);
      return;
    case 1: args.push_back(unknown_name()); return;
    case 2:  // duplicated
      args.push_back(dashed);
      if (option.takes_value) args.push_back(value_for(option));
      args.push_back(dashed);
      if (option.takes_value) args.push_back(value_for(option));
      return;
    case 3: args.push_back(chance(50) ? "stray" : extreme_value()); return;
    case 4: args.push_back(dashed + "=" + value_for(option)); return;
    default: break;
  }
  if (!option.takes_value) {
    args.push_back(chance(80) ? dashed : dashed + "=" + extreme_value());
    return;
  }
  if (at != args.end() && at + 1 != args.end() && chance(50)) {
    *(at + 1) = value_for(option);
    return;
  }
  args.push_back(dashed);
  args.push_back(value_for(option));
}

FuzzCase FuzzCaseGenerator::next() {
  FuzzCase c;
  c.command = command_;
  c.args = base_;
  const std::size_t mutations = chance(60) ? 1 : chance(75) ? 2 : 3;
  for (std::size_t i = 0; i < mutations; ++i) mutate(c.args);
  if (chance(20)) {
    c.has_config = true;
    c.config = config_text();
    c.args.push_back("--config");
    c.args.push_back("@CONFIG");
  }
  return c;
}

}  // namespace kncube::cli::testing
