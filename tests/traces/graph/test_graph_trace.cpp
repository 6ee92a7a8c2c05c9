// VCD and the hop log on a graph network (issue 14): router scopes carry the node's position, and
// every logged head hop of a message leaves its router on a port that has a channel, towards the
// next router the message is logged at, in exactly graph-distance hops on the ideal pipeline at
// light load (minimal adaptive routing).
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "../kncube_subprocess.h"
#include "analytical/graph/distance_table.h"
#include "analytical/graph/grid_generators.h"

namespace kncube::traces::testing {
namespace {

TEST(GraphTrace, VcdScopesNamePositionsAndHopLogFollowsGraphLinks) {
  ScratchDirectory dir;
  const std::string vcd = dir.file("xftm.vcd");
  const Outcome outcome = run_kncube({"run", "--topology", "xftm", "--k", "6", "--vcs", "2", "--rate", "0.005", "--message-length", "4",
                                      "--warmup-messages", "0", "--measure-messages", "100", "--trace", vcd, "--trace-routers", "0,29",
                                      "--log-messages", "1,2,3,4,5,6,7,8,9,10"});
  ASSERT_EQ(outcome.exit_code, 0) << outcome.err;
  const std::string waveform = file_content(vcd);
  EXPECT_NE(waveform.find("$scope module r0_x0y0 $end"), std::string::npos);
  EXPECT_NE(waveform.find("$scope module r29_x5y5 $end"), std::string::npos);  // xftm k=6 has 30 nodes, the last at (5,5)

  const graph::NetworkGraph g = graph::make_xftm_graph(6);
  const graph::DistanceTable distances(g);
  const std::vector<std::string> lines = lines_of(file_content(dir.file("xftm.hops.csv")));
  ASSERT_GT(lines.size(), 1U);
  EXPECT_EQ(lines[0], "cycle,router,in_port,in_vc,out_port,out_vc,message,flit,kind,source,destination");
  // Head flits per message, in order: router and output port.
  std::map<int, std::vector<std::pair<int, std::string>>> heads;
  std::map<int, std::pair<int, int>> ends;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::stringstream row(lines[i]);
    std::vector<std::string> f;
    for (std::string cell; std::getline(row, cell, ',');) f.push_back(cell);
    ASSERT_EQ(f.size(), 11U) << lines[i];
    if (f[8] != "head" && f[8] != "head_tail") continue;
    const int message = std::stoi(f[6]);
    heads[message].emplace_back(std::stoi(f[1]), f[4]);
    ends[message] = {std::stoi(f[9]), std::stoi(f[10])};
  }
  ASSERT_EQ(heads.size(), 10U);
  const char* const names[] = {"xp", "xm", "yp", "ym"};
  for (const auto& [message, hops] : heads) {
    const auto [source, destination] = ends[message];
    EXPECT_EQ(hops.front().first, source);
    EXPECT_EQ(hops.back().first, destination);
    EXPECT_EQ(hops.back().second, "pe");
    EXPECT_EQ(static_cast<int>(hops.size()) - 1, distances.distance(source, destination)) << "message " << message;
    for (std::size_t h = 0; h + 1 < hops.size(); ++h) {
      int next = -1;
      for (const auto& c : g.channels())
        if (c.source == hops[h].first && names[c.source_port] == hops[h].second) next = c.sink;
      EXPECT_EQ(next, hops[h + 1].first) << "message " << message << " hop " << h;
    }
  }
}

}  // namespace
}  // namespace kncube::traces::testing
