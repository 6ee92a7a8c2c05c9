#!/usr/bin/env bash
# Configures and builds kncube (Release) into ./build, using every core.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${KNCUBE_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$(nproc)"
