#pragma once
// Dally's maximum throughput (spec 03 §2.8, A1, A2): the largest injection rate at which the
// contention recursion has a real solution and the source is not busy all the time,
//   lambda_max = sup { lambda : no eq (23) singularity and lambda_E T_n(lambda) < 1 }.
// Both conditions are monotone in the rate (T_n grows with it), so bisection finds the edge.
//
// Against the paper's TABLE I (L = 200, W = k/2): the four networks where the singularity binds
// match (32-2 0.3639, 64-2 0.3455, 16-3 0.3053, 8-4 0.3113 vs printed 0.36/0.35/0.31/0.31). Where
// the source limit binds the paper's values are NOT reproduced (A1): ours are 4-5 0.4235, 2-10
// 0.4635, 4-6 0.3685, 2-12 0.4176 vs printed 0.41/0.43/0.36/0.41; no single threshold fits the
// printed four (spec 03 §2.10), so these are model-derived values.

#include "analytical/dally/dally_contention.h"

namespace kncube::analytical {

struct DallyMessageThroughput {
  double message_rate = 0.0;  // lambda_E max, messages/node/cycle
  DallyLimit limit = DallyLimit::none;  // which limit binds just above it
  // Where the singularity alone would bind (the "sing 0.451" of Table I's source-limited rows);
  // +infinity when it never does (k = 2: no continuing channels).
  double singularity_message_rate = 0.0;
};

// Bisects lambda_E over (0, 1/T_0]: T_n >= T_0, so lambda_E T_n < 1 already requires
// lambda_E < 1/T_0 (in paper units lambda < W bits/cycle, which contains the spec's (0, 5] for
// every network with a finite answer below 5). Stops at relative width `tolerance`.
DallyMessageThroughput dally_max_message_rate(const DallyStages& stages, DallyVariant variant,
                                              double tolerance = 1e-12);

// The same in paper units, bits/cycle/node = Table I's "fraction of capacity" (§2.5, A24).
struct DallyThroughput {
  double bits_per_cycle = 0.0;
  DallyLimit limit = DallyLimit::none;
  double singularity_bits_per_cycle = 0.0;  // +infinity for k = 2
};
DallyThroughput dally_max_throughput(double k, int n, double message_bits, double channel_width,
                                     DallyVariant variant = DallyVariant::blocking);

}  // namespace kncube::analytical
