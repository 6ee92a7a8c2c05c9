#include "analytical/xftm/xftm_paper_formulas.h"

#include <algorithm>

namespace kncube::analytical {

int xftm_node_count(int k) { return k * k - ((k - 2) + std::max(0, k - 4) + std::max(0, k - 6)); }

double proposition1_node_count(int k) { return 0.8005 * k * k + 0.9786; }

double theorem1_average_distance(int k) {
  double ad = 1.0;
  for (int j = 4; j <= k; ++j) ad = (ad + j * (j - 1.0)) / (j * j - 1.0);
  return ad;
}

double moore_mean_distance(int nodes, int degree) {
  long long remaining = nodes - 1;
  long long level_size = degree;
  double sum = 0.0;
  for (int level = 1; remaining > 0; ++level) {
    const long long here = std::min(remaining, level_size);
    sum += static_cast<double>(here) * level;
    remaining -= here;
    level_size *= degree - 1;
  }
  return nodes > 1 ? sum / (nodes - 1) : 0.0;
}

}  // namespace kncube::analytical
