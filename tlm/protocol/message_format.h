#pragma once
// How many messages of how many flits a transaction's request and response take (see
// platform/transport_config.h): a READ sends a header-only request (with its byte enables, if it
// has any) and gets its data back; a WRITE sends its data (and byte enables) and gets a
// header-only response; IGNORE carries no data either way. A payload larger than one message carries is split into full messages and a last, shorter
// one, reassembled at the other end before anything is handed on.

#include <cstddef>
#include <tlm>

#include "tlm/platform/transport_config.h"

namespace kncube::tlm2 {

// The messages that carry some bytes: count - 1 full ones and a last, possibly shorter, one.
struct MessageSplit {
  int count = 1;
  int full_flits = 0;  // flits of each message but the last
  int last_flits = 0;
  int flits(int index) const { return index + 1 < count ? full_flits : last_flits; }
};

class MessageFormat {
 public:
  explicit MessageFormat(const TransportConfig& config)
      : flit_bytes_(static_cast<std::size_t>(config.flit_bytes)),
        header_flits_(config.header_flits),
        payload_per_message_(config.message_payload_bytes()) {}

  // Payload bytes of each direction.
  static std::size_t request_bytes(const tlm::tlm_generic_payload& payload);
  static std::size_t response_bytes(const tlm::tlm_generic_payload& payload);
  // The messages that carry `bytes` (at least one, header-only, message).
  MessageSplit messages(std::size_t bytes) const;

 private:
  std::size_t flit_bytes_;
  int header_flits_;
  std::size_t payload_per_message_;
};

}  // namespace kncube::tlm2
