// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/column_doc.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace opslab::scenario {

namespace {

// "The window": what every result but the run's cost is measured over.
constexpr const char* kWindow = "over the measurement window [sim.warmup_s, end of run]";

std::vector<ColumnDoc> in_file(const char* file, std::vector<ColumnDoc> docs) {
  for (auto& d : docs) d.file = file;
  return docs;
}

}  // namespace

std::vector<ColumnDoc> common_summary_columns() {
  return in_file("summary.csv", {
      {"", "scenario", "", "The scenario's title (`name`); when `--set` or a lesson's `set` changed "
                           "parameters, followed by them: \"TITLE [with key=value, …]\""},
      {"", "model", "", "The model's name"},
      {"", "seed", "", "The random seed of the run (`sim.seed`)"},
      {"", "sim_time_s", "s", "Simulated time at the end of the run"},
      {"", "goodput_mbps", "Mb/s",
       fmt::format("Distinct payload bytes that reached the receivers, all flows together, {} "
                   "(each byte once, when it first arrived: in order or held out of order), "
                   "divided by the window's length", kWindow)},
      {"", "jain_fairness", "",
       "Jain's fairness index (Σx)² / (n·Σx²) of the flows' goodputs over the window, in (0, 1]; "
       "1 when all flows got the same; empty when the model has no flows"},
      {"", "udp_jitter_ms", "ms",
       "UDP: the mean over flows of the standard deviation of each flow's one-way packet delay over "
       "the window; empty for TCP"},
      {"", "drops", "packets", fmt::format("Packets dropped anywhere in the network {}", kWindow)},
      {"", "deflections", "packets",
       "Packets sent on a deflection path instead of the shortest one during the window; empty "
       "for models without deflection routing"},
      {"", "retransmits", "segments",
       "TCP segments sent again during the window (by fast retransmit, loss recovery or a "
       "timeout); empty without TCP"},
      {"", "timeouts", "", "TCP retransmission timeouts that fired during the window; empty without TCP"},
      {"", "fast_retransmits", "",
       "TCP fast retransmits (entries into loss recovery on duplicate ACKs or SACK) during the "
       "window; empty without TCP"},
      {"", "events", "", "Simulation events processed over the whole run, warm-up included"},
      {"", "wall_s", "s",
       "Wall-clock time the run took (building and running it): the cost of the run, not a "
       "result; differs between identical runs"},
      {"", "events_per_s", "1/s", "events / wall_s: the simulator's speed; differs between identical runs"},
  });
}

std::vector<ColumnDoc> flow_summary_columns() {
  return in_file("summary.csv", {
      {"", "reordered_packets", "packets",
       "Packets that arrived out of order during the window, all flows: TCP segments sent once "
       "that arrived after a segment with a higher sequence number (a raw count: compare it "
       "with the segments delivered), UDP datagrams that arrived after a later one"},
      {"", "reordered_per_1000_segments", "per 1000 segments",
       "TCP: reordered_packets per 1000 data segments received during the window"},
      {"", "spurious_fast_retransmits", "",
       "TCP fast retransmits during the window whose segment had already arrived (the receiver "
       "got it twice): triggered by reordering, not loss"},
      {"", "spurious_fast_retransmit_share", "",
       "spurious_fast_retransmits / fast_retransmits; empty when there was no fast retransmit"},
      {"", "spurious_fast_retransmits_per_1000_segments", "per 1000 segments",
       "spurious_fast_retransmits per 1000 data segments received during the window"},
      {"", "mean_delay_ms", "ms", "UDP: mean one-way delay of the datagrams received during the window"},
      {"", "udp_loss_rate", "",
       "UDP: data packets dropped during the window / datagrams sent during it"},
  });
}

std::vector<ColumnDoc> flow_table_columns() {
  return in_file("flows.csv", {
      {"", "flow", "", "Flow id (the `key` of its series in timeseries.csv)"},
      {"", "kind", "", "tcp or udp"},
      {"", "base_rtt_ms", "ms", "Round-trip propagation delay of the flow's path, no queueing"},
      {"", "start_s", "s", "When the flow started sending"},
      {"", "goodput_mbps", "Mb/s",
       "Distinct payload bytes that reached this flow's receiver during the window (each byte "
       "once, when it first arrived: in order or held out of order), divided by the window's "
       "length (a transfer that completed in the window: by its own time in it)"},
      {"", "received_bytes", "bytes",
       "Distinct payload bytes that reached the receiver during the window (TCP: each byte once, "
       "in order or held out of order; UDP: payload of the datagrams received)"},
      {"", "segments_sent", "segments", "TCP data segments sent during the window, retransmissions included"},
      {"", "retransmits", "segments", "TCP segments sent again during the window"},
      {"", "timeouts", "", "TCP retransmission timeouts during the window"},
      {"", "fast_retransmits", "", "TCP fast retransmits during the window"},
      {"", "reordered", "segments", "TCP segments sent once that arrived after a higher one, during the window"},
      {"", "cwnd_packets", "segments", "TCP congestion window at the end of the run"},
      {"", "srtt_ms", "ms", "TCP smoothed RTT at the end of the run; empty before the first RTT sample"},
      {"", "udp_sent", "datagrams", "UDP datagrams sent during the window; empty for TCP"},
      {"", "udp_received", "datagrams", "UDP datagrams received during the window; empty for TCP"},
      {"", "mean_delay_ms", "ms", "UDP: mean one-way delay of the datagrams received; empty for TCP"},
      {"", "jitter_ms", "ms", "UDP: standard deviation of the one-way delay; empty for TCP"},
  });
}

