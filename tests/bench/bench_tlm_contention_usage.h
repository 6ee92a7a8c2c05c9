#pragma once
// bench_tlm_contention's --help (the options as its source comment, README and tests name them).

namespace kncube::bench {

inline constexpr const char* kTlmContentionUsage =
    "usage: bench_tlm_contention [--router model|booksim] [--transactions N] [--pattern uniform|hotspot|transpose]\n"
    "                            [--rates r1,r2,...] [--repeat R] [--model cycle-level|contention]\n"
    "                            [--platform light|threads|lt] [--quantum cycles] [--memory-latency cycles]\n"
    "                            [--bytes B] [--seed S] [--buffer-depth FLITS] [--injection KIND]\n"
    "                            [--network N] [--by-hops] [--by-length] [--by-channel] [--statistics]\n"
    "                            [--trace FILE [--minimize CYCLES]]\n"
    "                            [--write-trace FILE]\n"
    "  The contention model against the cycle-level bridge on the same transaction traces: mean\n"
    "  transaction latency of both, the model's error and its speedup (CPU and wall seconds).\n"
    "  --transactions  per initiator (64 initiators, 64 memories)\n"
    "  --rates         transactions per initiator per cycle; default 20, 40, 55 and 70% of the\n"
    "                  cycle-level saturation measured for the platform, network and size\n"
    "  --repeat        runs per model, the fastest counts (default 3)\n"
    "  --model         run one model only\n"
    "  --platform      light (AT, method-driven; default), threads (AT, thread-driven), lt (b_transport,\n"
    "                  temporal decoupling with --quantum, default 100 cycles)\n"
    "  --bytes         data per READ and WRITE, a multiple of 8 up to 1024 (default 64)\n"
    "  --seed          the generated traffic's random seed (default 1): another trace of the same\n"
    "                  pattern, rate and length\n"
    "  --buffer-depth  flits per VC buffer in both models (default: the router preset's, 4 for\n"
    "                  model, 8 for booksim)\n"
    "  --injection     parallel, shared or serial: how both models' network interfaces inject\n"
    "                  (default: the router preset's, parallel for model, serial for booksim)\n"
    "  --network       torus (default), mesh, unidirectional, 3-cube, hypercube, 2-vcs, 8-vcs, duato,\n"
    "                  duato-mesh, duato-hypercube, tm (the graph network TM(8), graph routing) or\n"
    "                  tm-rings (TM(8) along its cut rings) or irregular (a 64-node graph of\n"
    "                  links with wire delays of their own, graph routing)\n"
    "  --by-hops       also split both means by the hop count from initiator to target\n"
    "  --by-length     also give each plane's mean message latency by message length (light, threads)\n"
    "  --by-channel    also give the share of each plane's flit-hops the models put on other channels,\n"
    "                  and the same share for the cycle-level network run again with another seed;\n"
    "                  then how long the buffers at the channels' far ends held messages (busy VCs)\n"
    "  --statistics    count every run with BridgeStatistics (what a platform's statistics cost)\n"
    "  --trace FILE    replay FILE's transactions instead (lines SOURCE TARGET R|W ISSUE [BYTES]) and\n"
    "                  print each one's latency under both models\n"
    "  --minimize      with --trace: first cut the file down to the fewest transactions on which the\n"
    "                  contention model's latencies, summed, stay at least CYCLES above the\n"
    "                  cycle-level bridge's (negative: at least -CYCLES below), and print them as a\n"
    "                  trace file\n"
    "  --write-trace   write the trace of one --pattern at one rate (--rates r, --transactions,\n"
    "                  --bytes, --seed) to FILE for --trace, instead of running it\n";

}  // namespace kncube::bench
