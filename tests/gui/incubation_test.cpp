// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The app's lists create their delegates synchronously (docs/hardening.md).
//
// Qt 6.4's ListView creates the delegates of its cache buffer asynchronously and remembers the
// row it waits for (QQuickItemViewPrivate::requestedIndex). When rows are removed or the model
// is reset before that delegate is ready, the view does not move or forget that row; its next
// clear (on a reset, or when the model has become empty) cancels it by the old number and
// QQmlDelegateModel logs "DelegateModel::cancel: index out range N M". The monkey test found it
// now and then, depending on when the window's incubation controller ran. Here the incubation
// controller runs only when told to, so a delegate left to asynchronous creation stays
// pending: every view of the real Main.qml must then have nothing pending, and emptying the
// flow list, clearing the event log or loading a scenario with fewer parameters must log no
// warning.
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlIncubationController>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>
#include <memory>

#include "app/AppController.hpp"
#include "app/FindItem.hpp"
#include "app/Translations.hpp"
#include "inspector/EventLogModel.hpp"
#include "inspector/FlowListModel.hpp"
#include "parameters/ParameterModel.hpp"
#include "simulation/SimulationController.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

namespace {

using opslab::gui::findItem;

// Incubates only when run() is called: what a view leaves to asynchronous creation stays
// pending and can be counted.
class ManualIncubation : public QQmlIncubationController {
 public:
  void step() { incubateFor(1); }
  void run() {
    for (int i = 0; i < 1000 && incubatingObjectCount() > 0; ++i) incubateFor(20);
  }
};

}  // namespace

class IncubationTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QQuickStyle::setStyle(QStringLiteral("Material"));
    translations_ = std::make_unique<opslab::gui::Translations>(nullptr);
    translations_->applyForSession(QStringLiteral("en"));
    app_ = std::make_unique<opslab::gui::AppController>(nullptr);
    engine_ = std::make_unique<QQmlApplicationEngine>();
    // Before the window exists: the window keeps an engine's controller that is already set.
    engine_->setIncubationController(&incubation_);
    engine_->addImportPath(QStringLiteral("qrc:/"));
    engine_->load(QUrl(QStringLiteral("qrc:/OpsLab/Ui/Main.qml")));
    QVERIFY(!engine_->rootObjects().isEmpty());
    window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().first());
    QVERIFY(window_);
    QCOMPARE(engine_->incubationController(), &incubation_);
    window_->resize(1400, 900);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
  }

  void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("DelegateModel"))); }

  // 500 flows: the list shows a few and used to leave the next ones (its cache buffer) to
  // asynchronous creation; then every row is removed.
  void flowListEmptied() {
    open(QStringLiteral("dumbbell-500-sack.json"));
    auto* sim = app_->simulation();
    QTRY_COMPARE_WITH_TIMEOUT(sim->flows()->rowCount(), 500, 20000);
    QQuickItem* list = view(QStringLiteral("flowList"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), 500);
    settle();
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
    sim->flows()->clear();
    settle();
    QCOMPARE(list->property("count").toInt(), 0);
    relayout();  // the empty list laid out again
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
    sim->reset();  // the flows back
    QVERIFY(sim->waitForIdle(20000));
    QTRY_COMPARE_WITH_TIMEOUT(list->property("count").toInt(), 500, 20000);
    settle();
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
  }

  // The event log, full after a run, cleared.
  void eventLogCleared() {
    open(QStringLiteral("dumbbell.json"));
    tab(2);
    auto* sim = app_->simulation();
    sim->runUntil(1.0);
    QVERIFY(sim->waitForIdle(30000));
    QQuickItem* list = view(QStringLiteral("eventList"));
    QVERIFY(list);
    QTRY_VERIFY_WITH_TIMEOUT(list->property("count").toInt() > 10, 10000);
    settle();
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
    sim->eventLog()->clear();
    settle();
    QCOMPARE(list->property("count").toInt(), 0);
    relayout();
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
  }

  // The parameter list, on its hidden tab as in the monkey test: a scenario with many
  // parameters, its delegates created one after another (the incubation controller run a
  // little at a time, as the window does between frames), then one with fewer rows.
  void parameterListShrinks() {
    tab(0);
    open(QStringLiteral("dumbbell.json"));
    auto* params = app_->simulation()->parameters();
    QQuickItem* list = view(QStringLiteral("parameterList"));
    QVERIFY(list);
    QTRY_COMPARE(list->property("count").toInt(), params->rowCount());
    // Halfway: more delegates than the next scenario has rows.
    auto* content = list->property("contentItem").value<QQuickItem*>();
    QVERIFY(content);
    for (int i = 0; i < 200 && content->childItems().size() < 24; ++i) {
      incubation_.step();
      QTest::qWait(5);
    }
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
    open(QStringLiteral("cioq-switch-classroom.json"));
    QTRY_COMPARE(list->property("count").toInt(), params->rowCount());
    settle();
    QCOMPARE(incubation_.incubatingObjectCount(), 0);
  }

  void cleanupTestCase() {
    incubation_.run();
    app_->simulation()->pause();
    app_->simulation()->waitForIdle(20000);
    engine_.reset();
    app_.reset();
    translations_.reset();
  }

 private:
  QQuickItem* view(const QString& name) const { return findItem(window_->contentItem(), name); }

  void open(const QString& file) {
    QCOMPARE(app_->openScenario(app_->assetsDir() + QStringLiteral("/scenarios/") + file), QString());
    QTRY_VERIFY_WITH_TIMEOUT(app_->simulation()->loaded(), 20000);
    QVERIFY(app_->simulation()->waitForIdle(20000));
  }

  void tab(int index) {
    QQuickItem* tabs = view(QStringLiteral("sideTabs"));
    QVERIFY(tabs);
    tabs->setProperty("currentIndex", index);
  }

  // The window a little lower and back: every view lays itself out again.
  void relayout() {
    window_->resize(1400, 860);
    settle();
    window_->resize(1400, 900);
    settle();
  }

  // A few frames: the views lay out, fill, and would start their cache buffers.
  static void settle() { QTest::qWait(300); }

  ManualIncubation incubation_;
  std::unique_ptr<opslab::gui::Translations> translations_;
  std::unique_ptr<opslab::gui::AppController> app_;
  std::unique_ptr<QQmlApplicationEngine> engine_;
  QQuickWindow* window_ = nullptr;
};

int main(int argc, char** argv) {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("opslab-incubation"));
  QApplication app(argc, argv);
  IncubationTest test;
  return QTest::qExec(&test, argc, argv);
}

#include "incubation_test.moc"
