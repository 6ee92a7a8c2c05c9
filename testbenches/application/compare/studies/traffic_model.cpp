#include "testbenches/application/compare/studies/traffic_model.h"

namespace kncube::compare {

std::string latency_model_for(TrafficKind traffic) {
  switch (traffic) {
    case TrafficKind::uniform: return "duato-uniform";           // spec 01, thesis ch. 3
    case TrafficKind::hotspot: return "hotspot-thesis";          // spec 02, thesis ch. 4
    case TrafficKind::transpose: return "transpose";             // spec 02, thesis ch. 5
    case TrafficKind::digit_reversal: return "digit-reversal";   // spec 02, thesis ch. 5
    // No chapter 3-5 model: locality, and BookSim2's patterns, which no model covers.
    case TrafficKind::locality:
    case TrafficKind::bitcomp:
    case TrafficKind::bitrev:
    case TrafficKind::shuffle:
    case TrafficKind::tornado:
    case TrafficKind::neighbor:
    case TrafficKind::randperm:
    case TrafficKind::hotspot_set: return "";
  }
  return "";
}

std::string compared_traffic_words() { return "uniform, hotspot, transpose or digit-reversal"; }

}  // namespace kncube::compare
