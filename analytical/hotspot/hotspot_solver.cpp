#include "analytical/hotspot/hotspot_solver.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace kncube::analytical {
namespace {

// The working state of one solve: the rows of `solution` are the channel-pass results, the other
// buffers are sized once here so that the iterations do not allocate.
class HotspotIteration {
 public:
  HotspotIteration(const HotspotConfiguration& config, double rate, HotspotSolution& solution)
      : config_(config),
        solution_(solution),
        min_service_(config.message_length * config.flit_time),
        occupancy_(static_cast<std::size_t>(config.vcs) + 1, 0.0),
        prefix_(static_cast<std::size_t>(config.diameter()) + 1, 0.0),
        blocked_(config.hypercube() ? 0 : static_cast<std::size_t>(config.counts.n) * (static_cast<std::size_t>(config.diameter()) + 1), 0.0),
        per_hop_(static_cast<std::size_t>(config.counts.n), 0.0) {
    const int d_max = config.diameter();
    solution.regular_rate = config.regular_rate_per_lambda * rate;  // T4.5
    solution.channels.assign(static_cast<std::size_t>(d_max), HotspotChannelState{});
    for (int j = 1; j <= d_max; ++j) {
      HotspotChannelState& row = channel(j);
      row.distance = j;
      row.channels = config.hot_channels[static_cast<std::size_t>(j)];
      row.hot_rate = config.hot_rate_per_lambda[static_cast<std::size_t>(j)] * rate;  // T4.7
      row.rate = solution.regular_rate + row.hot_rate;                                // T4.24
    }
    solution.away.distance = 0;  // not a distance from H: the A-11 class
    solution.away.rate = config.away ? solution.regular_rate : 0.0;
  }

  HotspotChannelState& channel(int j) { return solution_.channels[static_cast<std::size_t>(j - 1)]; }

  // Step 2 of §3.5: channel quantities from (S_r, S-bar h). False, with `why`, if any class has
  // rho >= 1; `why` lists every such class j and the utilisation of the first.
  bool channel_pass(double regular_latency, const std::vector<double>& hot_service, std::string& why) {
    const int d_max = config_.diameter();
    int first = 0;
    int saturated = 0;
    for (int j = 1; j <= d_max; ++j) {
      HotspotChannelState& row = channel(j);
      row.hot_service = hot_service[static_cast<std::size_t>(j)];
      // T4.25: the service time mixes regular and hot-spot traffic by their rates.
      row.service = (solution_.regular_rate * regular_latency + row.hot_rate * row.hot_service) / row.rate;
      if (!fill_channel(row) && saturated++ == 0) first = j;
    }
    bool away_saturated = false;
    if (config_.away) {
      solution_.away.service = regular_latency;
      away_saturated = !fill_channel(solution_.away);
    }
    if (saturated == 0 && !away_saturated) {
      if (!config_.hypercube()) blocking_sums();
      return true;
    }
    std::ostringstream out;
    if (saturated > 0) {
      out << "channel utilisation rho_j >= 1 for j =";
      for (int j = first, listed = 0; j <= d_max; ++j)
        if (!(channel(j).utilisation < 1.0)) out << (listed++ ? ", " : " ") << j;
      out << " (channels j hops from the hot node; rho_" << first << " = " << channel(first).utilisation << ")";
      if (away_saturated) out << " and ";
    }
    if (away_saturated)
      out << "utilisation rho = " << solution_.away.utilisation
          << " >= 1 on the channels leading away from the hot node (A-11 away class)";
    out << "; spec 02 §3.5 step 2";
    why = out.str();
    return false;
  }

