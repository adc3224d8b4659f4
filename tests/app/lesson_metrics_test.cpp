// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A sweep's figure drawn with each metric its claims are about, in LessonController: the
// metrics offered are the plotted one, then each claimed one once, titled as the figure's y
// axis; switching (or showing a claim) draws that metric's per-point means, equal to the means
// of the runs' own values (runs.csv, as the CLI writes it); the claim whose figure shows is
// marked; the other metrics' figures are saved with the progress and read back by another
// controller, and the exported work (JSON, and the PDF as pdftotext reads it) has them after the
// plotted one, each with its metric's title; and a progress file from before they were saved
// still reads.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>
#include <map>

#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "metrics/csv_reader.hpp"
#include "metrics/metric_text.hpp"

using opslab::gui::LessonController;
using opslab::gui::ProgressStore;

namespace {

// One step, one sweep of a short dumbbell (2 TCP variants x 2 seeds, 2 s simulated), plotted as
// goodput, with claims on goodput, on Jain's fairness (twice) and on retransmissions.
std::string lessonText() {
  const std::string dumbbell = OPSLAB_SOURCE_DIR "/assets/scenarios/dumbbell.json";
  const auto claim = [](const char* id, const char* metric) {
    return std::string(R"({"id": ")") + id + R"(", "text": "claim )" + id +
           R"(", "type": "within", "sweep": "s", "metric": ")" + metric +
           R"(", "where": {"tcp.variant": "reno"}, "lo": -1e9, "hi": 1e9})";
  };
  return R"({
  "id": "metrics", "title": "T", "paper": "p", "reproduces": "r", "level": "introductory",
  "minutes": 5,
  "sweeps": [{"id": "s", "title": "S",
    "scenario": {"file": ")" + dumbbell + R"(", "set": {"sim.duration_s": 2, "sim.warmup_s": 0.2, "topology.flows": 3}},
    "vary": [{"key": "tcp.variant", "values": ["reno", "sack"]}], "seeds": 2, "full_seeds": 2,
    "plot": {"x": "tcp.variant", "metric": "goodput_mbps"}}],
  "steps": [
    {"title": "one", "page": "page.md", "sweeps": ["s"],
     "claims": [)" + claim("fair", "jain_fairness") + ", " + claim("goodput", "goodput_mbps") + ", " +
         claim("retx", "retransmits") + ", " + claim("fair2", "jain_fairness") + R"(]}
  ]
})";
}

void write(const QString& path, const std::string& text) { std::ofstream(path.toStdString()) << text; }

// The mean of `metric` over each point's runs, by the varied key's value, from runs.csv (read
// with core's CSV reader).
std::map<QString, double> runMeans(const QString& runsCsv, const QString& metric) {
  QFile f(runsCsv);
  if (!f.open(QIODevice::ReadOnly)) return {};
  const auto table = opslab::metrics::parse_csv(f.readAll().toStdString());
  const int key = table.column("tcp.variant"), col = table.column(metric.toStdString());
  if (key < 0 || col < 0) return {};
  std::map<QString, std::pair<double, int>> sums;
  for (const auto& row : table.rows) {
    const auto& v = row[static_cast<std::size_t>(col)];
    const double value = std::holds_alternative<double>(v)         ? std::get<double>(v)
                         : std::holds_alternative<std::int64_t>(v) ? static_cast<double>(std::get<std::int64_t>(v))
                                                                   : std::nan("");
    auto& s = sums[QString::fromStdString(std::get<std::string>(row[static_cast<std::size_t>(key)]))];
    s.first += value;
    ++s.second;
  }
  std::map<QString, double> out;
  for (const auto& [x, s] : sums) out[x] = s.first / s.second;
  return out;
}

// The figure's points as { x label: mean }.
std::map<QString, double> shownMeans(const LessonController& c) {
  std::map<QString, double> out;
  auto* p = const_cast<LessonController&>(c).points();
  for (int i = 0; i < p->count(); ++i) {
    out[p->value(i, QStringLiteral("xLabel")).toString()] = p->value(i, QStringLiteral("mean")).toDouble();
  }
  return out;
}

QStringList metricIds(const LessonController& c) {
  QStringList out;
  for (const auto& m : c.figureMetrics()) out << m.toMap().value(QStringLiteral("metric")).toString();
  return out;
}

}  // namespace

class LessonMetricsTest : public QObject {
  Q_OBJECT

  QTemporaryDir tmp_;
  QString dir_;