std::vector<ColumnDoc> transfer_table_columns() {
  return in_file("flows.csv", {
      {"", "file_bytes", "bytes", "Size of the file transferred; empty for a long-lived flow"},
      {"", "complete", "",
       "1 when the transfer completed by the end of the run (its last byte acknowledged, and with "
       "tcp.handshake its FIN exchanged), 0 otherwise; empty for a long-lived flow"},
      {"", "fct_ms", "ms",
       "Flow completion time, from the request to the transfer's completion; empty when not "
       "complete"},
  });
}

std::vector<ColumnDoc> link_drops_columns() {
  return in_file("drops.csv", {
      {"", "where", "",
       "link: one row per link that dropped packets during the window; elsewhere: one row for "
       "the drops inside switches or an optical core"},
      {"", "from", "", "The link's sending node (its name in the topology); empty for elsewhere"},
      {"", "to", "", "The link's receiving node; empty for elsewhere"},
      {"", "drops", "packets", "Packets dropped there during the window"},
      {"", "queue_overflow", "packets", "Of them, dropped because the output queue was full"},
      {"", "random_loss", "packets", "Of them, lost at random (the link's loss rate)"},
      {"", "data_packets", "packets", "Of them, packets that carried payload (not pure ACKs)"},
  });
}

std::vector<ColumnDoc> timeseries_columns() {
  return in_file("timeseries.csv", {
      {"", "time_s", "s", "Simulated time of the sample; samples every sim.sample_interval_ms from 0"},
      {"", "series", "", "What is sampled: one of the series below"},
      {"", "key", "", "Which one: a flow id, total, a node, link or layer name (per series below)"},
      {"", "value", "", "The sample, in the series' unit"},
  });
}

std::vector<ColumnDoc> flow_series_columns() {
  std::vector<ColumnDoc> out = in_file("timeseries.csv", {
      {"", "goodput_mbps", "Mb/s",
       "Distinct payload bytes that reached the receivers during the sampling interval that ends "
       "at time_s (counted as in the summary), divided by the interval (sim.sample_interval_ms): "
       "a rate per sample, not the run's average; keys: total and each traced flow's id"},
      {"", "cwnd", "segments", "Congestion window of a traced TCP flow (key: its id)"},
      {"", "ssthresh", "segments", "Slow-start threshold of a traced TCP flow"},
      {"", "effective_window", "segments",
       "min(cwnd, receiver window) of a traced TCP flow, when a receiver window is set"},
      {"", "srtt_ms", "ms", "Smoothed RTT of a traced TCP flow"},
      {"", "udp_jitter_ms", "ms", "UDP: the mean over flows of the delay's standard deviation so far (key: total)"},
  });
  for (auto& d : out) d.series = true;
  return out;
}

std::vector<ColumnDoc> join_columns(std::initializer_list<std::vector<ColumnDoc>> parts) {
  std::vector<ColumnDoc> out;
  for (const auto& part : parts) {
    for (const auto& d : part) {
      const auto same = std::find_if(out.begin(), out.end(), [&](const ColumnDoc& o) {
        return o.file == d.file && o.name == d.name && o.series == d.series;
      });
      if (same != out.end()) {
        *same = d;
      } else {
        out.push_back(d);
      }
    }
  }
  return out;
}

const ColumnDoc* find_column(const std::vector<ColumnDoc>& docs, std::string_view file,
                             std::string_view name, bool series) {
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const ColumnDoc& d) {
    return d.file == file && d.name == name && d.series == series;
  });
  return it == docs.end() ? nullptr : &*it;
}

std::string columns_markdown(const std::vector<ColumnDoc>& docs) {
  std::vector<std::string> files;
  for (const auto& d : docs) {
    if (std::find(files.begin(), files.end(), d.file) == files.end()) files.push_back(d.file);
  }
  std::string out;
  for (const auto& file : files) {
    out += fmt::format("\n### `{}`\n\n| column | unit | definition |\n|---|---|---|\n", file);
    bool any_series = false;
    for (const auto& d : docs) {
      if (d.file != file) continue;
      if (d.series) {
        any_series = true;
        continue;
      }
      out += fmt::format("| `{}` | {} | {} |\n", d.name, markdown_cell(d.unit), markdown_cell(d.definition));
    }
    if (!any_series) continue;
    out += "\nIts series:\n\n| series | unit | definition |\n|---|---|---|\n";
    for (const auto& d : docs) {
      if (d.file == file && d.series) {
        out += fmt::format("| `{}` | {} | {} |\n", d.name, markdown_cell(d.unit), markdown_cell(d.definition));
      }
    }
  }
  return out;
}

std::string markdown_cell(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

}  // namespace opslab::scenario
