#pragma once
// Progress for a step that reports nothing while it works (a reference model's prediction and
// saturation rate before a run: from microseconds to half a minute for circuit-mmpp at 2^8
// phases). While it lasts, a line every `interval_seconds` of wall time: "<what>, M:SS elapsed"
// (or "<what> (<detail>), M:SS elapsed").
// A step shorter than the interval prints nothing, as a run shorter than its --progress interval
// does.

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <ostream>
#include <string>
#include <thread>

namespace kncube::simulation {

class ElapsedTicker {
 public:
  // Starts counting; `out` must outlive the ticker. interval_seconds > 0. `detail`, when given,
  // is asked at each line for what follows `what` in parentheses (how far the step is), from the
  // ticker's thread.
  ElapsedTicker(std::ostream& out, double interval_seconds, std::string what,
                std::function<std::string()> detail = {});
  // Stops at once (also when the step threw), without a last line.
  ~ElapsedTicker();
  ElapsedTicker(const ElapsedTicker&) = delete;
  ElapsedTicker& operator=(const ElapsedTicker&) = delete;

  int lines() const;

 private:
  void tick();

  std::ostream& out_;
  const std::chrono::duration<double> interval_;
  const std::string what_;
  const std::function<std::string()> detail_;
  const std::chrono::steady_clock::time_point start_;
  mutable std::mutex mutex_;
  std::condition_variable stop_;
  bool stopping_ = false;
  int lines_ = 0;
  std::thread thread_;  // last: started once the members it reads are
};

}  // namespace kncube::simulation
