// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonController's steps and questions: opening a step shows its own scenario in the
// workspace at the step's playback speed and charts, and plays it when the step says so once
// its questions are settled (predict, then run); a wrong answer can be retried, every attempt
// is recorded with the order its choices were shown in (each student's own: ChoiceOrder), and
// the explanation shows after a right answer or when the student gives up; Play waits for the
// answer in a step that runs;
// a step's run played to its end is recorded; which sweep the figure shows and with which
// metric (the plotted one, or one its claims are about); and the digests that tell a saved
// sweep or verdict from one the edited lesson would give.
#include <QCryptographicHash>
#include <QDateTime>
#include <algorithm>
#include <cmath>
#include <exception>

#include <nlohmann/json.hpp>

#include "lessons/LessonController.hpp"
#include "study/classwork/choice_order.hpp"
#include "study/lesson/lesson.hpp"
#include "app/QtText.hpp"

namespace opslab::gui {

using nlohmann::json;

namespace {


QString digest(const json& j) {
  return QString::fromLatin1(
      QCryptographicHash::hash(QByteArray::fromStdString(j.dump()), QCryptographicHash::Sha1).toHex().left(16));
}

}  // namespace

int LessonController::speedIndexFor(double speed, bool exact) {
  const int maxIndex = SimulationController::speedCount() - 1;
  if (!(speed > 0)) return maxIndex;  // as fast as possible
  int best = maxIndex;
  double bestDistance = HUGE_VAL;
  for (int i = 0; i < maxIndex; ++i) {
    const double v = SimulationController::speedAt(i);
    if (v <= 0) continue;
    if (!exact) {
      // The slowest speed at which the run's 90 s of wall time take at most 120 s.
      if (v >= speed * 90.0 / 120.0 * (1 - 1e-9)) return i;
      continue;
    }
    const double d = std::abs(std::log(v / speed));
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}

QString LessonController::stepPath(int step) const {
  const auto* l = lesson();
  if (!l) return {};
  return qs((l->dir / (l->id + "-step" + std::to_string(step + 1) + ".json")).string());
}

bool LessonController::stepResolved(int step) const {
  const auto* l = lesson();
  if (!l || step < 0 || step >= static_cast<int>(l->steps.size())) return false;
  for (std::size_t q = 0; q < l->steps[step].questions.size(); ++q) {
    if (!progress_.resolved(step, static_cast<int>(q))) return false;
  }
  return true;
}

bool LessonController::resultsHidden() const { return lesson() && !stepResolved(stepIndex_); }

bool LessonController::playWaits() const {
  const auto* l = lesson();
  return l && sim_ && l->steps[stepIndex_].run && !stepResolved(stepIndex_) &&
         sim_->scenarioPath() == stepPath(stepIndex_);
}

QString LessonController::studentKey() const {
  const QString name = studentName_.simplified().toCaseFolded();
  return name.isEmpty() ? studentId_ : name;
}

QList<int> LessonController::choiceOrder(int step, int question) const {
  const auto* l = lesson();
  const std::size_t n = l->steps[step].questions[question].choices.size();
  if (const auto* last = progress_.lastAnswer(step, question)) {
    if (study::classwork::is_choice_order(std::vector<int>(last->order.begin(), last->order.end()), n)) {
      return last->order;
    }
  }
  const std::string where = l->id + "/" + std::to_string(step + 1) + "/" + std::to_string(question + 1);
  const auto order = study::classwork::choice_order(studentKey().toStdString(), where, n);
  return QList<int>(order.begin(), order.end());
}

void LessonController::enterStep() {
  const auto* l = lesson();
  if (!l || !sim_) return;
  if (l->steps[stepIndex_].scenario) {
    configureStep(true);
    return;
  }
  // A step without a scenario of its own keeps the workspace as it is (the panel says which
  // run it shows), unless that is none of this lesson's: then its sweep's base scenario.
  const QString prefix = qs((l->dir / (l->id + "-step")).string());
  if (!sim_->scenarioPath().startsWith(prefix)) configureStep(false);
}

QString LessonController::configureStep(bool play) {
  const auto* l = shown();  // its run named in the student's language
  if (!l) return tr("No lesson is open.");
  if (!sim_) return tr("No workspace to configure.");
  const auto& st = l->steps[stepIndex_];
  json resolved;
  try {
    auto shown = study::step_scenario(*l, static_cast<std::size_t>(stepIndex_), quick_);
    if (!shown) return tr("This step has no scenario.");
    resolved = std::move(*shown);
  } catch (const std::exception& e) {
    const QString msg = QString::fromUtf8(e.what());
    setMessage(msg);
    return msg;
  }
  // A step that keeps its file's title shows the file's title in the student's language too.
  const json* document = study::step_scenario_document(*l, static_cast<std::size_t>(stepIndex_), quick_);
  json translations = document && document->is_object() && st.scenario_name.empty()
                          ? document->value("translations", json::object())
                          : json::object();
  // A step that names its run: the run keeps the lesson's English name, and the student's
  // language has its own as the title's translation (so the title follows the language).
  const std::string& english = lesson()->steps[stepIndex_].scenario_name;
  if (!st.scenario_name.empty() && !english.empty()) {
    resolved["name"] = english;
    if (st.scenario_name != english) translations[language()] = {{"name", st.scenario_name}};
  }
  const QString error = sim_->openResolved(resolved, stepPath(stepIndex_), translations);
  if (!error.isEmpty()) {
    setMessage(error);
    return error;
  }
  // Its speed: the step's own, else one at which it plays in about a minute and a half.
  sim_->setSpeedIndex(speedIndexFor(study::step_playback_speed(st, resolved), st.speed.has_value()));
  setMessage({});
  emit scenarioOpened();
  // Predict, then run: a step that runs starts once its questions are settled.
  if (play && st.run && stepResolved(stepIndex_)) sim_->play();
  return {};
}

void LessonController::startIfAnswered() {
  const auto* l = lesson();
  if (!l || !sim_ || !l->steps[stepIndex_].run || !stepResolved(stepIndex_)) return;
  if (sim_->scenarioPath() != stepPath(stepIndex_) || sim_->running() || sim_->finished()) return;
  sim_->play();
}

void LessonController::onSimulationState() {
  const auto* l = lesson();
  if (!l || !sim_ || !sim_->finished()) return;
  for (std::size_t i = 0; i < l->steps.size(); ++i) {
    const int step = static_cast<int>(i);
    if (l->steps[i].scenario && sim_->scenarioPath() == stepPath(step) && !progress_.ran.count(step)) {
      progress_.ran.insert(step);
      saveProgress();
    }
  }
}

void LessonController::fillQuestions() {
  const auto* l = shown();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  QList<QVariantMap> rows;
  for (std::size_t q = 0; q < st.questions.size(); ++q) {
    const auto& question = st.questions[q];
    const int qi = static_cast<int>(q);
    QStringList choices;
    for (const auto& c : question.choices) choices << qs(c);
    // The lesson's choice at each place shown; the view letters the places A, B, …
    const QList<int> order = choiceOrder(stepIndex_, qi);
    const QVariantList shownOrder(order.begin(), order.end());
    const int chosen = chosen_[stepIndex_][q];
    const bool resolved = progress_.resolved(stepIndex_, qi);
    // The wrong choices tried, and once settled what each of them missed.
    QVariantList tried;
    QStringList notes;
    for (const auto& a : progress_.answers) {
      if (a.step != stepIndex_ || a.question != qi || a.correct || tried.contains(a.choice)) continue;
      if (a.choice < 0 || a.choice >= static_cast<int>(question.choices.size())) continue;
      tried << a.choice;
      if (resolved) {
        const QChar shownAs(u'A' + static_cast<int>(order.indexOf(a.choice)));
        notes << tr("%1: %2").arg(shownAs).arg(qs(question.feedback.at(a.choice)));
      }
    }
    const bool correct = chosen == static_cast<int>(question.answer);
    QString feedback;
    if (resolved) {
      feedback = qs(question.feedback.at(question.answer));
    } else if (chosen >= 0) {
      feedback = tr("Not quite — try again.");
    }
    rows << QVariantMap{{"prompt", qs(question.prompt)},
                        {"choices", choices},
                        {"order", shownOrder},
                        // The right choice is known to the view only once the question is settled.
                        {"answer", resolved ? static_cast<int>(question.answer) : -1},
                        {"chosen", chosen},
                        {"feedback", feedback},
                        {"correct", chosen >= 0 && correct},
                        {"attempts", progress_.attempts(stepIndex_, qi)},
                        {"resolved", resolved},
                        {"gaveUp", progress_.gaveUp(stepIndex_, qi)},
                        {"tried", tried},
                        {"notes", notes}};
  }
  questions_.setRows(rows);
}

void LessonController::answer(int question, int choice) {
  const auto* l = lesson();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  if (question < 0 || question >= static_cast<int>(st.questions.size())) return;
  const auto& q = st.questions[question];
  if (choice < 0 || choice >= static_cast<int>(q.choices.size())) return;
  if (progress_.resolved(stepIndex_, question)) return;  // settled: the explanation shows
  chosen_[stepIndex_][question] = choice;
  const bool correct = choice == static_cast<int>(q.answer);
  // With the order the choices were shown in (the one this attempt saw).
  progress_.answers.append({stepIndex_, question, choice, correct, QDateTime::currentDateTimeUtc(),
                            choiceOrder(stepIndex_, question)});
  saveProgress();
  fillQuestions();
  fillClaims();
  fillFigure();
  emit answersChanged();
  startIfAnswered();
}

void LessonController::revealAnswer(int question) {
  const auto* l = lesson();
  if (!l) return;
  const auto& st = l->steps[stepIndex_];
  if (question < 0 || question >= static_cast<int>(st.questions.size())) return;
  if (progress_.resolved(stepIndex_, question)) return;
  progress_.revealed.append({stepIndex_, question, QDateTime::currentDateTimeUtc()});
  saveProgress();
  fillQuestions();
  fillClaims();
  fillFigure();
  emit answersChanged();
  startIfAnswered();
}

void LessonController::showSweep(const QString& sweepId) {
  if (!lesson() || !lesson()->find_sweep(sweepId.toStdString())) return;
  if (sweepId != figureSweep_) figureMetric_.clear();
  figureSweep_ = sweepId;
  for (int r = 0; r < sweeps_.count(); ++r) sweeps_.setValue(r, "shown", sweeps_.value(r, "sweepId") == sweepId);
  fillFigure();
}

std::vector<std::string> LessonController::metricsOf(const study::LessonSweep& s) const {
  std::vector<std::string> out{s.metric};
  for (const auto& c : lesson()->claims) {
    if (c.sweep == s.id && std::find(out.begin(), out.end(), c.metric) == out.end()) out.push_back(c.metric);
  }
  return out;
}

QString LessonController::figureMetric() const {
  const auto* s = lesson() ? lesson()->find_sweep(figureSweep_.toStdString()) : nullptr;
  if (!s) return {};
  return qs(figureMetric_.empty() ? s->metric : figureMetric_);
}

void LessonController::showMetric(const QString& metric) {
  const auto* s = lesson() ? lesson()->find_sweep(figureSweep_.toStdString()) : nullptr;
  if (!s) return;
  const auto metrics = metricsOf(*s);
  const std::string m = metric.toStdString();
  if (std::find(metrics.begin(), metrics.end(), m) == metrics.end()) return;
  const std::string key = m == s->metric ? std::string() : m;
  if (key == figureMetric_) return;
  figureMetric_ = key;
  fillFigure();
}

void LessonController::showClaim(const QString& claimId) {
  const auto* l = lesson();
  if (!l) return;
  const auto c = std::find_if(l->claims.begin(), l->claims.end(),
                              [&](const auto& x) { return x.id == claimId.toStdString(); });
  if (c == l->claims.end() || !l->find_sweep(c->sweep)) return;
  figureSweep_ = qs(c->sweep);
  figureMetric_ = c->metric == l->find_sweep(c->sweep)->metric ? std::string() : c->metric;
  for (int r = 0; r < sweeps_.count(); ++r) sweeps_.setValue(r, "shown", sweeps_.value(r, "sweepId") == figureSweep_);
  fillFigure();
}

void LessonController::markShownClaims() {
  const QString metric = figureMetric();
  for (int r = 0; r < claims_.count(); ++r) {
    claims_.setValue(r, "figureShown", !metric.isEmpty() && claims_.value(r, "sweep") == figureSweep_ &&
                                           claims_.value(r, "metric") == metric);
  }
}

QString LessonController::sweepDefinition(const study::LessonSweep& s, bool quick) {
  const auto& spec = quick ? s.quick : s.full;
  json axes = json::array();
  for (const auto& a : spec.axes) axes.push_back({a.key, a.values});
  return digest({{"scenario", quick ? s.quick_scenario : s.full_scenario},
                 {"vary", axes},
                 {"seeds", spec.seeds},
                 {"plot", {s.x, s.metric, s.series}}});
}

QString LessonController::claimDefinition(const std::string& claimId) const {
  const auto* l = lesson();
  if (!l) return {};
  const auto c = std::find_if(l->claims.begin(), l->claims.end(), [&](const auto& x) { return x.id == claimId; });
  if (c == l->claims.end()) return {};
  return digest({{"type", c->type}, {"sweep", c->sweep}, {"metric", c->metric}, {"a", c->a},
                 {"b", c->b}, {"where", c->where}, {"at_every", c->at_every}, {"along", c->along},
                 {"from", c->from}, {"to", c->to}, {"mid", c->mid}, {"at", c->at},
                 {"factor", c->factor}, {"min_r2", c->min_r2}, {"slope", c->slope}, {"lo", c->lo},
                 {"hi", c->hi}, {"pct", c->pct}, {"margin", c->margin},
                 {"expect", c->expect_reproduced}, {"scale", c->full_scale_only}});
}

}  // namespace opslab::gui
