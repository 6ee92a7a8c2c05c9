#include "testbenches/testbench/simulation/elapsed_ticker.h"

#include <utility>

#include "testbenches/utilities/progress_bar.h"

namespace kncube::simulation {

ElapsedTicker::ElapsedTicker(std::ostream& out, double interval_seconds, std::string what,
                             std::function<std::string()> detail)
    : out_(out),
      interval_(interval_seconds),
      what_(std::move(what)),
      detail_(std::move(detail)),
      start_(std::chrono::steady_clock::now()),
      thread_([this] { tick(); }) {}

ElapsedTicker::~ElapsedTicker() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_one();
  thread_.join();
}

int ElapsedTicker::lines() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return lines_;
}

void ElapsedTicker::tick() {
  std::unique_lock<std::mutex> lock(mutex_);
  auto next = start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(interval_);
  while (!stop_.wait_until(lock, next, [this] { return stopping_; })) {
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    out_ << what_ << (detail_ ? " (" + detail_() + ")" : std::string()) << ", " << sweep::clock_text(elapsed)
         << " elapsed\n"
         << std::flush;
    ++lines_;
    next = now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(interval_);
  }
}

}  // namespace kncube::simulation
