// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/SettingsFile.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStringDecoder>

namespace opslab::gui::settings_file {

namespace {

enum class Cause { none, format, size, unreadable };

struct Damage {
  Cause cause = Cause::none;
  QString file, aside, detail;
  bool moved = false;
};

Damage& last() {
  static Damage d;
  return d;
}

// The texts' translation context, "SettingsFile" (a bare tr() here would be filed by lupdate under
// the namespace instead).
struct SettingsFileText {
  Q_DECLARE_TR_FUNCTIONS(SettingsFile)
};

// UTF-8 text without NUL bytes, as QSettings writes it.
bool isText(const QByteArray& bytes) {
  if (bytes.contains('\0')) return false;
  QStringDecoder utf8(QStringDecoder::Utf8);
  (void)QString(utf8(bytes));
  return !utf8.hasError();
}

}  // namespace

QString setAsideIfDamaged() {
  Damage d;
  {
    const QSettings s;
    d.file = s.fileName();
    const QFileInfo info(d.file);
    if (!info.exists()) {
      last() = {};
      return {};
    }
    if (info.size() > kMaxBytes) {
      d.cause = Cause::size;
      d.detail = QString::number(info.size());
    } else if (QFile f(d.file); !f.open(QIODevice::ReadOnly)) {
      d.cause = Cause::unreadable;
      d.detail = f.errorString();
    } else if (s.status() == QSettings::FormatError || !isText(f.readAll())) {
      // Qt reads what it can of a file that is not text; ours is always UTF-8 text.
      d.cause = Cause::format;
    }
  }
  if (d.cause != Cause::none) {
    const QString base = d.file + QStringLiteral(".damaged-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    d.aside = base;
    for (int n = 2; QFileInfo::exists(d.aside); ++n) d.aside = base + QLatin1Char('-') + QString::number(n);
    d.moved = QFile::rename(d.file, d.aside);
  }
  last() = d;
  return problem();
}

QString problem() {
  const Damage& d = last();
  QString cause;
  switch (d.cause) {
    case Cause::none:
      return {};
    case Cause::format:
      cause = SettingsFileText::tr("it is not a settings file (not text, or not in the INI format)");
      break;
    case Cause::size:
      cause = SettingsFileText::tr("it is too large (%1 bytes; at most %2)").arg(d.detail).arg(kMaxBytes);
      break;
    case Cause::unreadable:
      cause = d.detail;
      break;
  }
  if (!d.moved) {
    return SettingsFileText::tr("The settings file %1 does not read: %2. It could not be moved aside; settings changed now "
              "will not be kept.")
        .arg(d.file, cause);
  }
  return SettingsFileText::tr("The settings file %1 does not read: %2. It is kept as %3; the app starts with its default settings.")
      .arg(d.file, cause, QFileInfo(d.aside).fileName());
}

}  // namespace opslab::gui::settings_file
