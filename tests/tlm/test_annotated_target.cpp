// The loosely-timed path's target (AnnotatedTarget): requests called out of arrival order are
// served first come first served by arrival, and one that comes before requests already answered
// takes on the delay time order would have given them, so that the total is time order's.
#define SC_INCLUDE_DYNAMIC_PROCESSES  // sc_spawn for the test's initiators
#include <gtest/gtest.h>

#include <systemc>
#include <tlm>
#include <vector>

#include "testbenches/testbench/simulation/systemc_kernel.h"
#include "tlm/contention/annotated_target.h"

namespace kncube::tlm2 {
namespace {

// A blocking target that takes 10 ns per request and counts its calls.
class SlowTarget : public tlm::tlm_fw_transport_if<> {
 public:
  int calls = 0;
  void b_transport(tlm::tlm_generic_payload&, sc_core::sc_time& delay) override {
    ++calls;
    delay += sc_core::sc_time(10, sc_core::SC_NS);
  }
  tlm::tlm_sync_enum nb_transport_fw(tlm::tlm_generic_payload&, tlm::tlm_phase&, sc_core::sc_time&) override {
    return tlm::TLM_COMPLETED;
  }
  bool get_direct_mem_ptr(tlm::tlm_generic_payload&, tlm::tlm_dmi&) override { return false; }
  unsigned int transport_dbg(tlm::tlm_generic_payload&) override { return 0; }
};

sc_core::sc_time ns(double t) { return sc_core::sc_time(t, sc_core::SC_NS); }

TEST(AnnotatedTarget, RequestsCalledOutOfArrivalOrderTakeTheDelaysTimeOrderWouldHaveGiven) {
  SlowTarget target;
  AnnotatedTarget served;
  tlm::tlm_generic_payload payload;
  EXPECT_EQ(served.serve(target, payload, ns(100)), ns(110));  // alone
  EXPECT_EQ(served.serve(target, payload, ns(105)), ns(120));  // behind the first
  // Arrives before both: served at once (95..105); in time order it would have pushed the first to
  // 105..115 and the second to 115..125, 10 ns of delay it takes on.
  EXPECT_EQ(served.serve(target, payload, ns(95)), ns(105 + 10));
  // Time order's completions: 105, 115, 125 for arrivals 95, 100, 105: 45 ns in all, as here
  // (110 - 100) + (120 - 105) + (115 - 95).
  // After a gap: alone again; and one arriving within the pushed schedule waits for its end.
  EXPECT_EQ(served.serve(target, payload, ns(200)), ns(210));
  EXPECT_EQ(served.serve(target, payload, ns(120)), ns(135));  // behind the pushed second (125)
  EXPECT_EQ(target.calls, 5);
}

// A blocking target that, for a request to address 1, waits out its time inside b_transport, as a
// synchronising target does (the Accellera lt_temporal_decouple example's lt_synch_target): until
// its start, then 10 ns. Others it annotates, 10 ns each.
class SometimesWaitingTarget : public SlowTarget {
 public:
  void b_transport(tlm::tlm_generic_payload& payload, sc_core::sc_time& delay) override {
    if (payload.get_address() != 1) return SlowTarget::b_transport(payload, delay);
    ++calls;
    sc_core::wait(delay);
    sc_core::wait(ns(10));
    delay = sc_core::SC_ZERO_TIME;
  }
};

// While the target waits in B's call, other initiators' calls are served: the schedule B was
// placed in (A, A2: B's place was 2) is dropped by C's call once both have ended, before B's call
// returns. B's place must be found again: taken from before the call it lay past the schedule's
// end, and the insertion there read freed memory (AddressSanitizer, in the Accellera example's
// test). C, arriving before B but called after it, was served first; time order puts B after C.
TEST(AnnotatedTarget, ATargetThatWaitsLetsOtherCallsInAndTheScheduleStaysInArrivalOrder) {
  simulation::start_fresh_systemc_context();
  SometimesWaitingTarget target;
  AnnotatedTarget served;
  tlm::tlm_generic_payload a, b, c;
  b.set_address(1);
  sc_core::sc_time answer_a, answer_a2, answer_b, answer_c;
  sc_core::sc_spawn([&] {
    answer_a = served.serve(target, a, ns(100));   // 100..110, answered at once
    answer_a2 = served.serve(target, a, ns(105));  // behind it, 110..120
  });
  sc_core::sc_spawn([&] {
    sc_core::wait(ns(1));
    answer_b = served.serve(target, b, ns(130));  // after A and A2; the target waits until 140
  });
  sc_core::sc_spawn([&] {
    sc_core::wait(ns(125));
    answer_c = served.serve(target, c, ns(126));  // A and A2 have ended and are dropped: 126..136
  });
  sc_core::sc_start();
  EXPECT_EQ(answer_a, ns(110));
  EXPECT_EQ(answer_a2, ns(120));
  EXPECT_EQ(answer_c, ns(136));
  EXPECT_EQ(answer_b, ns(146));  // behind C (126..136), as time order serves them: 136..146
  EXPECT_EQ(target.calls, 4);
}

}  // namespace
}  // namespace kncube::tlm2
