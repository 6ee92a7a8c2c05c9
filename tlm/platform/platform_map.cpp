#include "tlm/platform/platform_map.h"

#include <algorithm>
#include <sstream>

#include "analytical/vocabulary/config_error.h"

namespace kncube::tlm2 {
namespace {

std::string hex(std::uint64_t value) {
  std::ostringstream out;
  out << "0x" << std::hex << value;
  return out.str();
}

std::string span(const AddressRange& range) { return hex(range.start) + ".." + hex(range.end); }

void check_node(const std::string& option, rtl::NodeId node, rtl::NodeId nodes) {
  if (node < 0 || node >= nodes)
    throw kncube::ConfigError(option, std::to_string(node), "a node from 0 to " + std::to_string(nodes - 1));
}

}  // namespace

void validate(const PlatformMap& map, rtl::NodeId nodes) {
  if (map.initiators.empty()) throw kncube::ConfigError("initiators", "none", "at least one initiator attachment");
  if (map.targets.empty()) throw kncube::ConfigError("targets", "none", "at least one target attachment");
  for (const auto& initiator : map.initiators) {
    check_node("initiator " + initiator.name + " node", initiator.node, nodes);
    if (initiator.window < 1)
      throw kncube::ConfigError("initiator " + initiator.name + " window", std::to_string(initiator.window), "at least 1 request");
  }
  for (const auto& target : map.targets) {
    check_node("target " + target.name + " node", target.node, nodes);
    if (target.queue_depth < 1)
      throw kncube::ConfigError("target " + target.name + " queue-depth", std::to_string(target.queue_depth), "at least 1 request");
  }
  const int targets = static_cast<int>(map.targets.size());
  for (const auto& range : map.ranges) {
    if (range.target < 0 || range.target >= targets)
      throw kncube::ConfigError("range " + span(range) + " target", std::to_string(range.target),
                             "a target index from 0 to " + std::to_string(targets - 1));
    if (range.end < range.start) throw kncube::ConfigError("range", span(range), "a range whose end is not below its start");
    if (range.end - range.start > ~std::uint64_t{0} - range.target_base)
      throw kncube::ConfigError("range " + span(range) + " target-base", hex(range.target_base),
                             "a base at which the whole range fits below 2^64");
  }
  std::vector<AddressRange> sorted = map.ranges;
  std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
  for (std::size_t i = 1; i < sorted.size(); ++i)
    if (sorted[i].start <= sorted[i - 1].end)
      throw kncube::ConfigError("range", span(sorted[i]), "ranges that do not overlap; it overlaps " + span(sorted[i - 1]));
}

AddressDecoder::AddressDecoder(const PlatformMap& map) : sorted_(map.ranges) {
  std::sort(sorted_.begin(), sorted_.end(), [](const auto& a, const auto& b) { return a.start < b.start; });
  starts_.reserve(sorted_.size());
  for (const auto& range : sorted_) starts_.push_back(range.start);
}

const AddressRange* AddressDecoder::find(std::uint64_t address, std::uint64_t length) const {
  // The last range starting at or below the address. The halving takes the same steps whatever the
  // address, so the compiler can select instead of branch: which half holds a random target's
  // address is a coin toss the branch predictor loses half the time.
  if (starts_.empty() || address < starts_.front()) return nullptr;
  const std::uint64_t* first = starts_.data();
  for (std::size_t n = starts_.size(); n > 1;) {
    const std::size_t half = n / 2;
    first = first[half] <= address ? first + half : first;
    n -= half;
  }
  const AddressRange& range = sorted_[static_cast<std::size_t>(first - starts_.data())];
  if (address > range.end) return nullptr;
  if (length > 0 && length - 1 > range.end - address) return nullptr;
  return &range;
}

std::vector<AddressRange> AddressDecoder::ranges_of(int target) const {
  std::vector<AddressRange> ranges;
  for (const auto& range : sorted_)
    if (range.target == target) ranges.push_back(range);
  return ranges;
}

}  // namespace kncube::tlm2
