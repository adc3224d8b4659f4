// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// GUI monkey test: the app's real views (Main.qml) and controllers in one process,
// offscreen, driven by a seeded random sequence of what students do — play, pause, step, step
// back, speed changes, jumps back and forward on the timeline, pause-when conditions, parameter
// edits (valid, out of range, garbage), selections of nodes, links and flows, references, side
// by side, CSV export, an animation export (few frames, sometimes cancelled), the class results
// of a folder of students' work, theme, presentation mode, language, window sizes, lessons (steps, quick
// sweeps started and cancelled), other scenarios. For every prepared scenario and every lesson.
//
// After each action: the event loop answers within a bound, nothing was logged at warning
// level or above (QML binding errors, Qt warnings), the resident memory is within a bound, and
// when the run is idle it keeps the core's invariants (check/invariants.hpp) and — at a moment
// visited before, reached again by a jump — shows exactly the state it showed then.
//
//   opslab_gui_monkey [--seed N] [--seeds K] [--actions M] [--only NAME] [--size WxH] [--verbose 1]
//
// Seeds N … N+K−1 (default 1, 1); M actions per scenario and lesson (default 12); --size pins
// the window at a screen's size (a projector's 1280x800) instead of random sizes. A failure
// prints the seed, the scenario or lesson, and the actions up to it; `--seed N --only NAME`
// replays it. Exit status 0 when every seed passed.
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "app/AppController.hpp"
#include "app/FindItem.hpp"
#include "app/Translations.hpp"
#include "compare/CompareController.hpp"
#include "lessons/ClassResults.hpp"
#include "lessons/LessonController.hpp"
#include "parameters/ParameterModel.hpp"
#include "simulation/AnimationRecorder.hpp"
#include "simulation/SimulationController.hpp"
#include "monkey_probes.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

namespace {

using opslab::gui::AnimationRecorder;
using opslab::gui::findItem;
using opslab::gui::AppController;
using opslab::gui::ClassResults;
using opslab::gui::CompareController;
using opslab::gui::SimulationController;
using namespace monkey;

// What was logged at warning level or above since the last look.
QStringList g_warnings;
QSize g_size;  // --size: the window stays this size; empty: random resizes from 1400x900
QtMessageHandler g_previous = nullptr;

void recordMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type != QtDebugMsg && type != QtInfoMsg) g_warnings << message;
  if (g_previous) g_previous(type, context, message);
}

void settle(int ms) {
  QEventLoop loop;
  QTimer::singleShot(ms, &loop, &QEventLoop::quit);
  loop.exec();
}

class Monkey {
 public:
  Monkey(QQmlApplicationEngine& engine, AppController& app, QQuickWindow& window,
         std::uint64_t seed, const Limits& limits)
      : engine_(engine), app_(app), window_(window), seed_(seed), limits_(limits) {
    compare_ = engine.singletonInstance<CompareController*>(qmlTypeId("OpsLab", 1, 0, "Compare"));
  }

  /// Runs `actions` random actions on a scenario; "" or what failed.
  QString scenario(const QString& file, int actions) {
    start(QFileInfo(file).fileName());
    const QString error = app_.openScenario(file);
    if (!error.isEmpty()) return QStringLiteral("cannot open: ") + error;
    return drive(actions, false);
  }

  /// Runs `actions` random actions on a lesson; "" or what failed.
  QString lesson(const QString& id, int actions) {
    start(id);
    const QString error = app_.openLesson(id);
    if (!error.isEmpty()) return QStringLiteral("cannot open: ") + error;
    const QString result = drive(actions, true);
    app_.lessons()->cancelSweep();
    app_.lessons()->waitForSweep(limits_.idleMs);
    app_.lessons()->closeLesson();
    return result;
  }

  const QStringList& log() const { return log_; }

