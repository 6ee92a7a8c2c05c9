#include "analytical/xftm/k_ary_n_cube_only.h"

#include <string>

namespace kncube::analytical {
namespace {

class KAryNCubeOnly final : public LatencyModel {
 public:
  explicit KAryNCubeOnly(std::unique_ptr<LatencyModel> model) : model_(std::move(model)) {}
  std::string_view name() const override { return model_->name(); }
  std::string_view description() const override { return model_->description(); }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    if (spec.graph)
      return Applicability::not_this_family(std::string(model_->name()) + " covers k-ary n-cubes and hypercubes, not graph networks (--topology " +
                               std::string(to_string(spec.topology)) + "); use xftm-r");
    return model_->applies_to(spec, switches);
  }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return model_->prepare(spec, switches);
  }
  std::vector<Switch> switches_read() const override { return model_->switches_read(); }

 private:
  std::unique_ptr<LatencyModel> model_;
};

}  // namespace

std::unique_ptr<LatencyModel> k_ary_n_cube_only(std::unique_ptr<LatencyModel> model) {
  return std::make_unique<KAryNCubeOnly>(std::move(model));
}

}  // namespace kncube::analytical
