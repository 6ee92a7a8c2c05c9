#pragma once
// Serial injection's link (one message at a time, InjectionChannels) on the call-order path, where
// a message may ask for it at a cycle before messages already given it. In time order the link is
// free once its last holder is done; out of it, a message sent later may hold the link when an
// earlier one asks. That one would have gone first: it takes the link, and takes on the waits it
// would have given the holders after it, which are answered and can no longer take them (as
// CallOrderChannels hands a newcomer the delays it owes, ChannelCrossing::owed). Before, with only
// the last holder known, such a message passed them all and owed nothing: BookSim's router on `lt`
// read -7.8% on hot-spot traffic with 1 KiB transactions at 70% of saturation, the model's router
// with serial injection -6.2% with 64-byte ones (README, "The serial link in call order").
//
// Plain C++: per node the link's holds, by the cycle they took it.

#include <algorithm>
#include <cstddef>
#include <limits>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

class CallOrderLink {
 public:
  static constexpr rtl::Cycle kNever = std::numeric_limits<rtl::Cycle>::max();

  explicit CallOrderLink(std::size_t nodes) : holds_(nodes) {}

  // Whether a message that took `node`'s link at or before `cycle` still holds it then: a message
  // asking at `cycle` waits for it, as in time order.
  bool held(std::size_t node, rtl::Cycle cycle) const {
    for (const Hold& h : holds_[node])
      if (h.taken <= cycle && h.free > cycle) return true;
    return false;
  }
  // A message takes `node`'s link at `cycle` (held() was false), until `free` (kNever: until
  // released() says), sending its flits until `end` at the least. Returns the cycles it owes: the
  // waits the holders that took the link after `cycle` would have had behind it, each pushing the
  // next.
  rtl::Cycle take(std::size_t node, rtl::Cycle cycle, rtl::Cycle free, rtl::Cycle end) {
    std::vector<Hold>& holds = holds_[node];
    const rtl::Cycle floor = floor_;
    holds.erase(std::remove_if(holds.begin(), holds.end(), [floor](const Hold& h) { return h.free <= floor; }),
                holds.end());
    auto at = std::upper_bound(holds.begin(), holds.end(), cycle,
                               [](rtl::Cycle c, const Hold& h) { return c < h.taken; });
    rtl::Cycle owed = 0;
    for (auto h = at; h != holds.end() && h->taken < end; ++h) {
      const rtl::Cycle push = end - h->taken;
      owed += push;
      if (h->free == kNever) break;  // its length is not known yet
      end = h->free + push;
    }
    holds.insert(at, Hold{cycle, free});
    return owed;
  }
  // The message that took `node`'s link at `taken` is done with it at `free`.
  void released(std::size_t node, rtl::Cycle taken, rtl::Cycle free) {
    for (Hold& h : holds_[node])
      if (h.taken == taken) h.free = free;
  }
  // No message will ask before `floor` any more: the holds done by then are forgotten (as a node's
  // link is next taken).
  void set_floor(rtl::Cycle floor) { floor_ = floor; }

 private:
  struct Hold {
    rtl::Cycle taken;
    rtl::Cycle free;
  };
  std::vector<std::vector<Hold>> holds_;  // per node, by `taken`
  rtl::Cycle floor_ = 0;
};

}  // namespace kncube::tlm2
