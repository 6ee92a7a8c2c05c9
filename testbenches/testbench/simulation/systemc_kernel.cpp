#include "testbenches/testbench/simulation/systemc_kernel.h"

#include <systemc>

namespace kncube::simulation {

void start_fresh_systemc_context() {
  // The previous context is left allocated: SystemC 2.3 offers no safe way to destroy one.
  auto* context = new sc_core::sc_simcontext();
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
}

}  // namespace kncube::simulation
