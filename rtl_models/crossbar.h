#pragma once
// Full crossbar: any input to any output, one flit per output per cycle (the ejection port with
// unlimited bandwidth excepted). It keeps the configuration of the current cycle for tracing and
// checks the one-flit-per-output rule, which the switch allocator must guarantee.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <new>
#include <stdexcept>

#include "rtl_models/flit.h"

namespace kncube::rtl {

class Crossbar {
 public:
  // latency: ST, cycles from switch traversal to the flit leaving the crossbar for its link.
  Crossbar(int input_ports, int output_ports, int unlimited_output, int latency = 0)
      : unlimited_output_(unlimited_output),
        latency_(latency),
        storage_(std::make_unique<Cycle[]>(static_cast<std::size_t>(output_ports + (output_ports + 1) / 2))) {
    (void)input_ports;
    cycle_of_output_ = storage_.get();
    std::fill_n(cycle_of_output_, output_ports, Cycle{-1});
    // The ints live in the block's tail, constructed there (the Cycles' storage reused).
    void* const tail = cycle_of_output_ + output_ports;
    std::uninitialized_fill_n(static_cast<int*>(tail), output_ports, -1);
    input_of_output_ = std::launder(static_cast<int*>(tail));
  }
  Crossbar(const Crossbar&) = delete;  // points into its own block
  Crossbar& operator=(const Crossbar&) = delete;

  void connect(int input, int output, Cycle now) {
    auto o = static_cast<std::size_t>(output);
    if (cycle_of_output_[o] == now && output != unlimited_output_)
      throw std::logic_error("crossbar: two flits for one output in one cycle");
    cycle_of_output_[o] = now;
    input_of_output_[o] = input;
  }
  int latency() const { return latency_; }
  // Input connected to `output` at cycle `now`, or -1.
  int input_of(int output, Cycle now) const {
    auto o = static_cast<std::size_t>(output);
    return cycle_of_output_[o] == now ? input_of_output_[o] : -1;
  }

 private:
  int unlimited_output_;  // -1 when every output is limited to one flit per cycle
  int latency_;
  // Per output, the cycle of its last connection and the input it connected (kept for tracing):
  // two arrays in one block. As two blocks they were two cache lines per busy router-cycle, both
  // misses on a 1 024-node network; as one array of pairs the router's stage took 1% more
  // instructions (callgrind, the 8x8 benchmark).
  std::unique_ptr<Cycle[]> storage_;
  Cycle* cycle_of_output_;
  int* input_of_output_;
};

}  // namespace kncube::rtl
