// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/Translations.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

namespace opslab::gui {

namespace {

Translations* g_translations = nullptr;
const QString kSettingsKey = QStringLiteral("language");
// Where qt_add_translations (app/gui/CMakeLists.txt) puts the compiled .qm files.
const QString kResourceDir = QStringLiteral(":/i18n");

QString nativeName(const QString& code) {
  if (code == QLatin1String("en")) return QStringLiteral("English");
  QString name = QLocale(code).nativeLanguageName();
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name.isEmpty() ? code : name;
}

}  // namespace

Translations::Translations(QObject* parent) : QObject(parent) {
  if (g_translations == nullptr) g_translations = this;
}

Translations::~Translations() {
  if (g_translations == this) g_translations = nullptr;
}

Translations* Translations::instance() {
  return g_translations;
}

Translations* Translations::create(QQmlEngine* qml, QJSEngine*) {
  Translations* t = g_translations ? g_translations : new Translations(nullptr);
  t->engine_ = qml;
  QJSEngine::setObjectOwnership(t, QJSEngine::CppOwnership);
  return t;
}

QStringList Translations::available() {
  QStringList codes{QStringLiteral("en")};
  const auto files =
      QDir(kResourceDir).entryList({QStringLiteral("opslab_*.qm")}, QDir::Files, QDir::Name);
  for (const QString& file : files) {
    const QString code = file.mid(7, file.size() - 10);  // opslab_<code>.qm
    if (!codes.contains(code)) codes << code;            // opslab_en.qm: English plurals only
  }
  return codes;
}

QString Translations::systemLanguage() {
  const QStringList shipped = available();
  for (const QString& wanted : QLocale::system().uiLanguages()) {
    const QString code = wanted.section(QLatin1Char('-'), 0, 0).toLower();
    if (shipped.contains(code)) return code;
  }
  return QStringLiteral("en");
}

QVariantList Translations::choices() const {
  QVariantList list;
  list << QVariantMap{
      {QStringLiteral("code"), QString()},
      {QStringLiteral("name"), tr("System language (%1)").arg(nativeName(systemLanguage()))}};
  for (const QString& code : available()) {
    list << QVariantMap{{QStringLiteral("code"), code}, {QStringLiteral("name"), nativeName(code)}};
  }
  return list;
}

void Translations::applySaved() {
  const QString saved = QSettings().value(kSettingsKey).toString();
  choice_ = available().contains(saved) ? saved : QString();
  apply(choice_.isEmpty() ? systemLanguage() : choice_);
}

bool Translations::applyForSession(const QString& code) {
  if (!available().contains(code)) return false;
  choice_ = code;
  apply(code);
  return true;
}

void Translations::choose(const QString& code) {
  if (!code.isEmpty() && !available().contains(code)) return;
  choice_ = code;
  QSettings().setValue(kSettingsKey, code);
  apply(code.isEmpty() ? systemLanguage() : code);
}

void Translations::apply(const QString& code) {
  for (auto* t : {app_.get(), qt_.get()}) {
    if (t) QCoreApplication::removeTranslator(t);
  }
  app_.reset();
  qt_.reset();
  current_ = code;
  // Numbers, dates and Qt.locale() in the views follow the interface's language. English keeps
  // the system's conventions only when the system is English too.
  const QLocale system = QLocale::system();
  QLocale::setDefault(code == systemLanguage() ? system : QLocale(code));
  // English has a file too: the plural forms of "%n flow(s)" ("1 flow", "2 flows").
  auto own = std::make_unique<QTranslator>();
  if (own->load(QStringLiteral("opslab_") + code, kResourceDir)) {
    QCoreApplication::installTranslator(own.get());
    app_ = std::move(own);
  }
  if (code != QLatin1String("en")) {
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qt"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
      QCoreApplication::installTranslator(qt.get());
      qt_ = std::move(qt);
    }
  }
  if (engine_) engine_->retranslate();
  emit changed();
}

}  // namespace opslab::gui
