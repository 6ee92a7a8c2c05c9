#include "rtl_models/node.h"

namespace kncube::rtl {

Node::Node(sc_core::sc_module_name name, NodeId node, const RouterContext& router, const InterfaceContext& interface)
    : sc_core::sc_module(name), router_("router", node, router), interface_("ni", node, interface) {}

void Node::tick(Cycle now) {
  interface_.step(now);
  router_.step(now);
  interface_.deliver_ejected(now);
  for (CycleObserver* observer : cycle_observers_) observer->after_cycle(now);
}

}  // namespace kncube::rtl