 private:
  // Each scenario and lesson starts from the same app state with its own random sequence
  // (the seed and its name), so `--seed N --only NAME` replays it alone.
  void start(const QString& name) {
    std::uint64_t h = 1469598103934665603ull;  // FNV-1a of the name: the same on every machine
    for (const char c : name.toStdString()) h = (h ^ std::uint8_t(c)) * 1099511628211ull;
    rng_.seed(seed_ ^ h);
    log_.clear();
    moments_.clear();
    auto& s = sim();
    s.pause();
    idle();
    s.setPauseOnDrop(false);
    s.setPauseOnContention(false);
    s.setPauseOnFastRetransmit(false);
    s.setPauseOnTimeout(false);
    app_.setDarkTheme(false);
    app_.setPresentation(false);
    if (auto* language = opslab::gui::Translations::instance()) language->choose(QStringLiteral("en"));
    window_.resize(g_size.isEmpty() ? QSize(1400, 900) : g_size);
    settle(50);
    g_warnings.clear();
  }

  SimulationController& sim() { return *app_.simulation(); }
  int pick(int n) { return n <= 0 ? 0 : std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  double uniform(double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng_); }
  bool idle() { return sim().waitForIdle(limits_.idleMs); }

  QString drive(int actions, bool inLesson) {
    for (int i = 0; i < actions; ++i) {
      const QString action = act(inLesson);
      log_ << action;
      if (QString bad = check(); !bad.isEmpty()) return QStringLiteral("after “%1”: %2").arg(action, bad);
    }
    sim().pause();
    if (!idle()) return QStringLiteral("the run did not stop within %1 ms").arg(limits_.idleMs);
    return check();
  }

  // One random action; returns what it did.
  QString act(bool inLesson) {
    auto& s = sim();
    switch (pick(inLesson ? 22 : 20)) {
      case 0:
      case 1:
        s.play();
        settle(50 + pick(300));
        return QStringLiteral("play");
      case 2:
        s.pause();
        return QStringLiteral("pause");
      case 3:
        s.step();
        return QStringLiteral("step");
      case 4:
        s.stepBack();
        return QStringLiteral("step back");
      case 5: {
        const int speed = pick(SimulationController::speedCount());
        s.setSpeedIndex(speed);
        return QStringLiteral("speed %1").arg(speed);
      }
      case 6: {
        const double t = s.simTime() + uniform(0.001, 0.05);
        s.runUntil(t);
        idle();
        return QStringLiteral("run until %1 s").arg(t);
      }
      case 7: {  // back to a moment seen before (or anywhere before now)
        if (!moments_.empty() && pick(3) > 0) {
          auto it = moments_.begin();
          std::advance(it, pick(int(moments_.size())));
          s.seekEvents(it->first);
          return QStringLiteral("jump to event %1").arg(it->first);
        }
        const double t = uniform(0, std::max(0.0, s.simTime()));
        s.seek(t);
        return QStringLiteral("jump to %1 s").arg(t);
      }
      case 8: {
        switch (pick(4)) {
          case 0: s.setPauseOnDrop(!s.pauseOnDrop()); return QStringLiteral("pause on drop");
          case 1: s.setPauseOnContention(!s.pauseOnContention()); return QStringLiteral("pause on contention");
          case 2: s.setPauseOnFastRetransmit(!s.pauseOnFastRetransmit()); return QStringLiteral("pause on fast retransmit");
          default: s.setPauseOnTimeout(!s.pauseOnTimeout()); return QStringLiteral("pause on timeout");
        }
      }
      case 9: return editParameter();
      case 10: {
        static const char* kinds[] = {"node", "link", "flow"};
        const QString kind = QLatin1String(kinds[pick(3)]);
        const int n = kind == QLatin1String("node") ? s.nodeCount()
                      : kind == QLatin1String("link") ? s.linkCount()
                                                       : s.flowCount();
        const int id = pick(n + 1) - (pick(8) == 0 ? 1 : 0);  // now and then one out of range
        s.select(kind, id);
        return QStringLiteral("select %1 %2").arg(kind).arg(id);
      }
      case 11:
        if (pick(2) == 0) {
          s.pinReference();
          return QStringLiteral("keep as reference");
        }
        s.clearReference();
        return QStringLiteral("clear reference");
      case 12: {
        app_.setDarkTheme(!app_.darkTheme());
        if (pick(3) == 0) app_.setPresentation(!app_.presentation());
        return QStringLiteral("theme");
      }
      case 13: {
        const int w = g_size.isEmpty() ? 800 + pick(1120) : g_size.width();
        const int h = g_size.isEmpty() ? 600 + pick(600) : g_size.height();
        window_.resize(w, h);
        return QStringLiteral("resize %1x%2").arg(w).arg(h);
      }
      case 14: {
        if (auto* language = opslab::gui::Translations::instance()) {
          const QStringList codes = opslab::gui::Translations::available();
          language->choose(codes.value(pick(int(codes.size()))));
          return QStringLiteral("language %1").arg(language->current());
        }
        return QStringLiteral("no language");
      }
      case 15: {
        QTemporaryDir dir;
        s.exportRun(dir.path());
        idle();
        return QStringLiteral("export CSV");
      }
      case 16: {
        if (!compare_ || s.parameters()->rowCount() == 0) return QStringLiteral("no side by side");
        const int row = pick(s.parameters()->rowCount());
        const auto* p = s.parameters();
        const QString key = p->data(p->index(row), opslab::gui::ParameterModel::PathRole).toString();
        const QString text = p->data(p->index(row), opslab::gui::ParameterModel::TextRole).toString();
        const QString error = compare_->start(&s, key, text + (pick(2) ? QStringLiteral("0") : QString()));
        if (error.isEmpty()) {
          compare_->runUntil(uniform(0.001, 0.05));
          compare_->waitForIdle(limits_.idleMs);
          compare_->close();
        }
        return QStringLiteral("side by side %1").arg(key);
      }
      case 17:
        if (pick(4) == 0) {
          s.resetWithNewSeed();
          moments_.clear();
          return QStringLiteral("new seed");
        }
        s.reset();
        moments_.clear();
        return QStringLiteral("reset");
      case 18: return recordClip();
      case 19: return readClassResults();
      case 20: {
        auto* l = app_.lessons();
        l->setStepIndex(pick(l->stepCount()));
        l->configureStep(pick(2) == 0);
        moments_.clear();
        return QStringLiteral("lesson step %1").arg(l->stepIndex() + 1);
      }
      default: {
        auto* l = app_.lessons();
        if (l->sweeps()->count() == 0) return QStringLiteral("no sweep");
        const QString id = l->sweeps()->value(pick(l->sweeps()->count()), QStringLiteral("sweepId")).toString();
        l->runSweep(id);
        settle(100 + pick(500));
        l->cancelSweep();
        l->waitForSweep(limits_.idleMs);
        return QStringLiteral("sweep %1 started and stopped").arg(id);
      }
    }
  }

