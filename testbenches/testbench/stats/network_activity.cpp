#include "testbenches/testbench/stats/network_activity.h"

#include <algorithm>

namespace kncube::stats {

namespace {

std::vector<std::uint64_t> difference(const std::vector<std::uint64_t>& later, const std::vector<std::uint64_t>& earlier) {
  std::vector<std::uint64_t> out(later.size());
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
  return out;
}

std::uint64_t RouterCounts::injected() const {
  const std::size_t network_ports = flits_out.empty() ? 0 : flits_out.size() - 1;
  std::uint64_t sum = 0;
  for (std::size_t p = network_ports; p < flits_in.size(); ++p) sum += flits_in[p];
  return sum;
}

std::vector<OutputChannel> output_channels(const rtl::TopologyGraph& topology) {
  std::vector<OutputChannel> channels;
  for (const rtl::ChannelSpec& c : topology.channels())
    channels.push_back(OutputChannel{c.source, c.source_port, c.dimension, c.direction});
  std::sort(channels.begin(), channels.end(), [](const OutputChannel& a, const OutputChannel& b) {
    return a.router != b.router ? a.router < b.router : a.port < b.port;
  });
  return channels;
}

NetworkActivity::NetworkActivity(rtl::Network& network, bool counting) : network_(&network) {
  const rtl::NodeId nodes = network.node_count();
  routers_.resize(static_cast<std::size_t>(nodes));
  std::size_t ports = 0;
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    const rtl::Router& router = network.router(node);
    first_port_.push_back(ports);
    input_ports_.push_back(router.input_ports());
    output_ports_.push_back(router.output_ports());
    ports += static_cast<std::size_t>(router.input_ports() + router.output_ports());
  }
  port_flits_.assign(ports, 0);
  for (rtl::NodeId node = 0; node < nodes; ++node) {
    const auto i = static_cast<std::size_t>(node);
    routers_[i].flits_in = port_flits_.data() + first_port_[i];
    routers_[i].flits_out = routers_[i].flits_in + input_ports_[i];
    if (counting) network.router(node).set_activity(&routers_[i]);
  }
}

void NetworkActivity::count(rtl::NodeId router, bool on) {
  if (network_ != nullptr) network_->router(router).set_activity(on ? &routers_[static_cast<std::size_t>(router)] : nullptr);
}

void NetworkActivity::detach() {
  if (network_ == nullptr) return;
  for (rtl::NodeId node = 0; node < network_->node_count(); ++node) network_->router(node).set_activity(nullptr);
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
  return out;
}

std::vector<RouterCounts> NetworkActivity::counts() const {
  std::vector<RouterCounts> out;
  out.reserve(routers_.size());
  for (rtl::NodeId node = 0; node < routers(); ++node) out.push_back(counts(node));
  return out;
}

}  // namespace kncube::stats
