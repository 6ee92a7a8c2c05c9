#pragma once
// Passes each message event on to several observers (statistics, reference monitors).

#include <vector>

#include "rtl_models/message_observer.h"

namespace kncube::stats {

class ObserverFanout final : public rtl::MessageObserver {
 public:
  void add(rtl::MessageObserver* observer) { observers_.push_back(observer); }
  void on_generated(const rtl::GeneratedMessage& message) override {
    for (auto* o : observers_) o->on_generated(message);
  }
  void on_delivered(const rtl::DeliveredMessage& message) override {
    for (auto* o : observers_) o->on_delivered(message);
  }

 private:
  std::vector<rtl::MessageObserver*> observers_;
};

}  // namespace kncube::stats
