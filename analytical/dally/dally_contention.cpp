#include "analytical/dally/dally_contention.h"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "analytical/dally/dally_zero_load.h"

namespace kncube::analytical {

namespace {

void validate(const DallyStages& s, double message_rate) {
  if (!(s.k >= 2.0)) throw std::invalid_argument("Dally recursion: radix k must be >= 2");
  if (s.n < 1) throw std::invalid_argument("Dally recursion: n must be >= 1");
  if (!(s.sink_service_time > 0.0)) throw std::invalid_argument("Dally recursion: T_0 must be positive");
  if (!(message_rate >= 0.0) || !std::isfinite(message_rate))
    throw std::invalid_argument("Dally recursion: message rate must be finite and >= 0");
}

// Eq (21)-(22): the merge of the streams that routed or skipped in dimension i into the service
// time seen entering dimension i+1. `routing_delay` is T_Ri; `merge_wait` is the time one merge
// collision costs (T_i + T_Ri in the blocking model, T_0 in the queued one, A5).
double next_service_time(double T, double routing_delay, double gamma, double message_rate, double merge_wait,
                         double skip_wait) {
  const double route = 1.0 - gamma;
  return T + route * routing_delay                                            // routing in dimension i
         + gamma * route * route * route * message_rate * merge_wait * merge_wait  // merge of the routed streams
         + gamma * gamma * gamma * route * message_rate * skip_wait * skip_wait;   // entry of the skipping streams
}

}  // namespace

DallyOperatingPoint dally_operating_point(const DallyStages& s, DallyVariant variant, double message_rate) {
  validate(s, message_rate);
  const double gamma = 1.0 / s.k;
  const double sigma = (s.k - 2.0) / 2.0;  // continuing channels of a routed message
  const double lambda_c = sigma * (1.0 - gamma) * message_rate;
  const double T0 = s.sink_service_time;

  DallyOperatingPoint p;
  p.continuing_rate = lambda_c;
  double T = T0;

  if (variant == DallyVariant::queued) {
    // Eq (25): every stage keeps T_0, so the continuing-channel wait is a fixed factor of T_i.
    const double half_load = lambda_c * T0 / 2.0;
    p.singularity_load = half_load;
    if (half_load >= 1.0) {
      p.limit = DallyLimit::singularity;
      return p;
    }
    const double growth = (1.0 + half_load) / (1.0 - half_load) - 1.0;
    for (int i = 0; i < s.n; ++i) {
      if (i == s.n - 1) p.outermost_entry_time = T;
      const double routing_delay = T * growth;                              // eq (25)
      T = next_service_time(T, routing_delay, gamma, message_rate, T0, T0);  // eq (26), lambda_E T_0^2 (A5)
    }
  } else {
    for (int i = 0; i < s.n; ++i) {
      double routing_delay = 0.0;  // k = 2: no continuing channels, T_Ri = 0 (A3 via the general form)
      if (lambda_c > 0.0) {
        const double disc = 1.0 - 2.0 * lambda_c * T;  // eq (23) real only while 2 lambda_C T_i <= 1 (A4)
        if (disc < 0.0) {
          p.limit = DallyLimit::singularity;
          p.singular_dimension = i;
          p.singularity_load = 2.0 * lambda_c * T;
          if (i == s.n - 1) p.outermost_entry_time = T;
          return p;
        }
        // Smaller root of T_i0 = T_i + lambda_C T_i0^2 / 2, in the cancellation-free form.
        const double entry_time = 2.0 * T / (1.0 + std::sqrt(disc));
        routing_delay = entry_time * (1.0 + lambda_c * entry_time / 2.0) - T;  // eq (24)
      }
      if (i == s.n - 1) {
        p.outermost_entry_time = T;
        p.singularity_load = 2.0 * lambda_c * T;
      }
      T = next_service_time(T, routing_delay, gamma, message_rate, T + routing_delay, T);  // eq (22)
    }
  }

  p.source_service_time = T;
  p.source_load = message_rate * T;
  // §2.8 (b): the source never idles. §2.7 names only the (25) singularity for the queued form;
  // the source limit applies to it too (spec §2.10 alternative iv), else a binary cube, which has
  // no continuing channels, would never saturate.
  if (p.source_load >= 1.0) p.limit = DallyLimit::source;
  return p;
}

std::string dally_limit_reason(const DallyOperatingPoint& point, DallyVariant variant) {
  switch (point.limit) {
    case DallyLimit::none: return {};
    case DallyLimit::source: return "source saturated: lambda_E*T_n >= 1";
    case DallyLimit::singularity:
      if (variant == DallyVariant::queued) return "eq (25) singularity: lambda_C*T_0/2 >= 1";
      return "eq (23) singularity in dimension " + std::to_string(point.singular_dimension) + ": 2*lambda_C*T_" +
             std::to_string(point.singular_dimension) + " > 1";
  }
  return {};
}

DallyStages dally_paper_stages(double k, int n, double message_bits, double channel_width) {
  if (!(message_bits > 0.0) || !(channel_width > 0.0))
    throw std::invalid_argument("dally_paper_stages: message length and channel width must be positive");
  return DallyStages{k, n, message_bits / channel_width};
}

DallyLatency dally_latency(double k, int n, double message_bits, double channel_width, double load_bits,
                           DallyVariant variant) {
  const DallyStages stages = dally_paper_stages(k, n, message_bits, channel_width);
  DallyLatency out;
  out.point = dally_operating_point(stages, variant, load_bits / message_bits);
  out.latency = out.point.saturated() ? std::numeric_limits<double>::infinity()
                                      : dally_mean_distance(k, n) + out.point.source_service_time;
  return out;
}

}  // namespace kncube::analytical
