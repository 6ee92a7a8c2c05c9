// Spec 02 §6.2: HS-T internals at one operating point, channel class by channel class
// (8-ary 2-cube uni and 8-cube), to the digits printed (at least 6 significant where printed).
#include <gtest/gtest.h>

#include <string>

#include "analytical/hotspot/hotspot_model.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

using hotspot_test::matches_printed;

// §6.2 first table: j, C_j, lambda_h,j, lambda_j, S_j, rho_j, P_a, P_a&d, w_j, phi_j(k-bar), S-bar h_j, S_h,j, V-bar_j.
const char* const kTorusRows[][13] = {
    {"1", "2", "0.00756", "0.01197", "34.7747", "0.4163", "0.220548", "0.139552", "12.4774", "0.072663", "32.0000", "33.0000", "1.9598"},
    {"2", "4", "0.00366", "0.00807", "36.2130", "0.2922", "0.1342", "0.065255", "7.5775", "0.0311027", "32.2146", "34.0000", "1.6722"},
    {"3", "6", "0.00232", "0.00673", "37.0577", "0.2494", "0.109037", "0.0466371", "6.2711", "0.02163", "32.3556", "36.1772", "1.5700"},
    {"4", "8", "0.00162", "0.00603", "37.6287", "0.2269", "0.0966891", "0.0382167", "5.6455", "0.0174839", "32.4495", "37.4977", "1.5161"},
    {"5", "10", "0.001176", "0.005586", "38.0543", "0.2126", "0.0891211", "0.0333262", "5.2665", "0.0151179", "32.5155", "38.5881", "1.4817"},
    {"6", "12", "0.00086", "0.00527", "38.3942", "0.2023", "0.0838539", "0.0300549", "5.0047", "0.0135531", "32.5631", "39.6006", "1.4572"},
    {"7", "14", "0.000617143", "0.00502714", "38.6801", "0.1945", "0.0798711", "0.027658", "4.8077", "0.0124161", "32.5971", "40.5838", "1.4383"},
    {"8", "14", "0.00048", "0.00489", "38.8530", "0.1900", "0.0776485", "0.0263504", "4.6983", "0.0117992", "32.6205", "41.5578", "1.4277"},
    {"9", "12", "0.00042", "0.00483", "38.9321", "0.1880", "0.0766837", "0.0257896", "4.6511", "0.0115354", "32.6407", "42.5307", "1.4230"},
    {"10", "10", "0.00036", "0.00477", "39.0126", "0.1861", "0.0757213", "0.0252344", "4.6040", "0.0112747", "32.6583", "43.5046", "1.4184"},
    {"11", "8", "0.0003", "0.00471", "39.0945", "0.1841", "0.0747614", "0.0246849", "4.5570", "0.0110171", "32.6738", "44.4804", "1.4137"},
    {"12", "6", "0.00024", "0.00465", "39.1781", "0.1822", "0.0738044", "0.0241413", "4.5101", "0.0107627", "32.6875", "45.4581", "1.4090"},
    {"13", "4", "0.00018", "0.00459", "39.2634", "0.1802", "0.0728504", "0.0236037", "4.4635", "0.0105115", "32.6997", "46.4377", "1.4043"},
    {"14", "2", "0.00012", "0.00453", "39.3506", "0.1783", "0.0718996", "0.0230722", "4.4170", "0.0102636", "32.7105", "47.4191", "1.3997"},
};

// §6.2 second table: j, C_j, lambda_h,j, lambda_j, S_j, rho_j, P_a, P_a&d, w_j, S-bar h_j, S_h,j.
const char* const kCubeRows[][11] = {
    {"1", "8", "0.0200813", "0.0212709", "32.2320", "0.6856", "0.577829", "0.470053", "35.1461", "32.0000", "49.5206"},
    {"2", "56", "0.00277875", "0.0039684", "33.2461", "0.1319", "0.07467", "0.0174065", "2.5300", "32.0033", "50.5239"},
    {"3", "168", "0.00082125", "0.0020109", "34.4559", "0.0693", "0.0370439", "0.00480071", "1.2891", "32.0033", "51.5239"},
    {"4", "280", "0.00036675", "0.0015564", "35.1721", "0.0547", "0.0288692", "0.00299665", "1.0267", "32.0033", "52.5239"},
    {"5", "280", "0.00020925", "0.0013989", "35.5288", "0.0497", "0.0260857", "0.00247021", "0.9383", "32.0033", "53.5239"},
    {"6", "168", "0.00013875", "0.0013284", "35.7159", "0.0474", "0.024848", "0.00225102", "0.8991", "32.0033", "54.5239"},
    {"7", "56", "0.00010125", "0.0012909", "35.8238", "0.0462", "0.0241917", "0.00213858", "0.8784", "32.0033", "55.5239"},
    {"8", "8", "7.875e-05", "0.0012684", "35.8915", "0.0455", "0.0237986", "0.0020725", "0.8660", "32.0033", "56.5239"},
};

