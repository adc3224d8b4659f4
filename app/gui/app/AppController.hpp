// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AppController: the application object QML sees as the `App` singleton — it owns the
// simulation controller and the scenario catalog, finds the assets, remembers recent files
// and the teacher's preferences (theme, presentation mode) with QSettings.
#pragma once

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "lessons/LessonController.hpp"
#include "app/ScenarioCatalog.hpp"
#include "simulation/SimulationController.hpp"

class QQmlEngine;
class QJSEngine;

namespace opslab::gui {

class AppController : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(App)
  QML_SINGLETON
  Q_PROPERTY(opslab::gui::SimulationController* simulation READ simulation CONSTANT)
  Q_PROPERTY(opslab::gui::ScenarioCatalog* catalog READ catalog CONSTANT)
  Q_PROPERTY(opslab::gui::LessonController* lessons READ lessons CONSTANT)
  Q_PROPERTY(QVariantList recentFiles READ recentFiles NOTIFY recentFilesChanged)
  Q_PROPERTY(bool darkTheme READ darkTheme WRITE setDarkTheme NOTIFY darkThemeChanged)
  Q_PROPERTY(bool presentation READ presentation WRITE setPresentation NOTIFY presentationChanged)
  /// "start" or "workspace".
  Q_PROPERTY(QString page READ page WRITE setPage NOTIFY pageChanged)
  Q_PROPERTY(QString assetsDir READ assetsDir CONSTANT)
  Q_PROPERTY(QUrl scenariosFolder READ scenariosFolder CONSTANT)
  Q_PROPERTY(QString version READ version CONSTANT)
  Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)

 public:
  /// No default constructor: QML must get the instance from create() (Qt 6.4 prefers a
  /// default constructor over the factory).
  explicit AppController(QObject* parent);
  ~AppController() override;

  /// The instance QML gets (created by main() or the QML test setup before the engine).
  static AppController* instance();
  static AppController* create(QQmlEngine* qml, QJSEngine* js);

  /// Opens a scenario (path or file:// URL) in the workspace; "" on success, else the message.
  Q_INVOKABLE QString openScenario(const QString& pathOrUrl);
  Q_INVOKABLE void showStart() { setPage(QStringLiteral("start")); }
  /// Opens a lesson beside the workspace, configured with its first scenario; "" on success.
  Q_INVOKABLE QString openLesson(const QString& id);
  Q_INVOKABLE void showWorkspace();
  Q_INVOKABLE void clearRecent();
  /// Local file path of a file:// URL (or the text itself).
  Q_INVOKABLE QString localPath(const QUrl& url) const;
  Q_INVOKABLE QUrl fileUrl(const QString& path) const;
  /// A file name for exports: "<scenario>-seed<N>-<what>".
  Q_INVOKABLE QString suggestedName(const QString& what) const;

  SimulationController* simulation() { return &simulation_; }
  ScenarioCatalog* catalog() { return &catalog_; }
  LessonController* lessons() { return &lessons_; }
  QVariantList recentFiles() const;
  bool darkTheme() const { return dark_; }
  void setDarkTheme(bool on);
  bool presentation() const { return presentation_; }
  void setPresentation(bool on);
  QString page() const { return page_; }
  void setPage(const QString& p);
  QString assetsDir() const { return assetsDir_; }
  QUrl scenariosFolder() const;
  QString version() const;
  QString lastError() const { return lastError_; }

  /// Sets theme and presentation mode for this session only (command-line options).
  void setTransientView(bool dark, bool presentation);

  /// Where the assets are: $OPSLAB_ASSETS when it holds scenarios/, else study::data_dir()'s
  /// (installed beside the program, or the source tree).
  static QString findAssetsDir();

 signals:
  void recentFilesChanged();
  void darkThemeChanged();
  void presentationChanged();
  void pageChanged();
  void lastErrorChanged();

 private:
  void addRecent(const QString& path);

  SimulationController simulation_;
  ScenarioCatalog catalog_;
  LessonController lessons_;  // after simulation_: its sweeps stop before the simulation goes
  QStringList recent_;
  bool dark_ = false;
  bool presentation_ = false;
  QString page_ = QStringLiteral("start");
  QString assetsDir_;
  QString lastError_;
};

}  // namespace opslab::gui
