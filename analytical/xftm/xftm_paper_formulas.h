#pragma once
// The closed forms of the x-Folded TM paper (seed 003) that spec 04 A.2 checks: the exact node
// count, Proposition 1's regression, Theorem 1's average distance, and the Moore bound that
// shows Theorem 1 impossible. XFTM-P (A.5.1) uses Theorem 1; nothing else should.

namespace kncube::analytical {

// N' = k^2 - [(k-2) + max(0, k-4) + max(0, k-6)] (spec 04 A.2.1), k >= 3.
int xftm_node_count(int k);
// Proposition 1 (eq. 7): N' ~ 0.8005 k^2 + 0.9786, a least-squares fit, off by up to 1 node.
double proposition1_node_count(int k);
// Theorem 1 (eq. 5): AD_3 = 1, AD_k = (AD_{k-1} + k(k-1)) / (k^2 - 1). Wrong (spec 04 A.2.3).
double theorem1_average_distance(int k);
// The smallest mean distance from one node to the other nodes - 1 of any graph of `nodes` nodes
// and maximum degree `degree` (levels of degree, degree (degree-1), ... nodes).
double moore_mean_distance(int nodes, int degree);

}  // namespace kncube::analytical
