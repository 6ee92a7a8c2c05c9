#include "testbenches/testbench/stats/batch_means.h"

#include <boost/math/distributions/students_t.hpp>
#include <cmath>

namespace kncube::stats {

BatchMeans::BatchMeans(int batches) : sums_(static_cast<std::size_t>(batches), 0.0), counts_(static_cast<std::size_t>(batches), 0) {}

void BatchMeans::add(int batch, double value) {
  sums_[static_cast<std::size_t>(batch)] += value;
  ++counts_[static_cast<std::size_t>(batch)];
  total_ += value;
  ++count_;
}

double BatchMeans::mean() const { return count_ > 0 ? total_ / static_cast<double>(count_) : 0.0; }

double BatchMeans::batch_mean(int batch) const {
  const auto b = static_cast<std::size_t>(batch);
  return counts_[b] > 0 ? sums_[b] / static_cast<double>(counts_[b]) : 0.0;
}

double BatchMeans::half_width95() const {
  int filled = 0;
  double sum = 0.0;
  for (int b = 0; b < batches(); ++b) {
    if (counts_[static_cast<std::size_t>(b)] == 0) continue;
    ++filled;
    sum += batch_mean(b);
  }
  if (filled < 2) return 0.0;
  const double grand = sum / filled;
  double squares = 0.0;
  for (int b = 0; b < batches(); ++b) {
    if (counts_[static_cast<std::size_t>(b)] == 0) continue;
    const double d = batch_mean(b) - grand;
    squares += d * d;
  }
  const double sd = std::sqrt(squares / (filled - 1));
  return student_t_975(filled - 1) * sd / std::sqrt(static_cast<double>(filled));
}

double student_t_975(int degrees) {
  const boost::math::students_t distribution(static_cast<double>(degrees));
  return boost::math::quantile(distribution, 0.975);
}

}  // namespace kncube::stats
