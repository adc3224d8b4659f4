// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartFeed's rate window and the run's own figures: which window the rate and fairness charts
// average over (the run's default, metrics::default_rate_window, until one is picked), the
// windows offered, the model's capacity bound, and the summary's figures since the warm-up.
#include <QLocale>
#include <cmath>

#include "charts/ChartFeed.hpp"
#include "metrics/rate_window.hpp"

namespace opslab::gui {

double ChartFeed::sampleInterval() const {
  const auto& t = cur_.times;
  if (t.size() >= 2) return t[t.size() - 1] - t[t.size() - 2];
  // Before two samples exist: the interval the scenario asks for, so that a title never
  // reads "0 s samples".
  return cur_.info ? cur_.info->sampleIntervalS : 0.0;
}

namespace {

// The span a run measures, from the end of its warm-up to its end, seconds (0: unknown).
double measuredSpan(const RunInfo* info) {
  if (info == nullptr || info->endPs <= info->warmupPs) return 0.0;
  return static_cast<double>(info->endPs - info->warmupPs) * 1e-12;
}

}  // namespace

double ChartFeed::rateWindow() const {
  if (pickedWindow_ >= 0) return pickedWindow_;
  return metrics::default_rate_window(sampleInterval(), measuredSpan(cur_.info.get()));
}

void ChartFeed::setRateWindow(double seconds) {
  const double picked = seconds >= 0 ? seconds : -1;
  if (picked == pickedWindow_) return;
  pickedWindow_ = picked;
  emit rateWindowChanged();
}

QVariantList ChartFeed::rateWindows() const {
  QVariantList out{0.0};
  const double dt = sampleInterval();
  const double span = measuredSpan(cur_.info.get());
  for (const double w :
       metrics::rate_window_choices(metrics::default_rate_window(dt, span), dt, span)) {
    out.append(w);
  }
  if (pickedWindow_ > 0 && !out.contains(QVariant(pickedWindow_))) out.append(pickedWindow_);
  return out;
}

double ChartFeed::goodputCapacity() const {
  return cur_.info ? cur_.info->goodputCapacity : std::numeric_limits<double>::quiet_NaN();
}

void ChartFeed::setRunFigures(double rate, double fairness) {
  const auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
  if (same(rate, runRate_) && same(fairness, runFairness_)) return;
  runRate_ = rate;
  runFairness_ = fairness;
  emit figuresChanged();
}

QString ChartFeed::durationText(double seconds) const {
  const QLocale locale;
  const auto number = [&](double v) { return locale.toString(v, 'g', 3); };
  if (!(seconds > 0)) return number(0);
  if (seconds >= 1) return tr("%1 s").arg(number(seconds));
  if (seconds >= 1e-3) return tr("%1 ms").arg(number(seconds * 1e3));
  return tr("%1 µs").arg(number(seconds * 1e6));
}

}  // namespace opslab::gui
