// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CaptureExporter under Qt Test ("Export capture…"): an export of the run on screen
// is a pcapng file whose packets are those a tap on a fresh run of the same scenario sees up
// to the controller's current time; a bad target is refused with its name and writes nothing.
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>

#include <nlohmann/json.hpp>

#include "app/AppController.hpp"
#include "net/network.hpp"
#include "net/topology.hpp"
#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "simulation/CaptureExporter.hpp"
#include "simulation/SimulationController.hpp"

using opslab::gui::AppController;
using opslab::gui::CaptureExporter;
using opslab::gui::SimulationController;

namespace {

QString dumbbell() {
  return qEnvironmentVariable("OPSLAB_ASSETS", QStringLiteral(OPSLAB_SOURCE_DIR "/assets")) +
         QStringLiteral("/scenarios/dumbbell.json");
}

nlohmann::json resolved() {
  auto doc = opslab::scenario::load_scenario_file(dumbbell().toStdString());
  opslab::scenario::apply_override(doc, "topology.flows=3");
  opslab::scenario::apply_override(doc, "topology.loss_rate=0.01");
  return opslab::scenario::resolve_scenario(doc);
}

// The pcapng file's blocks: {type, timestamp in ns (packets only)}; empty if it is not pcapng.
struct Blocks {
  std::uint32_t first_type = 0;
  int packets = 0;
  std::uint64_t last_ns = 0;
};
Blocks readBlocks(const QByteArray& b) {
  Blocks out;
  const auto u32 = [&](qsizetype at) {
    std::uint32_t v = 0;
    std::memcpy(&v, b.constData() + at, 4);  // little-endian file on a little-endian host
    return v;
  };
  if (b.size() >= 4) out.first_type = u32(0);
  for (qsizetype at = 0; at + 12 <= b.size();) {
    const std::uint32_t length = u32(at + 4);
    if (length < 12 || at + length > b.size()) return {};
    if (u32(at) == 6) {
      ++out.packets;
      out.last_ns = std::uint64_t{u32(at + 12)} << 32 | u32(at + 16);
    }
    at += length;
  }
  return out;
}

// Counts what a link's and a flow's captures must hold, on a run of its own.
struct CountingTap final : opslab::net::Tap {
  opslab::net::LinkId link = 0;
  int on_link = 0;
  void on_transmit(const opslab::net::Packet&, opslab::net::LinkId l, opslab::sim::SimTime,
                   opslab::sim::SimTime, opslab::sim::SimTime) override {
    on_link += l == link ? 1 : 0;
  }
};

}  // namespace

class CaptureExportTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    app_ = std::make_unique<AppController>(nullptr);
    sim_ = app_->simulation();
    QCOMPARE(sim_->openResolved(resolved(), dumbbell()), QString());
    QVERIFY(sim_->waitForIdle());
    sim_->runUntil(3.0);
    QVERIFY(sim_->waitForIdle());
    QTRY_VERIFY_WITH_TIMEOUT((sim_->poll(), sim_->simTime() >= 3.0), 30000);
  }
  void cleanupTestCase() { app_.reset(); }

  void linkCaptureHoldsWhatTheLinkSent() {
    // The bottleneck r0 → r1, counted on a fresh run to the same time.
    const auto* model = opslab::scenario::find_model("dumbbell");
    auto run = model->build(sim_->resolved());
    const auto& topo = run->topology();
    CountingTap count;
    for (opslab::net::LinkId l = 0; l < topo.link_count(); ++l) {
      if (topo.node(topo.link_from(l)).name == "r0" && topo.node(topo.link_to(l)).name == "r1") count.link = l;
    }
    run->network().taps().attach(&count);
    run->advance_to(opslab::sim::SimTime::ps(sim_->view().now));
    QVERIFY(count.on_link > 100);

    CaptureExporter exporter;
    exporter.setSimulation(sim_);
    QSignalSpy done(&exporter, &CaptureExporter::finished);
    const QString file = dir_.filePath(QStringLiteral("bottleneck.pcapng"));
    QVERIFY(exporter.exportCapture(QStringLiteral("link"), static_cast<int>(count.link), QUrl::fromLocalFile(file).toString()));
    QVERIFY(exporter.busy());
    QVERIFY(done.wait(60000));
    QVERIFY(!exporter.busy());
    QCOMPARE(done.first().at(1).toString(), QString());
    QCOMPARE(done.first().at(0).toString(), file);
    QCOMPARE(done.first().at(2).toLongLong(), qint64(count.on_link));

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const Blocks b = readBlocks(f.readAll());
    QCOMPARE(b.first_type, 0x0A0D0D0Au);  // pcapng section header magic
    QCOMPARE(b.packets, count.on_link);
    QVERIFY(b.last_ns * 1000 <= static_cast<std::uint64_t>(sim_->view().now));
    QVERIFY(!QFile::exists(file + QStringLiteral(".part")));
  }

  void flowCaptureEqualsAHeadlessOne() {
    CaptureExporter exporter;
    exporter.setSimulation(sim_);
    QSignalSpy done(&exporter, &CaptureExporter::finished);
    const QString file = dir_.filePath(QStringLiteral("flow1.pcapng"));
    QVERIFY(exporter.exportCapture(QStringLiteral("flow"), 1, file));
    QVERIFY(done.wait(60000));
    QCOMPARE(done.first().at(1).toString(), QString());
    const QString again = dir_.filePath(QStringLiteral("flow1-headless.pcapng"));
    const auto packets = CaptureExporter::writeCapture(sim_->resolved(), QStringLiteral("flow"), 1,
                                                       sim_->view().now, again);
    QCOMPARE(done.first().at(2).toLongLong(), static_cast<qint64>(packets));
    QFile a(file), b(again);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray bytes = a.readAll();
    QCOMPARE(bytes, b.readAll());
    QCOMPARE(readBlocks(bytes).packets, static_cast<int>(packets));
    QVERIFY(packets > 100);
  }

  void badTargetsAreRefused() {
    CaptureExporter exporter;
    exporter.setSimulation(sim_);
    QSignalSpy done(&exporter, &CaptureExporter::finished);
    const QString file = dir_.filePath(QStringLiteral("bad.pcapng"));
    QVERIFY(exporter.exportCapture(QStringLiteral("link"), 9999, file));
    QVERIFY(done.wait(30000));
    QVERIFY2(done.first().at(1).toString().contains(QStringLiteral("link 9999")),
             qPrintable(done.first().at(1).toString()));
    QVERIFY(exporter.exportCapture(QStringLiteral("flow"), 7, file));  // 3 flows: 0, 1, 2
    QVERIFY(done.wait(30000));
    QVERIFY(done.at(1).at(1).toString().contains(QStringLiteral("flow 7")));
    QVERIFY(!QFile::exists(file));
    QVERIFY(!QFile::exists(file + QStringLiteral(".part")));
  }

 private:
  std::unique_ptr<AppController> app_;
  SimulationController* sim_ = nullptr;
  QTemporaryDir dir_;
};

QTEST_MAIN(CaptureExportTest)
#include "capture_export_test.moc"
