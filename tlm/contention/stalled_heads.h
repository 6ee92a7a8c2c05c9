#pragma once
// Heads that wait on credit-paced routes (ChannelReservations::stalled, channel_back_pressure.cpp):
// per message slot, when the head first asked for the channel it waits for and until when it is
// known to wait. Kept beside the messages, and only where a channel is credit-paced: in the message
// slots, the presets' runs, where no head is ever counted stalled, took 0.9% more instructions for
// the larger slots (930.70 against 922.59 M, the README's cost command).

#include <cstddef>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

struct StalledHead {
  rtl::Cycle from = -1;   // the cycle its head first asked; -1: not waiting
  rtl::Cycle until = -1;  // the latest cycle it is known to go on at, as pressed back so far
};

class StalledHeads {
 public:
  explicit StalledHeads(bool kept = false) : kept_(kept) {}
  // A message slot added to the model's slots, or one reused: not waiting.
  void added() {
    if (kept_) heads_.emplace_back();
  }
  void reused(int slot) {
    if (kept_) heads_[static_cast<std::size_t>(slot)] = StalledHead{};
  }
  bool waiting(int slot) const { return kept_ && heads_[static_cast<std::size_t>(slot)].from >= 0; }
  StalledHead& operator[](int slot) { return heads_[static_cast<std::size_t>(slot)]; }

 private:
  bool kept_;
  std::vector<StalledHead> heads_;
};

}  // namespace kncube::tlm2
