// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RunCaptures: the `--capture LINK|flow:N` option of `opslab-cli run`.
//
// Each value names a link (its id, or FROM->TO by the topology's node names) or a flow
// (flow:N). They are checked against the built run before it advances — a bad value is a
// ScenarioError naming it, and nothing is written — then each gets a net::PcapWriter on the
// run's taps, writing a temporary file; finish() moves the files into the run's output
// directory as capture-link-<id>.pcapng and capture-flow-<N>.pcapng.
#pragma once

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "net/pcap_writer.hpp"

namespace opslab::scenario {
class ModelRun;
}

namespace opslab::cli {

class RunCaptures {
 public:
  /// Checks every value (throws ScenarioError naming a malformed value, an unknown link or
  /// node, or a flow the run does not have); nothing is opened yet.
  RunCaptures(const std::vector<std::string>& values, bool full_payload,
              const scenario::ModelRun& run);
  RunCaptures(const RunCaptures&) = delete;
  RunCaptures& operator=(const RunCaptures&) = delete;
  /// Removes temporary files that finish() did not move.
  ~RunCaptures();

  /// Opens the temporary files and attaches a writer per value to the run's taps.
  void attach(scenario::ModelRun& run);
  /// Completes the files (the run has ended) and moves them into `dir`; returns their names,
  /// each with the packets it holds.
  std::vector<std::pair<std::string, std::uint64_t>> finish(const std::filesystem::path& dir);

 private:
  struct Capture {
    net::CaptureTarget target;
    std::string file_name;  // capture-link-3.pcapng
    net::PcapOptions options;
    std::filesystem::path temporary;
    std::ofstream out;
    std::unique_ptr<net::PcapWriter> writer;
  };
  std::vector<std::unique_ptr<Capture>> captures_;
};

}  // namespace opslab::cli
