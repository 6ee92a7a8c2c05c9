#include "testbenches/testbench/stats/network_activity.h"

#include <algorithm>

namespace kncube::stats {

namespace {

template <typename Count>
std::vector<Count> difference(const std::vector<Count>& later, const std::vector<Count>& earlier) {
  std::vector<Count> out(later.size());
  for (std::size_t i = 0; i < later.size(); ++i) out[i] = later[i] - earlier[i];
  return out;
}

}  // namespace

RouterCounts RouterCounts::since(const RouterCounts& earlier) const {
  RouterCounts out;
  const rtl::RouterActivity& a = totals;
  const rtl::RouterActivity& b = earlier.totals;
  out.totals.buffer_writes = a.buffer_writes - b.buffer_writes;
  out.totals.buffer_reads = a.buffer_reads - b.buffer_reads;
  out.totals.vc_requests = a.vc_requests - b.vc_requests;
  out.totals.vc_grants = a.vc_grants - b.vc_grants;
  out.totals.sa_requests = a.sa_requests - b.sa_requests;
  out.totals.sa_grants = a.sa_grants - b.sa_grants;
  out.totals.crossbar_traversals = a.crossbar_traversals - b.crossbar_traversals;
  out.totals.stall_no_credit = a.stall_no_credit - b.stall_no_credit;
  out.totals.stall_link_busy = a.stall_link_busy - b.stall_link_busy;
  out.flits_in = difference(flits_in, earlier.flits_in);
  out.flits_out = difference(flits_out, earlier.flits_out);
  out.vc_flit_cycles = difference(vc_flit_cycles, earlier.vc_flit_cycles);
  out.vc_busy_cycles = difference(vc_busy_cycles, earlier.vc_busy_cycles);
  out.input_busy_cycles = difference(input_busy_cycles, earlier.input_busy_cycles);
  return out;
}

std::uint64_t RouterCounts::injected() const {
  const std::size_t network_ports = flits_out.empty() ? 0 : flits_out.size() - 1;
  std::uint64_t sum = 0;
  for (std::size_t p = network_ports; p < flits_in.size(); ++p) sum += flits_in[p];
  return sum;
}

std::vector<VcMean> vc_means(const std::vector<RouterCounts>& routers, int vcs, std::int64_t cycles) {
  const auto share = [cycles](std::int64_t counted) {
    return cycles > 0 ? static_cast<double>(counted) / static_cast<double>(cycles) : 0.0;
  };
  std::vector<VcMean> means;
  for (std::size_t router = 0; router < routers.size(); ++router) {
    const RouterCounts& c = routers[router];
    for (std::size_t i = 0; i < c.vc_flit_cycles.size(); ++i) {
      const VcKey key{static_cast<rtl::NodeId>(router), static_cast<int>(i) / vcs, static_cast<int>(i) % vcs};
      means.push_back(VcMean{key, static_cast<int>(c.flits_in.size()), share(c.vc_flit_cycles[i]), share(c.vc_busy_cycles[i])});
    }
  }
  return means;
}

std::vector<OutputChannel> output_channels(const rtl::TopologyGraph& topology) {
  std::vector<OutputChannel> channels;
  for (const rtl::ChannelSpec& c : topology.channels())
    channels.push_back(OutputChannel{c.source, c.source_port, c.dimension, c.direction, c.sink, c.sink_port});
  std::sort(channels.begin(), channels.end(), [](const OutputChannel& a, const OutputChannel& b) {
    return a.router != b.router ? a.router < b.router : a.port < b.port;
  });
  return channels;
}

NetworkActivity::NetworkActivity(rtl::Network& network, bool counting) : network_(&network) {
  const rtl::NodeId nodes = network.node_count();
  routers_.resize(static_cast<std::size_t>(nodes));
  std::size_t ports = 0, vcs = 0;
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    const rtl::Router& router = network.router(node);
    first_port_.push_back(ports);
    input_ports_.push_back(router.input_ports());
    output_ports_.push_back(router.output_ports());
    ports += static_cast<std::size_t>(router.input_ports() + router.output_ports());
    first_vc_.push_back(vcs);
    input_vcs_.push_back(router.input_ports() * network.config().spec.vcs);
    vcs += 2 * static_cast<std::size_t>(input_vcs_.back());
  }
  port_flits_.assign(ports, 0);
  vc_cycles_.assign(vcs, 0);
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    const auto i = static_cast<std::size_t>(node);
    routers_[i].flits_in = port_flits_.data() + first_port_[i];
    routers_[i].flits_out = routers_[i].flits_in + input_ports_[i];
    routers_[i].vc_flit_cycles = vc_cycles_.data() + first_vc_[i];
    routers_[i].vc_busy_cycles = routers_[i].vc_flit_cycles + input_vcs_[i];
    if (counting) count(node, true);
  }
}

