#pragma once
// The messages between the ranks of an MPI sweep, as bytes: rank 0 sends a run (its index in the
// batch and its request), a worker answers with the index and the outcome, field for field, so the
// coordinator sees exactly the ProcessOutcome a local pool would have produced. Plain C++ (no MPI),
// so the encoding is tested without a launcher. Integers are little-endian fixed width; every rank
// of a job runs the same kncube build, so no version field.

#include <cstddef>
#include <string>
#include <utility>

#include "testbenches/utilities/process_pool.h"

namespace kncube::sweep {

// The message tags (MPI tags) of the protocol.
enum class MessageTag : int {
  run = 1,   // rank 0 -> worker: encode_run
  stop = 2,  // rank 0 -> worker: no more runs; stop what is running and say goodbye
  done = 3,  // worker -> rank 0: encode_done
  bye = 4,   // worker -> rank 0: stopped; nothing more will come from this rank
};

std::string encode_run(std::size_t index, const ProcessRequest& request);
// Throws std::invalid_argument when `bytes` is not a run message.
std::pair<std::size_t, ProcessRequest> decode_run(const std::string& bytes);

std::string encode_done(std::size_t index, const ProcessOutcome& outcome);
// Throws std::invalid_argument when `bytes` is not a done message.
std::pair<std::size_t, ProcessOutcome> decode_done(const std::string& bytes);

}  // namespace kncube::sweep
