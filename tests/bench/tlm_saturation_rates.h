#pragma once
// Where the cycle-level bridge saturates under bench_tlm_contention's replays: the loads its table
// rows are shares of (20, 40, 55 and 70%) when no --rates are given.

#include "tests/tlm/trace_replay.h"

namespace kncube::bench {

using test::TracePattern;

// The transaction sizes whose saturation rates are measured (--bytes without --rates).
constexpr int kMeasuredSizes[] = {64, 256, 1024};

struct PatternLoads {
  TracePattern pattern;
  const char* name;
  // Per size of kMeasuredSizes: transactions/initiator/cycle where the cycle-level bridge stops
  // keeping up, and the same on the lt platform (one transaction at a time per initiator).
  double saturation[3];
  double lt_saturation[3];
};

// Saturation rates of the cycle-level bridge for this platform (--router model), measured with
// --rates sweeps (64 bytes: --rates 0.018,0.036,0.05,0.063,0.08,0.1 --transactions 300; 256 and
// 1024 bytes: --model cycle-level, --transactions 200 and 400 at rates around the table's): the
// rate at which the mean latency leaves its gentle rise and grows with the trace length.
// On --platform lt, from --rates 0.01,0.02,0.025,0.03,0.035 --transactions 300 --model cycle-level
// (256 bytes: 0.004 to 0.012, 1024 bytes: 0.0015 to 0.0035): the rate at which the mean latency
// reaches about three times the zero-load one.
constexpr PatternLoads kPatternLoads[] = {
    {TracePattern::uniform, "uniform", {0.09, 0.022, 0.005}, {0.035, 0.012, 0.0034}},
    {TracePattern::hotspot, "hotspot", {0.045, 0.012, 0.003}, {0.03, 0.010, 0.0026}},
    {TracePattern::transpose, "transpose", {0.045, 0.013, 0.0033}, {0.025, 0.0093, 0.0026}},
};

// The other networks of --network (tests/tlm/trace_replay.h), 64-byte transactions only: per
// pattern (uniform, hot-spot, transpose) the rate at which the cycle-level bridge's mean latency
// reaches three times its zero-load latency, found by bisection over --rates with --model
// cycle-level --transactions 300 (the criterion of the reference's lt column), on the AT
// platforms and on lt.
struct NetworkLoads {
  test::ReplayNetwork network;
  double saturation[3];
  double lt_saturation[3];
};
constexpr NetworkLoads kNetworkLoads[] = {
    {test::ReplayNetwork::mesh, {0.0653, 0.0373, 0.028}, {0.0269, 0.0249, 0.0195}},
    {test::ReplayNetwork::unidirectional, {0.0272, 0.0191, 0.0257}, {0.0187, 0.0167, 0.0195}},
    {test::ReplayNetwork::three_cube, {0.17, 0.056, 0.0564}, {0.0401, 0.037, 0.0335}},
    {test::ReplayNetwork::hypercube, {0.2028, 0.0537, 0.0354}, {0.0408, 0.037, 0.0261}},
    {test::ReplayNetwork::two_vcs, {0.0502, 0.0296, 0.0362}, {0.03, 0.0257, 0.0245}},
    {test::ReplayNetwork::eight_vcs, {0.0988, 0.0475, 0.0451}, {0.0327, 0.03, 0.0261}},
    {test::ReplayNetwork::duato, {0.1229, 0.0626, 0.0984}, {0.0319, 0.0303, 0.028}},
    {test::ReplayNetwork::duato_mesh, {0.0666, 0.0441, 0.0635}, {0.0243, 0.0233, 0.0203}},
    {test::ReplayNetwork::duato_hypercube, {0.2523, 0.0755, 0.2386}, {0.0387, 0.0371, 0.0344}},
    {test::ReplayNetwork::tm, {0.081, 0.0531, 0.0715}, {0.0275, 0.0263, 0.0263}},
    {test::ReplayNetwork::tm_rings, {0.0647, 0.0294, 0.0283}, {0.027, 0.0233, 0.022}},
    {test::ReplayNetwork::irregular, {0.0942, 0.0613, 0.0627}, {0.0294, 0.0281, 0.0241}},
};

}  // namespace kncube::bench
