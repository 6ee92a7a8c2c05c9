#include "rtl_models/router_config.h"

namespace kncube::rtl {

PipelineDelays delays_for(PipelinePreset preset) {
  PipelineDelays d;
  if (preset == PipelinePreset::four_stage) {
    d.route = d.vc_alloc = d.sw_alloc = d.crossbar = 1;
  }
  return d;
}

std::string to_string(PipelinePreset preset) {
  switch (preset) {
    case PipelinePreset::ideal: return "ideal";
    case PipelinePreset::four_stage: return "4stage";
    case PipelinePreset::custom: return "custom";
  }
  return "?";
}

std::string to_string(VcRelease release) { return release == VcRelease::tail_sent ? "tail-sent" : "tail-credit"; }

std::string to_string(ArbiterKind kind) { return kind == ArbiterKind::round_robin ? "round-robin" : "matrix"; }

std::string to_string(EjectionKind kind) { return kind == EjectionKind::unlimited ? "unlimited" : "1"; }

std::string to_string(InjectionKind kind) { return kind == InjectionKind::parallel ? "parallel" : "shared"; }

}  // namespace kncube::rtl
