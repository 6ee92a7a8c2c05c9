// The uniform-traffic model of Duato's fully adaptive routing (spec 01 §4) against the reference
// numbers of spec 01 §7 (latency tables, saturation grid) and §5 (Figs 3.5-3.10). The debug
// values and internals are in test_duato_uniform_internals.cpp, the switches, refusals and
// limits in test_duato_uniform_behaviour.cpp.

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "analytical/uniform/duato_uniform_model.h"
#include "analytical/uniform/duato_uniform_test_support.h"

namespace kncube::analytical {
namespace {
using namespace test_support;

// ---------------------------------------------------------------------------------------------
// §7 latency tables: lambda_g | S-bar | W-bar_s | V-bar | Latency | rho | iterations from S = M.

struct Row {
  std::string rate, service, source_wait, multiplexing, latency, rho;
  int iterations;
};

struct Table {
  const char* name;
  NetworkSpec spec;
  std::string saturation;
  std::vector<Row> rows;
};

std::vector<Table> latency_tables() {
  return {
      {"uni 8-ary 2-cube M=32 V=3", uni(8, 2, 3, 32), "0.00238322",
       {{"0.0005", "39.1262", "0.1327", "1.1451", "44.9546", "0.0685", 5},
        {"0.001", "39.2529", "0.2691", "1.3029", "51.4945", "0.1374", 8},
        {"0.0015", "39.7010", "0.4171", "1.4718", "59.0458", "0.2084", 11},
        {"0.002", "41.0728", "0.6064", "1.6610", "69.2285", "0.2875", 19},
        {"0.0022", "42.4441", "0.7231", "1.7539", "75.7129", "0.3268", 28},
        {"0.0023", "43.7800", "0.8153", "1.8138", "80.8869", "0.3524", 43}}},
      {"uni 8-ary 2-cube M=32 V=5", uni(8, 2, 5, 32), "0.00343305",
       {{"0.0005", "39.1112", "0.0793", "1.1469", "44.9488", "0.0684", 4},
        {"0.001", "39.1128", "0.1593", "1.3167", "51.7108", "0.1369", 4},
        {"0.002", "39.1861", "0.3225", "1.7404", "68.7615", "0.2743", 7},
        {"0.0025", "39.3954", "0.4097", "2.0032", "79.7366", "0.3447", 10},
        {"0.003", "40.0891", "0.5141", "2.3199", "94.1966", "0.4209", 16},
        {"0.0033", "41.4267", "0.6124", "2.5777", "108.3635", "0.4785", 30}}},
      {"uni 8-ary 2-cube M=64 V=3", uni(8, 2, 3, 64), "0.00132234",
       {{"0.0002", "71.1210", "0.1711", "1.1040", "78.7098", "0.0498", 5},
        {"0.0005", "71.2945", "0.4332", "1.2734", "91.3399", "0.1248", 7},
        {"0.0008", "72.0432", "0.7144", "1.4557", "105.9156", "0.2017", 10},
        {"0.001", "73.3495", "0.9341", "1.5875", "117.9268", "0.2567", 14},
        {"0.0012", "76.5900", "1.2430", "1.7419", "135.5741", "0.3217", 26},
        {"0.0013", "81.4998", "1.5606", "1.8564", "154.1907", "0.3708", 64}}},
      {"bi 8-ary 2-cube M=32 V=3", bi(8, 2, 3, 32), "0.0101894",
       {{"0.001", "36.0647", "0.2222", "1.0745", "38.9920", "0.0361", 4},
        {"0.002", "36.0741", "0.4501", "1.1533", "42.1220", "0.0721", 5},
        {"0.004", "36.1622", "0.9281", "1.3200", "48.9594", "0.1446", 7},
        {"0.006", "36.4680", "1.4561", "1.4967", "56.7598", "0.2188", 10},
        {"0.008", "37.3380", "2.1066", "1.6876", "66.5657", "0.2987", 15},
        {"0.009", "38.3429", "2.5601", "1.7967", "73.4905", "0.3451", 22},
        {"0.0098", "40.1152", "3.1486", "1.9075", "82.5240", "0.3931", 40}}},
      {"bi 8-ary 2-cube M=32 V=5", bi(8, 2, 5, 32), "0.0139219",
       {{"0.002", "36.0635", "0.2673", "1.1554", "41.9784", "0.0721", 4},
        {"0.004", "36.0648", "0.5425", "1.3365", "48.9268", "0.1443", 4},
        {"0.008", "36.1238", "1.1224", "1.7927", "66.7713", "0.2890", 7},
        {"0.010", "36.2930", "1.4401", "2.0760", "78.3341", "0.3629", 9},
        {"0.012", "36.8481", "1.8183", "2.4134", "93.3184", "0.4422", 15},
        {"0.0135", "38.3814", "2.2800", "2.7627", "112.3343", "0.5181", 34}}},
      {"uni 8-ary 3-cube M=32 V=3", uni(8, 3, 3, 32), "0.00224874",
       {{"0.0005", "42.5376", "0.1612", "1.1584", "49.4614", "0.0744", 5},
        {"0.001", "42.6855", "0.3274", "1.3312", "57.2590", "0.1494", 8},
        {"0.0015", "43.2397", "0.5100", "1.5163", "66.3390", "0.2270", 11},
        {"0.002", "45.1889", "0.7616", "1.7292", "79.4595", "0.3163", 23},
        {"0.0022", "47.9813", "0.9720", "1.8532", "90.7211", "0.3695", 54}}},
      {"bi 8-ary 3-cube M=32 V=5", bi(8, 3, 5, 32), "0.0133768",
       {{"0.002", "38.0118", "0.3008", "1.1645", "44.6162", "0.0760", 4},
        {"0.004", "38.0133", "0.6111", "1.3578", "52.4452", "0.1521", 4},
        {"0.008", "38.0875", "1.2674", "1.8501", "72.8115", "0.3047", 7},
        {"0.010", "38.3077", "1.6323", "2.1587", "86.2192", "0.3831", 10},
        {"0.012", "39.0950", "2.0907", "2.5349", "104.4028", "0.4691", 17},
        {"0.013", "40.4345", "2.4785", "2.7982", "120.0789", "0.5256", 35}}},
      {"8-cube M=32 V=3", hypercube(8, 3, 32), "0.0263533",
       {{"0.005", "36.0170", "1.1644", "1.1943", "44.4066", "0.0904", 4},
        {"0.01", "36.0399", "2.4913", "1.4060", "54.1744", "0.1809", 6},
        {"0.015", "36.1593", "4.0429", "1.6246", "65.3144", "0.2723", 8},
        {"0.02", "36.5943", "5.9973", "1.8484", "78.7271", "0.3674", 12},
        {"0.025", "38.4300", "9.3062", "2.1050", "100.4824", "0.4823", 28},
        {"0.026", "39.8174", "10.8945", "2.1843", "110.7681", "0.5197", 56}}},
      {"8-cube M=32 V=5", hypercube(8, 5, 32), "0.0314306",
       {{"0.005", "36.0157", "0.6812", "1.1987", "43.9881", "0.0904", 3},
        {"0.01", "36.0165", "1.4153", "1.4394", "53.8807", "0.1808", 4},
        {"0.02", "36.0809", "3.0817", "2.0731", "81.1901", "0.3622", 7},
        {"0.025", "36.3269", "4.0885", "2.4747", "100.0176", "0.4559", 11},
        {"0.03", "37.5625", "5.5842", "2.9899", "129.0042", "0.5656", 25},
        {"0.031", "38.5209", "6.2165", "3.1540", "141.1011", "0.5994", 46}}},
      {"uni 10-ary 3-cube M=50 V=4", uni(10, 3, 4, 50), "0.00146498",
       {{"0.0002", "63.5140", "0.1058", "1.1212", "71.3286", "0.0572", 4},
        {"0.0006", "63.5653", "0.3199", "1.4074", "89.9134", "0.1716", 6},
        {"0.001", "64.0672", "0.5466", "1.7545", "113.3666", "0.2883", 10},
        {"0.0012", "64.9898", "0.6805", "1.9582", "128.5946", "0.3509", 14},
        {"0.0014", "67.9555", "0.8856", "2.2191", "152.7681", "0.4281", 32},
        {"0.00145", "70.4693", "1.0016", "2.3281", "166.3892", "0.4598", 66}}},
      {"uni 10-ary 3-cube f=0.125 M=50 V=4", locality(uni(10, 3, 4, 50), 0.125), "0.0039999",
       {{"0.0005", "56.0487", "0.2000", "1.1187", "62.9240", "0.0560", 4},
        {"0.001", "56.0538", "0.4030", "1.2513", "70.6421", "0.1121", 5},
        {"0.002", "56.1597", "0.8210", "1.5590", "88.8341", "0.2246", 7},
        {"0.003", "56.8485", "1.2843", "1.9255", "111.9375", "0.3411", 11},
        {"0.0035", "58.0292", "1.5817", "2.1443", "127.8213", "0.4062", 18},
        {"0.0039", "60.9822", "1.9900", "2.3827", "150.0443", "0.4757", 42}}},
  };
}

TEST(DuatoUniformReference, LatencyTablesOfSection7) {
  for (const Table& table : latency_tables()) {
    const auto model = reference_model(table.spec);
    for (const Row& row : table.rows) {
      SCOPED_TRACE(std::string(table.name) + " at lambda_g = " + row.rate);
      const Prediction p = model->predict(std::stod(row.rate));
      ASSERT_FALSE(p.saturated) << p.reason;
      EXPECT_TRUE(matches_printed(p.network_latency, row.service));
      EXPECT_TRUE(matches_printed(p.source_wait, row.source_wait));
      EXPECT_TRUE(matches_printed(p.multiplexing, row.multiplexing));
      EXPECT_TRUE(matches_printed(p.latency, row.latency));
      EXPECT_TRUE(matches_printed(p.rho, row.rho));
      // With epsilon = 1e-10 the counts agree exactly with the reference implementation's.
      EXPECT_EQ(p.iterations, row.iterations);
      EXPECT_EQ(p.comparand, Comparand::message_latency);
    }
  }
}

TEST(DuatoUniformReference, SaturationRateOfEachLatencyTable) {
  for (const Table& table : latency_tables())
    EXPECT_TRUE(matches_printed(saturation(table.spec), table.saturation)) << table.name;
}

TEST(DuatoUniformReference, SaturationRatesOfTheValidationGrid) {
  struct Network {
    const char* name;
    NetworkSpec (*make)(int vcs, int m);
  };
  const Network networks[] = {
      {"uni 8-ary 2-cube", [](int v, int m) { return uni(8, 2, v, m); }},
      {"uni 8-ary 3-cube", [](int v, int m) { return uni(8, 3, v, m); }},
      {"8-cube", [](int v, int m) { return hypercube(8, v, m); }},
      {"bi 8-ary 2-cube", [](int v, int m) { return bi(8, 2, v, m); }},
      {"bi 8-ary 3-cube", [](int v, int m) { return bi(8, 3, v, m); }},
  };
  // Rows: network x V = 3, 5; columns M = 32, 64, 100.
  const char* grid[5][2][3] = {
      {{"0.00238322", "0.00132234", "0.000880632"}, {"0.00343305", "0.00189722", "0.00126157"}},
      {{"0.00224874", "0.00129857", "0.000879397"}, {"0.00324810", "0.00186617", "0.00126127"}},
      {{"0.0263533", "0.0139983", "0.00916308"}, {"0.0314306", "0.0166761", "0.0109114"}},
      {{"0.0101894", "0.00542451", "0.00355377"}, {"0.0139219", "0.00739466", "0.00484044"}},
      {{"0.00969592", "0.00529995", "0.00350840"}, {"0.0133768", "0.00728967", "0.00482006"}},
  };
  const int vcs[] = {3, 5};
  const int lengths[] = {32, 64, 100};
  for (int net = 0; net < 5; ++net)
    for (int v = 0; v < 2; ++v)
      for (int m = 0; m < 3; ++m)
        EXPECT_TRUE(matches_printed(saturation(networks[net].make(vcs[v], lengths[m])), grid[net][v][m]))
            << networks[net].name << " V=" << vcs[v] << " M=" << lengths[m];
}

TEST(DuatoUniformReference, Figure36And37VirtualChannelSweep) {
  const std::pair<int, const char*> sweep[] = {{3, "0.0011425"}, {4, "0.0014650"}, {5, "0.0016744"}, {6, "0.0018300"},
                                               {7, "0.0019533"}, {8, "0.0020549"}, {10, "0.0022147"}};
  for (const auto& [v, printed] : sweep) EXPECT_TRUE(matches_printed(saturation(uni(10, 3, v, 50)), printed)) << "V=" << v;
  // The text's trend: diminishing returns, +28 % from V = 3 to 4 but +6.7 % from 6 to 7.
  EXPECT_NEAR(saturation(uni(10, 3, 4, 50)) / saturation(uni(10, 3, 3, 50)), 1.28, 0.01);
  EXPECT_NEAR(saturation(uni(10, 3, 7, 50)) / saturation(uni(10, 3, 6, 50)), 1.067, 0.002);
}

TEST(DuatoUniformReference, Figure38UniVersusHalfWidthBidirectional) {
  EXPECT_TRUE(matches_printed(saturation(uni(10, 3, 4, 50)), "0.001465"));
  EXPECT_TRUE(matches_printed(saturation(uni(10, 3, 4, 200)), "0.0004404"));
  EXPECT_TRUE(matches_printed(saturation(bi(10, 3, 4, 50)), "0.006198"));
  EXPECT_TRUE(matches_printed(saturation(bi(10, 3, 4, 200)), "0.001727"));
  // Half-width channels (A18): two cycles per flit and hop, i.e. t_c = 2 (spec 03 §3.8).
  const double half_50 = saturation(with_times(bi(10, 3, 4, 50), 2.0, 0.0));
  const double half_200 = saturation(with_times(bi(10, 3, 4, 200), 2.0, 0.0));
  EXPECT_TRUE(matches_printed(half_50, "0.003099"));
  EXPECT_TRUE(matches_printed(half_200, "0.000863"));
  // The stated result: the bidirectional cube still wins at half width.
  EXPECT_GT(half_50, saturation(uni(10, 3, 4, 50)));
  EXPECT_GT(half_200, saturation(uni(10, 3, 4, 200)));
}

TEST(DuatoUniformReference, Figure39LocalityTable) {
  struct Point {
    double f;
    const char* m50;
    const char* m200;
  };
  const Point points[] = {{0.008, "0.019758", "0.0050708"}, {0.027, "0.0090126", "0.0023617"}, {0.064, "0.0056253", "0.0015054"},
                          {0.125, "0.0039999", "0.0010928"}, {0.216, "0.0030560", "0.00085195"}, {0.343, "0.0024439", "0.00069481"},
                          {0.512, "0.0020170", "0.00058452"}, {0.729, "0.0017038", "0.00050299"}, {1.0, "0.0014650", "0.00044037"}};
  double previous = INFINITY;
  for (const Point& p : points) {
    const double m50 = saturation(locality(uni(10, 3, 4, 50), p.f));
    EXPECT_TRUE(matches_printed(m50, p.m50)) << "f=" << p.f << " M=50";
    EXPECT_TRUE(matches_printed(saturation(locality(uni(10, 3, 4, 200), p.f)), p.m200)) << "f=" << p.f << " M=200";
    EXPECT_LT(m50, previous) << "saturates sooner as f grows";
    previous = m50;
  }
}

TEST(DuatoUniformReference, Figure310MessageLengthTable) {
  struct Network {
    const char* name;
    NetworkSpec (*make)(int m);
    const char* rates[4];
  };
  const Network networks[] = {
      {"uni 10-ary 2-cube", [](int m) { return uni(10, 2, 4, m); }, {"0.0021559", "0.0012218", "0.00082085", "0.00042927"}},
      {"uni 20-ary 2-cube", [](int m) { return uni(20, 2, 4, m); }, {"0.00074580", "0.00046555", "0.00032674", "0.00017852"}},
      {"7-cube", [](int m) { return hypercube(7, 4, m); }, {"0.029566", "0.015588", "0.010175", "0.0051785"}},
      {"9-cube", [](int m) { return hypercube(9, 4, m); }, {"0.028872", "0.015429", "0.010123", "0.0051771"}},
  };
  const int lengths[] = {32, 64, 100, 200};
  for (const Network& net : networks)
    for (int m = 0; m < 4; ++m) EXPECT_TRUE(matches_printed(saturation(net.make(lengths[m])), net.rates[m])) << net.name << " M=" << lengths[m];
  // The stated trends: the torus saturates earlier as it grows, the hypercube barely changes.
  EXPECT_LT(saturation(uni(20, 2, 4, 32)), 0.5 * saturation(uni(10, 2, 4, 32)));
  EXPECT_GT(saturation(hypercube(9, 4, 32)), 0.95 * saturation(hypercube(7, 4, 32)));
}

TEST(DuatoUniformReference, Figure35SourceWaitAndMultiplexingNearlyLinear) {
  // Fig 3.5's words: W_s and V-bar grow almost linearly while S stays flat until about 0.0015.
  const auto model = reference_model(uni(10, 3, 4, 50));
  const Prediction a = model->predict(0.0004);
  const Prediction b = model->predict(0.0008);
  EXPECT_NEAR(b.source_wait / a.source_wait, 2.0, 0.1);
  EXPECT_LT(b.network_latency / a.network_latency, 1.01);
}

}  // namespace
}  // namespace kncube::analytical
