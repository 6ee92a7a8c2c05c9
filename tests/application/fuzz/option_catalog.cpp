#include "application/fuzz/option_catalog.h"

#include <regex>
#include <sstream>

namespace kncube::cli::testing {

namespace {

// The first "a|b|c" word list of a description, else its "one of a, b, c" list.
std::vector<std::string> choice_words(const std::string& description) {
  std::vector<std::string> words;
  static const std::regex piped("([a-z0-9][a-z0-9.-]*)((\\|[a-z0-9][a-z0-9.-]*)+)");
  static const std::regex listed("one of ([a-z0-9-]+(, [a-z0-9-]+)+)");
  std::smatch match;
  std::string list;
  char separator = '|';
  if (std::regex_search(description, match, piped)) {
    list = match.str(0);
  } else if (std::regex_search(description, match, listed)) {
    list = match.str(1);
    separator = ',';
  }
  std::istringstream in(list);
  for (std::string word; std::getline(in, word, separator);) {
    if (!word.empty() && word.front() == ' ') word.erase(0, 1);
    if (!word.empty()) words.push_back(word);
  }
  return words;
}

}  // namespace

std::vector<OptionInfo> options_from_help(const std::string& help) {
  std::vector<OptionInfo> options;
  std::vector<std::string> descriptions;
  std::istringstream in(help);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  --", 0) == 0) {
      // "  --name VALUE (=default)   description": the head ends at the first run of two spaces.
      const std::size_t head_end = line.find("  ", 4);
      const std::string head = line.substr(4, head_end == std::string::npos ? std::string::npos : head_end - 4);
      OptionInfo option;
      option.name = head.substr(0, head.find(' '));
      const std::size_t space = head.find(' ');
      option.takes_value = space != std::string::npos && head[space + 1] != '(';
      options.push_back(option);
      descriptions.push_back(head_end == std::string::npos ? "" : line.substr(head_end));
    } else if (!options.empty() && line.rfind("          ", 0) == 0) {
      descriptions.back() += " " + line;
    }
  }
  for (std::size_t i = 0; i < options.size(); ++i) options[i].choices = choice_words(descriptions[i]);
  return options;
}

}  // namespace kncube::cli::testing
