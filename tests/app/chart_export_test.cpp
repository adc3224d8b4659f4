// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chart exports: what a chart shows, written as CSV (every point of every named
// series, the axes' titles as column names) and as SVG (a vector drawing a renderer accepts,
// with the series' names in it), a histogram as its bars; an unwritable path gives a one-line
// error and no file.
#include <QApplication>
#include <QFile>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtTest>

#include "charts/ChartExport.hpp"

using opslab::gui::ChartExport;

namespace {

QString read(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(f.readAll());
}

QVariantMap axes() {
  return {{QStringLiteral("title"), QStringLiteral("Throughput per output")},
          {QStringLiteral("xTitle"), QStringLiteral("simulated time (ms)")},
          {QStringLiteral("yTitle"), QStringLiteral("cells/slot")},
          {QStringLiteral("x0"), 0.0}, {QStringLiteral("x1"), 10.0},
          {QStringLiteral("y0"), 0.0}, {QStringLiteral("y1"), 1.0},
          {QStringLiteral("xTicks"), 5}, {QStringLiteral("yTicks"), 6},
          {QStringLiteral("xFormat"), QStringLiteral("%.1f")},
          {QStringLiteral("yFormat"), QStringLiteral("%.1f")}};
}

}  // namespace

class ChartExportTest : public QObject {
  Q_OBJECT

 private slots:
  void csvHoldsEveryPointOfEveryNamedSeries() {
    QTemporaryDir dir;
    QLineSeries a, bar;
    a.setName(QStringLiteral("out0"));
    a.append(0.5, 0.25);
    a.append(1.0, 0.75);
    bar.append(0.5, 0.1);  // an unnamed helper (an error bar): not data
    QScatterSeries b;
    b.setName(QStringLiteral("total, mean"));
    b.append(2.0, 0.5);
    const QString path = dir.filePath(QStringLiteral("c.csv"));
    QCOMPARE(ChartExport().writeCsv({QVariant::fromValue<QObject*>(&a), QVariant::fromValue<QObject*>(&bar),
                                     QVariant::fromValue<QObject*>(&b)},
                                    axes(), path),
             QString());
    QCOMPARE(read(path), QStringLiteral("series,simulated time (ms),cells/slot\n"
                                        "out0,0.5,0.25\nout0,1,0.75\n\"total, mean\",2,0.5\n"));
  }

  void svgIsAVectorDrawingOfTheSeries() {
    QTemporaryDir dir;
    QLineSeries a;
    a.setName(QStringLiteral("offered load"));
    for (int i = 0; i <= 20; ++i) a.append(i * 0.5, 0.8);
    const QString path = dir.filePath(QStringLiteral("c.svg"));
    QCOMPARE(ChartExport().writeSvg({QVariant::fromValue<QObject*>(&a)}, axes(), path, 640, 400),
             QString());
    const QString svg = read(path);
    QVERIFY(svg.startsWith(QStringLiteral("<?xml")));
    QVERIFY(svg.contains(QStringLiteral("<svg")));
    QVERIFY(svg.contains(QStringLiteral("offered load")));      // the legend
    QVERIFY(svg.contains(QStringLiteral("simulated time (ms)")));  // the axis title
    QVERIFY(svg.contains(QStringLiteral("<path")) || svg.contains(QStringLiteral("<polyline")));
    QSvgRenderer r(path);
    QVERIFY(r.isValid());
    QCOMPARE(r.viewBox(), QRect(0, 0, 720, 450));  // at least 720 wide, the chart's shape
  }

  void histogramAsBarsAndRows() {
    QTemporaryDir dir;
    const QVariantMap h{
        {QStringLiteral("label"), QStringLiteral("Matching size per slot")},
        {QStringLiteral("valueLabel"), QStringLiteral("pairs matched")},
        {QStringLiteral("categories"), QStringList{QStringLiteral("slots")}},
        {QStringLiteral("maxCount"), 7},
        {QStringLiteral("bars"),
         QVariantList{QVariantMap{{QStringLiteral("from"), 3}, {QStringLiteral("to"), 3},
                                  {QStringLiteral("counts"), QVariantList{4}}},
                      QVariantMap{{QStringLiteral("from"), 4}, {QStringLiteral("to"), 4},
                                  {QStringLiteral("counts"), QVariantList{7}}}}}};
    const QString csv = dir.filePath(QStringLiteral("h.csv"));
    QCOMPARE(ChartExport().writeHistogramCsv(h, csv), QString());
    QCOMPARE(read(csv), QStringLiteral("pairs matched from,to,slots\n3,3,4\n4,4,7\n"));
    const QString svg = dir.filePath(QStringLiteral("h.svg"));
    QCOMPARE(ChartExport().writeHistogramSvg(h, svg, 500, 300), QString());
    QVERIFY(QSvgRenderer(svg).isValid());
  }

  void anUnwritablePathIsAOneLineErrorAndNoFile() {
    QLineSeries a;
    a.setName(QStringLiteral("x"));
    a.append(1, 1);
    const QString path = QStringLiteral("/nonexistent-dir/c.csv");
    const QString error = ChartExport().writeCsv({QVariant::fromValue<QObject*>(&a)}, axes(), path);
    QVERIFY(error.startsWith(path));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!ChartExport().writeSvg({QVariant::fromValue<QObject*>(&a)}, axes(),
                                    QStringLiteral("/nonexistent-dir/c.svg"), 100, 100)
                 .isEmpty());
  }
};

QTEST_MAIN(ChartExportTest)
#include "chart_export_test.moc"
