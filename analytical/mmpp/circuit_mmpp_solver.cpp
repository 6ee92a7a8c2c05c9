#include "analytical/mmpp/circuit_mmpp_solver.h"

#include <cmath>
#include <stdexcept>

#include "analytical/common/channel_occupancy.h"
#include "analytical/mmpp/circuit_channel_chain.h"
#include "analytical/mmpp/circuit_setup_time.h"
#include "analytical/mmpp/mmpp_g1_queue.h"
#include "analytical/mmpp/mmpp_matrices.h"
#include "analytical/mmpp/monotone_fixed_point.h"

namespace kncube::analytical {

namespace {

constexpr double fixed_point_tolerance = 1e-10;
constexpr int fixed_point_cap = 10000;

// (7'): one two-state MMPP per component for its original stream and all its retry streams.
MmppComponent effective_component(const MmppComponent& c, double success, RetryStreams retry) {
  MmppComponent e = c;
  if (retry == RetryStreams::scale) {
    e.rate_first = c.rate_first / success;
    e.rate_second = c.rate_second / success;
    return e;
  }
  const double failure = 1.0 - success;
  const double mean = c.mean_rate() / success;
  const double spread = (c.rate_first - c.rate_second) / std::sqrt(1.0 - failure * failure);
  const double first = c.probability_first();
  e.rate_first = mean + (1.0 - first) * spread;
  e.rate_second = mean - first * spread;
  return e;
}

struct ChannelState {
  CircuitAttempts attempts;
  double setup_from_source = 0.0;
  double service_mean = 0.0;
  double holding = 0.0;
  Mmpp channel;
  double channel_rate = 0.0;  // lambda_c = pi_c B_c e
};

// One pass of B.5 step 3 before the chain: everything that follows from P_V.
ChannelState channel_state(const CircuitMmppInputs& in, double all_busy) {
  const int hops = in.dimensions / 2;
  ChannelState s;
  s.attempts = circuit_attempts(hops, all_busy);
  const double share = s.attempts.reserved / in.dimensions;  // f (11)
  std::vector<MmppComponent> effective;
  effective.reserve(in.components.size());
  for (const MmppComponent& c : in.components) effective.push_back(effective_component(c, s.attempts.success, in.retry));
  s.channel = superpose(effective);  // (8), then (12)
  s.channel.rates *= share;
  // lambda_c in closed form (arrival_spec.h): as pi B e through the superposed chain's stationary
  // vector it was a full-pivoting LU of 2^L x 2^L per solve, at 2^8 phases a tenth of `kncube
  // run`'s time, in every probe of the saturation search.
  s.channel_rate = share * mean_rate(effective);
  s.setup_from_source = setup_time_from_source(s.attempts.blocking);
  s.service_mean = s.setup_from_source + hops + hops + in.message_length;  // T = E + D + M, E = E_0 + D
  if (in.hold == ChannelHolding::service_time) {
    s.holding = s.service_mean;
  } else {
    double held = s.attempts.success * hops * (2.0 * hops + in.message_length);
    for (int i = 0; i < hops; ++i) held += s.attempts.failure[i] * i * i;
    s.holding = held / s.attempts.reserved;
  }
  return s;
}

}  // namespace

CircuitMmppSolution solve_circuit_mmpp(const CircuitMmppInputs& in) {
  if (in.dimensions < 2 || in.dimensions % 2 != 0 || in.vcs < 1 || in.message_length < 1 || in.components.empty())
    throw std::invalid_argument("solve_circuit_mmpp: needs even n >= 2, V >= 1, M >= 1 and a source");
  CircuitMmppSolution out;
  const int hops = in.dimensions / 2;
  ChannelState state;
  ChannelChain chain;
  const auto all_busy_after = [&](double all_busy, bool& stop) {
    state = channel_state(in, all_busy);
    if (!(state.attempts.success > 1e-12)) {
      stop = true;
      return 0.0;
    }
    out.occupancy = chain.occupancy(state.channel, in.vcs, state.holding);
    return out.occupancy.back();
  };
  const FixedPointResult fixed_point =
      monotone_fixed_point(all_busy_after, in.fixed_point, fixed_point_tolerance, fixed_point_cap);
  out.iterations = fixed_point.evaluations;
  if (!fixed_point.converged) {
    out.saturated = true;
    out.reason = "the channel fixed point (P_V) does not converge: the network is saturated";
    return out;
  }
  const double all_busy = fixed_point.x;
  state = channel_state(in, all_busy);
  out.all_busy = all_busy;
  out.success = state.attempts.success;
  out.reserved = state.attempts.reserved;
  out.setup_from_source = state.setup_from_source;
  out.service_mean = state.service_mean;
  out.holding = state.holding;
  out.channel_rate = state.channel_rate;
  out.multiplexing = multiplexing_degree(out.occupancy);

  // The source queue of one injection VC sees the original traffic split 1/V (4).
  const ShiftedExponentialService service{state.setup_from_source + hops, static_cast<double>(hops + in.message_length)};
  const double lambda_v = mean_rate(in.components) / in.vcs;
  out.utilisation = lambda_v * service.mean();
  if (!(out.utilisation < 1.0)) {
    out.saturated = true;
    out.reason = "an injection VC is busy all the time (mu = lambda_v T-bar >= 1)";
    return out;
  }
  if (!in.solve_queue) return out;
  Mmpp source = superpose(in.components);
  source.rates /= in.vcs;
  out.wait = solve_mmpp_g1(source, service).wait;
  out.latency = (out.service_mean + out.wait) * out.multiplexing;
  return out;
}

}  // namespace kncube::analytical
