// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SettingsFile: guards the app's settings file (QSettings' INI file: language, theme, recent
// files, lesson folders, the student's name) against damage. Qt reads a damaged file as far as
// it can and then silently refuses to save over it, so every later change would be lost. Checked
// once at start, before anything reads it: a file that does not read, or is far too large to be
// ours, is moved aside as NAME.damaged-YYYYMMDD-HHMMSS (kept, never overwritten) and the app
// starts with its defaults; problem() then says so in one line.
#pragma once

#include <QString>

namespace opslab::gui::settings_file {

/// Largest settings file read, in bytes (ours are a few hundred).
constexpr qint64 kMaxBytes = 1024 * 1024;

/// Checks the settings file of the application's name and organisation and moves it aside when
/// it does not read; returns the problem() line ("" when it reads).
QString setAsideIfDamaged();

/// The one line about the last check ("" when the file read), in the current language.
QString problem();

}  // namespace opslab::gui::settings_file
