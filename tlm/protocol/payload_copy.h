#pragma once
// The bridge's own copy of a transaction, for a posted write: the initiator is answered before the
// target has seen the write and may then reuse or free its payload, its data and its extensions,
// so the target works on this copy instead. It holds the command, the initiator's address,
// the data, the byte enables, the streaming width and a clone of every extension; the clones are
// freed by release(). One copy is reused from transaction to transaction (buffers kept).

#include <tlm>
#include <vector>

namespace kncube::tlm2 {

class PayloadCopy {
 public:
  PayloadCopy() = default;
  PayloadCopy(const PayloadCopy&) = delete;
  PayloadCopy& operator=(const PayloadCopy&) = delete;
  ~PayloadCopy() { release(); }

  // Copies `original` (whose data pointer is valid for its data length, as the payload checks
  // guarantee for anything the bridge sends).
  tlm::tlm_generic_payload& take(const tlm::tlm_generic_payload& original);
  // Frees the cloned extensions; the copy is empty again.
  void release();
  tlm::tlm_generic_payload& payload() { return payload_; }

 private:
  tlm::tlm_generic_payload payload_;
  std::vector<unsigned char> data_;
  std::vector<unsigned char> byte_enables_;
  bool held_ = false;
};

}  // namespace kncube::tlm2
