#pragma once
// How physical channels between routers behave in time.

#include <string>
#include <vector>

namespace kncube::rtl {

enum class LinkKind {
  pipelined,     // holds `wire delay` flits in flight, accepts one per cycle
  nonpipelined,  // accepts the next flit only after the previous one arrived: throughput 1/delay
  thesis,        // spec 03 §3.9: a flit occupies the channel mu cycles plus a non-overlapped switch time
};

struct LinkConfig {
  LinkKind kind = LinkKind::pipelined;
  std::vector<int> wire_delay = {1};  // cycles per dimension; one value applies to every dimension
  int mu = 1;                         // thesis mode: channel cycle time t_c in base cycles (spec 03 §3.5)
  int switch_time = 1;                // thesis mode: switch time t_s in base cycles (spec 03 §3.8, R = 1)

  int wire_delay_of(int dimension) const {
    return wire_delay.size() == 1 ? wire_delay.front() : wire_delay.at(static_cast<std::size_t>(dimension));
  }
};

// Latency (cycles from entering to arriving) and period (cycles between successive flits) of a channel.
struct LinkTiming {
  int latency = 1;
  int period = 1;
};

LinkTiming link_timing(const LinkConfig& config, int dimension);
// A channel of `dimension` whose link may have a wire delay of its own (a graph network's edge;
// 0: the run's): what the cycle-level network and the contention model both time it by.
LinkTiming link_timing(const LinkConfig& config, int dimension, int own_wire_delay);
// The NI -> router injection channel: `latency` cycles (RouterConfig::injection_latency, 1 by
// default) in the physical modes, the full flit time in thesis mode so that zero-load latency is
// (|H| + M)(t_c + t_s) exactly.
LinkTiming injection_timing(const LinkConfig& config, int latency = 1);

std::string to_string(LinkKind kind);

}  // namespace kncube::rtl
