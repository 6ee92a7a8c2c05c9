#pragma once
// Combines the replications of one sweep point (the same rate, seeds s, s+1, ...) into one mean
// and 95% confidence interval by pooling their batch means.
//
// Each run reports a mean m_r and a batch-means half-width h_r = t(0.975, B-1) s_r / sqrt(B) over
// B equal batches. The batch means of all R runs are R*B samples of the same steady state
// (replications are independent, batches within a run nearly so), so the run's batch standard
// deviation is recovered, s_r = h_r sqrt(B) / t(0.975, B-1), and the R*B batch means are pooled:
//   mean  m = (1/R) sum m_r                               (every run measures the same number of messages)
//   s^2   = [sum_r (B-1) s_r^2 + B (m_r - m)^2] / (R B - 1)
//   h     = t(0.975, R B - 1) s / sqrt(R B)
// With R = 1 this is the run's own interval; with more replications it narrows about as
// 1/sqrt(R) and also catches disagreement between replications through the (m_r - m)^2 term.

#include <vector>

#include "testbenches/testbench/simulation/measurement.h"
#include "testbenches/testbench/stats/latency_distribution.h"

namespace kncube::sweep {

// Precondition: `runs` not empty, `batches` >= 2.
simulation::MeasuredValue pool_batch_means(const std::vector<simulation::MeasuredValue>& runs, int batches);

// The latency percentiles of one point from its replications' (each from its run's histogram of
// the measured messages, bins 0.87% wide). A run's JSON carries its percentiles, not its
// histogram, so the pooled p50, p90 and p99 are the means of the runs' (quantile averaging: the
// runs measure the same number of messages of the same steady state, so each run's q-quantile
// estimates the same quantile and their mean has the 1/R variance of a mean), and max the largest
// run's. A run without percentiles (NaN) is left out; none at all gives NaN.
stats::LatencyPercentiles pool_percentiles(const std::vector<stats::LatencyPercentiles>& runs);

}  // namespace kncube::sweep
