#pragma once
// An aligned plain-text table for people: a header row, then rows padded to common column widths.

#include <ostream>
#include <string>
#include <vector>

namespace kncube::report {

enum class Align { left, right };

struct TextColumn {
  std::string header;
  Align align = Align::right;  // numbers read best right-aligned
};

class TextTable {
 public:
  explicit TextTable(std::vector<TextColumn> columns) : columns_(std::move(columns)) {}
  // Precondition: one cell per column.
  void add_row(std::vector<std::string> cells);
  // Columns are separated by two spaces; lines carry no trailing blanks.
  void write(std::ostream& out) const;

 private:
  std::vector<TextColumn> columns_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace kncube::report
