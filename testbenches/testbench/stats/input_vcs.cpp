#include "testbenches/testbench/stats/input_vcs.h"

namespace kncube::stats {

std::vector<VcKey> input_vcs(const rtl::Network& network) {
  std::vector<VcKey> vcs;
  for (rtl::NodeId node = 0; node < network.node_count(); ++node) {
    const rtl::Router& router = network.router(node);
    for (int port = 0; port < router.input_ports(); ++port)
      for (int vc = 0; vc < static_cast<int>(router.input(port).vcs.size()); ++vc) vcs.push_back(VcKey{node, port, vc});
  }
  return vcs;
}

}  // namespace kncube::stats
