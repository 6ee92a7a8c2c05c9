#pragma once
// The columns of a latency curve shared by the CSV and table formats, so both list the same
// quantities in the same order: rate, saturated, latency, network_latency, source_wait,
// multiplexing, rho, iterations, <class>_latency and <class>_network_latency per message class,
// and reason (empty unless saturated).

#include <string>
#include <vector>

#include "analytical/common/prediction.h"

namespace kncube::report {

// How cells are spelled: CSV wants round-trip numbers and true/false, people want fewer digits.
struct CellStyle {
  std::string (*number)(double);
  std::string yes;
  std::string no;
  std::string missing;  // a number a saturated point does not have
};

std::vector<std::string> curve_headers(const std::vector<std::string>& classes);
std::vector<std::string> curve_cells(const analytical::Prediction& point, const std::vector<std::string>& classes,
                                     const CellStyle& style);

}  // namespace kncube::report
