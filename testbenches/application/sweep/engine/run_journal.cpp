#include "testbenches/application/sweep/engine/run_journal.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include "testbenches/utilities/number_format.h"
#include "analytical/vocabulary/write_error.h"

namespace kncube::sweep {
namespace {

namespace fs = std::filesystem;

constexpr const char* kStateFile = "sweep.state";
constexpr const char* kHeader = "kncube sweep";

// Writes `text` to `path` through a temporary file and a rename: whole or absent.
void write_atomically(const fs::path& path, const std::string& text) {
  const fs::path temporary = path.string() + ".tmp";
  {
    errno = 0;
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file << text;
    file.close();
    if (!file) throw WriteError(temporary.string());
  }
  std::error_code error;
  fs::rename(temporary, path, error);
  if (error) throw WriteError(path.string(), error.value());
}

std::string read_all(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::string identity_text(const SweepIdentity& identity) {
  std::ostringstream text;
  for (const auto& [name, value] : identity.run_options) text << "option " << name << '=' << value << '\n';
  for (const double rate : identity.rates) text << "rate " << report::round_trip_number(rate) << '\n';
  text << "seed " << identity.seed << '\n' << "replications " << identity.replications << '\n';
  return text.str();
}

// The state file without its status line: what a resumed sweep must match.
std::string identity_of_state(const std::string& state) {
  std::istringstream in(state);
  std::string line, identity;
  std::getline(in, line);  // header
  std::getline(in, line);  // status
  while (std::getline(in, line)) identity += line + '\n';
  return identity;
}

// The first line that differs, for the refusal.
std::string first_difference(const std::string& recorded, const std::string& asked) {
  std::istringstream a(recorded), b(asked);
  std::string la, lb;
  while (true) {
    const bool ha = static_cast<bool>(std::getline(a, la));
    const bool hb = static_cast<bool>(std::getline(b, lb));
    if (!ha && !hb) return "";
    if (!ha) return "this command has '" + lb + "' that the folder's sweep does not";
    if (!hb) return "the folder's sweep has '" + la + "' that this command does not";
    if (la != lb) return "the folder's sweep has '" + la + "' where this command has '" + lb + "'";
  }
}

}  // namespace

RunJournal::RunJournal(fs::path folder, const SweepIdentity& identity)
    : folder_(std::move(folder)), identity_(identity_text(identity)) {}

bool RunJournal::has_state(const fs::path& folder) {
  std::error_code error;
  return fs::exists(folder / kStateFile, error);
}

bool RunJournal::holds_sweep(const fs::path& folder) {
  std::error_code error;
  for (const char* name : {kStateFile, "sweep.json", "sweep.csv", "runs"})
    if (fs::exists(folder / name, error)) return true;
  return false;
}

void RunJournal::clear(const fs::path& folder) {
  std::error_code error;
  for (const char* name : {kStateFile, "sweep.json", "sweep.csv", "plot.gp", "plot.png", "plot.svg"})
    fs::remove(folder / name, error);
  fs::remove_all(folder / "runs", error);
}

void RunJournal::write_state(const std::string& status) const {
  write_atomically(folder_ / kStateFile, std::string(kHeader) + "\nstatus " + status + '\n' + identity_);
}

void RunJournal::start() const {
  std::error_code error;
  fs::create_directories(runs_folder(), error);
  if (error) throw std::runtime_error("cannot create " + runs_folder().string() + ": " + error.message());
  write_state("partial");
}

std::map<std::string, ProcessOutcome> RunJournal::resume() const {
  const std::string state = read_all(folder_ / kStateFile);
  if (state.rfind(std::string(kHeader) + '\n', 0) != 0)
    throw std::invalid_argument((folder_ / kStateFile).string() + " is not a kncube sweep state file");
  const std::string difference = first_difference(identity_of_state(state), identity_);
  if (!difference.empty())
    throw std::invalid_argument(folder_.string() + " holds another sweep (" + difference +
                                "); give the same options as the sweep that wrote it, or --overwrite");
  std::map<std::string, ProcessOutcome> finished;
  std::error_code error;
  fs::create_directories(runs_folder(), error);
  for (const auto& entry : fs::directory_iterator(runs_folder(), error)) {
    const fs::path path = entry.path();
    if (path.extension() != ".status") continue;
    const std::string key = path.stem().string();
    ProcessOutcome outcome;
    std::istringstream status(read_all(path));
    if (!(status >> outcome.exit_code >> outcome.signal >> outcome.wall_seconds)) continue;  // torn: run again
    outcome.out = read_all(runs_folder() / (key + ".out"));
    outcome.err = read_all(runs_folder() / (key + ".err"));
    finished.emplace(key, std::move(outcome));
  }
  write_state("partial");
  return finished;
}

void RunJournal::record(const std::string& key, const ProcessOutcome& outcome) const {
  write_atomically(runs_folder() / (key + ".out"), outcome.out);
  write_atomically(runs_folder() / (key + ".err"), outcome.err);
  std::ostringstream status;
  status << outcome.exit_code << ' ' << outcome.signal << ' ' << report::round_trip_number(outcome.wall_seconds) << '\n';
  write_atomically(runs_folder() / (key + ".status"), status.str());
}

void RunJournal::complete() const { write_state("complete"); }

std::string RunJournal::key(double rate, std::uint64_t seed) {
  return "rate-" + report::round_trip_number(rate) + "-seed-" + std::to_string(seed);
}

}  // namespace kncube::sweep
