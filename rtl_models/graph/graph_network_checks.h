#pragma once
// What rtl::validate checks of a graph network (topology graph, tm, xftm) beyond what the edge
// reader checked line by line: that it has its graph, its size, that the routing exists on it and
// that the up*/down* escape layer reaches every node (directed links can prevent it).

#include "analytical/vocabulary/network_spec.h"

namespace kncube::rtl {

// Throws ConfigError naming the option.
void validate_graph_network(const NetworkSpec& spec);

}  // namespace kncube::rtl
