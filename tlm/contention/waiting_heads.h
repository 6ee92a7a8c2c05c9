#pragma once
// The heads waiting for a VC of a channel in the contention model, and the order the channel's VC
// allocator serves them in. The cycle-level router's VC allocator arbitrates round robin among the
// router inputs asking for an output VC (rtl_models/arbiter.h), so when a VC comes free and several
// heads ask for it in the same cycle, the input after the one served last gets it, not the oldest
// message. Granted by age instead (the request calendar's order), a stream through a router took
// every VC that came free while the messages injected there waited: two streams of 1-flit reads
// merging on a channel with one VC of their class, one from the next router and one injected
// there, came out in the other order from the cycle-level network's (same sum, other latencies),
// and the waits stayed at the sources instead of holding VCs upstream, so on an 8-node ring with
// 8-byte transactions the model carried a third more than the cycle-level network before it
// saturated (DESIGN_RECORD.md, "The VC allocator's round robin").
//
// Heads ask in time order; a head that finds every VC of its class held asks again when one comes
// free (SharedChannels::cross) and is listed here with that cycle. A head that finds a VC free
// yields it when the round robin puts enough heads listed for that same cycle before its input.

#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

class WaitingHeads {
 public:
  explicit WaitingHeads(std::size_t channels) : channels_(channels) {}

  // The head of message `sequence` from router input `input` asks for a VC of class `vc_class` of
  // `channel` again at cycle `retry`.
  void wait(int channel, std::uint64_t sequence, int input, int vc_class, rtl::Cycle retry);
  // Whether the head asking at `start` leaves the `free_vcs` free VCs of its class to heads listed
  // for `start` whose inputs the round robin serves before its own. Inline: asked at every hop of
  // every message, and most channels have no head waiting.
  bool yields(int channel, std::uint64_t sequence, int input, int vc_class, rtl::Cycle start, int free_vcs) {
    const Channel& c = channels_[static_cast<std::size_t>(channel)];
    return !c.heads.empty() && yields_to_listed(channel, sequence, input, vc_class, start, free_vcs);
  }
  // The head got a VC of `channel`: it waits no more there, and its input was served last.
  void granted(int channel, std::uint64_t sequence, int input) {
    Channel& c = channels_[static_cast<std::size_t>(channel)];
    if (!c.heads.empty()) stop_waiting(channel, sequence);
    c.last_input = input;
  }
  // The head got a VC of another channel (Duato's routing asks for several).
  void stop_waiting(int channel, std::uint64_t sequence);

 private:
  struct Head {
    std::uint64_t sequence;
    int input;
    int vc_class;
    rtl::Cycle retry;
  };
  struct Channel {
    std::vector<Head> heads;  // listed by wait()
    int last_input = -1;      // the input whose head got a VC last, -1 none
  };
  bool yields_to_listed(int channel, std::uint64_t sequence, int input, int vc_class, rtl::Cycle start, int free_vcs);
  // Round-robin distance from the input served last: the smaller, the sooner served.
  static std::int64_t turn(int input, int last) {
    return input > last ? input - last : static_cast<std::int64_t>(input) - last + (std::int64_t{1} << 32);
  }
  std::vector<Channel> channels_;
};

}  // namespace kncube::tlm2
