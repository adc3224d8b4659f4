// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonProgress: what one student did in one lesson (DESIGN §7, issue 30) — the step they are
// on, the steps visited and done, every answer to a predict question (when, and whether it was
// right), and the latest run of each sweep at each scale with its figure's points and its
// claims' verdicts. Plain data with its JSON form; ProgressStore keeps it on disk.
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
  int choice = 0;
  bool correct = false;
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
  QString detail;
};

/// The latest finished run of one sweep at one scale: enough to draw its figure again and to
/// show its claims' verdicts after the app restarts.
struct ProgressSweep {
  QString sweepId;
  bool quick = true;
  QDateTime finishedAt;
  QString title, xTitle, yTitle;
  QStringList seriesNames, xLabels;
  bool xCategorical = false;
  QList<ProgressPoint> points;
  QList<ProgressVerdict> verdicts;

  QJsonObject toJson() const;
  static ProgressSweep fromJson(const QJsonObject& o);
};

struct LessonProgress {
  QString lessonId;
  int step = 0;  // the step the student is on (0-based)
  std::set<int> visited;
  std::set<int> done;
  QList<ProgressAnswer> answers;  // in the order given; the last for a question is its answer
  QList<ProgressSweep> sweeps;    // one per (sweep, scale)

  bool empty() const { return visited.empty() && answers.isEmpty() && sweeps.isEmpty(); }
  /// The answer the student gave last to this question, or null.
  const ProgressAnswer* lastAnswer(int step, int question) const;
  /// How many questions have an answer.
  int answeredCount() const;
  /// The latest run of this sweep at this scale, or null.
  const ProgressSweep* sweep(const QString& id, bool quick) const;
  /// Keeps `run` as the latest of its sweep and scale.
  void recordSweep(ProgressSweep run);

  QJsonObject toJson() const;
  /// The progress in `o`; what does not read is left at its default.
  static LessonProgress fromJson(const QJsonObject& o);
};

}  // namespace opslab::gui
