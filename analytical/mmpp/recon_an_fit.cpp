#include "analytical/mmpp/recon_an_fit.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "analytical/vocabulary/config_error.h"

namespace kncube::analytical {

namespace {

std::string number(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", x);
  return text;
}

}  // namespace

void validate_mmpp_spec(const MmppSpec& spec) {
  if (!(spec.hurst > 0.5 && spec.hurst < 1.0)) throw ConfigError("hurst", number(spec.hurst), "a Hurst parameter in (0.5, 1)");
  if (!(spec.rho > 0.0 && spec.rho < 1.0)) throw ConfigError("rho", number(spec.rho), "a number in (0, 1)");
  if (spec.time_scales < 1 || spec.time_scales > kMaxMmppComponents)
    throw ConfigError("time-scales", std::to_string(spec.time_scales),
                      "an integer from 1 to " + std::to_string(kMaxMmppComponents) + " (2^L phases)");
  if (!(spec.kappa > 1.0) || !std::isfinite(spec.kappa)) throw ConfigError("kappa", number(spec.kappa), "a finite number > 1");
  // The generator draws every phase switch: switch rates above kMaxSwitchRate would take it ages per
  // cycle (and make the source Poisson anyway), and time scales beyond kMaxTimeScaleSpan base slots
  // apart underflow the fit's kernel (and outlast any run).
  if (std::pow(spec.kappa, spec.time_scales - 1) > kMaxTimeScaleSpan)
    throw ConfigError("kappa", number(spec.kappa),
                      "a finite number > 1 with kappa^(L-1) at most " + number(kMaxTimeScaleSpan) + " (L = --time-scales " +
                          std::to_string(spec.time_scales) + ")");
  if (!(spec.delta == 0.0 || spec.delta >= 1.0 / kMaxSwitchRate) || !std::isfinite(spec.delta))
    throw ConfigError("delta", number(spec.delta),
                      "a base slot in cycles, finite and at least " + number(1.0 / kMaxSwitchRate) + " (0: 1/rate)");
  if (spec.components.size() > static_cast<std::size_t>(kMaxMmppComponents))
    throw ConfigError("mmpp-components", std::to_string(spec.components.size()) + " components",
                      "at most " + std::to_string(kMaxMmppComponents) + " components D1:D2:L1:L2 (as --time-scales)");
  for (const MmppComponent& c : spec.components)
    if (!(c.leave_first > 0.0) || !(c.leave_second > 0.0) || !(c.rate_first >= 0.0) || !(c.rate_second >= 0.0) ||
        !std::isfinite(c.leave_first + c.leave_second + c.rate_first + c.rate_second) || c.mean_rate() <= 0.0 ||
        c.leave_first > kMaxSwitchRate || c.leave_second > kMaxSwitchRate)
      throw ConfigError("mmpp-components", number(c.leave_first) + ":" + number(c.leave_second) + ":" + number(c.rate_first) +
                            ":" + number(c.rate_second),
                        "components D1:D2:L1:L2 with switch rates D1, D2 in (0, " + number(kMaxSwitchRate) +
                            "] per cycle and message rates L1, L2 >= 0, not both 0");
}

std::vector<MmppComponent> fit_recon_an(double lambda, double hurst, double rho, int time_scales, double kappa,
                                        double delta) {
  if (!(lambda > 0.0) || !(delta > 0.0)) throw std::invalid_argument("fit_recon_an: rate and delta must be > 0");
  const double beta = 2.0 - 2.0 * hurst;
  std::vector<double> decay(time_scales), weight(time_scales);
  double weighted_kernel = 0.0;  // sum_i w_i g_i
  for (int i = 0; i < time_scales; ++i) {
    decay[i] = std::pow(kappa, -i) / delta;
    weight[i] = std::pow(kappa, -i * beta);
    const double one_minus = -std::expm1(-decay[i] * delta);
    weighted_kernel += weight[i] * one_minus * one_minus / (decay[i] * decay[i]);
  }
  const double scale = rho * lambda * delta / weighted_kernel;  // c
  const double share = lambda / time_scales;                    // m_i
  std::vector<MmppComponent> out(time_scales);
  for (int i = 0; i < time_scales; ++i) {
    const double variance = scale * weight[i];  // psi_i
    const double on = share * share / (share * share + variance);
    out[i].rate_first = share / on;
    out[i].rate_second = 0.0;
    out[i].leave_first = decay[i] * (1.0 - on);
    out[i].leave_second = decay[i] * on;
  }
  return out;
}

std::vector<MmppComponent> mmpp_components(const MmppSpec& spec, double rate) {
  if (spec.components.empty())
    return fit_recon_an(rate, spec.hurst, spec.rho, spec.time_scales, spec.kappa,
                        spec.delta > 0.0 ? spec.delta : 1.0 / rate);
  const double mean = mean_rate(spec.components);
  std::vector<MmppComponent> out = spec.components;
  for (MmppComponent& c : out) {
    c.rate_first *= rate / mean;
    c.rate_second *= rate / mean;
  }
  return out;
}

}  // namespace kncube::analytical