  // "Export animation…" of a few frames from where the run stands (now and then cancelled
  // half-way): the recorder must put the run back where it was.
  QString recordClip() {
    auto& s = sim();
    QQuickItem* root = window_.contentItem();
    QQuickItem* view = findItem(root, QStringLiteral("workspace"));
    QQuickItem* canvas = findItem(root, QStringLiteral("canvasPanel"));
    if (view == nullptr || canvas == nullptr || !s.loaded()) return QStringLiteral("no recorder");
    s.pause();
    idle();
    const qint64 before = s.events();
    QTemporaryDir dir;
    AnimationRecorder recorder;
    recorder.setSimulation(&s);
    recorder.setProperty("viewItem", QVariant::fromValue(view));
    recorder.setProperty("canvasItem", QVariant::fromValue(canvas));
    recorder.setProperty("chartsItem", QVariant::fromValue(findItem(root, QStringLiteral("chartsPanel"))));
    QString error = QStringLiteral("not finished");
    QEventLoop loop;
    QObject::connect(&recorder, &AnimationRecorder::finished, &loop,
                     [&](const QString&, const QString& e, qint64) { error = e; loop.quit(); });
    const double from = s.simTime();
    const bool cancel = pick(3) == 0;
    if (!recorder.record(dir.filePath(QStringLiteral("clip.gif")), from, from + 0.002, 0.001, 5,
                         pick(2) == 0)) {
      return QStringLiteral("record refused (%1)").arg(error);
    }
    if (cancel) QTimer::singleShot(30, &recorder, [&] { recorder.cancel(); });
    QTimer::singleShot(limits_.idleMs, &loop, &QEventLoop::quit);
    loop.exec();
    idle();
    if (s.events() != before) {
      pending_ = QStringLiteral("the recorder left the run at event %1, not %2").arg(s.events()).arg(before);
    } else if (!cancel && !error.isEmpty()) {
      pending_ = QStringLiteral("recording failed: ") + error;
    }
    return QStringLiteral("record %1 frames from %2 s%3").arg(10).arg(from).arg(cancel ? QStringLiteral(", cancelled") : QString());
  }

