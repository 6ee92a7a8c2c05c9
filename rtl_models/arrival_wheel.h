#pragma once
// What arrives at a router in each of the next cycles: per cycle, a bit mask of the input ports a
// flit arrives on with each flit's VC, and a bit mask of the output ports a credit comes back to
// with each credit (its VC and tail flag); a ring of such slots indexed by the arrival cycle,
// written by the channels' senders and read once per cycle by the router. A channel carries at
// most one flit and one credit per cycle (a link takes a flit per period; an input port sends one
// flit, so one credit, per cycle), so a port's entry in a slot is exactly one item.
//
// Why: the router used to ask every channel with something in flight, every cycle, whether the
// front of its delay line was due (a load and a comparison each, most answered "not yet", then a
// test for empty to clear the port's bit), and the delay lines pushed, wrapped and popped every
// flit and credit: a sixth of the 8x8 benchmark's instructions, and two of a channel's lines
// touched per item by the receiver. Now a cycle reads one slot of the router's own.
//
// The router must take every cycle's slot in that cycle (it steps every cycle while anything is
// scheduled: empty() is part of its idle test), and nothing may be scheduled further ahead than
// the horizon the wheel was fitted to, or it would land on a slot still to be read.

#include <cassert>
#include <cstdint>
#include <memory>

#include "rtl_models/flit.h"

namespace kncube::rtl {

class ArrivalWheel {
 public:
  // Room for items scheduled up to `horizon` cycles after the cycle they are scheduled in, on
  // ports 0 to `ports` - 1 (at most 64); each only grows. At elaboration only: what is scheduled
  // is dropped.
  void fit(int horizon, int ports) {
    if (horizon > horizon_) horizon_ = horizon;
    if (ports > ports_) ports_ = ports;
    std::uint32_t size = 1;
    while (size <= static_cast<std::uint32_t>(horizon_)) size <<= 1;
    mask_ = size - 1;
    // Per slot: the two masks, then a byte per port for the flits and another for the credits.
    stride_ = static_cast<std::uint32_t>(2 + (2 * ports_ + 7) / 8);
    words_ = std::make_unique<std::uint64_t[]>(static_cast<std::size_t>(size) * stride_);
    scheduled_ = 0;
  }
  int horizon() const { return horizon_; }

  // A flit arriving on input port `port` in cycle `at`, bound for VC `vc`.
  void schedule_flit(Cycle at, int port, int vc) {
    std::uint64_t* const slot = slot_at(at);
    assert((slot[0] >> port & 1) == 0);
    slot[0] |= std::uint64_t{1} << port;
    bytes(slot)[port] = static_cast<std::uint8_t>(vc);
    ++scheduled_;
  }
  // A credit arriving at output port `port` in cycle `at`; `item` < 256 is the channel's packing.
  void schedule_credit(Cycle at, int port, unsigned item) {
    std::uint64_t* const slot = slot_at(at);
    assert((slot[1] >> port & 1) == 0);
    slot[1] |= std::uint64_t{1} << port;
    bytes(slot)[ports_ + port] = static_cast<std::uint8_t>(item);
    ++scheduled_;
  }

  // The slot of cycle `now`: which ports have something arriving, and what. Taking a slot's masks
  // clears them; the caller reports each item it takes (taken()).
  class Due {
   public:
    std::uint64_t take_flits() { return take(0); }
    std::uint64_t take_credits() { return take(1); }
    int flit_vc(int port) const { return bytes(slot_)[port]; }
    unsigned credit(int port) const { return bytes(slot_)[ports_ + port]; }

   private:
    friend class ArrivalWheel;
    Due(std::uint64_t* slot, int ports) : slot_(slot), ports_(ports) {}
    std::uint64_t take(int word) {
      const std::uint64_t bits = slot_[word];
      slot_[word] = 0;
      return bits;
    }
    std::uint64_t* slot_;
    int ports_;
  };
  Due due(Cycle now) { return Due(slot_at(now), ports_); }
  void taken() {
    assert(scheduled_ > 0);
    --scheduled_;
  }
  bool empty() const { return scheduled_ == 0; }
  // Items scheduled and not taken yet.
  int scheduled() const { return scheduled_; }
  // For a loop that walks more state than the cache holds (Router::prefetch_stages).
  void prefetch(Cycle now) const { __builtin_prefetch(slot_at(now)); }

 private:
  std::uint64_t* slot_at(Cycle at) const {
    return words_.get() + (static_cast<std::size_t>(at) & mask_) * stride_;
  }
  static std::uint8_t* bytes(std::uint64_t* slot) { return reinterpret_cast<std::uint8_t*>(slot + 2); }
  static const std::uint8_t* bytes(const std::uint64_t* slot) { return reinterpret_cast<const std::uint8_t*>(slot + 2); }

  int scheduled_ = 0;
  std::uint32_t mask_ = 0;
  int ports_ = 0;
  int horizon_ = 0;
  std::uint32_t stride_ = 0;                 // words per slot
  std::unique_ptr<std::uint64_t[]> words_;   // the slots, one after the other
};

}  // namespace kncube::rtl
