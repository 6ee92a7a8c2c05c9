#pragma once
// The transaction-level contention model of one network: messages, not flits. Every message is
// routed over the topology's channels as the cycle-level network routes it; the head spends the
// router's pipeline delays and the wire delay per hop, the body follows a channel period per flit
// behind, and each channel is shared with the other messages holding its VCs (SharedChannels:
// VCs held until the tail's credit returns, flits interleaved one per cycle).
//
// Heads are processed in time order, as the cycle-level routers see them: each message in flight
// has one pending request (waiting for an injection channel, its head asking for the next channel
// or the ejection port, or its tail waiting until no later head can delay it) in a calendar ordered
// by cycle, and requests are granted in that order (ties: the message sent first), so a message
// that reaches a channel first gets it first; a VC that comes free while several heads ask for it
// goes round robin over their router inputs (WaitingHeads), as the cycle-level VC allocator's. A
// message sent at cycle g asks for its first channel no earlier than g + lookahead(), so every
// request before `now + lookahead()` can be granted while messages are still being sent at `now`:
// advance() moves the model up to such a horizon and reports the messages whose tails it has
// delivered. State lives in flat arrays reused from
// message to message, so a message costs a few operations per hop and nothing per cycle;
// contention, queueing and saturation emerge from the grants rather than from a formula.
//
// What it assumes (and the cycle-level network does differently):
//  * A message holds a VC on every channel its tail has not left, and its tail leaves a channel
//    no earlier than the buffer_depth slots behind the next one let it (MessageTrail): a message
//    slowed downstream, or whose head waits for a VC, keeps its VCs upstream longer, its flits
//    taken as spread evenly over its time on a channel. In time order only (the call-order path
//    frees them as first computed).
//  * Routing: dimension order in the configured order (--dimension-order); the tie at k/2 on a
//    bidirectional ring is drawn at random per message, as the cycle-level network does. Duato's
//    adaptive routing (adaptive_routes.cpp) as the cycle-level router's route computation and VC
//    allocator choose: at each hop a free adaptive VC of a productive dimension, the dimension
//    drawn at random among those with one free, else the escape VC of the first unresolved
//    dimension (its dateline class on a torus ring); a head that finds none free asks again when
//    the first of them comes free.
//  * Injection: V injection channels per node with `--injection parallel`, each held until the
//    message's tail has left the source; with `--injection serial` (BookSim's terminal) the one
//    channel's V VCs, taken round robin, and before them a link that carries one message at a time
//    (InjectionChannels); with `--injection shared` a channel of its own per node, V VCs that a
//    message takes as it leaves the source queue and whose flits interleave as on any channel
//    (inject_on_link: until stop 64 held per message, +57.6% with 2-flit buffers). With either, a
//    head from the router's one injection input waits out the cycle another's tail leaves it
//    (InjectionInputTurns).
//  * Ejection: never blocks with `--ejection unlimited`; with `--ejection 1` (BookSim's router) a
//    channel of its own per node, V VCs that the heads ask for and whose flits interleave as on any
//    channel (SharedChannels), the processing element taking each flit at once. Until stop 63 the
//    port went to one message at a time, and a 1-flit message waited for a whole 9-flit one:
//    BookSim's router on the torus with 8 VCs read +7.6% at 70% of its saturation on uniform
//    traffic (1-flit messages +21%), now +2.0% (DESIGN_RECORD.md, "The ejection port as a
//    channel").
//  * Credits: where a channel's credit round trip is longer than its buffer takes to fill (a long
//    wire, a small buffer), a message longer than the buffer crosses it in groups (credit_paced).
//  * Graph networks (--topology graph, tm, xftm; adaptive_routes.cpp): the cycle-level network's own
//    routing function names each hop's candidates (rtl::GraphRouting: a free adaptive VC of a port
//    one hop closer, drawn as above, else the up*/down* escape VC, kept once taken; rtl::TmRingRouting:
//    TM's cut rings), and each channel's own wire delay applies.
//
// Plain C++ (no SystemC): ContentionNetwork puts it behind the bridge's sockets.

