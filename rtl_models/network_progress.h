#pragma once
// What the simulation runner asks of a network while it runs, whatever its switching: stop
// generating, and the numbers that tell progress, saturation and deadlock apart.

#include <cstdint>

#include "rtl_models/flit.h"

namespace kncube::rtl {

class NetworkProgress {
 public:
  virtual ~NetworkProgress() = default;
  virtual void set_generating(bool on) = 0;
  virtual std::int64_t flits_in_flight() const = 0;  // flits of messages in service, not yet delivered
  virtual std::int64_t source_backlog() const = 0;   // messages waiting in source queues
  virtual Cycle last_progress() const = 0;           // last cycle anything moved
};

}  // namespace kncube::rtl
