#pragma once
// bench_tlm_contention's work on trace files: --trace FILE replays a file's transactions through
// both network models and prints each one's latency; with --minimize CYCLES it first cuts the file
// down to the fewest transactions on which the two still part by that much; --write-trace FILE
// writes a generated trace, to be replayed or cut down so.

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/bench/bench_usage.h"
#include "tests/bench/child_process.h"
#include "tests/tlm/trace_file.h"
#include "tests/tlm/trace_minimizer.h"
#include "tests/tlm/trace_replay.h"

namespace kncube::bench {

// The replay run `repeat` times: its latencies (the same every time, the simulation is
// deterministic) with the least CPU time and the least wall-clock time of the runs.
inline test::ReplayResult fastest(int repeat, const tlm2::TransportConfig& config,
                                  const std::vector<std::vector<test::TraceItem>>& trace,
                                  test::ReplayPlatformKind platform, const sc_core::sc_time& quantum,
                                  const sc_core::sc_time& memory_latency, test::ReplayObservations observe = {}) {
  test::ReplayResult best = test::run_replay(config, trace, platform, quantum, memory_latency, observe);
  for (int i = 1; i < repeat; ++i) {
    const test::ReplayResult again = test::run_replay(config, trace, platform, quantum, memory_latency, observe);
    if (again.cpu_seconds < best.cpu_seconds) best.cpu_seconds = again.cpu_seconds;
    if (again.seconds < best.seconds) best.seconds = again.seconds;
  }
  return best;
}

struct TraceRun {
  rtl::RouterPreset router = rtl::RouterPreset::model;
  test::ReplayNetwork network = test::ReplayNetwork::torus;
  test::ReplayPlatformKind platform = test::ReplayPlatformKind::light;
  sc_core::sc_time quantum = test::kLooselyTimedQuantum;
  sc_core::sc_time memory_latency = sc_core::SC_ZERO_TIME;
  int buffer_depth = 0;  // --buffer-depth: flits per VC buffer, 0 for the router preset's
  std::optional<rtl::InjectionKind> injection;  // --injection: none for the router preset's
  int repeat = 3;
  std::string single;     // --model: this one only
  long long minimize = 0;  // --minimize: cycles of difference to keep, 0 for none
};

[[noreturn]] inline void trace_usage(const std::string& option, const std::string& value, const std::string& allowed) {
  usage("bench_tlm_contention", option, value, allowed);
}

// Sum over every transaction of the contention model's latency less the cycle-level bridge's,
// `failed` when a replay had errors or left a transaction incomplete.
struct TraceDifference {
  double cycles = 0.0;
  bool failed = false;
};

inline TraceDifference difference_of(const test::ReplayResult& cycle, const test::ReplayResult& model) {
  TraceDifference d;
  d.failed = cycle.errors != 0 || model.errors != 0 || cycle.latencies.size() != model.latencies.size();
  for (std::size_t s = 0; !d.failed && s < cycle.latencies.size(); ++s) {
    for (std::size_t i = 0; i < cycle.latencies[s].size(); ++i) {
      if (cycle.latencies[s][i] < 0.0 || model.latencies[s][i] < 0.0) d.failed = true;
      d.cycles += model.latencies[s][i] - cycle.latencies[s][i];
    }
  }
  return d;
}

// --minimize: the fewest transactions of `trace` found on which the summed difference stays at
// least `run.minimize` cycles (below it, for a negative bound: the model reads low), every
// candidate replayed by both models in a child process. Exits 2 when the whole trace does not
// part that much, 1 when a replay fails.
inline std::vector<std::vector<test::TraceItem>> minimized(const std::vector<std::vector<test::TraceItem>>& trace,
                                                           int max_bytes, const TraceRun& run, int& replays,
                                                           double& whole) {
  const auto config = [&](tlm2::NetworkModel model) {
    return test::replay_config(run.router, model, max_bytes, run.network, run.buffer_depth, run.injection);  // every subset on the same network
  };
  const auto differs = [&](const std::vector<test::TraceLine>& lines) {
    TraceDifference d;
    const bool ran = run_in_child(
        [&] {
          const auto subset = test::unflatten(lines, test::kReplayNodes);
          const auto cycle = test::run_replay(config(tlm2::NetworkModel::cycle_level), subset, run.platform, run.quantum,
                                              run.memory_latency);
          const auto model = test::run_replay(config(tlm2::NetworkModel::contention), subset, run.platform, run.quantum,
                                              run.memory_latency);
          return difference_of(cycle, model);
        },
        d);
    if (!ran || d.failed) {
      std::fprintf(stderr, "bench_tlm_contention: --minimize: a replay of %zu transactions failed\n", lines.size());
      std::exit(1);
    }
    return d.cycles;
  };
  const auto reaches = [&](double cycles) {
    return run.minimize > 0 ? cycles >= static_cast<double>(run.minimize) : cycles <= static_cast<double>(run.minimize);
  };
  const auto keeps = [&](const std::vector<test::TraceLine>& lines) { return reaches(differs(lines)); };
  const std::vector<test::TraceLine> lines = test::flatten(trace);
  whole = differs(lines);
  if (!reaches(whole)) {
    std::ostringstream allowed;
    allowed << "a bound the whole trace reaches (contention less cycle-level, summed over its transactions: "
            << std::lround(whole) << " cycles)";
    trace_usage("--minimize", std::to_string(run.minimize), allowed.str());
  }
  const auto kept = test::minimize(lines, keeps, replays);
  return test::unflatten(kept, test::kReplayNodes);
}

// --trace FILE: every transaction of the file under both models (or `run.single`), then the means;
// with --minimize, of the transactions left, written first as a trace file to standard output.
inline int replay_trace_file(const std::string& path, const TraceRun& run) {
  std::ifstream in(path);
  if (!in) trace_usage("--trace", path, "a readable trace file");
  std::vector<std::vector<test::TraceItem>> trace;
  int max_bytes = 0;
  test::TraceFileError error;
  if (!test::read_trace_file(in, test::kReplayNodes, trace, max_bytes, error)) {
    if (error.line == 0) trace_usage("--trace", path, error.allowed);
    trace_usage("--trace " + path + " line " + std::to_string(error.line), "'" + error.text + "'", error.allowed);
  }
  const std::size_t given = test::transaction_count(trace);
  int replays = 0;
  double whole = 0.0;
  if (run.minimize != 0) trace = minimized(trace, max_bytes, run, replays, whole);
  const auto replay = [&](tlm2::NetworkModel model) {
    return fastest(run.repeat, test::replay_config(run.router, model, max_bytes, run.network, run.buffer_depth, run.injection), trace, run.platform,
                   run.quantum, run.memory_latency);
  };
  const bool both = run.single.empty();
  const bool cycle_level = both || run.single == "cycle-level";
  const test::ReplayResult none;
  const auto cycle = cycle_level ? replay(tlm2::NetworkModel::cycle_level) : none;
  const auto model = both || run.single == "contention" ? replay(tlm2::NetworkModel::contention) : none;
  const auto latency = [](const test::ReplayResult& r, std::size_t source, std::size_t i) {
    return r.latencies.empty() ? -1.0 : r.latencies[source][i];
  };
  if (run.minimize != 0) {
    const std::size_t left = test::transaction_count(trace);
    std::printf("# bench_tlm_contention --minimize %lld: %zu of the %zu transactions of %s (%d replays of both models);\n"
                "# contention less cycle-level latency summed over them %.0f cycles (the whole trace %.0f)\n",
                run.minimize, left, given, path.c_str(), replays, difference_of(cycle, model).cycles, whole);
    std::fflush(stdout);
    const bool written = test::write_trace_file(std::cout, trace, [&](std::size_t source, std::size_t i) {
      std::ostringstream note;
      note << "cycle-level " << latency(cycle, source, i) << ", contention " << latency(model, source, i);
      return note.str();
    });
    if (!written) {
      std::fprintf(stderr, "bench_tlm_contention: --minimize: the trace could not be written to standard output\n");
      return 1;
    }
    std::printf("\n");
  }
  std::printf("%6s %6s %4s %10s %6s %12s %12s %8s\n", "source", "target", "kind", "issue", "bytes", "cycle-level",
              "contention", "diff");
  for (std::size_t source = 0; source < trace.size(); ++source) {
    for (std::size_t i = 0; i < trace[source].size(); ++i) {
      const auto& item = trace[source][i];
      std::printf("%6zu %6d %4s %10lld %6u %12.0f %12.0f %8.0f\n", source, item.target, item.write ? "W" : "R",
                  static_cast<long long>(item.issue), item.bytes, latency(cycle, source, i), latency(model, source, i),
                  both ? latency(model, source, i) - latency(cycle, source, i) : 0.0);
    }
  }
  const auto& any = cycle_level ? cycle : model;
  std::printf("mean over %lld transactions: cycle-level %.2f, contention %.2f\n", static_cast<long long>(any.transactions),
              cycle.mean_latency, model.mean_latency);
  if (cycle.errors != 0 || model.errors != 0) {
    std::fprintf(stderr, "bench_tlm_contention: replay failed (%lld/%lld errors)\n", static_cast<long long>(cycle.errors),
                 static_cast<long long>(model.errors));
    return 1;
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}

// --write-trace FILE: the generated trace of `spec` written as a trace file (--trace reads it
// back and gives the same latencies).
inline int write_generated_trace(const std::string& path, const test::TraceSpec& spec) {
  std::ofstream out(path);
  if (!out) trace_usage("--write-trace", path, "a file that can be written");
  const auto trace = test::make_trace(spec);
  if (!test::write_trace_file(out, trace)) {
    std::fprintf(stderr, "bench_tlm_contention: --write-trace: writing %s failed\n", path.c_str());
    return 1;
  }
  std::printf("wrote %zu transactions to %s\n", test::transaction_count(trace), path.c_str());
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace kncube::bench
