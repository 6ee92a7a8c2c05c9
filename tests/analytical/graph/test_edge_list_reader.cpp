// The edge-list format (analytical/graph/edge_list_reader.h): good files build the graph they
// describe; every kind of bad line is refused with the file and the line named.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "analytical/graph/distance_table.h"
#include "analytical/graph/edge_list_reader.h"

namespace kncube::graph {
namespace {

NetworkGraph read(const std::string& text) {
  std::istringstream in(text);
  return read_edge_list(in, "net.edges");
}

std::string error_of(const std::string& text) {
  try {
    read(text);
  } catch (const EdgeListError& error) {
    return error.what();
  }
  return "no error";
}

TEST(EdgeListReader, ReadsNodesLinksArcsDelaysAndComments) {
  const NetworkGraph g = read(
      "# a square with a diagonal arc pair\n"
      "node a 0 0\nnode b 1 0   # trailing comment\n"
      "node c 1 1\n\nnode d\n"
      "link a b\nlink b c delay 3\nlink c d\nlink d a\n"
      "arc a c\narc c a delay 2\n");
  EXPECT_EQ(g.node_count(), 4);
  EXPECT_EQ(g.link_count(), 6);
  EXPECT_EQ(g.channels().size(), 10U);
  EXPECT_TRUE(g.node(1).placed);
  EXPECT_EQ(g.node(2).x, 1);
  EXPECT_EQ(g.node(2).y, 1);
  EXPECT_FALSE(g.node(3).placed);
  EXPECT_EQ(g.node_label(1), "x1y0");
  EXPECT_EQ(g.node_label(3), "d");
  EXPECT_EQ(g.channels()[2].wire_delay, 3);
  EXPECT_EQ(g.channels()[0].wire_delay, 0);
  // Ports: a link holds the same port index at both of its channels' ends.
  EXPECT_EQ(g.channels()[0].source_port, g.channels()[1].sink_port);
  const DistanceTable d(g);
  EXPECT_EQ(d.distance(0, 2), 1);  // the arc a -> c
  EXPECT_EQ(d.distance(1, 3), 2);
}

struct BadFile {
  std::string text;
  std::string expected;
};

TEST(EdgeListReader, RefusesBadLinesNamingFileAndLine) {
  const BadFile cases[] = {
      {"node a\nnode b\nlink a q\n", "--edges net.edges line 3: unknown node q is not allowed"},
      {"node a\nnode b\nlink a a\nlink a b\n", "--edges net.edges line 3: a self-loop at node a is not allowed"},
      {"node a\nnode b\nlink a b\nlink b a\n", "--edges net.edges line 4: a second link between b and a is not allowed"},
      {"node a\nnode b\narc a b\nlink a b\n", "--edges net.edges line 4: a second link between a and b"},
      {"node a\nnode b\nnode c\nlink a b\n", "--edges net.edges line 3: node c has no links is not allowed"},
      {"node a\nnode a\n", "--edges net.edges line 2: node a declared twice"},
      {"node a 0 0\nnode b 0 0\n", "--edges net.edges line 2: a second node at (0, 0)"},
      {"node a 0 -1\n", "--edges net.edges line 1: y coordinate -1 is not allowed; an integer from 0 to 65535"},
      {"node a x 1\n", "--edges net.edges line 1: x coordinate x is not allowed"},
      {"node a 1\n", "--edges net.edges line 1: a node line with 2 fields"},
      {"node a\nnode b\nlink a b delay 0\n", "--edges net.edges line 3: delay 0 is not allowed; an integer from 1 to 1000"},
      {"node a\nnode b\nlink a b weight 2\n", "--edges net.edges line 3: 'weight' after the nodes"},
      {"node a\nnode b\nedge a b\n", "--edges net.edges line 3: 'edge' is not a statement"},
      {"node a\nnode b\nnode c\nnode d\nlink a b\nlink c d\n", "--edges net.edges: the graph is not connected"},
      {"node a\nnode b\narc a b\n", "--edges net.edges: the graph is not connected"},
      {"# nothing\n", "--edges net.edges: no nodes"},
  };
  for (const BadFile& c : cases) EXPECT_NE(error_of(c.text).find(c.expected), std::string::npos) << error_of(c.text);
}

TEST(EdgeListReader, RefusesMoreThanSixteenPorts) {
  std::string text = "node hub\n";
  for (int i = 0; i < 17; ++i) text += "node s" + std::to_string(i) + "\nlink hub s" + std::to_string(i) + "\n";
  EXPECT_NE(error_of(text).find("line 35: a node with more than 16 links"), std::string::npos) << error_of(text);
}

TEST(EdgeListReader, UnreadableFileIsBadInput) {
  try {
    read_edge_list_file("/nonexistent/net.edges");
    FAIL();
  } catch (const EdgeListError& error) {
    EXPECT_NE(std::string(error.what()).find("--edges /nonexistent/net.edges: a file that cannot be opened"), std::string::npos);
  }
}

}  // namespace
}  // namespace kncube::graph
