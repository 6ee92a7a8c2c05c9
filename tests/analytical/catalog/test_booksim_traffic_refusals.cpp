// No analytical model covers BookSim2's traffic patterns, uniform traffic with self-traffic, or a
// permutation whose fixed points send to themselves: every model must refuse them with a reason
// (so `kncube model` says no model applies and the reference monitor reports no-model), while
// the same network with the thesis's traffic still has its model. The vocabulary's words
// (to_string, describe) are what users script against, so they are checked too.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analytical/catalog/model_catalog.h"

namespace kncube::analytical {
namespace {

const std::vector<TrafficKind> booksim_kinds = {TrafficKind::bitcomp, TrafficKind::bitrev,   TrafficKind::shuffle,
                                                TrafficKind::tornado, TrafficKind::neighbor, TrafficKind::randperm,
                                                TrafficKind::hotspot_set};

// Networks on which each model applies with its own traffic: Duato's routing for the uniform,
// hot-spot and permutation models, dimension-order routing for Dally's.
NetworkSpec network(Routing routing, TrafficKind kind) {
  NetworkSpec spec;
  spec.k = 8;
  spec.n = 2;
  spec.routing = routing;
  spec.traffic.kind = kind;
  spec.traffic.hotspot_fraction = 0.1;
  spec.traffic.hotspot_nodes = {0, 9};
  return spec;
}

bool applies(const ModelCatalog& catalog, const std::string& model, const NetworkSpec& spec) {
  return catalog.find(model)->applies_to(spec, ModelSwitches{}).applies;
}

std::string reason(const ModelCatalog& catalog, const std::string& model, const NetworkSpec& spec) {
  return catalog.find(model)->applies_to(spec, ModelSwitches{}).reason;
}

TEST(BookSimTrafficRefusals, TheControlsApply) {
  const ModelCatalog catalog;
  EXPECT_TRUE(applies(catalog, "duato-uniform", network(Routing::duato, TrafficKind::uniform)));
  EXPECT_TRUE(applies(catalog, "dally", network(Routing::dor, TrafficKind::uniform)));
  EXPECT_TRUE(applies(catalog, "dally-queued", network(Routing::dor, TrafficKind::uniform)));
  EXPECT_TRUE(applies(catalog, "hotspot-thesis", network(Routing::duato, TrafficKind::hotspot)));
  EXPECT_TRUE(applies(catalog, "hotspot-paper", network(Routing::duato, TrafficKind::hotspot)));
  EXPECT_TRUE(applies(catalog, "transpose", network(Routing::duato, TrafficKind::transpose)));
  EXPECT_TRUE(applies(catalog, "digit-reversal", network(Routing::duato, TrafficKind::digit_reversal)));
}

TEST(BookSimTrafficRefusals, EveryModelRefusesEveryBookSimPatternWithAReason) {
  const ModelCatalog catalog;
  for (const TrafficKind kind : booksim_kinds) {
    for (const Routing routing : {Routing::duato, Routing::dor}) {
      const NetworkSpec spec = network(routing, kind);
      EXPECT_TRUE(catalog.applicable(spec, ModelSwitches{}).empty()) << describe(spec);
      for (const std::string& line : catalog.refusals(spec, ModelSwitches{})) EXPECT_GT(line.size(), 20u) << line;
    }
    // The model of the network's own routing names the pattern it refuses.
    const std::string words(to_string(kind));
    EXPECT_NE(reason(catalog, "duato-uniform", network(Routing::duato, kind)).find("BookSim's " + words), std::string::npos);
    EXPECT_NE(reason(catalog, "dally", network(Routing::dor, kind)).find(words), std::string::npos);
    EXPECT_NE(reason(catalog, "transpose", network(Routing::duato, kind)).find(words), std::string::npos);
  }
  EXPECT_NE(reason(catalog, "hotspot-thesis", network(Routing::duato, TrafficKind::hotspot_set)).find("set of nodes"),
            std::string::npos);
}

TEST(BookSimTrafficRefusals, UniformWithSelfTrafficHasNoModel) {
  const ModelCatalog catalog;
  NetworkSpec duato = network(Routing::duato, TrafficKind::uniform);
  duato.traffic.self_traffic = true;
  EXPECT_FALSE(applies(catalog, "duato-uniform", duato));
  EXPECT_NE(reason(catalog, "duato-uniform", duato).find("excludes the source"), std::string::npos);
  EXPECT_TRUE(catalog.applicable(duato, ModelSwitches{}).empty());
  // kncube's Dally model takes the source out of the mean distance (spec 03 A9), so it refuses too.
  NetworkSpec dor = network(Routing::dor, TrafficKind::uniform);
  dor.traffic.self_traffic = true;
  EXPECT_FALSE(applies(catalog, "dally", dor));
  EXPECT_FALSE(applies(catalog, "dally-queued", dor));
  EXPECT_NE(reason(catalog, "dally", dor).find("A9"), std::string::npos);
}

TEST(BookSimTrafficRefusals, PermutationModelsRefuseFixedPointsSelf) {
  const ModelCatalog catalog;
  for (const TrafficKind kind : {TrafficKind::transpose, TrafficKind::digit_reversal}) {
    NetworkSpec spec = network(Routing::duato, kind);
    spec.traffic.fixed_points = FixedPoints::self;
    const std::string model(to_string(kind));
    EXPECT_FALSE(applies(catalog, model, spec));
    EXPECT_NE(reason(catalog, model, spec).find("rule S"), std::string::npos);
    spec.traffic.fixed_points = FixedPoints::uniform;
    EXPECT_TRUE(applies(catalog, model, spec));
  }
}

TEST(BookSimTrafficVocabulary, NamesAndKinds) {
  const std::vector<std::string> names = {"bitcomp", "bitrev", "shuffle", "tornado", "neighbor", "randperm", "hotspot-set"};
  for (std::size_t i = 0; i < booksim_kinds.size(); ++i) {
    EXPECT_EQ(to_string(booksim_kinds[i]), names[i]);
    EXPECT_TRUE(is_booksim_pattern(booksim_kinds[i]));
    EXPECT_EQ(is_permutation(booksim_kinds[i]), booksim_kinds[i] != TrafficKind::hotspot_set) << names[i];
  }
  for (const TrafficKind kind : {TrafficKind::uniform, TrafficKind::locality, TrafficKind::hotspot}) {
    EXPECT_FALSE(is_permutation(kind));
    EXPECT_FALSE(is_booksim_pattern(kind));
  }
  EXPECT_TRUE(is_permutation(TrafficKind::transpose));
  EXPECT_TRUE(is_permutation(TrafficKind::digit_reversal));
  EXPECT_EQ(to_string(FixedPoints::uniform), "uniform");
  EXPECT_EQ(to_string(FixedPoints::self), "self");
}

TEST(BookSimTrafficVocabulary, DescribeNamesTheNewSettingsOnlyWhenSet) {
  NetworkSpec spec = network(Routing::duato, TrafficKind::uniform);
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, uniform");
  spec.traffic.self_traffic = true;
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, uniform with self-traffic");
  spec.traffic = TrafficSpec{};
  spec.traffic.kind = TrafficKind::transpose;
  spec.traffic.pattern_fraction = 0.5;
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, transpose x=0.5");
  spec.traffic.fixed_points = FixedPoints::self;
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, transpose x=0.5 fixed points self");
  spec.traffic = TrafficSpec{};
  spec.traffic.kind = TrafficKind::randperm;
  spec.traffic.permutation_seed = 7;
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, randperm seed 7");
  spec.traffic = TrafficSpec{};
  spec.traffic.kind = TrafficKind::hotspot_set;
  spec.traffic.hotspot_nodes = {3, 12};
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, hotspot-set nodes 3,12");
  spec.traffic.hotspot_weights = {1, 2.5};
  EXPECT_EQ(describe(spec), "unidirectional 8-ary 2-cube, duato, V=3, M=32, hotspot-set nodes 3,12 weights 1,2.5");
}

}  // namespace
}  // namespace kncube::analytical
