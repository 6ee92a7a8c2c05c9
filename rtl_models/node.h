#pragma once
// A node: network interface and router, evaluated by one clocked SystemC process. One process
// per node (not per unit) halves the kernel's scheduling work. Each cycle the interface generates
// and injects, the router steps, and the interface takes what the router ejected: injection goes
// through a channel of at least one cycle, so only delivery reporting depends on the order.

#include <systemc>
#include <vector>

#include "rtl_models/network_interface.h"
#include "rtl_models/router.h"

namespace kncube::rtl {

class Node : public sc_core::sc_module {
 public:
  sc_core::sc_in<bool> clock;

  SC_HAS_PROCESS(Node);
  Node(sc_core::sc_module_name name, NodeId node, const RouterContext& router, const InterfaceContext& interface);

  Router& router() { return router_; }
  const Router& router() const { return router_; }
  NetworkInterface& interface() { return interface_; }
  const NetworkInterface& interface() const { return interface_; }
  // Observers called after every cycle, in the order added (VCD probes, occupancy samplers).
  void add_cycle_observer(CycleObserver* observer) { cycle_observers_.push_back(observer); }

 private:
  void tick();

  Router router_;
  NetworkInterface interface_;
  // Cycles are counted, not derived from sc_time_stamp(): the process runs at every rising edge
  // from the first one (cycle 0), whatever the clock's period.
  Cycle cycle_ = 0;
  std::vector<CycleObserver*> cycle_observers_;
};

}  // namespace kncube::rtl
