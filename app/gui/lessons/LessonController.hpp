// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController: the guided lessons in the app (docs/lessons.md). It loads every
// lesson with the core engine (core/study/lesson/lesson.hpp), exposes the lessons, the current
// lesson's steps, the step's questions, sweeps and claims, and the points of the sweep figure
// as list models, configures the workspace with a step's scenario, and runs a lesson sweep
// with core's sweep engine on a worker thread (never on the GUI thread), filling the figure
// (core's lesson_figure) as points complete and evaluating the step's claims with core's
// evaluate_claim when the sweep is done.
//
// Everything a student reads of a lesson is in the interface's language where the lesson has
// it (core's lesson_in: lesson.de.json beside lesson.json, page.de.md beside page.md), and
// follows a change of language at once.
//
// It keeps each student's progress (steps, answers, sweeps and verdicts) in a
// ProgressStore as they act, resumes a lesson where it was left, exports the work as PDF and
// JSON, opens teachers' lesson folders (remembered with QSettings) and reloads the open lesson
// when its files change.
//
// No lesson logic lives in QML: the views bind to these models and forward actions.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "compare/CompareController.hpp"
#include "lessons/LessonProgress.hpp"
#include "lessons/LessonWatcher.hpp"
#include "lessons/ProgressStore.hpp"
#include "lessons/RoleListModel.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::study {
struct Lesson;
struct LessonSweep;
}

