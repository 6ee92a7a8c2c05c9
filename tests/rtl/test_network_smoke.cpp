// First smoke test while the router core is being built: a small network delivers traffic.
#include <gtest/gtest.h>

#include <systemc>

#include "rtl_models/network.h"
#include "testbenches/testbench/traffic/arrival_processes.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"

namespace {

struct CountingObserver : kncube::rtl::MessageObserver {
  std::int64_t generated = 0, delivered = 0;
  double latency_sum = 0;
  void on_generated(const kncube::rtl::GeneratedMessage&) override { ++generated; }
  void on_delivered(const kncube::rtl::DeliveredMessage& m) override {
    ++delivered;
    latency_sum += static_cast<double>(m.delivered - m.generated);
  }
};

void fresh_kernel() {
  auto* context = new sc_core::sc_simcontext();
  sc_core::sc_curr_simcontext = context;
  sc_core::sc_default_global_context = context;
}

TEST(NetworkSmoke, DeliversUniformTraffic) {
  fresh_kernel();
  kncube::rtl::NetworkConfig config;
  config.spec.k = 4;
  config.spec.n = 2;
  config.spec.vcs = 3;
  config.spec.message_length = 8;
  kncube::rtl::validate(config);
  kncube::traffic::PoissonArrivals arrivals(0.01);
  kncube::traffic::UniformTraffic traffic(16);
  CountingObserver observer;
  sc_core::sc_clock clock("clock", 1, sc_core::SC_NS);
  kncube::rtl::Network network("net", config, arrivals, traffic, observer);
  network.clock(clock);
  sc_core::sc_start(sc_core::sc_time(20000, sc_core::SC_NS));
  network.set_generating(false);
  sc_core::sc_start(sc_core::sc_time(2000, sc_core::SC_NS));
  EXPECT_GT(observer.generated, 2000);
  EXPECT_EQ(observer.generated, observer.delivered);
  EXPECT_EQ(network.flits_in_flight(), 0);
  std::printf("mean latency %.3f\n", observer.latency_sum / observer.delivered);
}

}  // namespace
