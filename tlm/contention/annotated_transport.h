#pragma once
// The loosely-timed path of the contention model: b_transport to a blocking target answered in the
// caller's thread without waiting. The request's messages are timed from the initiator's local
// time (sc_time_stamp() + delay), the target's b_transport is called with the delay up to their
// arrival (and to the end of the target's previous annotated request: a target serves one at a
// time), the response's messages are timed from when the target is done, and the delay returned
// is the response's arrival: temporal decoupling is kept through the network.
//
// Because initiators run ahead of each other, reservations are made in the order the calls
// happen, not in local-time order, and each runs its messages to delivery before it returns: every
// message a new one meets has been answered and can no longer be delayed. So a new message takes
// on, besides its own delays, those that time order would have given the messages it meets
// (CallOrderChannels, ChannelCrossing::owed), and holds its tail back by them, so that waits it
// has downstream absorb them as they would have absorbed the others'. An injection channel taken
// by a later message is not waited for, and a target serves requests by arrival, the one that
// comes before requests already served taking on the delay it would have given them
// (AnnotatedTarget). Measured against the cycle-level bridge on the 8x8 torus (bench_tlm_contention
// --platform lt): within 1.1% up to 70% of saturation with the default 100-cycle quantum, within
// 2.3% with quanta from 1 to 10 000 cycles (the other networks: README, issue 13). The end-to-end
// credits and windows of the timed path do not apply (a thread has one blocking transaction
// outstanding).

#include <systemc>
#include <tlm>

#include "tlm/bridge/transfer.h"
#include "tlm/contention/annotated_target.h"
#include "tlm/contention/contention_network.h"
#include "tlm/platform/platform_map.h"
#include "tlm/protocol/message_format.h"

namespace kncube::tlm2 {

// `transfer` describes the checked payload (source, destination, addresses); `delay` is the
// initiator's annotation in and the completion's out. A `posted` write (TransportConfig::
// posted_writes) completes at its request's arrival with TLM_OK_RESPONSE and sends no response;
// returns whether the target answered it with an error nobody will see.
bool annotated_transport(ContentionNetwork& network, const MessageFormat& format, Transfer& transfer,
                         tlm::tlm_fw_transport_if<>& target, AnnotatedTarget& target_state, bool posted,
                         sc_core::sc_time& delay);

}  // namespace kncube::tlm2
