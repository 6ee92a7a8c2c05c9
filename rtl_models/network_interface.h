#pragma once
// The network interface of a node: generates messages (arrival process x destination pattern)
// into an unbounded source queue, injects them flit by flit through V injection VCs with credit
// flow control (InjectionKind: one channel per VC, one channel the VCs share flit by flit, or one
// channel carrying one message at a time), and receives ejected flits, checking that every flit
// arrives once, in order and at the right node (the scoreboard) before reporting the delivered
// message.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <systemc>
#include <vector>

#include "rtl_models/arrival_cycle.h"
#include "rtl_models/channel.h"
#include "rtl_models/ejection_port.h"
#include "rtl_models/message_observer.h"
#include "rtl_models/random.h"
#include "rtl_models/router_config.h"
#include "rtl_models/traffic_source.h"

namespace kncube::rtl {

struct InterfaceContext {
  const RouterConfig* config = nullptr;
  int vcs = 1;
  int message_length = 1;            // flits
  int input_ports = 1;               // of the router: sizes the reassembly slots
  int injection_channels = 1;        // 1 (shared by the V injection VCs) or V (one per injection VC)
  std::uint16_t tie_mask = 0;        // dimensions whose direction ties at k/2 get a random bit (A12)
  const ArrivalProcess* arrivals = nullptr;
  const TrafficPattern* traffic = nullptr;
  MessageObserver* observer = nullptr;
  MessageCounter* counter = nullptr;
  std::uint64_t seed = 0;
};

// Thrown when the scoreboard sees a flit that breaks delivery rules.
class DeliveryError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class NetworkInterface : public sc_core::sc_module {
 public:
  NetworkInterface(sc_core::sc_module_name name, NodeId node, const InterfaceContext& context);

  // One injection channel shared by the VCs, or one per VC (context.injection_channels of them).
  void attach(const std::vector<Channel*>& injection);
  // The channel from the router's ejection port, which the interface holds (see ejection_).
  EjectionChannel& ejection() { return ejection_; }
  // One clock cycle: generation and injection, before the router steps.
  // Inline: most node-cycles neither generate nor inject, and end at the two tests.
  void step(Cycle now) {
    if (generates_at(now)) generate(now);
    // Credits wait in their channel while nothing is to be injected: they are only counted when needed.
    if (held_ == 0) return;
    inject(now);
  }
  // step() and deliver_ejected() for a loop that visits the nodes out of order, after the router
  // stepped: the injection, unless a message is generated this cycle. Returns whether this cycle
  // has work left whose order across nodes is seen, for finish_step() in node order: a message
  // generated (messages are numbered network-wide in the order they are generated) or delivered
  // (observers see deliveries in node order).
  bool step_unordered(Cycle now) {
    const bool generates = generates_at(now);
    if (!generates && held_ != 0) inject(now);
    return generates || ejection_.has_ready(now);
  }
  void finish_step(Cycle now) {
    if (generates_at(now)) step(now);  // step_unordered left this cycle's injection to it
    deliver_ejected(now);
  }
  // Takes the flits the router ejected up to `now`, after the router stepped, so a message is
  // reported (and a waiting TLM initiator woken) in the cycle it is delivered. Inline: in most
  // node-cycles nothing is ready.
  void deliver_ejected(Cycle now) {
    if (ejection_.has_ready(now)) deliver_ready(now);
  }

  // The line step() and deliver_ejected() read (Network::set_prefetching).
  void prefetch_step() const { __builtin_prefetch(&next_generation_); }
  // Stop generating (draining a run) or resume.
  void set_generating(bool on) { generating_ = on; }
  // Queues a message produced outside the interface (e.g. by a TLM initiator) as if generated at
  // cycle `now`; it is injected, delivered and reported like any other. `length` is in flits, 0 for
  // the network's message length; another length needs allow_variable_length() at every interface
  // of the network. Returns its id. Throws std::invalid_argument for a class a flit cannot carry
  // (>= kMaxMessageClasses) or a length outside 1..kMaxMessageLength.
  std::uint64_t submit(NodeId destination, std::uint8_t message_class, Cycle now, int length = 0);
  // Messages may have any length (submitted by a TLM bridge): the scoreboard then takes a message's
  // length from its tail instead of checking it against the network's message length.
  void allow_variable_length() { variable_length_ = true; }

