// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for students' progress files, read by the app's own code
// (gui::ProgressStore::parse, as opening a lesson does) and, when they read, made into the work
// a student exports (gui::workReport) for two shipped lessons — the JSON behind the PDF, where a
// damaged file's answers meet the lesson's questions. A refusal ("" or a one-line cause) is the
// expected answer to bad input; a crash, a sanitizer report or an abort below is a finding:
// what the app writes from a file it read must read back the same.
#include <QByteArray>
#include <QDateTime>
#include <QJsonDocument>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "lessons/LessonProgress.hpp"
#include "lessons/ProgressStore.hpp"
#include "lessons/WorkExport.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace {

const std::vector<opslab::study::Lesson>& lessons() {
  static const std::vector<opslab::study::Lesson> all = [] {
    std::vector<opslab::study::Lesson> out;
    for (const char* id : {"tcp-basics", "he-chan-deflection"}) {
      out.push_back(opslab::study::load_lesson(opslab::study::default_lessons_root() / id));
    }
    return out;
  }();
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using opslab::gui::LessonProgress;
  using opslab::gui::ProgressStore;
  const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  LessonProgress p;
  if (!ProgressStore::parse(bytes, p).isEmpty()) return 0;  // refused in one line
  // Written as the store writes it, it reads back with the same content (when it stays within
  // the size a file may have: a hostile file of empty entries grows when written out in full).
  const QByteArray written = QJsonDocument(p.toJson()).toJson(QJsonDocument::Indented);
  if (written.size() <= ProgressStore::kMaxFileBytes) {
    LessonProgress again;
    if (!ProgressStore::parse(written, again).isEmpty() || again.toJson() != p.toJson()) std::abort();
  }
  const QDateTime when = QDateTime::fromSecsSinceEpoch(1'800'000'000, Qt::UTC);
  for (const auto& lesson : lessons()) (void)opslab::gui::workReport(lesson, p, QStringLiteral("A"), when);
  return 0;
}
