// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing a classroom does loses work. A damaged progress file (cut short, not a progress
// file, too large, too many entries) is moved aside as NAME.damaged-<time>, never overwritten,
// and named in one message while the lesson starts afresh and other lessons' progress stays as
// it was; a file that cannot be moved aside is never saved over. On a full disk or a read-only
// folder (tiny tmpfs mounts; skipped where mounting is refused), exporting the work, a chart's
// PNG, SVG or CSV, a sweep's table or a capture, and saving progress, fail with one line naming
// the file and the cause, leave no partial file and keep what was there. A lesson folder deleted
// while open is reported and the app goes on.
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <memory>

#include <nlohmann/json.hpp>

#include "../support/small_filesystem.hpp"
#include "app/SettingsFile.hpp"
#include "charts/ChartExport.hpp"
#include "lessons/LessonController.hpp"
#include "lessons/ProgressStore.hpp"
#include "lessons/WorkExport.hpp"
#include "scenario/scenario_file.hpp"
#include "simulation/CaptureExporter.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

using opslab::gui::ChartExport;
using opslab::gui::LessonController;
using opslab::gui::LessonProgress;
using opslab::gui::ProgressStore;
using opslab::testing::SmallFilesystem;
namespace study = opslab::study;

class PersistenceTest : public QObject {
  Q_OBJECT

