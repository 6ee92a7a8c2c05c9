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

// The largest message number and cycle a flit carries (48 bits each: 2.8e14 messages, 1.4e14
// cycles, years of simulation), checked where they are made (MessageCounter, Network); node ids
// take 24 bits, the simulated networks' limit (2^24 nodes, network_config.cpp).
constexpr std::uint64_t kMaxFlitMessageId = (std::uint64_t{1} << 48) - 1;
constexpr Cycle kMaxFlitCycle = (Cycle{1} << 47) - 1;

// 32 bytes, so that a buffer slot never straddles two cache lines (a 40-byte flit straddled every
// other slot, and on large networks the flits' lines are the largest share of the cache misses:
// the write into the next router's buffer and the read of a sending VC's front flit). The three
// 64-bit quantities keep 48 bits each and lend the top 16 to a 16-bit field; the node ids keep 24
// bits and lend a byte. Only message_id, generated, injected, source and destination are bit-fields
// (read and written as before, not addressable); the others are ordinary members.
struct Flit {
  std::uint64_t message_id : 48;
  std::uint16_t tie_directions;  // bit i: go - in dimension i when the offset is exactly k/2 (spec 01 A12)
  Cycle generated : 48;          // cycle the message was generated at its source
  std::uint16_t hops;            // network channels crossed so far
  Cycle injected : 48;           // cycle the head left the source queue into the injection channel
  std::uint16_t index : 12;          // position within the message, 0 = head (M <= kMaxMessageLength)
  std::uint16_t message_class : 4;   // traffic class (e.g. regular / hot-spot), for per-class statistics
  // Unsigned 24 bits (node ids up to 2^24 - 1, the simulated networks' limit): in arithmetic and
  // comparisons they promote to int, as a NodeId would.
  std::uint32_t source : 24;
  FlitKind kind;
  std::uint32_t destination : 24;
  std::uint8_t vc;               // VC on the channel the flit is currently crossing / buffered in

  Flit()
      : message_id(0), tie_directions(0), generated(0), hops(0), injected(0), index(0), message_class(0), source(0),
        kind(FlitKind::head_tail), destination(0), vc(0) {}
};

static_assert(sizeof(Flit) == 32, "a flit is meant to fill four 8-byte words, two to a cache line");

// Returned upstream when a flit leaves an input buffer.
struct Credit {
  std::uint8_t vc = 0;
  bool tail = false;  // the freed slot held a tail: lets the upstream router release the VC on tail credit
};

}  // namespace kncube::rtl