  // The teacher's Class results: a folder with a student's exported work and a damaged file,
  // read, and now and then saved as PDF and CSV.
  QString readClassResults() {
    QTemporaryDir dir;
    const QString work = QStringLiteral(OPSLAB_SOURCE_DIR "/tests/core/data/exported-work-tcp-basics.json");
    QFile::copy(work, dir.filePath(QStringLiteral("anna.json")));
    QFile in(work);
    if (in.open(QIODevice::ReadOnly)) {
      QFile cut(dir.filePath(QStringLiteral("cut.json")));
      if (cut.open(QIODevice::WriteOnly)) cut.write(in.read(1000));
    }
    ClassResults results;
    results.setLessons(app_.lessons());
    if (const QString error = results.open(dir.path()); !error.isEmpty()) {
      pending_ = QStringLiteral("class results: ") + error;
      return QStringLiteral("class results");
    }
    if (pick(2) == 0) {
      const QString pdf = results.savePdf(dir.filePath(QStringLiteral("class.pdf")));
      const QString csv = results.saveCsv(dir.filePath(QStringLiteral("class.csv")));
      if (!pdf.isEmpty() || !csv.isEmpty()) pending_ = QStringLiteral("class results saved: ") + pdf + csv;
      return QStringLiteral("class results, saved");
    }
    return QStringLiteral("class results");
  }

  QString editParameter() {
    auto& s = sim();
    auto* p = s.parameters();
    if (p->rowCount() == 0) return QStringLiteral("no parameter");
    const int row = pick(p->rowCount());
    const QString text = p->data(p->index(row), opslab::gui::ParameterModel::TextRole).toString();
    static const char* garbage[] = {"", "abc", "-1", "1e300", "NaN", "0", "2,5", "  7 ", "[]"};
    const QString value = pick(3) == 0 ? text : QString::fromLatin1(garbage[pick(9)]);
    const QString error = p->setValue(row, value);
    if (pick(2) == 0) {
      s.reset();
      moments_.clear();
    } else if (pick(2) == 0) {
      p->revert();
    }
    return QStringLiteral("parameter %1 = “%2” (%3)")
        .arg(p->data(p->index(row), opslab::gui::ParameterModel::PathRole).toString(), value,
             error.isEmpty() ? QStringLiteral("accepted") : QStringLiteral("refused"));
  }

  // The checks after every action; "" when all hold.
  QString check() {
    if (!pending_.isEmpty()) return std::exchange(pending_, QString());
    const qint64 latency = loopLatencyMs();
    if (latency > limits_.latencyMs) return QStringLiteral("the event loop took %1 ms to answer").arg(latency);
    settle(20);
    if (!g_warnings.isEmpty()) return QStringLiteral("logged: ") + g_warnings.join(QStringLiteral(" | "));
    const qint64 rss = residentMb();
    if (rss > limits_.residentMb) return QStringLiteral("%1 MB resident").arg(rss);
    auto& s = sim();
    if (s.running() || s.seekProgress() >= 0) return {};
    if (!idle()) return QStringLiteral("not idle within %1 ms").arg(limits_.idleMs);
    if (const QString broken = s.checkInvariants(); !broken.isEmpty()) {
      return QStringLiteral("invariants: ") + broken.trimmed();
    }
    const Moment now = moment(s);
    const auto [it, fresh] = moments_.emplace(now.events, now);
    if (!fresh && !(it->second == now)) {
      return QStringLiteral("event %1 shows another state than when it was first reached (%2 s then, %3 s now): %4")
          .arg(now.events)
          .arg(it->second.simTime)
          .arg(now.simTime)
          .arg(differences(it->second, now));
    }
    return {};
  }

