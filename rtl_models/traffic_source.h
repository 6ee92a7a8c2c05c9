#pragma once
// The two traffic policies a network interface calls: when messages are generated (arrival
// process) and where they go (destination pattern). Implementations live in testbenches/; each
// is stateless, all randomness comes from the interface's own stream.

#include <cstdint>
#include <string>

#include "rtl_models/flit.h"
#include "rtl_models/random.h"

namespace kncube::rtl {

class ArrivalProcess {
 public:
  virtual ~ArrivalProcess() = default;
  // Time of the first arrival at `node` after time 0 and the gap to its next arrival, in cycles
  // (infinity: no more arrivals). A message whose arrival time t falls in [c, c+1) is generated
  // at cycle c.
  virtual double first_arrival(NodeId node, Random& random) const = 0;
  virtual double gap(NodeId node, Random& random) const = 0;
};

struct Destination {
  NodeId node = 0;
  std::uint8_t message_class = 0;
};

class TrafficPattern {
 public:
  virtual ~TrafficPattern() = default;
  // Destination of a message generated at `source`; `source` itself only if the pattern allows self-traffic.
  virtual Destination destination(NodeId source, Random& random) const = 0;
  virtual int class_count() const { return 1; }
  virtual std::string class_name(int message_class) const {
    (void)message_class;
    return "all";
  }
};

}  // namespace kncube::rtl
