#include "rtl_models/node.h"

namespace kncube::rtl {

Node::Node(sc_core::sc_module_name name, NodeId node, const RouterContext& router, const InterfaceContext& interface,
           std::size_t& network_observers)
    : sc_core::sc_module(name),
      router_("router", node, router),
      interface_("ni", node, interface),
      network_observers_(network_observers) {}

}  // namespace kncube::rtl
