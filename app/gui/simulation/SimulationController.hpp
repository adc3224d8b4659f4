// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SimulationController: the QML face of one simulated run (docs/architecture.md, "Threads and
// ownership in the app").
//
// It owns the SimulationWorker (the thread that runs the ModelRun) and, on the GUI thread,
// takes the newest Snapshot once per frame and spreads it over properties (clock, counters,
// status), list models (event log, flows, parameters), the chart feed and the live view the
// network canvas draws. QML only binds to these and forwards actions (play, step, reset…);
// it never touches the simulation, and the GUI never waits for the worker.
#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <deque>
#include <memory>

#include <nlohmann/json_fwd.hpp>

#include "charts/ChartFeed.hpp"
#include "fabric/FabricFeed.hpp"
#include "inspector/EventLogModel.hpp"
#include "inspector/FlowListModel.hpp"
#include "parameters/ParameterModel.hpp"
#include "simulation/Snapshot.hpp"

namespace opslab::gui {

class SimulationWorker;

/// What the network canvas draws, refreshed once per applied snapshot.
struct LiveView {
  struct RecentDrop {
    DropView drop;
    qint64 wallMs = 0;  // when the GUI received it (drops fade on wall time)
  };
  std::shared_ptr<const RunInfo> info;
  std::int64_t now = 0;
  std::vector<PacketView> inFlight;
  std::vector<LinkState> links;
  std::vector<NodeBufferView> nodeBuffers;
  std::vector<scenario::FabricView> fabrics;
  std::deque<RecentDrop> drops;
};

class SimulationController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by AppController")

  Q_PROPERTY(bool loaded READ loaded NOTIFY loadedChanged)
  Q_PROPERTY(bool running READ running NOTIFY runningChanged)
  Q_PROPERTY(bool finished READ finished NOTIFY runningChanged)
  Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
  /// The status text is a "Paused at …": a "pause when…" condition (or the time run until)
  /// stopped the run. For views that mark it, rather than reading the (translated) text.
  Q_PROPERTY(bool stoppedByCondition READ stoppedByCondition NOTIFY statusChanged)
  Q_PROPERTY(QString errorText READ errorText NOTIFY errorChanged)

  Q_PROPERTY(double simTime READ simTime NOTIFY clockChanged)
  Q_PROPERTY(QString clockText READ clockText NOTIFY clockChanged)
  Q_PROPERTY(double progress READ progress NOTIFY clockChanged)
  Q_PROPERTY(qint64 events READ events NOTIFY clockChanged)
  Q_PROPERTY(QString paceText READ paceText NOTIFY clockChanged)
  /// A jump under way (timeline, step back): how far the re-simulation has come, 0…1; −1 when
  /// none is.
  Q_PROPERTY(double seekProgress READ seekProgress NOTIFY seekingChanged)
  /// An animation is being recorded from this run (AnimationRecorder): the canvas hides its
  /// status note, and wall time stands at the video's clock.
  Q_PROPERTY(bool recording READ recording NOTIFY recordingChanged)

  Q_PROPERTY(int speedIndex READ speedIndex WRITE setSpeedIndex NOTIFY speedChanged)
  Q_PROPERTY(int speedCount READ speedCount CONSTANT)
  Q_PROPERTY(QString speedText READ speedText NOTIFY speedChanged)
  Q_PROPERTY(bool maxSpeed READ maxSpeed NOTIFY speedChanged)

  Q_PROPERTY(bool pauseOnDrop READ pauseOnDrop WRITE setPauseOnDrop NOTIFY pauseWhenChanged)
  Q_PROPERTY(bool pauseOnContention READ pauseOnContention WRITE setPauseOnContention
                 NOTIFY pauseWhenChanged)
  Q_PROPERTY(bool pauseOnFastRetransmit READ pauseOnFastRetransmit WRITE
                 setPauseOnFastRetransmit NOTIFY pauseWhenChanged)
  Q_PROPERTY(bool pauseOnTimeout READ pauseOnTimeout WRITE setPauseOnTimeout
                 NOTIFY pauseWhenChanged)

