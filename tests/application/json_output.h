#pragma once
// Parses kncube's JSON output with Boost.PropertyTree, as an independent reader would.
// Property trees keep every value as its text, so tests can compare numbers digit for digit.

#include <sstream>
#include <string>
#include <vector>

#include <boost/property_tree/json_parser.hpp>
#include <boost/property_tree/ptree.hpp>

namespace kncube::cli::testing {

// Throws boost::property_tree::json_parser_error if `text` is not one valid JSON value.
inline boost::property_tree::ptree parse_json(const std::string& text) {
  std::istringstream in(text);
  boost::property_tree::ptree tree;
  boost::property_tree::read_json(in, tree);
  return tree;
}

// The elements of a JSON array, in order.
inline std::vector<boost::property_tree::ptree> array_elements(const boost::property_tree::ptree& array) {
  std::vector<boost::property_tree::ptree> elements;
  for (const auto& child : array) elements.push_back(child.second);
  return elements;
}

}  // namespace kncube::cli::testing
