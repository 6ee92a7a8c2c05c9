#pragma once
// Mean and 95% confidence interval by the method of batch means: the measured messages, in
// generation order, are cut into B equal batches; the batch means are treated as independent
// samples, so the half-width is t(0.975, B-1) * s_B / sqrt(B) with s_B the standard deviation of
// the batch means. Messages close in generation time are correlated; batches of thousands of
// messages are nearly independent, which plain per-message variance would ignore.

#include <cstdint>
#include <vector>

namespace kncube::stats {

class BatchMeans {
 public:
  explicit BatchMeans(int batches = 20);
  void add(int batch, double value);

  std::int64_t count() const { return count_; }
  double mean() const;          // over all samples
  double half_width95() const;  // 0 when fewer than 2 batches hold samples
  int batches() const { return static_cast<int>(sums_.size()); }
  double batch_mean(int batch) const;

 private:
  std::vector<double> sums_;
  std::vector<std::int64_t> counts_;
  double total_ = 0.0;
  std::int64_t count_ = 0;
};

// Two-sided 95% quantile of Student's t with `degrees` degrees of freedom.
double student_t_975(int degrees);

}  // namespace kncube::stats
