// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: the language of the interface — the system's, the one chosen on the
// start page (kept with QSettings), or `--lang` for one session. Installs the app's own
// translation (translations/opslab_<lang>.ts, compiled into the binary) and Qt's own catalogue
// for the dialogs, sets the default QLocale so numbers read as the language writes them, and
// asks the QML engine to re-evaluate every qsTr() when the choice changes. QML sees it as the
// `Language` singleton. Lesson pages choose their language separately (page.<lang>.md).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <memory>

class QJSEngine;
class QQmlEngine;
class QTranslator;

namespace opslab::gui {

class Translations : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(Language)
  QML_SINGLETON
  /// What the user chose: "" follows the system, else a language code ("en", "de").
  Q_PROPERTY(QString choice READ choice NOTIFY changed)
  /// The language the interface is in now ("en" when nothing else applies).
  Q_PROPERTY(QString current READ current NOTIFY changed)
  /// [{code, name}] to choose from: the system's language first, then each shipped language in
  /// its own name.
  Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)

 public:
  /// No default constructor: QML must get the instance main() made from create() (Qt 6.4
  /// prefers a default constructor to create()).
  explicit Translations(QObject* parent);
  ~Translations() override;

  static Translations* instance();
  static Translations* create(QQmlEngine* qml, QJSEngine* js);

  /// Language codes the app ships, the source language "en" first.
  static QStringList available();
  /// The shipped language the system's UI languages ask for, or "en".
  static QString systemLanguage();

  QString choice() const { return choice_; }
  QString current() const { return current_; }
  QVariantList choices() const;

  /// Applies the saved choice (or the system's language) at start-up.
  void applySaved();
  /// Applies `code` for this session only (the --lang option); false when the app does not ship it.
  bool applyForSession(const QString& code);
  /// Chooses a language from the interface ("" = the system's): saved, applied, views retranslated.
  Q_INVOKABLE void choose(const QString& code);

 signals:
  void changed();

 private:
  void apply(const QString& code);

  QString choice_;
  QString current_ = QStringLiteral("en");
  std::unique_ptr<QTranslator> app_;
  std::unique_ptr<QTranslator> qt_;
  QPointer<QQmlEngine> engine_;
};

}  // namespace opslab::gui
