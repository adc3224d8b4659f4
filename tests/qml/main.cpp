// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Runner of the Qt Quick Tests: a QApplication (Qt Charts needs one) and a setup object that
// adds qrc:/ to the import path and creates the App singleton before the tests load. It also
// gives the tests `TestFiles`: a scratch directory and an image check (QML cannot read a PNG's
// pixels back), and `Accessibility`: what a screen reader sees (accessibility_probe.hpp).
#include <QApplication>
#include <QColor>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QVariantMap>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

#include "accessibility_probe.hpp"
#include "app/AppController.hpp"
#include "app/Translations.hpp"

Q_IMPORT_QML_PLUGIN(OpsLabPlugin)
Q_IMPORT_QML_PLUGIN(OpsLab_UiPlugin)

// Files the tests write (chart PNGs), removed with the runner.
class TestFiles : public QObject {
  Q_OBJECT
 public:
  /// A path for `name` inside the scratch directory.
  Q_INVOKABLE QString path(const QString& name) const { return dir_.filePath(name); }
  /// The text of a file ("" when it cannot be read).
  Q_INVOKABLE QString readText(const QString& file) const {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
  }
  /// What is in an image file: { exists, bytes, valid, width, height, colours } where colours
  /// counts distinct pixel values (stopping at 64), so a blank image has 1.
  Q_INVOKABLE QVariantMap imageInfo(const QString& file) const {
    QVariantMap out;
    const QFileInfo fi(file);
    out[QStringLiteral("exists")] = fi.exists();
    out[QStringLiteral("bytes")] = fi.exists() ? fi.size() : 0;
    QImage img;
    const bool ok = img.load(file, "PNG");
    out[QStringLiteral("valid")] = ok && !img.isNull();
    out[QStringLiteral("width")] = img.width();
    out[QStringLiteral("height")] = img.height();
    QList<QRgb> seen;
    for (int y = 0; y < img.height() && seen.size() < 64; ++y) {
      for (int x = 0; x < img.width() && seen.size() < 64; ++x) {
        const QRgb c = img.pixel(x, y);
        if (!seen.contains(c)) seen.append(c);
      }
    }
    out[QStringLiteral("colours")] = static_cast<int>(seen.size());
    return out;
  }

 private:
  QTemporaryDir dir_;
};

class Setup : public QObject {
  Q_OBJECT
 public slots:
  void applicationAvailable() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("opslab-tests"));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    app_ = std::make_unique<opslab::gui::AppController>(nullptr);
    // English with its plural forms ("1 flow"), whatever the machine's language.
    translations_ = std::make_unique<opslab::gui::Translations>(nullptr);
    translations_->applyForSession(QStringLiteral("en"));
  }
  void qmlEngineAvailable(QQmlEngine* engine) {
    engine->addImportPath(QStringLiteral("qrc:/"));
    engine->rootContext()->setContextProperty(QStringLiteral("TestFiles"), &files_);
    engine->rootContext()->setContextProperty(QStringLiteral("Accessibility"), &probe_);
  }
  void cleanupTestCase() {
    app_.reset();
    translations_.reset();
  }

 private:
  std::unique_ptr<opslab::gui::AppController> app_;
  std::unique_ptr<opslab::gui::Translations> translations_;
  TestFiles files_;
  AccessibilityProbe probe_;
};

int main(int argc, char** argv) {
  // A home of its own for each run: its settings, recent files and lesson progress start empty
  // and no other test program running beside it (ctest -j) reads or clears them midway.
  const QTemporaryDir home;
  if (!home.isValid()) return 2;
  qputenv("HOME", home.path().toLocal8Bit());
  QApplication app(argc, argv);
  Setup setup;
  return quick_test_main_with_setup(argc, argv, "opslab_views", QUICK_TEST_SOURCE_DIR, &setup);
}

#include "main.moc"