#include <cstdint>
#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "rtl_models/flit.h"
#include "rtl_models/network_config.h"
#include "rtl_models/random.h"
#include "tlm/contention/injection_channels.h"
#include "tlm/contention/injection_input_turns.h"
#include "tlm/contention/message_in_flight.h"
#include "tlm/contention/queued_behind.h"
#include "rtl_models/topology.h"
#include "rtl_models/routing_function.h"
#include "tlm/contention/request_calendar.h"
#include "tlm/contention/shared_channels.h"
#include "tlm/contention/stalled_heads.h"

namespace kncube::tlm2 {

class ChannelReservations {
 public:
  static constexpr rtl::Cycle kNever = RequestCalendar::kNever;
  // The token reserve() gives its message; submit() must not be given it.
  static constexpr std::uint64_t kReserved = std::numeric_limits<std::uint64_t>::max();

  // `config` must have passed rtl::validate().
  // `tie_seed`: the seed of the cycle-level network whose k/2 ties this one draws alike (see
  // tie_streams_); the same as config.seed unless the two differ (ContentionNetwork's response plane).
  explicit ChannelReservations(const rtl::NetworkConfig& config) : ChannelReservations(config, config.seed) {}
  ChannelReservations(const rtl::NetworkConfig& config, std::uint64_t tie_seed);

  // A message of `flits` flits from `from` to `to`, generated at cycle `generated`. Messages of
  // one node must be submitted in generation order; for heads to be granted in time order, no
  // message may be generated before the last horizon given to advance() minus lookahead() (one
  // queued behind others at its source asks from `generated`, which may be before that horizon:
  // granted first in the next advance(), in its own cycle).
  void submit(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated, std::uint64_t token);
  // Grants, in time order, every request of a cycle before `horizon`; appends the messages
  // delivered meanwhile (in the order their last request was granted).
  void advance(rtl::Cycle horizon, std::vector<CompletedMessage>& completed);
  // The cycle of the earliest pending request, kNever when nothing is in flight.
  rtl::Cycle next_request() const { return requests_.earliest(); }
  // The earliest cycle a message in flight can be delivered in, or `limit` if that is earlier:
  // no message is delivered before a request of its own plus delivery_lead(). Between two calls
  // only messages submitted meanwhile can bring it earlier (a grant's next request is no less
  // bound than the request granted): submitted_delivery() says how early, since forget_submitted().
  // Without bounds_deliveries() the bound is the earliest request itself (no scan).
  rtl::Cycle first_delivery(rtl::Cycle limit) const {
    if (!bounds_deliveries_) return std::min(limit, requests_.earliest());
    return requests_.least_plus(limit, [this](int slot) { return delivery_lead(slot); });
  }
  // The least first_delivery() of the messages submitted since forget_submitted() alone.
  rtl::Cycle submitted_delivery() const { return submitted_delivery_; }
  void forget_submitted() { submitted_delivery_ = kNever; }
  // Whether the network should wake for the first delivery that can be due (first_delivery)
  // rather than for every cycle with a request (next_request). The bound's scan of the calendar
  // pays only where a message's flits take most of its time: measured on `bench_tlm_contention
  // --platform light --transactions 100` (callgrind), waking for deliveries took 1 KiB messages
  // (129 flits) 3.5% (uniform) and 6.6% (transpose) fewer instructions and 512-byte ones (65
  // flits) 0.5%, and cost 128- and 256-byte ones (17, 33 flits) 0.7 and 0.8% and 64-byte ones 0.6%
  // more. So: from kLongMessage flits on (the network's longest message); never with VCs released
  // as the tail is sent, whose bound is the earliest request itself (delivery_lead).
  static constexpr int kLongMessage = 64;
  bool bounds_deliveries() const { return bounds_deliveries_; }
  // Cycles from a message's generation to its first request at the earliest.
  int lookahead() const { return injection_.latency() + head_wait_; }
  std::size_t in_flight() const { return requests_.size(); }

