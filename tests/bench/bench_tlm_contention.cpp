// The contention model against the cycle-level bridge on the same transaction traces: for each
// pattern and load, the mean transaction latency of both, the contention model's error and how
// many times faster it ran. README, "TLM-2.0 virtual platforms".
//
//   bench_tlm_contention [--router model|booksim] [--transactions N] [--pattern P] [--rates r1,r2,...]
//                        [--repeat R] [--model cycle-level|contention] [--platform light|threads|lt]
//                        [--quantum cycles] [--memory-latency cycles] [--bytes B] [--network N]
//                        [--by-hops] [--by-length] [--by-channel] [--seed S] [--buffer-depth FLITS]
//                        [--injection parallel|shared|serial] [--statistics]
//
// --bytes (default 64): every READ's and WRITE's data length, a multiple of 8 up to 1024; its data
// travels as one message of 1 + B / 8 flits (8-byte flits behind a header flit). The cycle-level
// network's work grows with the flits, the contention model's with the messages, so the speedup
// grows with the size (README, issue 13).
//
// --platform (default light) is the platform around the network, the same for both models
// (tests/tlm/trace_replay.h): `light`, AT initiators driven by SC_METHODs and AT memories that
// complete BEGIN_REQ at once (no thread anywhere); `threads`, the initiators as SC_THREADs and the
// memories as blocking targets served from a bridge thread each (the platform of earlier tables);
// `lt`, loosely timed: the initiators SC_THREADs calling b_transport with temporal decoupling
// (tlm_quantumkeeper, --quantum cycles, default kLooselyTimedQuantum: 100) and the memories blocking targets; its loads
// are shares of its own saturation rates (one transaction at a time per initiator).
//
// Speed is the whole platform's (initiators, bridge ports, targets and the network model) from
// sc_start() to its return, the same trace through both models: CPU seconds of the process (one
// thread; what the machine's other work does not change) and wall-clock seconds. Each model runs
// --repeat times (default 3) and the fastest run counts, the usual way to read through noise.
// --model runs one model only (latency and seconds), e.g. under callgrind to see where its time goes.
//
// --by-hops: under each row, the same means split by the minimal hop count from the initiator's
// node to its target's, to see where on the paths the models part. --by-length: under each row,
// each plane's mean message latency (generated to delivered) by message length, in both models
// (the AT platforms: the loosely-timed path of the contention model delivers no messages).
// --by-channel: under each row, where the two models put the traffic: the share of each plane's
// flit-hops on other channels in the contention model than in the cycle-level network (half the
// sum over the channels of |difference| over all flit-hops; BridgeStatistics counts them), and
// beside it the same share between the cycle-level network and itself run with another seed (its
// random choices drawn otherwise: Duato's dimension among the free ones, the k/2 ties), the noise
// such a share has where a network chooses at random. Then, per plane, how long the buffers at the
// channels' far ends held messages (channels.csv's busy_vcs times the cycles): the contention
// model's VC-cycles in all against the cycle-level network's, and the share of them on other
// channels, each beside the reseeded run's.
//
// --trace FILE replays the transactions of FILE (tests/tlm/trace_file.h: `SOURCE TARGET R|W ISSUE
// [BYTES]` per line) instead of generated traffic, and prints every transaction's latency under
// both models: small traces where they part show why (README, issue 13, "The channel-bound round").
// Not with --pattern, --rates, --transactions or --bytes, which generate the traffic. With
// --minimize CYCLES it first cuts the file down by delta debugging (tests/tlm/trace_minimizer.h)
// to the fewest transactions on which the contention model's latencies, summed, stay CYCLES or more
// above the bridge's (a negative CYCLES: below), and prints them as a trace file, each line's
// latencies in a comment; --write-trace FILE writes the generated trace of one --pattern at one
// rate instead of running it, so that a point of the tables can be replayed and cut down so.
//
// --statistics counts every run with BridgeStatistics, as a platform that asks for its statistics
// does (on the cycle-level network the routers' counters, the VCs' occupancy among them; the
// contention model counts its channels always): what they cost shows in the seconds (README,
// "Where a platform's traffic meets").
//
// --buffer-depth FLITS sets both models' VC buffers (default: the router preset's, 4 flits for
// `model`, 8 for `booksim`): how the contention model's back pressure keeps up with the buffers.
// --injection parallel|shared|serial sets both models' network interfaces (default: the preset's,
// parallel for `model`, serial for `booksim`; rtl::InjectionKind): how the model's injection
// channels keep up with each.
//
// --seed S (default 1) draws another trace of the same pattern, rate and length: a point's error
// moves from trace to trace, and a few seeds say by how much (README, issue 13).
//
// Loads are transactions per initiator per cycle; without --rates each pattern runs at 20, 40, 55
// and 70% of the cycle-level saturation rate measured for this router preset, network, size and
// platform (kSaturationLoads, tests/bench/tlm_saturation_rates.h), and injection where it is not
// the preset's (measured on the torus with 64-byte transactions). A row whose mean latency is three
// times the pattern's zero-load latency or more (the tables' criterion of saturation) is followed
// by a line that says it is saturated and by how much: past saturation a mean grows with the trace
// and is no steady-state figure to read an error from.
//
// --network (default torus, the 8x8 bidirectional torus with 4 VCs every table above is of) replays
// the same kind of trace on another 64-node network: mesh, unidirectional, 3-cube (4-ary),
// hypercube (6-cube), 2-vcs and 8-vcs (the torus with 2 and 8 VCs), duato, duato-mesh and
// duato-hypercube (the torus, the mesh and the 6-cube with Duato's adaptive routing), tm and
// tm-rings (the graph network TM(8), routed by table with an up*/down* escape VC, or along its cut
// rings), irregular (a 64-node graph of links with wire delays of their own and one-way arcs,
// tests/tlm/trace_replay.h). Their
// saturation rates are measured for 64-byte transactions; other sizes there need --rates.

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

