// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HistogramFeed: the distributions a model counts as it runs (ModelRun::histograms(), e.g.
// the OBS paper's Fig. 1: bursts by the TCP segments they carry, delivered and lost), for the
// histogram chart that fills live. It knows no model: each histogram comes with its name,
// labels and categories. bars() groups the values into at most a given number of bars of
// equal width (so a chart of any width shows the whole range), the categories of each bar
// stacked. Cost: O(values) per call; a snapshot replaces the counts only when they changed.
#pragma once

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <vector>

#include "simulation/Snapshot.hpp"

namespace opslab::gui {

class HistogramFeed : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by ChartFeed")
  /// Names of the run's histograms, in the model's order (empty: the run counts none).
  Q_PROPERTY(QStringList names READ names NOTIFY layoutChanged)
  /// Increments whenever some count changed.
  Q_PROPERTY(int revision READ revision NOTIFY changed)

 public:
  /// One bar: the values [from, to] and the count of each category in it.
  struct Bar {
    std::uint64_t from = 0, to = 0;
    std::vector<std::uint64_t> counts;
  };
  /// The values of `h` from the smallest to the largest that some count has, in bars of
  /// equal width, at most `maxBars` of them (at least 1 wide).
  static std::vector<Bar> bars(const HistogramView& h, int maxBars);

  explicit HistogramFeed(QObject* parent = nullptr);

  QStringList names() const;
  int revision() const { return revision_; }

  /// The histogram `name` as { label, valueLabel, note, categories, totals (per category),
  /// bars: [{ from, to, counts }], maxCount (the tallest stacked bar) }, its words in the
  /// interface's language (`revision` changes with it); empty when unknown.
  Q_INVOKABLE QVariantMap histogram(const QString& name, int maxBars) const;

  /// Replaces the counts (the controller, once per snapshot); a new list of names resets.
  void update(std::vector<HistogramView>&& views);
  /// Forgets the run's histograms.
  void clear();

 signals:
  void changed();
  void layoutChanged();

 private:
  std::vector<HistogramView> views_;
  int revision_ = 0;
};

}  // namespace opslab::gui
