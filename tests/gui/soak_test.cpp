// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Memory soak test of the real app: each classroom scenario is played at full
// speed for its run length T and, in a second process, for twice that; the peak resident set
// of each process (wait4's ru_maxrss) is recorded, and the second half of the run may add only
// a little — memory that grows with simulated time (traces, logs, finished connections) fails.
// The data-centre scenario starts from 0.05 s (unbounded traces once took it from 224 MB there
// to 510 MB at 0.3 s), LB+AS from 2 s (its transfers end near 3 s), the dumbbell from 10 s.
// Rewind checkpoints grow with the run up to their budget by design: the app runs with
// --checkpoint-memory 64, and the second half may add that budget on top.
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

extern char** environ;

class GuiSoakTest : public QObject {
  Q_OBJECT

  static constexpr int kCheckpointMegabytes = 64;

 private:
  // Peak resident set size (MB) of `opslab --scenario file --run-for seconds --quit`.
  static double peakMegabytes(const QString& scenario, double seconds, const QTemporaryDir& tmp) {
    const QByteArray app = qEnvironmentVariable("OPSLAB_APP").toLocal8Bit();
    const QByteArray file = scenario.toLocal8Bit();
    const QByteArray run = QByteArray::number(seconds, 'g', 10);
    const QByteArray budget = QByteArray::number(kCheckpointMegabytes);
    const QByteArray config = "XDG_CONFIG_HOME=" + tmp.filePath(QStringLiteral("config")).toLocal8Bit();
    std::vector<char*> env;
    for (char** e = environ; *e != nullptr; ++e) {
      if (qstrncmp(*e, "XDG_CONFIG_HOME=", 16) != 0) env.push_back(*e);
    }
    env.push_back(const_cast<char*>(config.constData()));
    env.push_back(nullptr);
    const char* argv[] = {app.constData(), "--scenario", file.constData(), "--run-for",
                          run.constData(), "--quit", "--checkpoint-memory",
                          budget.constData(), nullptr};
    const pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
      prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlive the test (a CTest timeout kills it)
      execve(app.constData(), const_cast<char**>(argv), env.data());
      _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      return -1;
    }
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // kB → MB
  }

 private slots:
  void memoryStopsGrowing_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("base");  // run length T in simulated seconds (0: the file's)
    const QDir dir(qEnvironmentVariable("OPSLAB_SCENARIOS"));
    // Runs longer than a few wall seconds at full speed start from a shorter T.
    const QHash<QString, double> base = {{QStringLiteral("dc-hybrid-classroom.json"), 0.05},
                                         {QStringLiteral("lbas-classroom.json"), 2.0},
                                         {QStringLiteral("dumbbell.json"), 10.0}};
    auto files = dir.entryList({QStringLiteral("*-classroom.json")}, QDir::Files, QDir::Name);
    files << QStringLiteral("dumbbell.json");
    for (const auto& f : files) QTest::newRow(qPrintable(f)) << dir.filePath(f) << base.value(f, 0.0);
  }

  void memoryStopsGrowing() {
    QFETCH(QString, scenario);
    QFETCH(double, base);
    QTemporaryDir tmp;
    QFile in(scenario);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject sim = doc.value(QStringLiteral("sim")).toObject();
    const double t = base > 0 ? base : sim.value(QStringLiteral("duration_s")).toDouble();
    QVERIFY(t > 0);
    sim.insert(QStringLiteral("duration_s"), 2 * t);
    doc.insert(QStringLiteral("sim"), sim);
    const QString doubled = tmp.filePath(QStringLiteral("doubled.json"));
    QFile out(doubled);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();

    const double half = peakMegabytes(doubled, t, tmp);
    const double full = peakMegabytes(doubled, 2 * t, tmp);
    QVERIFY2(half > 0 && full > 0, "the app did not run to the end");
    qInfo("%s: peak RSS %.0f MB after %g s, %.0f MB after %g s", qPrintable(QFileInfo(scenario).fileName()),
          half, t, full, 2 * t);
    // The second half of the run may add a quarter of the first half's peak at most (the
    // chart series and the event log's window are bounded, not constant), plus the checkpoints'
    // budget, which the first half need not have filled.
    QVERIFY2(full <= 1.25 * half + kCheckpointMegabytes,
             qPrintable(QStringLiteral("peak RSS grew from %1 MB to %2 MB").arg(half).arg(full)));
  }
};

QTEST_GUILESS_MAIN(GuiSoakTest)
#include "soak_test.moc"