  // Submits one message and advances until it is delivered (every earlier request granted first):
  // for call-order timing without a clock (the loosely-timed path, the tests). Other messages
  // delivered meanwhile are appended to `others`.
  MessageTiming reserve(rtl::NodeId from, rtl::NodeId to, int flits, rtl::Cycle generated,
                        std::vector<CompletedMessage>& others);

  // On the call-order path: no message will be generated before cycle `floor` any more, so what
  // only an earlier one could meet can be forgotten.
  void set_call_order_floor(rtl::Cycle floor) {
    channels_.set_floor(floor);
    injection_.set_floor(floor);
  }

  rtl::NodeId node_count() const { return topology_.node_count(); }
  const rtl::TopologyGraph& topology() const { return topology_; }

  // Flits granted so far (counted when a message is granted the channel, its injection channel or
  // its ejection, so a window between two readings holds the messages granted in it): onto the
  // channel leaving `node` through network port `port` (0 where it has none), into `node`'s
  // injection port `injection` (0 .. injection_ports() - 1: the router inputs the cycle-level
  // network has, V with parallel injection, else 1), and out of its ejection port.
  std::uint64_t channel_flits(rtl::NodeId node, int port) const {
    const int channel = channel_from(node, port);
    return channel < 0 ? 0 : channel_flits_[static_cast<std::size_t>(channel)];
  }
  std::uint64_t injected_flits(rtl::NodeId node, int injection) const {
    return injected_flits_[port_index(node, injection)];
  }
  std::uint64_t ejected_flits(rtl::NodeId node) const { return ejected_flits_[static_cast<std::size_t>(node)]; }
  int injection_ports() const { return injection_.ports(); }
  // VC-cycles in which the buffers at the far end of that channel (the next router's input) held a
  // message, and likewise the buffers of `node`'s injection port `injection`: each message's from its
  // head's arrival to its tail's leaving (switched onward or delivered), as the cycle-level routers
  // count their input VCs busy (rtl::RouterActivity::vc_busy_cycles). Counted when the tail's
  // leaving is computed, and moved with the tail when back pressure or a newcomer sharing a channel
  // upstream makes it later (channel_back_pressure.cpp: in time order only; call order counts the
  // tail as first computed), also where the model does not hold the VC longer for it: the buffers'
  // occupancy as the messages' latencies imply it, not the model's VC holds. So a window between two
  // readings holds the messages whose tails left in it, whole. Two messages in one VC (a head behind
  // a released VC's tail) count twice.
  // Only once count_busy_vcs() was called (BridgeStatistics does), from then on: the additions per
  // hop, and the loops over a delayed tail's channels, cost the `light` platform 2.4% of its
  // instructions, the branches that skip them 0.5% (README, "Busy VCs on both models"); zero before.
  void count_busy_vcs() { counts_busy_ = true; }
  std::int64_t channel_busy_cycles(rtl::NodeId node, int port) const {
    const int channel = channel_from(node, port);
    return channel < 0 ? 0 : channel_busy_[static_cast<std::size_t>(channel)];
  }
  std::int64_t injection_busy_cycles(rtl::NodeId node, int injection) const {
    if (injection_link_ >= 0) return channel_busy_[static_cast<std::size_t>(injection_link_) + static_cast<std::size_t>(node)];
    return injection_busy_[port_index(node, injection)];
  }

