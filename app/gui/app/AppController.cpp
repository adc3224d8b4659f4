// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/AppController.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJSEngine>
#include <QQmlEngine>
#include <QSettings>
#include <cstdio>

#include "app/LanguageWatch.hpp"
#include "app/SettingsFile.hpp"
#include "study/data_dir.hpp"

namespace opslab::gui {

namespace {
AppController* g_controller = nullptr;
constexpr int kMaxRecent = 8;
}  // namespace

AppController::AppController(QObject* parent) : QObject(parent) {
  if (g_controller == nullptr) g_controller = this;
  assetsDir_ = findAssetsDir();
  catalog_.load(assetsDir_);
  lessons_.setSimulation(&simulation_);
  connect(&lessons_, &LessonController::scenarioOpened, this,
          [this] { setPage(QStringLiteral("workspace")); });
  // A settings file that did not read was set aside at start (main): the start page says so.
  lastError_ = settings_file::problem();
  QSettings s;
  recent_ = s.value(QStringLiteral("recent/files")).toStringList();
  dark_ = s.value(QStringLiteral("view/dark"), false).toBool();
  presentation_ = s.value(QStringLiteral("view/presentation"), false).toBool();
  // The recent files' titles are in the interface's language.
  new LanguageWatch(this, [this] { emit recentFilesChanged(); });
}

AppController::~AppController() {
  if (g_controller == this) g_controller = nullptr;
}

AppController* AppController::instance() { return g_controller; }

AppController* AppController::create(QQmlEngine*, QJSEngine*) {
  AppController* app = g_controller ? g_controller : new AppController(nullptr);
  QJSEngine::setObjectOwnership(app, QJSEngine::CppOwnership);
  return app;
}

QString AppController::findAssetsDir() {
  const QString env = qEnvironmentVariable("OPSLAB_ASSETS");
  if (!env.isEmpty() && QFileInfo(env + QStringLiteral("/scenarios")).isDir()) {
    return QDir(env).canonicalPath();
  }
  // Where the CLI reads them too: installed beside the program, else the source tree.
  const QString dir = QString::fromStdString((study::data_dir() / "assets").string());
  return QFileInfo(dir).isDir() ? QDir(dir).canonicalPath() : dir;
}

QString AppController::openScenario(const QString& pathOrUrl) {
  const QString path = pathOrUrl.startsWith(QLatin1String("file:"))
                           ? QUrl(pathOrUrl).toLocalFile()
                           : pathOrUrl;
  const QString error = simulation_.openFile(path);
  if (lastError_ != error) {
    lastError_ = error;
    emit lastErrorChanged();
  }
  if (!error.isEmpty()) return error;
  addRecent(QFileInfo(path).absoluteFilePath());
  setPage(QStringLiteral("workspace"));
  return {};
}

QString AppController::openLesson(const QString& id) {
  // Opening the lesson opens its step in the workspace (and plays a step that runs).
  if (!lessons_.openLesson(id)) return lessons_.message();
  if (!lessons_.message().isEmpty()) return lessons_.message();
  setPage(QStringLiteral("workspace"));
  return {};
}

void AppController::showWorkspace() {
  if (simulation_.loaded() || !simulation_.scenarioPath().isEmpty()) {
    setPage(QStringLiteral("workspace"));
  }
}

void AppController::addRecent(const QString& path) {
  recent_.removeAll(path);
  recent_.prepend(path);
  while (recent_.size() > kMaxRecent) recent_.removeLast();
  QSettings().setValue(QStringLiteral("recent/files"), recent_);
  emit recentFilesChanged();
}

void AppController::clearRecent() {
  recent_.clear();
  QSettings().setValue(QStringLiteral("recent/files"), recent_);
  emit recentFilesChanged();
}

QVariantList AppController::recentFiles() const {
  QVariantList out;
  for (const QString& p : recent_) {
    if (!QFileInfo::exists(p)) continue;
    const auto e = ScenarioCatalog::describe(p, assetsDir_ + QStringLiteral("/scenario-catalog.json"));
    out << QVariantMap{{QStringLiteral("path"), e.path},
                       {QStringLiteral("title"), e.title},
                       {QStringLiteral("description"), e.description},
                       {QStringLiteral("details"), e.details},
                       {QStringLiteral("fileName"), e.fileName}};
  }
  return out;
}

void AppController::setDarkTheme(bool on) {
  if (on == dark_) return;
  dark_ = on;
  QSettings().setValue(QStringLiteral("view/dark"), on);
  emit darkThemeChanged();
}

void AppController::setPresentation(bool on) {
  if (on == presentation_) return;
  presentation_ = on;
  QSettings().setValue(QStringLiteral("view/presentation"), on);
  emit presentationChanged();
}

void AppController::setTransientView(bool dark, bool presentation) {
  if (dark != dark_) {
    dark_ = dark;
    emit darkThemeChanged();
  }
  if (presentation != presentation_) {
    presentation_ = presentation;
    emit presentationChanged();
  }
}

void AppController::setPage(const QString& p) {
  if (p == page_) return;
  page_ = p;
  emit pageChanged();
}

QUrl AppController::scenariosFolder() const {
  return QUrl::fromLocalFile(assetsDir_ + QStringLiteral("/scenarios"));
}

QString AppController::version() const { return QCoreApplication::applicationVersion(); }

QString AppController::localPath(const QUrl& url) const {
  return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

QUrl AppController::fileUrl(const QString& path) const { return QUrl::fromLocalFile(path); }

QString AppController::suggestedName(const QString& what) const {
  QString base = QFileInfo(simulation_.scenarioPath()).completeBaseName();
  if (base.isEmpty()) base = QStringLiteral("opslab");
  return QStringLiteral("%1-seed%2-%3").arg(base).arg(simulation_.seed()).arg(what);
}

}  // namespace opslab::gui
