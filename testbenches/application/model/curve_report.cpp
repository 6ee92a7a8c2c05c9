#include "testbenches/application/model/curve_report.h"

#include <algorithm>

namespace kncube::report {

std::vector<std::string> class_names(const CurveReport& report) {
  std::vector<std::string> names;
  for (const auto& point : report.points)
    for (const auto& cls : point.classes)
      if (std::find(names.begin(), names.end(), cls.name) == names.end()) names.push_back(cls.name);
  return names;
}

}  // namespace kncube::report
