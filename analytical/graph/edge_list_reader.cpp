#include "analytical/graph/edge_list_reader.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

namespace kncube::graph {
namespace {

constexpr long kMaxWireDelay = 1000;
constexpr long kMaxCoordinate = 65535;

class Reader {
 public:
  explicit Reader(const std::string& source) : source_(source), graph_("graph " + source) {}

  void statement(const std::vector<std::string>& words, int line) {
    line_ = line;
    const std::string& keyword = words.front();
    if (keyword == "node")
      node(words);
    else if (keyword == "link" || keyword == "arc")
      link(words, keyword == "arc");
    else
      fail("'" + keyword + "' is not a statement", "a line is 'node NAME [X Y]', 'link A B [delay D]' or 'arc A B [delay D]'");
  }

  NetworkGraph finish() {
    line_ = 0;
    if (graph_.node_count() == 0) fail("no nodes", "at least two nodes joined by links");
    for (int id = 0; id < graph_.node_count(); ++id)
      if (graph_.out_degree(id) == 0 && graph_.in_degree(id) == 0) {
        line_ = node_lines_[static_cast<std::size_t>(id)];
        fail("node " + graph_.node(id).name + " has no links", "every node on at least one link");
      }
    if (!is_connected(graph_))
      fail("the graph is not connected", "a graph in which every node reaches every other along its links");
    return std::move(graph_);
  }

 private:
  [[noreturn]] void fail(const std::string& what, const std::string& allowed) const {
    const std::string where = line_ > 0 ? " line " + std::to_string(line_) : "";
    throw EdgeListError("--edges " + source_ + where + ": " + what + " is not allowed; " + allowed);
  }

  long integer(const std::string& word, long low, long high, const std::string& what) const {
    errno = 0;
    char* end = nullptr;
    const long value = std::strtol(word.c_str(), &end, 10);
    if (word.empty() || *end != '\0' || errno == ERANGE || value < low || value > high)
      fail(what + " " + word, "an integer from " + std::to_string(low) + " to " + std::to_string(high));
    return value;
  }

  void node(const std::vector<std::string>& words) {
    if (words.size() != 2 && words.size() != 4)
      fail("a node line with " + std::to_string(words.size() - 1) + " fields", "'node NAME' or 'node NAME X Y'");
    const std::string& name = words[1];
    if (ids_.count(name)) fail("node " + name + " declared twice", "each node declared once");
    if (graph_.node_count() >= kMaxGraphNodes)
      fail("node " + name + " beyond the " + std::to_string(kMaxGraphNodes) + "th", "at most " + std::to_string(kMaxGraphNodes) + " nodes");
    GraphNode node{name, false, 0, 0};
    if (words.size() == 4) {
      node.placed = true;
      node.x = static_cast<int>(integer(words[2], 0, kMaxCoordinate, "x coordinate"));
      node.y = static_cast<int>(integer(words[3], 0, kMaxCoordinate, "y coordinate"));
      if (!positions_.insert({node.x, node.y}).second)
        fail("a second node at (" + words[2] + ", " + words[3] + ")", "one node per position");
    }
    ids_[name] = graph_.add_node(node);
    node_lines_.push_back(line_);
  }

  int lookup(const std::string& name) const {
    const auto it = ids_.find(name);
    if (it == ids_.end()) fail("unknown node " + name, "a node declared on an earlier 'node' line");
    return it->second;
  }

  void link(const std::vector<std::string>& words, bool directed) {
    const std::string kind = directed ? "arc" : "link";
    if (words.size() != 3 && words.size() != 5)
      fail("a " + kind + " line with " + std::to_string(words.size() - 1) + " fields", "'" + kind + " A B' or '" + kind + " A B delay D'");
    const int a = lookup(words[1]);
    const int b = lookup(words[2]);
    if (a == b) fail("a self-loop at node " + words[1], "links between two different nodes");
    int delay = 0;
    if (words.size() == 5) {
      if (words[3] != "delay") fail("'" + words[3] + "' after the nodes", "'delay D'");
      delay = static_cast<int>(integer(words[4], 1, kMaxWireDelay, "delay"));
    }
    // An undirected link holds both directions: any second channel between the pair in a
    // direction already present duplicates it.
    const std::pair<int, int> forward{a, b};
    const std::pair<int, int> backward{b, a};
    if (arcs_.count(forward) || (!directed && arcs_.count(backward)))
      fail("a second link between " + words[1] + " and " + words[2], "one link per pair of nodes (and direction)");
    arcs_.insert(forward);
    if (!directed) arcs_.insert(backward);
    if (directed)
      graph_.add_arc(a, b, delay);
    else
      graph_.add_link(a, b, delay);
    if (graph_.ports() > kMaxGraphPorts)
      fail("a node with more than " + std::to_string(kMaxGraphPorts) + " links", "at most " + std::to_string(kMaxGraphPorts) + " ports per router");
  }

  std::string source_;
  NetworkGraph graph_;
  int line_ = 0;
  std::map<std::string, int> ids_;
  std::set<std::pair<int, int>> positions_;
  std::set<std::pair<int, int>> arcs_;
  std::vector<int> node_lines_;
};

}  // namespace

NetworkGraph read_edge_list(std::istream& in, const std::string& source) {
  Reader reader(source);
  std::string text;
  int line = 0;
  while (std::getline(in, text)) {
    ++line;
    const auto hash = text.find('#');
    if (hash != std::string::npos) text.erase(hash);
    std::istringstream fields(text);
    std::vector<std::string> words;
    for (std::string word; fields >> word;) words.push_back(word);
    if (!words.empty()) reader.statement(words, line);
  }
  if (in.bad()) throw EdgeListError("--edges " + source + ": reading failed after line " + std::to_string(line) + " is not allowed; a readable file");
  return reader.finish();
}

NetworkGraph read_edge_list_file(const std::string& path) {
  std::ifstream in(path);
  if (!in)
    throw EdgeListError("--edges " + path + ": a file that cannot be opened is not allowed; a readable edge-list file");
  return read_edge_list(in, path);
}

}  // namespace kncube::graph