 private:
  // Where `node`'s injection port `injection` is in the per-port arrays.
  std::size_t port_index(rtl::NodeId node, int injection) const {
    return static_cast<std::size_t>(node) * static_cast<std::size_t>(injection_.ports()) + static_cast<std::size_t>(injection);
  }
  using Message = MessageInFlight;
  // Sets the message's port and steps for its next dimension with hops left; false: it is home.
  bool route_next_dimension(Message& message);
  // Duato's routing (adaptive_routes.cpp): the message's hops left and its tie draws, at its source.
  void route_adaptive(Message& message);
  // Crosses one channel of the message's productive dimensions as Duato's routing chooses it (port
  // and vc_class: the channel's port and class taken). False when no VC it may take is free: it
  // asks again at `retry`; `channel` is then its escape channel.
  bool cross_adaptive(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry);
  // The choice both adaptive routings make among their candidates: a VC of `adaptive_class` on one
  // of the `count` ports of `ports`, drawn at random among those with one free (the array is
  // reordered), else a VC of class `escape_class()` through `escape_port`; as cross_adaptive says.
  // A template for the escape class, asked only when no adaptive VC is free, and inlined into both
  // (adaptive_routes.cpp): called, with the class computed up front, Duato's torus took 3 to 4.5%
  // more instructions (callgrind, bench_tlm_contention --network duato).
  template <typename EscapeClass>
  bool take_first_free(int slot, rtl::Cycle start_request, int* ports, int count, int adaptive_class, int escape_port,
                       const EscapeClass& escape_class, int& channel, rtl::Cycle& retry);
  // Graph networks (cross_adaptive hands them over): crosses one channel as the network's routing
  // function names them at `message.node`, as cross_adaptive, and sets the hops left at the least.
  // Kept apart from the k-ary n-cubes' path (noinline, cold: placed out of the way): inlined into
  // grant() with cross_adaptive, the dimension-order path took 0.6% more instructions (callgrind,
  // bench_tlm_contention --platform light), and with cross_adaptive out of line Duato's 1.9%.
  [[gnu::noinline, gnu::cold]] bool cross_graph(int slot, rtl::Cycle start_request, int& channel, rtl::Cycle& retry);
  // The head's request at its current router.
  void request(int message);
  // Whether the head of message `slot`, asking at `cycle`, may be routed: not while the tail it
  // landed behind is still in its buffer, nor before the cycle after that tail left plus route
  // computation and VC allocation (rtl::Router::traverse); else asks again then (behind_tail.cpp).
  bool behind_left(int slot, rtl::Cycle cycle);
  // The head of message `slot` got a VC whose buffer still holds the tail of message
  // `crossing.behind`: it waits for that tail at the next router.
  void queued_behind(int slot, const ChannelCrossing& crossing);
  // The tail of message `slot` left the buffer it was in at `left`: a head behind it asks then.
  void left_buffer(int slot, rtl::Cycle left);
  // Takes a free injection channel at `cycle` and sends the head on; false when all are held.
  bool inject(int slot, rtl::Cycle cycle);
  // inject() with shared injection: crosses the node's injection link.
  bool inject_on_link(int slot, rtl::Cycle cycle);
  // Whether the message's head is in its source router's injection buffer (came in through no
  // network channel).
  bool at_injection_input(const Message& message) const {
    return message.channel < 0 || (injection_link_ >= 0 && message.channel >= injection_link_);
  }
  // The message's tail was switched out of the injection buffer at `tail_switched`, onto `channel`
  // (-1: delivered at its source).
  void release_injection(const Message& message, rtl::Cycle tail_switched, int channel) {
    injection_.release(static_cast<std::size_t>(message.server), static_cast<std::size_t>(message.injection_port),
                       InjectionChannels::Leaving{message.flits, message.timing.injected, tail_switched,
                                                  injection_.serial() ? drain_gap(channel, message) : 0});
  }
  // Cycles between the switching onto `channel` of the flit buffer_depth ahead of the message's
  // tail and the tail's: the buffer's flits at the channel's period, where credits pace it
  // (credit_paced) a round trip if that is longer, and a head's wait more if the tail's group
  // waited for one; -1, the ejection port: one flit a cycle.
  rtl::Cycle drain_gap(int channel, const Message& message) const {
    if (channel < 0) return buffer_depth_;
    const auto c = static_cast<std::size_t>(channel);
    if (credit_round_trip_[c] == 0) return static_cast<rtl::Cycle>(buffer_depth_) * channel_period_[c];
    return paced_drain_gap(channel, message);
  }
  rtl::Cycle paced_drain_gap(int channel, const Message& message) const;  // drain_gap where credits pace
  // Cycles from the head's switching onto `channel`, whose credits pace it, to flit `flit`'s, with
  // `ahead` routers ahead (credit_paced).
  rtl::Cycle paced_span(int channel, rtl::Cycle flit, rtl::Cycle ahead) const;
  // How many routers ahead of `channel` hold the groups of a message to `to` back (credit_paced).
  rtl::Cycle routers_ahead(int channel, rtl::NodeId to) const {
    return paces_alike_ ? topology_.distance(channel_sink_[static_cast<std::size_t>(channel)], to) + 1 : 1;
  }
  // The tail of message `slot` left the buffer of the router it is at (switched onto `next_channel`,
  // or delivered: -1) at `tail_switched`: the VC it held there, or its injection channel, is
  // released, and the buffer's busy cycles counted (count_busy_vcs).
  void left_router(int slot, rtl::Cycle tail_switched, int next_channel);
  // Counts the buffer the message's tail left at `tail_switched` (channel_busy_cycles); kept out of
  // left_router, whose callers are the model's hot path, for when nothing counts.
  [[gnu::noinline]] void count_left(const Message& message, rtl::Cycle tail_switched);
  // Grants the request of message `slot`: crosses one channel or ejects; true when delivered.
  bool grant(int slot, rtl::Cycle cycle);
  // Crosses one channel on a VC of class `vc_class`: head and tail arrival cycles at the next
  // router. False when no VC of the class is free: it asks again at `retry`.
  bool cross(int slot, int channel, int vc_class, rtl::Cycle start_request, rtl::Cycle& retry);
  // Back pressure (channel_back_pressure.cpp), in time order at cycle `now`. The message `slot`
  // was switched onto a channel (`crossed`): its tail leaves the channels before no earlier than
  // the buffers between allow.
  void crossed(int slot, const CrossedChannel& crossed, rtl::Cycle now);
  // A newcomer on `channel` delayed the tail of message `slot` there to `tail_switched`: its tail
  // leaves the channels before later. Not carried to the channels after (channel_back_pressure.cpp).
  void tail_delayed(int slot, int channel, rtl::Cycle tail_switched, rtl::Cycle own_tail_switched, rtl::Cycle now);
  // The head of message `slot` found no VC of its class free on `channel` and asks again at
  // `retry`: its flits behind it wait meanwhile.
  void waits(int slot, int channel, rtl::Cycle retry, rtl::Cycle now);
  // Credit-paced routes: the head of message `slot` goes on no earlier than `until` (resumed(): it
  // went on), its flits behind it standing still meanwhile (stalled_heads.h, channel_back_pressure.cpp).
  void stalled(Message& message, int slot, rtl::Cycle until, rtl::Cycle now);
  void resumed(Message& message, int slot, rtl::Cycle now);
  void press_stalled(Message& message, int slot, int last, rtl::Cycle until, rtl::Cycle now);
  // Entry `i` of the message's trail: its tail is switched no earlier than the buffers behind
  // `next`, the crossing after it, allow; when that is later than known, it presses back from there.
  void bound_by_next(Message& message, int slot, int i, const CrossedChannel& next, rtl::Cycle now);
  // Entry `i` of the message's trail has a later tail than before: the channels before it.
  void press_upstream(Message& message, int slot, int i, rtl::Cycle now);
  // Its tail left its first channel's router later: the injection channel is free later.
  void press_injection(Message& message, rtl::Cycle first_tail_switched, rtl::Cycle now);
  // Entry `i` of the message's trail has its tail switched at `tail`, later than known: the buffer it
  // leaves then (the far end of the channel before, or its injection channel's) holds it that much
  // longer (channel_busy_cycles, counted in left_later).
  void move_tail(Message& message, int i, rtl::Cycle tail) {
    if (counts_busy_) left_later(message, i, tail - message.trail[i].tail_switched);
    message.trail[i].tail_switched = tail;
  }
  void left_later(const Message& message, int i, rtl::Cycle later);
  // A newcomer delayed the tail on entry `i` of the message's trail by `later` cycles: every buffer
  // after the one it leaves onto that channel (move_tail) holds it that much longer, since it reaches
  // them that much later (the last one once the message is ejected: until then its leaving is
  // counted from the moved tail when it comes).
  [[gnu::noinline]] void delayed_downstream(const Message& message, int i, rtl::Cycle later);
  // The channel leaving router `node` through network port `port`.
  int channel_from(rtl::NodeId node, int port) const {
    return channel_at_[static_cast<std::size_t>(node) * static_cast<std::size_t>(topology_.network_ports()) +
                       static_cast<std::size_t>(port)];
  }
  // Cycles from a flit's switching onto `channel` to its arrival at the router after it.
  rtl::Cycle hop_latency(int channel) const {
    return hop_latency_[static_cast<std::size_t>(channel)];
  }
  // cross() from the source router's one injection input, in turn (InjectionInputTurns); out of
  // line, as most networks have an input per injection VC.
  [[gnu::noinline]] bool cross_from_injection_input(int slot, int channel, rtl::Cycle cycle, rtl::Cycle& retry);
  // The VC class the message uses on its next channel.
  int vc_class(Message& message) const;
  // Cycles from the message's pending request to its delivery at the least: the ejection after its
  // head is there (ejected), before that also its tail's flits behind the head and the hops left
  // in this dimension (each a switch, a wire and a route and VC allocation at the least). Asked
  // only where bounds_deliveries_: with VCs released as the tail is sent a head parked behind
  // another message's tail has no request of its own to bound it (ReleasedVcs).
  int delivery_lead(int slot) const {
    const Message& message = messages_[static_cast<std::size_t>(slot)];
    return message.ejected ? ejected_lead_ : delivery_lead_ + message.flits - 1 + message.steps * least_hop_;
  }
  // The cycle the tail of the message crossing `channel` is switched on at the earliest when the
  // channel's credit round trip is longer than its buffer takes to fill (credit_round_trip_), and
  // the channel's record of the message moved to it (in time order). Out of line: no reference
  // network takes it, and inlined into cross() it cost `light` 0.9% more instructions.
  [[gnu::noinline]] rtl::Cycle credit_paced(int slot, int channel, const ChannelCrossing& crossing);

