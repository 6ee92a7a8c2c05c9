#pragma once
// Where the initiators and targets of a virtual platform sit on the network and which addresses
// reach which target. Ranges are inclusive, may name any target (several ranges and several
// targets per node are fine) and must not overlap; the target sees an address of its range as
// `target_base + (address - start)`. Checked once, at elaboration, by validate().
//
//   PlatformMap map;
//   map.initiators = {{"cpu0", 0}, {"cpu1", 9}};
//   map.targets = {{"ram", 27}, {"uart", 27, TargetInterface::non_blocking}};
//   map.ranges = {{0x0000'0000, 0x0FFF'FFFF, 0}, {0x1000'0000, 0x1000'0FFF, 1}};

#include <cstdint>
#include <string>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

// Which forward interface the network calls on a target: b_transport (its annotated delay is
// waited out, one request at a time) or nb_transport_fw with the AT base protocol (requests
// overlap as the target allows). A target socket cannot tell which one its owner implements well.
enum class TargetInterface { blocking, non_blocking };

struct InitiatorAttachment {
  std::string name;        // for messages
  rtl::NodeId node = 0;
  // Requests of this initiator accepted (END_REQ given, or b_transport entered the network) whose
  // request messages have not all reached the target's node yet. When the window is full the next
  // BEGIN_REQ waits for its END_REQ: the initiator feels a congested network.
  int window = 8;
};

struct TargetAttachment {
  std::string name;
  rtl::NodeId node = 0;
  TargetInterface interface = TargetInterface::blocking;
  // Requests reserved for this target and not yet answered by it (end-to-end credits: an initiator
  // sends a request only when a slot is reserved, so a slow target pushes back on its initiators and
  // requests never wait inside the network for the target).
  int queue_depth = 4;
};

struct AddressRange {
  std::uint64_t start = 0;
  std::uint64_t end = 0;          // inclusive
  int target = 0;                 // index into PlatformMap::targets
  std::uint64_t target_base = 0;  // address the target sees for `start`
};

struct PlatformMap {
  std::vector<InitiatorAttachment> initiators;
  std::vector<TargetAttachment> targets;
  std::vector<AddressRange> ranges;
};

// Throws kncube::ConfigError for a node outside 0..nodes-1, a range naming no target, a range whose
// end is before its start or whose target addresses would wrap, overlapping ranges, a window or
// queue depth below 1, or a map without initiators or targets.
void validate(const PlatformMap& map, rtl::NodeId nodes);

// Address decoding over a validated map.
class AddressDecoder {
 public:
  explicit AddressDecoder(const PlatformMap& map);

  // The range holding all of [address, address + length - 1], or nullptr (unmapped, or the access
  // crosses a range boundary).
  const AddressRange* find(std::uint64_t address, std::uint64_t length) const;
  static std::uint64_t to_target(const AddressRange& range, std::uint64_t address) {
    return range.target_base + (address - range.start);
  }
  // Every range of `target`, for translating the target's addresses back (DMI invalidation).
  std::vector<AddressRange> ranges_of(int target) const;

 private:
  std::vector<AddressRange> sorted_;  // by start
  // sorted_[i].start, searched on their own: every transaction is decoded, and between two the
  // network model has pushed the map out of the first-level cache; 8 bytes a range instead of 32
  // put the search's steps on fewer lines. With the branch-free halving of find(), callgrind's
  // cache and branch simulation (--cache-sim=yes --branch-sim=yes) of the 64-node replay at 1 KiB
  // counts 3.2 first-level misses and 0.1 mispredicted branches a call, against 4.3 and 4.2.
  std::vector<std::uint64_t> starts_;
};

}  // namespace kncube::tlm2
