#include "tlm/platform/transport_config.h"

#include <string>

#include "analytical/vocabulary/config_error.h"
#include "rtl_models/flit.h"

namespace kncube::tlm2 {

void validate(const TransportConfig& config) {
  rtl::validate(config.network);
  if (config.flit_bytes < 1 || config.flit_bytes > 4096)
    throw kncube::ConfigError("flit-bytes", std::to_string(config.flit_bytes), "an integer from 1 to 4096");
  if (config.header_flits < 1 || config.header_flits >= config.max_message_flits())
    throw kncube::ConfigError("header-flits", std::to_string(config.header_flits),
                           "an integer from 1 to message-length - 1 (" + std::to_string(config.max_message_flits() - 1) +
                               "): a message must have room for payload after its header");
  if (config.clock_period <= sc_core::SC_ZERO_TIME)
    throw kncube::ConfigError("clock-period", config.clock_period.to_string(), "a time greater than zero");
}

}  // namespace kncube::tlm2
