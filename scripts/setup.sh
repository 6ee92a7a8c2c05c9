#!/usr/bin/env bash
# Installs every Debian package kncube needs, skipping the ones already present.
# Safe to run any number of times.
set -euo pipefail

packages=(
  g++ cmake make pkg-config
  libsystemc-dev          # SystemC 2.3.4 kernel and TLM-2.0 headers
  libsystemc-doc          # the Accellera TLM-2.0 examples, built unmodified by tests/tlm/accellera
  libboost-dev libboost-program-options-dev libboost-math-dev
  libeigen3-dev           # dense matrices, matrix exponential: the MMPP/G/1 queue of the circuit-mmpp model
  libgtest-dev            # GoogleTest, built from source by CMake's FindGTest users or shipped prebuilt
  gnuplot-nox             # renders sweep and compare plots (PNG, SVG)
  gtkwave                 # vcd2fst validates VCD traces; gtkwave views them
  xvfb xauth              # xvfb-run: the trace tests open traces in GTKWave on a virtual display
  imagemagick             # import: the README's GTKWave screenshot (traces/doc/), taken under xvfb-run
  python3                 # scripts/booksim-agreement, scripts/throughput-past-saturation (standard library only)
  valgrind                # callgrind: scripts/tlm-instruction-ratios, the README's instruction tables
  openmpi-bin libopenmpi-dev  # optional for the build: `mpirun -np P kncube sweep` spreads runs over ranks
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
