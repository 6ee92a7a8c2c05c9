#pragma once
// A router has one flit-observer slot; when both a router probe and the hop log watch the same
// router, this passes every switch traversal on to each of them.

#include <vector>

#include "rtl_models/observers.h"

namespace kncube::traces {

class FlitObserverFanout final : public rtl::FlitObserver {
 public:
  void add(rtl::FlitObserver* observer) { observers_.push_back(observer); }

  void on_switch(rtl::Cycle now, rtl::NodeId node, const rtl::Flit& flit, int in_port, int in_vc, int out_port,
                 int out_vc) override {
    for (rtl::FlitObserver* observer : observers_) observer->on_switch(now, node, flit, in_port, in_vc, out_port, out_vc);
  }

 private:
  std::vector<rtl::FlitObserver*> observers_;
};

}  // namespace kncube::traces
