#pragma once
// Dally's contention model for e-cube (dimension-order) routing on a unidirectional k-ary
// n-cube (spec 03 §2.6, eqs 21-24) and its queued variant (§2.7, eqs 25-26, reading A5).
//
// Units: message rates lambda_E and lambda_C in messages/node/cycle, service times T_i in
// channel cycles. The paper's load lambda is in bits/cycle/node, lambda_E = lambda / L; the
// paper-unit entry point `dally_latency` converts. The recursion is a closed-form sweep over the
// n dimensions (no fixed point, no allocation), cheap enough to sit inside a bisection.

#include <string>

namespace kncube::analytical {

// Which of Dally's contention models.
enum class DallyVariant {
  blocking,  // eqs (22)-(24): no queueing inside the network (Table I; buffers of <= 2 flits, A27)
  queued,    // eqs (25)-(26): enough queueing that service times stay at T_0 (deep buffers, A27)
};

// What stops the model from giving a finite latency at a rate.
enum class DallyLimit {
  none,
  singularity,  // blocking: eq (23) has no real root, 2 lambda_C T_i > 1 (A4); queued: lambda_C T_0/2 >= 1
  source,       // the source is busy all the time, lambda_E T_n >= 1 (§2.8 limit b, A2)
};

// A network as the recursion sees it.
struct DallyStages {
  double k = 2.0;                  // radix; a message skips a dimension with probability gamma = 1/k
  int n = 1;                       // dimensions, routed n-1 first, 0 last
  double sink_service_time = 1.0;  // T_0, cycles: L/W in the paper, t_p M in the simulator mapping (§2.11)
};

// The recursion's state at one injection rate.
struct DallyOperatingPoint {
  DallyLimit limit = DallyLimit::none;
  int singular_dimension = -1;       // blocking: the dimension i whose eq (23) broke; -1 otherwise
  double continuing_rate = 0.0;      // lambda_C = ((k-2)/2)(1-1/k) lambda_E, eq (23)'s channel rate
  double outermost_entry_time = 0.0; // T_{n-1}: service time seen entering the first-routed dimension
  double source_service_time = 0.0;  // T_n (valid unless limit == singularity)
  // The quantity that reaches 1 at the singularity: 2 lambda_C T_{n-1} (blocking; T_i of the
  // broken dimension when singular) or lambda_C T_0 / 2 (queued).
  double singularity_load = 0.0;
  double source_load = 0.0;          // lambda_E T_n (valid unless limit == singularity)
  bool saturated() const { return limit != DallyLimit::none; }
};

// Runs the normative procedure of §2.6 (blocking) or eqs (25)-(26) (queued) at `message_rate`
// = lambda_E messages/node/cycle, then applies the source limit lambda_E T_n >= 1.
DallyOperatingPoint dally_operating_point(const DallyStages& stages, DallyVariant variant, double message_rate);

// Why a saturated point is saturated, in the words of the spec, e.g.
// "eq (23) singularity in dimension 1: 2*lambda_C*T_1 > 1" or "source saturated: lambda_E*T_n >= 1".
// Empty for an unsaturated point.
std::string dally_limit_reason(const DallyOperatingPoint& point, DallyVariant variant);

// Paper units (Table I): k-ary n-cube, L-bit messages on W-bit channels, T_c = T_p = 1.
DallyStages dally_paper_stages(double k, int n, double message_bits, double channel_width);

struct DallyLatency {
  double latency = 0.0;  // D + T_n, cycles (eq 11 distance, no source queue: A7); +infinity when saturated
  DallyOperatingPoint point;
};
// Latency at a load of `load_bits` bits/cycle/node (the paper's lambda).
DallyLatency dally_latency(double k, int n, double message_bits, double channel_width, double load_bits,
                           DallyVariant variant = DallyVariant::blocking);

}  // namespace kncube::analytical
