#include "testbenches/application/sweep/engine/sweep_result.h"

namespace kncube::sweep {

const char* to_string(RateSource source) {
  switch (source) {
    case RateSource::given: return "given";
    case RateSource::model: return "model";
    case RateSource::measured_estimate: return "measured-estimate";
  }
  return "?";
}

}  // namespace kncube::sweep
