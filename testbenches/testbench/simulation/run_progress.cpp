#include "testbenches/testbench/simulation/run_progress.h"

#include <cmath>
#include <string>
#include <utility>

#include "testbenches/utilities/progress_bar.h"

namespace kncube::simulation {

RunProgress::RunProgress(std::ostream& out, double interval_seconds, double planned_cycles, std::int64_t planned_messages,
                         std::string label)
    : out_(out),
      label_(std::move(label)),
      interval_(interval_seconds),
      planned_cycles_(planned_cycles),
      planned_messages_(planned_messages),
      start_(Clock::now()),
      next_(start_ + std::chrono::duration_cast<Clock::duration>(interval_)) {}

void RunProgress::on_check(rtl::Cycle now, const stats::RunStatistics& statistics) {
  const Clock::time_point at = Clock::now();
  if (at < next_) return;
  next_ = at + std::chrono::duration_cast<Clock::duration>(interval_);
  const double elapsed = std::chrono::duration<double>(at - start_).count();
  const bool draining = statistics.window_end() >= 0;
  // A window in cycles is set from the start; it has begun once the run reaches its first cycle.
  const bool measuring = statistics.window_open() && now >= statistics.window_start();
  const char* phase = draining ? "draining" : measuring ? "measuring" : "warm-up";
  std::string line = label_ + ": " + phase + ", cycle " + std::to_string(now);
  const double done = static_cast<double>(now) / planned_cycles_;
  if (!draining && std::isfinite(planned_cycles_) && planned_cycles_ > 0.0)
    line += " of about " + std::to_string(static_cast<long long>(std::llround(planned_cycles_)));
  line += ", " + std::to_string(statistics.measured_delivered());
  if (planned_messages_ > 0) line += " of " + std::to_string(planned_messages_);
  line += " measured messages delivered";
  if (draining) line += " (" + std::to_string(statistics.measured_generated() - statistics.measured_delivered()) + " in flight)";
  line += ", " + sweep::clock_text(elapsed) + " elapsed";
  // The share of the planned cycles done sets the estimate; draining has no plan to go by.
  if (!draining && done > 0.0 && done < 1.0) line += ", about " + sweep::clock_text(elapsed * (1.0 - done) / done) + " left";
  out_ << line << '\n' << std::flush;
  ++lines_;
}

}  // namespace kncube::simulation