TEST(HotspotInternals, EightAryTwoCubeAtOperatingPoint) {
  const HotspotSolution s =
      hotspot_diagnostics(hotspot_test::torus(8, 2, 3, 32, 0.16), ModelSwitches{}, HotspotVariant::thesis, 0.0015);
  ASSERT_FALSE(s.prediction.saturated) << s.prediction.reason;
  EXPECT_TRUE(matches_printed(s.regular_rate, "0.00441"));
  EXPECT_TRUE(matches_printed(s.regular_blocking, "0.075903"));
  EXPECT_TRUE(matches_printed(s.regular_latency, "39.531321"));
  EXPECT_TRUE(matches_printed(s.hot_latency, "40.504806"));
  EXPECT_TRUE(matches_printed(s.network_latency, "39.687078"));
  EXPECT_TRUE(matches_printed(s.source_wait, "0.416963"));
  EXPECT_TRUE(matches_printed(s.multiplexing, "1.477903"));
  EXPECT_TRUE(matches_printed(s.latency, "59.269864"));
  EXPECT_TRUE(matches_printed(s.regular_message_latency, "59.039670"));
  EXPECT_TRUE(matches_printed(s.hot_message_latency, "60.478386"));

  ASSERT_EQ(s.channels.size(), 14u);
  for (const auto& row : kTorusRows) {
    const HotspotChannelState& c = s.channels[static_cast<std::size_t>(std::stoi(row[0]) - 1)];
    SCOPED_TRACE(::testing::Message() << "j = " << row[0]);
    EXPECT_EQ(c.distance, std::stoi(row[0]));
    EXPECT_TRUE(matches_printed(c.channels, row[1]));
    EXPECT_TRUE(matches_printed(c.hot_rate, row[2]));
    EXPECT_TRUE(matches_printed(c.rate, row[3]));
    EXPECT_TRUE(matches_printed(c.service, row[4]));
    EXPECT_TRUE(matches_printed(c.utilisation, row[5]));
    EXPECT_TRUE(matches_printed(c.all_adaptive_busy, row[6]));
    EXPECT_TRUE(matches_printed(c.adaptive_and_escape_busy, row[7]));
    EXPECT_TRUE(matches_printed(c.wait, row[8]));
    EXPECT_TRUE(matches_printed(c.regular_blocking, row[9]));
    EXPECT_TRUE(matches_printed(c.hot_service, row[10]));
    EXPECT_TRUE(matches_printed(c.hot_latency, row[11]));
    EXPECT_TRUE(matches_printed(c.multiplexing, row[12]));
  }
  // §3.1 remarks: under the literal A-5 index S-bar h_1 = M, and hot-spot messages of at most
  // n hops never block, so S_h,1 = M+1 and S_h,2 = M+2 exactly.
  EXPECT_EQ(s.channels[0].hot_service, 32.0);
  EXPECT_EQ(s.channels[0].hot_latency, 33.0);
  EXPECT_EQ(s.channels[1].hot_latency, 34.0);
}

TEST(HotspotInternals, ReferenceToleranceNeedsElevenIterations) {  // §6.2, eps = 1e-12 as the reference
  HotspotSolverOptions options;
  options.tolerance = 1e-12;
  const HotspotSolution s =
      hotspot_diagnostics(hotspot_test::torus(8, 2, 3, 32, 0.16), ModelSwitches{}, HotspotVariant::thesis, 0.0015, options);
  EXPECT_EQ(s.prediction.iterations, 11);
  EXPECT_TRUE(matches_printed(s.latency, "59.269864"));
}