  rtl::TopologyGraph topology_;
  int head_wait_;       // route + VC allocation, cycles
  int switch_latency_;  // switch allocation + crossbar, cycles
  int ejection_latency_;
  // With a single-port ejection (rtl::EjectionKind::single_port): the channel index of node 0's
  // port (node n's: + n), after the network's channels, its V VCs a class of their own
  // (ejection_class_); -1 when every input ejects a flit a cycle.
  int ejection_port_ = -1;
  int ejection_class_ = 0;
  // With shared injection (rtl::InjectionKind::shared): the channel index of node 0's injection
  // link (node n's: + n), after the ports, its V VCs a class of their own (injection_class_), on
  // which the network interface interleaves up to V messages a flit a cycle; -1 otherwise
  // (InjectionChannels then holds the injection channels).
  int injection_link_ = -1;
  int injection_class_ = 0;
  int buffer_depth_;  // flits per VC buffer
  InjectionChannels injection_;
  InjectionInputTurns input_turns_;  // serial or shared injection, dimension order, time order
  StalledHeads stalls_;              // credit-paced routes, per message slot
  int delivery_lead_;      // switch and ejection: from a head's ejection request to its delivery at the least
  // From an ejected message's request to its delivery: the switch and ejection, or none through a
  // single port, where the request is for the tail's delivery itself (grant).
  int ejected_lead_;
  int least_hop_;          // from one channel request of a head to its next at the least
  std::vector<int> dimension_order_;
  std::vector<int> channel_at_;        // [node * network_ports + port] -> channel index
  // Per channel: cycles from a flit's switching onto it to its arrival at the far end (the switch
  // and the wire; an injection link's own latency, no switch before it).
  std::vector<int> hop_latency_;
  std::vector<int> channel_period_;    // per channel: cycles between flits
  // Per channel: cycles from a flit's switching onto it to its credit's return, where longer than
  // a buffer of flits at its period takes (0 elsewhere): a long wire, a small buffer.
  std::vector<int> credit_round_trip_;
  bool paces_credits_ = false;  // any channel's credit_round_trip_ is set
  // Every channel's credits pace it alike (one round trip and period): a route's groups then wait
  // for the head at every router ahead (credit_paced), not only the next.
  bool paces_alike_ = false;
  std::vector<rtl::NodeId> channel_sink_;
  std::vector<int> channel_sink_port_;  // per channel: the router input it enters through (graph routing)
  std::vector<std::uint64_t> channel_flits_;   // per channel: flits granted onto it
  std::vector<std::uint64_t> injected_flits_;  // [node * ports + port]
  std::vector<std::uint64_t> ejected_flits_;   // per node
  std::vector<std::int64_t> channel_busy_;     // per channel: VC-cycles at its far end (channel_busy_cycles)
  std::vector<std::int64_t> injection_busy_;   // [node * ports + port]
  bool counts_busy_ = false;                   // count_busy_vcs()
  SharedChannels channels_;
  bool dateline_classes_;                   // a torus ring: two escape (Duato) or dimension-order VC classes
  bool adaptive_;                           // Duato's routing, or a graph network's (graph_routing_)
  int adaptive_class_;                      // Duato's routing: the class of its adaptive VCs
  // Graph networks: the cycle-level network's routing function (null on the k-ary n-cubes), and
  // per VC class its first VC (the VC a head held on its last channel, as that function reads it).
  std::unique_ptr<const rtl::RoutingFunction> graph_routing_;
  std::vector<int> class_first_vc_;
  rtl::DatelineClasses classes_;
  std::vector<int> source_queue_;           // per node: messages waiting for an injection channel
  std::vector<Message> messages_;           // slots, reused through free_
  std::vector<int> free_;
  RequestCalendar requests_;
  bool tail_sent_;                     // VCs released as the tail is sent (ReleasedVcs)
  std::vector<QueuedBehind> queued_;   // per message slot, with tail_sent_ only
  std::uint64_t sent_ = 0;
  rtl::Cycle submitted_delivery_ = kNever;  // see submitted_delivery()
  bool bounds_deliveries_;
  // Which way a message goes in a dimension where its offset is exactly k/2 (a bidirectional torus
  // of even radix): drawn per message at submit() from its source node's stream, the stream, seed
  // and mask of that node's rtl::NetworkInterface (one next() per message, masked to the
  // dimensions), so that a message sent from a node as the cycle-level bridge's same message was
  // takes the same way round. Drawn from a stream of the model's own, the two models went
  // different ways round in half of such transactions and parted there by up to a hundred cycles
  // on 1 KiB transactions (README, issue 13, "Cutting a trace down").
  std::vector<rtl::Random> tie_streams_;  // per node
  std::uint16_t tie_mask_ = 0;
  std::mt19937_64 random_;  // Duato's routing: the choice among the free adaptive VCs
};

}  // namespace kncube::tlm2
