// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/HistogramFeed.hpp"

#include <QCoreApplication>
#include <algorithm>

#include "app/LanguageWatch.hpp"

namespace opslab::gui {

namespace {

// A word of the model's (marked OPSLAB_UI_TEXT("model", …) in the core) in the interface's
// language.
QString modelWords(const QString& text) {
  return text.isEmpty() ? text : QCoreApplication::translate("model", text.toUtf8().constData());
}

}  // namespace

HistogramFeed::HistogramFeed(QObject* parent) : QObject(parent) {
  // histogram() translates the model's words: views ask again.
  new LanguageWatch(this, [this] {
    ++revision_;
    emit changed();
  });
}

std::vector<HistogramFeed::Bar> HistogramFeed::bars(const HistogramView& h, int maxBars) {
  // The range of values some category counted.
  std::size_t lo = SIZE_MAX, hi = 0;
  for (const auto& c : h.counts) {
    for (std::size_t v = 0; v < c.size(); ++v) {
      if (c[v] == 0) continue;
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  }
  std::vector<Bar> out;
  if (lo == SIZE_MAX) return out;
  const std::size_t span = hi - lo + 1;
  const std::size_t limit = static_cast<std::size_t>(std::max(1, maxBars));
  const std::size_t width = (span + limit - 1) / limit;
  for (std::size_t from = lo; from <= hi; from += width) {
    Bar b{from, std::min(hi, from + width - 1), std::vector<std::uint64_t>(h.counts.size(), 0)};
    for (std::size_t c = 0; c < h.counts.size(); ++c) {
      const auto& counts = h.counts[c];
      for (std::size_t v = from; v <= b.to && v < counts.size(); ++v) b.counts[c] += counts[v];
    }
    out.push_back(std::move(b));
  }
  return out;
}

QStringList HistogramFeed::names() const {
  QStringList out;
  for (const auto& h : views_) out.push_back(h.name);
  return out;
}

QVariantMap HistogramFeed::histogram(const QString& name, int maxBars) const {
  const auto it = std::find_if(views_.begin(), views_.end(),
                               [&](const HistogramView& h) { return h.name == name; });
  if (it == views_.end()) return {};
  QVariantList bars, totals;
  std::vector<std::uint64_t> total(it->counts.size(), 0);
  std::uint64_t tallest = 0;
  for (const auto& b : HistogramFeed::bars(*it, maxBars)) {
    QVariantList counts;
    std::uint64_t stacked = 0;
    for (std::size_t c = 0; c < b.counts.size(); ++c) {
      counts.push_back(static_cast<double>(b.counts[c]));
      total[c] += b.counts[c];
      stacked += b.counts[c];
    }
    tallest = std::max(tallest, stacked);
    bars.push_back(QVariantMap{{"from", static_cast<double>(b.from)},
                               {"to", static_cast<double>(b.to)},
                               {"counts", counts}});
  }
  for (auto t : total) totals.push_back(static_cast<double>(t));
  QStringList categories;
  for (const auto& c : it->categories) categories.push_back(modelWords(c));
  return {{"label", modelWords(it->label)},
          {"valueLabel", modelWords(it->valueLabel)},
          {"note", modelWords(it->note)},
          {"categories", categories},
          {"totals", totals},
          {"bars", bars},
          {"maxCount", static_cast<double>(tallest)}};
}

void HistogramFeed::update(std::vector<HistogramView>&& views) {
  const bool sameNames =
      views.size() == views_.size() &&
      std::equal(views.begin(), views.end(), views_.begin(),
                 [](const HistogramView& a, const HistogramView& b) { return a.name == b.name; });
  const bool sameCounts =
      sameNames && std::equal(views.begin(), views.end(), views_.begin(),
                              [](const HistogramView& a, const HistogramView& b) {
                                return a.counts == b.counts;
                              });
  if (sameCounts) return;
  views_ = std::move(views);
  if (!sameNames) emit layoutChanged();
  ++revision_;
  emit changed();
}

void HistogramFeed::clear() {
  if (views_.empty()) return;
  views_.clear();
  emit layoutChanged();
  ++revision_;
  emit changed();
}

}  // namespace opslab::gui
