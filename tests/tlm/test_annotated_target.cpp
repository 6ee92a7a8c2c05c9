// The loosely-timed path's target (AnnotatedTarget): requests called out of arrival order are
// served first come first served by arrival, and one that comes before requests already answered
// takes on the delay time order would have given them, so that the total is time order's.
#include <gtest/gtest.h>

#include <systemc>
#include <tlm>
#include <vector>

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

}  // namespace
}  // namespace kncube::tlm2
