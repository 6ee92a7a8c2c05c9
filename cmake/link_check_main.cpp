// The program of every link check (cmake/kncube_library.cmake): it does nothing; linking it with a
// whole library and only that library's declared dependencies is the check. SystemC's library
// calls sc_main, so a weak one stands in for libraries that do not define it.
extern "C" __attribute__((weak)) int sc_main(int, char**) { return 0; }
int main() { return 0; }