  // Step 3, regular messages: S_r from T4.15 + T4.6 (tori) or T4.41-T4.43 (hypercube).
  double next_regular_latency() {
    const HotspotChannelCounts& counts = config_.counts;
    const int d_max = config_.diameter();
    if (!config_.hypercube()) {
      double blocking = 0.0;  // B_r, T4.15
      for (int j = 1; j <= d_max; ++j) {
        const HotspotChannelState& row = channel(j);
        blocking += config_.regular_weights[static_cast<std::size_t>(j)] * row.regular_blocking * row.wait;
      }
      if (config_.away) blocking += config_.away_weight * solution_.away.regular_blocking * solution_.away.wait;
      solution_.regular_blocking = blocking;
      return (config_.message_length + config_.regular_distance) * config_.flit_time + config_.regular_distance * blocking;
    }
    // Hypercube: per_hop_[r] = sum_j omega_j P_a(j)^r P_a&d(j) w_j is B_r(i, l) with r = i - l
    // dimensions left after this one (T4.43, T4.45).
    std::fill(per_hop_.begin(), per_hop_.end(), 0.0);
    auto add_class = [this](double weight, const HotspotChannelState& row) {
      double term = weight * row.adaptive_and_escape_busy * row.wait;
      for (double& value : per_hop_) {
        value += term;
        term *= row.all_adaptive_busy;
      }
    };
    for (int j = 1; j <= d_max; ++j) add_class(config_.regular_weights[static_cast<std::size_t>(j)], channel(j));
    if (config_.away) add_class(config_.away_weight, solution_.away);
    // T4.42: S_r,i = (M + i)(t_c+t_s) + sum_{l=1}^{i} B_r(i, l); T4.41: S_r = sum_i theta_i S_r,i.
    double latency = 0.0;
    double blocking = 0.0;
    for (int i = 1; i <= counts.n; ++i) {
      blocking += per_hop_[static_cast<std::size_t>(i - 1)];
      latency += counts.distance_share[static_cast<std::size_t>(i)] * ((config_.message_length + i) * config_.flit_time + blocking);
    }
    solution_.regular_blocking =
        (latency - (config_.message_length + config_.regular_distance) * config_.flit_time) / config_.regular_distance;
    return latency;
  }

  // Hypercube: prefix_[d] = sum_{d'=1}^{d} b_d', the blocking delay of a hot-spot message on the
  // channel d' hops from H, b_d' = P_a^{d'-1} P_a&d w_d' (T4.48), d = 0..i.
  void hypercube_blocking_prefix(int i) {
    prefix_[0] = 0.0;
    for (int d = 1; d <= i; ++d) {
      const HotspotChannelState& row = channel(d);
      prefix_[static_cast<std::size_t>(d)] =
          prefix_[static_cast<std::size_t>(d - 1)] + blocking_with_remaining({row.all_adaptive_busy, row.adaptive_and_escape_busy}, d) * row.wait;
    }
  }

  // Tori: blocked(beta, d) = sum_{d'=1}^{d} P_a,d'^(beta-1) P_a&d,d' w_d', d = 0..d_max. The blocking
  // delay phi_d'(l_i) w_d' of an i-hop hot-spot message (T4.18, T4.30) is sum_beta pi_beta(l_i)
  // times the d' term, so every message length's sum over the channels d'..d is a weighted
  // difference of these n rows.
  void blocking_sums() {
    const int d_max = config_.diameter();
    const auto rows = static_cast<std::size_t>(d_max) + 1;
    for (int beta = 1; beta <= config_.counts.n; ++beta) {
      double* sums = blocked_.data() + static_cast<std::size_t>(beta - 1) * rows;
      sums[0] = 0.0;
      for (int d = 1; d <= d_max; ++d) {
        const HotspotChannelState& row = channel(d);
        sums[d] = sums[d - 1] + blocking_with_remaining({row.all_adaptive_busy, row.adaptive_and_escape_busy}, beta) * row.wait;
      }
    }
  }

  double blocked(int beta, int d) const {
    return blocked_[static_cast<std::size_t>(beta - 1) * (static_cast<std::size_t>(config_.diameter()) + 1) + static_cast<std::size_t>(d)];
  }

