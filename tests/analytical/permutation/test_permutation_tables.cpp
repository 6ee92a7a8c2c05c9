// Every permutation-traffic latency table of spec 02 §6.4, to the printed 4 decimals, and the
// tables' saturation rates (the reference bisected to 1e-4 relative, so ~2e-4 is allowed here).
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "analytical/permutation/permutation_model.h"

namespace kncube::analytical {
namespace {

struct Config {
  Topology topology;
  int k;
  int n;
  Directions directions;
  int vcs;
  int message_length;
  TrafficKind kind;
  double fraction;
};

struct Row {
  double rate, latency, network, uniform, permutation, source_wait, multiplexing, rho;
};

struct Table {
  std::string name;
  Config config;
  double saturation_rate;
  std::vector<Row> rows;
};

NetworkSpec spec_of(const Config& c) {
  NetworkSpec spec;
  spec.topology = c.topology;
  spec.k = c.k;
  spec.n = c.n;
  spec.directions = c.directions;
  spec.vcs = c.vcs;
  spec.message_length = c.message_length;
  spec.traffic.kind = c.kind;
  spec.traffic.pattern_fraction = c.fraction;
  return spec;
}

std::unique_ptr<LatencyModel> model_for(TrafficKind kind) {
  return kind == TrafficKind::transpose ? make_transpose_model() : make_digit_reversal_model();
}

// Half a unit in the fourth decimal, with room for the reference's own rounding.
constexpr double kPrinted = 0.5e-4 + 1e-9;

const std::vector<Table>& tables() {
  static const std::vector<Table> all = {
    {"TR/DR 8-ary 2-cube (uni) M=32 V=3 m=0.1", {Topology::torus, 8, 2, Directions::uni, 3, 32, TrafficKind::transpose, 0.1}, 0.0024456, {
        {0.00025, 41.9759, 39.1028, 39.1125, 39.0014, 0.0660, 1.0717, 0.0347},
        {0.0005, 45.0243, 39.1134, 39.1232, 39.0119, 0.1326, 1.1472, 0.0694},
        {0.00075, 48.2356, 39.1456, 39.1554, 39.0436, 0.1999, 1.2260, 0.1042},
        {0.001, 51.6187, 39.2165, 39.2263, 39.1134, 0.2685, 1.3073, 0.1392},
        {0.00125, 55.2124, 39.3507, 39.3608, 39.2458, 0.3394, 1.3911, 0.1747},
        {0.0015, 59.1052, 39.5870, 39.5974, 39.4787, 0.4144, 1.4776, 0.2108},
        {0.00175, 63.4822, 39.9932, 40.0041, 39.8791, 0.4967, 1.5679, 0.2485},
        {0.002, 68.7652, 40.7117, 40.7236, 40.5873, 0.5939, 1.6648, 0.2891},
        {0.00225, 76.2651, 42.1735, 42.1874, 42.0282, 0.7288, 1.7776, 0.3369},
        {0.0024, 84.8259, 44.3937, 44.4107, 44.2168, 0.8811, 1.8736, 0.3783},
    }},
    {"TR/DR 8-ary 2-cube (uni) M=32 V=3 m=0.7", {Topology::torus, 8, 2, Directions::uni, 3, 32, TrafficKind::transpose, 0.7}, 0.0024744, {
        {0.00025, 41.8851, 39.0444, 39.1125, 39.0013, 0.0658, 1.0710, 0.0344},
        {0.0005, 44.8976, 39.0546, 39.1228, 39.0115, 0.1321, 1.1457, 0.0688},
        {0.00075, 48.0695, 39.0855, 39.1539, 39.0421, 0.1992, 1.2236, 0.1032},
        {0.001, 51.4083, 39.1532, 39.2224, 39.1095, 0.2675, 1.3041, 0.1379},
        {0.00125, 54.9500, 39.2814, 39.3518, 39.2369, 0.3380, 1.3869, 0.1729},
        {0.0015, 58.7764, 39.5062, 39.5787, 39.4603, 0.4124, 1.4724, 0.2087},
        {0.00175, 63.0571, 39.8902, 39.9664, 39.8419, 0.4938, 1.5614, 0.2458},
        {0.002, 68.1707, 40.5615, 40.6442, 40.5092, 0.5888, 1.6566, 0.2857},
        {0.00225, 75.2268, 41.8849, 41.9804, 41.8245, 0.7170, 1.7658, 0.3319},
        {0.00242, 84.0314, 44.1087, 44.2257, 44.0346, 0.8750, 1.8680, 0.3759},
    }},
    {"TR/DR 8-ary 2-cube (uni) M=32 V=5 m=0.1", {Topology::torus, 8, 2, Directions::uni, 5, 32, TrafficKind::transpose, 0.1}, 0.0035025, {
        {0.0005, 45.0256, 39.1014, 39.1111, 39.0000, 0.0793, 1.1492, 0.0694},
        {0.001, 51.9018, 39.1027, 39.1124, 39.0013, 0.1592, 1.3219, 0.1388},
        {0.0015, 59.9094, 39.1134, 39.1231, 39.0118, 0.2399, 1.5223, 0.2083},
        {0.002, 69.2486, 39.1622, 39.1721, 39.0600, 0.3220, 1.7538, 0.2781},
        {0.0025, 80.3043, 39.3323, 39.3423, 39.2276, 0.4082, 2.0207, 0.3491},
        {0.003, 94.4057, 39.8863, 39.8971, 39.7737, 0.5081, 2.3371, 0.4249},
        {0.00343, 116.0559, 41.9126, 41.9262, 41.7711, 0.6551, 2.7264, 0.5104},
    }},
    {"TR/DR 8-ary 2-cube (uni) M=32 V=5 m=0.7", {Topology::torus, 8, 2, Directions::uni, 5, 32, TrafficKind::transpose, 0.7}, 0.0035411, {
        {0.0005, 44.8975, 39.0431, 39.1111, 39.0000, 0.0790, 1.1476, 0.0687},
        {0.001, 51.6827, 39.0443, 39.1124, 39.0012, 0.1586, 1.3183, 0.1375},
        {0.0015, 59.5725, 39.0543, 39.1225, 39.0112, 0.2391, 1.5161, 0.2063},
        {0.002, 68.7586, 39.1000, 39.1686, 39.0566, 0.3209, 1.7442, 0.2754},
        {0.0025, 79.5976, 39.2581, 39.3282, 39.2137, 0.4064, 2.0068, 0.3456},
        {0.003, 93.2760, 39.7650, 39.8401, 39.7176, 0.5045, 2.3163, 0.4201},
        {0.00347, 116.2253, 41.8757, 41.9712, 41.8154, 0.6616, 2.7323, 0.5117},
    }},
    {"TR/DR 8-ary 2-cube (uni) M=64 V=3 m=0.7", {Topology::torus, 8, 2, Directions::uni, 3, 64, TrafficKind::transpose, 0.7}, 0.0013711, {
        {0.0002, 78.6713, 71.0506, 71.1188, 71.0075, 0.1707, 1.1046, 0.0500},
        {0.0004, 86.9326, 71.1115, 71.1802, 71.0680, 0.3438, 1.2166, 0.1002},
        {0.0006, 95.8335, 71.3074, 71.3780, 71.2627, 0.5212, 1.3342, 0.1507},
        {0.0008, 105.6068, 71.7780, 71.8532, 71.7305, 0.7086, 1.4569, 0.2022},
        {0.001, 116.9807, 72.8061, 72.8912, 72.7523, 0.9187, 1.5867, 0.2564},
        {0.0012, 132.3755, 75.2049, 75.3131, 75.1364, 1.1921, 1.7327, 0.3178},
        {0.00134, 153.2946, 80.2356, 80.3925, 80.1364, 1.5523, 1.8743, 0.3786},
    }},
    {"TR 8-ary 3-cube (uni) M=32 V=3 m=0.7", {Topology::torus, 8, 3, Directions::uni, 3, 32, TrafficKind::transpose, 0.7}, 0.0025993, {
        {0.0005, 47.8454, 41.7122, 42.5297, 41.3433, 0.1539, 1.1428, 0.0675},
        {0.001, 54.6424, 41.7944, 42.6067, 41.4279, 0.3115, 1.2977, 0.1352},
        {0.0015, 62.2077, 42.0840, 42.8782, 41.7256, 0.4783, 1.4616, 0.2042},
        {0.002, 71.3636, 42.9127, 43.6579, 42.5764, 0.6728, 1.6373, 0.2776},
        {0.0025, 87.4883, 46.0410, 46.6280, 45.7761, 1.0039, 1.8597, 0.3723},
        {0.00255, 91.2230, 47.0419, 47.5841, 46.7971, 1.0798, 1.8957, 0.3880},
    }},
    {"DR 8-ary 3-cube (uni) M=32 V=3 a=0.7", {Topology::torus, 8, 3, Directions::uni, 3, 32, TrafficKind::digit_reversal, 0.7}, 0.0025631, {
        {0.0005, 45.3723, 40.3745, 42.5264, 39.0131, 0.1426, 1.1198, 0.0707},
        {0.001, 50.9101, 40.4619, 42.5745, 39.1254, 0.2887, 1.2493, 0.1417},
        {0.0015, 57.1282, 40.7717, 42.7398, 39.5266, 0.4439, 1.3861, 0.2142},
        {0.002, 64.8418, 41.6681, 43.2004, 40.6986, 0.6273, 1.5331, 0.2919},
        {0.00251, 80.6402, 45.6076, 45.1048, 45.9257, 0.9852, 1.7307, 0.4010},
    }},
    {"DR 8-ary 3-cube (uni) M=32 V=5 a=0.1", {Topology::torus, 8, 3, Directions::uni, 5, 32, TrafficKind::digit_reversal, 0.1}, 0.0034655, {
        {0.0005, 48.8736, 42.2125, 42.5206, 39.0001, 0.0947, 1.1552, 0.0740},
        {0.001, 56.6525, 42.2140, 42.5219, 39.0020, 0.1902, 1.3360, 0.1480},
        {0.0015, 65.7619, 42.2257, 42.5332, 39.0187, 0.2868, 1.5469, 0.2221},
        {0.002, 76.4292, 42.2800, 42.5853, 39.0959, 0.3852, 1.7914, 0.2965},
        {0.0025, 89.0902, 42.4711, 42.7684, 39.3709, 0.4887, 2.0738, 0.3723},
        {0.003, 105.3346, 43.1086, 43.3776, 40.3033, 0.6103, 2.4094, 0.4535},
        {0.0034, 128.7143, 45.2816, 45.4466, 43.5611, 0.7812, 2.7943, 0.5398},
    }},
    {"TR hypercube n=8 M=32 V=2 m=0.8", {Topology::hypercube, 2, 8, Directions::uni, 2, 32, TrafficKind::transpose, 0.8}, 0.02092, {
        {0.0025, 40.4426, 36.2060, 36.0178, 36.2688, 0.8697, 1.0908, 0.0476},
        {0.005, 44.6635, 36.2224, 36.0342, 36.2851, 1.8279, 1.1738, 0.0952},
        {0.0075, 48.9646, 36.2722, 36.0842, 36.3348, 2.8949, 1.2501, 0.1430},
        {0.01, 53.4846, 36.3836, 36.1963, 36.4460, 4.1041, 1.3210, 0.1912},
        {0.0125, 58.4429, 36.6022, 36.4168, 36.6640, 5.5143, 1.3877, 0.2404},
        {0.015, 64.2442, 37.0125, 36.8320, 37.0727, 7.2417, 1.4517, 0.2917},
        {0.0175, 71.8378, 37.8146, 37.6468, 37.8705, 9.5706, 1.5160, 0.3477},
        {0.02, 85.1663, 39.8451, 39.7208, 39.8865, 13.7077, 1.5903, 0.4188},
        {0.0205, 90.6257, 40.8482, 40.7488, 40.8813, 15.4010, 1.6111, 0.4400},
    }},
    {"TR hypercube n=8 M=32 V=4 m=0.8", {Topology::hypercube, 2, 8, Directions::uni, 4, 32, TrafficKind::transpose, 0.8}, 0.027762, {
        {0.005, 44.8441, 36.2041, 36.0158, 36.2668, 0.8696, 1.2096, 0.0951},
        {0.01, 55.5129, 36.2096, 36.0214, 36.2723, 1.8264, 1.4595, 0.1903},
        {0.015, 68.3660, 36.2535, 36.0654, 36.3162, 2.8914, 1.7465, 0.2858},
        {0.02, 83.8553, 36.4597, 36.2722, 36.5221, 4.1250, 2.0662, 0.3832},
        {0.025, 105.0713, 37.3525, 37.1689, 37.4137, 5.8047, 2.4346, 0.4907},
        {0.0272, 122.7902, 38.9254, 38.7522, 38.9832, 7.2279, 2.6605, 0.5564},
    }},
    {"BR hypercube n=7 M=32 V=3 a=0.6", {Topology::hypercube, 2, 7, Directions::uni, 3, 32, TrafficKind::digit_reversal, 0.6}, 0.025631, {
        {0.005, 43.5375, 35.4770, 35.5287, 35.4302, 1.1255, 1.1895, 0.0957},
        {0.01, 52.9054, 35.5016, 35.5487, 35.4589, 2.4057, 1.3957, 0.1915},
        {0.015, 63.5800, 35.6315, 35.6541, 35.6110, 3.9022, 1.6082, 0.2883},
        {0.02, 76.5608, 36.1197, 36.0468, 36.1857, 5.8026, 1.8263, 0.3897},
        {0.0251, 101.4988, 38.7594, 38.1448, 39.3156, 9.5836, 2.0996, 0.5252},
    }},
    {"BR hypercube n=7 M=32 V=5 a=0.6", {Topology::hypercube, 2, 7, Directions::uni, 5, 32, TrafficKind::digit_reversal, 0.6}, 0.0303, {
        {0.005, 43.1430, 35.4756, 35.5276, 35.4286, 0.6587, 1.1940, 0.0957},
        {0.01, 52.6857, 35.4765, 35.5283, 35.4297, 1.3677, 1.4300, 0.1913},
        {0.015, 64.5348, 35.4876, 35.5373, 35.4427, 2.1346, 1.7153, 0.2871},
        {0.02, 79.1168, 35.5553, 35.5917, 35.5223, 2.9770, 2.0533, 0.3835},
        {0.025, 97.6041, 35.8693, 35.8426, 35.8933, 3.9651, 2.4503, 0.4837},
        {0.0297, 127.8995, 37.6290, 37.2328, 37.9874, 5.5371, 2.9630, 0.6032},
    }},
    {"TR hypercube n=7 M=32 V=3 m=0.6", {Topology::hypercube, 2, 7, Directions::uni, 3, 32, TrafficKind::transpose, 0.6}, 0.026701, {
        {0.005, 43.7682, 35.5453, 35.5287, 35.5569, 1.1303, 1.1934, 0.0900},
        {0.01, 53.3270, 35.5663, 35.5482, 35.5789, 2.4159, 1.4040, 0.1801},
        {0.015, 64.1947, 35.6758, 35.6497, 35.6940, 3.9138, 1.6215, 0.2709},
        {0.02, 77.1603, 36.0715, 36.0169, 36.1094, 5.7832, 1.8435, 0.3653},
        {0.025, 97.2192, 37.6530, 37.4905, 37.7656, 8.8024, 2.0927, 0.4766},
        {0.0262, 107.5353, 38.9767, 38.7294, 39.1481, 10.3794, 2.1788, 0.5170},
    }},
    {"TR bidirectional 8-ary 2-cube M=32 V=3 m=0.7", {Topology::torus, 8, 2, Directions::bi, 3, 32, TrafficKind::transpose, 0.7}, 0.010398, {
        {0.002, 42.1035, 36.0336, 36.0726, 36.0089, 0.4490, 1.1541, 0.0725},
        {0.004, 48.9451, 36.1096, 36.1493, 36.0845, 0.9251, 1.3216, 0.1453},
        {0.006, 56.6803, 36.3756, 36.4179, 36.3488, 1.4476, 1.4986, 0.2196},
        {0.008, 66.1818, 37.1294, 37.1789, 37.0980, 2.0791, 1.6879, 0.2989},
        {0.01, 83.0846, 39.9291, 40.0057, 39.8807, 3.1861, 1.9270, 0.4017},
        {0.0102, 86.9952, 40.8156, 40.9008, 40.7617, 3.4418, 1.9657, 0.4189},
    }},
  };
  return all;
}

void check_table(const Table& table, TrafficKind kind) {
  NetworkSpec spec = spec_of(table.config);
  spec.traffic.kind = kind;
  const auto model = model_for(kind);
  ASSERT_TRUE(model->applies_to(spec, {}).applies) << table.name;
  const auto prepared = model->prepare(spec, {});
  for (const Row& row : table.rows) {
    const Prediction p = prepared->predict(row.rate);
    ASSERT_FALSE(p.saturated) << table.name << " at " << row.rate << ": " << p.reason;
    SCOPED_TRACE(table.name + " at lambda " + std::to_string(row.rate));
    EXPECT_NEAR(p.latency, row.latency, kPrinted);
    EXPECT_NEAR(p.network_latency, row.network, kPrinted);
    ASSERT_EQ(p.classes.size(), 2u);
    EXPECT_EQ(p.classes[0].name, "uniform");
    EXPECT_EQ(p.classes[1].name, "permutation");
    EXPECT_NEAR(p.classes[0].network_latency, row.uniform, kPrinted);
    EXPECT_NEAR(p.classes[1].network_latency, row.permutation, kPrinted);
    EXPECT_NEAR(p.source_wait, row.source_wait, kPrinted);
    EXPECT_NEAR(p.multiplexing, row.multiplexing, kPrinted);
    EXPECT_NEAR(p.rho, row.rho, kPrinted);
    EXPECT_EQ(p.comparand, Comparand::message_latency);
  }
  const double sat = prepared->saturation_rate();
  EXPECT_NEAR(sat, table.saturation_rate, 2e-4 * table.saturation_rate) << table.name;
  EXPECT_FALSE(prepared->predict(sat * (1.0 - 1e-6)).saturated) << table.name;
  EXPECT_TRUE(prepared->predict(sat * (1.0 + 1e-5)).saturated) << table.name;
}

TEST(PermutationTables, Section6_4) {
  for (const Table& table : tables()) check_table(table, table.config.kind);
}

// For n = 2 the reversal map equals the transpose map (§2.4): the "TR/DR" tables hold for both.
TEST(PermutationTables, TwoDimensionalTablesHoldForDigitReversalToo) {
  int checked = 0;
  for (const Table& table : tables()) {
    if (table.config.topology != Topology::torus || table.config.n != 2 || table.config.directions != Directions::uni) continue;
    check_table(table, TrafficKind::digit_reversal);
    ++checked;
  }
  EXPECT_EQ(checked, 5);
}

}  // namespace
}  // namespace kncube::analytical