  Q_PROPERTY(QString scenarioName READ scenarioName NOTIFY runInfoChanged)
  Q_PROPERTY(QString scenarioPath READ scenarioPath NOTIFY runInfoChanged)
  Q_PROPERTY(QString modelName READ modelName NOTIFY runInfoChanged)
  /// The model's layout kind ("dumbbell", "map", "crossbar" …: scenario::LayoutHint).
  Q_PROPERTY(QString layoutKind READ layoutKind NOTIFY runInfoChanged)
  Q_PROPERTY(qint64 seed READ seed NOTIFY runInfoChanged)
  Q_PROPERTY(double endTime READ endTime NOTIFY runInfoChanged)
  Q_PROPERTY(int flowCount READ flowCount NOTIFY runInfoChanged)
  Q_PROPERTY(int nodeCount READ nodeCount NOTIFY runInfoChanged)
  Q_PROPERTY(int linkCount READ linkCount NOTIFY runInfoChanged)

  Q_PROPERTY(qint64 drops READ drops NOTIFY countersChanged)
  Q_PROPERTY(qint64 retransmits READ retransmits NOTIFY countersChanged)
  Q_PROPERTY(qint64 fastRetransmits READ fastRetransmits NOTIFY countersChanged)
  Q_PROPERTY(qint64 timeouts READ timeouts NOTIFY countersChanged)
  Q_PROPERTY(int packetsInFlight READ packetsInFlight NOTIFY countersChanged)

  Q_PROPERTY(QString selectionKind READ selectionKind NOTIFY selectionChanged)
  Q_PROPERTY(qint64 selectionId READ selectionId NOTIFY selectionChanged)
  Q_PROPERTY(QString selectionTitle READ selectionTitle NOTIFY inspectorChanged)
  Q_PROPERTY(QVariantList inspector READ inspector NOTIFY inspectorChanged)
  /// The flow highlighted on the canvas and drawn in the time–sequence graph (-1: none).
  Q_PROPERTY(int focusFlow READ focusFlow WRITE setFocusFlow NOTIFY focusFlowChanged)

  Q_PROPERTY(opslab::gui::EventLogModel* eventLog READ eventLog CONSTANT)
  Q_PROPERTY(opslab::gui::EventLogFilter* eventFilter READ eventFilter CONSTANT)
  Q_PROPERTY(opslab::gui::FlowListModel* flows READ flows CONSTANT)
  Q_PROPERTY(opslab::gui::ParameterModel* parameters READ parameters CONSTANT)
  Q_PROPERTY(opslab::gui::ChartFeed* charts READ charts CONSTANT)
  /// The switch fabric of the run's chosen node (crossbar view), slot by slot.
  Q_PROPERTY(opslab::gui::FabricFeed* fabric READ fabric CONSTANT)

 public:
  explicit SimulationController(QObject* parent = nullptr);
  ~SimulationController() override;

  /// Loads a scenario file (resolved like the CLI does); "" on success, else the message.
  Q_INVOKABLE QString openFile(const QString& path);
  /// Loads an already resolved scenario document. `translations` are its file's titles in
  /// other languages (the file's "translations"): the title is shown in the interface's
  /// language for as long as the run keeps the file's name.
  QString openResolved(const nlohmann::json& resolved, const QString& path,
                       const nlohmann::json& translations);
  QString openResolved(const nlohmann::json& resolved, const QString& path);

