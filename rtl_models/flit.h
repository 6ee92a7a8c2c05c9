#pragma once
// A flit: the unit of flow control. Every flit carries its message's identity and timestamps so
// that the network interfaces can check delivery (once, in order, to the right node) and measure
// latency without a message table.

#include <cstdint>

namespace kncube::rtl {

using Cycle = std::int64_t;
using NodeId = std::int32_t;

enum class FlitKind : std::uint8_t { head, body, tail, head_tail };

inline bool is_head(FlitKind kind) { return kind == FlitKind::head || kind == FlitKind::head_tail; }
inline bool is_tail(FlitKind kind) { return kind == FlitKind::tail || kind == FlitKind::head_tail; }

// The longest message a flit's index can number, and the most traffic classes.
constexpr int kMaxMessageLength = 4096;
constexpr int kMaxMessageClasses = 16;

struct Flit {
  std::uint64_t message_id = 0;
  Cycle generated = 0;         // cycle the message was generated at its source
  Cycle injected = 0;          // cycle the head left the source queue into the injection channel
  NodeId source = 0;
  NodeId destination = 0;
  // Index and class share 16 bits so that a flit is 40 bytes, not 48: flits are what the
  // routers copy and the caches hold, and on large networks memory traffic is the cost.
  std::uint16_t index : 12;          // position within the message, 0 = head (M <= kMaxMessageLength)
  std::uint16_t message_class : 4;   // traffic class (e.g. regular / hot-spot), for per-class statistics
  std::uint16_t hops = 0;      // network channels crossed so far
  std::uint16_t tie_directions = 0;  // bit i: go - in dimension i when the offset is exactly k/2 (spec 01 A12)
  FlitKind kind = FlitKind::head_tail;
  std::uint8_t vc = 0;         // VC on the channel the flit is currently crossing / buffered in

  Flit() : index(0), message_class(0) {}
};

static_assert(sizeof(Flit) == 40, "a flit is meant to fill five 8-byte words");

// Returned upstream when a flit leaves an input buffer.
struct Credit {
  std::uint8_t vc = 0;
  bool tail = false;  // the freed slot held a tail: lets the upstream router release the VC on tail credit
};

}  // namespace kncube::rtl
