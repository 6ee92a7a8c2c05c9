#include "traces/waveform_recorder.h"

#include <algorithm>
#include <stdexcept>

#include "analytical/vocabulary/config_error.h"
#include "traces/gtkw_writer.h"
#include "traces/traced_signal.h"
#include "traces/vcd_file.h"

namespace kncube::traces {

namespace {

// "in_xp", ..., "out_pe": the port groups' names, in the order RouterSignals::trace lists them.
std::vector<std::string> port_group_names(const rtl::Router& router) {
  std::vector<std::string> names;
  for (int p = 0; p < router.input_ports(); ++p) names.push_back("in_" + router.input_port_name(p));
  for (int p = 0; p < router.output_ports(); ++p) names.push_back("out_" + router.output_port_name(p));
  return names;
}

std::string shown(const OpenGroup& group) { return "r" + std::to_string(group.node) + (group.port.empty() ? "" : "." + group.port); }

}  // namespace

void check_open_groups(const rtl::Router& router, const std::vector<rtl::NodeId>& traced,
                       const std::vector<OpenGroup>& open) {
  const std::vector<std::string> ports = port_group_names(router);
  std::string traced_list;
  for (rtl::NodeId node : traced) traced_list += (traced_list.empty() ? "r" : ", r") + std::to_string(node);
  for (const OpenGroup& group : open) {
    if (std::find(traced.begin(), traced.end(), group.node) == traced.end())
      throw ConfigError("trace-open", shown(group), "a traced router (" + traced_list + "), optionally with .PORT");
    if (!group.port.empty() && std::find(ports.begin(), ports.end(), group.port) == ports.end()) {
      std::string port_list;
      for (const std::string& port : ports) port_list += (port_list.empty() ? "" : ", ") + port;
      throw ConfigError("trace-open", shown(group), "rN or rN.PORT with PORT one of " + port_list);
    }
  }
}


WaveformRecorder::WaveformRecorder(rtl::Network& network, const std::string& vcd_path,
                                   const std::vector<rtl::NodeId>& routers, TraceWindow window,
                                   sc_core::sc_time clock_period)
    : window_(window), clock_period_(clock_period) {
  name_ports(network.router(0));
  file_ = open_vcd_file(vcd_path, clock_period);

  clock_ = std::make_unique<TraceClock>("kncube_trace_clock", window, clock_period);
  // Sampling a trace file costs a comparison per signal and time step, window or not.
  clock_->on_window_closed([this] { close(); });
  top_ = trace_clock_signals(file_, *clock_);
  trace_routers(network, routers);
}

WaveformRecorder::WaveformRecorder(rtl::Network& network, const std::string& vcd_path,
                                   const std::vector<rtl::NodeId>& routers, TraceWindow window,
                                   const sc_core::sc_signal<bool>& network_clock, sc_core::sc_time clock_period)
    : window_(window), clock_period_(clock_period) {
  name_ports(network.router(0));
  file_ = open_vcd_file(vcd_path, clock_period);
  followed_clock_ = std::make_unique<FollowedClock>(network_clock, window);
  followed_clock_->on_window_closed([this] { close(); });
  top_ = followed_clock_->trace(file_);
  trace_routers(network, routers);
  // Every node is stepped in every evaluated cycle: any one of them tells the cycles.
  network.node(0).add_cycle_observer(followed_clock_.get());
}

void WaveformRecorder::name_ports(const rtl::Router& router) {
  // Every router has the same ports; the legend numbers them once.
  for (int p = 0; p < router.input_ports(); ++p) input_names_.push_back(router.input_port_name(p));
  for (int p = 0; p < router.output_ports(); ++p) output_names_.push_back(router.output_port_name(p));
}

void WaveformRecorder::trace_routers(rtl::Network& network, const std::vector<rtl::NodeId>& routers) {
  const int vc_alloc_delay = network.config().router.delays.vc_alloc;
  for (std::size_t i = 0; i < routers.size(); ++i) {
    const rtl::NodeId node = routers[i];
    if (node < 0 || node >= network.node_count())
      throw std::out_of_range("traced router " + std::to_string(node) + " is not in the network");
    auto probe = std::make_unique<RouterProbe>(network.router(node), vc_alloc_delay, window_);
    // Graph networks with coordinates also name the position: r13_x1y3.
    const rtl::TopologyGraph& topology = network.topology();
    const bool placed = topology.graph() != nullptr && topology.graph()->node(node).placed;
    // Every group starts folded (the view stays short); write_save_file opens the asked ones.
    groups_.push_back(probe->signals().trace(file_, "r" + std::to_string(node) + (placed ? "_" + topology.router_name(node) : "")));
    network.node(node).add_cycle_observer(probe.get());
    routers_.push_back(TracedRouter{node, std::move(probe)});
  }
}

WaveformRecorder::~WaveformRecorder() { close(); }

void WaveformRecorder::close() {
  if (file_ == nullptr) return;
  write_error_ = close_vcd_file(file_);
  file_ = nullptr;
}

rtl::FlitObserver* WaveformRecorder::flit_observer(rtl::NodeId node) const {
  for (const TracedRouter& router : routers_)
    if (router.node == node) return router.probe.get();
  return nullptr;
}

void WaveformRecorder::write_save_file(const std::string& gtkw_path, const std::string& vcd_reference,
                                       const std::vector<OpenGroup>& open,
                                       const std::vector<TraceMarker>& markers) const {
  // Opened routers come first, in the order `open` first names them (a followed message's path
  // order), then the others by number.
  std::vector<std::size_t> order(groups_.size());
  const auto first_named = [&](std::size_t i) {
    for (std::size_t k = 0; k < open.size(); ++k)
      if (open[k].node == routers_[i].node) return k;
    return open.size();
  };
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return first_named(a) < first_named(b); });
  std::vector<SignalGroup> groups;
  for (std::size_t i : order) {
    SignalGroup group = groups_[i];
    for (const OpenGroup& wanted : open) {
      if (wanted.node != routers_[i].node) continue;
      group.open = true;
      // Port groups are titled "<router> <port>".
      for (SignalGroup& port : group.groups)
        if (!wanted.port.empty() && port.title == group.title + " " + wanted.port) port.open = true;
    }
    groups.push_back(std::move(group));
  }
  std::vector<TranslateFilter> filters = router_translate_filters(save_file_stem(gtkw_path), input_names_, output_names_);
  write_translate_filters(filters);
  TraceWindow shown = window_;
  if (followed_clock_) {
    // The view's left edge is a time, given in periods of the clock.
    const std::optional<sc_core::sc_time> start = followed_clock_->window_start_time();
    shown.start = start ? static_cast<rtl::Cycle>(*start / clock_period_ + 0.5) : 0;
  }
  write_gtkw_file(gtkw_path, save_file_view(vcd_reference, shown, clock_period_, {}, std::move(filters), markers),
                  top_, groups);
}

}  // namespace kncube::traces
