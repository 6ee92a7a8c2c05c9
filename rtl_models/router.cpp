#include "rtl_models/router.h"

#include <algorithm>
#include <stdexcept>

#include "rtl_models/islip_switch_allocator.h"
#include "rtl_models/islip_vc_allocator.h"
#include "rtl_models/separable_switch_allocator.h"
#include "rtl_models/separable_vc_allocator.h"
#include <string>

namespace kncube::rtl {

Router::Router(sc_core::sc_module_name name, NodeId node, const RouterContext& context)
    : sc_core::sc_module(name),
      // SA then ST: a flit granted in a cycle leaves the crossbar after both stages' latencies.
      switch_latency_(context.config->delays.sw_alloc + context.config->delays.crossbar),
      local_port_(context.topology->local_port()),
      config_(*context.config),
      inputs_(static_cast<std::size_t>(context.topology->network_ports() + context.config->injection_ports(context.vcs))),
      outputs_(static_cast<std::size_t>(context.topology->network_ports() + 1)),
      switch_allocator_(make_switch_allocator(context.config->sw_allocator, static_cast<int>(inputs_.size()),
                                              static_cast<int>(outputs_.size()), context.vcs, context.config->arbiter,
                                              context.topology->local_port(),
                                              context.config->ejection == EjectionKind::unlimited,
                                              context.config->transit_priority, context.config->delays.sw_alloc,
                                              context.switch_scratch)),
      switch_requests_(inputs_, outputs_, local_port_),
      crossbar_(static_cast<int>(inputs_.size()), static_cast<int>(outputs_.size()),
                context.config->ejection == EjectionKind::unlimited ? context.topology->local_port() : -1,
                context.config->delays.crossbar),
      vc_allocator_(make_vc_allocator(context.config->vc_allocator, static_cast<int>(inputs_.size()),
                                      static_cast<int>(outputs_.size()), context.vcs, context.config->arbiter,
                                      *context.routing, context.config->injection_limit,
                                      context.config->transit_priority)),
      random_(context.seed, 0x10000000ULL + static_cast<std::uint64_t>(node)),
      routing_(*context.routing),
      node_(node),
      vcs_(context.vcs),
      ejection_vcs_(context.config->ejection == EjectionKind::single_port),
      topology_(*context.topology) {
  vc_states_.keep_requests(&switch_requests_);
  const auto vcs = static_cast<std::size_t>(vcs_);
  output_vcs_.resize(outputs_.size() * vcs);
  input_vcs_.resize(inputs_.size() * vcs);
  for (std::size_t p = 0; p < outputs_.size(); ++p) outputs_[p].vcs = VcSpan<OutputVc>(output_vcs_.data() + p * vcs, vcs);
  for (std::size_t p = 0; p < inputs_.size(); ++p) {
    inputs_[p].vcs = VcSpan<InputVc>(input_vcs_.data() + p * vcs, vcs);
    for (auto& vc : inputs_[p].vcs) vc.buffer.reset(static_cast<std::size_t>(config_.buffer_depth));
  }
  vc_states_.track(input_vcs_.data(), input_vcs_.size());
}

std::string Router::input_port_name(int port) const {
  if (port < local_port_) return topology_.port_name(port);
  if (inputs_.size() == outputs_.size()) return "pe";
  return "pe" + std::to_string(port - local_port_);
}

std::string Router::output_port_name(int port) const { return topology_.port_name(port); }

void Router::attach_input(int port, Channel* channel) {
  InputUnit& unit = inputs_[static_cast<std::size_t>(port)];
  unit.channel = channel;
  channel->deliver_into(unit.vcs.data());
  channel->listen_flits(&arrivals_, port);
  arrivals_.fit(channel->flit_horizon(), std::max(input_ports(), output_ports()));
}

void Router::attach_output(int port, Channel* channel) {
  OutputUnit& unit = outputs_[static_cast<std::size_t>(port)];
  unit.channel = channel;
  channel->listen_credits(&arrivals_, port);
  arrivals_.fit(channel->credit_delay(), std::max(input_ports(), output_ports()));
  for (std::size_t v = 0; v < unit.vcs.size(); ++v) {
    unit.vcs[v].credits = config_.buffer_depth;
    switch_requests_.set_credits(port, static_cast<int>(v), config_.buffer_depth);
  }
  if (channel->period() > 1) slow_outputs_ |= std::uint64_t{1} << port;
}

template <bool Counting>
void Router::step_stages(Cycle now) {
  receive<Counting>(now);
  if (vc_states_.routing() > 0) compute_routes(now);
  if (vc_states_.waiting() > 0) {
    if constexpr (Counting) count_vc_requests(now);
    // The allocators' classes are final: calling through them lets the compiler inline the
    // allocation into the router's step (measured: 3% of the cycle time of the 8x8 benchmark).
    if (!vc_allocation_settled_) {
      const int activated =
          config_.vc_allocator == AllocatorKind::separable
              ? static_cast<SeparableVcAllocator&>(*vc_allocator_)
                    .allocate(now, config_.delays.vc_alloc, local_port_, inputs_, outputs_, vc_states_, random_)
              : static_cast<IslipVcAllocator&>(*vc_allocator_)
                    .allocate(now, config_.delays.vc_alloc, local_port_, inputs_, outputs_, vc_states_, random_);
      vc_allocation_settled_ = activated == 0;
    }
    if constexpr (Counting) activity_->vc_grants += vc_allocator_->last_grants().size();
  }
  if (buffered_ > 0) {
    const Cycle departure = now + switch_latency_;
    if constexpr (Counting) count_switch_requests(now, departure);
    const std::uint64_t open = open_outputs(departure);
    if (config_.sw_allocator == AllocatorKind::separable)
      static_cast<SeparableSwitchAllocator&>(*switch_allocator_).allocate(now, switch_requests_, open, inputs_, grants_);
    else
      static_cast<IslipSwitchAllocator&>(*switch_allocator_).allocate(now, switch_requests_, open, inputs_, grants_);
    if constexpr (Counting) activity_->sa_grants += grants_.size();
    for (const SwitchGrant& grant : grants_) traverse<Counting>(grant, now, departure);
  }
}

template <bool Counting>
void Router::receive(Cycle now) {
  ArrivalWheel::Due due = arrivals_.due(now);
  for (std::uint64_t flits = due.take_flits(); flits != 0; flits &= flits - 1) {
    const int p = __builtin_ctzll(flits);
    const int v = due.flit_vc(p);
    InputVc& vc = inputs_[static_cast<std::size_t>(p)].vcs[static_cast<std::size_t>(v)];
    vc.land();
    arrivals_.taken();
    ++buffered_;
    if constexpr (Counting) {
      ++activity_->buffer_writes;
      ++activity_->flits_in[p];
      activity_->vc_flit_cycles[p * vcs_ + v] -= now;
    }
    if (vc.buffer.size() == 1) {  // it was empty
      if (vc.state == VcState::idle) {
        if (!is_head(vc.buffer.back().kind))
          throw std::logic_error("router " + std::string(name()) + ": body flit reached an idle VC");
        if constexpr (Counting) activity_->vc_busy_cycles[p * vcs_ + v] -= now;
        vc_states_.set(vc, VcState::routing);
        vc.ready = now + config_.delays.route;
      } else if (vc.state == VcState::active) {
        switch_requests_.start(p, v);
      }
    }
  }
  for (std::uint64_t credits = due.take_credits(); credits != 0; credits &= credits - 1) {
    const int p = __builtin_ctzll(credits);
    const Credit credit = Channel::unpacked(due.credit(p));
    arrivals_.taken();
    OutputVc& vc = outputs_[static_cast<std::size_t>(p)].vcs[credit.vc];
    ++vc.credits;
    switch_requests_.credit_returned(p, credit.vc, vc);
    if (credit.tail && vc.draining) release(vc);
  }
}

void Router::compute_routes(Cycle now) {
  vc_states_.for_each_in(VcState::routing, inputs_, [&](int port, int, InputVc& vc) {
    if (vc.ready > now) return;
    routing_.route(node_, port, vc.buffer.front(), vc.route);
    if (vc.route.eject && ejection_vcs_) {
      // The ejection port's VCs are allocated like a network output's.
      vc.route.eject = false;
      vc.route.adaptive_count = 0;
      vc.route.deterministic = VcRange{static_cast<std::uint8_t>(local_port_), 0, static_cast<std::uint8_t>(vcs_)};
    }
    vc_states_.set(vc, VcState::vc_alloc);
    vc_allocation_settled_ = false;
  });
}

template <bool Counting>
void Router::traverse(const SwitchGrant& grant, Cycle now, Cycle departure) {
  InputUnit& in = inputs_[grant.input_port];
  InputVc& ivc = in.vcs[grant.input_vc];
  // The flit is copied once, from its buffer slot into the next router's (or, for the ejection
  // port, into the ejection channel), and its slot freed after that (observers do not look at the
  // buffers).
  const Flit& flit = ivc.buffer.front();
  const bool tail = is_tail(flit.kind);
  if (in.channel != nullptr) in.channel->send_credit(now, Credit{grant.input_vc, tail});
  crossbar_.connect(grant.input_port, grant.output_port, now);
  if constexpr (Counting) {
    ++activity_->buffer_reads;
    ++activity_->crossbar_traversals;
    ++activity_->flits_out[grant.output_port];
    activity_->vc_flit_cycles[grant.input_port * vcs_ + grant.input_vc] += now;
  }

  if (grant.output_port == local_port_) {
    ejection_->send(departure, EjectedFlit{flit, grant.input_port, grant.input_vc});
    if (flit_observer_ != nullptr)
      flit_observer_->on_switch(now, node_, flit, grant.input_port, grant.input_vc, grant.output_port, ivc.out_vc);
    if (tail && ivc.out_vc >= 0) {
      // The PE returns credits at once: the ejection VC is free when its tail has been sent.
      release(outputs_[static_cast<std::size_t>(local_port_)].vcs[static_cast<std::size_t>(ivc.out_vc)]);
    }
  } else {
    OutputUnit& out = outputs_[grant.output_port];
    OutputVc& ovc = out.vcs[static_cast<std::size_t>(ivc.out_vc)];
    --ovc.credits;
    switch_requests_.credit_spent(grant.output_port, ivc.out_vc, ovc.credits, grant.input_port, grant.input_vc);
    Flit& sent = out.channel->send_slot(departure, ivc.out_vc);
    sent = flit;
    sent.vc = static_cast<std::uint8_t>(ivc.out_vc);
    ++sent.hops;
    if (flit_observer_ != nullptr)
      flit_observer_->on_switch(now, node_, sent, grant.input_port, grant.input_vc, grant.output_port, ivc.out_vc);
    if (tail) {
      if (config_.vc_release == VcRelease::tail_sent) {
        release(ovc);
      } else {
        ovc.draining = true;
      }
    }
  }
  ivc.buffer.pop_front();
  --buffered_;
  // A tail ends the message's requests; the next message's head, if buffered, is routed first.
  if (tail || ivc.buffer.empty()) switch_requests_.stop(grant.input_port, grant.input_vc);
  if (tail) {
    vc_states_.set(ivc, VcState::idle);
    ivc.out_port = ivc.out_vc = -1;
    // Idle after this cycle unless the next message's head is buffered behind the tail.
    if constexpr (Counting)
      if (ivc.buffer.empty()) activity_->vc_busy_cycles[grant.input_port * vcs_ + grant.input_vc] += now;
    if (!ivc.buffer.empty()) {
      // The next message's head reaches the front of the buffer next cycle.
      vc_states_.set(ivc, VcState::routing);
      ivc.ready = now + 1 + config_.delays.route;
    }
  }
  last_move_ = now;
}

// The same conditions as VcAllocator::for_each_waiting's visits: heads routed to an unlimited
// ejection port need no VC and are not counted.
void Router::count_vc_requests(Cycle now) {
  std::uint64_t requests = 0;
  vc_states_.for_each_in(VcState::vc_alloc, inputs_, [&](int, int, const InputVc& vc) {
    requests += vc.ready <= now && !vc.route.eject;
  });
  activity_->vc_requests += requests;
}

// The switch allocator's SwitchAllocator::ready_vcs, split by the reason a VC with a ready flit
// cannot go (read from the units themselves, as a check on the requests kept).
void Router::count_switch_requests(Cycle now, Cycle departure) {
  for (std::uint64_t ports = switch_requests_.ports(); ports != 0; ports &= ports - 1) {
    const InputUnit& unit = inputs_[static_cast<std::size_t>(__builtin_ctzll(ports))];
    for (const auto& vc : unit.vcs) {
      if (vc.state != VcState::active || vc.ready > now || vc.buffer.empty()) continue;
      if (vc.out_port == local_port_) {
        ++activity_->sa_requests;
        continue;
      }
      const OutputUnit& out = outputs_[static_cast<std::size_t>(vc.out_port)];
      if (out.vcs[static_cast<std::size_t>(vc.out_vc)].credits <= 0)
        ++activity_->stall_no_credit;
      else if (!out.channel->can_send(departure))
        ++activity_->stall_link_busy;
      else
        ++activity_->sa_requests;
    }
  }
}

// step() is inline in the header: both compilations of the stages are made here.
template void Router::step_stages<false>(Cycle now);
template void Router::step_stages<true>(Cycle now);

}  // namespace kncube::rtl
