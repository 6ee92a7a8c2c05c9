#include "testbenches/testbench/stats/vc_occupancy_sampler.h"

namespace kncube::stats {

VcOccupancySampler::VcOccupancySampler(int vcs, std::int64_t interval, const RunStatistics& window)
    : vcs_(vcs), interval_(interval), window_(window), counts_(static_cast<std::size_t>(vcs) + 1, 0) {}

void VcOccupancySampler::attach(rtl::Network& network) {
  probes_.reserve(static_cast<std::size_t>(network.node_count()));
  for (rtl::NodeId node = 0; node < network.node_count(); ++node) probes_.emplace_back(*this, network.router(node));
  for (rtl::NodeId node = 0; node < network.node_count(); ++node)
    network.node(node).add_cycle_observer(&probes_[static_cast<std::size_t>(node)]);
}

void VcOccupancySampler::NodeProbe::after_cycle(rtl::Cycle now) {
  if (now % owner_.interval_ != 0 || !owner_.window_.window_open()) return;
  for (int port = 0; port < router_.local_port(); ++port) {
    const rtl::OutputUnit& out = router_.output(port);
    if (out.channel == nullptr) continue;
    int busy = 0;
    for (const rtl::OutputVc& vc : out.vcs) busy += vc.allocated ? 1 : 0;
    ++owner_.counts_[static_cast<std::size_t>(busy)];
    ++owner_.samples_;
  }
}

std::vector<double> VcOccupancySampler::distribution() const {
  std::vector<double> p(counts_.size(), 0.0);
  if (samples_ == 0) return p;
  for (std::size_t v = 0; v < counts_.size(); ++v) p[v] = static_cast<double>(counts_[v]) / static_cast<double>(samples_);
  return p;
}

double multiplexing_of(const std::vector<double>& distribution) {
  double num = 0.0, den = 0.0;
  for (std::size_t v = 1; v < distribution.size(); ++v) {
    num += static_cast<double>(v * v) * distribution[v];
    den += static_cast<double>(v) * distribution[v];
  }
  return den > 0.0 ? num / den : 1.0;
}

}  // namespace kncube::stats
