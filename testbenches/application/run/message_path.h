#pragma once
// --trace-message ID: where one message went, found by a first pass of the same run (same seed,
// same configuration, so the traced second pass repeats it exactly), and what the trace makes of
// it. The first pass runs in a forked child that reports the path through a pipe: it stops the
// moment the message is delivered by throwing out of the simulation, which leaves nothing behind
// in the process that then makes the traced run.

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/message_observer.h"
#include "rtl_models/network.h"
#include "traces/trace_request.h"

namespace kncube::cli {

struct MessageHop {
  rtl::NodeId router = 0;
  std::string in_port;   // "pe", "xm": the router's port names
  std::string out_port;
};

struct MessagePath {
  std::uint64_t generated_messages = 0;  // messages the first pass generated (ids 0 .. n-1)
  bool injected = false;                 // its head left the source queue during the run
  rtl::Cycle injection = -1;             // cycle its head left the source queue
  rtl::Cycle delivery = -1;              // cycle its tail reached the destination PE; -1 if never
  std::vector<MessageHop> hops;          // one per router it crossed, in path order
};

// The run as the user asked for it, with one more message observer, a callback to call once the
// network is elaborated (it installs a flit observer on every router), and the stream its progress
// lines go to (the caller's stderr: the pass's own stdout and stderr are silenced, as its reports
// repeat the run's).
using FirstPass =
    std::function<void(rtl::MessageObserver&, const std::function<void(rtl::Network&)>&, std::ostream& progress)>;

// Runs `run` in a forked child and returns what it saw of message `id`. std::runtime_error if the
// child fails before reporting.
MessagePath find_message_path(std::uint64_t id,
                              const FirstPass& run);

// Applies the path to the request: its routers are traced, their used port groups open, markers
// A (injection) and B (delivery) placed, and without --trace-window the window spans injection to
// delivery with kFollowMargin cycles either side. UsageError (--trace-message) if the message was
// never injected, or injected outside a given --trace-window.
void follow_message(traces::TraceRequest& request, const MessagePath& path);

// Cycles traced before the injection and after the delivery of a followed message.
constexpr rtl::Cycle kFollowMargin = 4;

}  // namespace kncube::cli