  NodeId node() const { return node_; }
  std::size_t source_queue_length() const { return queue_size_; }
  std::int64_t flits_injected() const { return flits_injected_; }
  std::int64_t flits_delivered() const { return flits_delivered_; }
  std::int64_t messages_generated() const { return messages_generated_; }
  std::int64_t messages_delivered() const { return messages_delivered_; }
  Cycle last_move() const { return last_move_; }

 private:
  struct QueuedMessage {
    std::uint64_t id = 0;
    Cycle generated = 0;
    NodeId destination = 0;
    std::uint8_t message_class = 0;
    std::uint16_t tie_directions = 0;
    int length = 0;  // flits
  };
  struct Injection {  // a message being injected through one injection VC
    bool busy = false;        // VC holds a message (until its tail is sent or its tail credit returns)
    bool sending = false;     // flits remain to send
    int credits = 0;
    int length = 0;           // flits of the message
    Channel* channel = nullptr;  // the channel this VC injects on
    // The next flit to send: the message's fields are written once when it starts, so a flit
    // costs its index, kind and (for the head) injection cycle. Its vc is the VC on `channel`.
    Flit flit;
  };
  struct Reassembly {  // message arriving through one router input VC
    bool open = false;
    std::uint64_t id = 0;
    int next_index = 0;
  };

  // A message arrives from the arrival process in cycle `now`.
  bool generates_at(Cycle now) const { return now >= next_generation_ && generating_; }
  void generate(Cycle now);
  void deliver_ready(Cycle now);
  // Inlined into deliver_ready; its error reports are out of line in reject.
  inline __attribute__((always_inline)) void deliver(const EjectedFlit& ejected, Cycle delivered);
  // Throws DeliveryError "node N: flit I of message M" + problem.
  [[noreturn]] __attribute__((cold, noinline)) void reject(const Flit& flit, const std::string& problem) const;
  void inject(Cycle now);
  // Inlined into inject, like send_flit into them: the calls' register saves and restores cost
  // as much as the work of a cycle that sends one flit.
  inline __attribute__((always_inline)) void inject_each_vc(Cycle now);
  inline __attribute__((always_inline)) void inject_serial(Cycle now);
  // The message at the head of the source queue starts on injection VC `vc`.
  void take_next_message(Injection& vc);
  // The injection VC after `v` in round-robin order (a compare, not a division).
  static int after(int v, int vcs) { return v + 1 == vcs ? 0 : v + 1; }
  inline __attribute__((always_inline)) void send_flit(Injection& vc, Cycle now);
  void push_queue(const QueuedMessage& message);
  void pop_queue();

  // Read by step and deliver_ejected in every cycle: together, in one cache line, with the
  // ejection channel's bookkeeping itself (held here rather than in an array of the network's:
  // on a 1 024-node network that was one more cache miss per node and cycle).
  alignas(64) Cycle next_generation_ = kNeverArrives;  // arrival_cycle(next_arrival_): the cycle that generates it
  EjectionChannel ejection_;
  std::size_t held_ = 0;  // queue_size_ + busy_: messages queued or holding an injection VC
  bool generating_ = true;

  NodeId node_;
  const RouterConfig& config_;
  int message_length_;
  std::uint16_t tie_mask_;
  const ArrivalProcess& arrivals_;
  const TrafficPattern& traffic_;
  MessageObserver& observer_;
  MessageCounter& counter_;
  Random random_;
  InjectionKind injection_;  // config_.injection and vc_release, read where the flits are sent
  bool release_on_credit_;   // VcRelease::tail_credit: a VC is free when its tail's credit returns
  std::vector<Channel*> channels_;  // injection channels
  bool variable_length_ = false;
  double next_arrival_ = 0.0;  // time of the next arrival, cycles

  // Unbounded FIFO source queue as a growable ring (grows by doubling, never shrinks).
  std::vector<QueuedMessage> queue_;
  std::size_t queue_head_ = 0;
  std::size_t queue_size_ = 0;

  std::size_t vcs_;                    // VCs per router input port
  std::vector<Injection> injections_;  // one per injection VC
  int sending_ = 0;                    // injection VCs with flits left
  int busy_ = 0;                       // injection VCs holding a message
  int round_robin_ = 0;                // next injection VC to try first (shared and serial injection)
  int current_ = -1;                   // serial injection: the VC whose message is being sent, or -1
  std::vector<Reassembly> reassembly_;  // per router input VC

  std::int64_t flits_injected_ = 0;
  std::int64_t flits_delivered_ = 0;
  std::int64_t messages_generated_ = 0;
  std::int64_t messages_delivered_ = 0;
  Cycle last_move_ = -1;
};

}  // namespace kncube::rtl
