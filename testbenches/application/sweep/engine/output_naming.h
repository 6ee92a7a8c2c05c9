#pragma once
// The default output folder of a sweep, named after what was simulated so that sweeps of
// different configurations do not overwrite each other:
// sweep-<topology>-<k>ary-<n>cube-<uni|bi>-<routing>-v<V>-m<M>-<traffic>,
// e.g. sweep-torus-8ary-2cube-uni-duato-v3-m32-uniform.

#include <string>

#include "analytical/vocabulary/network_spec.h"

namespace kncube::sweep {

std::string default_output_name(const NetworkSpec& spec);

}  // namespace kncube::sweep
