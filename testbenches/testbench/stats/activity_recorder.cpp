#include "testbenches/testbench/stats/activity_recorder.h"

namespace kncube::stats {

ActivityRecorder::ActivityRecorder(std::int64_t interval, const RunStatistics& window)
    : interval_(interval), measurement_(window) {}

void ActivityRecorder::attach(rtl::Network& network) {
  const rtl::NodeId nodes = network.node_count();
  activity_ = std::make_unique<NetworkActivity>(network, false);
  start_.resize(static_cast<std::size_t>(nodes));
  window_.resize(static_cast<std::size_t>(nodes));
  closed_.assign(static_cast<std::size_t>(nodes), false);
  channels_ = output_channels(network.topology());
  vcs_ = input_vcs(network);
  for (std::size_t vc = 0; vc < vcs_.size(); ++vc)
    if (vc == 0 || vcs_[vc].router != vcs_[vc - 1].router) first_vc_.push_back(vc);
  vcs_per_port_ = network.config().spec.vcs;
  probes_.reserve(static_cast<std::size_t>(nodes));
  for (rtl::NodeId node = 0; node < nodes; ++node) probes_.emplace_back(*this, network.router(node), node);
  for (rtl::NodeId node = 0; node < nodes; ++node) network.node(node).add_cycle_observer(&probes_[static_cast<std::size_t>(node)]);
}

// Called for every node and cycle: the common case (inside the window, no sample due) is a few
// comparisons.
void ActivityRecorder::NodeProbe::after_cycle(rtl::Cycle now) {
  ActivityRecorder& r = owner_;
  const auto i = static_cast<std::size_t>(node_);
  switch (phase_) {
    case Phase::closed:
      return;
    case Phase::before:
      r.last_seen_ = now;
      if (r.start_cycle_ < 0) {
        const rtl::Cycle start = r.measurement_.window_start();
        if (start < 0) return;
        // A window in cycles is known ahead: count from its first cycle on. One in messages opens
        // during a cycle: every probe, this one included, starts at the end of the next one.
        r.start_cycle_ = now < start ? start - 1 : now + 1;
      }
      if (now < r.start_cycle_) return;
      r.start_[i] = r.activity_->counts(node_);
      r.activity_->count(node_, true);
      phase_ = Phase::open;
      next_sample_ = now + r.interval_;
      return;
    case Phase::open:
      r.last_seen_ = now;
      if (r.end_cycle_ < 0) {
        const rtl::Cycle planned = r.measurement_.planned_window_end();
        if (planned > now)
          r.end_cycle_ = planned - 1;  // its last cycle
        else if (r.measurement_.window_end() >= 0 && now >= r.measurement_.window_end())
          r.end_cycle_ = now + 1;
      }
      if (now == next_sample_) {
        sample(now);
        next_sample_ += r.interval_;
      }
      if (now == r.end_cycle_) {
        r.activity_->count(node_, false);
        r.window_[i] = r.activity_->counts(node_).since(r.start_[i]);
        r.closed_[i] = true;
        phase_ = Phase::closed;
      }
      return;
  }
}

void ActivityRecorder::NodeProbe::sample(rtl::Cycle now) {
  ActivityRecorder& r = owner_;
  const std::size_t index = static_cast<std::size_t>((now - r.start_cycle_) / r.interval_ - 1);
  if (index == r.sample_cycles_.size()) {  // the first router to sample this cycle makes room
    r.sample_cycles_.push_back(now);
    r.samples_.resize(r.sample_cycles_.size() * r.vcs_.size(), 0);
  }
  std::size_t vc = r.first_vc_[static_cast<std::size_t>(node_)];
  const std::size_t row = index * r.vcs_.size();
  visit_input_vcs(router_, [&](std::uint32_t flits, bool) { r.samples_[row + vc++] = flits; });
}

void ActivityRecorder::finish() {
  if (!activity_) return;
  if (start_cycle_ >= 0 && start_cycle_ > last_seen_) start_cycle_ = -1;  // opened too late to count anything
  if (start_cycle_ < 0) {  // nothing counted: zeros, one per port
    for (rtl::NodeId node = 0; node < activity_->routers(); ++node) {
      const RouterCounts now = activity_->counts(node);
      window_[static_cast<std::size_t>(node)] = now.since(now);
    }
  } else {
    if (end_cycle_ < 0 || end_cycle_ > last_seen_) end_cycle_ = last_seen_;
    for (rtl::NodeId node = 0; node < activity_->routers(); ++node) {
      const auto i = static_cast<std::size_t>(node);
      if (!closed_[i]) window_[i] = activity_->counts(node).since(start_[i]);
      closed_[i] = true;
    }
  }
  // The routers are left pointing into activity_: the network is gone by now, or never steps again.
}

std::vector<VcMean> ActivityRecorder::vc_means() const { return stats::vc_means(window_, vcs_per_port_, cycles()); }

}  // namespace kncube::stats
