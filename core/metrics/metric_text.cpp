// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "metrics/metric_text.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "sim/ui_text.hpp"

namespace opslab::metrics {

namespace {

struct Known {
  const char* metric;
  const char* label;
  const char* unit;
};

// The columns of the summary that the flow models share.
constexpr std::array<Known, 31> kKnown{{
    {"goodput_mbps", OPSLAB_UI_TEXT("model", "Goodput"), "Mb/s"},
    {"tcp_goodput_mbps", OPSLAB_UI_TEXT("model", "TCP goodput"), "Mb/s"},
    {"throughput_gbps", OPSLAB_UI_TEXT("model", "Throughput"), "Gb/s"},
    {"jain_fairness", OPSLAB_UI_TEXT("model", "Jain's fairness index"), ""},
    {"udp_jitter_ms", OPSLAB_UI_TEXT("model", "UDP delay jitter"), "ms"},
    {"utilization", OPSLAB_UI_TEXT("model", "Bottleneck utilization"), ""},
    {"drops", OPSLAB_UI_TEXT("model", "Packets dropped"), ""},
    {"retransmits", OPSLAB_UI_TEXT("model", "Retransmitted segments"), ""},
    {"timeouts", OPSLAB_UI_TEXT("model", "Retransmission timeouts"), ""},
    {"fast_retransmits", OPSLAB_UI_TEXT("model", "Fast retransmits"), ""},
    {"dupacks", OPSLAB_UI_TEXT("model", "Duplicate ACKs"), ""},
    {"reordered_packets", OPSLAB_UI_TEXT("model", "Segments received out of order"), ""},
    {"reordered_per_1000_segments",
     OPSLAB_UI_TEXT("model", "Segments out of order per 1000 received"), ""},
    {"spurious_fast_retransmits", OPSLAB_UI_TEXT("model", "Spurious fast retransmits"), ""},
    {"spurious_fast_retransmit_share",
     OPSLAB_UI_TEXT("model", "Share of fast retransmits that were spurious"), ""},
    {"spurious_fast_retransmits_per_1000_segments",
     OPSLAB_UI_TEXT("model", "Spurious fast retransmits per 1000 segments received"), ""},
    {"mean_delay_ms", OPSLAB_UI_TEXT("model", "Mean one-way delay"), "ms"},
    {"udp_loss_rate", OPSLAB_UI_TEXT("model", "UDP loss rate"), ""},
    {"lightpath_queue_delay_ms", OPSLAB_UI_TEXT("model", "Queueing delay at the lightpaths"),
     "ms"},
    // Columns of one model that a lesson plots or claims on, titled as the key reads (the
    // English titles as before), so that the GUI can word them in its language.
    {"throughput", OPSLAB_UI_TEXT("model", "Throughput"), ""},
    {"completed", OPSLAB_UI_TEXT("model", "Completed"), ""},
    {"contention_drops", OPSLAB_UI_TEXT("model", "Contention drops"), ""},
    {"data_loss_ratio", OPSLAB_UI_TEXT("model", "Data loss ratio"), ""},
    {"deflection_drops", OPSLAB_UI_TEXT("model", "Deflection drops"), ""},
    {"deflections", OPSLAB_UI_TEXT("model", "Deflections"), ""},
    {"ip_per_optical", OPSLAB_UI_TEXT("model", "Ip per optical"), ""},
    {"mean_queueing_delay_slots", OPSLAB_UI_TEXT("model", "Mean queueing delay slots"), ""},
    {"needless_retransmits", OPSLAB_UI_TEXT("model", "Needless retransmits"), ""},
    {"oeo_fraction", OPSLAB_UI_TEXT("model", "Oeo fraction"), ""},
    {"queue_drops", OPSLAB_UI_TEXT("model", "Queue drops"), ""},
    {"rtt_sampled_share", OPSLAB_UI_TEXT("model", "Rtt sampled share"), ""},
}};

// Metric name suffixes and their units, longest match first.
constexpr std::array<std::pair<const char*, const char*>, 5> kSuffixes{{
    {"_mbps", "Mb/s"}, {"_gbps", "Gb/s"}, {"_per_s", "1/s"}, {"_ms", "ms"}, {"_s", "s"}}};

}  // namespace

MetricText metric_text(const std::string& metric) {
  for (const auto& k : kKnown) {
    if (metric == k.metric) return {k.label, k.unit};
  }
  MetricText out{metric, ""};
  for (const auto& [suffix, unit] : kSuffixes) {
    const std::string tail = suffix;
    if (metric.size() > tail.size() &&
        metric.compare(metric.size() - tail.size(), tail.size(), tail) == 0) {
      out = {metric.substr(0, metric.size() - tail.size()), unit};
      break;
    }
  }
  std::replace(out.label.begin(), out.label.end(), '_', ' ');
  if (!out.label.empty() && out.label[0] >= 'a' && out.label[0] <= 'z') out.label[0] -= 'a' - 'A';
  return out;
}

std::string metric_title(const std::string& metric) {
  const MetricText t = metric_text(metric);
  return t.unit.empty() ? t.label : t.label + " (" + t.unit + ")";
}

}  // namespace opslab::metrics
