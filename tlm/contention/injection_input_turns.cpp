// ChannelReservations' crossings from a router's one injection input (serial or shared injection):
// a head waits for the cycle in which another message's tail leaves that input on another channel
// (injection_input_turns.h).

#include "tlm/contention/channel_reservations.h"

namespace kncube::tlm2 {

bool ChannelReservations::cross_from_injection_input(int slot, int channel, rtl::Cycle cycle, rtl::Cycle& retry) {
  Message& message = messages_[static_cast<std::size_t>(slot)];
  // Out of time order a head may ask before a tail already recorded leaves; the call-order path
  // has no turns (nor back pressure, which moves the tails read here).
  if (channels_.out_of_order()) return cross(slot, channel, vc_class(message), cycle, retry);
  // The tail of a stream as it stands now: the back pressure may have moved it since it was kept.
  const auto tail_now = [this](const InjectionInputTurns::Stream& stream) -> rtl::Cycle {
    const Message& other = messages_[static_cast<std::size_t>(stream.message)];
    if (!other.live || other.sequence != stream.sequence) return -1;
    const int i = other.trail.find(stream.channel);
    return i >= 0 ? other.trail[i].tail_switched : stream.tail;
  };
  const rtl::NodeId node = message.node;
  if (input_turns_.taken(node, channel, cycle, tail_now)) {
    retry = cycle + 1;
    return false;
  }
  if (!cross(slot, channel, vc_class(message), cycle, retry)) return false;
  const int i = message.trail.find(channel);
  if (i >= 0) input_turns_.switched(node, {slot, message.sequence, channel, message.trail[i].tail_switched}, tail_now);
  return true;
}

}  // namespace kncube::tlm2
