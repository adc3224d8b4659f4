// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartFeed.hpp"

#include <QCoreApplication>
#include <QVariantMap>
#include <QtCharts/QAbstractSeries>
#include <QtCharts/QXYSeries>
#include <algorithm>
#include <cmath>
#include <limits>
#include <span>
#include <utility>

#include "app/LanguageWatch.hpp"
#include "inspector/EventText.hpp"
#include "metrics/rate_window.hpp"
#include "scenario/model.hpp"

static_assert(static_cast<int>(opslab::gui::TracePoint::sacked) ==
                  static_cast<int>(opslab::gui::ChartFeed::Sacked) &&
              static_cast<int>(opslab::gui::TracePoint::reordered) ==
                  static_cast<int>(opslab::gui::ChartFeed::Reordered));

namespace opslab::gui {

namespace {

// Min/max decimation of (x, y) samples in [first, last) into at most ~maxPoints points.
template <class XAt, class YAt>
QList<QPointF> decimate(std::size_t first, std::size_t last, int maxPoints, XAt x, YAt y,
                        QPointF& range) {
  QList<QPointF> out;
  double lo = std::numeric_limits<double>::infinity();
  double hi = -lo;
  const std::size_t n = last > first ? last - first : 0;
  const std::size_t buckets = std::max<std::size_t>(1, static_cast<std::size_t>(maxPoints) / 2);
  if (n <= static_cast<std::size_t>(std::max(maxPoints, 2))) {
    out.reserve(static_cast<qsizetype>(n));
    for (std::size_t i = first; i < last; ++i) {
      const double v = y(i);
      if (!std::isfinite(v)) continue;
      out.append(QPointF(x(i), v));
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  } else {
    out.reserve(static_cast<qsizetype>(buckets * 2));
    for (std::size_t b = 0; b < buckets; ++b) {
      const std::size_t s = first + n * b / buckets;
      const std::size_t e = first + n * (b + 1) / buckets;
      std::size_t iMin = e, iMax = e;
      for (std::size_t i = s; i < e; ++i) {
        const double v = y(i);
        if (!std::isfinite(v)) continue;
        if (iMin == e || v < y(iMin)) iMin = i;
        if (iMax == e || v > y(iMax)) iMax = i;
      }
      if (iMin == e) continue;
      const std::size_t a = std::min(iMin, iMax), c = std::max(iMin, iMax);
      out.append(QPointF(x(a), y(a)));
      if (c != a) out.append(QPointF(x(c), y(c)));
      lo = std::min(lo, y(iMin));
      hi = std::max(hi, y(iMax));
    }
  }
  range = out.isEmpty() ? QPointF(0, 0) : QPointF(lo, hi);
  return out;
}

// The samples [first, last) of the first `n` sample times that lie in [x0, x1].
std::pair<std::size_t, std::size_t> window(const std::vector<double>& times, std::size_t n,
                                           double x0, double x1) {
  const auto end = times.begin() + static_cast<std::ptrdiff_t>(n);
  return {static_cast<std::size_t>(std::lower_bound(times.begin(), end, x0) - times.begin()),
          static_cast<std::size_t>(std::upper_bound(times.begin(), end, x1) - times.begin())};
}

void replacePoints(QObject* target, const QList<QPointF>& points) {
  if (auto* xy = qobject_cast<QXYSeries*>(target)) xy->replace(points);
}

constexpr std::size_t kTraceKept = 1'000'000;  // time–sequence points of the traced flow

}  // namespace

ChartFeed::ChartFeed(QObject* parent) : QObject(parent) {
  // The charts' titles, units and notes are the model's words, translated by charts().
  new LanguageWatch(this, [this] { emit layoutChanged(); });
}

static_assert(static_cast<int>(opslab::scenario::SeriesRole::window) == 1 &&
              static_cast<int>(opslab::scenario::SeriesRole::threshold) == 2 &&
              static_cast<int>(opslab::scenario::SeriesRole::goodput) == 3 &&
              static_cast<int>(opslab::scenario::SeriesRole::usable_window) == 6,
              "the role numbers of ChartFeed's series properties");

QVariantList ChartFeed::charts() const {
  QVariantList out;
  if (!cur_.info) return out;
  for (const auto& c : cur_.info->charts) {
    QStringList series;
    for (const auto& s : c.series) series.append(QString::fromStdString(s));
    QVariantList refs;
    for (const auto& r : c.references) {
      refs.append(QVariantMap{{QStringLiteral("value"), r.value},
                              {QStringLiteral("label"), coreText("model", r.label)}});
    }
    // The title in the interface's language, its %1 the first series' label, capitalized.
    QString title = coreText("model", c.title);
    if (title.contains(QLatin1String("%1"))) title = title.arg(words(series.value(0)));
    if (!title.isEmpty()) title[0] = title[0].toUpper();
    out.append(
        QVariantMap{{QStringLiteral("id"), QString::fromStdString(c.id)},
                    {QStringLiteral("title"), title},
                    {QStringLiteral("kind"), QString::fromLatin1(scenario::to_string(c.kind))},
                    {QStringLiteral("series"), series},
                    {QStringLiteral("perKey"), c.per_key},
                    {QStringLiteral("unit"), coreText("model", c.unit)},
                    {QStringLiteral("note"), coreText("model", c.note)},
                    {QStringLiteral("histogram"), QString::fromStdString(c.histogram)},
                    {QStringLiteral("references"), refs},
                    {QStringLiteral("shown"), c.shown}});
  }
  return out;
}

QStringList ChartFeed::tracedFlows() const { return keys(windowSeries()); }

QString ChartFeed::Samples::withRole(int role) const {
  if (!info) return {};
  for (const auto& s : info->series) {
    if (s.role == role) return s.series;
  }
  return {};
}

QStringList ChartFeed::chartKeys(const QString& series) const {
  QStringList totals;
  if (cur_.info) {
    for (const auto& s : cur_.info->series) {
      if (s.series == series && s.total) totals.append(s.key);
    }
  }
  return totals.isEmpty() ? keys(series) : totals;
}

bool ChartFeed::isTotal(const QString& series, const QString& key) const {
  const int i = cur_.index(series, key);
  return i >= 0 && cur_.info->series[static_cast<std::size_t>(i)].total;
}

QString ChartFeed::words(const QString& series) const {
  if (!cur_.info) return series;
  for (const auto& s : cur_.info->series) {
    if (s.series == series && !s.label.isEmpty()) {
      return QCoreApplication::translate("model", s.label.toUtf8().constData());
    }
  }
  return series;
}

QString ChartFeed::seriesLabel(const QString& series) const {
  if (!cur_.info) return {};
  for (const auto& s : cur_.info->series) {
    if (s.series != series) continue;
    const QString unit = s.unit.isEmpty()
                             ? QString()
                             : QCoreApplication::translate("model", s.unit.toUtf8().constData());
    return unit.isEmpty() ? words(series) : words(series) + QStringLiteral(", ") + unit;
  }
  return {};
}

int ChartFeed::Samples::index(const QString& series, const QString& key) const {
  if (!info) return -1;
  for (std::size_t i = 0; i < info->series.size(); ++i) {
    if (info->series[i].series == series && info->series[i].key == key) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

const std::vector<double>* ChartFeed::Samples::column(const QString& series,
                                                      const QString& key) const {
  const int i = index(series, key);
  return i < 0 || static_cast<std::size_t>(i) >= values.size()
             ? nullptr
             : &values[static_cast<std::size_t>(i)];
}

QStringList ChartFeed::Samples::keys(const QString& series) const {
  QStringList out;
  if (!info) return out;
  for (const auto& s : info->series) {
    if (s.series == series) out.append(s.key);
  }
  return out;
}

bool ChartFeed::has(const QString& series, const QString& key) const {
  return cur_.index(series, key) >= 0;
}

QStringList ChartFeed::seriesNames() const {
  QStringList out;
  if (!cur_.info) return out;
  for (const auto& s : cur_.info->series) {
    if (!out.contains(s.series)) out.append(s.series);
  }
  return out;
}

QStringList ChartFeed::keys(const QString& series) const { return cur_.keys(series); }

const std::vector<double>* ChartFeed::values(const QString& series, const QString& key) const {
  return cur_.column(series, key);
}

QPointF ChartFeed::fill(QObject* target, const QString& series, const QString& key, double x0,
                        double x1, int maxPoints, bool reference, double xScale) const {
  const Samples& d = reference ? ref_ : cur_;
  const auto* v = d.column(series, key);
  QPointF range;
  if (v == nullptr || v->empty()) {
    replacePoints(target, {});
    return range;
  }
  const auto& t = d.times;
  const auto [first, last] = window(t, std::min(v->size(), t.size()), x0, x1);
  const auto points = decimate(
      first, last, maxPoints, [&](std::size_t i) { return t[i] * xScale; },
      [&](std::size_t i) { return (*v)[i]; }, range);
  replacePoints(target, points);
  return range;
}

QPointF ChartFeed::fillRate(QObject* target, const QString& series, const QString& key,
                            double x0, double x1, int maxPoints, bool reference,
                            double xScale) const {
  const Samples& d = reference ? ref_ : cur_;
  const auto* v = d.column(series, key);
  QPointF range;
  if (v == nullptr || v->empty()) {
    replacePoints(target, {});
    return range;
  }
  const auto& t = d.times;
  const auto [first, last] = window(t, std::min(v->size(), t.size()), x0, x1);
  const auto rates = metrics::windowed_rates(t, *v, rateWindow(), first, last);
  // `first` captured by name: clang 14 cannot capture a structured binding.
  const auto points = decimate(
      first, last, maxPoints, [&](std::size_t i) { return t[i] * xScale; },
      [&, first = first](std::size_t i) { return rates[i - first]; }, range);
  replacePoints(target, points);
  return range;
}

double ChartFeed::valueAt(const QString& series, const QString& key, double t) const {
  const auto* v = cur_.column(series, key);
  if (v == nullptr) return std::numeric_limits<double>::quiet_NaN();
  const auto& times = cur_.times;
  const auto n = std::min(v->size(), times.size());
  const auto it = std::upper_bound(times.begin(), times.begin() + static_cast<std::ptrdiff_t>(n), t);
  if (it == times.begin()) return std::numeric_limits<double>::quiet_NaN();
  return (*v)[static_cast<std::size_t>(it - times.begin()) - 1];
}

QStringList ChartFeed::Samples::fairnessKeys() const {
  QStringList out;
  if (!info) return out;
  const QString goodput = withRole(static_cast<int>(scenario::SeriesRole::goodput));
  for (const auto& s : info->series) {
    if (s.series == goodput && s.perFlow && !s.total) out.append(s.key);
  }
  return out;
}

QStringList ChartFeed::fairnessFlows() const { return cur_.fairnessKeys(); }

QPointF ChartFeed::fillFairness(QObject* target, double x0, double x1, int maxPoints,
                                bool reference, double xScale) const {
  const Samples& d = reference ? ref_ : cur_;
  std::vector<std::span<const double>> flows;
  for (const QString& k : d.fairnessKeys()) {
    if (const auto* v = d.column(d.withRole(static_cast<int>(scenario::SeriesRole::goodput)), k)) {
      flows.emplace_back(*v);
    }
  }
  QPointF range;
  if (flows.size() < 2) {
    replacePoints(target, {});
    return range;
  }
  const auto& t = d.times;
  std::size_t n = t.size();
  for (const auto& v : flows) n = std::min(n, v.size());
  const auto [first, last] = window(t, n, x0, x1);
  const auto jain = metrics::windowed_jain(t, flows, rateWindow(), first, last);
  // `first` captured by name: clang 14 cannot capture a structured binding.
  const auto points = decimate(
      first, last, maxPoints, [&](std::size_t i) { return t[i] * xScale; },
      [&, first = first](std::size_t i) { return jain[i - first]; }, range);
  replacePoints(target, points);
  return range;
}

QPointF ChartFeed::fillTrace(QObject* target, int type, double x0, double x1,
                             int maxPoints, double xScale) const {
  // Indices of this type's points in the window (points are in time order).
  std::vector<std::size_t> idx;
  const std::int64_t t0 = static_cast<std::int64_t>(x0 * 1e12);
  const std::int64_t t1 = static_cast<std::int64_t>(x1 * 1e12);
  auto it = std::lower_bound(trace_.begin(), trace_.end(), t0,
                             [](const TracePoint& p, std::int64_t t) { return p.t < t; });
  for (; it != trace_.end() && it->t <= t1; ++it) {
    if (it->type == type) idx.push_back(static_cast<std::size_t>(it - trace_.begin()));
  }
  const double scale = mss_ ? 1.0 / static_cast<double>(mss_) : 1.0;
  QPointF range;
  if (type == Sacked) {
    // Two edges per block: index 2k is block k's first byte, 2k + 1 one past its last byte.
    const auto points = decimate(
        0, idx.size() * 2, maxPoints,
        [&](std::size_t i) { return static_cast<double>(trace_[idx[i / 2]].t) * 1e-12 * xScale; },
        [&](std::size_t i) {
          const TracePoint& p = trace_[idx[i / 2]];
          return static_cast<double>(p.seq + (i % 2 ? p.len : 0)) * scale;
        },
        range);
    replacePoints(target, points);
    return range;
  }
  const auto points = decimate(
      0, idx.size(), maxPoints,
      [&](std::size_t i) { return static_cast<double>(trace_[idx[i]].t) * 1e-12 * xScale; },
      [&](std::size_t i) { return static_cast<double>(trace_[idx[i]].seq) * scale; }, range);
  replacePoints(target, points);
  return range;
}

QPointF ChartFeed::traceSpan() const {
  if (trace_.empty()) return {0, 0};
  return {static_cast<double>(trace_.front().t) * 1e-12,
          static_cast<double>(trace_.back().t) * 1e-12};
}

void ChartFeed::clearSeries(QObject* target) const { replacePoints(target, {}); }

void ChartFeed::pinReference(const QString& label) {
  ref_ = cur_;
  referenceLabel_ = label;
  ++revision_;
  emit referenceChanged();
  emit referenceLabelChanged();
  emit changed();
}

void ChartFeed::clearReference() {
  if (!ref_.info) return;
  ref_ = Samples{};
  referenceLabel_.clear();
  ++revision_;
  emit referenceChanged();
  emit referenceLabelChanged();
  emit changed();
}

void ChartFeed::setReferenceLabel(const QString& label) {
  if (label == referenceLabel_) return;
  referenceLabel_ = label;
  emit referenceLabelChanged();
}

void ChartFeed::reset(const std::shared_ptr<const RunInfo>& info) {
  // A window picked for one scenario means nothing on another one's time scale.
  if (!info || !cur_.info || info->scenarioName != cur_.info->scenarioName ||
      info->modelName != cur_.info->modelName) {
    pickedWindow_ = -1;
  }
  cur_.info = info;
  histograms_.clear();
  cur_.times.clear();
  cur_.values.assign(info ? info->series.size() : 0, {});
  trace_.clear();
  traceKinds_ = 0;
  traceFlow_ = -1;
  mss_ = info ? info->mss : 0;
  runRate_ = runFairness_ = std::numeric_limits<double>::quiet_NaN();
  emit figuresChanged();
  emit rateWindowChanged();
  if (!marks_.empty()) {
    marks_.clear();
    ++markRevision_;
    emit marksChanged();
  }
  ++revision_;
  emit layoutChanged();
  emit changed();
}

void ChartFeed::clearHistory() {
  cur_.times.clear();
  for (auto& v : cur_.values) v.clear();
  trace_.clear();
  traceKinds_ = 0;
  dirty_ = true;
}

void ChartFeed::addMarks(std::vector<Bookmark>&& marks) {
  if (marks.empty()) return;
  marks_.insert(marks_.end(), std::make_move_iterator(marks.begin()),
                std::make_move_iterator(marks.end()));
  ++markRevision_;
  emit marksChanged();
}

QString ChartFeed::kindName(Bookmark::Kind kind) {
  switch (kind) {
    case Bookmark::firstDrop: return QStringLiteral("firstDrop");
    case Bookmark::timeout: return QStringLiteral("timeout");
    case Bookmark::lossRetransmit: return QStringLiteral("loss");
    case Bookmark::burstRetransmit: return QStringLiteral("burst");
    case Bookmark::reorderRetransmit: return QStringLiteral("reordering");
  }
  return {};
}

QString ChartFeed::causeText(Bookmark::Kind kind) {
  switch (kind) {
    case Bookmark::firstDrop: return tr("first drop");
    case Bookmark::timeout: return tr("retransmission timeout");
    case Bookmark::lossRetransmit: return tr("3 dup-ACKs: real loss");
    case Bookmark::burstRetransmit: return tr("3 dup-ACKs: burst drop");
    case Bookmark::reorderRetransmit: return tr("3 dup-ACKs after reordering (no loss)");
  }
  return {};
}

QVariantList ChartFeed::marks(int flow, double x0, double x1, bool runWide) const {
  QVariantList out;
  const auto t0 = static_cast<std::int64_t>(x0 * 1e12), t1 = static_cast<std::int64_t>(x1 * 1e12);
  for (const Bookmark& b : marks_) {
    if (b.t < t0 || b.t > t1) continue;
    if (b.flow != flow && !(runWide && b.flow < 0)) continue;
    out.append(QVariantMap{{QStringLiteral("t"), static_cast<double>(b.t) * 1e-12},
                           {QStringLiteral("events"), static_cast<qint64>(b.events)},
                           {QStringLiteral("kind"), kindName(b.kind)},
                           {QStringLiteral("cause"), causeText(b.kind)},
                           {QStringLiteral("text"), b.text},
                           {QStringLiteral("flow"), b.flow},
                           {QStringLiteral("cwnd"), b.cwndAfter},
                           {QStringLiteral("cwndBefore"), b.cwndBefore}});
  }
  return out;
}

void ChartFeed::append(const std::vector<double>& times,
                       const std::vector<std::vector<double>>& values) {
  if (times.empty()) return;
  const bool intervalKnown = cur_.times.size() >= 2;
  cur_.times.insert(cur_.times.end(), times.begin(), times.end());
  if (!intervalKnown && cur_.times.size() >= 2) emit rateWindowChanged();  // the default follows
  for (std::size_t i = 0; i < values.size() && i < cur_.values.size(); ++i) {
    cur_.values[i].insert(cur_.values[i].end(), values[i].begin(), values[i].end());
  }
  dirty_ = true;
}

void ChartFeed::appendTrace(bool reset, std::int64_t flow, std::vector<TracePoint>&& points) {
  const bool flowChanged = static_cast<int>(flow) != traceFlow_;
  if (reset || flowChanged) {
    trace_.clear();
    traceKinds_ = 0;
  }
  traceFlow_ = static_cast<int>(flow);
  for (const TracePoint& p : points) traceKinds_ |= 1 << static_cast<int>(p.type);
  if (!points.empty()) {
    trace_.insert(trace_.end(), points.begin(), points.end());
    // The graph scrolls over the last seconds: beyond kTraceKept points the oldest quarter goes.
    if (trace_.size() > kTraceKept) {
      trace_.erase(trace_.begin(), trace_.begin() + static_cast<std::ptrdiff_t>(kTraceKept / 4));
    }
    dirty_ = true;
  }
  if (reset || flowChanged) {
    dirty_ = true;
    emit layoutChanged();
  }
}

void ChartFeed::notify() {
  if (!dirty_) return;
  dirty_ = false;
  ++revision_;
  emit changed();
}

}  // namespace opslab::gui
