// The router benchmark: simulation speed and memory of the cycle-level model on the reference
// configurations (issue 3). Loads stay below saturation: past it, routers re-arbitrate blocked
// flits every cycle and "cost per flit-hop" measures the backlog, not the router. Every case runs in its own child process so that its peak resident
// memory is its own. Prints a Markdown table; the README quotes it.
//   usage: bench_router [cycles-scale]   (default 1; 0.1 for a quick look)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/network.h"
#include "testbenches/simulation/systemc_kernel.h"
#include "testbenches/traffic/arrival_processes.h"
#include "testbenches/traffic/uniform_traffic.h"

namespace {

struct BenchCase {
  std::string name;
  int k;
  int n;
  double load;  // flits/node/cycle
  long warmup;  // cycles
  long cycles;  // measured cycles
};

struct FlitHopCounter final : kncube::rtl::MessageObserver {
  long long flit_hops = 0;
  void on_generated(const kncube::rtl::GeneratedMessage&) override {}
  void on_delivered(const kncube::rtl::DeliveredMessage& m) override { flit_hops += static_cast<long long>(m.hops) * m.length; }
};

// The reference router of issue 3: bidirectional torus, dimension-order routing, 2 VCs x 8-flit
// buffers, 16-flit messages, 4stage pipeline, 1-cycle pipelined links, uniform traffic; a
// realistic router otherwise (one shared injection channel, an output VC reallocated as soon as
// the tail has left), not the models' assumptions that kncube's defaults follow.
kncube::rtl::NetworkConfig reference(int k, int n) {
  kncube::rtl::NetworkConfig c;
  c.spec.k = k;
  c.spec.n = n;
  c.spec.directions = kncube::Directions::bi;
  c.spec.routing = kncube::Routing::dor;
  c.spec.vcs = 2;
  c.spec.message_length = 16;
  c.router.buffer_depth = 8;
  c.router.preset = kncube::rtl::PipelinePreset::four_stage;
  c.router.delays = kncube::rtl::delays_for(c.router.preset);
  c.router.injection = kncube::rtl::InjectionKind::shared;
  c.router.vc_release = kncube::rtl::VcRelease::tail_sent;
  kncube::rtl::validate(c);
  return c;
}

void run_case(const BenchCase& bench) {
  kncube::simulation::start_fresh_systemc_context();
  const kncube::rtl::NetworkConfig config = reference(bench.k, bench.n);
  const int nodes = static_cast<int>(config.spec.nodes());
  kncube::traffic::PoissonArrivals arrivals(bench.load / config.spec.message_length);
  kncube::traffic::UniformTraffic traffic(nodes);
  FlitHopCounter counter;
  sc_core::sc_clock clock("clock", 1, sc_core::SC_NS);
  kncube::rtl::Network network("network", config, arrivals, traffic, counter);
  network.clock(clock);
  sc_core::sc_start(sc_core::sc_time(static_cast<double>(bench.warmup), sc_core::SC_NS));
  const long long hops_before = counter.flit_hops;
  const std::clock_t start = std::clock();
  sc_core::sc_start(sc_core::sc_time(static_cast<double>(bench.cycles), sc_core::SC_NS));
  const double cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  const double flit_hops = static_cast<double>(counter.flit_hops - hops_before);
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::printf("| %s | %d | %.2f | %.3g | %.0f | %.1f | %.1f |\n", bench.name.c_str(), nodes, bench.load,
              flit_hops / cpu, static_cast<double>(bench.cycles) / cpu, flit_hops > 0 ? cpu * 1e9 / flit_hops : 0.0,
              static_cast<double>(usage.ru_maxrss) / 1024.0);
  std::fflush(stdout);
}

}  // namespace

int sc_main(int argc, char* argv[]) {
  const double scale = argc > 1 ? std::atof(argv[1]) : 1.0;
  const auto cycles = [scale](long base) { return static_cast<long>(static_cast<double>(base) * scale) + 1; };
  const std::vector<BenchCase> cases = {
      {"8x8 bi torus, load 0.1", 8, 2, 0.1, 5000, cycles(200000)},
      {"8x8 bi torus, load 0.3", 8, 2, 0.3, 5000, cycles(100000)},
      {"8x8 bi torus, idle", 8, 2, 1e-9, 1000, cycles(1000000)},
      // Scaling, below saturation: the same offered load as the 8x8 case (channels 40% busy), and
      // the offered load that loads channels as much as 0.3 does on the 8x8 torus (16 hops vs 4).
      {"32x32 bi torus, load 0.1", 32, 2, 0.1, 5000, cycles(20000)},
      {"32x32 bi torus, load 0.075", 32, 2, 0.075, 5000, cycles(20000)},
      {"16-ary 3-cube bi torus, load 0.1", 16, 3, 0.1, 2000, cycles(2000)},
  };
  std::printf("| case | nodes | load (flits/node/cycle) | flit-hops per CPU second | cycles per CPU second | "
              "ns per flit-hop | peak RSS (MiB) |\n|---|---|---|---|---|---|---|\n");
  std::fflush(stdout);
  for (const BenchCase& bench : cases) {
    const pid_t child = fork();
    if (child == 0) {
      run_case(bench);
      std::_Exit(0);
    }
    int status = 0;
    waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) std::printf("| %s | failed |\n", bench.name.c_str());
  }
  return 0;
}

int main(int argc, char* argv[]) {
  setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
