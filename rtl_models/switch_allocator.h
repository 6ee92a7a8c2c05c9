#pragma once
// Separable input-first switch allocator. Stage 1: each input port's arbiter picks one of its
// active VCs whose front flit can go (credit downstream, output link free). Stage 2: each output
// port's arbiter grants one of the input ports that chose it. An input arbiter only advances
// when its choice is granted. The ejection port with unlimited bandwidth grants every request.

#include <cstdint>
#include <memory>
#include <vector>

#include "rtl_models/arbiter.h"
#include "rtl_models/input_unit.h"
#include "rtl_models/output_unit.h"

namespace kncube::rtl {

struct SwitchGrant {
  std::uint8_t input_port;
  std::uint8_t input_vc;
  std::uint8_t output_port;
};

class SwitchAllocator {
 public:
  SwitchAllocator(int input_ports, int output_ports, int vcs, ArbiterKind arbiter, int ejection_port,
                  bool unlimited_ejection);

  // Fills `grants` (cleared first) with at most one flit per input port and per output port
  // (several for an unlimited ejection port).
  void allocate(Cycle now, const std::vector<InputUnit>& inputs, const std::vector<OutputUnit>& outputs,
                std::vector<SwitchGrant>& grants);

 private:
  bool can_go(Cycle now, const InputVc& ivc, const std::vector<OutputUnit>& outputs) const;

  int vcs_;
  int ejection_port_;
  bool unlimited_ejection_;
  std::vector<std::unique_ptr<Arbiter>> input_arbiters_;   // per input port, over its VCs
  std::vector<std::unique_ptr<Arbiter>> output_arbiters_;  // per output port, over input ports
  std::vector<SwitchGrant> requests_;
  std::vector<std::uint16_t> candidates_;
};

}  // namespace kncube::rtl
