// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Automation, its --record part: the scenario's network (and with --record-charts its charts)
// from --from to --to simulated seconds at --speed into a video or an animated image, through
// the AnimationRecorder the app's "Export animation…" uses, then exit (0 when written, 1 when
// the encoding failed, 2 for bad arguments).
#include <QApplication>
#include <QCommandLineParser>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "app/AppController.hpp"
#include "app/Automation.hpp"
#include "app/CommandLine.hpp"
#include "app/FindItem.hpp"
#include "simulation/AnimationRecorder.hpp"

namespace opslab::gui {

namespace {

// The area recorded, in the window's coordinates.
QRectF recordedArea(QQuickItem* canvas, QQuickItem* charts) {
  QRectF area = canvas->mapRectToScene(QRectF(0, 0, canvas->width(), canvas->height()));
  if (charts) area = area.united(charts->mapRectToScene(QRectF(0, 0, charts->width(), charts->height())));
  return area;
}

}  // namespace

std::optional<int> Automation::recordAnimation() {
  auto bad = [](const QString& what) {
    return cliError(QStringLiteral("--record: ") + what, 2);
  };
  if (scenario_.isEmpty()) return cliError(QCoreApplication::translate("opslab", "--record needs --scenario FILE"), 2);
  const QString out = parser_.value(opts_.record);
  if (const QString error = FfmpegEncoder::checkTarget(out); !error.isEmpty()) return bad(error);
  if (!parser_.isSet(opts_.to) || !parser_.isSet(opts_.speed)) {
    return bad(QCoreApplication::translate("opslab", "needs --to SECONDS_SIM and --speed (simulated seconds per second of video)"));
  }
  bool okFrom = false, okTo = false, okSpeed = false, okFps = false;
  AnimationRequest request;
  request.from = parser_.value(opts_.from).toDouble(&okFrom);
  request.to = parser_.value(opts_.to).toDouble(&okTo);
  request.speed = parser_.value(opts_.speed).toDouble(&okSpeed);
  request.fps = parser_.value(opts_.fps).toInt(&okFps);
  if (!okFrom || !okTo) return bad(QCoreApplication::translate("opslab", "--from and --to: expected simulated seconds"));
  if (!okSpeed) return bad(QCoreApplication::translate("opslab", "--speed: expected simulated seconds per second of video, e.g. 0.01"));
  if (!okFps) return bad(QCoreApplication::translate("opslab", "--fps: expected frames per second, e.g. 25"));
  QSize size;
  if (parser_.isSet(opts_.size)) {
    const auto parts = parser_.value(opts_.size).split(QLatin1Char('x'));
    if (parts.size() != 2 || parts[0].toInt() <= 0 || parts[1].toInt() <= 0 ||
        parts[0].toInt() > 7680 || parts[1].toInt() > 4320) {
      return cliError(QCoreApplication::translate("opslab", "--size: expected WxH, e.g. 1280x720 (at most 7680x4320)"), 2);
    }
    size = QSize(parts[0].toInt(), parts[1].toInt());
  }
  sim_->waitForIdle();  // the run is built: its end is known
  if (!sim_->loaded()) return cliError(sim_->errorText(), 2);
  if (const QString error = request.check(sim_->endTime()); !error.isEmpty()) return bad(error);

  controller_.showWorkspace();
  QCoreApplication::processEvents();
  QQuickItem* canvas = findItem(window_.contentItem(), QStringLiteral("canvasPanel"));
  QQuickItem* charts = findItem(window_.contentItem(), QStringLiteral("chartsPanel"));
  QQuickItem* view = findItem(window_.contentItem(), QStringLiteral("workspace"));
  if (canvas == nullptr || view == nullptr) return cliError(QCoreApplication::translate("opslab", "--record: the workspace has no network view"), 1);
  const bool withCharts = parser_.isSet(opts_.recordCharts) && charts != nullptr;
  if (!size.isEmpty()) fitRecordedArea(size, withCharts);

  auto* recorder = new AnimationRecorder(&scope_);
  recorder->setSimulation(sim_);
  recorder->setProperty("viewItem", QVariant::fromValue(view));
  recorder->setProperty("canvasItem", QVariant::fromValue(canvas));
  recorder->setProperty("chartsItem", QVariant::fromValue(charts));
  recorder->setOutputSize(size);
  QObject::connect(recorder, &AnimationRecorder::finished, &scope_,
                   [this](const QString& file, const QString& error, qint64 frames) {
                     if (!error.isEmpty()) {
                       std::fprintf(stderr, "opslab: error: %s\n", qPrintable(error));
                       app_.exit(1);
                       return;
                     }
                     std::printf("opslab: wrote %s (%lld frames)\n", qPrintable(file),
                                 static_cast<long long>(frames));
                     app_.exit(0);
                   });
  // Once the workspace has been laid out and drawn.
  QTimer::singleShot(500, recorder, [recorder, out, request, withCharts] {
    recorder->record(out, request.from, request.to, request.speed, request.fps, withCharts);
  });
  return std::nullopt;
}

// Sizes the window so that the area recorded has the video's shape, at least its size (the
// frames are then scaled down to it): the panels around the network take fixed and
// proportional parts of the window, so a few rounds of measuring and resizing settle it.
void Automation::fitRecordedArea(QSize want, bool withCharts) {
  QQuickItem* canvas = findItem(window_.contentItem(), QStringLiteral("canvasPanel"));
  QQuickItem* charts = withCharts ? findItem(window_.contentItem(), QStringLiteral("chartsPanel")) : nullptr;
  for (int round = 0; round < 12; ++round) {
    QCoreApplication::processEvents();
    const QSizeF area = recordedArea(canvas, charts).size();
    if (area.isEmpty()) return;
    const double scale = std::max({area.width() / want.width(), area.height() / want.height(), 1.0});
    const int dw = static_cast<int>(std::ceil(want.width() * scale - area.width()));
    const int dh = static_cast<int>(std::ceil(want.height() * scale - area.height()));
    if (std::abs(dw) <= 1 && std::abs(dh) <= 1) return;
    window_.resize(window_.width() + dw, window_.height() + dh);
  }
}

}  // namespace opslab::gui
