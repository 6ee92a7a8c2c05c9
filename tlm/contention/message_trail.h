#pragma once
// The channels a message of the contention model crossed last, oldest first, with the cycles its
// head and its tail were switched onto each. A wormhole message is spread over the routers behind
// its head, buffer_depth flits in each: when its flits are slowed on one channel (a newcomer shares
// it, or its head waits for a VC further on), its tail leaves the channels before that one later,
// and the VCs it holds there come free later. Without this the model freed those VCs as if the
// message had flowed on unhindered, and with messages longer than a buffer it came out optimistic
// at high load (README, issue 13: at 70% of saturation down to -4.0% with 64-byte transactions,
// -7.1% with 256-byte and -8.4% with 1 KiB ones; with it -2.3% to +1.8%). ChannelReservations
// keeps one per message and moves the tails (channel_back_pressure.cpp).

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

struct CrossedChannel {
  int channel;
  int holder;                // where the channel keeps the message's hold of its VC (ChannelCrossing::holder)
  rtl::Cycle head_switched;  // the head was switched onto the channel
  rtl::Cycle tail_switched;  // the tail was (or will be, as far as the model knows now)
};

class MessageTrail {
 public:
  // The channels kept: a message's tail spans at most this many behind its head (8 hops at most on
  // an 8x8 torus; on larger networks the oldest are let go, their VCs freed as first computed).
  static constexpr int kCapacity = 16;

  // `from_source`: entry 0 will be the first channel after the source's injection channel, which
  // the trail does not keep (false: the injection link is a channel the trail keeps).
  void clear(bool from_source) {
    size_ = 0;
    from_source_ = from_source;
  }
  void push(const CrossedChannel& crossed) {
    if (size_ == kCapacity) {
      for (int i = 1; i < kCapacity; ++i) crossed_[i - 1] = crossed_[i];
      --size_;
      from_source_ = false;
    }
    crossed_[size_++] = crossed;
  }
  int size() const { return size_; }
  CrossedChannel& operator[](int i) { return crossed_[i]; }
  const CrossedChannel& operator[](int i) const { return crossed_[i]; }
  // Where `channel` is in the trail (the newest such entry), -1 when it is not.
  int find(int channel) const {
    for (int i = size_ - 1; i >= 0; --i)
      if (crossed_[i].channel == channel) return i;
    return -1;
  }
  // Whether entry 0 is the first channel after the source's injection channel.
  bool from_source() const { return from_source_; }

 private:
  int size_ = 0;
  bool from_source_ = true;
  CrossedChannel crossed_[kCapacity];
};

// The earliest cycle the tail of a message of `flits` flits can have been switched onto the channel
// before `next`, from when its head and tail were switched onto `next`: the tail takes the last of
// the `buffer_depth` buffer slots between the two once the flit buffer_depth ahead of it has been
// switched onto `next`, its credit back a cycle later. The message's flits are taken as spread
// evenly over its time on `next`. A message no longer than the buffer fits in it whole: no bound.
inline rtl::Cycle earliest_tail_before(const CrossedChannel& next, int flits, int buffer_depth) {
  if (flits <= buffer_depth) return 0;
  const rtl::Cycle spread = next.tail_switched - next.head_switched;
  return next.head_switched + static_cast<rtl::Cycle>(flits - 1 - buffer_depth) * spread / (flits - 1) + 1;
}

}  // namespace kncube::tlm2
