// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/LessonProgress.hpp"

#include <QJsonArray>
#include <algorithm>
#include <utility>

namespace opslab::gui {

namespace {

QJsonArray intArray(const std::set<int>& s) {
  QJsonArray a;
  for (const int v : s) a.append(v);
  return a;
}

std::set<int> intSet(const QJsonValue& v) {
  std::set<int> out;
  for (const auto& x : v.toArray()) out.insert(x.toInt());
  return out;
}

QString isoTime(const QDateTime& t) { return t.toUTC().toString(Qt::ISODateWithMs); }
QDateTime readTime(const QJsonValue& v) { return QDateTime::fromString(v.toString(), Qt::ISODateWithMs); }

QStringList strings(const QJsonValue& v) {
  QStringList out;
  for (const auto& x : v.toArray()) out << x.toString();
  return out;
}

}  // namespace

QJsonObject ProgressSweep::toJson() const {
  QJsonArray pointArray, verdictArray;
  for (const auto& p : points) {
    pointArray.append(QJsonObject{{"series", p.series}, {"x", p.x}, {"x_label", p.xLabel},
                                  {"mean", p.mean}, {"ci95", p.ci}, {"seeds", p.seeds}});
  }
  for (const auto& v : verdicts) {
    QJsonObject verdict{{"claim", v.claimId},
                        {"pass", v.status == QLatin1String("pass")},
                        {"status", v.status},
                        {"detail", v.detail},
                        {"definition", v.definition}};
    if (!v.text.isEmpty()) verdict.insert("detail_text", v.text);
    verdictArray.append(verdict);
  }
  QJsonObject o{{"sweep", sweepId},
          {"scale", quick ? "quick" : "paper"},
          {"finished_at", isoTime(finishedAt)},
          {"title", title},
          {"x", xTitle},
          {"metric", yTitle},
          {"series", QJsonArray::fromStringList(seriesNames)},
          {"x_labels", QJsonArray::fromStringList(xLabels)},
          {"x_categorical", xCategorical},
          {"x_log", logX},
          {"y_log", logY},
          {"points", pointArray},
          {"verdicts", verdictArray},
          {"definition", definition}};
  // Only the figures of other metrics name theirs: the plotted one's reads as before.
  if (!metric.isEmpty()) o.insert("figure_metric", metric);
  return o;
}

ProgressSweep ProgressSweep::fromJson(const QJsonObject& o) {
  ProgressSweep s;
  s.sweepId = o.value("sweep").toString();
  s.quick = o.value("scale").toString() != QLatin1String("paper");
  s.metric = o.value("figure_metric").toString();
  s.finishedAt = readTime(o.value("finished_at"));
  s.title = o.value("title").toString();
  s.xTitle = o.value("x").toString();
  s.yTitle = o.value("metric").toString();
  s.seriesNames = strings(o.value("series"));
  s.xLabels = strings(o.value("x_labels"));
  s.xCategorical = o.value("x_categorical").toBool();
  s.logX = o.value("x_log").toBool();
  s.logY = o.value("y_log").toBool();
  for (const auto& pv : o.value("points").toArray()) {
    const auto p = pv.toObject();
    s.points.append({p.value("series").toInt(), p.value("x").toDouble(), p.value("x_label").toString(),
                     p.value("mean").toDouble(), p.value("ci95").toDouble(-1), p.value("seeds").toInt()});
  }
  for (const auto& vv : o.value("verdicts").toArray()) {
    const auto v = vv.toObject();
    // Files from before "status" was kept: pass or fail.
    const QString fallback = v.value("pass").toBool() ? QStringLiteral("pass") : QStringLiteral("fail");
    s.verdicts.append({v.value("claim").toString(), v.value("status").toString(fallback),
                       v.value("detail").toString(), v.value("detail_text").toObject(),
                       v.value("definition").toString()});
  }
  s.definition = o.value("definition").toString();
  return s;
}

const ProgressAnswer* LessonProgress::lastAnswer(int stepIndex, int question) const {
  for (auto it = answers.crbegin(); it != answers.crend(); ++it) {
    if (it->step == stepIndex && it->question == question) return &*it;
  }
  return nullptr;
}

int LessonProgress::attempts(int stepIndex, int question) const {
  return static_cast<int>(std::count_if(answers.begin(), answers.end(), [&](const auto& a) {
    return a.step == stepIndex && a.question == question;
  }));
}

bool LessonProgress::gaveUp(int stepIndex, int question) const {
  return std::any_of(revealed.begin(), revealed.end(), [&](const auto& r) {
    return r.step == stepIndex && r.question == question;
  });
}

bool LessonProgress::resolved(int stepIndex, int question) const {
  const bool right = std::any_of(answers.begin(), answers.end(), [&](const auto& a) {
    return a.step == stepIndex && a.question == question && a.correct;
  });
  return right || gaveUp(stepIndex, question);
}

int LessonProgress::answeredCount() const {
  std::set<std::pair<int, int>> asked;
  for (const auto& a : answers) asked.emplace(a.step, a.question);
  return static_cast<int>(asked.size());
}

const ProgressSweep* LessonProgress::sweep(const QString& id, bool quick, const QString& metric) const {
  const auto it = std::find_if(sweeps.begin(), sweeps.end(), [&](const auto& s) {
    return s.sweepId == id && s.quick == quick && s.metric == metric;
  });
  return it == sweeps.end() ? nullptr : &*it;
}

QList<const ProgressSweep*> LessonProgress::figures(const QString& id, bool quick) const {
  QList<const ProgressSweep*> out;
  const auto* plotted = sweep(id, quick);
  if (!plotted) return out;
  out << plotted;
  for (const auto& s : sweeps) {
    if (s.sweepId == id && s.quick == quick && !s.metric.isEmpty()) out << &s;
  }
  return out;
}

void LessonProgress::recordSweep(ProgressSweep run, QList<ProgressSweep> others) {
  sweeps.removeIf([&](const auto& s) { return s.sweepId == run.sweepId && s.quick == run.quick; });
  sweeps.append(std::move(run));
  for (auto& o : others) sweeps.append(std::move(o));
}

QJsonObject LessonProgress::toJson() const {
  QJsonArray as, ss;
  for (const auto& a : answers) {
    QJsonObject o{{"step", a.step}, {"question", a.question}, {"choice", a.choice},
                  {"correct", a.correct}, {"answered_at", isoTime(a.at)}};
    if (!a.order.isEmpty()) {
      o.insert("order", QJsonArray::fromVariantList(QVariantList(a.order.begin(), a.order.end())));
    }
    as.append(o);
  }
  QJsonArray rs;
  for (const auto& r : revealed) {
    rs.append(QJsonObject{{"step", r.step}, {"question", r.question}, {"revealed_at", isoTime(r.at)}});
  }
  for (const auto& s : sweeps) ss.append(s.toJson());
  return {{"format", "opslab-lesson-progress"}, {"version", 2}, {"lesson", lessonId},
          {"step", step}, {"visited", intArray(visited)}, {"done", intArray(done)},
          {"ran", intArray(ran)}, {"answers", as}, {"revealed", rs}, {"sweeps", ss}};
}

LessonProgress LessonProgress::fromJson(const QJsonObject& o) {
  LessonProgress p;
  p.lessonId = o.value("lesson").toString();
  p.step = std::max(0, o.value("step").toInt());
  p.visited = intSet(o.value("visited"));
  p.done = intSet(o.value("done"));
  p.ran = intSet(o.value("ran"));
  for (const auto& av : o.value("answers").toArray()) {
    const auto a = av.toObject();
    QList<int> order;
    for (const auto& c : a.value("order").toArray()) order << c.toInt(-1);
    p.answers.append({a.value("step").toInt(), a.value("question").toInt(), a.value("choice").toInt(),
                      a.value("correct").toBool(), readTime(a.value("answered_at")), order});
  }
  for (const auto& rv : o.value("revealed").toArray()) {
    const auto r = rv.toObject();
    p.revealed.append({r.value("step").toInt(), r.value("question").toInt(), readTime(r.value("revealed_at"))});
  }
  for (const auto& sv : o.value("sweeps").toArray()) p.sweeps.append(ProgressSweep::fromJson(sv.toObject()));
  return p;
}

}  // namespace opslab::gui
