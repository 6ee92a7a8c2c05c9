#include "testbenches/application/sweep/engine/output_naming.h"

namespace kncube::sweep {

std::string default_output_name(const NetworkSpec& spec) {
  return "sweep-" + std::string(to_string(spec.topology)) + "-" + std::to_string(spec.k) + "ary-" + std::to_string(spec.n) +
         "cube-" + std::string(to_string(spec.directions)) + "-" + std::string(to_string(spec.routing)) + "-v" +
         std::to_string(spec.vcs) + "-m" + std::to_string(spec.message_length) + "-" +
         std::string(to_string(spec.traffic.kind));
}

}  // namespace kncube::sweep
