#include "analytical/catalog/wormhole_only.h"

#include <string>

namespace kncube::analytical {
namespace {

class WormholeOnly final : public LatencyModel {
 public:
  explicit WormholeOnly(std::unique_ptr<LatencyModel> model) : model_(std::move(model)) {}
  std::string_view name() const override { return model_->name(); }
  std::string_view description() const override { return model_->description(); }
  Applicability applies_to(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    if (spec.switching != Switching::wormhole)
      return Applicability::not_this_family(std::string(model_->name()) + " models wormhole switching; for --switching " +
                                            std::string(to_string(spec.switching)) + " use circuit-mmpp");
    // The model's own refusal first: it names what matters more (another family of networks).
    const Applicability own = model_->applies_to(spec, switches);
    if (!own.applies || spec.arrivals.kind != ArrivalKind::mmpp) return own;
    return Applicability::no("the model assumes Poisson sources; --arrivals mmpp is modelled for circuit switching only "
                             "(circuit-mmpp)");
  }
  std::unique_ptr<PreparedModel> prepare(const NetworkSpec& spec, const ModelSwitches& switches) const override {
    return model_->prepare(spec, switches);
  }
  std::vector<Switch> switches_read() const override { return model_->switches_read(); }

 private:
  std::unique_ptr<LatencyModel> model_;
};

}  // namespace

std::unique_ptr<LatencyModel> wormhole_only(std::unique_ptr<LatencyModel> model) {
  return std::make_unique<WormholeOnly>(std::move(model));
}

}  // namespace kncube::analytical
