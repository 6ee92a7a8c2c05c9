// Spec 02 §6.3: every hot-spot latency table (HS-T and HS-P side by side for unidirectional tori;
// HS-T for the 8-cube and the bidirectional 8-ary 2-cube), to the printed 4 decimals, and each
// table's lambda_sat to 2e-4 relative (the reference bisected to 1e-4).
#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "analytical/hotspot/hotspot_model.h"
#include "test_hotspot_support.h"

namespace kncube::analytical {
namespace {

using hotspot_test::matches_printed;
using hotspot_test::near_relative;

enum class Column {
  rate,             // lambda
  thesis_latency,   // Lat HS-T / Latency
  paper_latency,    // Lat HS-P
  regular_network,  // S_r (T)
  hot_network,      // S_h (T)
  source_wait,      // W_s (T)
  multiplexing,     // Vbar (T)
  rho_1,            // rho_1 (T)
  regular_latency,  // Lat regular
  hot_latency,      // Lat hot
};

struct LatencyTable {
  const char* title;
  NetworkSpec spec;
  double thesis_saturation;
  double paper_saturation;  // 0: HS-P not tabulated (it does not apply)
  std::vector<Column> columns;
  std::vector<std::vector<const char*>> rows;
};

const std::vector<LatencyTable>& tables() {
  static const std::vector<LatencyTable> all = {
    {"HS 8-ary 2-cube (uni) M=32 V=3 h=0.08 -- lambda_sat: HS-T 0.0025192, HS-P 0.0024725",
     hotspot_test::torus(8, 2, 3, 32, 0.08),
     0.0025192, 0.0024725,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.00025", "41.8537", "41.8480", "39.0014", "39.1132", "0.0657", "1.0711", "0.0516"},
         {"0.0005", "44.8711", "44.8602", "39.0121", "39.1292", "0.1319", "1.1460", "0.1031"},
         {"0.00075", "48.0497", "48.0364", "39.0441", "39.1780", "0.1988", "1.2241", "0.1548"},
         {"0.001", "51.3978", "51.3881", "39.1136", "39.2862", "0.2671", "1.3047", "0.2066"},
         {"0.00125", "54.9514", "54.9574", "39.2433", "39.4928", "0.3377", "1.3876", "0.2588"},
         {"0.0015", "58.7919", "58.8364", "39.4680", "39.8583", "0.4123", "1.4731", "0.3116"},
         {"0.00175", "63.0845", "63.2127", "39.8459", "40.4857", "0.4940", "1.5618", "0.3657"},
         {"0.002", "68.1851", "68.5019", "40.4924", "41.5763", "0.5894", "1.6562", "0.4221"},
         {"0.00225", "75.0582", "75.9220", "41.7100", "43.6443", "0.7163", "1.7627", "0.4836"},
         {"0.00242", "82.7223", "85.3948", "43.4846", "46.6177", "0.8574", "1.8551", "0.5340"},
     }},
    {"HS 8-ary 2-cube (uni) M=32 V=3 h=0.16 -- lambda_sat: HS-T 0.00241, HS-P 0.0023888",
     hotspot_test::torus(8, 2, 3, 32, 0.16),
     0.00241, 0.0023888,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.00025", "41.8910", "41.8794", "39.0015", "39.1143", "0.0657", "1.0718", "0.0690"},
         {"0.0005", "44.9441", "44.9205", "39.0129", "39.1399", "0.1320", "1.1476", "0.1380"},
         {"0.00075", "48.1672", "48.1329", "39.0475", "39.2212", "0.1991", "1.2264", "0.2071"},
         {"0.001", "51.5775", "51.5362", "39.1239", "39.4099", "0.2679", "1.3078", "0.2763"},
         {"0.00125", "55.2342", "55.1934", "39.2702", "39.7897", "0.3396", "1.3915", "0.3459"},
         {"0.0015", "59.2699", "59.2441", "39.5313", "40.5048", "0.4170", "1.4779", "0.4163"},
         {"0.00175", "63.9669", "63.9865", "39.9899", "41.8268", "0.5054", "1.5682", "0.4880"},
         {"0.002", "69.9977", "70.1423", "40.8293", "44.3559", "0.6179", "1.6662", "0.5626"},
         {"0.00225", "79.6405", "80.2962", "42.6619", "49.9809", "0.8000", "1.7843", "0.6451"},
         {"0.00234", "86.0368", "87.6218", "44.1210", "54.3375", "0.9244", "1.8431", "0.6809"},
     }},
    {"HS 8-ary 2-cube (uni) M=32 V=3 h=0.24 -- lambda_sat: HS-T 0.0021928, HS-P 0.0021863",
     hotspot_test::torus(8, 2, 3, 32, 0.24),
     0.0021928, 0.0021863,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.00025", "41.9304", "41.9129", "39.0017", "39.1162", "0.0658", "1.0725", "0.0864"},
         {"0.0005", "45.0259", "44.9899", "39.0149", "39.1584", "0.1322", "1.1492", "0.1728"},
         {"0.00075", "48.3130", "48.2585", "39.0562", "39.2997", "0.1997", "1.2289", "0.2594"},
         {"0.001", "51.8420", "51.7706", "39.1516", "39.6501", "0.2696", "1.3111", "0.3461"},
         {"0.00125", "55.7555", "55.6709", "39.3450", "40.4152", "0.3447", "1.3958", "0.4332"},
         {"0.0015", "60.3916", "60.3021", "39.7196", "42.0119", "0.4316", "1.4838", "0.5214"},
         {"0.00175", "66.6029", "66.5297", "40.4642", "45.4142", "0.5472", "1.5783", "0.6117"},
         {"0.002", "77.2573", "77.3000", "42.1867", "53.6963", "0.7538", "1.6904", "0.7083"},
         {"0.00214", "90.8237", "91.4055", "44.7834", "66.0693", "1.0439", "1.7831", "0.7726"},
     }},
    {"HS 8-ary 2-cube (uni) M=32 V=5 h=0.08 -- lambda_sat: HS-T 0.0034388, HS-P 0.0034157",
     hotspot_test::torus(8, 2, 5, 32, 0.08),
     0.0034388, 0.0034157,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.0005", "44.8731", "44.8604", "39.0000", "39.1112", "0.0789", "1.1480", "0.1031"},
         {"0.001", "51.6860", "51.6570", "39.0014", "39.1143", "0.1583", "1.3196", "0.2062"},
         {"0.0015", "59.6279", "59.5794", "39.0132", "39.1410", "0.2386", "1.5187", "0.3094"},
         {"0.002", "68.9080", "68.8432", "39.0676", "39.2723", "0.3206", "1.7487", "0.4129"},
         {"0.0025", "79.9801", "79.9283", "39.2618", "39.7749", "0.4076", "2.0141", "0.5177"},
         {"0.003", "94.6238", "94.7482", "39.9290", "41.6601", "0.5135", "2.3317", "0.6276"},
         {"0.00335", "113.4023", "114.8921", "41.7436", "47.1299", "0.6490", "2.6481", "0.7204"},
     }},
    {"HS 8-ary 2-cube (uni) M=32 V=5 h=0.16 -- lambda_sat: HS-T 0.0029338, HS-P 0.0029312",
     hotspot_test::torus(8, 2, 5, 32, 0.16),
     0.0029338, 0.0029312,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.0005", "44.9549", "44.9297", "39.0001", "39.1113", "0.0789", "1.1498", "0.1380"},
         {"0.001", "51.9082", "51.8507", "39.0023", "39.1213", "0.1585", "1.3249", "0.2759"},
         {"0.0015", "60.0898", "59.9922", "39.0229", "39.2194", "0.2391", "1.5293", "0.4140"},
         {"0.002", "69.8905", "69.7468", "39.1347", "39.8060", "0.3237", "1.7664", "0.5527"},
         {"0.0025", "83.2727", "83.0889", "39.6843", "43.0375", "0.4302", "2.0485", "0.6949"},
         {"0.00287", "107.1800", "107.1651", "42.1209", "58.6767", "0.6394", "2.3603", "0.8183"},
     }},
    {"HS 8-ary 2-cube (uni) M=32 V=5 h=0.24 -- lambda_sat: HS-T 0.002437, HS-P 0.0024367",
     hotspot_test::torus(8, 2, 5, 32, 0.24),
     0.002437, 0.0024367,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing, Column::rho_1},
     {
         {"0.00025", "41.9136", "41.8959", "39.0000", "39.1111", "0.0394", "1.0729", "0.0864"},
         {"0.0005", "45.0494", "45.0119", "39.0001", "39.1118", "0.0790", "1.1520", "0.1728"},
         {"0.00075", "48.4661", "48.4062", "39.0010", "39.1173", "0.1187", "1.2380", "0.2592"},
         {"0.001", "52.1954", "52.1105", "39.0051", "39.1432", "0.1587", "1.3316", "0.3457"},
         {"0.00125", "56.2794", "56.1664", "39.0192", "39.2343", "0.1992", "1.4331", "0.4321"},
         {"0.0015", "60.8065", "60.6619", "39.0604", "39.5110", "0.2408", "1.5429", "0.5187"},
         {"0.00175", "66.0267", "65.8466", "39.1740", "40.3023", "0.2861", "1.6618", "0.6057"},
         {"0.002", "72.7717", "72.5493", "39.4942", "42.6171", "0.3433", "1.7930", "0.6939"},
         {"0.00225", "84.7419", "84.4606", "40.5642", "50.6169", "0.4523", "1.9513", "0.7871"},
         {"0.00239", "103.2091", "102.8835", "42.7936", "67.5742", "0.6531", "2.0895", "0.8502"},
     }},
    {"HS 8-ary 2-cube (uni) M=64 V=3 h=0.16 -- lambda_sat: HS-T 0.0012889, HS-P 0.0012795",
     hotspot_test::torus(8, 2, 3, 64, 0.16),
     0.0012889, 0.0012795,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network},
     {
         {"0.0002", "78.8790", "78.8446", "71.0094", "71.1336"},
         {"0.0004", "87.4421", "87.3745", "71.0854", "71.3281"},
         {"0.0006", "96.7844", "96.6964", "71.3362", "72.0208"},
         {"0.0008", "107.4141", "107.3435", "71.9650", "73.9094"},
         {"0.001", "120.9865", "121.0471", "73.4524", "78.7632"},
         {"0.0012", "144.7671", "145.6954", "77.7184", "93.4735"},
         {"0.00125", "157.1910", "159.5092", "80.5123", "102.9299"},
     }},
    {"HS 8-ary 3-cube (uni) M=32 V=3 h=0.08 -- lambda_sat: HS-T 0.0015998, HS-P 0.0015983",
     hotspot_test::torus(8, 3, 3, 32, 0.08),
     0.0015998, 0.0015983,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.0002", "45.2052", "45.1993", "42.5007", "42.5260", "0.0641", "1.0620"},
         {"0.0004", "48.0570", "48.0453", "42.5065", "42.5773", "0.1286", "1.1270"},
         {"0.0006", "51.0505", "51.0342", "42.5249", "42.7800", "0.1938", "1.1945"},
         {"0.0008", "54.2150", "54.1970", "42.5687", "43.4041", "0.2604", "1.2639"},
         {"0.001", "57.6713", "57.6573", "42.6644", "45.1958", "0.3307", "1.3351"},
         {"0.0012", "61.8363", "61.8375", "42.8794", "50.5132", "0.4119", "1.4085"},
         {"0.0014", "68.5102", "68.5568", "43.4656", "69.2380", "0.5379", "1.4872"},
         {"0.00157", "88.7483", "89.1703", "45.8910", "162.4761", "0.9693", "1.5795"},
     }},
    {"HS 8-ary 3-cube (uni) M=32 V=5 h=0.24 -- lambda_sat: HS-T 0.00067322, HS-P 0.00067322",
     hotspot_test::torus(8, 3, 5, 32, 0.24),
     0.00067322, 0.00067322,
     {Column::rate, Column::thesis_latency, Column::paper_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.0001", "43.8666", "43.8579", "42.5000", "42.5207", "0.0192", "1.0316"},
         {"0.0002", "45.3039", "45.2860", "42.5001", "42.5253", "0.0384", "1.0649"},
         {"0.0003", "46.8334", "46.8058", "42.5010", "42.5739", "0.0578", "1.1000"},
         {"0.0004", "48.5199", "48.4820", "42.5074", "42.8993", "0.0774", "1.1369"},
         {"0.0005", "50.8181", "50.7689", "42.5505", "45.0015", "0.0998", "1.1753"},
         {"0.0006", "58.5330", "58.4654", "42.9532", "63.8449", "0.1545", "1.2164"},
         {"0.00066", "100.3634", "100.2363", "45.6379", "186.9642", "0.5805", "1.2524"},
     }},
    {"HS-T hypercube n=8 (N=256) M=32 V=2 h=0.07 -- lambda_sat 0.010579",
     hotspot_test::hypercube(8, 2, 32, 0.07),
     0.010579, 0,
     {Column::rate, Column::thesis_latency, Column::regular_latency, Column::hot_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.002", "39.6791", "39.6709", "39.7878", "36.0167", "36.1248", "0.6815", "1.0810"},
         {"0.004", "43.3192", "43.2301", "44.5023", "36.0255", "37.1276", "1.4230", "1.1544"},
         {"0.006", "47.2647", "46.8270", "53.0801", "36.0631", "41.1816", "2.2668", "1.2217"},
         {"0.008", "52.6354", "50.8828", "75.9197", "36.2169", "55.7093", "3.3978", "1.2844"},
         {"0.01", "69.2994", "59.6494", "197.5061", "37.3426", "139.5179", "6.8678", "1.3492"},
         {"0.0104", "86.1044", "67.9875", "326.8016", "38.6613", "227.7085", "10.9992", "1.3690"},
     }},
    {"HS-T hypercube n=8 (N=256) M=32 V=2 h=0.21 -- lambda_sat 0.0042051",
     hotspot_test::hypercube(8, 2, 32, 0.21),
     0.0042051, 0,
     {Column::rate, Column::thesis_latency, Column::regular_latency, Column::hot_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.0005", "37.1627", "37.1568", "37.1846", "36.0158", "36.0428", "0.1657", "1.0270"},
         {"0.001", "38.3056", "38.2508", "38.5117", "36.0169", "36.2648", "0.3355", "1.0522"},
         {"0.0015", "39.5370", "39.3151", "40.3717", "36.0209", "37.0028", "0.5129", "1.0761"},
         {"0.002", "41.0238", "40.3740", "43.4681", "36.0325", "38.8480", "0.7073", "1.0989"},
         {"0.0025", "43.1147", "41.4765", "49.2774", "36.0633", "43.0236", "0.9435", "1.1208"},
         {"0.003", "46.6899", "42.7594", "61.4762", "36.1489", "52.5394", "1.2959", "1.1419"},
         {"0.0035", "54.7899", "44.7858", "92.4247", "36.4266", "77.3944", "2.0874", "1.1628"},
         {"0.004", "90.4023", "53.4681", "229.3450", "37.9358", "186.1698", "7.1287", "1.1865"},
         {"0.00412", "131.1953", "66.5480", "374.3921", "39.6040", "297.0658", "16.0527", "1.1957"},
     }},
    {"HS-T hypercube n=8 (N=256) M=32 V=4 h=0.07 -- lambda_sat 0.010652",
     hotspot_test::hypercube(8, 4, 32, 0.07),
     0.010652, 0,
     {Column::rate, Column::thesis_latency, Column::regular_latency, Column::hot_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.002", "39.6443", "39.6440", "39.6477", "36.0157", "36.0191", "0.3343", "1.0906"},
         {"0.004", "43.7350", "43.7235", "43.8875", "36.0163", "36.1539", "0.6816", "1.1914"},
         {"0.006", "48.3493", "48.2185", "50.0877", "36.0221", "37.4591", "1.0482", "1.3007"},
         {"0.008", "54.1515", "53.1900", "66.9266", "36.0678", "45.7653", "1.4818", "1.4165"},
         {"0.01", "69.0429", "60.7052", "179.8154", "36.6870", "113.8045", "2.6164", "1.5445"},
         {"0.0104", "81.5698", "65.3133", "297.5490", "37.5392", "184.4105", "3.7665", "1.5812"},
     }},
    {"HS-T hypercube n=8 (N=256) M=32 V=4 h=0.21 -- lambda_sat 0.0042141",
     hotspot_test::hypercube(8, 4, 32, 0.21),
     0.0042141, 0,
     {Column::rate, Column::thesis_latency, Column::regular_latency, Column::hot_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.0005", "37.1482", "37.1481", "37.1485", "36.0157", "36.0160", "0.0825", "1.0291"},
         {"0.001", "38.3735", "38.3706", "38.3843", "36.0157", "36.0287", "0.1657", "1.0605"},
         {"0.0015", "39.6995", "39.6729", "39.7992", "36.0161", "36.1316", "0.2500", "1.0939"},
         {"0.002", "41.1764", "41.0368", "41.7015", "36.0181", "36.6069", "0.3370", "1.1288"},
         {"0.0025", "43.0077", "42.4514", "45.1005", "36.0259", "38.3010", "0.4327", "1.1644"},
         {"0.003", "45.8919", "43.9472", "53.2079", "36.0551", "43.7709", "0.5603", "1.2002"},
         {"0.0035", "52.5704", "45.7646", "78.1731", "36.1860", "62.4005", "0.8320", "1.2363"},
         {"0.004", "83.6306", "50.8346", "207.0059", "37.2289", "159.6649", "2.6247", "1.2755"},
         {"0.00413", "122.2422", "58.1254", "363.4433", "38.7739", "275.2947", "6.2541", "1.2909"},
     }},
    {"HS-T bidirectional 8-ary 2-cube M=32 V=3 h=0.08 -- lambda_sat 0.010614",
     hotspot_test::torus(8, 2, 3, 32, 0.08, Directions::bi),
     0.010614, 0,
     {Column::rate, Column::thesis_latency, Column::regular_network, Column::hot_network, Column::source_wait, Column::multiplexing},
     {
         {"0.002", "42.7480", "36.0065", "36.0906", "0.4485", "1.1724"},
         {"0.004", "50.3219", "36.0622", "36.3440", "0.9237", "1.3597"},
         {"0.006", "58.7562", "36.2630", "37.3631", "1.4455", "1.5545"},
         {"0.008", "68.9743", "36.8542", "40.7877", "2.0846", "1.7572"},
         {"0.01", "87.1593", "39.0545", "55.5952", "3.2789", "1.9965"},
         {"0.0104", "96.3306", "40.5477", "66.1917", "3.9281", "2.0704"},
     }},
  };
  return all;
}

