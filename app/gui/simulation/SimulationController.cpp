// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/SimulationController.hpp"

#include <QCoreApplication>
#include <QSaveFile>
#include <QLocale>
#include <QRandomGenerator>
#include <QThread>
#include <QUrl>
#include <cmath>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "app/LanguageWatch.hpp"
#include "app/LocalPath.hpp"
#include "app/SaveFile.hpp"
#include "canvas/Palette.hpp"
#include "simulation/SimulationWorker.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_error.hpp"
#include "scenario/scenario_file.hpp"
#include "scenario/scenario_translations.hpp"
#include "study/runner.hpp"

namespace opslab::gui {

namespace {

constexpr int kSpeedSteps = 22;  // 1 µs/s … 10 s/s in 1-2-5 steps; one more for "max"

// What the reference run's scenario sets differently from the current one, e.g.
// "reference: <key> = <value>, <another key> = <value>".
QString referenceLabel(const nlohmann::json& reference, const nlohmann::json& current) {
  // Leaf values by JSON pointer ("/aggregation/delta_ms"), shown as key paths.
  const nlohmann::json a = reference.flatten(), b = current.flatten();
  QStringList diffs;
  for (const auto& [pointer, value] : a.items()) {
    if (pointer == "/name") continue;
    const auto it = b.find(pointer);
    if (it == b.end() || *it != value) {
      diffs << QStringLiteral("%1 = %2").arg(
          QString::fromStdString(pointer).mid(1).replace(QLatin1Char('/'), QLatin1Char('.')),
          QString::fromStdString(value.dump()).remove(QLatin1Char('"')));
    }
  }
  // The controller's own context, spelt out: lupdate does not resolve SimulationController::tr
  // in this function.
  if (diffs.isEmpty()) {
    return QCoreApplication::translate("opslab::gui::SimulationController",
                                       "reference: the same scenario and seed");
  }
  const int shown = std::min<int>(3, static_cast<int>(diffs.size()));
  const QString listed = diffs.mid(0, shown).join(QStringLiteral(", "));
  if (diffs.size() > shown) {
    return QCoreApplication::translate("opslab::gui::SimulationController",
                                       "reference: %1 (+%n more)", nullptr,
                                       static_cast<int>(diffs.size()) - shown)
        .arg(listed);
  }
  return QCoreApplication::translate("opslab::gui::SimulationController", "reference: %1")
      .arg(listed);
}

}  // namespace

SimulationController::SimulationController(QObject* parent)
    : QObject(parent),
      resolved_(std::make_unique<nlohmann::json>(nlohmann::json::object())),
      fileTitles_(std::make_unique<nlohmann::json>(nlohmann::json::object())) {
  wall_.start();
  SimulationWorker::Callbacks cb;
  cb.loaded = [this](const QString& error) {
    QMetaObject::invokeMethod(
        this,
        [this, error] {
          loaded_ = error.isEmpty();
          if (!error.isEmpty()) setError(error);
          emit loadedChanged();
          emit loadFinished(error);
        },
        Qt::QueuedConnection);
  };
  cb.exported = [this](const QString& dir, const QString& error) {
    QMetaObject::invokeMethod(
        this,
        [this, dir, error] {
          if (!error.isEmpty()) setError(error);
          emit exportFinished(dir, error);
        },
        Qt::QueuedConnection);
  };
  worker_ = std::make_unique<SimulationWorker>(std::move(cb));
  worker_->setSpeed(speedAt(speedIndex_));
  frameTimer_.setTimerType(Qt::PreciseTimer);
  frameTimer_.setInterval(16);
  connect(&frameTimer_, &QTimer::timeout, this, &SimulationController::poll);
  frameTimer_.start();
  // The inspector's rows are words of the app and the core: made again in the new language;
  // the scenario's title may have its own words in it.
  new LanguageWatch(this, [this] {
    // A run loaded and not started says so in the new language.
    if (loaded_ && !running_ && !finished_ && now_ == 0 && events_ == 0) setStatus(readyText());
    refreshInspector();
    emit runInfoChanged();
  });
}

SimulationController::~SimulationController() {
  frameTimer_.stop();
  worker_.reset();  // joins the thread before the models go away
}

// ---------------------------------------------------------------------------------------------
// Loading and commands

QString SimulationController::openFile(const QString& pathOrUrl) {
  const QString path = localPath(pathOrUrl);
  nlohmann::json user, resolved;
  try {
    user = scenario::load_scenario_file(path.toStdString());
    resolved = scenario::resolve_scenario(user);
  } catch (const std::exception& e) {
    const QString msg = QString::fromUtf8(e.what());
    setError(msg);
    return msg;
  }
  return openResolved(resolved, path, user.value("translations", nlohmann::json::object()));
}

QString SimulationController::openResolved(const nlohmann::json& resolved, const QString& path) {
  return openResolved(resolved, path, nlohmann::json::object());
}

QString SimulationController::openResolved(const nlohmann::json& resolved, const QString& path,
                                           const nlohmann::json& translations) {
  path_ = path;
  *fileTitles_ = {{"name", resolved.value("name", std::string())}, {"translations", translations}};
  params_.setDocument(resolved);
  setError({});
  rebuild(resolved);
  emit runInfoChanged();
  return {};
}

void SimulationController::rebuild(const nlohmann::json& doc) {
  *resolved_ = doc;
  ++generation_;
  loaded_ = false;
  running_ = finished_ = false;
  now_ = 0;
  events_ = 0;
  drops_ = retransmits_ = fastRetransmits_ = timeouts_ = 0;
  nodeDrops_.clear();
  view_ = LiveView{};
  log_.clear();
  flows_.clear();
  charts_.reset(nullptr);
  fabric_.clear();
  if (referenceDoc_) charts_.setReferenceLabel(referenceLabel(*referenceDoc_, doc));
  if (focusFlow_ < 0) {
    focusFlow_ = 0;  // the time–sequence graph shows flow 0 until one is picked
    emit focusFlowChanged();
  }
  selKind_.clear();
  selId_ = -1;
  selTitle_.clear();
  inspector_.clear();
  worker_->load(doc.dump(), generation_);
  worker_->setTraceFlow(focusFlow_);
  setStatus(readyText());
  emit loadedChanged();
  emit runningChanged();
  emit clockChanged();
  emit countersChanged();
  emit runInfoChanged();
  emit selectionChanged();
  emit inspectorChanged();
  emit frameApplied();
}

void SimulationController::play() {
  if (!loaded_ && generation_ == 0) return;
  if (finished_) return;
  worker_->play();
  running_ = true;  // optimistic; the next snapshot confirms
  setStatus(tr("Running"));
  emit runningChanged();
}

void SimulationController::pause() {
  worker_->pause();
  if (running_) {
    running_ = false;
    emit runningChanged();
  }
}

void SimulationController::togglePlay() {
  if (running_) {
    pause();
  } else {
    play();
  }
}

void SimulationController::step() {
  if (generation_ == 0) return;
  worker_->step();
  if (running_) {
    running_ = false;
    emit runningChanged();
  }
}

void SimulationController::reset() {
  if (generation_ == 0) return;
  params_.markApplied();
  rebuild(params_.pending());
}

void SimulationController::resetWithNewSeed() {
  if (generation_ == 0) return;
  const auto seed = QRandomGenerator::global()->bounded(1, 1'000'000);
  const QString error = params_.setPath(
      QString::fromLatin1(scenario::kSeedKey.data(), static_cast<qsizetype>(scenario::kSeedKey.size())),
      QString::number(seed));
  if (!error.isEmpty()) {
    setError(error);
    return;
  }
  reset();
}

void SimulationController::runUntil(double seconds) {
  if (generation_ == 0 || finished_) return;
  worker_->runUntil(seconds);
  running_ = true;
  setStatus(tr("Running as fast as possible to %1 s").arg(QLocale().toString(seconds)));
  emit runningChanged();
}

void SimulationController::stepFabricSlot() {
  const auto* v = fabric_.view();
  if (generation_ == 0 || finished_ || !v || v->slot_ps <= 0) return;
  // One slot's length and a picosecond past now crosses exactly one slot start (slot lengths
  // are ⌊T/S⌋ or ⌈T/S⌉ ps): the run stops just after that slot's event.
  const std::int64_t target = now_ + v->slot_ps + 1;
  worker_->runUntil(static_cast<double>(target) * 1e-12);
  running_ = true;
  emit runningChanged();
}

void SimulationController::startSeek(const QString& status) {
  if (running_) {
    running_ = false;
    emit runningChanged();
  }
  if (seekProgress_ < 0) {
    seekProgress_ = 0;
    emit seekingChanged();
  }
  setStatus(status);
}

void SimulationController::seek(double seconds) {
  if (generation_ == 0 || !loaded_) return;
  worker_->seek(seconds);
  startSeek(tr("Going to %1…").arg(formatSimTime(static_cast<std::int64_t>(seconds * 1e12))));
}

void SimulationController::seekEvents(qint64 events) {
  if (generation_ == 0 || !loaded_ || events < 0) return;
  worker_->seekEvents(static_cast<std::uint64_t>(events));
  startSeek(tr("Going to event %1…").arg(QLocale().toString(events)));
}

void SimulationController::setFrameClock(qint64 ms) {
  const bool was = recording();
  frameClockMs_ = ms < 0 ? -1 : ms;
  if (was != recording()) emit recordingChanged();
}

void SimulationController::setCheckpointSpacing(double seconds) {
  worker_->setCheckpointSpacing(seconds);
}

void SimulationController::stepBack() {
  if (generation_ == 0 || !loaded_) return;
  worker_->stepBack();
  startSeek(tr("Going back one event…"));
}

void SimulationController::exportRun(const QString& dir) {
  worker_->exportRun(localPath(dir).toStdString());
}

QString SimulationController::exportScenario(const QString& fileOrUrl) const {
  const QString file = localPath(fileOrUrl);
  // Whole or not at all: a full disk or a read-only folder leaves no half-written file.
  QSaveFile f(file);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return saveFileError(f, file);
  const std::string text = study::scenario_json_text(*resolved_);
  if (f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
    return saveFileError(f, file);
  }
  return commitSaveFile(f, file);
}

const nlohmann::json& SimulationController::resolved() const { return *resolved_; }


void SimulationController::pinReference() {
  referenceDoc_ = std::make_unique<nlohmann::json>(*resolved_);
  charts_.pinReference(referenceLabel(*referenceDoc_, *resolved_));
}

void SimulationController::clearReference() {
  referenceDoc_.reset();
  charts_.clearReference();
}

void SimulationController::setSpeedIndex(int i) {
  i = std::clamp(i, 0, speedCount() - 1);
  if (i == speedIndex_) return;
  speedIndex_ = i;
  worker_->setSpeed(speedAt(i));
  emit speedChanged();
}

int SimulationController::speedCount() { return kSpeedSteps + 1; }

double SimulationController::speedAt(int index) {
  if (index < 0 || index >= kSpeedSteps) return 0.0;  // as fast as possible
  static constexpr double mantissa[3] = {1, 2, 5};
  return mantissa[index % 3] * std::pow(10.0, index / 3 - 6);
}

QString SimulationController::speedLabel(int index) {
  const double v = speedAt(index);
  if (v <= 0) return tr("max");
  if (v < 0.999e-3) return QStringLiteral("%1 µs/s").arg(std::round(v * 1e6));
  if (v < 0.999) return QStringLiteral("%1 ms/s").arg(std::round(v * 1e3));
  return QStringLiteral("%1 s/s").arg(std::round(v));
}

void SimulationController::setPauseBit(unsigned bit, bool on) {
  const unsigned mask = on ? (pauseMask_ | bit) : (pauseMask_ & ~bit);
  if (mask == pauseMask_) return;
  pauseMask_ = mask;
  worker_->setPauseMask(mask);
  emit pauseWhenChanged();
}

void SimulationController::setFocusFlow(int flow) {
  if (flow == focusFlow_) return;
  focusFlow_ = flow;
  worker_->setTraceFlow(flow);
  emit focusFlowChanged();
  emit frameApplied();
}

void SimulationController::select(const QString& kind, qint64 id) {
  selKind_ = kind;
  selId_ = kind.isEmpty() ? -1 : id;
  selPacketSeen_ = false;
  if (kind == QLatin1String("flow")) setFocusFlow(static_cast<int>(id));
  if (kind == QLatin1String("node")) {
    for (std::size_t f = 0; f < view_.fabrics.size(); ++f) {
      if (static_cast<qint64>(view_.fabrics[f].node) == id) fabric_.setIndex(static_cast<int>(f));
    }
  }
  if (kind == QLatin1String("packet")) {
    for (const auto& p : view_.inFlight) {
      if (static_cast<qint64>(p.uid) == id) {
        selPacket_ = p;
        selPacketSeen_ = true;
        setFocusFlow(static_cast<int>(p.flow));
        break;
      }
    }
  }
  emit selectionChanged();
  lastInspector_ = -1000;
  refreshInspector();
  emit frameApplied();
}

QColor SimulationController::flowColor(int flow) const {
  return flow < 0 ? QColor(Qt::gray) : gui::flowColor(static_cast<std::uint32_t>(flow));
}

bool SimulationController::waitForIdle(int timeoutMs) {
  QElapsedTimer t;
  t.start();
  const auto target = worker_->posted();
  worker_->sync();
  QCoreApplication::processEvents();
  while (t.elapsed() < timeoutMs) {
    QCoreApplication::sendPostedEvents();
    poll();
    if (!loaded_ && generation_ > 0 && !error_.isEmpty()) return true;  // the load failed
    if (lastCommandsDone_ >= target && !running_ && seekProgress_ < 0) return true;
    QThread::msleep(2);
    QCoreApplication::processEvents();
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

QString SimulationController::clockText() const { return formatSimTime(now_); }

double SimulationController::progress() const {
  const double end = endTime();
  return end > 0 ? std::clamp(simTime() / end, 0.0, 1.0) : 0.0;
}

QString SimulationController::readyText() { return tr("Ready — press Play (Space) or Step (→)"); }

QString SimulationController::scenarioName() const {
  const std::string name = view_.info ? view_.info->scenarioName.toStdString()
                                      : resolved_->value("name", std::string());
  // The file's title in the interface's language, for as long as the run keeps that title.
  if (fileTitles_->value("name", std::string()) != name) return QString::fromStdString(name);
  return QString::fromStdString(
      scenario::translated(*fileTitles_, "name", QLocale().name().toStdString()));
}
QString SimulationController::modelName() const {
  return view_.info ? view_.info->modelName
                    : QString::fromStdString(resolved_->value("model", std::string()));
}
qint64 SimulationController::seed() const {
  return view_.info ? static_cast<qint64>(view_.info->seed) : 0;
}
double SimulationController::endTime() const {
  return view_.info ? static_cast<double>(view_.info->endPs) * 1e-12 : 0.0;
}
int SimulationController::flowCount() const {
  return view_.info ? static_cast<int>(view_.info->flowCount) : 0;
}
int SimulationController::nodeCount() const {
  return view_.info ? static_cast<int>(view_.info->nodes.size()) : 0;
}
int SimulationController::linkCount() const {
  return view_.info ? static_cast<int>(view_.info->links.size()) : 0;
}

void SimulationController::setStatus(const QString& s, bool byCondition) {
  if (s == status_ && byCondition == stoppedByCondition_) return;
  status_ = s;
  stoppedByCondition_ = byCondition;
  emit statusChanged();
}

void SimulationController::setError(const QString& e) {
  if (e == error_) return;
  error_ = e;
  emit errorChanged();
}

QString SimulationController::checkInvariants() {
  return QString::fromStdString(worker_->checkInvariants());
}

}  // namespace opslab::gui
