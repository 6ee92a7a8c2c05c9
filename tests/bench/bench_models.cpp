// bench_models: wall time of the analytical models' typical use, one latency curve:
// prepare + saturation search + a 20-point curve from 5 % to 95 % of saturation.
// Usage: bench_models [repetitions]   (default 30). Prints min and median per network in ms.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"
#include "tests/bench/bench_usage.h"

namespace {

using kncube::Directions;
using kncube::NetworkSpec;
using kncube::Topology;
using kncube::analytical::ModelCatalog;
using kncube::analytical::PreparedModel;

struct Case {
  std::string label;
  NetworkSpec spec;
};

NetworkSpec network(Topology topology, int k, int n, Directions directions) {
  NetworkSpec spec;
  spec.topology = topology;
  spec.k = k;
  spec.n = n;
  spec.directions = directions;
  spec.vcs = 3;
  spec.message_length = 32;
  return spec;
}

struct Timing {
  double min_ms = 0.0;
  double median_ms = 0.0;
  double saturation = 0.0;
  double last_latency = 0.0;  // printed so that the work cannot be optimised away
};

// One curve: what a reference monitor or `kncube --model ... --curve` does.
double run_curve(const kncube::analytical::LatencyModel& model, const NetworkSpec& spec, double& saturation) {
  const std::unique_ptr<PreparedModel> prepared = model.prepare(spec, {});
  saturation = prepared->saturation_rate();
  double latency = 0.0;
  for (int i = 0; i < 20; ++i) {
    const double fraction = 0.05 + 0.9 * i / 19.0;
    latency = prepared->predict(fraction * saturation).latency;
  }
  return latency;
}

Timing time_case(const kncube::analytical::LatencyModel& model, const NetworkSpec& spec, int repetitions) {
  std::vector<double> ms;
  Timing t;
  for (int r = 0; r < repetitions; ++r) {
    const auto start = std::chrono::steady_clock::now();
    t.last_latency = run_curve(model, spec, t.saturation);
    const auto stop = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
  }
  std::sort(ms.begin(), ms.end());
  t.min_ms = ms.front();
  t.median_ms = ms[ms.size() / 2];
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  kncube::bench::help_if_asked(argc, argv,
                               "usage: bench_models [repetitions]\n"
                               "  Time per evaluation of each analytical model (saturation search and latency),\n"
                               "  `repetitions` times each, an integer from 1 to 100000.\n");
  if (argc > 2) kncube::bench::usage("bench_models", "arguments", argv[2], "at most one: [repetitions]");
  int repetitions = 30;
  if (argc > 1) {
    const char* const allowed = "an integer from 1 to 100000";
    const double value = kncube::bench::positive_number("bench_models", "repetitions", argv[1], 100000.0, allowed);
    if (value != static_cast<int>(value)) kncube::bench::usage("bench_models", "repetitions", argv[1], allowed);
    repetitions = static_cast<int>(value);
  }
  const ModelCatalog catalog;
  const auto* duato = catalog.find("duato-uniform");
  if (duato == nullptr) {
    std::fprintf(stderr, "bench_models: duato-uniform is not registered in the catalog\n");
    return 1;
  }
  const std::vector<Case> cases = {
      {"uni 8-ary 3-cube", network(Topology::torus, 8, 3, Directions::uni)},
      {"bi 8-ary 2-cube", network(Topology::torus, 8, 2, Directions::bi)},
      {"8-cube", network(Topology::hypercube, 2, 8, Directions::uni)},
  };
  std::printf("duato-uniform, M=32, V=3: prepare + saturation search + 20-point curve (5%%..95%% of saturation)\n");
  std::printf("%d repetitions each\n\n", repetitions);
  std::printf("%-18s %12s %10s %12s %14s\n", "network", "saturation", "min ms", "median ms", "latency@95%");
  for (const Case& c : cases) {
    const Timing t = time_case(*duato, c.spec, repetitions);
    std::printf("%-18s %12.7g %10.3f %12.3f %14.4f\n", c.label.c_str(), t.saturation, t.min_ms, t.median_ms, t.last_latency);
  }
  std::printf("\ntarget: under 50 ms for the uni 8-ary 3-cube\n");
  return 0;
}
