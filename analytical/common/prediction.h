#pragma once
// What a latency model returns for one generation rate.

#include <string>
#include <vector>

namespace kncube::analytical {

// Which measured quantity a prediction's `latency` is to be compared with.
enum class Comparand {
  message_latency,  // generation to tail delivered (the chapter 3-5 models, eq 3.1)
  network_latency,  // head entering the network to tail delivered (Dally's D + T_n)
};

// Latency of one message class (regular / hot-spot, uniform / permutation), where a model gives it.
struct ClassPrediction {
  std::string name;
  double latency = 0.0;          // cycles
  double network_latency = 0.0;  // cycles
};

struct Prediction {
  double rate = 0.0;             // lambda_g, messages/node/cycle
  bool saturated = false;
  std::string reason;            // why saturated (empty otherwise)
  double latency = 0.0;          // mean message latency, cycles
  double network_latency = 0.0;  // S-bar, cycles
  double source_wait = 0.0;      // W-bar_s, cycles
  double multiplexing = 1.0;     // V-bar, mean degree of VC multiplexing
  double rho = 0.0;              // channel utilisation as the model defines it (largest channel class)
  int iterations = 0;            // fixed-point iterations used
  Comparand comparand = Comparand::message_latency;
  std::vector<ClassPrediction> classes;

  static Prediction saturated_at(double rate, std::string why, int iterations = 0) {
    Prediction p;
    p.rate = rate;
    p.saturated = true;
    p.reason = std::move(why);
    p.iterations = iterations;
    return p;
  }
};

}  // namespace kncube::analytical
