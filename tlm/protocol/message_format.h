#pragma once
// How many messages of how many flits a transaction's request and response take (see
// platform/transport_config.h): a READ sends a header-only request and gets its data back; a WRITE
// sends its data (and byte enables) and gets a header-only response; IGNORE carries no data either
// way. A payload larger than one message carries is split into full messages and a last, shorter
// one, reassembled at the other end before anything is handed on.

#include <cstddef>
#include <tlm>
#include <vector>

#include "tlm/platform/transport_config.h"

namespace kncube::tlm2 {

class MessageFormat {
 public:
  explicit MessageFormat(const TransportConfig& config)
      : flit_bytes_(static_cast<std::size_t>(config.flit_bytes)),
        header_flits_(config.header_flits),
        payload_per_message_(config.message_payload_bytes()) {}

  // Payload bytes of each direction.
  static std::size_t request_bytes(const tlm::tlm_generic_payload& payload);
  static std::size_t response_bytes(const tlm::tlm_generic_payload& payload);
  // Flits of each message that carries `bytes` (at least one, header-only, message).
  std::vector<int> messages(std::size_t bytes) const;

 private:
  std::size_t flit_bytes_;
  int header_flits_;
  std::size_t payload_per_message_;
};

}  // namespace kncube::tlm2