class HotspotLatencyTable : public ::testing::TestWithParam<std::size_t> {};

TEST_P(HotspotLatencyTable, MatchesReference) {
  const LatencyTable& table = tables()[GetParam()];
  SCOPED_TRACE(table.title);
  const HotspotSolverOptions options;  // default eps = 1e-9
  const bool with_paper = table.paper_saturation > 0.0;
  std::unique_ptr<PreparedModel> paper;
  if (with_paper) paper = make_hotspot_paper_model(options)->prepare(table.spec, ModelSwitches{});
  for (const auto& row : table.rows) {
    const double rate = std::strtod(row[0], nullptr);
    SCOPED_TRACE(::testing::Message() << "lambda = " << row[0]);
    const HotspotSolution thesis = hotspot_diagnostics(table.spec, ModelSwitches{}, HotspotVariant::thesis, rate, options);
    ASSERT_FALSE(thesis.prediction.saturated) << thesis.prediction.reason;
    for (std::size_t c = 1; c < table.columns.size(); ++c) {
      double actual = 0.0;
      switch (table.columns[c]) {
        case Column::rate: actual = rate; break;
        case Column::thesis_latency: actual = thesis.prediction.latency; break;
        case Column::paper_latency: actual = paper->predict(rate).latency; break;
        case Column::regular_network: actual = thesis.regular_latency; break;
        case Column::hot_network: actual = thesis.hot_latency; break;
        case Column::source_wait: actual = thesis.source_wait; break;
        case Column::multiplexing: actual = thesis.multiplexing; break;
        case Column::rho_1: actual = thesis.channels.front().utilisation; break;
        case Column::regular_latency: actual = thesis.prediction.classes.at(0).latency; break;
        case Column::hot_latency: actual = thesis.prediction.classes.at(1).latency; break;
      }
      EXPECT_TRUE(matches_printed(actual, row[c])) << "column " << c;
    }
  }
}

