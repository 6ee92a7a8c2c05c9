#pragma once
// The turns of a router's injection input where all of a node's messages come in through one:
// with serial injection (BookSim's terminal, one message at a time on one link) or shared
// injection (the network interface's VCs interleaved on one link). A router switches at most one
// flit a cycle from an input, whichever of the input's VCs it is in, so a head that reaches the
// switch in the cycle another message's tail from that input goes out on another channel waits a
// cycle (a head bound for the same channel meets that tail in the channel's own sharing,
// SharedChannels). The model otherwise lets every message from an input go in the same cycle as
// long as their channels differ.
//
// Why at the injection input only: there a node's messages queue behind each other, so the cycle
// a head loses there every following message of the node loses too. The flit log of BookSim's
// router with 2-flit buffers on uniform traffic at 70% of its saturation (16 transactions of node
// 56, `--minimize` of a 19 200-transaction trace, tests/tlm/traces/node_queue.trace) shows no head
// leaving that input in a cycle another message's tail does: a read's head the cycle after a
// write's tail, a write's tail two cycles late behind two reads' heads. Counted at every router
// input it was tried in several forms and read high at light load (DESIGN_RECORD.md, "The next
// trace; the trace after that"). Only the tail is looked at, the one flit of a stream whose cycle
// the model knows exactly. And only where credits do not pace the head's first channel: on such
// routes a head that waits holds its stream back to the source (ChannelReservations::stalled),
// which holds the node's queue on that trace by itself (110.63 cycles against the bridge's 110.50,
// 109.13 with neither), and counted with the turns read high (112.06; uniform traffic at 70% +1.2%
// against -0.3%; DESIGN_RECORD.md, "The injection input's turns" and "A stalled stream").

#include <cstddef>
#include <cstdint>
#include <vector>

#include "rtl_models/flit.h"

namespace kncube::tlm2 {

class InjectionInputTurns {
 public:
  // The message whose tail is switched last from a node's injection input, as far as known.
  struct Stream {
    int message = -1;            // its slot; -1: none yet
    std::uint64_t sequence = 0;  // the message's, to tell a reused slot
    int channel = -1;            // the channel it went out on
    rtl::Cycle tail = 0;         // its tail switched onto that channel, as computed then
  };

  // `modelled`: every node has one injection input (serial or shared injection); otherwise
  // (parallel injection, an input per VC) nothing is kept and modelled() is false.
  InjectionInputTurns(std::size_t nodes, bool modelled) : last_(modelled ? nodes : 0) {}
  bool modelled() const { return !last_.empty(); }

  // Whether a head from `node`'s injection input asking for `channel` at `cycle` finds the input's
  // turn taken by the last stream's tail. `tail_now(stream)`: the cycle that tail is switched on as
  // the model knows it now (back pressure may have moved it), negative once the message is gone.
  template <typename TailNow>
  bool taken(rtl::NodeId node, int channel, rtl::Cycle cycle, TailNow tail_now) const {
    const Stream& last = last_[static_cast<std::size_t>(node)];
    return last.message >= 0 && last.channel != channel && tail_now(last) == cycle;
  }
  // A message went out from `node`'s injection input: the input's last stream if its tail is
  // switched on later than the one kept.
  template <typename TailNow>
  void switched(rtl::NodeId node, const Stream& stream, TailNow tail_now) {
    Stream& last = last_[static_cast<std::size_t>(node)];
    if (last.message < 0 || tail_now(last) < stream.tail) last = stream;
  }

 private:
  std::vector<Stream> last_;  // per node
};

}  // namespace kncube::tlm2
