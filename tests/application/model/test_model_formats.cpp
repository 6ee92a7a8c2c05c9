// `kncube model --format table|csv`: the same points as JSON, laid out for people or spreadsheets.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analytical/vocabulary/network_spec.h"
#include "application/json_output.h"
#include "application/kncube_process.h"

namespace kncube::cli::testing {
namespace {

const std::vector<std::string> columns = {"rate", "saturated", "latency", "network_latency", "source_wait",
                                          "multiplexing", "rho", "iterations", "reason"};

// Splits one CSV row (RFC 4180 quoting).
std::vector<std::string> csv_fields(const std::string& row) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < row.size(); ++i) {
    const char c = row[i];
    if (quoted && c == '"' && i + 1 < row.size() && row[i + 1] == '"') {
      fields.back() += '"';
      ++i;
    } else if (c == '"') {
      quoted = !quoted;
    } else if (c == ',' && !quoted) {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

TEST(ModelCsv, HeaderRowAndOneRowPerPointMatchingJson) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const std::vector<std::string> args = {"model", "--rates", "0.001,0.002,0.5"};
  std::vector<std::string> csv_args = args, json_args = args;
  csv_args.insert(csv_args.end(), {"--format", "csv"});
  json_args.insert(json_args.end(), {"--format", "json"});
  const ProcessResult csv = run_kncube(csv_args);
  const ProcessResult json = run_kncube(json_args);
  ASSERT_EQ(csv.exit_code, 0) << csv.err;
  ASSERT_EQ(json.exit_code, 0) << json.err;
  EXPECT_EQ(csv.err, "");

  const auto rows = lines_of(csv.out);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(csv_fields(rows[0]), columns);
  const auto points = array_elements(parse_json(json.out).get_child("points"));
  for (std::size_t i = 0; i < points.size(); ++i) {
    SCOPED_TRACE(rows[i + 1]);
    const auto fields = csv_fields(rows[i + 1]);
    ASSERT_EQ(fields.size(), columns.size());
    EXPECT_EQ(fields[0], points[i].get<std::string>("rate"));
    EXPECT_EQ(fields[1], points[i].get<std::string>("saturated"));
    if (fields[1] == "false") {
      // The same digits as JSON: both formats print numbers that round-trip.
      for (std::size_t c = 2; c + 1 < columns.size(); ++c) EXPECT_EQ(fields[c], points[i].get<std::string>(columns[c]));
      EXPECT_EQ(fields.back(), "");
    } else {
      for (std::size_t c = 2; c + 1 < columns.size(); ++c) EXPECT_EQ(fields[c], "") << columns[c];
      EXPECT_EQ(fields.back(), points[i].get<std::string>("reason"));
    }
  }
  EXPECT_EQ(csv_fields(rows[3])[1], "true") << "rate 0.5 is far beyond saturation";
}

TEST(ModelCsv, PerClassColumnsForHotSpotModel) {
  if (!model_registered("hotspot-thesis")) GTEST_SKIP() << "hotspot-thesis not registered yet";
  const ProcessResult result = run_kncube({"model", "--format", "csv", "--model", "hotspot-thesis", "--traffic", "hotspot",
                                           "--hotspot-fraction", "0.1", "--rate", "0.001"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto rows = lines_of(result.out);
  ASSERT_EQ(rows.size(), 2u);
  const auto header = csv_fields(rows[0]);
  ASSERT_GT(header.size(), columns.size()) << "class columns expected";
  EXPECT_EQ(header.back(), "reason");
  for (std::size_t c = columns.size() - 1; c + 1 < header.size(); ++c) {
    const bool class_column = header[c].size() > 8 && (header[c].rfind("_latency") == header[c].size() - 8);
    EXPECT_TRUE(class_column) << header[c];
  }
  EXPECT_EQ(csv_fields(rows[1]).size(), header.size());
}

// End column (one past the last character) of each header word in the table's column line.
std::vector<std::size_t> column_ends(const std::string& header) {
  std::vector<std::size_t> ends;
  for (const auto& name : columns) {
    const auto at = header.find(name == "rate" ? std::string("rate ") : " " + name);
    if (at == std::string::npos) return {};
    ends.push_back(name == "rate" ? at + 4 : at + 1 + name.size());
  }
  return ends;
}

TEST(ModelTable, HeaderLineThenAlignedColumns) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult result = run_kncube({"model"});  // table is the default format
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.err, "");
  const auto lines = lines_of(result.out);
  ASSERT_EQ(lines.size(), 12u) << "header line, column line, 10 automatic points";
  EXPECT_EQ(lines[0].rfind("model duato-uniform on " + describe(NetworkSpec{}) + "; saturation rate ", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find("messages/node/cycle"), std::string::npos);

  const auto ends = column_ends(lines[1]);
  ASSERT_EQ(ends.size(), columns.size()) << lines[1];
  for (std::size_t row = 2; row < lines.size(); ++row) {
    SCOPED_TRACE(lines[row]);
    EXPECT_EQ(lines[row].back() == ' ', false) << "no trailing blanks";
    // Right-aligned number columns: each cell ends where its header ends.
    for (std::size_t c = 0; c + 1 < columns.size(); ++c) {
      ASSERT_LE(ends[c], lines[row].size());
      EXPECT_NE(lines[row][ends[c] - 1], ' ') << columns[c];
      if (ends[c] < lines[row].size()) {
        EXPECT_EQ(lines[row][ends[c]], ' ') << columns[c];
      }
    }
    EXPECT_NE(lines[row].find(" no "), std::string::npos) << "automatic rates stay below saturation";
  }
}

TEST(ModelTable, SaturatedRowShowsReason) {
  if (!model_registered("duato-uniform")) GTEST_SKIP() << "duato-uniform not registered yet";
  const ProcessResult json = run_kncube({"model", "--format", "json", "--rate", "0.5"});
  const ProcessResult table = run_kncube({"model", "--format", "table", "--rate", "0.5"});
  ASSERT_EQ(table.exit_code, 0) << table.err;
  const std::string reason = array_elements(parse_json(json.out).get_child("points")).at(0).get<std::string>("reason");
  const auto lines = lines_of(table.out);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_NE(lines[2].find(" yes "), std::string::npos) << lines[2];
  EXPECT_EQ(lines[2].substr(lines[2].size() - reason.size()), reason);
}

}  // namespace
}  // namespace kncube::cli::testing
