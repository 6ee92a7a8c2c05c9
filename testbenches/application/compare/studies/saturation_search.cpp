#include "testbenches/application/compare/studies/saturation_search.h"

#include <limits>

namespace kncube::compare {

namespace {

// Where one network's search stands.
struct SearchState {
  SaturationSearch result;
  int doublings = 0;
  int steps_done = 0;
  bool bracketed = false;  // the upper end has saturated
};

bool searching(const SearchState& state, const SearchSettings& settings) {
  if (!state.result.error.empty()) return false;
  return !state.bracketed ? state.doublings <= settings.max_doublings : state.steps_done < settings.steps;
}

double next_rate(const SearchState& state) {
  return state.bracketed ? 0.5 * (state.result.low + state.result.high) : state.result.high;
}

void record(SearchState& state, double rate, bool saturated) {
  state.result.probes.push_back({rate, saturated});
  if (!state.bracketed) {
    if (saturated) {
      state.bracketed = true;
    } else {
      state.result.low = rate;
      state.result.high = 2.0 * rate;
      ++state.doublings;
    }
    return;
  }
  (saturated ? state.result.high : state.result.low) = rate;
  ++state.steps_done;
}

}  // namespace

std::vector<SaturationSearch> search_saturation(const std::string& program, const std::vector<SimulationJob>& networks,
                                                const SearchSettings& settings, const sweep::ProgressSink& progress) {
  std::vector<SearchState> states(networks.size());
  for (std::size_t i = 0; i < networks.size(); ++i) states[i].result.high = 2.0 * networks[i].rates.front();
  for (int round = 1;; ++round) {
    std::vector<SimulationJob> probes;
    std::vector<std::size_t> owner;
    for (std::size_t i = 0; i < networks.size(); ++i)
      if (searching(states[i], settings)) {
        probes.push_back({networks[i].label, networks[i].options, {next_rate(states[i])}});
        owner.push_back(i);
      }
    if (probes.empty()) break;
    if (progress.out != nullptr)
      *progress.out << "kncube compare: saturation search round " << round << ", " << probes.size() << " short runs\n";
    const auto outcomes = run_simulation_jobs(program, probes, settings.seed, settings.jobs, progress, settings.records,
                                              settings.runner);
    for (std::size_t p = 0; p < probes.size(); ++p) {
      SearchState& state = states[owner[p]];
      const sweep::RunOutcome& outcome = outcomes[p].front();
      // A run that failed says nothing about saturation: the search for that network stops
      // there rather than read the failure as "saturated" and report a rate it never measured.
      if (outcome.status == sweep::RunStatus::failed) {
        state.result.error = "rate " + sweep::rate_text(probes[p].rates.front()) + ": " + outcome.error;
        state.result.exit_code = outcome.exit_code;
        continue;
      }
      record(state, probes[p].rates.front(), outcome.status != sweep::RunStatus::ok);
    }
  }
  std::vector<SaturationSearch> results;
  for (auto& state : states) {
    // Never saturated within the doublings: no rate is known to saturate.
    if (!state.bracketed && state.result.error.empty()) state.result.high = std::numeric_limits<double>::infinity();
    results.push_back(std::move(state.result));
  }
  return results;
}

}  // namespace kncube::compare
