// Runner of the Qt Quick Tests: a QApplication (Qt Charts needs one) and a setup object that
// adds qrc:/ to the import path and creates the App singleton before the tests load.
#include <QApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include "AppController.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

class Setup : public QObject {
  Q_OBJECT
 public slots:
  void applicationAvailable() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    app_ = std::make_unique<opslab::gui::AppController>(nullptr);
  }
  void qmlEngineAvailable(QQmlEngine* engine) { engine->addImportPath(QStringLiteral("qrc:/")); }
  void cleanupTestCase() { app_.reset(); }

 private:
  std::unique_ptr<opslab::gui::AppController> app_;
};

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  Setup setup;
  return quick_test_main_with_setup(argc, argv, "opslab_views", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "main.moc"
