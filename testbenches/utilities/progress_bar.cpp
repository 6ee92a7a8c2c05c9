#include "testbenches/utilities/progress_bar.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace kncube::sweep {

namespace {

constexpr int bar_width = 24;

}  // namespace

std::string clock_text(double seconds) {
  if (!std::isfinite(seconds)) return "?";
  const long total = std::lround(std::max(0.0, seconds));
  char text[32];
  if (total >= 3600)
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
  else
    std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
  return text;
}

ProgressBar::ProgressBar(std::ostream& out, bool terminal, int total_points, int total_runs)
    : out_(out), terminal_(terminal), total_points_(total_points), total_runs_(total_runs),
      start_(std::chrono::steady_clock::now()) {}

std::string ProgressBar::status_line() const {
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string line = std::to_string(points_done_) + "/" + std::to_string(total_points_) + " points";
  if (total_runs_ != total_points_) line += " (" + std::to_string(runs_done_) + "/" + std::to_string(total_runs_) + " runs)";
  line += ", elapsed " + clock_text(elapsed) + ", ETA ";
  // The mean time per completed run already reflects how many run in parallel.
  line += runs_done_ > 0 ? clock_text(elapsed / runs_done_ * (total_runs_ - runs_done_)) : std::string("?");
  return line;
}

void ProgressBar::draw() {
  const int filled = total_runs_ > 0 ? bar_width * runs_done_ / total_runs_ : bar_width;
  out_ << "\r\033[K[" << std::string(static_cast<std::size_t>(filled), '#')
       << std::string(static_cast<std::size_t>(bar_width - filled), '.') << "] " << status_line() << std::flush;
  drawn_ = true;
}

void ProgressBar::run_finished(int points_done, const std::string& what) {
  points_done_ = points_done;
  ++runs_done_;
  if (terminal_)
    draw();
  else
    out_ << "kncube sweep: " << what << "; " << status_line() << '\n' << std::flush;
}

void ProgressBar::tick() {
  if (terminal_) draw();
}

void ProgressBar::finish() {
  if (terminal_ && drawn_) out_ << '\n' << std::flush;
  drawn_ = false;
}

}  // namespace kncube::sweep
