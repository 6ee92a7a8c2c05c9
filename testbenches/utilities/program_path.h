#pragma once
// The path of the running kncube, which sweep and compare start again as `kncube run` children,
// so that the children are the same build as the parent.

#include <string>

namespace kncube::cli {

// /proc/self/exe resolved; the link itself if it cannot be read.
std::string running_program_path();

}  // namespace kncube::cli
