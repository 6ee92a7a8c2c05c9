#pragma once
// A node: network interface and router, stepped once per cycle by its network's clocked process
// (one SystemC process for the whole network, not one per node: the kernel's scheduling of 64
// processes per cycle was 7% of the 8x8 benchmark's instructions). Each cycle the interface
// generates and injects, the router steps, and the interface takes what the router ejected:
// injection goes through a channel of at least one cycle, so only delivery reporting depends on
// the order.

#include <cstddef>
#include <systemc>
#include <vector>

#include "rtl_models/network_interface.h"
#include "rtl_models/router.h"

namespace kncube::rtl {

class Node : public sc_core::sc_module {
 public:
  // `network_observers` counts the cycle observers of all nodes of the network (see add_cycle_observer).
  Node(sc_core::sc_module_name name, NodeId node, const RouterContext& router, const InterfaceContext& interface,
       std::size_t& network_observers);

  Router& router() { return router_; }
  const Router& router() const { return router_; }
  NetworkInterface& interface() { return interface_; }
  const NetworkInterface& interface() const { return interface_; }
  // Observers called after every cycle, in the order added (VCD probes, occupancy samplers). The
  // network counts them, so that without any it steps its nodes without asking each for its list.
  void add_cycle_observer(CycleObserver* observer) {
    cycle_observers_.push_back(observer);
    ++network_observers_;
  }
  // Cycle `now` without the observers: called by the network at every rising edge of its clock
  // while none of its nodes has one. Inline, into the network's loop over its nodes: the call's
  // saved registers were a third of the per-node cost.
  void step(Cycle now) {
    interface_.step(now);
    router_.step(now);
    interface_.deliver_ejected(now);
  }
  // step() in two parts, for a loop that visits the nodes out of order (Network::step_prefetching):
  // the router and what of the interface's cycle no other node sees; then, visited in node order,
  // the rest, if this returns true (interface: finish_step). Equivalent to step(): an interface
  // reaches its router only through its injection channels, whose flits and credits take at
  // least a cycle, so it may inject after its router stepped.
  bool step_unordered(Cycle now) {
    router_.step(now);
    return interface_.step_unordered(now);
  }
  void finish_step(Cycle now) { interface_.finish_step(now); }
  // Prefetches for a loop that steps the nodes in order: what step() reads first, some nodes
  // ahead, and what its stages read next, once that has arrived (Network::set_prefetching).
  void prefetch_step() const {
    router_.prefetch_step();
    interface_.prefetch_step();
  }
  void prefetch_stages(Cycle now) const { router_.prefetch_stages(now); }
  // Cycle `now`, then this node's observers.
  void tick(Cycle now) {
    step(now);
    for (CycleObserver* observer : cycle_observers_) observer->after_cycle(now);
  }

 private:
  Router router_;
  NetworkInterface interface_;
  std::vector<CycleObserver*> cycle_observers_;
  std::size_t& network_observers_;
};

}  // namespace kncube::rtl
