#include "testbenches/application/compare/studies/dally_published.h"

namespace kncube::compare {

std::vector<PublishedTableOneRow> published_table_one() {
  // Spec 03 §2.10, the "paper" halves of each cell.
  return {
      {"1K", 32, 2, 0.36, {46.1, 50.5, 59.3}},  {"1K", 4, 5, 0.41, {128, 161, 221}},
      {"1K", 2, 10, 0.43, {233, 269, 317}},     {"4K", 64, 2, 0.35, {70.7, 73.1, 78.6}},
      {"4K", 16, 3, 0.31, {55.2, 70.3, 135}},   {"4K", 8, 4, 0.31, {79.9, 112, 245}},
      {"4K", 4, 6, 0.36, {135, 181, 287}},      {"4K", 2, 12, 0.41, {241, 288, 357}},
  };
}

std::vector<PublishedOptimalDimension> published_optimal_dimensions() {
  // Spec 03 §2.4 (Figs 8-10; 1M is 2^20, A10).
  return {
      {256.0, "256", {2, 2, 2}},
      {16384.0, "16K", {4, 3, 2}},
      {1048576.0, "1M", {5, 5, 2}},
  };
}

}  // namespace kncube::compare
