#pragma once
// Time order, with VCs released as the tail is switched (rtl::VcRelease::tail_sent, BookSim's
// rule): the VCs of a channel that are free to allocate while their last message's tail is still
// in the buffer at the channel's far end. The cycle-level router gives such a VC to the next head
// like any free one, and that head lands behind the tail in one FIFO: it is routed only once the
// tail has left, the cycle after (rtl::Router::traverse), whatever the next router's outputs. On
// BookSim's router at 70% of saturation 12% of the heads landed behind another message (2.1 flits
// ahead of them on average; a scratch count in the cycle-level router), and the model, which let
// every head be routed on arrival, read -2.96% (uniform) and -3.57% (transpose) there, -0.42% and
// -1.95% with it (DESIGN_RECORD.md, "Heads behind a released VC's tail").
//
// Which free VC a head gets the cycle-level allocator decides by round-robin pointers per input
// and output VC that move with every grant (rtl::IslipVcAllocator), in effect any of them: so the
// head is taken to get one of its class's free VCs drawn at random, and to land behind the tail
// still in it, if any. (Taken behind a tail only when every free VC holds one: -1.24% / -2.37% at
// those points, the mean absolute difference per transaction on three transpose traces 3.97 /
// 3.90 / 4.52 cycles against the draw's 3.76 / 3.76 / 4.86; README.)

#include <cstdint>
#include <vector>

#include "rtl_models/random.h"
#include "tlm/contention/channel_holder.h"

namespace kncube::tlm2 {

class ReleasedVcs {
 public:
  // A message whose tail is still in the far end's buffer.
  struct Tail {
    int message = -1;
    std::uint64_t sequence = 0;
    int vc_class = 0;
    rtl::Cycle released = 0;          // its VC free to allocate from then on
    rtl::Cycle left = kVcFreeUnknown;  // its tail left the buffer; unknown yet
  };

  // `seed`: of the draws among free VCs.
  ReleasedVcs(std::size_t channels, int vcs, std::uint64_t seed)
      : capacity_(2 * vcs), tails_(channels * static_cast<std::size_t>(2 * vcs)), count_(channels, 0),
        random_(seed, kStream) {}

  // `h`, holding a VC of `channel`, has it free to allocate again from `released` on.
  void released(int channel, const ChannelHolder& h, rtl::Cycle released) {
    Tail* const tails = at(channel);
    int& count = count_[static_cast<std::size_t>(channel)];
    if (count == capacity_) drop(channel, 0);  // the oldest: long gone in all but pathological cases
    tails[count++] = Tail{h.message, h.sequence, h.vc_class, released, kVcFreeUnknown};
  }
  // The tail of `message` left the buffer at the far end of `channel` at `left`.
  void left(int channel, int message, std::uint64_t sequence, rtl::Cycle left) {
    Tail* const tails = at(channel);
    const int count = count_[static_cast<std::size_t>(channel)];
    for (int i = 0; i < count; ++i) {
      if (tails[i].message != message || tails[i].sequence != sequence) continue;
      tails[i].left = left;
      return;
    }
  }
  // A head given a VC of `vc_class` on `channel` at `start`, where `free` VCs of the class are free:
  // the tail it lands behind (forgotten here: the head's own tail is next in that VC), or none
  // (message -1).
  Tail behind(int channel, int vc_class, int free, rtl::Cycle start) {
    Tail* const tails = at(channel);
    int& count = count_[static_cast<std::size_t>(channel)];
    int occupied = 0;
    for (int i = 0; i < count;) {
      const Tail& t = tails[i];
      if (t.left <= start) {  // gone: its VC is empty
        drop(channel, i);
        continue;
      }
      occupied += t.vc_class == vc_class && t.released <= start;
      ++i;
    }
    if (occupied == 0 || free <= 0) return Tail{};
    // The free VC it gets: the `pick`-th of the occupied ones (in the order released), or an empty one.
    const auto pick = static_cast<int>(random_.below(static_cast<std::uint32_t>(free)));
    if (pick >= occupied) return Tail{};
    for (int i = 0, seen = 0; i < count; ++i) {
      const Tail& t = tails[i];
      if (t.vc_class != vc_class || t.released > start || seen++ < pick) continue;
      const Tail behind = t;
      drop(channel, i);
      return behind;
    }
    return Tail{};
  }

 private:
  Tail* at(int channel) { return &tails_[static_cast<std::size_t>(channel) * static_cast<std::size_t>(capacity_)]; }
  void drop(int channel, int i) {
    Tail* const tails = at(channel);
    int& count = count_[static_cast<std::size_t>(channel)];
    for (int j = i + 1; j < count; ++j) tails[j - 1] = tails[j];
    --count;
  }

  int capacity_;
  std::vector<Tail> tails_;  // [channel * capacity_ + i], in the order released
  std::vector<int> count_;
  static constexpr std::uint64_t kStream = 0x7e1ea5ed;  // apart from every other stream of the seed
  rtl::Random random_;
};

}  // namespace kncube::tlm2
