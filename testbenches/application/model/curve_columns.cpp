#include "testbenches/application/model/curve_columns.h"

namespace kncube::report {

std::vector<std::string> curve_headers(const std::vector<std::string>& classes) {
  std::vector<std::string> headers = {"rate",         "saturated", "latency", "network_latency", "source_wait",
                                      "multiplexing", "rho",       "iterations"};
  for (const auto& name : classes) {
    headers.push_back(name + "_latency");
    headers.push_back(name + "_network_latency");
  }
  headers.push_back("reason");
  return headers;
}

std::vector<std::string> curve_cells(const analytical::Prediction& point, const std::vector<std::string>& classes,
                                     const CellStyle& style) {
  auto number = [&](double value) { return point.saturated ? style.missing : style.number(value); };
  std::vector<std::string> cells = {style.number(point.rate),
                                    point.saturated ? style.yes : style.no,
                                    number(point.latency),
                                    number(point.network_latency),
                                    number(point.source_wait),
                                    number(point.multiplexing),
                                    number(point.rho),
                                    point.saturated ? style.missing : std::to_string(point.iterations)};
  for (const auto& name : classes) {
    const analytical::ClassPrediction* found = nullptr;
    for (const auto& cls : point.classes)
      if (cls.name == name) found = &cls;
    cells.push_back(found ? number(found->latency) : style.missing);
    cells.push_back(found ? number(found->network_latency) : style.missing);
  }
  cells.push_back(point.reason);
  return cells;
}

}  // namespace kncube::report
