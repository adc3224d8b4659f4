// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// WorkExport: a student's work in one lesson, to hand in (docs/lessons.md) — the lesson's
// title, the student's name when known, the date, and for each step its title, the student's
// answers (each with the letter it was shown as) and, for a question settled, the correct one —
// never for one still open, which the work would give away —, the figure of each sweep run and
// the claims' verdicts. The
// report is first a JSON document (for a teacher's script); the PDF is drawn from that same
// document, so both always say the same.
#pragma once

#include <QDateTime>
#include <QFont>
#include <QJsonObject>
#include <QString>

#include "lessons/LessonProgress.hpp"

namespace opslab::study {
struct Lesson;
}

namespace opslab::gui {

/// The report of `progress` in `lesson` (`student` left out when empty).
QJsonObject workReport(const study::Lesson& lesson, const LessonProgress& progress,
                       const QString& student, const QDateTime& when);

/// The font of the PDFs the app writes (exported work, class results): a common TrueType family
/// whose glyphs map back to their characters, so text copied from the PDF keeps them.
QFont pdfFont();

/// Writes `report` as a PDF at `pdfPath` (".pdf" added when missing) and as JSON beside it
/// (the same base name, .json); "" on success, else the message.
QString writeWork(const QJsonObject& report, const QString& pdfPath);

}  // namespace opslab::gui
