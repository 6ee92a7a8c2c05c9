#pragma once
// The analytical models kncube knows, by --model name. Built by whoever needs it (the CLI, a
// reference monitor, a test); there is no global registry.

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "analytical/common/latency_model.h"

namespace kncube::analytical {

class ModelCatalog {
 public:
  ModelCatalog();  // every built-in model

  const LatencyModel* find(std::string_view name) const;  // nullptr if unknown
  std::vector<std::string> names() const;
  // The models that apply to `spec`, in catalog order.
  std::vector<const LatencyModel*> applicable(const NetworkSpec& spec, const ModelSwitches& switches) const;
  // One line per model that does not apply, "name: reason" (for "no model applies because ..."),
  // leaving out the models of another family of networks unless no other model refused.
  std::vector<std::string> refusals(const NetworkSpec& spec, const ModelSwitches& switches) const;
  const std::vector<std::unique_ptr<LatencyModel>>& all() const { return models_; }

  void add(std::unique_ptr<LatencyModel> model) { models_.push_back(std::move(model)); }

 private:
  std::vector<std::unique_ptr<LatencyModel>> models_;
};

}  // namespace kncube::analytical
