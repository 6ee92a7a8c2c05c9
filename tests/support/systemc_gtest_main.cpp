// Entry point for test programs that run SystemC simulations: SystemC's library owns main()
// and calls sc_main, so GoogleTest is started from here.
#include <gtest/gtest.h>
#include <systemc>

int sc_main(int argc, char* argv[]) {
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
