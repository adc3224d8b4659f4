// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClassResults: the teacher's view of a class ("Class results…", docs/class-report.md). It
// reads a folder of students' exported work with core's class report (study/classwork),
// checking each file against the app's loaded lesson in the interface's language, and offers
// the report as list models for the view — per step, per question, per claim, per student,
// and the files skipped with the reason — one lesson at a time, and saves it as a PDF (the
// technique of the exported work: QTextDocument into QPdfWriter) or as the CLI's CSV.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "lessons/LessonController.hpp"
#include "lessons/RoleListModel.hpp"

namespace opslab::study::classwork {
struct ClassReport;
}

namespace opslab::gui {

class ClassResults : public QObject {
  Q_OBJECT
  QML_ELEMENT
  /// Where the lessons come from that files are checked against (App.lessons).
  Q_PROPERTY(opslab::gui::LessonController* lessons READ lessons WRITE setLessons NOTIFY lessonsChanged)
  /// The folder read ("" before one is).
  Q_PROPERTY(QString folder READ folder NOTIFY reportChanged)
  /// One line: how many students' work was read from how many files, how many were skipped.
  Q_PROPERTY(QString summary READ summary NOTIFY reportChanged)
  /// Some student's work was read.
  Q_PROPERTY(bool hasWork READ hasWork NOTIFY reportChanged)
  /// The lessons of the report ("id — title"), and the one the lists show.
  Q_PROPERTY(QStringList lessonNames READ lessonNames NOTIFY reportChanged)
  Q_PROPERTY(int lessonIndex READ lessonIndex WRITE setLessonIndex NOTIFY lessonIndexChanged)
  /// How the shown lesson's files were checked (against the lesson library or each other).
  Q_PROPERTY(QString checkedAgainst READ checkedAgainst NOTIFY lessonIndexChanged)
  Q_PROPERTY(opslab::gui::RoleListModel* steps READ steps CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* questions READ questions CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* claims READ claims CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* students READ students CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* skipped READ skipped CONSTANT)

 public:
  explicit ClassResults(QObject* parent = nullptr);
  ~ClassResults() override;

  /// Reads the exported work in a folder (a path or file: URL); "" on success (also when no
  /// file could be used: the skipped list says why), else the message.
  Q_INVOKABLE QString open(const QString& folder);
  /// Writes the report (every lesson) as a PDF (".pdf" added when missing); "" or the message.
  Q_INVOKABLE QString savePdf(const QString& file) const;
  /// Writes the CSV `opslab-cli class report --csv` writes; "" or the message.
  Q_INVOKABLE QString saveCsv(const QString& file) const;

  LessonController* lessons() const { return lessons_; }
  void setLessons(LessonController* lessons);
  QString folder() const { return folder_; }
  QString summary() const;
  bool hasWork() const;
  QStringList lessonNames() const;
  int lessonIndex() const { return lessonIndex_; }
  void setLessonIndex(int index);
  QString checkedAgainst() const;
  RoleListModel* steps() { return &steps_; }
  RoleListModel* questions() { return &questions_; }
  RoleListModel* claims() { return &claims_; }
  RoleListModel* students() { return &students_; }
  RoleListModel* skipped() { return &skipped_; }

 signals:
  void lessonsChanged();
  void reportChanged();
  void lessonIndexChanged();

 private:
  void fill();

  QPointer<LessonController> lessons_;
  std::unique_ptr<study::classwork::ClassReport> report_;
  QString folder_;
  int lessonIndex_ = 0;
  RoleListModel steps_, questions_, claims_, students_, skipped_;
};

/// The report as HTML (every lesson, then the skipped files), in the interface's language.
QString classReportHtml(const study::classwork::ClassReport& report);

}  // namespace opslab::gui