#include "tests/bench/bench_usage.h"
#include "tests/bench/bench_tlm_contention_usage.h"
#include "tests/bench/tlm_saturation_rates.h"
#include "tests/bench/trace_mode.h"
#include "tests/tlm/channel_loads.h"
#include "tests/tlm/trace_replay.h"

namespace {

using kncube::bench::kReplayPatterns;
using kncube::bench::ReplayPattern;
using kncube::bench::SaturationLoads;
using kncube::test::TracePattern;

[[noreturn]] void usage(const std::string& option, const std::string& value, const std::string& allowed) {
  kncube::bench::usage("bench_tlm_contention", option, value, allowed);
}

long long integer_in(const std::string& option, const std::string& value, long long low, long long high,
                     const std::string& allowed) {
  return kncube::bench::integer_in("bench_tlm_contention", option, value, low, high, allowed);
}

std::vector<double> parse_rates(const std::string& text) {
  std::vector<double> rates;
  std::stringstream stream(text);
  std::string item;
  while (std::getline(stream, item, ',')) {
    rates.push_back(kncube::bench::positive_number("bench_tlm_contention", "--rates", item, 1.0,
                                                   "a comma-separated list of rates in (0, 1] transactions/initiator/cycle"));
  }
  if (rates.empty()) usage("--rates", text, "at least one rate");
  return rates;
}

// Past saturation a run has no steady state: queues grow for as long as the trace lasts, and a
// mean latency is the trace's length as much as the network's. Says so under a row whose mean
// latency is kSaturatedFactor times the zero-load latency or more (the saturation tables'
// criterion), and returns whether it did. The zero-load latency is taken from the run itself: the
// mean of each initiator's first transaction, sent into a network still empty (within a few percent
// of the pattern's zero-load mean below saturation; a run's own numbers, so nothing else runs and
// the instructions and seconds measured stay the replay's).
bool print_saturated(const char* whose, const kncube::test::ReplayResult& result) {
  double first = 0.0;
  int initiators = 0;
  for (const std::vector<double>& latencies : result.latencies) {
    if (latencies.empty() || latencies.front() < 0.0) continue;
    first += latencies.front();
    ++initiators;
  }
  if (initiators == 0) return false;
  const double zero_load = first / initiators;
  if (!(result.mean_latency >= kncube::bench::kSaturatedFactor * zero_load)) return false;
  std::printf("  saturated: %s mean latency, %.2f cycles, is %.1f times its initiators' first transactions' %.2f (on a "
              "network still empty): %g times or more is past saturation, where latencies grow with the trace and no "
              "mean is a steady-state one\n",
              whose, result.mean_latency, result.mean_latency / zero_load, zero_load, kncube::bench::kSaturatedFactor);
  return true;
}

}  // namespace

