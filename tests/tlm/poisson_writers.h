#pragma once
// Open-loop uniform traffic from TLM initiators: every node writes messages at Poisson times
// (rate in messages/node/cycle) to uniformly chosen other nodes until `stop` cycles, each write
// in a thread of its own so that a blocking b_transport never holds back the next arrival.

#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "rtl_models/random.h"
#include "testbenches/testbench/traffic/uniform_traffic.h"
#include "tlm_fixture.h"

namespace kncube::test {

class PoissonWriters : public sc_core::sc_module {
 public:
  struct Message {
    rtl::NodeId source = 0;
    rtl::NodeId destination = 0;
    WriteResult result;
    bool done = false;
  };

  PoissonWriters(sc_core::sc_module_name name, rtl::NodeId nodes, double rate, const sc_core::sc_time& period, double stop,
                 std::uint64_t seed)
      : sc_core::sc_module(name), initiators_("cpus", nodes), nodes_(nodes), rate_(rate), period_(period), stop_(stop), seed_(seed) {
    for (rtl::NodeId node = 0; node < nodes; ++node) TestInitiators::spawn([this, node] { generate(node); });
  }

  TestInitiators::Socket& socket(rtl::NodeId node) { return initiators_.socket(node); }
  const std::deque<Message>& messages() const { return messages_; }  // in issue order per node, interleaved

 private:
  void generate(rtl::NodeId node) {
    rtl::Random random(seed_, static_cast<std::uint64_t>(node));
    double at = 0.0;  // cycles
    for (;;) {
      at += random.exponential(rate_);
      if (at >= stop_) return;
      sc_core::wait(period_ * at - sc_core::sc_time_stamp());
      messages_.push_back(Message{node, traffic::uniform_other_node(node, nodes_, random), {}, false});
      Message* message = &messages_.back();  // a deque keeps elements in place as it grows
      TestInitiators::spawn([this, message] {
        message->result = send_write(socket(message->source), message->destination);
        message->done = true;
      });
    }
  }

  TestInitiators initiators_;
  rtl::NodeId nodes_;
  double rate_;
  sc_core::sc_time period_;
  double stop_;
  std::uint64_t seed_;
  std::deque<Message> messages_;
};

}  // namespace kncube::test
