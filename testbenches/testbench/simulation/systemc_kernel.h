#pragma once
// SystemC elaborates once per simulation context. Each run starts a fresh context so that one
// process can run several simulations (tests, benchmarks) one after another.

namespace kncube::simulation {

void start_fresh_systemc_context();

}  // namespace kncube::simulation
