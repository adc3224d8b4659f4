// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonProgress: what one student did in one lesson — the step they are on, the steps
// visited, run and done, every attempt at a predict question (when, and whether it was right)
// and every answer they asked to see, and the latest run of each sweep at each scale with its
// figure's points (of its plotted metric, and of each other metric its claims are on) and its
// claims' verdicts (each with the definition it was run under, so an edited lesson shows it
// as out of date). Each attempt keeps the order its question's choices were shown in. Plain
// data with its JSON form; ProgressStore keeps it on disk. Files of version 1 (no reveals, runs
// or definitions), files without other metrics and attempts without an order still read.
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <set>

namespace opslab::gui {

struct ProgressAnswer {
  int step = 0;
  int question = 0;
  int choice = 0;  // the lesson's choice (its index in lesson.json), whatever place it was shown at
  bool correct = false;
  QDateTime at;
  /// The lesson's choice at each place the student saw (ChoiceOrder); empty in older files.
  QList<int> order = {};
};

/// The student gave up on a question and asked to see its answer.
struct ProgressReveal {
  int step = 0;
  int question = 0;
  QDateTime at;
};

/// One point of a sweep's figure: the mean over seeds and its 95% half-width (-1: none).
struct ProgressPoint {
  int series = 0;
  double x = 0;
  QString xLabel;
  double mean = 0;
  double ci = -1;
  int seeds = 0;
};

struct ProgressVerdict {
  QString claimId;
  QString status;  // study::claim_status at the run's scale: "pass", "not-shown", "info", "fail"
  QString detail;       // the numbers behind it, as written when it was run
  QJsonObject text;     // the same in pieces (study::ClaimText), worded in the GUI's language
  QString definition;  // a digest of the claim as it was checked ("" in old files: unknown)
};

/// The latest finished run of one sweep at one scale as the figure of one metric: enough to
/// draw that figure again and, for the plotted metric's, to show its claims' verdicts after the
/// app restarts.
struct ProgressSweep {
  QString sweepId;
  bool quick = true;
  /// The metric drawn: "" the sweep's plotted one (it holds the verdicts), else a metric of
  /// the sweep's claims (its figure only).
  QString metric;
  QDateTime finishedAt;
  QString title, xTitle, yTitle;
  QStringList seriesNames, xLabels;
  bool xCategorical = false;
  bool logX = false, logY = false;  // logarithmic axes (the plot's log_x / log_y)
  QList<ProgressPoint> points;
  QList<ProgressVerdict> verdicts;
  QString definition;  // a digest of the sweep as it was run ("" in old files: unknown)

  QJsonObject toJson() const;
  static ProgressSweep fromJson(const QJsonObject& o);
};

struct LessonProgress {
  QString lessonId;
  int step = 0;  // the step the student is on (0-based)
  std::set<int> visited;
  std::set<int> done;
  std::set<int> ran;              // steps whose own scenario played to its end
  QList<ProgressAnswer> answers;  // every attempt, in the order given
  QList<ProgressReveal> revealed; // questions whose answer the student asked to see
  QList<ProgressSweep> sweeps;    // one per (sweep, scale)

  bool empty() const {
    return visited.empty() && answers.isEmpty() && sweeps.isEmpty() && revealed.isEmpty();
  }
  /// The answer the student gave last to this question, or null.
  const ProgressAnswer* lastAnswer(int step, int question) const;
  /// How many times the student answered this question.
  int attempts(int step, int question) const;
  /// The student asked to see this question's answer.
  bool gaveUp(int step, int question) const;
  /// The question is settled: answered right, or its answer shown.
  bool resolved(int step, int question) const;
  /// How many questions have an answer.
  int answeredCount() const;
  /// The latest run of this sweep at this scale as the figure of `metric` ("" the plotted
  /// one), or null.
  const ProgressSweep* sweep(const QString& id, bool quick, const QString& metric = {}) const;
  /// The latest run of this sweep at this scale: its plotted metric's figure first, then those
  /// of the other metrics in the order recorded (empty when it has none).
  QList<const ProgressSweep*> figures(const QString& id, bool quick) const;
  /// Keeps `run` (the plotted metric's) and `others` (other metrics' figures of the same run)
  /// as the latest of its sweep and scale, in place of every figure of an earlier run.
  void recordSweep(ProgressSweep run, QList<ProgressSweep> others = {});

  QJsonObject toJson() const;
  /// The progress in `o`; what does not read is left at its default.
  static LessonProgress fromJson(const QJsonObject& o);
};

}  // namespace opslab::gui
