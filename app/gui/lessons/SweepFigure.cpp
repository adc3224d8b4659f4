// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/SweepFigure.hpp"

#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <limits>

namespace opslab::gui {

namespace {

const QColor kPalette[] = {QColor(0x1f, 0x6f, 0xd1), QColor(0xd1, 0x3c, 0x3c), QColor(0x2e, 0x9e, 0x5b),
                           QColor(0xe0, 0x8e, 0x0b), QColor(0x8e, 0x3f, 0xc4), QColor(0x55, 0x5f, 0x6b)};

// Tick positions 1, 2 or 5 × 10^k apart covering [lo, hi] with about `count` ticks.
QList<double> niceTicks(double lo, double hi, int count) {
  const double raw = (hi - lo) / std::max(1, count);
  const double mag = std::pow(10.0, std::floor(std::log10(raw)));
  const double step = raw / mag < 1.5 ? mag : raw / mag < 3.5 ? 2 * mag : raw / mag < 7.5 ? 5 * mag : 10 * mag;
  QList<double> ticks;
  for (double t = std::ceil(lo / step) * step; t <= hi + step * 1e-6; t += step) {
    ticks << (std::abs(t) < step * 1e-9 ? 0.0 : t);
  }
  return ticks;
}

// Draws `text` centred in `box` whole: in a smaller font when it is too wide, on two lines
// when even that is too wide — never cut short with "…".
void drawWhole(QPainter& p, const QRectF& box, const QString& text) {
  p.save();
  QFont f = p.font();
  const int full = f.pixelSize();
  while (QFontMetricsF(f).horizontalAdvance(text) > box.width() &&
         f.pixelSize() > std::max(8, full * 3 / 4)) {
    f.setPixelSize(f.pixelSize() - 1);
  }
  p.setFont(f);
  const bool wrap = QFontMetricsF(f).horizontalAdvance(text) > box.width();
  const double half = wrap ? QFontMetricsF(f).height() / 2 : 0.0;
  int flags = Qt::AlignCenter;
  if (wrap) flags |= Qt::TextWordWrap;
  p.drawText(box.adjusted(0, -half, 0, half), flags, text);
  p.restore();
}

// Ticks of a logarithmic axis over [lo, hi] (lo > 0): each decade, with 2 and 5 between
// when the range spans fewer than three decades.
QList<double> logTicks(double lo, double hi) {
  QList<double> ticks;
  const bool fine = std::log10(hi / lo) < 3;
  for (int e = static_cast<int>(std::floor(std::log10(lo))); e <= std::ceil(std::log10(hi)); ++e) {
    for (const double m : {1.0, 2.0, 5.0}) {
      const double t = m * std::pow(10.0, e);
      if ((m == 1.0 || fine) && t >= lo * (1 - 1e-9) && t <= hi * (1 + 1e-9)) ticks << t;
    }
  }
  return ticks;
}

}  // namespace

QImage drawSweepFigure(const ProgressSweep& sweep, QSize size) {
  QImage img(size, QImage::Format_RGB32);
  img.fill(Qt::white);
  QPainter p(&img);
  p.setRenderHint(QPainter::Antialiasing);
  QFont font = p.font();
  font.setPixelSize(std::max(10, size.height() / 28));
  p.setFont(font);
  const QFontMetricsF fm(font);
  const double k = std::max(1.0, size.height() / 320.0);  // line widths grow with the image

  // Data range: the CI bars included; categorical x at 0..n-1. On a log axis (the plot's
  // log_x / log_y) only values above 0 have a place.
  const bool logX = sweep.logX && !sweep.xCategorical, logY = sweep.logY;
  double x0 = std::numeric_limits<double>::infinity(), x1 = -x0, y0 = x0, y1 = -x0;
  for (const auto& pt : sweep.points) {
    const double ci = std::max(0.0, pt.ci);
    if (!logX || pt.x > 0) {
      x0 = std::min(x0, pt.x);
      x1 = std::max(x1, pt.x);
    }
    for (const double y : {pt.mean - ci, pt.mean, pt.mean + ci}) {
      if (logY && y <= 0) continue;
      y0 = std::min(y0, y);
      y1 = std::max(y1, y);
    }
  }
  if (sweep.xCategorical) {
    x0 = -0.5;
    x1 = sweep.xLabels.size() - 0.5;
  }
  if (!std::isfinite(x0)) x0 = logX ? 0.1 : 0, x1 = logX ? 10 : 1;
  if (!std::isfinite(y0)) y0 = logY ? 0.1 : 0, y1 = logY ? 10 : 1;
  if (logY) {
    y0 /= 1.25;
    y1 *= 1.25;
  } else {
    const double ypad = std::max({(y1 - y0) * 0.1, std::abs(y1) * 0.02, 1e-9});
    y0 = y0 >= 0 && y0 - ypad < 0 ? 0 : y0 - ypad;
    y1 += ypad;
  }
  if (logX) {
    x0 /= 1.25;
    x1 *= 1.25;
  } else if (!sweep.xCategorical) {
    if (x1 <= x0) x0 -= 0.5, x1 += 0.5;
    const double xpad = (x1 - x0) * 0.05;
    x0 = x0 >= 0 && x0 - xpad < 0 ? 0 : x0 - xpad;
    x1 += xpad;
  } else if (x1 <= x0) {
    x0 -= 0.5, x1 += 0.5;
  }

  // The legend's entries in rows that fit the width (only when there are several curves).
  const double line = fm.height();
  QList<QList<int>> legendRows;
  if (sweep.seriesNames.size() > 1) {
    double x = line * 4.5;
    legendRows << QList<int>();
    for (int s = 0; s < sweep.seriesNames.size(); ++s) {
      const double w = 30 * k + fm.horizontalAdvance(sweep.seriesNames[s]);
      if (x + w > size.width() - line * 0.7 && !legendRows.last().isEmpty()) {
        legendRows << QList<int>();
        x = line * 4.5;
      }
      legendRows.last() << s;
      x += w;
    }
  }
  const double legendHeight = legendRows.isEmpty() ? 0.0 : line * (legendRows.size() + 0.2);

  // Plot area: room for tick labels and axis titles on the left and below, legend on top.
  const QRectF plot(line * 4.5, line + legendHeight, size.width() - line * 5.2,
                    size.height() - line * 4.0 - legendHeight);
  // Where a value sits along its axis, 0..1 (a value ≤ 0 on a log axis: at its low end).
  const auto along = [](double v, double lo, double hi, bool log) {
    return log ? std::log(std::max(v, lo) / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
  };
  const auto px = [&](double x) { return plot.left() + along(x, x0, x1, logX) * plot.width(); };
  const auto py = [&](double y) { return plot.bottom() - along(y, y0, y1, logY) * plot.height(); };

  const QColor grid(0xe3, 0xe6, 0xea), ink(0x33, 0x38, 0x40);
  for (const double t : logY ? logTicks(y0, y1) : niceTicks(y0, y1, 5)) {
    p.setPen(QPen(grid, k));
    p.drawLine(QPointF(plot.left(), py(t)), QPointF(plot.right(), py(t)));
    p.setPen(ink);
    p.drawText(QRectF(0, py(t) - line / 2, plot.left() - 6, line), Qt::AlignRight | Qt::AlignVCenter,
               QLocale().toString(t, 'g', 4));
  }
  const auto xLabel = [&](double x, const QString& text, double width) {
    p.setPen(ink);
    drawWhole(p, QRectF(px(x) - width / 2, plot.bottom() + 4, width, line), text);
  };
  if (sweep.xCategorical) {
    // Each category's label has its slot's width.
    const double slot = plot.width() / std::max<qsizetype>(1, sweep.xLabels.size());
    for (int i = 0; i < sweep.xLabels.size(); ++i) xLabel(i, sweep.xLabels[i], slot);
  } else {
    const auto ticks = logX ? logTicks(x0, x1) : niceTicks(x0, x1, 6);
    for (const double t : ticks) xLabel(t, QLocale().toString(t, 'g', 4), 120);
  }
  p.setPen(QPen(ink, 1.2 * k));
  p.setBrush(Qt::NoBrush);
  p.drawRect(plot);
  drawWhole(p, QRectF(plot.left(), size.height() - line * 1.3, plot.width(), line * 1.2), sweep.xTitle);
  p.save();
  p.translate(line * 0.2, plot.center().y());
  p.rotate(-90);
  drawWhole(p, QRectF(-plot.height() / 2, 0, plot.height(), line * 1.2), sweep.yTitle);
  p.restore();

  // Series: a line through the means, the CI bars with caps, a dot per point.
  const double cap = plot.width() * 0.008;  // in pixels: the same on either kind of axis
  for (int s = 0; s < std::max<int>(1, sweep.seriesNames.size()); ++s) {
    const QColor colour = kPalette[s % std::size(kPalette)];
    QList<ProgressPoint> pts;
    for (const auto& pt : sweep.points) {
      if (pt.series == s) pts << pt;
    }
    std::sort(pts.begin(), pts.end(), [](const auto& a, const auto& b) { return a.x < b.x; });
    QPainterPath path;
    for (int i = 0; i < pts.size(); ++i) {
      const QPointF at(px(pts[i].x), py(pts[i].mean));
      if (i == 0) path.moveTo(at);
      else path.lineTo(at);
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(colour, 2 * k));
    p.drawPath(path);
    p.setPen(QPen(colour, 1.5 * k));
    for (const auto& pt : pts) {
      if (pt.ci <= 0) continue;
      const double x = px(pt.x), lo = py(pt.mean - pt.ci), hi = py(pt.mean + pt.ci);
      p.drawLine(QPointF(x, lo), QPointF(x, hi));
      p.drawLine(QPointF(x - cap, lo), QPointF(x + cap, lo));
      p.drawLine(QPointF(x - cap, hi), QPointF(x + cap, hi));
    }
    p.setPen(QPen(Qt::white, k));
    p.setBrush(colour);
    for (const auto& pt : pts) p.drawEllipse(QPointF(px(pt.x), py(pt.mean)), 4.5 * k, 4.5 * k);
  }

  // Legend: the rows laid out above.
  for (int row = 0; row < legendRows.size(); ++row) {
    double x = plot.left();
    const double y = line * (0.8 + row);
    for (const int s : legendRows[row]) {
      p.setPen(Qt::NoPen);
      p.setBrush(kPalette[s % std::size(kPalette)]);
      p.drawEllipse(QPointF(x + 6 * k, y), 5 * k, 5 * k);
      p.setPen(ink);
      p.drawText(QPointF(x + 16 * k, y + fm.ascent() / 2 - 1), sweep.seriesNames[s]);
      x += 30 * k + fm.horizontalAdvance(sweep.seriesNames[s]);
    }
  }
  return img;
}

}  // namespace opslab::gui
