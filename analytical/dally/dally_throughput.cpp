#include "analytical/dally/dally_throughput.h"

#include <limits>

namespace kncube::analytical {

namespace {

// Largest rate in [low, high] for which `feasible` holds, given feasible(low) and !feasible(high).
template <typename Feasible>
double bisect_edge(double low, double high, double tolerance, Feasible feasible) {
  for (int i = 0; i < 400 && (high - low) > tolerance * high; ++i) {
    const double mid = 0.5 * (low + high);
    if (feasible(mid))
      low = mid;
    else
      high = mid;
  }
  return low;
}

}  // namespace

DallyMessageThroughput dally_max_message_rate(const DallyStages& stages, DallyVariant variant, double tolerance) {
  DallyMessageThroughput out;
  const double source_bound = 1.0 / stages.sink_service_time;  // infeasible: lambda_E T_n >= lambda_E T_0 = 1
  out.message_rate = bisect_edge(0.0, source_bound, tolerance, [&](double rate) {
    return !dally_operating_point(stages, variant, rate).saturated();
  });
  // Just above the edge the binding limit shows itself.
  const double above = out.message_rate * (1.0 + 4.0 * tolerance) + std::numeric_limits<double>::min();
  out.limit = dally_operating_point(stages, variant, above).limit;

  // The singularity edge alone. lambda_C = c lambda_E; with T_i >= T_0 the blocking recursion is
  // singular once 2 c lambda_E T_0 > 1 and the queued one once c lambda_E T_0 / 2 >= 1, so
  // 4 / (c T_0) is past both edges.
  const double c = (stages.k - 2.0) / 2.0 * (1.0 - 1.0 / stages.k);
  if (c <= 0.0) {
    out.singularity_message_rate = std::numeric_limits<double>::infinity();
  } else {
    const double singular_bound = 4.0 / (c * stages.sink_service_time);
    out.singularity_message_rate = bisect_edge(0.0, singular_bound, tolerance, [&](double rate) {
      return dally_operating_point(stages, variant, rate).limit != DallyLimit::singularity;
    });
  }
  return out;
}

DallyThroughput dally_max_throughput(double k, int n, double message_bits, double channel_width,
                                     DallyVariant variant) {
  const DallyMessageThroughput m =
      dally_max_message_rate(dally_paper_stages(k, n, message_bits, channel_width), variant);
  DallyThroughput out;
  out.bits_per_cycle = m.message_rate * message_bits;
  out.limit = m.limit;
  out.singularity_bits_per_cycle = m.singularity_message_rate * message_bits;
  return out;
}

}  // namespace kncube::analytical
