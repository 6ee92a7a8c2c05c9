#include "tlm/contention/shared_channels.h"

#include <algorithm>

namespace kncube::tlm2 {

SharedChannels::SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int credit_delay,
                               bool release_on_tail_sent)
    : vcs_(vcs), class_first_(std::move(class_first)), credit_delay_(credit_delay),
      release_on_tail_sent_(release_on_tail_sent) {
  holders_.resize(channels * static_cast<std::size_t>(vcs));
  count_.assign(channels, 0);
  for (std::size_t c = 0; c + 1 < class_first_.size(); ++c)
    class_vcs_.push_back(std::max(1, class_first_[c + 1] - class_first_[c]));
}

ChannelCrossing SharedChannels::no_slot(const Holder* first, rtl::Cycle start) const {
  rtl::Cycle any_free = kUnknown;
  for (int i = 0; i < vcs_; ++i) any_free = std::min(any_free, first[i].vc_free);
  return ChannelCrossing{false, any_free == kUnknown ? start + 1 : any_free, 0};
}

}  // namespace kncube::tlm2
