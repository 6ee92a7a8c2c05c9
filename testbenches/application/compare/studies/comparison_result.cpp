#include "testbenches/application/compare/studies/comparison_result.h"

#include "testbenches/utilities/number_format.h"

namespace kncube::compare {

std::string traffic_text(const TrafficSpec& traffic) {
  std::string text(to_string(traffic.kind));
  switch (traffic.kind) {
    case TrafficKind::hotspot: return text + " h=" + report::readable_number(traffic.hotspot_fraction);
    case TrafficKind::transpose:
    case TrafficKind::digit_reversal: return text + " x=" + report::readable_number(traffic.pattern_fraction);
    case TrafficKind::uniform:
    case TrafficKind::locality:
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm:
    case TrafficKind::hotspot_set: return text;
  }
  return text;
}

}  // namespace kncube::compare
