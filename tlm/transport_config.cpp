#include "tlm/transport_config.h"

#include <string>

#include "analytical/vocabulary/config_error.h"

namespace kncube::tlm2 {

void validate(const TransportConfig& config) {
  rtl::validate(config.network);
  // 4096 bytes per flit keeps a 65535-flit message inside one 2^32-byte address window.
  if (config.flit_bytes < 1 || config.flit_bytes > 4096)
    throw kncube::ConfigError("flit-bytes", std::to_string(config.flit_bytes), "an integer from 1 to 4096");
  if (config.clock_period <= sc_core::SC_ZERO_TIME)
    throw kncube::ConfigError("clock-period", config.clock_period.to_string(), "a time greater than zero");
}

}  // namespace kncube::tlm2
