#pragma once
// The documented alternatives of the model specs (../shared/models/*.md, "Ambiguities").
// Defaults are each spec's normative resolution; every field names the ambiguity it switches.

namespace kncube::analytical {

// Spec 01 A1: is the j-th hop requested after j-1 hops (normative) or after j hops (OCR reading)?
enum class HopIndex { before_hop, after_hop };
// Spec 01 A4: channel rate from Agarwal's mean distance n*kbar (thesis) or the exact mean.
enum class ChannelDistance { agarwal, exact };
// Spec 02 A-10: hops per differing digit of a permutation message: thesis (Agarwal) or exact.
enum class PermutationHops { thesis, exact };
// Spec 04 M6: the retry streams of a component as independent (exact second-order match) or as
// fully correlated with the original bursts (rates scaled by 1/P_s).
enum class RetryStreams { indep, scale };
// Spec 04 M8: how long one circuit reservation holds a channel VC: from the B.1 timing (phys) or
// the network service time T-bar (the wormhole models' convention).
enum class ChannelHolding { phys, service_time };

// The switches of ModelSwitches by name (router_ratio aside, which retimes every model): what a
// model says it reads (LatencyModel::switches_read), so that a switch no chosen model reads can be
// refused instead of silently doing nothing.
enum class Switch { hop_index, escape_weight, channel_distance, hotspot_shift, hotspot_away, permutation_hops, lattice_scale,
                    retry, hold };

struct ModelSwitches {
  HopIndex hop_index = HopIndex::before_hop;                 // spec 01 A1
  int escape_weight = 2;                                     // spec 01 A3: weight of P_{V-1} in P_a&d (2 thesis, 1)
  ChannelDistance channel_distance = ChannelDistance::agarwal;  // spec 01 A4
  bool hotspot_shift = false;                                // spec 02 A-5: index l+i-j+1 instead of l+i-j
  bool hotspot_away = false;                                 // spec 02 A-11: add the channels leading away from H
  PermutationHops permutation_hops = PermutationHops::thesis;  // spec 02 A-10
  bool lattice_scale = true;                                 // spec 02 A-8: scale lattice blocking to the real mean
  RetryStreams retry = RetryStreams::indep;                  // spec 04 M6
  ChannelHolding hold = ChannelHolding::phys;                // spec 04 M8
  double router_ratio = 1.0;                                 // spec 03 R = t_s / t_c,2D (A12: only 1 validated)
};

}  // namespace kncube::analytical