  // The two agree at every point (printed when they do not).
  static bool sameMeans(const std::map<QString, double>& a, const std::map<QString, double>& b) {
    const auto print = [](const std::map<QString, double>& m) {
      QStringList parts;
      for (const auto& [x, v] : m) parts << QStringLiteral("%1: %2").arg(x).arg(v, 0, 'g', 12);
      return parts.join(QStringLiteral(", "));
    };
    if (!same(a, b)) {
      qWarning("means differ: {%s} vs {%s}", qPrintable(print(a)), qPrintable(print(b)));
      return false;
    }
    return true;
  }
  static bool same(const std::map<QString, double>& a, const std::map<QString, double>& b) {
    if (a.size() != b.size() || a.empty()) return false;
    for (const auto& [x, v] : a) {
      const auto it = b.find(x);
      if (it == b.end() || std::abs(it->second - v) > 1e-9 * std::max(1.0, std::abs(v))) return false;
    }
    return true;
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
    QDir(ProgressStore::defaultDir()).removeRecursively();
    dir_ = tmp_.filePath(QStringLiteral("metrics"));
    QVERIFY(QDir().mkpath(dir_));
    write(dir_ + QStringLiteral("/page.md"), "# Page\n");
    write(dir_ + QStringLiteral("/lesson.json"), lessonText());
  }

