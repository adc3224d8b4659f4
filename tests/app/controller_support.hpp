// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What the controller tests share: the prepared scenarios' paths, a scenario resolved with
// overrides as `opslab-cli run --set` resolves it, summary.csv read as cells, and a run of a
// shortened scenario to its end.
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QMap>
#include <QStandardPaths>
#include <QStringList>
#include <QTest>
#include <memory>
#include <nlohmann/json.hpp>

#include "app/AppController.hpp"

#include "scenario/scenario_file.hpp"
#include "simulation/SimulationController.hpp"

namespace controller_test {

// The app as the controller tests start it: Qt's test-mode paths, the tests' organization.
inline std::unique_ptr<opslab::gui::AppController> startApp() {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
  return std::make_unique<opslab::gui::AppController>(nullptr);
}

inline QString assets() { return qEnvironmentVariable("OPSLAB_ASSETS", QStringLiteral(OPSLAB_SOURCE_DIR "/assets")); }
inline QString dumbbell() { return assets() + QStringLiteral("/scenarios/dumbbell.json"); }

// The short run the export test shares with the CLI.
inline const QStringList kSets = {QStringLiteral("sim.duration_s=2"), QStringLiteral("sim.warmup_s=0.5")};

inline QString scenario(const char* file) { return assets() + QStringLiteral("/scenarios/") + QLatin1String(file); }

inline nlohmann::json resolvedWith(const QStringList& sets, const QString& file = dumbbell()) {
  const auto original = opslab::scenario::load_scenario_file(file.toStdString());
  auto doc = original;
  for (const auto& s : sets) opslab::scenario::apply_override(doc, s.toStdString());
  // As `opslab-cli run --set` does: the title says what the overrides changed.
  opslab::scenario::note_overrides(doc, original);
  return opslab::scenario::resolve_scenario(doc);
}

inline QByteArray readAll(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return f.readAll();
}

// One CSV line split into cells (quotes as the csv writer writes them).
inline QStringList csvCells(const QString& line) {
  QStringList out;
  QString cur;
  bool quoted = false;
  for (int i = 0; i < line.size(); ++i) {
    const QChar c = line[i];
    if (quoted) {
      if (c == QLatin1Char('"') && i + 1 < line.size() && line[i + 1] == QLatin1Char('"')) {
        cur += c;
        ++i;
      } else if (c == QLatin1Char('"')) {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c == QLatin1Char('"')) {
      quoted = true;
    } else if (c == QLatin1Char(',')) {
      out << cur;
      cur.clear();
    } else {
      cur += c;
    }
  }
  out << cur;
  return out;
}

// summary.csv as column → cell, without the wall-clock columns and the provenance columns
// (the app's export was made from no command line, and the two programs may come from builds
// of different commits).
inline QMap<QString, QString> summaryCells(const QString& path) {
  const auto lines = QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
  QMap<QString, QString> cells;
  if (lines.size() != 2) return cells;
  const auto head = csvCells(lines[0]);
  const auto row = csvCells(lines[1]);
  for (int i = 0; i < head.size() && i < row.size(); ++i) {
    const QStringList skipped = {QStringLiteral("wall_s"),         QStringLiteral("events_per_s"),
                                 QStringLiteral("opslab_version"), QStringLiteral("git_commit"),
                                 QStringLiteral("git_dirty"),      QStringLiteral("command_line")};
    if (skipped.contains(head[i])) continue;
    cells.insert(head[i], row[i]);
  }
  return cells;
}


// Opens `file` shortened to `duration` seconds (warm-up `warmup`) and runs it to the end.
inline void runWhole(opslab::gui::SimulationController* sim, const QString& file, double duration,
                     double warmup) {
  const QStringList sets = {QStringLiteral("sim.duration_s=%1").arg(duration),
                            QStringLiteral("sim.warmup_s=%1").arg(warmup)};
  QCOMPARE(sim->openResolved(resolvedWith(sets, file), file), QString());
  QVERIFY(sim->waitForIdle());
  sim->runUntil(duration);
  QVERIFY(sim->waitForIdle(120000));
  QVERIFY(sim->finished());
}

}  // namespace controller_test
