#pragma once
// Configuration of the loosely-timed network model: the network and message format it stands
// for, the load the rest of the system is assumed to offer, and which analytical model supplies
// the contention. Validated once, by AnalyticalLatency.

#include <string>

#include "analytical/model_switches.h"
#include "tlm/transport_config.h"

namespace kncube::tlm2 {

struct LtNetworkConfig {
  TransportConfig transport;
  double offered_load = 0.0;  // lambda_g, messages/node/cycle: a parameter, not measured from the writes
  std::string model;          // an analytical model by its --model name; "" = the first that applies
  analytical::ModelSwitches switches;
};

}  // namespace kncube::tlm2
