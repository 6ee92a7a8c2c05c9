#include "testbenches/utilities/text_table.h"

#include <algorithm>
#include <stdexcept>

namespace kncube::report {

void TextTable::add_row(std::vector<std::string> cells) {
  if (cells.size() != columns_.size()) throw std::logic_error("TextTable: row width differs from the header");
  rows_.push_back(std::move(cells));
}

void TextTable::write(std::ostream& out) const {
  std::vector<std::size_t> widths;
  for (const auto& column : columns_) widths.push_back(column.header.size());
  for (const auto& row : rows_)
    for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());

  auto write_line = [&](auto cell_of) {
    std::string line;
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      const std::string& cell = cell_of(i);
      const std::string padding(widths[i] - cell.size(), ' ');
      if (i > 0) line += "  ";
      line += columns_[i].align == Align::right ? padding + cell : cell + padding;
    }
    line.erase(line.find_last_not_of(' ') + 1);
    out << line << '\n';
  };
  write_line([&](std::size_t i) -> const std::string& { return columns_[i].header; });
  for (const auto& row : rows_) write_line([&](std::size_t i) -> const std::string& { return row[i]; });
}

}  // namespace kncube::report
