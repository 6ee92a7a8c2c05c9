// Entry point for test programs that run SystemC simulations: SystemC's library owns the
// elaboration entry, so GoogleTest is started from sc_main; main() silences the banner first.
#include <gtest/gtest.h>

#include <cstdlib>
#include <systemc>

int sc_main(int argc, char* argv[]) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}

int main(int argc, char* argv[]) {
  setenv("SC_COPYRIGHT_MESSAGE", "DISABLE", 1);
  return sc_core::sc_elab_and_sim(argc, argv);
}
