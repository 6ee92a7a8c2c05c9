#pragma once
// Dally's zero-load (contention-free) latency of a unidirectional k-ary n-cube (spec 03 §2.3,
// eqs 11-15, and eq 19). Times are in channel cycles unless a delay T_c / period T_p is given;
// message lengths L and widths W are in bits. k may be non-integer (k = N^(1/n), Figs 8-10).

namespace kncube::analytical {

// Eq (11): mean hop count with uniform sources and destinations, self included (the paper's
// form; the simulator mapping rescales it by N/(N-1), A9), D = n (k-1)/2.
double dally_mean_distance(double k, int n);

// Eq (19): the two parts of T_net = T_c D + T_p L/W.
struct DallyZeroLoad {
  double header_delay = 0.0;   // T_c D: the head's flight over D hops
  double serialisation = 0.0;  // T_p L/W: the body following the head
  double total() const { return header_delay + serialisation; }
};
DallyZeroLoad dally_zero_load(double k, int n, double message_bits, double channel_width, double channel_delay,
                              double channel_period);

// Eq (12): T_net = T_c (n(k-1)/2 + 2L/k), i.e. eq (19) with W = k/2 (eq 7) and T_p = T_c.
double dally_zero_load_latency(double k, int n, double message_bits, double channel_delay = 1.0);

// Eq (13): d T_net / d n at a fixed node count N, with k = N^(1/n) following n and T_c = 1,
// (k - 1 - k ln k)/2 + 2 L ln^2 k / (k ln N). At D = L/W (eq 14, 4L = n k (k-1)) it equals
// (k - 1 - ln k)/2 >= 0 (eq 15), so the optimum lies at or below that dimension.
double dally_latency_dimension_derivative(double k, double nodes, double message_bits);

}  // namespace kncube::analytical
