// What the bridge and the loosely-timed model refuse, and with which response status: both
// apply the same rules (write_rules.h), answer at once without using time, and never turn a
// refused write into a message. Configurations that cannot be used are refused at construction.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "analytical/vocabulary/config_error.h"
#include "tlm/loosely_timed_network.h"
#include "tlm/network_bridge.h"
#include "tlm_fixture.h"

namespace kncube::test {
namespace {

using tlm2::AddressMap;

// 3x3 torus, messages of 2 flits x 4 bytes = 8 bytes; writes from node 0.
tlm2::TransportConfig small_network() { return torus(3, Directions::uni, 3, 2, 4); }

struct Case {
  std::string what;
  WriteRequest request;
  tlm::tlm_response_status expected;
};

WriteRequest write(std::uint64_t address, std::size_t length) {
  WriteRequest r;
  r.address = address;
  r.data = bytes(length, 3);
  return r;
}

std::vector<Case> cases() {
  std::vector<Case> out;
  WriteRequest read = write(AddressMap::address(1, 0), 8);
  read.command = tlm::TLM_READ_COMMAND;
  out.push_back({"read", read, tlm::TLM_COMMAND_ERROR_RESPONSE});
  WriteRequest ignore = write(AddressMap::address(1, 0), 8);
  ignore.command = tlm::TLM_IGNORE_COMMAND;
  out.push_back({"ignore command", ignore, tlm::TLM_COMMAND_ERROR_RESPONSE});
  out.push_back({"node past the last", write(AddressMap::address(9, 0), 8), tlm::TLM_ADDRESS_ERROR_RESPONSE});
  out.push_back({"upper bits all set", write(0xffffffff00000000ULL, 8), tlm::TLM_ADDRESS_ERROR_RESPONSE});
  out.push_back({"the sender itself", write(AddressMap::address(0, 0), 8), tlm::TLM_ADDRESS_ERROR_RESPONSE});
  out.push_back({"leaves the window", write(AddressMap::address(2, 0xfffffffc), 8), tlm::TLM_ADDRESS_ERROR_RESPONSE});
  WriteRequest enables = write(AddressMap::address(1, 0), 8);
  enables.byte_enables = true;
  out.push_back({"byte enables", enables, tlm::TLM_BYTE_ENABLE_ERROR_RESPONSE});
  out.push_back({"one byte more than a message", write(AddressMap::address(1, 0), 9), tlm::TLM_BURST_ERROR_RESPONSE});
  WriteRequest streaming = write(AddressMap::address(1, 0), 8);
  streaming.streaming_width = 4;
  out.push_back({"streaming", streaming, tlm::TLM_BURST_ERROR_RESPONSE});
  out.push_back({"a full message", write(AddressMap::address(1, 0), 8), tlm::TLM_OK_RESPONSE});
  out.push_back({"empty", write(AddressMap::address(8, 0), 0), tlm::TLM_OK_RESPONSE});
  out.push_back({"window's last bytes", write(AddressMap::address(4, 0xfffffff8), 8), tlm::TLM_OK_RESPONSE});
  return out;
}

// Sends every case from node 0 through `target` and checks its status; returns how many were accepted.
template <typename TargetSocket>
int check_cases(TargetSocket& target) {
  TestInitiators cpus("cpus", 1);
  cpus.socket(0).bind(target);
  const std::vector<Case> all = cases();
  std::vector<WriteResult> results(all.size());
  TestInitiators::spawn([&] {
    for (std::size_t i = 0; i < all.size(); ++i) results[i] = send_write(cpus.socket(0), all[i].request);
  });
  sc_core::sc_start(sc_core::sc_time(1, sc_core::SC_US));
  int accepted = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    EXPECT_EQ(results[i].status, all[i].expected) << all[i].what;
    if (all[i].expected == tlm::TLM_OK_RESPONSE)
      ++accepted;
    else
      EXPECT_EQ(results[i].completed, results[i].issued) << all[i].what << ": refused at once";
  }
  return accepted;
}

TEST(Refusals, BridgeAnswersEachBrokenRuleWithItsStatus) {
  simulation::start_fresh_systemc_context();
  MessageLog log;
  tlm2::NetworkBridge bridge("bridge", small_network(), {&log});
  const int accepted = check_cases(bridge.target(0));
  EXPECT_EQ(static_cast<int>(log.generated.size()), accepted) << "refused writes never enter the network";
  EXPECT_EQ(static_cast<int>(log.delivered.size()), accepted);
  EXPECT_EQ(bridge.port(0).messages_sent(), accepted);
  EXPECT_EQ(bridge.port(0).writes_refused(), static_cast<std::int64_t>(cases().size()) - accepted);
}

TEST(Refusals, LooselyTimedModelAnswersEachBrokenRuleWithItsStatus) {
  simulation::start_fresh_systemc_context();
  tlm2::LtNetworkConfig config;
  config.transport = small_network();
  tlm2::LooselyTimedNetwork network("network", config);
  const int accepted = check_cases(network.target(0));
  EXPECT_EQ(network.messages(), accepted);
}

void expect_config_error(const std::function<void()>& build, const std::string& option) {
  try {
    build();
    ADD_FAILURE() << "--" << option << " was accepted";
  } catch (const kncube::ConfigError& e) {
    EXPECT_EQ(e.option(), option) << e.what();
  }
}

TEST(Refusals, BridgeRefusesConfigurationsItCannotUse) {
  const auto bridge_with = [](tlm2::TransportConfig config) {
    return [config] {
      simulation::start_fresh_systemc_context();
      tlm2::NetworkBridge bridge("bridge", config);
    };
  };
  tlm2::TransportConfig config = small_network();
  config.flit_bytes = 0;
  expect_config_error(bridge_with(config), "flit-bytes");
  config.flit_bytes = 4097;
  expect_config_error(bridge_with(config), "flit-bytes");
  config = small_network();
  config.clock_period = sc_core::SC_ZERO_TIME;
  expect_config_error(bridge_with(config), "clock-period");
  config = small_network();
  config.network.spec.k = 2;  // a torus needs k >= 3: the network's own check
  expect_config_error(bridge_with(config), "k");
}

TEST(Refusals, LooselyTimedModelRefusesWhatItsLatencyDoesNotCover) {
  const auto lt_with = [](tlm2::LtNetworkConfig config) {
    return [config] { tlm2::AnalyticalLatency latency(config); };
  };
  tlm2::LtNetworkConfig base;
  base.transport = small_network();
  const double saturation = tlm2::AnalyticalLatency(base).saturation_rate();
  ASSERT_GT(saturation, 0.0);

  tlm2::LtNetworkConfig config = base;
  config.offered_load = saturation;
  expect_config_error(lt_with(config), "offered-load");
  config.offered_load = -0.001;
  expect_config_error(lt_with(config), "offered-load");
  config.offered_load = std::numeric_limits<double>::quiet_NaN();
  expect_config_error(lt_with(config), "offered-load");
  config = base;
  config.model = "no-such-model";
  expect_config_error(lt_with(config), "model");
  config.model = "dally";  // covers dimension-order routing only
  expect_config_error(lt_with(config), "model");
  config = base;
  config.transport.network.spec.traffic.kind = TrafficKind::hotspot;
  config.transport.network.spec.traffic.hotspot_fraction = 0.1;
  expect_config_error(lt_with(config), "traffic");
  config = base;
  config.transport.flit_bytes = 0;
  expect_config_error(lt_with(config), "flit-bytes");
  config = base;
  config.offered_load = 0.5 * saturation;
  EXPECT_NO_THROW(lt_with(config)());
}

}  // namespace
}  // namespace kncube::test
