// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture.hpp"
#include "study/atomic_file.hpp"

#include <cerrno>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/run_capture.hpp"
#include "scenario/scenario_error.hpp"

namespace opslab::cli {

namespace {

namespace fs = std::filesystem;
using scenario::ScenarioError;

std::optional<std::uint32_t> parse_id(std::string_view s) {
  std::uint32_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<net::NodeId> find_node(const net::Topology& topo, std::string_view name) {
  for (net::NodeId n = 0; n < topo.node_count(); ++n) {
    if (topo.node(n).name == name) return n;
  }
  return std::nullopt;
}

// A link by id or by FROM->TO (also FROM→TO); ids are checked against the run later.
net::LinkId parse_link(const net::Topology& topo, std::string_view value) {
  if (const auto id = parse_id(value)) return *id;
  std::size_t sep = value.find("->");
  std::size_t sep_len = 2;
  if (sep == std::string_view::npos) {
    sep = value.find("→");
    sep_len = std::string_view("→").size();
  }
  if (sep == std::string_view::npos) {
    throw ScenarioError(fmt::format(
        "--capture {}: expected a link id, a link FROM->TO by node names, or flow:N", value));
  }
  const std::string_view names[2] = {value.substr(0, sep), value.substr(sep + sep_len)};
  net::NodeId ends[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    const auto n = find_node(topo, names[i]);
    if (!n) throw ScenarioError(fmt::format("--capture {}: no node named \"{}\"", value, names[i]));
    ends[i] = *n;
  }
  std::vector<net::LinkId> found;
  for (net::LinkId l = 0; l < topo.link_count(); ++l) {
    if (topo.link_from(l) == ends[0] && topo.link_to(l) == ends[1]) found.push_back(l);
  }
  if (found.empty()) {
    throw ScenarioError(fmt::format("--capture {}: no link goes from {} to {}", value, names[0],
                                    names[1]));
  }
  if (found.size() > 1) {
    throw ScenarioError(fmt::format("--capture {}: {} links go from {} to {} (ids {}); give an id",
                                    value, found.size(), names[0], names[1],
                                    fmt::join(found, ", ")));
  }
  return found.front();
}

}  // namespace

RunCaptures::RunCaptures(const std::vector<std::string>& values, bool full_payload,
                         const scenario::ModelRun& run) {
  for (const std::string& value : values) {
    auto c = std::make_unique<Capture>();
    if (value.starts_with("flow:")) {
      const auto id = parse_id(std::string_view(value).substr(5));
      if (!id) throw ScenarioError(fmt::format("--capture {}: expected flow:N with N a flow id", value));
      c->target = {net::CaptureTarget::Kind::flow, *id};
      c->file_name = fmt::format("capture-flow-{}.pcapng", *id);
    } else {
      c->target = {net::CaptureTarget::Kind::link, parse_link(run.topology(), value)};
      c->file_name = fmt::format("capture-link-{}.pcapng", c->target.id);
    }
    scenario::check_capture_target(run, c->target, fmt::format("--capture {}", value));
    c->options = scenario::capture_options(run, c->target, full_payload);
    const bool repeated = std::any_of(captures_.begin(), captures_.end(), [&](const auto& o) {
      return o->file_name == c->file_name;
    });
    if (repeated) throw ScenarioError(fmt::format("--capture {}: given twice", value));
    captures_.push_back(std::move(c));
  }
}

RunCaptures::~RunCaptures() {
  for (const auto& c : captures_) {
    std::error_code ec;
    if (!c->temporary.empty()) fs::remove(c->temporary, ec);
  }
}

void RunCaptures::attach(scenario::ModelRun& run) {
  for (std::size_t i = 0; i < captures_.size(); ++i) {
    Capture& c = *captures_[i];
    c.temporary = fs::temp_directory_path() /
                  fmt::format("opslab-capture-{}-{}.pcapng.tmp", ::getpid(), i);
    errno = 0;
    c.out.open(c.temporary, std::ios::binary | std::ios::trunc);
    if (!c.out) study::throw_write_error(c.temporary, errno);
    c.writer = std::make_unique<net::PcapWriter>(c.out, run.topology(), c.target, c.options);
    run.network().taps().attach(c.writer.get());
  }
}

std::vector<std::pair<std::string, std::uint64_t>> RunCaptures::finish(const fs::path& dir) {
  std::vector<std::pair<std::string, std::uint64_t>> names;
  for (const auto& c : captures_) {
    c->writer->finish();
    errno = 0;
    c->out.close();
    if (!c->out) study::throw_write_error(dir / c->file_name, errno);
    const fs::path target = dir / c->file_name;
    std::error_code ec;
    fs::rename(c->temporary, target, ec);
    if (ec) {  // another file system: copy, then remove
      fs::copy_file(c->temporary, target, fs::copy_options::overwrite_existing);
      fs::remove(c->temporary);
    }
    c->temporary.clear();
    names.emplace_back(c->file_name, c->writer->packets());
  }
  return names;
}

}  // namespace opslab::cli
