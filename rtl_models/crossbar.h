#pragma once
// Full crossbar: any input to any output, one flit per output per cycle (the ejection port with
// unlimited bandwidth excepted). It keeps the configuration of the current cycle for tracing and
// checks the one-flit-per-output rule, which the switch allocator must guarantee.

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::rtl {

class Crossbar {
 public:
  // latency: ST, cycles from switch traversal to the flit leaving the crossbar for its link.
  Crossbar(int input_ports, int output_ports, int unlimited_output, int latency = 0)
      : unlimited_output_(unlimited_output),
        latency_(latency),
        input_of_output_(static_cast<std::size_t>(output_ports), -1),
        cycle_of_output_(static_cast<std::size_t>(output_ports), -1) {
    (void)input_ports;
  }

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
  std::vector<int> input_of_output_;
  std::vector<Cycle> cycle_of_output_;
};

}  // namespace kncube::rtl
