#include "testbenches/application/run/message_path.h"

#include <ext/stdio_filebuf.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "rtl_models/network.h"
#include "testbenches/application/options/usage_error.h"

namespace kncube::cli {

namespace {

// Thrown out of the simulation once the followed message is delivered: the first pass has all it
// needs, and the child process ends right after.
struct FollowedMessageDelivered {};

class PathRecorder : public rtl::MessageObserver, public rtl::FlitObserver {
 public:
  explicit PathRecorder(std::uint64_t id) : id_(id) {}

  void attach(rtl::Network& network) {
    network_ = &network;
    for (rtl::NodeId node = 0; node < network.node_count(); ++node) network.set_flit_observer(node, this);
  }

  void on_generated(const rtl::GeneratedMessage& message) override {
    path_.generated_messages = std::max(path_.generated_messages, message.id + 1);
  }
  void on_delivered(const rtl::DeliveredMessage& message) override {
    if (message.id != id_) return;
    path_.injected = true;
    path_.injection = message.injected;
    path_.delivery = message.delivered;
    throw FollowedMessageDelivered{};
  }
  void on_switch(rtl::Cycle, rtl::NodeId node, const rtl::Flit& flit, int in_port, int, int out_port, int) override {
    // The head decides the route; the other flits follow it through the same ports.
    if (flit.message_id != id_ || flit.index != 0) return;
    path_.injected = true;
    path_.injection = flit.injected;
    const rtl::Router& router = network_->router(node);
    path_.hops.push_back(MessageHop{node, router.input_port_name(in_port), router.output_port_name(out_port)});
  }

  const MessagePath& path() const { return path_; }

 private:
  std::uint64_t id_;
  rtl::Network* network_ = nullptr;
  MessagePath path_;
};

// One line per fact; port names hold no spaces.
std::string encode(const MessagePath& path) {
  std::ostringstream out;
  out << "path " << path.generated_messages << ' ' << path.injected << ' ' << path.injection << ' ' << path.delivery
      << '\n';
  for (const MessageHop& hop : path.hops) out << "hop " << hop.router << ' ' << hop.in_port << ' ' << hop.out_port << '\n';
  return out.str();
}

MessagePath decode(const std::string& text) {
  std::istringstream in(text);
  MessagePath path;
  bool complete = false;
  for (std::string word; in >> word;) {
    if (word == "path") {
      in >> path.generated_messages >> path.injected >> path.injection >> path.delivery;
      complete = static_cast<bool>(in);
    } else if (word == "hop") {
      MessageHop hop;
      in >> hop.router >> hop.in_port >> hop.out_port;
      path.hops.push_back(hop);
    }
  }
  if (!complete) throw std::runtime_error("the first pass of --trace-message ended without reporting the message's path");
  return path;
}

[[noreturn]] void run_child(int write_end, std::uint64_t id,
                            const FirstPass& run) {
  // The pass repeats the run's reports and warnings; only the path matters, and its progress
  // (a large message id can take as long as the run itself), which goes to the stderr it had.
  const int progress_fd = dup(STDERR_FILENO);
  const int null = open("/dev/null", O_WRONLY);
  if (null >= 0) {
    dup2(null, STDOUT_FILENO);
    dup2(null, STDERR_FILENO);
  }
  __gnu_cxx::stdio_filebuf<char> progress_buffer(progress_fd >= 0 ? progress_fd : null, std::ios::out);
  std::ostream progress(&progress_buffer);
  PathRecorder recorder(id);
  try {
    run(recorder, [&recorder](rtl::Network& network) { recorder.attach(network); }, progress);
  } catch (...) {
    // Delivered (the usual way out), or the run failed: what was seen until then is the answer.
  }
  const std::string text = encode(recorder.path());
  std::size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = write(write_end, text.data() + written, text.size() - written);
    if (n <= 0) _exit(1);
    written += static_cast<std::size_t>(n);
  }
  _exit(0);
}

}  // namespace

MessagePath find_message_path(std::uint64_t id,
                              const FirstPass& run) {
  int ends[2];
  if (pipe(ends) != 0) throw std::runtime_error("--trace-message: cannot create a pipe for the first pass");
  std::cout.flush();
  std::cerr.flush();
  const pid_t child = fork();
  if (child < 0) throw std::runtime_error("--trace-message: cannot fork the first pass");
  if (child == 0) {
    close(ends[0]);
    run_child(ends[1], id, run);
  }
  close(ends[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = read(ends[0], buffer, sizeof buffer)) != 0;) {
    if (n < 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  close(ends[0]);
  int status = 0;
  waitpid(child, &status, 0);
  return decode(text);
}

void follow_message(traces::TraceRequest& request, const MessagePath& path) {
  const std::string id = std::to_string(*request.followed_message);
  if (!path.injected)
    throw UsageError::not_allowed(
        "trace-message", id,
        "the id of a message this run injects (" +
            (path.generated_messages == 0 ? std::string("it generates none")
                                          : "it generates messages 0 to " + std::to_string(path.generated_messages - 1)) +
            ")");
  if (request.window_given && !request.window.contains(path.injection))
    throw UsageError::not_allowed("trace-message", id,
                                  "a message injected inside --trace-window (message " + id + " is injected at cycle " +
                                      std::to_string(path.injection) + ")");
  for (const MessageHop& hop : path.hops) {
    request.routers.push_back(hop.router);
    request.open_groups.push_back(traces::OpenGroup{hop.router, "in_" + hop.in_port});
    request.open_groups.push_back(traces::OpenGroup{hop.router, "out_" + hop.out_port});
  }
  std::sort(request.routers.begin(), request.routers.end());
  request.routers.erase(std::unique(request.routers.begin(), request.routers.end()), request.routers.end());
  request.markers.push_back(traces::TraceMarker{path.injection, "injection"});
  if (path.delivery >= 0) request.markers.push_back(traces::TraceMarker{path.delivery, "delivery"});
  if (!request.window_given) {
    request.window.start = std::max<rtl::Cycle>(0, path.injection - kFollowMargin);
    if (path.delivery >= 0) request.window.end = path.delivery + kFollowMargin + 1;
  }
}

}  // namespace kncube::cli
