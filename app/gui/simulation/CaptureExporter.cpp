// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulation/CaptureExporter.hpp"

#include <QMetaObject>
#include <stdexcept>

#include <fmt/format.h>

#include "app/LocalPath.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/run_capture.hpp"
#include "scenario/scenario_error.hpp"
#include "simulation/SimulationController.hpp"
#include "study/atomic_file.hpp"

namespace opslab::gui {

CaptureExporter::CaptureExporter(QObject* parent) : QObject(parent) {}

CaptureExporter::~CaptureExporter() = default;  // std::jthread: stop requested, then joined

void CaptureExporter::setSimulation(SimulationController* s) {
  if (s == sim_) return;
  sim_ = s;
  emit simulationChanged();
}

void CaptureExporter::setBusy(bool b) {
  if (b == busy_) return;
  busy_ = b;
  emit busyChanged();
}

std::uint64_t CaptureExporter::writeCapture(const nlohmann::json& resolved, const QString& kind,
                                            int id, std::int64_t until_ps, const QString& path,
                                            std::stop_token stop) {
  const std::string as_given = fmt::format("{} {}", kind.toStdString(), id);
  if ((kind != QLatin1String("link") && kind != QLatin1String("flow")) || id < 0) {
    throw scenario::ScenarioError(tr("%1: expected a link or a flow and a number ≥ 0")
                                      .arg(QString::fromStdString(as_given))
                                      .toStdString());
  }
  const std::string model = resolved.at("model").get<std::string>();
  const scenario::ModelDescriptor* m = scenario::find_model(model);
  if (m == nullptr) {
    throw scenario::ScenarioError(
        tr("model: unknown model \"%1\"").arg(QString::fromStdString(model)).toStdString());
  }
  auto run = m->build(resolved);
  const net::CaptureTarget target{
      kind == QLatin1String("link") ? net::CaptureTarget::Kind::link : net::CaptureTarget::Kind::flow,
      static_cast<std::uint32_t>(id)};
  scenario::check_capture_target(*run, target, as_given);

  // Written whole or not at all (study::write_file_atomically): a full disk, a read-only folder
  // or a cancelled export leaves no partial capture, and a failure names the file and its cause.
  std::uint64_t packets = 0;
  study::write_file_atomically(path.toStdString(), [&](std::ostream& out) {
    net::PcapWriter writer(out, run->topology(), target, scenario::capture_options(*run, target, false));
    // Attached for the run, detached on every way out (a cancellation too) before the writer goes.
    struct Attached {
      net::TapHub& hub;
      net::Tap* tap;
      ~Attached() { hub.detach(tap); }
    } attached{run->network().taps(), &writer};
    attached.hub.attach(&writer);
    // Slices of simulated time, so that a stop request is seen soon.
    const sim::SimTime until = std::min(sim::SimTime::ps(until_ps), run->end_time());
    constexpr int slices = 64;
    for (int k = 1; k <= slices; ++k) {
      if (stop.stop_requested()) throw std::runtime_error("capture export cancelled");
      run->advance_to(k == slices ? until : until / slices * k);
    }
    writer.finish();
    packets = writer.packets();
  });
  return packets;
}

bool CaptureExporter::exportCapture(const QString& kind, int id, const QString& file) {
  const QString path = localPath(file);
  if (busy_ || sim_ == nullptr || !sim_->loaded()) {
    emit finished(path, busy_ ? tr("An export is already under way") : tr("No run is loaded"), 0);
    return false;
  }
  const nlohmann::json resolved = sim_->resolved();
  const std::int64_t now = sim_->view().now;
  setBusy(true);
  if (thread_.joinable()) thread_.join();
  thread_ = std::jthread([this, resolved, kind, id, now, path](std::stop_token stop) {
    QString error;
    std::uint64_t packets = 0;
    try {
      packets = writeCapture(resolved, kind, id, now, path, stop);
    } catch (const std::exception& e) {
      error = QString::fromStdString(e.what());
    }
    if (stop.stop_requested()) return;  // the exporter is going away
    QMetaObject::invokeMethod(
        this,
        [this, path, error, packets] {
          setBusy(false);
          emit finished(path, error, static_cast<qint64>(packets));
        },
        Qt::QueuedConnection);
  });
  return true;
}

}  // namespace opslab::gui
