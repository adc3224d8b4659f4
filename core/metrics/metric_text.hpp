// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MetricText: what a summary metric (a column of summary.csv) is called where people read it
// — a figure's axis, a legend, a table heading — and its unit. The columns every flow model
// writes are described here; a model's own column falls back to words made from its name
// ("mean_flows_per_burst" → "mean flows per burst") with the unit its suffix names
// (`_mbps` Mb/s, `_gbps` Gb/s, `_per_s` 1/s, `_ms` ms, `_s` s). The words are marked
// OPSLAB_UI_TEXT("model", …), so the app shows them translated.
#pragma once

#include <string>

namespace opslab::metrics {

struct MetricText {
  std::string label;  // "Goodput", "Reordered segments per 1000 received"
  std::string unit;   // "Mb/s"; empty for a count, a ratio or an index
};

/// The words and unit of summary metric `metric`.
MetricText metric_text(const std::string& metric);
/// "Goodput (Mb/s)", "Jain's fairness index": the label with its unit, as an axis title.
std::string metric_title(const std::string& metric);

}  // namespace opslab::metrics