TEST_P(HotspotLatencyTable, SaturationRate) {
  const LatencyTable& table = tables()[GetParam()];
  SCOPED_TRACE(table.title);
  const auto thesis = make_hotspot_thesis_model()->prepare(table.spec, ModelSwitches{});
  const double thesis_saturation = thesis->saturation_rate(1e-7);
  EXPECT_TRUE(near_relative(thesis_saturation, table.thesis_saturation, 2e-4));
  // Beyond lambda_sat the monitor reports "saturated", never a number (§3.5).
  const Prediction beyond = thesis->predict(thesis_saturation * 1.001);
  EXPECT_TRUE(beyond.saturated);
  EXPECT_FALSE(beyond.reason.empty());
  EXPECT_FALSE(thesis->predict(thesis_saturation * 0.999).saturated);
  if (table.paper_saturation > 0.0) {
    const auto paper = make_hotspot_paper_model()->prepare(table.spec, ModelSwitches{});
    EXPECT_TRUE(near_relative(paper->saturation_rate(1e-7), table.paper_saturation, 2e-4));
  }
}

INSTANTIATE_TEST_SUITE_P(Spec02Section63, HotspotLatencyTable, ::testing::Range<std::size_t>(0, 14));

TEST(HotspotLatencyTables, AllTablesAreCovered) { EXPECT_EQ(tables().size(), 14u); }

}  // namespace
}  // namespace kncube::analytical