TEST(HotspotInternals, EightCubeAtOperatingPoint) {
  const HotspotSolution s = hotspot_diagnostics(hotspot_test::hypercube(8, 2, 32, 0.21), ModelSwitches{}, HotspotVariant::thesis, 0.003);
  ASSERT_FALSE(s.prediction.saturated) << s.prediction.reason;
  EXPECT_TRUE(matches_printed(s.regular_rate, "0.00118965"));
  EXPECT_TRUE(matches_printed(s.regular_latency, "36.148931"));
  EXPECT_TRUE(matches_printed(s.hot_latency, "52.539444"));
  EXPECT_TRUE(matches_printed(s.network_latency, "39.590939"));
  EXPECT_TRUE(matches_printed(s.source_wait, "1.295896"));
  EXPECT_TRUE(matches_printed(s.multiplexing, "1.141930"));
  EXPECT_TRUE(matches_printed(s.latency, "46.689915"));
  EXPECT_TRUE(matches_printed(s.regular_message_latency, "42.759382"));
  EXPECT_TRUE(matches_printed(s.hot_message_latency, "61.476205"));
  ASSERT_EQ(s.channels.size(), 8u);
  for (const auto& row : kCubeRows) {
    const HotspotChannelState& c = s.channels[static_cast<std::size_t>(std::stoi(row[0]) - 1)];
    SCOPED_TRACE(::testing::Message() << "j = " << row[0]);
    EXPECT_TRUE(matches_printed(c.channels, row[1]));
    EXPECT_TRUE(matches_printed(c.hot_rate, row[2]));
    EXPECT_TRUE(matches_printed(c.rate, row[3]));
    EXPECT_TRUE(matches_printed(c.service, row[4]));
    EXPECT_TRUE(matches_printed(c.utilisation, row[5]));
    EXPECT_TRUE(matches_printed(c.all_adaptive_busy, row[6]));
    EXPECT_TRUE(matches_printed(c.adaptive_and_escape_busy, row[7]));
    EXPECT_TRUE(matches_printed(c.wait, row[8]));
    EXPECT_TRUE(matches_printed(c.hot_service, row[9]));
    EXPECT_TRUE(matches_printed(c.hot_latency, row[10]));
  }
  // The hypercube's mean per-hop regular blocking reproduces S_r = (M + d-bar) + d-bar B_r.
  EXPECT_NEAR(32.0 + 256.0 * 8 / 510.0 * (1.0 + s.regular_blocking), s.regular_latency, 1e-9);
}

// The LatencyModel adapter returns the diagnostics' prediction: latency (T4.1), S, W_s, V-bar,
// the largest rho and the A-21 classes.
TEST(HotspotInternals, PredictionCarriesTheSolution) {
  const NetworkSpec spec = hotspot_test::torus(8, 2, 3, 32, 0.16);
  const Prediction p = make_hotspot_thesis_model()->prepare(spec, ModelSwitches{})->predict(0.0015);
  ASSERT_FALSE(p.saturated);
  EXPECT_TRUE(matches_printed(p.latency, "59.269864"));
  EXPECT_TRUE(matches_printed(p.network_latency, "39.687078"));
  EXPECT_TRUE(matches_printed(p.source_wait, "0.416963"));
  EXPECT_TRUE(matches_printed(p.multiplexing, "1.477903"));
  EXPECT_TRUE(matches_printed(p.rho, "0.4163"));  // rho_1, the largest
  EXPECT_GT(p.iterations, 0);
  EXPECT_EQ(p.comparand, Comparand::message_latency);
  ASSERT_EQ(p.classes.size(), 2u);
  EXPECT_EQ(p.classes[0].name, "regular");
  EXPECT_TRUE(matches_printed(p.classes[0].latency, "59.039670"));
  EXPECT_TRUE(matches_printed(p.classes[0].network_latency, "39.531321"));
  EXPECT_EQ(p.classes[1].name, "hot-spot");
  EXPECT_TRUE(matches_printed(p.classes[1].latency, "60.478386"));
  EXPECT_TRUE(matches_printed(p.classes[1].network_latency, "40.504806"));
}

}  // namespace
}  // namespace kncube::analytical
