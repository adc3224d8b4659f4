// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartExport.hpp"

#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QLogValueAxis>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>
#include <algorithm>
#include <memory>

#include "app/LocalPath.hpp"
#include "app/SaveFile.hpp"

namespace opslab::gui {

namespace {

QString csvField(const QString& s) {
  if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))) {
    return s;
  }
  QString q = s;
  q.replace(QLatin1String("\""), QLatin1String("\"\""));
  return QLatin1Char('"') + q + QLatin1Char('"');
}

QString number(double v) { return QString::number(v, 'g', 10); }

// Writes `body` to `path` whole or not at all.
QString writeText(const QString& path, const QString& body) {
  QSaveFile f(localPath(path));
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return saveFileError(f, localPath(path));
  const QByteArray bytes = body.toUtf8();
  if (f.write(bytes) != bytes.size()) return saveFileError(f, localPath(path));
  return commitSaveFile(f, localPath(path));
}

// Renders `chart` (owned here) as an SVG of width × height to `path`.
QString renderSvg(std::unique_ptr<QChart> chart, const QString& path, int width, int height) {
  if (width <= 0 || height <= 0) return ChartExport::tr("%1: the chart has no size").arg(path);
  // A card's chart is small on screen: a report gets it at least 720 px wide (same shape, at
  // least 400 px high), where Qt Charts' titles and labels are not elided.
  if (width < 720) {
    height = height * 720 / width;
    width = 720;
  }
  height = std::max(height, 400);
  QGraphicsScene scene;
  chart->setBackgroundBrush(Qt::white);
  chart->setBackgroundRoundness(0);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->resize(width, height);
  QChart* raw = chart.release();
  scene.addItem(raw);  // the scene owns it now
  scene.setSceneRect(0, 0, width, height);
  QSaveFile f(localPath(path));
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return saveFileError(f, localPath(path));
  QSvgGenerator svg;
  svg.setOutputDevice(&f);
  svg.setSize(QSize(width, height));
  svg.setViewBox(QRect(0, 0, width, height));
  svg.setTitle(raw->title());
  {
    QPainter p(&svg);
    p.setRenderHint(QPainter::Antialiasing);
    scene.render(&p, QRectF(0, 0, width, height), QRectF(0, 0, width, height));
  }
  return commitSaveFile(f, localPath(path));
}

// The axis as drawn: logarithmic (base 10, labels as plain numbers) when `log` is set.
QAbstractAxis* axis(const QVariantMap& a, const char* title, const char* lo, const char* hi,
                    const char* ticks, const char* format, const char* log) {
  QAbstractAxis* ax = nullptr;
  if (a.value(QLatin1String(log)).toBool()) {
    auto* l = new QLogValueAxis;
    l->setBase(10);
    l->setMinorTickCount(8);
    l->setLabelFormat(a.value(QLatin1String(format), QStringLiteral("%g")).toString());
    ax = l;
  } else {
    auto* v = new QValueAxis;
    v->setTickCount(std::max(2, a.value(QLatin1String(ticks), 5).toInt()));
    v->setLabelFormat(a.value(QLatin1String(format), QStringLiteral("%g")).toString());
    ax = v;
  }
  ax->setTitleText(a.value(QLatin1String(title)).toString());
  ax->setRange(a.value(QLatin1String(lo)).toDouble(), a.value(QLatin1String(hi)).toDouble());
  return ax;
}

}  // namespace

QString ChartExport::writeImage(const QVariant& picture, const QString& path) const {
  const QImage image = picture.value<QImage>();
  if (image.isNull()) return tr("%1: the chart is not shown, so there is no picture to save").arg(localPath(path));
  QSaveFile f(localPath(path));
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return saveFileError(f, localPath(path));
  // An uncommitted QSaveFile is discarded when it goes: nothing is left of a failed write.
  if (!image.save(&f, "PNG")) {
    return f.error() != QFileDevice::NoError ? saveFileError(f, localPath(path))
                                             : tr("%1: the picture could not be encoded").arg(localPath(path));
  }
  return commitSaveFile(f, localPath(path));
}

QString ChartExport::writeSvg(const QVariantList& series, const QVariantMap& axes,
                              const QString& path, int width, int height) const {
  auto chart = std::make_unique<QChart>();
  chart->setTitle(axes.value(QStringLiteral("title")).toString());
  auto* ax = axis(axes, "xTitle", "x0", "x1", "xTicks", "xFormat", "xLog");
  auto* ay = axis(axes, "yTitle", "y0", "y1", "yTicks", "yFormat", "yLog");
  chart->addAxis(ax, Qt::AlignBottom);
  chart->addAxis(ay, Qt::AlignLeft);
  for (const QVariant& v : series) {
    const auto* src = qobject_cast<const QXYSeries*>(v.value<QObject*>());
    if (!src || !src->isVisible()) continue;
    QXYSeries* copy = nullptr;
    if (const auto* sc = qobject_cast<const QScatterSeries*>(src)) {
      auto* s = new QScatterSeries;
      s->setMarkerSize(sc->markerSize());
      s->setMarkerShape(sc->markerShape());
      s->setBorderColor(sc->borderColor());
      copy = s;
    } else {
      copy = new QLineSeries;
    }
    copy->setName(src->name());
    copy->setPen(src->pen());
    copy->setColor(src->color());
    copy->replace(src->points());
    chart->addSeries(copy);
    copy->attachAxis(ax);
    copy->attachAxis(ay);
  }
  // Unnamed helper series (error bars, reference copies) stay out of the legend.
  const auto markers = chart->legend()->markers();
  for (auto* m : markers) {
    if (m->label().trimmed().isEmpty()) m->setVisible(false);
  }
  chart->legend()->setAlignment(Qt::AlignBottom);
  return renderSvg(std::move(chart), path, width, height);
}

