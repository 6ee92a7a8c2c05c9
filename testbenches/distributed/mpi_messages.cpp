#include "testbenches/distributed/mpi_messages.h"

#include <cstdint>
#include <cstring>
#include <stdexcept>

namespace kncube::sweep {

namespace {

class Writer {
 public:
  void u64(std::uint64_t value) {
    for (int i = 0; i < 8; ++i) bytes_ += static_cast<char>((value >> (8 * i)) & 0xff);
  }
  void i64(std::int64_t value) { u64(static_cast<std::uint64_t>(value)); }
  void real(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    u64(bits);
  }
  void text(const std::string& value) {
    u64(value.size());
    bytes_ += value;
  }
  std::string take() { return std::move(bytes_); }

 private:
  std::string bytes_;
};

class Reader {
 public:
  explicit Reader(const std::string& bytes) : bytes_(bytes) {}
  std::uint64_t u64() {
    need(8);
    std::uint64_t value = 0;
    for (int i = 0; i < 8; ++i) value |= static_cast<std::uint64_t>(static_cast<unsigned char>(bytes_[at_ + i])) << (8 * i);
    at_ += 8;
    return value;
  }
  std::int64_t i64() { return static_cast<std::int64_t>(u64()); }
  double real() {
    const std::uint64_t bits = u64();
    double value = 0.0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
  }
  std::string text() {
    const std::uint64_t size = u64();
    need(size);
    std::string value = bytes_.substr(at_, size);
    at_ += size;
    return value;
  }
  void finish() const {
    if (at_ != bytes_.size()) throw std::invalid_argument("MPI message: bytes left over");
  }

 private:
  void need(std::uint64_t count) const {
    if (count > bytes_.size() - at_) throw std::invalid_argument("MPI message: cut short");
  }
  const std::string& bytes_;
  std::size_t at_ = 0;
};

}  // namespace

std::string encode_run(std::size_t index, const ProcessRequest& request) {
  Writer out;
  out.u64(index);
  out.u64(request.argv.size());
  for (const auto& arg : request.argv) out.text(arg);
  out.text(request.working_directory);
  return out.take();
}

std::pair<std::size_t, ProcessRequest> decode_run(const std::string& bytes) {
  Reader in(bytes);
  const std::size_t index = in.u64();
  ProcessRequest request;
  const std::uint64_t count = in.u64();
  if (count > bytes.size()) throw std::invalid_argument("MPI message: argument count too large");
  for (std::uint64_t i = 0; i < count; ++i) request.argv.push_back(in.text());
  request.working_directory = in.text();
  in.finish();
  return {index, std::move(request)};
}

std::string encode_done(std::size_t index, const ProcessOutcome& outcome) {
  Writer out;
  out.u64(index);
  out.i64(outcome.exit_code);
  out.i64(outcome.signal);
  out.real(outcome.wall_seconds);
  out.real(outcome.cpu_seconds);
  out.text(outcome.out);
  out.text(outcome.err);
  return out.take();
}

std::pair<std::size_t, ProcessOutcome> decode_done(const std::string& bytes) {
  Reader in(bytes);
  const std::size_t index = in.u64();
  ProcessOutcome outcome;
  outcome.exit_code = static_cast<int>(in.i64());
  outcome.signal = static_cast<int>(in.i64());
  outcome.wall_seconds = in.real();
  outcome.cpu_seconds = in.real();
  outcome.out = in.text();
  outcome.err = in.text();
  in.finish();
  return {index, std::move(outcome)};
}

}  // namespace kncube::sweep
