#pragma once
// A clock that runs only while its owner needs it. Rising edges fall on multiples of the period,
// as an sc_clock's would; when the owner has nothing in flight the clock stops after the current
// cycle and the driving thread sleeps, so an idle network costs no simulation events and a
// platform that runs out of events makes sc_start() return. wake() restarts it at the next
// multiple of the period at or after the current time.
//
// Stopping is exact for the network: its state changes only when flits or credits move, so a
// quiescent network that skips cycles ends in the state it would have reached by clocking them;
// cycle numbers then count evaluated cycles, not elapsed time (see TransactionNetwork).

#include <systemc>

namespace kncube::tlm2 {

class ClockDemand {
 public:
  virtual ~ClockDemand() = default;
  // Asked after every rising edge has been evaluated: whether another cycle is needed.
  virtual bool needs_clock() const = 0;
};

class GatedClock : public sc_core::sc_module {
 public:
  sc_core::sc_signal<bool> signal;  // bind the clocked modules' inputs to this

  SC_HAS_PROCESS(GatedClock);
  GatedClock(sc_core::sc_module_name name, sc_core::sc_time period, const ClockDemand& demand);

  void wake();
  bool running() const { return running_; }
  long long edges() const { return edges_; }  // rising edges driven so far

 private:
  void drive();  // thread

  sc_core::sc_time period_;
  const ClockDemand& demand_;
  sc_core::sc_event wake_;
  bool running_ = false;
  long long edges_ = 0;
};

}  // namespace kncube::tlm2