  QQmlApplicationEngine& engine_;
  AppController& app_;
  QQuickWindow& window_;
  std::uint64_t seed_;
  std::mt19937_64 rng_;
  Limits limits_;
  CompareController* compare_ = nullptr;
  std::map<qint64, Moment> moments_;  // by events processed, since the run was last rebuilt
  QStringList log_;
  QString pending_;  // a failure an action found, reported by the next check
};

}  // namespace

int main(int argc, char** argv) {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("opslab-monkey"));
  QApplication qapp(argc, argv);
  std::uint64_t seed = 1;
  int seeds = 1, actions = 12;
  QString only;
  bool verbose = false;
  const QStringList args = qapp.arguments();
  for (int i = 1; i + 1 < args.size(); i += 2) {
    bool ok = true;
    if (args[i] == QLatin1String("--seed")) seed = args[i + 1].toULongLong(&ok);
    else if (args[i] == QLatin1String("--seeds")) seeds = args[i + 1].toInt(&ok);
    else if (args[i] == QLatin1String("--actions")) actions = args[i + 1].toInt(&ok);
    else if (args[i] == QLatin1String("--only")) only = args[i + 1];
    else if (args[i] == QLatin1String("--size")) {
      g_size = QSize(args[i + 1].section('x', 0, 0).toInt(), args[i + 1].section('x', 1).toInt());
      ok = g_size.width() >= 640 && g_size.height() >= 480;
    } else if (args[i] == QLatin1String("--verbose")) verbose = args[i + 1] != QLatin1String("0");
    else ok = false;
    if (!ok) {
      std::fprintf(stderr, "opslab_gui_monkey: error: bad argument %s\n", qPrintable(args[i]));
      return 2;
    }
  }
  QQuickStyle::setStyle(QStringLiteral("Material"));
  g_previous = qInstallMessageHandler(recordMessages);

  opslab::gui::Translations translations(nullptr);
  translations.applyForSession(QStringLiteral("en"));
  AppController app(nullptr);
  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));
  engine.load(QUrl(QStringLiteral("qrc:/OpsLab/Ui/Main.qml")));
  auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (!window) {
    std::fprintf(stderr, "opslab_gui_monkey: error: cannot load the views\n");
    return 1;
  }
  window->resize(g_size.isEmpty() ? QSize(1400, 900) : g_size);
  window->show();

  const QString scenarios = app.assetsDir() + QStringLiteral("/scenarios");
  QStringList files = QDir(scenarios).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
  QStringList lessons;
  for (int i = 0; i < app.lessons()->lessons()->count(); ++i) {
    lessons << app.lessons()->lessons()->value(i, QStringLiteral("lessonId")).toString();
  }
  int failures = 0;
  for (std::uint64_t s = seed; s < seed + std::uint64_t(seeds); ++s) {
    Monkey monkey(engine, app, *window, s, Limits{});
    QElapsedTimer wall;
    wall.start();
    auto report = [&](const QString& what, const QString& result) {
      if (verbose) {
        std::printf("%s: %s\n", qPrintable(what), qPrintable(monkey.log().join(QStringLiteral("; "))));
      }
      if (result.isEmpty()) return;
      ++failures;
      std::fprintf(stderr, "FAIL seed %llu, %s: %s\n  actions: %s\n  replay: opslab_gui_monkey --seed %llu --only %s\n",
                   static_cast<unsigned long long>(s), qPrintable(what), qPrintable(result),
                   qPrintable(monkey.log().join(QStringLiteral("; "))), static_cast<unsigned long long>(s),
                   qPrintable(what));
    };
    for (const QString& f : files) {
      if (!only.isEmpty() && f != only) continue;
      report(f, monkey.scenario(scenarios + QLatin1Char('/') + f, actions));
    }
    for (const QString& id : lessons) {
      if (!only.isEmpty() && id != only) continue;
      report(id, monkey.lesson(id, actions));
    }
    std::printf("seed %llu: %lld scenarios and %lld lessons, %d actions each, in %.1f s\n",
                static_cast<unsigned long long>(s), static_cast<long long>(files.size()),
                static_cast<long long>(lessons.size()), actions, wall.elapsed() / 1000.0);
  }
  qInstallMessageHandler(g_previous);
  std::printf("%s\n", failures ? "FAILED" : "PASS");
  return failures ? 1 : 0;
}
