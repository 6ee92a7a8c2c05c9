#pragma once
// The verdict of one model on one sweep point, from the point's combined measurement. It follows
// the reference monitor's rule (testbenches/testbench/monitor/verdict.h) so that a one-replication point
// gets the monitor's verdict: the measured mean of the compared quantity, less the monitor's
// offset, agrees when the prediction lies within its 95% confidence half-width plus `tolerance`
// times the mean; saturated when the model or the simulation saturated. With several
// replications the judgement uses the pooled interval, which no single run's monitor saw.

#include <string>

#include "analytical/common/prediction.h"
#include "testbenches/testbench/simulation/measurement.h"

namespace kncube::sweep {

struct PointVerdict {
  std::string verdict;          // agree, differ, saturated
  double predicted = 0.0;       // cycles
  double measured = 0.0;        // offset removed, cycles
  double ci95 = 0.0;            // cycles
  double relative_error = 0.0;  // (predicted - measured) / measured
  std::string reason;           // for saturated
};

// `compared`: the point's combined measurement of the quantity the prediction's comparand names.
PointVerdict judge_point(const simulation::MeasuredValue& compared, double offset, const analytical::Prediction& prediction, double tolerance,
                         bool point_saturated);

}  // namespace kncube::sweep