  // Runs first: the tests after it read its saved progress.
  void switchingDrawsTheRunsOfThatMetric() {
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("metrics")));
    // Before a run: the plotted metric first, then each claimed one once, in the claims' order.
    const QStringList expected{"goodput_mbps", "jain_fairness", "retransmits"};
    QCOMPARE(metricIds(c), expected);
    for (const auto& m : c.figureMetrics()) {
      const auto row = m.toMap();
      QCOMPARE(row.value("title").toString(),
               QString::fromStdString(opslab::metrics::metric_title(row.value("metric").toString().toStdString())));
    }
    QCOMPARE(c.figureMetric(), QStringLiteral("goodput_mbps"));

    QVERIFY(c.runSweep(QStringLiteral("s")));
    QVERIFY(c.waitForSweep(300000));
    QCOMPARE(c.points()->count(), 2);
    const QString out = tmp_.filePath(QStringLiteral("out"));
    QVERIFY(c.exportSweep(QStringLiteral("s"), out).isEmpty());
    const QString runs = out + QStringLiteral("/runs.csv");

    QVERIFY(sameMeans(shownMeans(c), runMeans(runs, QStringLiteral("goodput_mbps"))));
    // Only the goodput claim's figure shows.
    QCOMPARE(c.claims()->value(1, QStringLiteral("figureShown")).toBool(), true);
    QCOMPARE(c.claims()->value(0, QStringLiteral("figureShown")).toBool(), false);

    c.showMetric(QStringLiteral("jain_fairness"));
    QCOMPARE(c.figureMetric(), QStringLiteral("jain_fairness"));
    QCOMPARE(c.yTitle(), QString::fromStdString(opslab::metrics::metric_title("jain_fairness")));
    QVERIFY(c.yTitle() != QString::fromStdString(opslab::metrics::metric_title("goodput_mbps")));
    const auto fairness = runMeans(runs, QStringLiteral("jain_fairness"));
    QVERIFY(sameMeans(shownMeans(c), fairness));
    QVERIFY(!same(fairness, runMeans(runs, QStringLiteral("goodput_mbps"))));
    // Both fairness claims are marked, the others not.
    QCOMPARE(c.claims()->value(0, QStringLiteral("figureShown")).toBool(), true);
    QCOMPARE(c.claims()->value(3, QStringLiteral("figureShown")).toBool(), true);
    QCOMPARE(c.claims()->value(1, QStringLiteral("figureShown")).toBool(), false);
    QCOMPARE(c.claims()->value(2, QStringLiteral("figureShown")).toBool(), false);

    // A metric the sweep's claims are not about is refused: the figure stays.
    c.showMetric(QStringLiteral("wall_s"));
    QCOMPARE(c.figureMetric(), QStringLiteral("jain_fairness"));

    // Showing a claim draws its metric.
    c.showClaim(QStringLiteral("retx"));
    QCOMPARE(c.figureMetric(), QStringLiteral("retransmits"));
    QVERIFY(sameMeans(shownMeans(c), runMeans(runs, QStringLiteral("retransmits"))));
    QCOMPARE(c.claims()->value(2, QStringLiteral("figureShown")).toBool(), true);
    c.showClaim(QStringLiteral("goodput"));
    QCOMPARE(c.figureMetric(), QStringLiteral("goodput_mbps"));
    QVERIFY(sameMeans(shownMeans(c), runMeans(runs, QStringLiteral("goodput_mbps"))));

    // The verdicts stay with the run of the plotted metric.
    const auto* saved = c.progress().sweep(QStringLiteral("s"), true);
    QVERIFY(saved);
    QCOMPARE(saved->verdicts.size(), 4);
    QCOMPARE(c.progress().figures(QStringLiteral("s"), true).size(), 3);
    QVERIFY(c.progress().sweep(QStringLiteral("s"), true, QStringLiteral("jain_fairness"))->verdicts.isEmpty());
  }

  void anotherControllerReadsTheOtherMetricsBack() {
    const QString runs = tmp_.filePath(QStringLiteral("out/runs.csv"));
    QVERIFY(QFile::exists(runs));
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("metrics")));
    QVERIFY(sameMeans(shownMeans(c), runMeans(runs, QStringLiteral("goodput_mbps"))));
    for (const QString& m : {QStringLiteral("jain_fairness"), QStringLiteral("retransmits")}) {
      c.showMetric(m);
      QCOMPARE(c.figureMetric(), m);
      QCOMPARE(c.yTitle(), QString::fromStdString(opslab::metrics::metric_title(m.toStdString())));
      QVERIFY2(sameMeans(shownMeans(c), runMeans(runs, m)), qPrintable(m));
    }
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
  }

  void theExportedWorkHasEveryMetricsFigure() {
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("metrics")));
    const QString pdf = tmp_.filePath(QStringLiteral("work.pdf"));
    QCOMPARE(c.exportWork(pdf), QString());
    QFile f(tmp_.filePath(QStringLiteral("work.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto steps = QJsonDocument::fromJson(f.readAll()).object().value("steps").toArray();
    const auto sweeps = steps.at(0).toObject().value("sweeps").toArray();
    // The plotted metric's figure first (with the verdicts), then the claimed metrics' in order.
    QCOMPARE(sweeps.size(), 3);
    QVERIFY(!sweeps[0].toObject().contains("figure_metric"));
    QCOMPARE(sweeps[0].toObject().value("verdicts").toArray().size(), 4);
    QCOMPARE(sweeps[1].toObject().value("figure_metric").toString(), QStringLiteral("jain_fairness"));
    QCOMPARE(sweeps[2].toObject().value("figure_metric").toString(), QStringLiteral("retransmits"));
    QCOMPARE(sweeps[1].toObject().value("points").toArray().size(), 2);

    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
    const QString text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
    QVERIFY2(!text.isEmpty(), "pdftotext gave nothing (is poppler-utils installed?)");
    const QString fairness = QStringLiteral("S · ") + QString::fromStdString(opslab::metrics::metric_title("jain_fairness"));
    const QString retx = QStringLiteral("S · ") + QString::fromStdString(opslab::metrics::metric_title("retransmits"));
    QVERIFY2(text.contains(fairness) && text.contains(retx), qPrintable(text.left(600)));
    QVERIFY(text.indexOf(fairness) < text.indexOf(retx));
  }

  void aFileWithoutTheOtherMetricsStillReads() {
    // The saved file as an earlier version wrote it: only the plotted metric's figure, no
    // figure_metric field.
    const QString file = ProgressStore::defaultDir() + QStringLiteral("/metrics.json");
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    f.close();
    QJsonArray kept;
    for (const auto& sv : o.value("sweeps").toArray()) {
      if (!sv.toObject().contains("figure_metric")) kept.append(sv);
    }
    QCOMPARE(kept.size(), 1);
    QCOMPARE(o.value("sweeps").toArray().size(), 3);
    o.insert("sweeps", kept);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(QJsonDocument(o).toJson());
    f.close();

    const QString runs = tmp_.filePath(QStringLiteral("out/runs.csv"));
    LessonController c;
    QVERIFY2(c.setLessonDirs({tmp_.path()}), qPrintable(c.loadError()));
    QVERIFY(c.openLesson(QStringLiteral("metrics")));
    QVERIFY(c.message().isEmpty());
    QVERIFY(sameMeans(shownMeans(c), runMeans(runs, QStringLiteral("goodput_mbps"))));
    QCOMPARE(c.claims()->value(0, QStringLiteral("status")).toString(), QStringLiteral("pass"));
    // The other metrics are still offered; with no saved figure, none is drawn for them.
    QCOMPARE(metricIds(c).size(), 3);
    c.showMetric(QStringLiteral("jain_fairness"));
    QCOMPARE(c.figureMetric(), QStringLiteral("jain_fairness"));
    QCOMPARE(c.points()->count(), 0);
  }
};

QTEST_MAIN(LessonMetricsTest)
#include "lesson_metrics_test.moc"
