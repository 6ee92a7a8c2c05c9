#pragma once
// Reads a network from an edge-list file (spec 04 A.2.4): a plain text format, one statement a
// line, `#` starting a comment:
//
//   node NAME [X Y]        a router; NAME any word without '#'; X, Y its column and row (integers >= 0)
//   link A B [delay D]     an undirected link between nodes A and B: two channels
//   arc A B [delay D]      a directed link from A to B: one channel
//
// D is the wire delay in cycles (an integer from 1 to 1000; without it the run's --wire-delay).
// Nodes are numbered in the order they are declared and must be declared before a link names
// them. A node without links, a duplicate node or position, a duplicate link, a self-loop, an
// unknown node and a graph that is not (strongly) connected are refused, naming the line.

#include <istream>
#include <stdexcept>
#include <string>

#include "analytical/graph/network_graph.h"

namespace kncube::graph {

// Bad input in an edge list. The message has the command line's shape:
// "--edges FILE line N: <what is wrong>; <what is allowed>".
class EdgeListError : public std::runtime_error {
 public:
  explicit EdgeListError(const std::string& message) : std::runtime_error(message) {}
};

// `source` names the file in messages.
NetworkGraph read_edge_list(std::istream& in, const std::string& source);
// Opens and reads `path`; an unreadable file is an EdgeListError too.
NetworkGraph read_edge_list_file(const std::string& path);

}  // namespace kncube::graph
