#ifdef KNCUBE_WITH_MPI

#include "testbenches/distributed/mpi_process_runner.h"

#include <mpi.h>
#include <unistd.h>

#include <chrono>
#include <list>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include "testbenches/distributed/mpi_messages.h"
#include "testbenches/utilities/child_processes.h"

namespace kncube::sweep {

namespace {

using Clock = std::chrono::steady_clock;

// How long a rank waits between looks at its messages: short against a run, long enough that
// waiting costs no CPU (MPI's own blocking calls spin).
constexpr int poll_milliseconds = 10;

int tag(MessageTag t) { return static_cast<int>(t); }

struct Message {
  int source = 0;
  int tag = 0;
  std::string bytes;
};

// The next message from `source` (MPI_ANY_SOURCE for any) if one has arrived.
std::optional<Message> receive_if_any(int source) {
  int arrived = 0;
  MPI_Status status;
  MPI_Iprobe(source, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
  if (!arrived) return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  Message message;
  message.source = status.MPI_SOURCE;
  message.tag = status.MPI_TAG;
  message.bytes.resize(static_cast<std::size_t>(count));
  MPI_Recv(message.bytes.data(), count, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return message;
}

void send(int destination, MessageTag t, const std::string& bytes) {
  MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_BYTE, destination, tag(t), MPI_COMM_WORLD);
}

// Messages rank 0 has sent without waiting, kept until MPI is done with their bytes.
class PendingSends {
 public:
  PendingSends() = default;
  PendingSends(const PendingSends&) = delete;
  PendingSends& operator=(const PendingSends&) = delete;
  // Run messages are small and sent eagerly, so waiting for them here returns at once.
  ~PendingSends() {
    for (auto& send : sends_) MPI_Wait(&send.request, MPI_STATUS_IGNORE);
  }

  void send(int destination, MessageTag t, std::string bytes) {
    sends_.push_back({std::move(bytes), MPI_REQUEST_NULL});
    Send& send = sends_.back();
    MPI_Isend(send.bytes.data(), static_cast<int>(send.bytes.size()), MPI_BYTE, destination, tag(t), MPI_COMM_WORLD,
              &send.request);
  }
  // Forgets the sends MPI has finished with.
  void reap() {
    for (auto it = sends_.begin(); it != sends_.end();) {
      int complete = 0;
      MPI_Test(&it->request, &complete, MPI_STATUS_IGNORE);
      it = complete ? sends_.erase(it) : std::next(it);
    }
  }

 private:
  struct Send {
    std::string bytes;
    MPI_Request request;
  };
  std::list<Send> sends_;  // a list: the bytes must not move while MPI reads them
};

std::string host_name() {
  char name[256] = {};
  if (gethostname(name, sizeof name - 1) != 0) return "?";
  return name;
}

}  // namespace

MpiProcessRunner::MpiProcessRunner(int ranks, int per_rank) : ranks_(ranks), per_rank_(per_rank) {
  if (ranks < 2 || per_rank < 1) throw std::invalid_argument("MpiProcessRunner: needs 2 ranks or more and 1 slot or more");
}

std::vector<ProcessOutcome> MpiProcessRunner::run_all(const std::vector<ProcessRequest>& requests,
                                                      const DoneCallback& on_done, const TickCallback& on_tick,
                                                      int tick_milliseconds) const {
  std::vector<ProcessOutcome> outcomes(requests.size());
  std::vector<int> busy(static_cast<std::size_t>(ranks_), 0);
  ChildProcesses local;
  PendingSends sends;
  std::size_t next = 0;
  std::size_t finished = 0;
  auto finish = [&](std::size_t index, ProcessOutcome outcome) {
    outcomes[index] = std::move(outcome);
    ++finished;
    if (on_done) on_done(index, outcomes[index]);
  };
  auto last_tick = Clock::now();
  while (finished < requests.size()) {
    for (int rank = 0; rank < ranks_; ++rank)
      for (int& slots = busy[static_cast<std::size_t>(rank)]; slots < per_rank_ && next < requests.size(); ++slots, ++next) {
        if (rank == 0) local.start(requests[next], next);
        else sends.send(rank, MessageTag::run, encode_run(next, requests[next]));
      }
    for (auto& [index, outcome] : local.wait(poll_milliseconds)) {
      --busy[0];
      finish(index, std::move(outcome));
    }
    while (auto message = receive_if_any(MPI_ANY_SOURCE)) {
      if (message->tag != tag(MessageTag::done))
        throw std::runtime_error("rank " + std::to_string(message->source) + " sent an unexpected message (tag " +
                                 std::to_string(message->tag) + ")");
      auto [index, outcome] = decode_done(message->bytes);
      if (index >= requests.size())
        throw std::runtime_error("rank " + std::to_string(message->source) + " answered run " + std::to_string(index) +
                                 ", which was never sent");
      --busy[static_cast<std::size_t>(message->source)];
      finish(index, std::move(outcome));
    }
    sends.reap();
    if (on_tick && Clock::now() - last_tick >= std::chrono::milliseconds(tick_milliseconds)) {
      on_tick();
      last_tick = Clock::now();
    }
  }
  return outcomes;
}

int serve_runs(int rank) {
  ChildProcesses children;
  const std::string where = "rank " + std::to_string(rank) + " on " + host_name();
  for (;;) {
    for (auto& [index, outcome] : children.wait(poll_milliseconds)) send(0, MessageTag::done, encode_done(index, outcome));
    while (auto message = receive_if_any(0)) {
      if (message->tag == tag(MessageTag::stop)) {
        children.stop_all();
        send(0, MessageTag::bye, "");
        return 0;
      }
      auto [index, request] = decode_run(message->bytes);
      try {
        children.start(request, index);
      } catch (const std::exception& error) {
        ProcessOutcome failed;
        failed.exit_code = 127;
        failed.err = where + ": " + error.what() + "\n";
        send(0, MessageTag::done, encode_done(index, failed));
      }
    }
  }
}

bool stop_workers(int ranks, double timeout_seconds) {
  {
    PendingSends stops;
    for (int rank = 1; rank < ranks; ++rank) stops.send(rank, MessageTag::stop, "");
  }
  int goodbyes = 0;
  const auto deadline = Clock::now() + std::chrono::duration<double>(timeout_seconds);
  while (goodbyes < ranks - 1 && Clock::now() < deadline) {
    if (auto message = receive_if_any(MPI_ANY_SOURCE)) {
      if (message->tag == tag(MessageTag::bye)) ++goodbyes;
      continue;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(poll_milliseconds));
  }
  return goodbyes == ranks - 1;
}

}  // namespace kncube::sweep

#endif
