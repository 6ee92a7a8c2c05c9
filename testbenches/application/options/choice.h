#pragma once
// Options whose value is one word from a fixed list (--topology torus|hypercube|mesh): the list
// is written once per option, and both the --help text and the error message come from it.

#include <stdexcept>
#include <string>
#include <vector>

#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

template <class T>
struct Choice {
  const char* word;  // as typed on the command line
  T value;
};

template <class T>
using ChoiceList = std::vector<Choice<T>>;

// "torus|hypercube|mesh", for --help.
template <class T>
std::string choice_words(const ChoiceList<T>& choices, const char* separator = "|") {
  std::string words;
  for (const auto& choice : choices) words += (words.empty() ? "" : separator) + std::string(choice.word);
  return words;
}

// The value `word` names, or UsageError "--<option>: <word> is not allowed; one of a, b, c".
template <class T>
T parse_choice(const std::string& option, const std::string& word, const ChoiceList<T>& choices) {
  for (const auto& choice : choices)
    if (word == choice.word) return choice.value;
  throw UsageError::not_allowed(option, word, "one of " + choice_words(choices, ", "));
}

// The word that names `value`: the inverse of parse_choice, for writing settings back as options.
template <class T>
const char* choice_word(const T& value, const ChoiceList<T>& choices) {
  for (const auto& choice : choices)
    if (choice.value == value) return choice.word;
  throw std::logic_error("a value without a word in its choice list");
}

}  // namespace kncube::cli
