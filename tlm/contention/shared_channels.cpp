#include "tlm/contention/shared_channels.h"

#include <algorithm>

namespace kncube::tlm2 {

SharedChannels::SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int release_delay,
                               bool release_on_tail_sent, int head_wait, std::uint64_t seed)
    : vcs_(vcs),
      release_delay_(release_delay),
      release_on_tail_sent_(release_on_tail_sent),
      head_wait_(head_wait),
      waiting_(channels),
      released_(release_on_tail_sent ? channels : 0, vcs, seed) {
  holders_.resize(channels * static_cast<std::size_t>(vcs));
  order_.resize(holders_.size());
  for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = static_cast<int>(i % static_cast<std::size_t>(vcs));
  count_.assign(channels, 0);
  busy_end_.assign(channels, 0);
  for (std::size_t c = 0; c + 1 < class_first.size(); ++c)
    class_vcs_.push_back(std::max(1, class_first[c + 1] - class_first[c]));
}

void SharedChannels::allow_out_of_order() {
  if (call_order_) return;
  call_order_ = std::make_unique<CallOrderChannels>(count_.size(), vcs_, class_vcs_, release_delay_, release_on_tail_sent_);
  call_order_->set_paced_streams(paced_);
  for (std::size_t c = 0; c < count_.size(); ++c) {
    const std::size_t base = c * static_cast<std::size_t>(vcs_);
    for (int i = 0; i < count_[c]; ++i)
      call_order_->insert(static_cast<int>(c), holders_[base + static_cast<std::size_t>(order_[base + static_cast<std::size_t>(i)])]);
  }
}

}  // namespace kncube::tlm2
