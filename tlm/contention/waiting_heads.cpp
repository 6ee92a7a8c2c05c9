#include "tlm/contention/waiting_heads.h"

namespace kncube::tlm2 {

void WaitingHeads::wait(int channel, std::uint64_t sequence, int input, int vc_class, rtl::Cycle retry) {
  std::vector<Head>& heads = channels_[static_cast<std::size_t>(channel)].heads;
  for (Head& head : heads) {
    if (head.sequence != sequence) continue;
    head.input = input;
    head.vc_class = vc_class;
    head.retry = retry;
    return;
  }
  heads.push_back(Head{sequence, input, vc_class, retry});
}

bool WaitingHeads::yields_to_listed(int channel, std::uint64_t sequence, int input, int vc_class, rtl::Cycle start,
                                    int free_vcs) {
  std::vector<Head>& heads = channels_[static_cast<std::size_t>(channel)].heads;
  const int last = channels_[static_cast<std::size_t>(channel)].last_input;
  const std::int64_t mine = turn(input, last);
  // The inputs before this one with a head asking now; a head listed for an earlier cycle has
  // asked already (it got a VC elsewhere, or asks again later and is listed again).
  int before = 0;
  int inputs[64];
  for (std::size_t i = 0; i < heads.size();) {
    const Head& head = heads[i];
    if (head.retry < start) {
      heads[i] = heads.back();
      heads.pop_back();
      continue;
    }
    ++i;
    if (head.retry != start || head.sequence == sequence || head.vc_class != vc_class || head.input == input ||
        turn(head.input, last) > mine)
      continue;
    bool counted = false;
    for (int k = 0; k < before; ++k) counted = counted || inputs[k] == head.input;
    if (!counted && before < 64) inputs[before++] = head.input;
  }
  return before >= free_vcs;
}

void WaitingHeads::stop_waiting(int channel, std::uint64_t sequence) {
  std::vector<Head>& heads = channels_[static_cast<std::size_t>(channel)].heads;
  for (std::size_t i = 0; i < heads.size(); ++i) {
    if (heads[i].sequence != sequence) continue;
    heads[i] = heads.back();
    heads.pop_back();
    return;
  }
}

}  // namespace kncube::tlm2
