// The README's virtual-platform example ("TLM-2.0 virtual platforms": N traffic generators and N
// memories on an 8x8 torus) compiled as the README prints it and run. CMake copies the code block
// out of README.md into readme_platform_example.inc (tests/CMakeLists.txt); this file gives it
// what the fragment leaves to the platform: N, and a `generator` and a `memory` per node pair,
// each with a `socket`. So a user who copies the example gets code that builds and works.

#include <gtest/gtest.h>

#include <string>
#include <systemc>

#include "testbenches/testbench/simulation/systemc_kernel.h"
#include "tests/tlm/at_traffic_initiator.h"
#include "tests/tlm/memory_target.h"
#include "tlm/bridge/network_bridge.h"

namespace kncube::test {
namespace {

// The example maps target i's 256 MiB window at i * 0x1000'0000; each generator writes and reads
// back 6 blocks of 32 bytes of its own 0x100-byte region in every memory.
constexpr std::uint64_t kWindow = 0x1000'0000;
constexpr std::uint64_t kRegion = 0x100;
constexpr int kBlocks = 6;
constexpr unsigned kBlockBytes = 32;

TEST(ReadmeExample, VirtualPlatformBuildsAsPrintedAndReadsBackWhatItWrote) {
  simulation::start_fresh_systemc_context();
  constexpr int N = 8;
  sc_core::sc_vector<AtTrafficInitiator<64>> generator(
      "gen", N, [](const char* name, std::size_t i) {
        auto* initiator = new AtTrafficInitiator<64>(name, 101 + static_cast<unsigned>(i));
        initiator->targets = N;
        initiator->window = kWindow;
        initiator->region_offset = i * kRegion;
        initiator->blocks = kBlocks;
        initiator->block_bytes = kBlockBytes;
        return initiator;
      });
  sc_core::sc_vector<MemoryTarget<64>> memory("mem", N, [](const char* name, std::size_t) {
    return new MemoryTarget<64>(name, N * kRegion);
  });

#include "readme_platform_example.inc"

  EXPECT_GT(sc_core::sc_time_stamp(), sc_core::SC_ZERO_TIME);  // sc_start() ran the traffic and returned
  EXPECT_EQ(bridge.network().messages_in_flight(), 0u);
  for (const auto& initiator : generator) {
    EXPECT_EQ(initiator.completed, initiator.rounds * 2 * N * kBlocks) << initiator.name();  // writes and reads
    EXPECT_EQ(initiator.mismatches, 0) << initiator.name();
    EXPECT_EQ(initiator.errors, 0) << initiator.name();
  }
  for (const auto& target : memory) EXPECT_EQ(target.accesses, N * 2 * 2 * kBlocks) << target.name();
}

}  // namespace
}  // namespace kncube::test
