#include "tlm/contention/shared_channels.h"

#include <algorithm>

namespace kncube::tlm2 {

SharedChannels::SharedChannels(std::size_t channels, int vcs, std::vector<int> class_first, int credit_delay,
                               bool release_on_tail_sent)
    : vcs_(vcs), class_first_(std::move(class_first)), credit_delay_(credit_delay),
      release_on_tail_sent_(release_on_tail_sent), capacity_(vcs) {
  holders_.resize(channels * static_cast<std::size_t>(vcs));
  count_.assign(channels, 0);
  for (std::size_t c = 0; c + 1 < class_first_.size(); ++c)
    class_vcs_.push_back(std::max(1, class_first_[c + 1] - class_first_[c]));
}

void SharedChannels::allow_out_of_order() {
  if (out_of_order_) return;
  out_of_order_ = true;
  const int capacity = kCallOrderHolders * vcs_;
  std::vector<Holder> holders(count_.size() * static_cast<std::size_t>(capacity));
  for (std::size_t c = 0; c < count_.size(); ++c)
    std::copy_n(holders_.begin() + static_cast<std::ptrdiff_t>(c * static_cast<std::size_t>(capacity_)), count_[c],
                holders.begin() + static_cast<std::ptrdiff_t>(c * static_cast<std::size_t>(capacity)));
  holders_ = std::move(holders);
  capacity_ = capacity;
}

rtl::Cycle SharedChannels::later_vc_wait(const Holder* first, int count, int vc_class, int class_vcs,
                                         rtl::Cycle start, const Holder& newcomer) const {
  const rtl::Cycle newcomer_free = newcomer.tail_switched() + (release_on_tail_sent_ ? 1 : credit_delay_ + 1);
  // The first of its class to ask while the newcomer would hold its VC.
  const Holder* later = nullptr;
  for (int i = 0; i < count; ++i) {
    const Holder& h = first[i];
    if (h.vc_class == vc_class && h.asked > start && h.asked < newcomer_free && (later == nullptr || h.asked < later->asked))
      later = &h;
  }
  if (later == nullptr) return 0;
  // The VCs of the class held when it asks, the newcomer's included, and the first to come free.
  int held = 1;
  rtl::Cycle freed = newcomer_free;
  for (int i = 0; i < count; ++i) {
    const Holder& h = first[i];
    if (&h == later || h.vc_class != vc_class || h.asked > later->asked || h.vc_free <= later->asked) continue;
    ++held;
    freed = std::min(freed, h.vc_free);
  }
  return held >= class_vcs ? freed - later->asked : 0;
}

}  // namespace kncube::tlm2
