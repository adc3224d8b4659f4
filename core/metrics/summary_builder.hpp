// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SummaryBuilder: assembles the one-row summary of a run with the common columns of
// docs/cli.md first (in their contract order, empty when a metric does not apply), then the
// model's own columns in the order they are set.
#pragma once

#include <string>
#include <string_view>

#include "metrics/run_result.hpp"

namespace opslab::metrics {

class SummaryBuilder {
 public:
  SummaryBuilder();
  /// Sets a common column, or appends a model-specific one.
  SummaryBuilder& set(std::string_view column, Value v);
  Table build() const;

 private:
  Table table_;
};

}  // namespace opslab::metrics
