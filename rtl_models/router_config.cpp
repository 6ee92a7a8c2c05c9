#include "rtl_models/router_config.h"

namespace kncube::rtl {

PipelineDelays delays_for(PipelinePreset preset) {
  PipelineDelays d;
  if (preset == PipelinePreset::four_stage) {
    d.route = d.vc_alloc = d.sw_alloc = d.crossbar = 1;
  }
  return d;
}

RouterConfig router_preset(RouterPreset preset) {
  RouterConfig config;
  config.base = preset;
  config.delays = delays_for(config.preset);
  if (preset == RouterPreset::model) return config;
  config.buffer_depth = 8;
  config.preset = PipelinePreset::four_stage;
  config.delays = delays_for(config.preset);
  config.delays.credit = 2;
  config.vc_release = VcRelease::tail_sent;
  config.arbiter = ArbiterKind::round_robin;
  config.vc_allocator = AllocatorKind::islip;
  config.sw_allocator = AllocatorKind::islip;
  config.ejection = EjectionKind::single_port;
  config.injection = InjectionKind::serial;
  config.injection_limit = InjectionLimit::alo;
  config.dateline = DatelineRule::per_dimension;
  config.dimension_order = DimensionOrder::ascending;
  config.injection_latency = 2;
  config.ejection_latency = 1;
  return config;
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

std::string to_string(InjectionKind kind) {
  switch (kind) {
    case InjectionKind::parallel: return "parallel";
    case InjectionKind::shared: return "shared";
    case InjectionKind::serial: return "serial";
  }
  return "?";
}

std::string to_string(DatelineRule rule) { return rule == DatelineRule::per_hop ? "per-hop" : "per-dimension"; }

std::string to_string(DimensionOrder order) { return order == DimensionOrder::descending ? "descending" : "ascending"; }

std::string to_string(AllocatorKind kind) { return kind == AllocatorKind::separable ? "separable" : "islip"; }

std::string to_string(InjectionLimit limit) { return limit == InjectionLimit::none ? "none" : "alo"; }

std::string to_string(RouterPreset preset) { return preset == RouterPreset::model ? "model" : "booksim"; }

}  // namespace kncube::rtl
