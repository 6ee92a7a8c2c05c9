#pragma once
// A blocking target behind the contention model's loosely-timed path (annotated_transport.h): one
// request at a time, first come first served by arrival time, as the cycle-level bridge's target
// port serves it. Calls come in call order, not arrival order, and each is answered before the
// next one comes: a request may arrive before requests already served, which in time order it
// would have gone ahead of. So the target keeps the schedule of the requests that a later call may
// still come before (arrival, start, end, in arrival order), serves a new one after the requests
// that arrived before it, moves the ones after it back as time order would have (until a gap
// absorbs the push), and since those are answered already, the new one takes their delay on: its
// answer leaves that much later.

#include <cstddef>
#include <systemc>
#include <tlm>
#include <vector>

namespace kncube::tlm2 {

class AnnotatedTarget {
 public:
  // Calls the target with the request arriving at `arrival` (absolute, not before now); returns when
  // its answer leaves: the end of its service plus the delays owed to requests served earlier that
  // it would have gone ahead of.
  sc_core::sc_time serve(tlm::tlm_fw_transport_if<>& target, tlm::tlm_generic_payload& payload,
                         const sc_core::sc_time& arrival);

 private:
  struct Service {
    sc_core::sc_time arrival;
    sc_core::sc_time start;
    sc_core::sc_time end;
  };
  // The index a request arriving at `arrival` takes in the schedule: after every request that
  // arrived before it or with it (served in the order they came).
  std::size_t place(const sc_core::sc_time& arrival) const;
  // When the server is free for a request placed at `index`, from `time` on: the end of the
  // request before it, if that is later.
  sc_core::sc_time free_from(std::size_t index, const sc_core::sc_time& time) const;

  std::vector<Service> schedule_;  // by arrival; ends rise with arrivals (one server, in order)
};

}  // namespace kncube::tlm2