 private:
  static QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }
  static void writeAll(const QString& path, const QByteArray& data) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(data);
  }
  static QString fsPath(const SmallFilesystem& fs, const char* name) {
    return QString::fromStdString((fs.path() / name).string());
  }
  // The names in `dir`, sorted.
  static QStringList names(const QString& dir) {
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
  }
  // Progress with `answers` answers to step 1's first question: a file of some kilobytes.
  static LessonProgress someProgress(const QString& id, int answers) {
    LessonProgress p;
    p.lessonId = id;
    p.step = 2;
    p.visited = {0, 1, 2};
    for (int i = 0; i < answers; ++i) {
      p.answers.append({0, 0, i % 2, i % 2 == 1, QDateTime::currentDateTimeUtc()});
    }
    return p;
  }
  // The progress file's text with `key` set to `value`.
  static QByteArray withKey(const QString& key, const QJsonValue& value) {
    QJsonObject o = someProgress(QStringLiteral("x"), 3).toJson();
    o.insert(key, value);
    return QJsonDocument(o).toJson();
  }

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-persistence-tests"));
  }

  void init() {
    QDir(ProgressStore::defaultDir()).removeRecursively();
    QSettings().remove(QStringLiteral("lessons/folders"));
  }

  // A damaged settings file is set aside at start, named in one line, and the settings save
  // afresh; what Qt reads without complaint is left alone.
  void damagedSettingsAreSetAside_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("cause");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00", 18)
                            << QStringLiteral("not a settings file (not text, or not in the INI format)");
    QTest::newRow("cut in a section name") << QByteArray("[view]\ndark=true\n[less")
                                           << QStringLiteral("not a settings file (not text, or not in the INI format)");
    QTest::newRow("too large") << QByteArray("[view]\ndark=true\n") + QByteArray(2 * 1024 * 1024, ';')
                               << QStringLiteral("too large (");
  }

  void damagedSettingsAreSetAside() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, cause);
    const QString file = QSettings().fileName();
    QDir().mkpath(QFileInfo(file).path());
    const QDir dir = QFileInfo(file).dir();
    for (const QString& old : dir.entryList({QFileInfo(file).fileName() + QStringLiteral(".damaged-*")})) {
      QFile::remove(dir.filePath(old));
    }
    writeAll(file, bytes);
    const QString problem = opslab::gui::settings_file::setAsideIfDamaged();
    QVERIFY2(problem.startsWith(QStringLiteral("The settings file ") + file + QStringLiteral(" does not read: ")),
             qPrintable(problem));
    QVERIFY2(problem.contains(cause), qPrintable(problem));
    QCOMPARE(opslab::gui::settings_file::problem(), problem);
    const QStringList aside = dir.entryList({QFileInfo(file).fileName() + QStringLiteral(".damaged-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY2(problem.contains(aside[0]), qPrintable(problem));
    QCOMPARE(readAll(dir.filePath(aside[0])), bytes);
    // The app goes on with its defaults, and what it sets now is kept.
    {
      QSettings s;
      QCOMPARE(s.value(QStringLiteral("view/dark"), false).toBool(), false);
      s.setValue(QStringLiteral("student/name"), QStringLiteral("Ada"));
      s.sync();
      QCOMPARE(s.status(), QSettings::NoError);
    }
    QVERIFY(readAll(file).contains("Ada"));
    QCOMPARE(opslab::gui::settings_file::setAsideIfDamaged(), QString());
    QFile::remove(dir.filePath(aside[0]));
  }

  void readableSettingsAreLeftAlone() {
    const QString file = QSettings().fileName();
    QDir().mkpath(QFileInfo(file).path());
    writeAll(file, "[view]\ndark=true\n[student]\nname=Ad");  // cut short, yet it reads
    QCOMPARE(opslab::gui::settings_file::setAsideIfDamaged(), QString());
    QCOMPARE(readAll(file), QByteArray("[view]\ndark=true\n[student]\nname=Ad"));
  }

  // The user's report: he-chan-deflection's progress cut to its first 1000 bytes.
  void truncatedProgressIsKeptAsideAndNamed() {
    const QString id = QStringLiteral("he-chan-deflection");
    ProgressStore store;
    QCOMPARE(store.save(someProgress(id, 40)), QString());
    QCOMPARE(store.save(someProgress(QStringLiteral("tcp-basics"), 5)), QString());
    const QByteArray other = readAll(store.filePath(QStringLiteral("tcp-basics")));
    const QByteArray whole = readAll(store.filePath(id));
    QVERIFY(whole.size() > 2000);
    writeAll(store.filePath(id), whole.left(1000));

    auto c = std::make_unique<LessonController>();
    QVERIFY(c->openLesson(id));
    // One message naming the file, the cause and where it was kept.
    const QString m = c->message();
    QVERIFY2(m.contains(store.filePath(id)), qPrintable(m));
    QVERIFY2(m.contains(QStringLiteral("not valid JSON at byte")), qPrintable(m));
    QVERIFY2(!m.contains(QLatin1Char('\n')), qPrintable(m));
    const QStringList aside = QDir(ProgressStore::defaultDir())
                                  .entryList({id + QStringLiteral(".json.damaged-*")}, QDir::Files);
    QCOMPARE(aside.size(), 1);
    QVERIFY(QRegularExpression(QStringLiteral("\\.json\\.damaged-\\d{8}-\\d{6}$")).match(aside[0]).hasMatch());
    QVERIFY2(m.contains(aside[0]), qPrintable(m));
    // Kept byte for byte; the lesson starts afresh in a new file; the app goes on.
    QCOMPARE(readAll(ProgressStore::defaultDir() + QLatin1Char('/') + aside[0]), whole.left(1000));
    QCOMPARE(c->stepIndex(), 0);
    c->setStepIndex(1);
    LessonProgress fresh;
    QCOMPARE(ProgressStore::parse(readAll(store.filePath(id)), fresh), QString());
    QCOMPARE(fresh.step, 1);
    // Nobody else's work was touched.
    QCOMPARE(readAll(store.filePath(QStringLiteral("tcp-basics"))), other);
    QVERIFY(c->openLesson(QStringLiteral("tcp-basics")));
    QCOMPARE(c->progress().answers.size(), 5);
  }

  void hostileProgressFilesAreRefused_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("cause");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON at byte 0");
    QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12) << QStringLiteral("not valid JSON");
    QTest::newRow("a list") << QByteArray("[1, 2, 3]") << QStringLiteral("not a JSON object");
    QTest::newRow("another format") << QByteArray(R"({"format": "opslab-lesson-work", "version": 1})")
                                    << QStringLiteral("its \"format\" is not");
    QTest::newRow("answers not a list") << withKey(QStringLiteral("answers"), 7)
                                        << QStringLiteral("\"answers\" is not a list");
    QJsonArray many;
    for (int i = 0; i < 10001; ++i) many.append(i);
    QTest::newRow("too many steps visited") << withKey(QStringLiteral("visited"), many)
                                            << QStringLiteral("\"visited\" has 10001 entries (at most 10000)");
    QJsonArray points;
    for (int i = 0; i < 10001; ++i) points.append(QJsonObject{{"x", i}});
    QTest::newRow("too many points") << withKey(QStringLiteral("sweeps"), QJsonArray{QJsonObject{{"points", points}}})
                                     << QStringLiteral("a sweep: \"points\" has 10001 entries");
    QByteArray huge = withKey(QStringLiteral("padding"), QString(5 * 1024 * 1024, QLatin1Char('x')));
    QTest::newRow("too large") << huge << QStringLiteral("too large (");
  }

  void hostileProgressFilesAreRefused() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, cause);
    QTemporaryDir dir;
    ProgressStore store(dir.path());
    const QString file = store.filePath(QStringLiteral("l"));
    writeAll(file, bytes);
    const auto read = store.open(QStringLiteral("l"));
    QVERIFY2(read.problem.startsWith(QStringLiteral("Your saved progress ") + file + QStringLiteral(" does not read: ")),
             qPrintable(read.problem));
    QVERIFY2(read.problem.contains(cause), qPrintable(read.problem));
    QVERIFY(read.progress.empty());
    QVERIFY(!QFile::exists(file));
    const QStringList left = names(dir.path());
    QCOMPARE(left.size(), 1);
    QCOMPARE(readAll(dir.filePath(left[0])), bytes);  // kept whole
    QCOMPARE(store.save(someProgress(QStringLiteral("l"), 1)), QString());  // a fresh start saves
  }

  // Version 1 files (no reveals, runs or definitions) still read.
  void versionOneProgressReads() {
    LessonProgress p;
    const QByteArray v1 = R"({"format": "opslab-lesson-progress", "version": 1, "lesson": "tcp-basics",
      "step": 1, "visited": [0, 1], "done": [0], "answers": [{"step": 0, "question": 0, "choice": 1,
      "correct": true, "answered_at": "2026-11-01T10:00:00.000Z"}], "sweeps": []})";
    QCOMPARE(ProgressStore::parse(v1, p), QString());
    QCOMPARE(p.step, 1);
    QCOMPARE(p.answers.size(), 1);
  }

  // A damaged file that cannot be moved aside (its folder became read-only) is never saved over.
  void aDamagedFileThatCannotMoveIsNotSavedOver() {
    SmallFilesystem fs(256 * 1024);
    if (!fs.mounted()) QSKIP(fs.reason().c_str());
    ProgressStore store(QString::fromStdString(fs.path().string()));
    const QString file = store.filePath(QStringLiteral("l"));
    writeAll(file, "{\"format\": \"opslab-lesson-progress\", \"answers\": [");
    QVERIFY(fs.remount_read_only());
    const auto read = store.open(QStringLiteral("l"));
    QVERIFY2(read.problem.contains(QStringLiteral("could not be moved aside")), qPrintable(read.problem));
    const QString refused = store.save(someProgress(QStringLiteral("l"), 1));
    QVERIFY2(refused.startsWith(file + QStringLiteral(": not saved")), qPrintable(refused));
    QCOMPARE(readAll(file), QByteArray("{\"format\": \"opslab-lesson-progress\", \"answers\": ["));
  }

  void progressOnAFullDiskKeepsTheLastSave() {
    SmallFilesystem fs(128 * 1024);
    if (!fs.mounted()) QSKIP(fs.reason().c_str());
    ProgressStore store(QString::fromStdString(fs.path().string()));
    QCOMPARE(store.save(someProgress(QStringLiteral("l"), 3)), QString());
    const QString file = store.filePath(QStringLiteral("l"));
    const QByteArray before = readAll(file);
    QVERIFY(fs.fill());
    const QString error = store.save(someProgress(QStringLiteral("l"), 400));
    QCOMPARE(error, file + QStringLiteral(": No space left on device"));
    QCOMPARE(readAll(file), before);
    QCOMPARE(names(QString::fromStdString(fs.path().string())), (QStringList{".filler", "l.json"}));
  }

  void exportsOnAFullDiskLeaveNothing() {
    SmallFilesystem fs(96 * 1024);
    if (!fs.mounted()) QSKIP(fs.reason().c_str());
    const QString dir = QString::fromStdString(fs.path().string());
    writeAll(dir + QStringLiteral("/work.json"), "the work handed in last week\n");
    const auto lesson = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    const QJsonObject report = opslab::gui::workReport(lesson, someProgress(QStringLiteral("tcp-basics"), 4),
                                                       QStringLiteral("Ada"), QDateTime::currentDateTimeUtc());
    QVERIFY(fs.fill());
    const QString work = opslab::gui::writeWork(report, dir + QStringLiteral("/work.pdf"));
    QVERIFY2(work.contains(QStringLiteral("No space left on device")), qPrintable(work));
    QVERIFY2(work.startsWith(dir + QStringLiteral("/work.")), qPrintable(work));
    ChartExport charts;
    QImage picture(640, 480, QImage::Format_RGB32);
    picture.fill(Qt::blue);
    for (int y = 0; y < picture.height(); y += 3) picture.setPixel(y % 640, y, qRgb(y, 255 - y % 255, 7));
    const QString png = charts.writeImage(picture, dir + QStringLiteral("/chart.png"));
    QCOMPARE(png, dir + QStringLiteral("/chart.png: No space left on device"));
    QVariantList rows;
    for (int i = 0; i < 5000; ++i) rows.append(QVariant(QVariantList{QStringLiteral("reno"), i, i * 0.5, 0.1}));
    const QString csv = charts.writeTable({"series", "x", "mean", "ci95"}, rows, dir + QStringLiteral("/sweep.csv"));
    QCOMPARE(csv, dir + QStringLiteral("/sweep.csv: No space left on device"));
    // Nothing half written; the old work as it was.
    QCOMPARE(names(dir), (QStringList{".filler", "work.json"}));
    QCOMPARE(readAll(dir + QStringLiteral("/work.json")), QByteArray("the work handed in last week\n"));
  }

  void exportsIntoAReadOnlyFolderLeaveNothing() {
    QTemporaryDir scratch;
    const QString underAFile = QString::fromStdString(
        opslab::testing::path_under_a_file(scratch.path().toStdString(), "chart.png").string());
    ChartExport charts;
    QImage picture(64, 48, QImage::Format_RGB32);
    picture.fill(Qt::red);
    // Anyone, root too, is refused a file whose parent is a regular file.
    QString error = charts.writeImage(picture, underAFile);
    QVERIFY2(error.startsWith(underAFile + QStringLiteral(": ")) && error.size() > underAFile.size() + 2,
             qPrintable(error));
    QCOMPARE(charts.writeImage(QVariant(), scratch.filePath(QStringLiteral("none.png"))),
             scratch.filePath(QStringLiteral("none.png")) +
                 QStringLiteral(": the chart is not shown, so there is no picture to save"));
    QCOMPARE(names(scratch.path()), QStringList{"not-a-folder"});

    SmallFilesystem fs(64 * 1024, /*read_only=*/true);
    if (!fs.mounted()) QSKIP(fs.reason().c_str());
    const QString dir = QString::fromStdString(fs.path().string());
    error = charts.writeImage(picture, dir + QStringLiteral("/chart.png"));
    QCOMPARE(error, dir + QStringLiteral("/chart.png: Read-only file system"));
    const auto lesson = study::load_lesson(study::default_lessons_root() / "tcp-basics");
    const QString work = opslab::gui::writeWork(
        opslab::gui::workReport(lesson, someProgress(QStringLiteral("tcp-basics"), 1), {}, QDateTime::currentDateTimeUtc()),
        dir + QStringLiteral("/work"));
    QCOMPARE(work, dir + QStringLiteral("/work.pdf: Read-only file system"));
    QVERIFY(names(dir).isEmpty());
  }

  // A capture (re-simulated in full) onto a full disk: one line, no partial .pcap.
  void captureOnAFullDiskLeavesNothing() {
    SmallFilesystem fs(64 * 1024);
    if (!fs.mounted()) QSKIP(fs.reason().c_str());
    QVERIFY(fs.fill());
    const QString file = fsPath(fs, "flow.pcap");
    const auto resolved = opslab::scenario::resolve_scenario(
        opslab::scenario::load_scenario_file(OPSLAB_SOURCE_DIR "/assets/scenarios/dumbbell.json"));
    QString error;
    try {
      opslab::gui::CaptureExporter::writeCapture(resolved, QStringLiteral("flow"), 0, 2'000'000'000'000LL, file, {});
    } catch (const std::exception& e) {
      error = QString::fromUtf8(e.what());
    }
    QCOMPARE(error, file + QStringLiteral(": No space left on device"));
    QCOMPARE(names(QString::fromStdString(fs.path().string())), QStringList{".filler"});
  }

  // The open lesson's folder deleted: one error naming it, the lesson stays as it was loaded,
  // the student's progress file is kept.
  void aLessonFolderDeletedWhileOpen() {
    QTemporaryDir tmp;
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const std::filesystem::path target = tmp.filePath(QStringLiteral("mine/gone")).toStdString();
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy(study::default_lessons_root() / "tcp-basics", target,
                          std::filesystem::copy_options::recursive);
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(target / "lesson.json"));
    doc["id"] = "gone";
    std::ofstream(target / "lesson.json") << doc.dump(2);
    auto c = std::make_unique<LessonController>();
    QCOMPARE(c->openFolder(QString::fromStdString(target.string())), QString());
    QVERIFY(c->openLesson(QStringLiteral("gone")));
    c->setStepIndex(1);
    const QByteArray saved = readAll(ProgressStore().filePath(QStringLiteral("gone")));
    QVERIFY(!saved.isEmpty());

    QSignalSpy errors(c.get(), &LessonController::lessonErrorChanged);
    std::filesystem::remove_all(target);
    QVERIFY(errors.wait(10000));
    QVERIFY2(c->lessonError().contains(QString::fromStdString(target.string())), qPrintable(c->lessonError()));
    QVERIFY(c->active());
    QCOMPARE(c->stepIndex(), 1);
    c->setStepIndex(0);  // the app goes on
    QCOMPARE(readAll(ProgressStore().filePath(QStringLiteral("gone"))).isEmpty(), false);
    c->forgetFolder(QString::fromStdString(target.string()));
  }

  // A lesson whose scenario file is missing: one line naming it, every other lesson still there.
  void aLessonNamingAMissingScenario() {
    QTemporaryDir tmp;
    QVERIFY(QFile::link(QStringLiteral(OPSLAB_SOURCE_DIR "/assets"), tmp.filePath("assets")));
    const std::filesystem::path target = tmp.filePath(QStringLiteral("mine/broken")).toStdString();
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy(study::default_lessons_root() / "tcp-basics", target,
                          std::filesystem::copy_options::recursive);
    nlohmann::json doc = nlohmann::json::parse(std::ifstream(target / "lesson.json"));
    doc["id"] = "broken";
    doc["sweeps"][0]["scenario"]["file"] = "../../assets/scenarios/missing.json";
    std::ofstream(target / "lesson.json") << doc.dump(2);
    auto c = std::make_unique<LessonController>();
    const int shipped = c->lessons()->count();
    const QString error = c->openFolder(QString::fromStdString(target.string()));
    QVERIFY2(error.contains(QStringLiteral("assets/scenarios/missing.json: no such file")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
    QCOMPARE(c->lessons()->count(), shipped);
    QVERIFY(c->openLesson(QStringLiteral("tcp-basics")));
  }
};

QTEST_MAIN(PersistenceTest)
#include "persistence_test.moc"