  Q_INVOKABLE void play();
  Q_INVOKABLE void pause();
  Q_INVOKABLE void togglePlay();
  /// Processes exactly one event.
  Q_INVOKABLE void step();
  /// Rebuilds the run from the parameters (pending edits applied), same seed.
  Q_INVOKABLE void reset();
  /// The same with a new random seed.
  Q_INVOKABLE void resetWithNewSeed();
  /// Runs as fast as possible until simulated time `seconds`, then pauses.
  Q_INVOKABLE void runUntil(double seconds);
  /// Shows the run at simulated time `seconds`, earlier or later, then pauses there (the run
  /// is re-simulated from its start for an earlier time: same seed, same events).
  Q_INVOKABLE void seek(double seconds);
  /// Shows the run after exactly `events` processed events, then pauses.
  Q_INVOKABLE void seekEvents(qint64 events);
  /// Goes back one event (←).
  Q_INVOKABLE void stepBack();
  /// Writes the run's CSVs and scenario.json into `dir` (a path or file:// URL);
  /// exportFinished() reports the outcome.
  Q_INVOKABLE void exportRun(const QString& dir);
  /// Writes the resolved scenario JSON; "" on success, else the message.
  Q_INVOKABLE QString exportScenario(const QString& file) const;
  /// Keeps this run's charts as a dashed reference to compare the next runs with (after a
  /// parameter change and a reset); the legend says how the reference's scenario differs.
  Q_INVOKABLE void pinReference();
  Q_INVOKABLE void clearReference();
  /// Selects a node, link, flow or packet ("node", "link", "flow", "packet"; "" clears).
  Q_INVOKABLE void select(const QString& kind, qint64 id);
  Q_INVOKABLE QColor flowColor(int flow) const;
  /// Takes the newest snapshot, if any, and applies it (also done by a 60 Hz timer).
  Q_INVOKABLE void poll();
  /// Waits (processing events) until every command posted so far has run and the run is not
  /// advancing; false on timeout. For tests and scripted runs.
  Q_INVOKABLE bool waitForIdle(int timeoutMs = 30000);
  /// The run's invariant violations as it stands once the posted commands ran, one per line;
  /// "" when it keeps them all (check/invariants.hpp; for the monkey test).
  QString checkInvariants();

  bool loaded() const { return loaded_; }
  bool running() const { return running_; }
  bool finished() const { return finished_; }
  QString statusText() const { return status_; }
  bool stoppedByCondition() const { return stoppedByCondition_; }
  QString errorText() const { return error_; }
  double simTime() const { return static_cast<double>(now_) * 1e-12; }
  QString clockText() const;
  double progress() const;
  qint64 events() const { return static_cast<qint64>(events_); }
  QString paceText() const { return pace_; }
  double seekProgress() const { return seekProgress_; }
  int speedIndex() const { return speedIndex_; }
  void setSpeedIndex(int i);
  static int speedCount();
  /// Simulated seconds per wall second at a speed index (<= 0: as fast as possible).
  static double speedAt(int index);
  static QString speedLabel(int index);
  Q_INVOKABLE QString speedLabelAt(int index) const { return speedLabel(index); }
  /// speedAt for views and scripts.
  Q_INVOKABLE double speedValueAt(int index) const { return speedAt(index); }
  QString speedText() const { return speedLabel(speedIndex_); }
  bool maxSpeed() const { return speedAt(speedIndex_) <= 0; }
  bool pauseOnDrop() const { return pauseMask_ & 1u; }
  void setPauseOnDrop(bool on) { setPauseBit(1u, on); }
  bool pauseOnContention() const { return pauseMask_ & 2u; }
  void setPauseOnContention(bool on) { setPauseBit(2u, on); }
  bool pauseOnFastRetransmit() const { return pauseMask_ & 4u; }
  void setPauseOnFastRetransmit(bool on) { setPauseBit(4u, on); }
  bool pauseOnTimeout() const { return pauseMask_ & 8u; }
  void setPauseOnTimeout(bool on) { setPauseBit(8u, on); }
  QString scenarioName() const;
  QString scenarioPath() const { return path_; }
  QString modelName() const;
  QString layoutKind() const { return view_.info ? view_.info->layout : QString(); }
  qint64 seed() const;
  double endTime() const;
  int flowCount() const;
  int nodeCount() const;
  int linkCount() const;
  qint64 drops() const { return drops_; }
  qint64 retransmits() const { return retransmits_; }
  qint64 fastRetransmits() const { return fastRetransmits_; }
  qint64 timeouts() const { return timeouts_; }
  int packetsInFlight() const { return static_cast<int>(view_.inFlight.size()); }
  QString selectionKind() const { return selKind_; }
  qint64 selectionId() const { return selId_; }
  QString selectionTitle() const { return selTitle_; }
  QVariantList inspector() const { return inspector_; }
  int focusFlow() const { return focusFlow_; }
  void setFocusFlow(int flow);

  EventLogModel* eventLog() { return &log_; }
  EventLogFilter* eventFilter() { return &logFilter_; }
  FlowListModel* flows() { return &flows_; }
  ParameterModel* parameters() { return &params_; }
  ChartFeed* charts() { return &charts_; }
  FabricFeed* fabric() { return &fabric_; }
  /// Runs the model on to just past the start of the next fabric slot of the fabric shown (a
  /// slot that runs only while cells wait; an idle fabric just advances one slot's time).
  Q_INVOKABLE void stepFabricSlot();

