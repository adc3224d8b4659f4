// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Smoke test of the real app: `opslab --scenario FILE --run-for 0.5 --screenshot out.png`
// for every prepared scenario (or those OPSLAB_SMOKE_SCENARIOS names), offscreen; the PNG must exist and show a real picture (many
// distinct colours, no single colour covering almost everything); and a lesson at its sweep
// step with the quick sweep run.
#include <QDir>
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class GuiSmokeTest : public QObject {
  Q_OBJECT

 private:
  // The app's settings (recent files, theme) and data (lesson progress, log) go to a temporary
  // folder, not the user's.
  static QProcessEnvironment isolated(const QTemporaryDir& tmp) {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), tmp.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), tmp.filePath(QStringLiteral("data")));
    return env;
  }

  static void checkPicture(const QString& png) {
    QImage img(png);
    QVERIFY2(!img.isNull(), qPrintable(png + ": not a PNG"));
    QVERIFY(img.width() >= 800 && img.height() >= 600);
    QHash<QRgb, int> counts;
    for (int y = 0; y < img.height(); y += 2) {
      for (int x = 0; x < img.width(); x += 2) ++counts[img.pixel(x, y)];
    }
    int top = 0, total = 0;
    for (int c : counts) {
      top = std::max(top, c);
      total += c;
    }
    QVERIFY2(counts.size() >= 200, qPrintable(QStringLiteral("%1 colours").arg(counts.size())));
    QVERIFY2(top < total * 0.9, "one colour covers almost the whole window");
  }

 private slots:
  void startPage() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("start.png"));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setProcessEnvironment(isolated(tmp));
    p.start(qEnvironmentVariable("OPSLAB_APP"), {QStringLiteral("--screenshot"), out});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    checkPicture(out);
  }

  void eachScenario_data() {
    QTest::addColumn<QString>("scenario");
    const QDir dir(qEnvironmentVariable("OPSLAB_SCENARIOS"));
    // OPSLAB_SMOKE_SCENARIOS narrows the files (comma-separated name patterns): the sanitizer
    // pass takes the classroom scenarios, whose paper-scale twins run the same code for longer.
    const QString only = qEnvironmentVariable("OPSLAB_SMOKE_SCENARIOS", QStringLiteral("*.json"));
    const auto files = dir.entryList(only.split(QLatin1Char(','), Qt::SkipEmptyParts), QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const auto& f : files) QTest::newRow(qPrintable(f)) << dir.filePath(f);
  }

  void eachScenario() {
    QFETCH(QString, scenario);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("shot.png"));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setProcessEnvironment(isolated(tmp));
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--scenario"), scenario, QStringLiteral("--run-for"),
             QStringLiteral("0.5"), QStringLiteral("--screenshot"), out, QStringLiteral("--quit")});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFile::exists(out));
    checkPicture(out);
  }

  // A lesson opened at its sweep step runs the quick sweep and is grabbed when the
  // figure and the claim verdicts are in.
  void lessonWithSweep() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("lesson.png"));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setProcessEnvironment(isolated(tmp));
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--lesson"), QStringLiteral("tcp-basics"), QStringLiteral("--step"),
             QStringLiteral("3"), QStringLiteral("--run-sweep"), QStringLiteral("--screenshot"), out});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    checkPicture(out);
  }

  // A lesson's step runs to a time for a teacher's screenshot, as a scenario does; --run-for
  // with neither names both.
  void lessonStepRunsFor() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("step.png"));
    QProcess p;
    p.setProcessEnvironment(isolated(tmp));
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--lesson"), QStringLiteral("tcp-basics"), QStringLiteral("--step"),
             QStringLiteral("1"), QStringLiteral("--run-for"), QStringLiteral("1"),
             QStringLiteral("--screenshot"), out});
    QVERIFY(p.waitForFinished(300000));
    const QByteArray err = p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, err.constData());
    checkPicture(out);

    QProcess bare;
    bare.setProcessEnvironment(isolated(tmp));
    bare.start(qEnvironmentVariable("OPSLAB_APP"), {QStringLiteral("--run-for"), QStringLiteral("1")});
    QVERIFY(bare.waitForFinished(60000));
    QCOMPARE(bare.exitCode(), 2);
    QVERIFY(bare.readAllStandardError().contains("--run-for needs --scenario or --lesson"));
  }

  // Window state is remembered: a window resized in one session opens at that size in the
  // next (the screenshot has the window's size).
  void windowSizeIsRemembered() {
    QTemporaryDir tmp;
    const auto run = [&](QStringList args, const QString& png) {
      QProcess p;
      p.setProcessChannelMode(QProcess::ForwardedChannels);
      p.setProcessEnvironment(isolated(tmp));
      p.start(qEnvironmentVariable("OPSLAB_APP"), args << QStringLiteral("--screenshot") << png);
      QVERIFY(p.waitForFinished(120000));
      QCOMPARE(p.exitCode(), 0);
    };
    const QString first = tmp.filePath(QStringLiteral("first.png"));
    const QString second = tmp.filePath(QStringLiteral("second.png"));
    run({QStringLiteral("--size"), QStringLiteral("1300x820")}, first);
    QCOMPARE(QImage(first).size(), QSize(1300, 820));
    run({}, second);
    QCOMPARE(QImage(second).size(), QSize(1300, 820));
  }

  // --help and --version are answered without a display; without one, starting the app says
  // why and fails.
  void helpWithoutDisplay() {
    auto env = QProcessEnvironment::systemEnvironment();
    for (const char* v : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"}) env.remove(QLatin1String(v));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("OPSLAB_APP"), {QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().contains("--scenario"));
    p.start(qEnvironmentVariable("OPSLAB_APP"), {QStringLiteral("--version")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    QCOMPARE(p.readAllStandardOutput(), QByteArray("opslab " OPSLAB_VERSION "\n"));
    p.start(qEnvironmentVariable("OPSLAB_APP"), {});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(p.readAllStandardError().contains("no display"));
  }

  void unknownOptionExitsWithStatus2() {
    QProcess p;
    p.start(qEnvironmentVariable("OPSLAB_APP"), {QStringLiteral("--no-such-option")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    const QByteArray err = p.readAllStandardError();
    const auto lines = err.split('\n');
    QVERIFY2(std::count_if(lines.begin(), lines.end(),
                           [](const QByteArray& l) { return l.startsWith("opslab: error:"); }) == 1 &&
                 err.contains("Unknown option 'no-such-option'"),
             err.constData());
  }

  // --compare: a first run with the change is pinned as the reference, then the scenario
  // runs as given; a parameter the scenario does not have is refused.
  void compareRunsTwiceAndDraws() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("compare.png"));
    const QString scenario = QDir(qEnvironmentVariable("OPSLAB_SCENARIOS")).filePath(QStringLiteral("he-chan-tcp-classroom.json"));
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.setProcessEnvironment(isolated(tmp));
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--scenario"), scenario, QStringLiteral("--run-for"), QStringLiteral("0.5"),
             QStringLiteral("--compare"), QStringLiteral("aggregation.mode=none"),
             QStringLiteral("--screenshot"), out});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitCode(), 0);
    checkPicture(out);
    QProcess bad;
    bad.setProcessEnvironment(isolated(tmp));
    bad.start(qEnvironmentVariable("OPSLAB_APP"),
              {QStringLiteral("--scenario"), scenario, QStringLiteral("--run-for"), QStringLiteral("0.5"),
               QStringLiteral("--compare"), QStringLiteral("aggregation.no_such_key=1"), QStringLiteral("--quit")});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
    QVERIFY(bad.readAllStandardError().contains("no_such_key"));
  }

  void badLessonExitsWithStatus2() {
    QProcess p;
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--lesson"), QStringLiteral("no-such-lesson"), QStringLiteral("--quit")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
  }

  void badLessonDirExitsWithStatus2() {
    QProcess p;
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--lesson-dir"), QStringLiteral("/nonexistent"), QStringLiteral("--quit")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains(
        "opslab: error: --lesson-dir /nonexistent: expected a folder of lesson folders"));
  }

  void badScenarioExitsWithStatus2() {
    QProcess p;
    p.start(qEnvironmentVariable("OPSLAB_APP"),
            {QStringLiteral("--scenario"), QStringLiteral("/nonexistent.json"),
             QStringLiteral("--run-for"), QStringLiteral("0.1"), QStringLiteral("--quit")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("no such file"));
  }
};

QTEST_GUILESS_MAIN(GuiSmokeTest)
#include "smoke_test.moc"
