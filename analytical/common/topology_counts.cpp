#include "analytical/common/topology_counts.h"

#include <stdexcept>

#include "analytical/common/combinatorics.h"

namespace kncube::analytical {
namespace {

double node_count(int k, int n) {
  double count = 1.0;
  for (int i = 0; i < n; ++i) count *= k;
  return count;
}

double surface_area_uni_at(int k, int n, int i) { return box(i, n, 0, k - 1); }

double surface_area_bi_at(int k, int n, int i) {
  double total = 0.0;
  if (k % 2 == 1) {
    const int q = (k - 1) / 2;
    double two_m = 1.0;
    for (int m = 0; m <= n; ++m, two_m *= 2.0) total += two_m * binomial(n, m) * compositions(i, m, q);
    return total;
  }
  // k even: choose the t dimensions at the antipode k/2; the rest use 0 or 1..k/2-1 hops either way.
  const int half = k / 2;
  for (int t = 0; t <= n; ++t) {
    const int rest = i - t * half;
    if (rest < 0) break;
    double inner = 0.0;
    double two_m = 1.0;
    for (int m = 0; m <= n - t; ++m, two_m *= 2.0) inner += two_m * binomial(n - t, m) * compositions(rest, m, half - 1);
    total += binomial(n, t) * inner;
  }
  return total;
}

void check(int k, int n) {
  if (k < 2 || n < 1) throw std::invalid_argument("topology counts need k >= 2 and n >= 1");
}

}  // namespace

int diameter(int k, int n, Directions directions) {
  check(k, n);
  return directions == Directions::uni ? n * (k - 1) : n * (k / 2);
}

std::vector<double> surface_area(int k, int n, Directions directions) {
  const int d = diameter(k, n, directions);
  std::vector<double> area(static_cast<std::size_t>(d) + 1);
  for (int i = 0; i <= d; ++i)
    area[static_cast<std::size_t>(i)] =
        directions == Directions::uni ? surface_area_uni_at(k, n, i) : surface_area_bi_at(k, n, i);
  return area;
}

std::vector<double> volume(int k, int n, Directions directions) {
  std::vector<double> vol = surface_area(k, n, directions);
  for (std::size_t i = 1; i < vol.size(); ++i) vol[i] += vol[i - 1];
  return vol;
}

double volume_uni_closed_form(int k, int n, int i) {
  double total = 0.0;
  for (int l = 0; l <= n; ++l) {
    const double term = binomial(n, l) * binomial(static_cast<std::int64_t>(i) - static_cast<std::int64_t>(l) * k + n, n);
    total += (l % 2 == 0) ? term : -term;
  }
  return total;
}

double psi(const std::vector<int>& caps, int j) {
  for (int c : caps)
    if (c < 0) return 0.0;
  if (j < 0) return 0.0;
  if (j == 0) return 1.0;
  if (caps.empty()) return 0.0;
  std::vector<int> rest(caps.begin(), caps.end() - 1);
  double total = 0.0;
  for (int m = 0; m <= caps.back(); ++m) total += psi(rest, j - m);
  return total;
}

double theta(const std::vector<int>& caps_plus, const std::vector<int>& caps_minus, int j) {
  if (j < 0) return 0.0;
  if (j == 0) return 1.0;
  if (caps_plus.empty()) return 0.0;
  std::vector<int> rest_plus(caps_plus.begin(), caps_plus.end() - 1);
  std::vector<int> rest_minus(caps_minus.begin(), caps_minus.end() - 1);
  // The zero-hop case of the last dimension counted once (A6).
  double total = theta(rest_plus, rest_minus, j);
  for (int m = 1; m <= caps_plus.back(); ++m) total += theta(rest_plus, rest_minus, j - m);
  for (int m = 1; m <= caps_minus.back(); ++m) total += theta(rest_plus, rest_minus, j - m);
  return total;
}

std::vector<double> surface_area_by_recursion(int k, int n, Directions directions) {
  const int d = diameter(k, n, directions);
  std::vector<double> area(static_cast<std::size_t>(d) + 1);
  if (directions == Directions::uni) {
    const std::vector<int> caps(static_cast<std::size_t>(n), k - 1);
    for (int i = 0; i <= d; ++i) area[static_cast<std::size_t>(i)] = psi(caps, i);
  } else {
    const std::vector<int> plus(static_cast<std::size_t>(n), (k - 1) / 2);
    const std::vector<int> minus(static_cast<std::size_t>(n), k / 2);  // ceil((k-1)/2)
    for (int i = 0; i <= d; ++i) area[static_cast<std::size_t>(i)] = theta(plus, minus, i);
  }
  return area;
}

double agarwal_mean_hops(int k, Directions directions) {
  if (directions == Directions::uni) return (k - 1) / 2.0;
  return k % 2 == 0 ? k / 4.0 : (static_cast<double>(k) * k - 1.0) / (4.0 * k);
}

double mean_distance(int k, int n, Directions directions) {
  check(k, n);
  const double nodes = node_count(k, n);
  if (directions == Directions::uni) return n * (k - 1) * nodes / (2.0 * (nodes - 1.0));
  return n * agarwal_mean_hops(k, directions) * nodes / (nodes - 1.0);
}

}  // namespace kncube::analytical
