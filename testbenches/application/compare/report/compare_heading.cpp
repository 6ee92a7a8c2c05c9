// The one-line description of a comparison, shared by the table's headings and the plots' titles.
#include "testbenches/application/compare/report/compare_report.h"
#include "testbenches/utilities/number_format.h"

namespace kncube::report {

std::string compare_heading(const compare::SizeResult& size) {
  const analytical::CostComparison& cost = size.cost;
  std::string text = "N = " + std::to_string(cost.nodes) + ": " + std::string(analytical::to_string(cost.constraint)) +
                     " constraint, " + std::string(analytical::to_string(cost.wires)) + " wires, " + size.traffic +
                     " traffic, M = " + std::to_string(size.networks.empty() ? 0 : size.networks.front().network.spec.message_length) +
                     " flits";
  if (cost.budget) text += ", budget " + readable_number(cost.budget->amount) +
                           (cost.constraint == analytical::Constraint::bisection ? " wires" : " pins");
  return text;
}

}  // namespace kncube::report
