#pragma once
// How each node generates messages in time (--arrivals), and the switching technique a network
// uses: the part of the vocabulary the circuit-switched MMPP model (spec 04 Part B) and the MMPP
// traffic sources share. Plain C++17.

#include <string_view>
#include <vector>

namespace kncube {

// Wormhole (the default, every model of specs 01-03) or circuit switching (spec 04 B.1).
enum class Switching { wormhole, circuit };

enum class ArrivalKind {
  poisson,    // exponential gaps, the models' assumption
  bernoulli,  // at most one message per cycle, geometric gaps
  mmpp,       // a superposition of two-state MMPPs (spec 04 B.2, B.3)
};

// One two-state MMPP (spec 04 B.2): rates per cycle.
struct MmppComponent {
  double leave_first = 0.0;   // delta_1: rate of the switch from state 1 (ON) to state 2, > 0
  double leave_second = 0.0;  // delta_2: rate of the switch from state 2 to state 1, > 0
  double rate_first = 0.0;    // lambda_1: messages per cycle in state 1, >= 0
  double rate_second = 0.0;   // lambda_2: messages per cycle in state 2, >= 0

  double probability_first() const { return leave_second / (leave_first + leave_second); }  // pi_1
  double mean_rate() const;                                                                  // m_i
};

// The mean rate of a superposition of independent two-state MMPPs (its stationary pi B e): the
// sum of theirs.
double mean_rate(const std::vector<MmppComponent>& components);

// The MMPP source of every node. Either fitted by RECON-AN (spec 04 B.3) from the five numbers
// below at the requested generation rate, or given explicitly as components (then scaled so that
// their mean rate is the requested generation rate; their time constants are kept).
struct MmppSpec {
  double hurst = 0.7;      // H in (0.5, 1)
  double rho = 0.8;        // the source's "r(1) = rho lambda": lag-1 autocovariance of Delta-slot counts, in (0, 1)
  int time_scales = 5;     // L >= 1: two-state MMPPs, one per time scale
  double kappa = 10.0;     // ratio between consecutive time scales, > 1
  double delta = 0.0;      // base slot Delta, cycles; 0 = 1/lambda (spec default)
  std::vector<MmppComponent> components;  // explicit components; empty = fit by RECON-AN
};

struct ArrivalSpec {
  ArrivalKind kind = ArrivalKind::poisson;
  MmppSpec mmpp;  // used when kind == mmpp
};

std::string_view to_string(Switching s);
std::string_view to_string(ArrivalKind a);

}  // namespace kncube
