#pragma once
// Follows chosen messages through the network: one CSV line for every switch traversal of one of
// their flits, in simulation order, to follow a message hop by hop or to check a VCD against.
//
//   cycle,router,in_port,in_vc,out_port,out_vc,message,flit,kind,source,destination
//
// Ports by name (xp, ym, pe; pe0, pe1, ... for parallel injection ports); out_vc at the ejection port (the PE) is its VC with
// --ejection 1 and -1 when it is unlimited (no VCs); flit is the index
// within the message, 0 = head; kind is head, body, tail or head_tail. `cycle` is the cycle of
// the traversal, when the flit enters the output link (the VCD shows it on r<router>.out_<port>.link
// at that cycle).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "rtl_models/observers.h"

namespace kncube::traces {

class HopLog final : public rtl::FlitObserver {
 public:
  // `messages`: ids to follow, ascending; `input_names[p]` and `output_names[p]` name the routers'
  // port p (all routers have the same ports). Writes the header line.
  HopLog(std::ostream& out, std::vector<std::uint64_t> messages, std::vector<std::string> input_names,
         std::vector<std::string> output_names);

  void on_switch(rtl::Cycle now, rtl::NodeId node, const rtl::Flit& flit, int in_port, int in_vc, int out_port,
                 int out_vc) override;

  static const char* header();
  // The followed messages none of whose flits crossed a router (not generated, or still queued at
  // their source when the run ended): their log has no line.
  std::vector<std::uint64_t> never_logged() const;

 private:
  std::ostream& out_;
  std::vector<std::uint64_t> messages_;
  std::vector<std::string> input_names_;
  std::vector<std::string> output_names_;
  std::vector<char> logged_;  // per followed message, in messages_' order
};

}  // namespace kncube::traces
