#pragma once
// Progress of a sweep on stderr: points done out of the total, runs done (a point has one run
// per replication), elapsed time and an ETA from the mean wall time per completed run. On a
// terminal the bar is redrawn in place (carriage return, erase line); elsewhere (a log file, a
// pipe, a test) each completed run prints one plain line, so logs stay readable.

#include <chrono>
#include <ostream>
#include <string>

namespace kncube::sweep {

class ProgressBar {
 public:
  ProgressBar(std::ostream& out, bool terminal, int total_points, int total_runs);

  // One more run finished; `points_done` counts the points whose every run finished;
  // `what` says which run it was ("rate 0.01, seed 2: ok").
  void run_finished(int points_done, const std::string& what);
  // Redraws the clock on a terminal; nothing elsewhere.
  void tick();
  // Ends the in-place line on a terminal.
  void finish();

 private:
  std::string status_line() const;
  void draw();

  std::ostream& out_;
  bool terminal_;
  int total_points_;
  int total_runs_;
  int points_done_ = 0;
  int runs_done_ = 0;
  std::chrono::steady_clock::time_point start_;
  bool drawn_ = false;
};

// "1:05" or "1:02:05" for a duration in seconds.
std::string clock_text(double seconds);

}  // namespace kncube::sweep