  /// What the canvas draws (GUI thread only).
  const LiveView& view() const { return view_; }
  /// The worker's checkpoints and latest jump, as of the newest snapshot.
  const RewindStats& rewindStats() const { return rewindStats_; }
  /// Worker seconds of advancing between checkpoints (tests, benchmarks; default 0.25 s).
  void setCheckpointSpacing(double seconds);
  /// The resolved scenario of the current run.
  const nlohmann::json& resolved() const;
  /// Wall milliseconds since the controller started (the canvas fades drops with it).
  /// While an animation is recorded, the video's clock (setFrameClock).
  qint64 wallMs() const { return frameClockMs_ >= 0 ? frameClockMs_ : wall_.elapsed(); }
  /// Recording: `ms`, the time of the video's frame, stands for wall time (drops fade on it),
  /// so a frame does not depend on how long it took to make; −1 ends the recording.
  void setFrameClock(qint64 ms);
  bool recording() const { return frameClockMs_ >= 0; }
  /// Milliseconds the last poll() spent taking and applying a snapshot (frame statistics).
  double lastApplyMs() const { return lastApplyMs_; }
  /// Wall seconds the worker had spent building and advancing the run, as of the last
  /// snapshot applied: the simulation's own cost, without the trip to and from this thread.
  double workerBusySeconds() const { return workerBusy_; }

 signals:
  void loadedChanged();
  void runningChanged();
  void statusChanged();
  void errorChanged();
  void clockChanged();
  void speedChanged();
  void pauseWhenChanged();
  void runInfoChanged();
  void countersChanged();
  void selectionChanged();
  void inspectorChanged();
  void focusFlowChanged();
  void seekingChanged();
  void recordingChanged();
  /// A snapshot was applied (the canvas repaints).
  void frameApplied();
  void loadFinished(const QString& error);
  void exportFinished(const QString& dir, const QString& error);

 private:
  void apply(Snapshot&& s);
  void startSeek(const QString& status);
  void rebuild(const nlohmann::json& doc);
  void setPauseBit(unsigned bit, bool on);
  void setStatus(const QString& s, bool byCondition = false);
  /// The status of a run loaded and not yet started, in the interface's language.
  static QString readyText();
  void setError(const QString& e);
  void refreshInspector();

  std::unique_ptr<SimulationWorker> worker_;
  std::unique_ptr<nlohmann::json> resolved_;
  std::unique_ptr<nlohmann::json> referenceDoc_;  // the scenario of the pinned reference run
  // The opened file's title and its translations ({"name", "translations"}), or {}.
  std::unique_ptr<nlohmann::json> fileTitles_;
  QString path_;
  std::uint64_t generation_ = 0;
  std::uint64_t lastCommandsDone_ = 0;
  QTimer frameTimer_;
  QElapsedTimer wall_;
  qint64 lastInspector_ = -1000;
  double lastApplyMs_ = 0;
  double workerBusy_ = 0;
  qint64 frameClockMs_ = -1;  // the video's clock while recording, else −1

  EventLogModel log_;
  EventLogFilter logFilter_{&log_};
  FlowListModel flows_;
  ParameterModel params_;
  ChartFeed charts_;
  FabricFeed fabric_;
  LiveView view_;

  bool loaded_ = false;
  bool running_ = false;
  bool finished_ = false;
  QString status_;
  bool stoppedByCondition_ = false;
  QString error_;
  std::int64_t now_ = 0;
  std::uint64_t events_ = 0;
  QString pace_;
  double seekProgress_ = -1;
  RewindStats rewindStats_;
  int speedIndex_ = 13;
  unsigned pauseMask_ = 0;
  qint64 drops_ = 0, retransmits_ = 0, fastRetransmits_ = 0, timeouts_ = 0;
  std::vector<std::uint64_t> nodeDrops_;
  QString selKind_;
  qint64 selId_ = -1;
  QString selTitle_;
  QVariantList inspector_;
  int focusFlow_ = -1;
  PacketView selPacket_{};
  bool selPacketSeen_ = false;
};

}  // namespace opslab::gui