QString ChartExport::writeCsv(const QVariantList& series, const QVariantMap& axes,
                              const QString& path) const {
  const QString x = axes.value(QStringLiteral("xTitle"), QStringLiteral("x")).toString();
  const QString y = axes.value(QStringLiteral("yTitle"), QStringLiteral("y")).toString();
  QString body;
  QTextStream out(&body);
  out << "series," << csvField(x.isEmpty() ? QStringLiteral("x") : x) << ','
      << csvField(y.isEmpty() ? QStringLiteral("y") : y) << '\n';
  for (const QVariant& v : series) {
    const auto* s = qobject_cast<const QXYSeries*>(v.value<QObject*>());
    if (!s || s->name().trimmed().isEmpty()) continue;
    const QString name = csvField(s->name().trimmed());
    for (const QPointF& p : s->points()) out << name << ',' << number(p.x()) << ',' << number(p.y()) << '\n';
  }
  out.flush();
  return writeText(path, body);
}

QString ChartExport::writeHistogramSvg(const QVariantMap& h, const QString& path, int width,
                                       int height) const {
  const QStringList categories = h.value(QStringLiteral("categories")).toStringList();
  const QVariantList bars = h.value(QStringLiteral("bars")).toList();
  auto chart = std::make_unique<QChart>();
  chart->setTitle(h.value(QStringLiteral("label")).toString());
  auto* stacked = new QStackedBarSeries;
  for (int c = 0; c < categories.size(); ++c) {
    auto* set = new QBarSet(categories[c]);
    for (const QVariant& b : bars) set->append(b.toMap().value(QStringLiteral("counts")).toList().value(c).toDouble());
    stacked->append(set);
  }
  QStringList labels;
  for (const QVariant& b : bars) {
    const auto m = b.toMap();
    const auto from = m.value(QStringLiteral("from")).toULongLong(), to = m.value(QStringLiteral("to")).toULongLong();
    labels << (from == to ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(to));
  }
  chart->addSeries(stacked);
  auto* ax = new QBarCategoryAxis;
  ax->append(labels);
  ax->setTitleText(h.value(QStringLiteral("valueLabel")).toString());
  auto* ay = new QValueAxis;
  ay->setTitleText(tr("count"));
  ay->setLabelFormat(QStringLiteral("%.0f"));
  ay->setRange(0, std::max(1.0, h.value(QStringLiteral("maxCount")).toDouble()));
  chart->addAxis(ax, Qt::AlignBottom);
  chart->addAxis(ay, Qt::AlignLeft);
  stacked->attachAxis(ax);
  stacked->attachAxis(ay);
  chart->legend()->setAlignment(Qt::AlignBottom);
  return renderSvg(std::move(chart), path, width, height);
}

QString ChartExport::writeHistogramCsv(const QVariantMap& h, const QString& path) const {
  const QStringList categories = h.value(QStringLiteral("categories")).toStringList();
  QString body;
  QTextStream out(&body);
  const QString value = h.value(QStringLiteral("valueLabel")).toString();
  out << csvField(value.isEmpty() ? QStringLiteral("value") : value) << " from,to";
  for (const QString& c : categories) out << ',' << csvField(c);
  out << '\n';
  for (const QVariant& b : h.value(QStringLiteral("bars")).toList()) {
    const auto m = b.toMap();
    out << m.value(QStringLiteral("from")).toULongLong() << ',' << m.value(QStringLiteral("to")).toULongLong();
    for (const QVariant& c : m.value(QStringLiteral("counts")).toList()) out << ',' << c.toULongLong();
    out << '\n';
  }
  out.flush();
  return writeText(path, body);
}

QString ChartExport::writeTable(const QStringList& header, const QVariantList& rows,
                                const QString& path) const {
  QString body;
  QTextStream out(&body);
  QStringList h;
  for (const QString& c : header) h << csvField(c);
  out << h.join(QLatin1Char(',')) << '\n';
  for (const QVariant& r : rows) {
    QStringList cells;
    for (const QVariant& c : r.toList()) {
      cells << (c.typeId() == QMetaType::Double ? number(c.toDouble()) : csvField(c.toString()));
    }
    out << cells.join(QLatin1Char(',')) << '\n';
  }
  out.flush();
  return writeText(path, body);
}

}  // namespace opslab::gui