  // Step 3, hot-spot messages: S-bar h_j (T4.26 with T4.30; hypercube with T4.48).
  // Literal A-5 index: the blocking of the channels j..2 hops from H; shift: j-1..1.
  void next_hot_service(std::vector<double>& next) {
    const int d_max = config_.diameter();
    const double base = config_.message_length * config_.flit_time;
    if (config_.hypercube()) {
      // b_d does not depend on the message's hop count and xi_{j,.} sums to 1 (§3.3).
      hypercube_blocking_prefix(d_max);
      for (int j = 1; j <= d_max; ++j)
        next[static_cast<std::size_t>(j)] =
            base + (config_.shift ? prefix_[static_cast<std::size_t>(j - 1)] : prefix_[static_cast<std::size_t>(j)] - prefix_[1]);
      return;
    }
    // sum_{i>=j} xi_{j,i} sum_beta pi_beta(l_i) (downstream sum of row beta) = sum_beta (the
    // configuration's length weight of j and beta) (downstream sum of row beta).
    for (int j = 1; j <= d_max; ++j) {
      double blocking = 0.0;
      for (int beta = 1; beta <= config_.counts.n; ++beta) {
        const double downstream = config_.shift ? blocked(beta, j - 1) : blocked(beta, j) - blocked(beta, 1);
        blocking += config_.hot_length_weight(j, beta) * downstream;
      }
      next[static_cast<std::size_t>(j)] = base + blocking;
    }
  }

  // S_h,j = (M + j)(t_c+t_s) + blocking over the channels j..1 hops from H (T4.12).
  double hot_message_latency(int j) {
    double blocking = 0.0;
    if (config_.hypercube()) {
      hypercube_blocking_prefix(j);
      blocking = prefix_[static_cast<std::size_t>(j)];
    } else {
      const RemainingDimensions& remaining = config_.hot_remaining[static_cast<std::size_t>(j)];
      if (remaining.termination() < 1.0)  // l_j = 1 gives phi = 0
        for (int beta = 1; beta <= config_.counts.n; ++beta) blocking += remaining.probability(beta) * blocked(beta, j);
    }
    return (config_.message_length + j) * config_.flit_time + blocking;
  }

 private:
  // B4-B7 for one class whose rate and service are set. False if rho >= 1 (or not finite).
  bool fill_channel(HotspotChannelState& row) {
    row.utilisation = row.rate * row.service;
    if (!(row.utilisation < 1.0)) return false;
    vc_occupancy(row.rate, row.service, config_.vcs, occupancy_);
    const BusyProbabilities busy = busy_probabilities(occupancy_, config_.escape, config_.escape_weight);
    row.all_adaptive_busy = busy.all_adaptive;
    row.adaptive_and_escape_busy = busy.adaptive_and_escape;
    row.wait = mg1_wait(row.rate, row.service, min_service_);
    row.regular_blocking = config_.hypercube() ? 0.0 : config_.regular_remaining.blocking(busy);
    row.multiplexing = multiplexing_degree(occupancy_);
    return true;
  }

  const HotspotConfiguration& config_;
  HotspotSolution& solution_;
  double min_service_;
  std::vector<double> occupancy_;
  std::vector<double> prefix_;   // hypercube: one hop count's blocking prefix
  std::vector<double> blocked_;  // tori: n rows of d_max + 1 (blocking_sums)
  std::vector<double> per_hop_;
};

void fill_zero_load(const HotspotConfiguration& config, HotspotSolution& s) {
  s.regular_latency = config.zero_load_regular();
  s.hot_latency = config.zero_load_hot();
  s.network_latency = config.zero_load();
  s.latency = s.network_latency;
  s.regular_message_latency = s.regular_latency;
  s.hot_message_latency = s.hot_latency;
  s.channels.assign(static_cast<std::size_t>(config.diameter()), HotspotChannelState{});
  for (int j = 1; j <= config.diameter(); ++j) {
    HotspotChannelState& row = s.channels[static_cast<std::size_t>(j - 1)];
    row.distance = j;
    row.channels = config.hot_channels[static_cast<std::size_t>(j)];
    row.hot_service = config.message_length * config.flit_time;
    row.hot_latency = (config.message_length + j) * config.flit_time;
  }
}

void fill_prediction(double rate, HotspotSolution& s, int iterations) {
  Prediction& p = s.prediction;
  p.rate = rate;
  p.saturated = false;
  p.latency = s.latency;
  p.network_latency = s.network_latency;
  p.source_wait = s.source_wait;
  p.multiplexing = s.multiplexing;
  p.rho = s.away.utilisation;
  for (const HotspotChannelState& row : s.channels) p.rho = std::max(p.rho, row.utilisation);
  p.iterations = iterations;
  p.comparand = Comparand::message_latency;
  p.classes = {{"regular", s.regular_message_latency, s.regular_latency},
               {"hot-spot", s.hot_message_latency, s.hot_latency}};
}

}  // namespace

