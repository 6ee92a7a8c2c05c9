#pragma once
// Where the cycle-level bridge saturates under bench_tlm_contention's replays: the loads its table
// rows are shares of (20, 40, 55 and 70%) when no --rates are given, per router preset, network
// and transaction size.

#include <optional>

#include "rtl_models/router_config.h"
#include "tests/tlm/trace_replay.h"

namespace kncube::bench {

using test::TracePattern;

struct ReplayPattern {
  TracePattern pattern;
  const char* name;
};
// The patterns in the order of every table's columns and of the benchmark's rows.
constexpr ReplayPattern kReplayPatterns[] = {
    {TracePattern::uniform, "uniform"},
    {TracePattern::hotspot, "hotspot"},
    {TracePattern::transpose, "transpose"},
};

// One router preset on one network with one transaction size: per pattern (kReplayPatterns'
// order) the rate, in transactions/initiator/cycle, at which the cycle-level bridge stops keeping
// up on the AT platforms (light, threads: up to 8 outstanding per initiator) and on lt (one at a
// time).
struct SaturationLoads {
  rtl::RouterPreset router;
  test::ReplayNetwork network;
  int bytes;
  double saturation[3];
  double lt_saturation[3];
  // The network interfaces' injection (--injection) where it is not the preset's (rtl::router_preset:
  // parallel for the model's router, serial for BookSim's); none: the preset's.
  std::optional<rtl::InjectionKind> injection = std::nullopt;
};

// The model's router on the torus: --rates sweeps (64 bytes: --rates 0.018,0.036,0.05,0.063,0.08,0.1
// --transactions 300; 256 and 1024 bytes: --model cycle-level, --transactions 200 and 400 at rates
// around the table's): the rate at which the mean latency leaves its gentle rise and grows with
// the trace length. On --platform lt, from --rates 0.01,0.02,0.025,0.03,0.035 --transactions 300
// --model cycle-level (256 bytes: 0.004 to 0.012, 1024 bytes: 0.0015 to 0.0035): the rate at which
// the mean latency reaches about three times the zero-load one.
//
// Every other row: the rate at which the cycle-level bridge's mean latency reaches three times its
// zero-load latency (its latency at 0.0005, 0.0001 above 64 bytes), found by bisection over --rates
// with --model cycle-level --transactions 300 --seed 1 (the criterion of the first rows' lt
// column). BookSim's router (--router booksim: 4 pipeline stages, 8-flit buffers, serial
// injection) saturates far earlier than the model's on hot-spot traffic (its one ejection port
// and serial injection at the hot node) and on lt (its zero-load latency is about three times the
// model's); until these rows it ran at the model's router's rates, 70% of which was past its
// saturation on hot-spot traffic (the torus: a cycle-level mean of 674 cycles, ten times its
// zero-load latency).
constexpr SaturationLoads kSaturationLoads[] = {
    {rtl::RouterPreset::model, test::ReplayNetwork::torus, 64, {0.09, 0.045, 0.045}, {0.035, 0.03, 0.025}},
    {rtl::RouterPreset::model, test::ReplayNetwork::torus, 256, {0.022, 0.012, 0.013}, {0.012, 0.010, 0.0093}},
    {rtl::RouterPreset::model, test::ReplayNetwork::torus, 1024, {0.005, 0.003, 0.0033}, {0.0034, 0.0026, 0.0026}},
    {rtl::RouterPreset::model, test::ReplayNetwork::mesh, 64, {0.0653, 0.0373, 0.028}, {0.0269, 0.0249, 0.0195}},
    {rtl::RouterPreset::model, test::ReplayNetwork::unidirectional, 64, {0.0272, 0.0191, 0.0257}, {0.0187, 0.0167, 0.0195}},
    {rtl::RouterPreset::model, test::ReplayNetwork::three_cube, 64, {0.17, 0.056, 0.0564}, {0.0401, 0.037, 0.0335}},
    {rtl::RouterPreset::model, test::ReplayNetwork::hypercube, 64, {0.2028, 0.0537, 0.0354}, {0.0408, 0.037, 0.0261}},
    {rtl::RouterPreset::model, test::ReplayNetwork::two_vcs, 64, {0.0502, 0.0296, 0.0362}, {0.03, 0.0257, 0.0245}},
    {rtl::RouterPreset::model, test::ReplayNetwork::eight_vcs, 64, {0.0988, 0.0475, 0.0451}, {0.0327, 0.03, 0.0261}},
    {rtl::RouterPreset::model, test::ReplayNetwork::duato, 64, {0.1229, 0.0626, 0.0984}, {0.0319, 0.0303, 0.028}},
    {rtl::RouterPreset::model, test::ReplayNetwork::duato_mesh, 64, {0.0666, 0.0441, 0.0635}, {0.0243, 0.0233, 0.0203}},
    {rtl::RouterPreset::model, test::ReplayNetwork::duato_hypercube, 64, {0.2523, 0.0755, 0.2386}, {0.0387, 0.0371, 0.0344}},
    {rtl::RouterPreset::model, test::ReplayNetwork::tm, 64, {0.081, 0.0531, 0.0715}, {0.0275, 0.0263, 0.0263}},
    {rtl::RouterPreset::model, test::ReplayNetwork::tm_rings, 64, {0.0647, 0.0294, 0.0283}, {0.027, 0.0233, 0.022}},
    {rtl::RouterPreset::model, test::ReplayNetwork::irregular, 64, {0.0942, 0.0613, 0.0627}, {0.0294, 0.0281, 0.0241}},
    // BookSim's router; not on the networks with Duato's or graph routing, which it refuses.
    {rtl::RouterPreset::booksim, test::ReplayNetwork::torus, 64, {0.104, 0.0285, 0.0505}, {0.0125, 0.0119, 0.00909}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::torus, 256, {0.0217, 0.00759, 0.0134}, {0.00772, 0.00622, 0.00638}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::torus, 1024, {0.00407, 0.00175, 0.00303}, {0.00257, 0.00162, 0.00233}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::mesh, 64, {0.0794, 0.028, 0.031}, {0.00989, 0.00938, 0.00633}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::unidirectional, 64, {0.0348, 0.0203, 0.0278}, {0.00843, 0.00815, 0.00777}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::three_cube, 64, {0.146, 0.0288, 0.0624}, {0.0148, 0.0141, 0.0135}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::hypercube, 64, {0.156, 0.029, 0.0419}, {0.0149, 0.0142, 0.0111}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::two_vcs, 64, {0.0619, 0.0252, 0.0369}, {0.0123, 0.0116, 0.00892}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::eight_vcs, 64, {0.12, 0.0297, 0.0527}, {0.0125, 0.0119, 0.00909}},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::tm_rings, 64, {0.0784, 0.0278, 0.0306}, {0.0101, 0.00967, 0.00815}},
    // The other injections of the network interface (--injection) on the torus with 64-byte
    // transactions, each router with its preset's buffers (bisection as above).
    {rtl::RouterPreset::model, test::ReplayNetwork::torus, 64, {0.0789, 0.0286, 0.0444}, {0.0316, 0.025, 0.026}, rtl::InjectionKind::shared},
    {rtl::RouterPreset::model, test::ReplayNetwork::torus, 64, {0.0822, 0.0277, 0.0447}, {0.0316, 0.0246, 0.026}, rtl::InjectionKind::serial},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::torus, 64, {0.104, 0.0288, 0.0503}, {0.0125, 0.0119, 0.00906}, rtl::InjectionKind::shared},
    {rtl::RouterPreset::booksim, test::ReplayNetwork::torus, 64, {0.106, 0.029, 0.0503}, {0.0125, 0.0119, 0.00906}, rtl::InjectionKind::parallel},
};

// The criterion of the rows measured by bisection, and of bench_tlm_contention's note under a row
// past saturation: a mean latency this many times the zero-load latency or more.
constexpr double kSaturatedFactor = 3.0;

// The measured loads of `router` on `network` with `bytes`-byte transactions and `injection` (none,
// or the preset's own: the preset's), or null.
inline const SaturationLoads* saturation_loads(rtl::RouterPreset router, test::ReplayNetwork network, int bytes,
                                               std::optional<rtl::InjectionKind> injection = std::nullopt) {
  if (injection == rtl::router_preset(router).injection) injection = std::nullopt;
  for (const SaturationLoads& loads : kSaturationLoads)
    if (loads.router == router && loads.network == network && loads.bytes == bytes && loads.injection == injection)
      return &loads;
  return nullptr;
}

}  // namespace kncube::bench
