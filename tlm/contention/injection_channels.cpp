#include "tlm/contention/injection_channels.h"

#include <algorithm>

namespace kncube::tlm2 {

InjectionChannels::InjectionChannels(std::size_t nodes, const rtl::RouterConfig& router, int vcs,
                                     const rtl::LinkTiming& injection)
    : serial_(router.injection == rtl::InjectionKind::serial),
      tail_sent_(router.vc_release == rtl::VcRelease::tail_sent),
      servers_(serial_ ? vcs : router.injection_ports(vcs)),
      ports_(router.injection_ports(vcs)),
      credit_delay_(router.delays.credit),
      buffer_depth_(router.buffer_depth),
      latency_(injection.latency),
      period_(injection.period),
      free_(nodes * static_cast<std::size_t>(servers_), 0),
      taken_(nodes * static_cast<std::size_t>(servers_), 0),
      link_free_(serial_ ? nodes : 0, 0),
      link_taken_(serial_ ? nodes : 0, 0),
      next_(serial_ ? nodes : 0, 0),
      vacated_(serial_ ? nodes * static_cast<std::size_t>(servers_) : 0, -1) {}

std::size_t InjectionChannels::taken_later(std::size_t from, std::size_t end, rtl::Cycle cycle) const {
  std::size_t server = from;
  while (server < end && (free_[server] == kNever || taken_[server] <= cycle)) ++server;
  return server;
}

std::size_t InjectionChannels::next_vc(std::size_t node, rtl::Cycle cycle) {
  const std::size_t first = node * static_cast<std::size_t>(servers_);
  int& next = next_[node];
  for (int i = 0; i < servers_; ++i) {
    const int vc = next;
    next = next + 1 == servers_ ? 0 : next + 1;
    if (free_[first + static_cast<std::size_t>(vc)] <= cycle) return first + static_cast<std::size_t>(vc);
  }
  return first + static_cast<std::size_t>(servers_);
}

bool InjectionChannels::take_serial(std::size_t node, int flits, rtl::Cycle cycle, bool out_of_order, Taken& taken) {
  if (out_of_order) {
    if (!call_order_link_) call_order_link_ = std::make_unique<CallOrderLink>(link_free_.size());
    if (call_order_link_->held(node, cycle)) return false;
  } else if (link_free_[node] > cycle) {
    return false;
  }
  const std::size_t first = node * static_cast<std::size_t>(servers_);
  const std::size_t end = first + static_cast<std::size_t>(servers_);
  std::size_t server = next_vc(node, cycle);
  if (server == end && out_of_order) server = taken_later(first, end, cycle);
  if (server == end) return false;
  // With VCs released as the tail is sent the head lands behind the last tail on its VC while that
  // is still in the buffer (not behind one sent after it, in call order).
  const rtl::Cycle behind = tail_sent_ && taken_[server] <= cycle ? vacated_[server] : -1;
  hold(server, cycle);
  arrive(taken, server, node, flits, cycle);
  taken.routable = std::max(taken.head, behind + 1);
  // Its flits follow the head at the link's pace, unless they can fill the VC's buffer while the
  // head waits (the interface sends nothing else meanwhile): then the link is free once the tail has
  // been sent (release_serial, tail_sent). Later than a message sent after it in call order.
  const rtl::Cycle paced = cycle + static_cast<rtl::Cycle>(flits) * period_;
  const rtl::Cycle free = flits > buffer_depth_ ? kNever : paced;
  link_free_[node] = free == kNever ? kNever : std::max(link_free_[node], free);
  link_taken_[node] = std::max(link_taken_[node], cycle);
  if (call_order_link_) taken.owed = call_order_link_->take(node, cycle, free, paced);
  return true;
}

rtl::Cycle InjectionChannels::released_serial(const Leaving& m) const {
  return tail_sent_ ? tail_sent(m) + 1 : m.tail_switched + credit_delay_;
}

void InjectionChannels::release_serial(std::size_t server, std::size_t node, const Leaving& leaving) {
  vacated_[server] = leaving.tail_switched;
  if (leaving.flits <= buffer_depth_) return;
  // The link it held: in call order a message sent later may hold it by now.
  rtl::Cycle& link = link_free_[node];
  const rtl::Cycle left = tail_sent(leaving) + period_;
  link = link == kNever ? left : std::max(link, left);
  if (call_order_link_) call_order_link_->released(node, leaving.injected, left);
}

void InjectionChannels::press(std::size_t server, std::size_t port, const Leaving& leaving, rtl::Cycle now) {
  rtl::Cycle& free = free_[server];
  if (free != kNever && free > now) free = std::max(free, released(leaving));
  if (!serial_ || taken_[server] != leaving.injected) return;  // another message holds the VC by now
  vacated_[server] = std::max(vacated_[server], leaving.tail_switched);
  if (leaving.flits <= buffer_depth_) return;
  rtl::Cycle& link = link_free_[port];  // with serial injection the port is the node
  if (link_taken_[port] == leaving.injected && link != kNever && link > now)
    link = std::max(link, tail_sent(leaving) + period_);
}

}  // namespace kncube::tlm2
