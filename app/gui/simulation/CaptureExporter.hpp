// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CaptureExporter: "Export capture…" of the workspace — writes a Wireshark capture (pcapng,
// net::PcapWriter) of one link or one flow of the run on screen, up to its current time.
//
// It never touches the simulation worker: the engine is deterministic, so it builds a fresh
// run from the controller's resolved scenario on its own thread, attaches the writer to its
// taps, advances it to the controller's current simulated time and writes the file (under a
// temporary name, renamed when complete). finished() reports the outcome on the GUI thread.
// One export at a time; destroying the exporter stops an export under way.
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <thread>

#include <nlohmann/json.hpp>

namespace opslab::gui {

class SimulationController;

class CaptureExporter : public QObject {
  Q_OBJECT
  QML_ELEMENT
  /// The run to export from (set by the view).
  Q_PROPERTY(opslab::gui::SimulationController* simulation READ simulation WRITE setSimulation
                 NOTIFY simulationChanged)
  Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

 public:
  explicit CaptureExporter(QObject* parent = nullptr);
  ~CaptureExporter() override;

  SimulationController* simulation() const { return sim_; }
  void setSimulation(SimulationController* s);
  bool busy() const { return busy_; }

  /// Starts writing a capture of `kind` ("link" or "flow") number `id` up to the current
  /// simulated time into `file` (a path or file:// URL). A bad target is reported at once by
  /// finished(); false if nothing was started.
  Q_INVOKABLE bool exportCapture(const QString& kind, int id, const QString& file);

  /// Writes the capture on the calling thread (what exportCapture runs in the background):
  /// the packets written, or throws with a one-line message. `until_ps` is simulated time.
  static std::uint64_t writeCapture(const nlohmann::json& resolved, const QString& kind, int id,
                                    std::int64_t until_ps, const QString& path,
                                    std::stop_token stop = {});

 signals:
  void simulationChanged();
  void busyChanged();
  /// An export ended: `error` is empty on success; `packets` were written to `file`.
  void finished(const QString& file, const QString& error, qint64 packets);

 private:
  void setBusy(bool b);

  SimulationController* sim_ = nullptr;
  bool busy_ = false;
  std::jthread thread_;
};

}  // namespace opslab::gui
