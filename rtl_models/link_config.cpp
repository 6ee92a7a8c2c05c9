#include "rtl_models/link_config.h"

namespace kncube::rtl {
namespace {

// The run's link behaviour with a graph link's own wire delay (for every dimension).
LinkConfig with_wire_delay(LinkConfig links, int wire_delay) {
  links.wire_delay = {wire_delay};
  return links;
}

}  // namespace

LinkTiming link_timing(const LinkConfig& config, int dimension) {
  switch (config.kind) {
    case LinkKind::pipelined: return {config.wire_delay_of(dimension), 1};
    case LinkKind::nonpipelined: {
      const int d = config.wire_delay_of(dimension);
      return {d, d};
    }
    case LinkKind::thesis: {
      const int t = config.mu + config.switch_time;
      return {t, t};
    }
  }
  return {};
}

LinkTiming link_timing(const LinkConfig& config, int dimension, int own_wire_delay) {
  return own_wire_delay > 0 ? link_timing(with_wire_delay(config, own_wire_delay), 0) : link_timing(config, dimension);
}

LinkTiming injection_timing(const LinkConfig& config, int latency) {
  if (config.kind == LinkKind::thesis) {
    const int t = config.mu + config.switch_time;
    return {t, t};
  }
  return {latency, 1};
}

std::string to_string(LinkKind kind) {
  switch (kind) {
    case LinkKind::pipelined: return "pipelined";
    case LinkKind::nonpipelined: return "nonpipelined";
    case LinkKind::thesis: return "thesis";
  }
  return "?";
}

}  // namespace kncube::rtl