int sc_main(int argc, char** argv) {
  kncube::rtl::RouterPreset router = kncube::rtl::RouterPreset::model;
  int transactions = 300;
  int repeat = 3;
  std::string single;  // --model: run only this one
  kncube::test::ReplayPlatformKind platform = kncube::test::ReplayPlatformKind::light;
  sc_core::sc_time quantum = kncube::test::kLooselyTimedQuantum;  // --quantum, lt platform only
  sc_core::sc_time memory_latency = sc_core::SC_ZERO_TIME;         // --memory-latency
  std::vector<double> rates;
  std::string only;
  int bytes = 64;  // --bytes
  std::uint64_t seed = 1;  // --seed: the generated traffic's
  int buffer_depth = 0;    // --buffer-depth, 0 for the router preset's
  std::optional<kncube::rtl::InjectionKind> injection;  // --injection, none for the router preset's
  kncube::test::ReplayNetwork network = kncube::test::ReplayNetwork::torus;  // --network
  std::string network_name = "torus";
  bool by_hops = false;  // --by-hops
  bool by_length = false;  // --by-length
  bool by_channel = false;  // --by-channel
  bool statistics = false;  // --statistics
  std::string trace_path;  // --trace
  std::string write_path;  // --write-trace
  long long minimize = 0;  // --minimize
  bool repeat_given = false;
  std::string run_option;  // the first option given that only matters when the models run
  bool generated_options = false;  // --pattern, --rates, --transactions or --bytes given
  for (int i = 1; i < argc; ++i) {
    const std::string option = argv[i];
    if (option == "--by-hops" || option == "--by-length" || option == "--by-channel") {
      (option == "--by-hops" ? by_hops : option == "--by-length" ? by_length : by_channel) = true;
      continue;
    }
    if (option == "--statistics") {
      statistics = true;
      if (run_option.empty()) run_option = option;
      continue;
    }
    if (i + 1 >= argc) usage(option, "(missing)", "--router, --transactions, --pattern, --rates, --repeat, --model, --platform, --quantum, --memory-latency, --bytes, --seed, --buffer-depth, --injection, --network, --trace, --minimize or --write-trace with a value, or --by-hops, --by-length, --by-channel or --statistics");
    const std::string value = argv[++i];
    if (run_option.empty() && (option == "--router" || option == "--repeat" || option == "--model" || option == "--platform" ||
                               option == "--quantum" || option == "--memory-latency" || option == "--network" ||
                               option == "--buffer-depth" || option == "--injection"))
      run_option = option;
    generated_options = generated_options || option == "--pattern" || option == "--rates" || option == "--transactions" ||
                        option == "--bytes" || option == "--seed";
    if (option == "--trace") {
      trace_path = value;
    } else if (option == "--write-trace") {
      write_path = value;
    } else if (option == "--minimize") {
      const std::string allowed = "a nonzero integer from -1000000000 to 1000000000 (cycles; negative: the model reads low)";
      minimize = integer_in(option, value, -1000000000LL, 1000000000LL, allowed);
      if (minimize == 0) usage(option, value, allowed);
    } else if (option == "--router") {
      if (value == "model") router = kncube::rtl::RouterPreset::model;
      else if (value == "booksim") router = kncube::rtl::RouterPreset::booksim;
      else usage(option, value, "model or booksim");
    } else if (option == "--transactions") {
      transactions = static_cast<int>(integer_in(option, value, 10, 1000000, "an integer from 10 to 1000000"));
    } else if (option == "--pattern") {
      if (!kncube::test::trace_pattern(value)) usage(option, value, "uniform, hotspot or transpose");
      only = value;
    } else if (option == "--rates") {
      rates = parse_rates(value);
    } else if (option == "--repeat") {
      repeat = static_cast<int>(integer_in(option, value, 1, 100, "an integer from 1 to 100"));
      repeat_given = true;
    } else if (option == "--model") {
      if (value != "cycle-level" && value != "contention") usage(option, value, "cycle-level or contention");
      single = value;
    } else if (option == "--quantum") {
      const long long n = integer_in(option, value, 1, 100000, "an integer from 1 to 100000 (cycles)");
      quantum = sc_core::sc_time(static_cast<double>(n), sc_core::SC_NS);  // the replay's clock period is 1 ns
    } else if (option == "--memory-latency") {
      const long long n = integer_in(option, value, 0, 10000, "an integer from 0 to 10000 (cycles)");
      memory_latency = sc_core::sc_time(static_cast<double>(n), sc_core::SC_NS);
    } else if (option == "--bytes") {
      const std::string allowed = "a multiple of 8 from 8 to 1024 (bytes)";
      bytes = static_cast<int>(integer_in(option, value, 8, 1024, allowed));
      if (bytes % 8 != 0) usage(option, value, allowed);
    } else if (option == "--seed") {
      seed = static_cast<std::uint64_t>(
          integer_in(option, value, 0, 1000000000000000000LL, "an integer from 0 to 1000000000000000000"));
    } else if (option == "--buffer-depth") {
      buffer_depth = static_cast<int>(integer_in(option, value, 1, 65536, "an integer from 1 to 65536 (flits per VC buffer)"));
    } else if (option == "--injection") {
      if (value == "parallel") injection = kncube::rtl::InjectionKind::parallel;
      else if (value == "shared") injection = kncube::rtl::InjectionKind::shared;
      else if (value == "serial") injection = kncube::rtl::InjectionKind::serial;
      else usage(option, value, "parallel, shared or serial");
    } else if (option == "--network") {
      const auto found = kncube::test::replay_network(value);
      if (!found) usage(option, value, kncube::test::kReplayNetworkNames);
      network = *found;
      network_name = value;
    } else if (option == "--platform") {
      if (value == "light") platform = kncube::test::ReplayPlatformKind::light;
      else if (value == "threads") platform = kncube::test::ReplayPlatformKind::threads;
      else if (value == "lt") platform = kncube::test::ReplayPlatformKind::lt;
      else usage(option, value, "light, threads or lt");
    } else {
      usage(option, value, "--router, --transactions, --pattern, --rates, --repeat, --model, --platform, --quantum, --memory-latency, --bytes, --seed, --buffer-depth, --injection, --network, --trace, --minimize, --write-trace, --by-hops, --by-length, --by-channel or --statistics");
    }
  }
  // --by-hops, --by-length or --by-channel, the first of them given: a split of generated runs of both models.
  const std::string split = by_hops ? "--by-hops" : by_length ? "--by-length" : by_channel ? "--by-channel" : "";
  if (!split.empty()) {
    if (!trace_path.empty()) usage("--trace", trace_path, "without " + split + " (it splits generated runs)");
    if (!single.empty()) usage("--model", single, "without " + split + " (it compares both models)");
  }
  if (by_length && platform == kncube::test::ReplayPlatformKind::lt)
    usage("--platform", "lt", "light or threads with --by-length (the loosely-timed path of the contention model delivers no messages)");
  if (minimize != 0) {
    if (trace_path.empty()) usage("--minimize", std::to_string(minimize), "with --trace FILE only (the transactions to cut down)");
    if (!single.empty()) usage("--model", single, "not with --minimize (it compares both models)");
    if (repeat_given) usage("--repeat", std::to_string(repeat), "not with --minimize (every replay runs once)");
  }
  // The generated traffic of one pattern at one rate (--write-trace's and each table row's).
  const auto trace_spec = [&](TracePattern pattern, double rate) {
    kncube::test::TraceSpec spec;
    spec.pattern = pattern;
    spec.rate = rate;
    spec.transactions = transactions;
    spec.bytes = bytes;
    spec.seed = seed;
    return spec;
  };
  if (!write_path.empty()) {
    if (!trace_path.empty()) usage("--write-trace", write_path, "without --trace (it writes generated traffic)");
    if (!split.empty()) run_option = split;
    if (!run_option.empty())
      usage("--write-trace", write_path, "without " + run_option + " (it writes the traffic and runs nothing)");
    if (only.empty() || rates.size() != 1)
      usage("--write-trace", write_path, "with one --pattern and one rate in --rates (the traffic it writes)");
    return kncube::bench::write_generated_trace(write_path, trace_spec(*kncube::test::trace_pattern(only), rates.front()));
  }
  // The router, network, buffers and injection together, as the bridge would refuse them once the
  // run had begun (an uncaught SystemC error and exit status 1: BookSim's router, whose VCs are
  // released as the tail is sent, on a network with Duato's or graph routing).
  try {
    kncube::tlm2::validate(kncube::test::replay_config(router, kncube::tlm2::NetworkModel::cycle_level, bytes, network,
                                                       buffer_depth, injection));
  } catch (const std::exception& refused) {
    usage("--router", kncube::rtl::to_string(router), "not with --network " + network_name + " (" + refused.what() + ")");
  }
  if (!trace_path.empty()) {
    if (statistics) usage("--trace", trace_path, "without --statistics (it times generated runs)");
    if (generated_options) usage("--trace", trace_path, "without --pattern, --rates, --transactions, --bytes or --seed (the file gives the traffic)");
    kncube::bench::TraceRun run;
    run.router = router;
    run.network = network;
    run.platform = platform;
    run.quantum = quantum;
    run.memory_latency = memory_latency;
    run.buffer_depth = buffer_depth;
    run.injection = injection;
    run.repeat = minimize != 0 ? 1 : repeat;
    run.single = single;
    run.minimize = minimize;
    return kncube::bench::replay_trace_file(trace_path, run);
  }
  if (buffer_depth > 0 && rates.empty())
    usage("--buffer-depth", std::to_string(buffer_depth), "with --rates (the saturation rates are measured with the preset's buffers)");
  const SaturationLoads* measured = kncube::bench::saturation_loads(router, network, bytes, injection);
  if (measured == nullptr && rates.empty() && kncube::bench::saturation_loads(router, network, bytes) != nullptr)
    usage("--injection", kncube::rtl::to_string(*injection),
          "with --rates on this network and size (the saturation rates are measured with every injection on the torus at 64 bytes only)");
  if (measured == nullptr && rates.empty()) {
    if (network == kncube::test::ReplayNetwork::torus)
      usage("--bytes", std::to_string(bytes), "64, 256 or 1024 without --rates (the sizes whose saturation is measured)");
    usage("--bytes", std::to_string(bytes), "64 on a --network other than torus without --rates (the size whose saturation is measured there)");
  }
  if (single.empty())
    std::printf("%-10s %8s %12s %12s %8s %10s %10s %8s %10s %10s %8s\n", "pattern", "rate", "cycle-level", "contention",
                "error%", "cycle cpu", "model cpu", "speedup", "cycle wall", "model wall", "speedup");
  for (const ReplayPattern& loads : kReplayPatterns) {
    if (!only.empty() && only != loads.name) continue;
    std::vector<double> run_rates = rates;
    if (run_rates.empty()) {
      const auto p = static_cast<std::size_t>(&loads - kReplayPatterns);
      const double saturation =
          platform == kncube::test::ReplayPlatformKind::lt ? measured->lt_saturation[p] : measured->saturation[p];
      for (double share : {0.2, 0.4, 0.55, 0.7}) run_rates.push_back(share * saturation);
    }
    for (double rate : run_rates) {
      const auto trace = kncube::test::make_trace(trace_spec(loads.pattern, rate));
      const kncube::test::ReplayObservations observe{by_length, by_channel || statistics};
      const auto replay = [&](kncube::tlm2::NetworkModel model) {
        return kncube::bench::fastest(repeat, kncube::test::replay_config(router, model, bytes, network, buffer_depth, injection), trace,
                                      platform, quantum, memory_latency, observe);
      };
      if (!single.empty()) {
        const auto result = replay(single == "contention" ? kncube::tlm2::NetworkModel::contention
                                                          : kncube::tlm2::NetworkModel::cycle_level);
        std::printf("%-10s %8.6g %s latency %.4f cpu %.3f s wall %.3f s\n", loads.name, rate, single.c_str(),
                    result.mean_latency, result.cpu_seconds, result.seconds);
        print_saturated(single == "contention" ? "the contention model's" : "the cycle-level bridge's", result);
        continue;
      }
      const auto cycle = replay(kncube::tlm2::NetworkModel::cycle_level);
      const auto model = replay(kncube::tlm2::NetworkModel::contention);
      if (cycle.errors != 0 || model.errors != 0 || cycle.transactions != model.transactions) {
        std::fprintf(stderr, "bench_tlm_contention: replay failed (%lld/%lld errors, %lld/%lld transactions)\n",
                     static_cast<long long>(cycle.errors), static_cast<long long>(model.errors),
                     static_cast<long long>(cycle.transactions), static_cast<long long>(model.transactions));
        return 1;
      }
      // The rate as given or computed (a share of the saturation rate), to the digits that make it
      // the same trace again with --rates: at four decimals 0.00231 read 0.0023, another trace.
      std::printf("%-10s %8.6g %12.2f %12.2f %8.2f %10.3f %10.3f %8.1f %10.3f %10.3f %8.1f\n", loads.name, rate,
                  cycle.mean_latency, model.mean_latency,
                  100.0 * (model.mean_latency - cycle.mean_latency) / cycle.mean_latency, cycle.cpu_seconds,
                  model.cpu_seconds, cycle.cpu_seconds / model.cpu_seconds, cycle.seconds, model.seconds,
                  cycle.seconds / model.seconds);
      if (!print_saturated("the cycle-level bridge's", cycle)) print_saturated("the contention model's", model);
      if (by_hops) {
        for (std::size_t hops = 0; hops < cycle.transactions_by_hops.size(); ++hops) {
          const auto count = cycle.transactions_by_hops[hops];
          if (count == 0) continue;
          const double c = cycle.latency_sum_by_hops[hops] / static_cast<double>(count);
          const double m = model.latency_sum_by_hops[hops] / static_cast<double>(count);
          std::printf("  %2zu hops %8lld %12.2f %12.2f %8.2f\n", hops, static_cast<long long>(count), c, m, 100.0 * (m - c) / c);
        }
      }
      if (by_length) {
        for (int plane = 0; plane < 2; ++plane) {
          const auto& c = cycle.message_times[plane];
          const auto& m = model.message_times[plane];
          for (std::size_t flits = 0; flits < c.size() && flits < m.size(); ++flits) {
            if (c[flits].messages == 0 || m[flits].messages == 0) continue;  // the same messages in both
            const double cl = c[flits].cycles / static_cast<double>(c[flits].messages);
            const double ct = m[flits].cycles / static_cast<double>(m[flits].messages);
            std::printf("  %-9s %4zu flits %8lld %8.2f %12.2f %8.2f\n", plane == 0 ? "requests" : "responses", flits,
                        static_cast<long long>(c[flits].messages), cl, ct, 100.0 * (ct - cl) / cl);
          }
        }
      }
      if (by_channel) {
        auto reseeded = kncube::test::replay_config(router, kncube::tlm2::NetworkModel::cycle_level, bytes, network, buffer_depth, injection);
        reseeded.network.seed += 1;
        const auto other = kncube::test::run_replay(reseeded, trace, platform, quantum, memory_latency, observe);
        std::printf("  channels  requests %.2f%% (reseeded %.2f%%)  responses %.2f%% (reseeded %.2f%%)\n",
                    100.0 * kncube::test::misplaced_share(cycle.channel_flits[0], model.channel_flits[0]),
                    100.0 * kncube::test::misplaced_share(cycle.channel_flits[0], other.channel_flits[0]),
                    100.0 * kncube::test::misplaced_share(cycle.channel_flits[1], model.channel_flits[1]),
                    100.0 * kncube::test::misplaced_share(cycle.channel_flits[1], other.channel_flits[1]));
        for (int plane = 0; plane < 2; ++plane)
          std::printf("  busy VCs  %-9s %+.2f%% in all (reseeded %+.2f%%), %.2f%% misplaced (reseeded %.2f%%)\n",
                      plane == 0 ? "requests" : "responses",
                      100.0 * kncube::test::total_difference(cycle.channel_busy[plane], model.channel_busy[plane]),
                      100.0 * kncube::test::total_difference(cycle.channel_busy[plane], other.channel_busy[plane]),
                      100.0 * kncube::test::misplaced_share(cycle.channel_busy[plane], model.channel_busy[plane]),
                      100.0 * kncube::test::misplaced_share(cycle.channel_busy[plane], other.channel_busy[plane]));
      }
      std::fflush(stdout);
    }
  }
  return 0;
}

int main(int argc, char** argv) {
  kncube::bench::help_if_asked(
      argc, argv,
      kncube::bench::kTlmContentionUsage);
  setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
