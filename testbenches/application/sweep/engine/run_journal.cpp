#include "testbenches/application/sweep/engine/run_journal.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>

#include "testbenches/utilities/output_file.h"
#include "testbenches/utilities/number_format.h"
#include "analytical/vocabulary/write_error.h"

namespace kncube::sweep {
namespace {

namespace fs = std::filesystem;

std::string state_file(const std::string& kind) { return kind + ".state"; }
std::string header(const std::string& kind) { return "kncube " + kind; }

// Whole or absent, and nothing left beside it when the sweep is killed mid-write.
void write_atomically(const fs::path& path, const std::string& text) {
  records::write_output_file(path.parent_path().string(), path.filename().string(),
                             [&](std::ostream& out) { out << text; });
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

// The first line that differs, for the refusal (`kind`: what wrote the folder, sweep or compare).
std::string first_difference(const std::string& recorded, const std::string& asked, const std::string& kind) {
  std::istringstream a(recorded), b(asked);
  std::string la, lb;
  const std::string folders = "the folder's " + kind;
  while (true) {
    const bool ha = static_cast<bool>(std::getline(a, la));
    const bool hb = static_cast<bool>(std::getline(b, lb));
    if (!ha && !hb) return "";
    if (!ha) return "this command has '" + lb + "' that " + folders + " does not";
    if (!hb) return folders + " has '" + la + "' that this command does not";
    if (la != lb) return folders + " has '" + la + "' where this command has '" + lb + "'";
  }
}

}  // namespace

RunJournal::RunJournal(fs::path folder, const SweepIdentity& identity)
    : folder_(std::move(folder)), kind_("sweep"), identity_(identity_text(identity)) {}

RunJournal::RunJournal(fs::path folder, const std::string& kind, std::string identity)
    : folder_(std::move(folder)), kind_(kind), identity_(std::move(identity)) {}

bool RunJournal::has_state(const fs::path& folder, const std::string& kind) {
  std::error_code error;
  return fs::exists(folder / state_file(kind), error);
}

bool RunJournal::holds_sweep(const fs::path& folder, const std::string& kind) {
  std::error_code error;
  for (const std::string& name : {state_file(kind), kind + ".json", kind + ".csv", std::string("runs")})
    if (fs::exists(folder / name, error)) return true;
  return false;
}

bool RunJournal::holds_results_of(const fs::path& folder, const std::string& kind) {
  std::error_code error;
  for (const std::string& name : {state_file(kind), kind + ".json", kind + ".csv"})
    if (fs::exists(folder / name, error)) return true;
  return false;
}

void RunJournal::clear(const fs::path& folder, const std::string& kind) {
  std::error_code error;
  for (const std::string& name : {state_file(kind), kind + ".json", kind + ".csv"}) fs::remove(folder / name, error);
  // Plots: a sweep's plot.*, compare's plot-N<N>.*.
  for (const auto& entry : fs::directory_iterator(folder, error))
    if (entry.path().filename().string().rfind("plot", 0) == 0) fs::remove(entry.path(), error);
  fs::remove_all(folder / "runs", error);
}

void RunJournal::write_state(const std::string& status) const {
  write_atomically(folder_ / state_file(kind_), header(kind_) + "\nstatus " + status + '\n' + identity_);
}

void RunJournal::start() const {
  std::error_code error;
  fs::create_directories(runs_folder(), error);
  if (error) throw std::runtime_error("cannot create " + runs_folder().string() + ": " + error.message());
  write_state("partial");
}

std::map<std::string, ProcessOutcome> RunJournal::resume() const {
  const std::string state = read_all(folder_ / state_file(kind_));
  if (state.rfind(header(kind_) + '\n', 0) != 0)
    throw std::invalid_argument((folder_ / state_file(kind_)).string() + " is not a " + header(kind_) + " state file");
  const std::string difference = first_difference(identity_of_state(state), identity_, kind_);
  if (!difference.empty())
    throw std::invalid_argument(folder_.string() + " holds another " + kind_ + " (" + difference +
                                "); give the same options as the " + kind_ + " that wrote it, or --overwrite");
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

std::string RunJournal::key(const std::vector<std::string>& argv) {
  std::uint64_t hash = 14695981039346656037ULL;
  // argv[0], the program's path, is left out: a rebuilt or moved kncube resumes the same runs.
  for (std::size_t i = 1; i < argv.size(); ++i) {
    const std::string& arg = argv[i];
    for (const char c : arg) hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    hash = (hash ^ 0U) * 1099511628211ULL;  // the separator: ("ab", "c") differs from ("a", "bc")
  }
  char text[24];
  std::snprintf(text, sizeof text, "run-%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::string RunJournal::key(double rate, std::uint64_t seed) {
  return "rate-" + report::round_trip_number(rate) + "-seed-" + std::to_string(seed);
}

}  // namespace kncube::sweep