namespace opslab::gui {

class LessonController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(opslab::gui::SimulationController* simulation READ simulation WRITE setSimulation
                 NOTIFY simulationChanged)
  Q_PROPERTY(opslab::gui::RoleListModel* lessons READ lessons CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* steps READ steps CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* questions READ questions CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* sweeps READ sweeps CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* claims READ claims CONSTANT)
  Q_PROPERTY(opslab::gui::RoleListModel* points READ points CONSTANT)
  Q_PROPERTY(QString loadError READ loadError NOTIFY lessonsLoaded)
  /// The open lesson ("" when none).
  Q_PROPERTY(QString lessonId READ lessonId NOTIFY lessonChanged)
  Q_PROPERTY(bool active READ active NOTIFY lessonChanged)
  /// The lesson's texts in the interface's language (its translation, else lesson.json's).
  Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY textsChanged)
  Q_PROPERTY(QString lessonPaper READ lessonPaper NOTIFY textsChanged)
  Q_PROPERTY(QString lessonReproduces READ lessonReproduces NOTIFY textsChanged)
  /// The lesson's claims are the findings of the paper it names (`reproduces_paper`), not
  /// its own: the panel heads them "What the paper claims".
  Q_PROPERTY(bool claimsFromPaper READ claimsFromPaper NOTIFY lessonChanged)
  Q_PROPERTY(int stepIndex READ stepIndex WRITE setStepIndex NOTIFY stepChanged)
  Q_PROPERTY(int stepCount READ stepCount NOTIFY lessonChanged)
  Q_PROPERTY(QString stepTitle READ stepTitle NOTIFY textsChanged)
  /// The step's page in the interface's language when the lesson has one (page.de.md), else
  /// its default page; changes with the step and with the language.
  Q_PROPERTY(QString stepPage READ stepPage NOTIFY pageChanged)
  /// The same page as plain text, as a screen reader reads it (no Markdown marks).
  Q_PROPERTY(QString stepPageText READ stepPageText NOTIFY pageChanged)
  Q_PROPERTY(bool stepHasScenario READ stepHasScenario NOTIFY stepChanged)
  Q_PROPERTY(bool stepRuns READ stepRuns NOTIFY stepChanged)
  /// The live charts the step shows (its `charts`; empty: the model's own choice).
  Q_PROPERTY(QStringList stepCharts READ stepCharts NOTIFY stepChanged)
  /// The step's questions are not all settled (answered right, or the answer shown): its
  /// results (figure, verdicts) are hidden and its run waits (predict, then run).
  Q_PROPERTY(bool resultsHidden READ resultsHidden NOTIFY answersChanged)
  /// The workspace shows the step's own run, which starts once its questions are settled:
  /// until then Play waits (the playback bar says why).
  Q_PROPERTY(bool playWaits READ playWaits NOTIFY playWaitsChanged)
  /// The figure is a saved run of a sweep whose definition has changed since (live reload).
  Q_PROPERTY(bool figureStale READ figureStale NOTIFY figureChanged)
  /// The step compares two runs side by side, and what that comparison shows.
  Q_PROPERTY(bool stepHasCompare READ stepHasCompare NOTIFY stepChanged)
  Q_PROPERTY(QString stepCompareLabel READ stepCompareLabel NOTIFY textsChanged)
  /// Classroom scale (quick) or the paper's scale.
  Q_PROPERTY(bool quick READ quick WRITE setQuick NOTIFY quickChanged)
  /// A sweep is running.
  Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
  /// The sweep the figure shows, its axes and series; `figureRevision` increments on change.
  Q_PROPERTY(QString figureSweep READ figureSweep NOTIFY figureChanged)
  Q_PROPERTY(QString figureTitle READ figureTitle NOTIFY figureChanged)
  Q_PROPERTY(QString xTitle READ xTitle NOTIFY figureChanged)
  Q_PROPERTY(QString yTitle READ yTitle NOTIFY figureChanged)
  /// The metrics the figure's sweep can be drawn with: its plotted metric first, then each
  /// other metric the lesson's claims on it are about, once; each { metric, title } (the
  /// metric's title as the figure's y axis reads it).
  Q_PROPERTY(QVariantList figureMetrics READ figureMetrics NOTIFY figureChanged)
  /// The metric the figure shows now (one of figureMetrics; "" without a sweep).
  Q_PROPERTY(QString figureMetric READ figureMetric WRITE showMetric NOTIFY figureChanged)
  Q_PROPERTY(QStringList seriesNames READ seriesNames NOTIFY figureChanged)
  Q_PROPERTY(bool xCategorical READ xCategorical NOTIFY figureChanged)
  /// Logarithmic axes: the plot declares them (`log_x`, `log_y`), or x spans two decades.
  Q_PROPERTY(bool logX READ logX NOTIFY figureChanged)
  Q_PROPERTY(bool logY READ logY NOTIFY figureChanged)
  Q_PROPERTY(QStringList xLabels READ xLabels NOTIFY figureChanged)
  Q_PROPERTY(int figureRevision READ figureRevision NOTIFY figureChanged)
  /// The paper's own values for the figure's metric (the sweep's `paper` numbers) at the
  /// points this scale's plan runs, as { x, y, label, series }.
  Q_PROPERTY(QVariantList paperPoints READ paperPoints NOTIFY figureChanged)
  Q_PROPERTY(QString message READ message NOTIFY messageChanged)
  /// The open lesson's files were edited and no longer load: why (the panel keeps showing the
  /// lesson as it last loaded); "" when they load.
  Q_PROPERTY(QString lessonError READ lessonError NOTIFY lessonErrorChanged)
  /// The lesson folders opened in the app (remembered for the next start).
  Q_PROPERTY(QStringList openedFolders READ openedFolders NOTIFY lessonsLoaded)
  /// The student's name for the exported work ("" when not given); remembered.
  Q_PROPERTY(QString studentName READ studentName WRITE setStudentName NOTIFY studentNameChanged)

 public:
  explicit LessonController(QObject* parent = nullptr);
  ~LessonController() override;

  /// Loads every lesson: those in lessonDirs() first, then the app data directory's
  /// (<AppDataLocation>/lessons, when it exists), then the shipped ones (core's
  /// default_lessons_root()); a lesson whose id is already loaded is left out.
  Q_INVOKABLE bool reload();
  /// A user's own folders of lesson folders (the app's --lesson-dir); reloads.
  bool setLessonDirs(const QStringList& dirs);
  /// Lists the lessons of a folder (a path or file: URL; one lesson's folder or a folder of
  /// lesson folders, as --lesson-dir) with the others from now on, and remembers it for the
  /// next start; "" on success, else the message (and the folder is not kept).
  Q_INVOKABLE QString openFolder(const QString& folder);
  /// Stops listing an opened folder's lessons.
  Q_INVOKABLE void forgetFolder(const QString& folder);
  /// Forgets a lesson's progress (the open lesson starts again at its first step).
  Q_INVOKABLE void resetProgress(const QString& id);
  /// Writes the open lesson's work as a PDF (a path or file: URL) and as JSON beside it;
  /// "" on success, else the message.
  Q_INVOKABLE QString exportWork(const QString& pdfFile) const;
  Q_INVOKABLE bool openLesson(const QString& id);
  Q_INVOKABLE void closeLesson();
  Q_INVOKABLE void nextStep() { setStepIndex(stepIndex_ + 1); }
  Q_INVOKABLE void previousStep() { setStepIndex(stepIndex_ - 1); }
  /// Configures the workspace with the step's scenario (and plays it when the step says
  /// run and `play`); "" on success, else the message.
  Q_INVOKABLE QString configureStep(bool play = true);
  /// Opens the step's side-by-side comparison in `compare` (its scenario at the current scale,
  /// and again with the step's one change); "" on success, else the message.
  Q_INVOKABLE QString compareStep(opslab::gui::CompareController* compare);
  /// Picks a choice (the lesson's own index, wherever it is shown) of a question of the current
  /// step: every attempt is recorded with the order shown; a wrong one can be retried, a right
  /// one shows the explanation (and starts a step that runs).
  Q_INVOKABLE void answer(int question, int choice);
  /// Gives up on a question of the current step: shows its answer and explanation (recorded).
  Q_INVOKABLE void revealAnswer(int question);
  /// The speed control's index for a step's playback speed (simulated s per wall s, 0: as
  /// fast as possible): the nearest step when `exact`, else the slowest at which `speed`'s
  /// 90 s of wall time shrink to at most two minutes.
  static int speedIndexFor(double speed, bool exact);
  /// Runs one sweep of the current step on worker threads; false if one is running.
  Q_INVOKABLE bool runSweep(const QString& sweepId);
  Q_INVOKABLE void cancelSweep();
  /// Shows the results of this sweep in the figure (its plotted metric).
  Q_INVOKABLE void showSweep(const QString& sweepId);
  /// Draws the figure's sweep with one of figureMetrics (else leaves it as it is).
  Q_INVOKABLE void showMetric(const QString& metric);
  /// Shows the figure a claim is about: its sweep, drawn with its metric.
  Q_INVOKABLE void showClaim(const QString& claimId);
  /// Writes a finished sweep's sweep.csv, runs.csv and scenario.json into a folder (a path or
  /// a file: URL) with the CLI's writer; "" on success, else the message.
  Q_INVOKABLE QString exportSweep(const QString& sweepId, const QString& folder) const;
  /// Waits (processing events) until no sweep runs; for tests and scripts.
  Q_INVOKABLE bool waitForSweep(int timeoutMs = 600000);

  SimulationController* simulation() const { return sim_; }
  void setSimulation(SimulationController* sim);
  RoleListModel* lessons() { return &lessons_; }
  RoleListModel* steps() { return &steps_; }
  RoleListModel* questions() { return &questions_; }
  RoleListModel* sweeps() { return &sweeps_; }
  RoleListModel* claims() { return &claims_; }
  RoleListModel* points() { return &points_; }
  QString loadError() const { return loadError_; }
  QString lessonId() const;
  bool active() const { return current_ >= 0; }
  QString lessonTitle() const;
  QString lessonPaper() const;
  bool claimsFromPaper() const;
  QString lessonReproduces() const;
  int stepIndex() const { return stepIndex_; }
  void setStepIndex(int i);
  int stepCount() const;
  QString stepTitle() const;
  QString stepPage() const;
  QString stepPageText() const;
  bool stepHasScenario() const;
  bool stepRuns() const;
  QStringList stepCharts() const;
  bool resultsHidden() const;
  bool playWaits() const;
  bool figureStale() const { return figureStale_; }
  bool stepHasCompare() const;
  QString stepCompareLabel() const;
  bool quick() const { return quick_; }
  void setQuick(bool on);
  bool busy() const { return job_ != nullptr; }
  QString figureSweep() const { return figureSweep_; }
  QString figureTitle() const { return figureTitle_; }
  QString xTitle() const { return xTitle_; }
  QString yTitle() const { return yTitle_; }
  QVariantList figureMetrics() const { return figureMetrics_; }
  QString figureMetric() const;
  QStringList seriesNames() const { return seriesNames_; }
  bool xCategorical() const { return xCategorical_; }
  bool logX() const { return logX_; }
  bool logY() const { return logY_; }
  QStringList xLabels() const { return xLabels_; }
  QVariantList paperPoints() const { return paperPoints_; }
  int figureRevision() const { return figureRevision_; }
  QString message() const { return message_; }
  QString lessonError() const { return lessonError_; }
  QStringList openedFolders() const { return openedFolders_; }
  QString studentName() const { return studentName_; }
  void setStudentName(const QString& name);
  /// The open lesson's progress as saved.
  const LessonProgress& progress() const { return progress_; }
  /// The loaded lesson of this id in the interface's language, or nullopt (the class report
  /// checks students' exported work against it).
  std::optional<study::Lesson> loadedLesson(const std::string& id) const;

 signals:
  void simulationChanged();
  void lessonsLoaded();
  void lessonChanged();
  void stepChanged();
  void pageChanged();
  /// The texts the student reads changed: another lesson or step, or another language.
  void textsChanged();
  void quickChanged();
  void busyChanged();
  void figureChanged();
  void messageChanged();
  void lessonErrorChanged();
  /// An answer was given or shown.
  void answersChanged();
  void playWaitsChanged();
  void studentNameChanged();
  /// The open lesson was read again from its changed files.
  void lessonReloaded();
  /// The workspace now shows the step's scenario.
  void scenarioOpened();
  /// A sweep ended ("" error: all runs done and its claims evaluated).
  void sweepFinished(const QString& sweepId, const QString& error);

 private:
  struct SweepState;
  struct Job;

  static std::vector<std::unique_ptr<Job>>& zombies();
  const study::Lesson* lesson() const;
  /// The open lesson with its texts in the interface's language: what the student reads.
  const study::Lesson* shown() const { return shown_.get(); }
  /// The interface's language, as core's lesson_in and page_in read it ("de_DE").
  static std::string language();
  /// Makes shown() the open lesson in the interface's language.
  void translate();
  /// After a change of language: every text shown again in the new one.
  void retranslate();
  void fillSteps();
  void fillStep();
  void fillClaims();
  void fillFigure();
  /// The metrics a sweep is drawn with (figureMetrics' order): its plotted one, then its claims'.
  std::vector<std::string> metricsOf(const study::LessonSweep& s) const;
  /// Marks the claims whose figure is shown now (their sweep, drawn with their metric).
  void markShownClaims();
  // Steps, answers and what is out of date (LessonControllerSteps.cpp).
  void enterStep();
  QString stepPath(int step) const;
  bool stepResolved(int step) const;
  /// The lesson's choice at each place a question of the open lesson shows: the order its last
  /// attempt was shown in, else the student's own (ChoiceOrder, keyed by studentKey()).
  QList<int> choiceOrder(int step, int question) const;
  /// Who the choices are shuffled for: the student's name, else this installation's own id.
  QString studentKey() const;
  void fillQuestions();
  void startIfAnswered();
  void onSimulationState();
  static QString sweepDefinition(const study::LessonSweep& s, bool quick);
  QString claimDefinition(const std::string& claimId) const;
  void setMessage(const QString& m);
  void stopJob();
  void onRunDone(int generation, std::size_t run, std::shared_ptr<void> table);
  void onJobDone(int generation, const QString& error, bool stopped);
  // Progress (LessonControllerProgress.cpp).
  QVariantMap lessonRow(const study::Lesson& l) const;
  static QVariantMap progressRoles(const LessonProgress& p, int stepCount);
  /// The figure of a sweep's runs so far, drawn with `metric` ("" the plotted one).
  ProgressSweep figureOf(const study::LessonSweep& s, const SweepState& state,
                         const std::string& metric = {}) const;
  /// Reads the open lesson's progress; "" or the one line saying its file did not read.
  QString restoreProgress();
  void restoreVerdicts();
  void saveProgress();
  void recordSweep(const std::string& sweepId);
  // Folders and live reload (LessonFolders.cpp).
  void reloadOpenLesson();
  void setLessonError(const QString& e);

  QPointer<SimulationController> sim_;
  std::vector<study::Lesson> all_;
  std::unique_ptr<study::Lesson> shown_;  // all_[current_] in the interface's language
  RoleListModel lessons_, steps_, questions_, sweeps_, claims_, points_;
  QString loadError_;
  QStringList lessonDirs_;
  int current_ = -1;
  int stepIndex_ = 0;
  bool quick_ = true;
  std::map<std::string, std::unique_ptr<SweepState>> results_;  // by sweep id
  // claim id → its verdict: status as study::claim_status reads it at the run's scale
  // ("pass", "not-shown", "info", "fail"), detail and its pieces
  std::map<std::string, ProgressVerdict> verdicts_;
  std::set<std::string> staleVerdicts_;  // claim ids whose saved verdict is out of date
  std::vector<std::vector<int>> chosen_;                          // per step, per question
  std::unique_ptr<Job> job_;
  std::string jobSweep_;
  int generation_ = 0;
  QString figureSweep_, figureTitle_, xTitle_, yTitle_, message_;
  std::string figureMetric_;  // the metric drawn ("" the sweep's plotted one)
  QVariantList figureMetrics_;
  QStringList seriesNames_, xLabels_;
  QVariantList paperPoints_;
  bool xCategorical_ = false;
  bool logX_ = false, logY_ = false;
  bool figureStale_ = false;
  int figureRevision_ = 0;
  ProgressStore store_;
  LessonProgress progress_;
  LessonWatcher watcher_;
  QStringList openedFolders_;
  QString lessonError_, studentName_;
  QString studentId_;  // this installation's student, when no name is given (QSettings)
};

}  // namespace opslab::gui