HotspotSolution solve_hotspot(const HotspotConfiguration& config, double rate, const HotspotSolverOptions& options) {
  if (!(rate >= 0.0) || !std::isfinite(rate))
    throw std::invalid_argument("solve_hotspot: the generation rate must be finite and >= 0");
  HotspotSolution solution;
  if (rate == 0.0) {  // every S_j would divide by lambda_j = 0 (§3.1)
    fill_zero_load(config, solution);
    fill_prediction(rate, solution, 0);
    return solution;
  }

  HotspotIteration iteration(config, rate, solution);
  const auto size = static_cast<std::size_t>(config.diameter()) + 1;
  const double initial = config.message_length * config.flit_time;  // step 1: S_r = S-bar h_j = M
  double regular_latency = initial;
  std::vector<double> hot_service(size, initial);
  std::vector<double> next_hot(size, 0.0);
  hot_service[0] = next_hot[0] = 0.0;  // unused

  std::string why;
  int iterations = 0;
  bool converged = false;
  while (!converged) {
    if (iterations >= options.max_iterations) {
      std::ostringstream out;
      out << "no convergence within " << options.max_iterations << " iterations (spec 02 §3.5 step 4, A-20)";
      solution.prediction = Prediction::saturated_at(rate, out.str(), iterations);
      return solution;
    }
    if (!iteration.channel_pass(regular_latency, hot_service, why)) {
      solution.prediction = Prediction::saturated_at(rate, why, iterations);
      return solution;
    }
    // Step 3 (Jacobi: both updates read the channel pass above only).
    const double next_regular = iteration.next_regular_latency();
    iteration.next_hot_service(next_hot);
    ++iterations;
    double change = std::abs(next_regular - regular_latency) / next_regular;
    for (std::size_t j = 1; j < size; ++j) change = std::max(change, std::abs(next_hot[j] - hot_service[j]) / next_hot[j]);
    regular_latency = next_regular;
    hot_service.swap(next_hot);
    converged = change < options.tolerance;  // step 4
  }

  // Step 5: post-processing with the converged state.
  if (!iteration.channel_pass(regular_latency, hot_service, why)) {
    solution.prediction = Prediction::saturated_at(rate, why, iterations);
    return solution;
  }
  const double h = config.hot_fraction;
  const double source_rate = rate / config.vcs;  // B8, A-7
  const double min_service = config.message_length * config.flit_time;
  solution.regular_latency = regular_latency;
  double hot_latency = 0.0;
  double source_wait = 0.0;
  double multiplexing = 0.0;
  for (int j = 1; j <= config.diameter(); ++j) {
    const double share = config.counts.distance_share[static_cast<std::size_t>(j)];
    HotspotChannelState& row = iteration.channel(j);
    row.hot_latency = iteration.hot_message_latency(j);                // T4.12
    const double source_latency = (1.0 - h) * regular_latency + h * row.hot_latency;  // T4.31
    if (!(source_rate * source_latency < 1.0)) {
      std::ostringstream out;
      out << "the source queues of nodes " << j << " hop" << (j == 1 ? "" : "s")
          << " from the hot node saturate: (lambda/V) S_s,j = " << source_rate * source_latency
          << " >= 1 (spec 02 §3.5 step 5)";
      solution.prediction = Prediction::saturated_at(rate, out.str(), iterations);
      return solution;
    }
    row.source_wait = mg1_wait(source_rate, source_latency, min_service);  // T4.32
    hot_latency += share * row.hot_latency;                              // T4.14
    source_wait += share * row.source_wait;                              // T4.33
    multiplexing += share * row.multiplexing;                            // T4.37 over j = 1..d_max
  }
  solution.hot_latency = hot_latency;
  solution.network_latency = (1.0 - h) * regular_latency + h * hot_latency;  // T4.2
  solution.source_wait = source_wait;
  solution.multiplexing = multiplexing;
  solution.latency = (solution.network_latency + source_wait) * multiplexing;  // T4.1
  solution.regular_message_latency = (regular_latency + source_wait) * multiplexing;
  solution.hot_message_latency = (hot_latency + source_wait) * multiplexing;
  fill_prediction(rate, solution, iterations);
  return solution;
}

}  // namespace kncube::analytical
