#include "traces/hop_log.h"

#include <algorithm>

#include "traces/signal_codes.h"

namespace kncube::traces {

HopLog::HopLog(std::ostream& out, std::vector<std::uint64_t> messages, std::vector<std::string> input_names,
               std::vector<std::string> output_names)
    : out_(out),
      messages_(std::move(messages)),
      input_names_(std::move(input_names)),
      output_names_(std::move(output_names)),
      logged_(messages_.size(), 0) {
  out_ << header() << '\n';
}

const char* HopLog::header() { return "cycle,router,in_port,in_vc,out_port,out_vc,message,flit,kind,source,destination"; }

void HopLog::on_switch(rtl::Cycle now, rtl::NodeId node, const rtl::Flit& flit, int in_port, int in_vc, int out_port,
                       int out_vc) {
  const auto found = std::lower_bound(messages_.begin(), messages_.end(), flit.message_id);
  if (found == messages_.end() || *found != flit.message_id) return;
  logged_[static_cast<std::size_t>(found - messages_.begin())] = 1;
  out_ << now << ',' << node << ',' << input_names_[static_cast<std::size_t>(in_port)] << ',' << in_vc << ','
       << output_names_[static_cast<std::size_t>(out_port)] << ',' << out_vc << ',' << flit.message_id << ',' << flit.index
       << ',' << kind_name(flit.kind) << ',' << flit.source << ',' << flit.destination << '\n';
}

std::vector<std::uint64_t> HopLog::never_logged() const {
  std::vector<std::uint64_t> missing;
  for (std::size_t i = 0; i < messages_.size(); ++i)
    if (logged_[i] == 0) missing.push_back(messages_[i]);
  return missing;
}

}  // namespace kncube::traces
