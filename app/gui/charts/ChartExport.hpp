// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartExport: writes what a chart shows to files a report can use — SVG (vector: the chart's
// series re-laid in an offscreen Qt Charts QChart, with the same axes, colours and styles, and
// rendered through QSvgGenerator) and CSV (every point of every named series, long format,
// with the axes' titles as column names). PNG: the QML item grabs itself (grabToImage) and
// passes the picture to writeImage. A chart
// of Qt Charts passes its series objects and axes; a histogram passes HistogramFeed's map.
// Every file is written whole or not at all (QSaveFile); each call returns "" or a one-line
// error naming the file.
#pragma once

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace opslab::gui {

class ChartExport : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

 public:
  explicit ChartExport(QObject* parent = nullptr) : QObject(parent) {}

  /// Writes a chart's picture (grabToImage's result.image) as a PNG file; null when the item
  /// could not be grabbed (not in a visible window).
  Q_INVOKABLE QString writeImage(const QVariant& image, const QString& path) const;
  /// `series`: the chart's XY series (QXYSeries objects: line or scatter; unnamed ones, such as
  /// error bars, are drawn in the SVG but not written to the CSV). `axes`: { title, xTitle,
  /// yTitle, x0, x1, y0, y1, xTicks, yTicks, xFormat, yFormat }. The SVG has the chart's
  /// shape, at least 720 × 400 px.
  Q_INVOKABLE QString writeSvg(const QVariantList& series, const QVariantMap& axes,
                               const QString& path, int width, int height) const;
  Q_INVOKABLE QString writeCsv(const QVariantList& series, const QVariantMap& axes,
                               const QString& path) const;
  /// A histogram as HistogramFeed::histogram() gives it: a stacked bar chart (SVG) or one
  /// row per bar with a column per category (CSV).
  Q_INVOKABLE QString writeHistogramSvg(const QVariantMap& histogram, const QString& path,
                                        int width, int height) const;
  Q_INVOKABLE QString writeHistogramCsv(const QVariantMap& histogram, const QString& path) const;
  /// A table: its header and rows (lists of values), e.g. a sweep's points with their CIs.
  Q_INVOKABLE QString writeTable(const QStringList& header, const QVariantList& rows,
                                 const QString& path) const;
};

}  // namespace opslab::gui
