#include "analytical/catalog/model_catalog.h"

#include "analytical/catalog/wormhole_only.h"
#include "analytical/dally/dally_model.h"
#include "analytical/uniform/duato_uniform_model.h"
#include "analytical/hotspot/hotspot_model.h"
#include "analytical/mmpp/circuit_mmpp_model.h"
#include "analytical/permutation/permutation_model.h"
#include "analytical/xftm/k_ary_n_cube_only.h"
#include "analytical/xftm/xftm_models.h"

namespace kncube::analytical {

ModelCatalog::ModelCatalog() {
  // Each model file provides a make_*_model() factory; register it here, in the order in which
  // a reference monitor should list the models.
  add(wormhole_only(k_ary_n_cube_only(make_duato_uniform_model())));
  add(wormhole_only(k_ary_n_cube_only(make_dally_model())));
  add(wormhole_only(k_ary_n_cube_only(make_dally_queued_model())));
  add(wormhole_only(k_ary_n_cube_only(make_hotspot_thesis_model())));
  add(wormhole_only(k_ary_n_cube_only(make_hotspot_paper_model())));
  add(wormhole_only(k_ary_n_cube_only(make_transpose_model())));
  add(wormhole_only(k_ary_n_cube_only(make_digit_reversal_model())));
  add(wormhole_only(make_xftm_resolved_model()));
  add(wormhole_only(make_xftm_paper_model()));
  add(k_ary_n_cube_only(make_circuit_mmpp_model()));
}

const LatencyModel* ModelCatalog::find(std::string_view name) const {
  for (const auto& model : models_)
    if (model->name() == name) return model.get();
  return nullptr;
}

std::vector<std::string> ModelCatalog::names() const {
  std::vector<std::string> out;
  for (const auto& model : models_) out.emplace_back(model->name());
  return out;
}

std::vector<const LatencyModel*> ModelCatalog::applicable(const NetworkSpec& spec, const ModelSwitches& switches) const {
  std::vector<const LatencyModel*> out;
  for (const auto& model : models_)
    if (model->applies_to(spec, switches).applies) out.push_back(model.get());
  return out;
}

std::vector<std::string> ModelCatalog::refusals(const NetworkSpec& spec, const ModelSwitches& switches) const {
  std::vector<std::string> out;
  std::vector<std::string> other_family;
  for (const auto& model : models_) {
    const Applicability a = model->applies_to(spec, switches);
    if (!a.applies) (a.other_family ? other_family : out).push_back(std::string(model->name()) + ": " + a.reason);
  }
  return out.empty() ? other_family : out;
}

}  // namespace kncube::analytical