void NetworkActivity::settle(std::size_t i, std::int64_t sign, std::int64_t* flit_cycles, std::int64_t* busy_cycles) const {
  const std::int64_t next = network_->next_cycle();
  std::size_t vc = 0;
  visit_input_vcs(network_->router(static_cast<rtl::NodeId>(i)), [&](std::uint32_t flits, bool busy) {
    flit_cycles[vc] += sign * static_cast<std::int64_t>(flits) * next;
    busy_cycles[vc] += busy ? sign * next : 0;
    ++vc;
  });
}

void NetworkActivity::count(rtl::NodeId router, bool on) {
  if (network_ == nullptr) return;
  rtl::Router& counted = network_->router(router);
  const auto i = static_cast<std::size_t>(router);
  rtl::RouterActivity& activity = routers_[i];
  if (on == (counted.activity() == &activity)) return;  // already so; off leaves another's counting alone
  settle(i, on ? -1 : +1, activity.vc_flit_cycles, activity.vc_busy_cycles);
  counted.set_activity(on ? &activity : nullptr);
}

void NetworkActivity::detach() {
  if (network_ == nullptr) return;
  for (rtl::NodeId node = 0; node < network_->node_count(); ++node) count(node, false);
  network_ = nullptr;
}

RouterCounts NetworkActivity::counts(rtl::NodeId router) const {
  const auto i = static_cast<std::size_t>(router);
  RouterCounts out;
  out.totals = routers_[i];
  out.totals.flits_in = out.totals.flits_out = nullptr;
  const auto in = port_flits_.begin() + static_cast<std::ptrdiff_t>(first_port_[i]);
  out.flits_in.assign(in, in + input_ports_[i]);
  out.flits_out.assign(in + input_ports_[i], in + input_ports_[i] + output_ports_[i]);
  out.totals.vc_flit_cycles = out.totals.vc_busy_cycles = nullptr;
  const rtl::RouterActivity& activity = routers_[i];
  out.vc_flit_cycles.assign(activity.vc_flit_cycles, activity.vc_flit_cycles + input_vcs_[i]);
  out.vc_busy_cycles.assign(activity.vc_busy_cycles, activity.vc_busy_cycles + input_vcs_[i]);
  // Still buffered or held: counted up to the last cycle evaluated.
  if (network_ != nullptr && network_->router(router).activity() == &activity)
    settle(i, +1, out.vc_flit_cycles.data(), out.vc_busy_cycles.data());
  const std::size_t vcs = static_cast<std::size_t>(input_vcs_[i] / input_ports_[i]);
  out.input_busy_cycles.assign(static_cast<std::size_t>(input_ports_[i]), 0);
  for (std::size_t vc = 0; vc < out.vc_busy_cycles.size(); ++vc) out.input_busy_cycles[vc / vcs] += out.vc_busy_cycles[vc];
  return out;
}

std::vector<RouterCounts> NetworkActivity::counts() const {
  std::vector<RouterCounts> out;
  out.reserve(routers_.size());
  for (rtl::NodeId node = 0; node < routers(); ++node) out.push_back(counts(node));
  return out;
}

}  // namespace kncube::stats
