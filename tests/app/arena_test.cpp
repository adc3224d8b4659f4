// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The rewind arena (app/gui/simulation/Arena.hpp) under Qt Test: allocations inside a scope
// come from the arena and outside it from the ordinary heap, whatever is active when they are
// freed; over-aligned new is aligned; a restore puts blocks, contents and the allocator back;
// and a real run of every model in assets/scenarios, built and advanced inside an arena,
// restored to an earlier checkpoint and played on, writes byte-identical CSVs to an
// uninterrupted run — and leaves no block behind when destroyed (no lazy global in it).
#include <QTemporaryDir>
#include <QTest>
#include <cstdint>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "sim/simulation.hpp"
#include "simulation/Arena.hpp"
#include "study/runner.hpp"

using opslab::gui::Arena;
using opslab::gui::ArenaScope;
using opslab::gui::ArenaSuspend;
using opslab::sim::SimTime;

namespace {

struct alignas(256) Wide {
  std::uint8_t bytes[300];
};

std::string slurp(const QString& path) {
  std::ifstream in(path.toStdString(), std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

class ArenaTest : public QObject {
  Q_OBJECT

 private slots:
  void allocationsFollowTheScopeAndFreesTheAddress() {
    Arena arena;
    std::unique_ptr<int> outside = std::make_unique<int>(1);
    QCOMPARE(Arena::owning(outside.get()), nullptr);
    std::unique_ptr<std::vector<int>> inside;
    std::unique_ptr<int> suspended;
    {
      ArenaScope scope(arena);
      QCOMPARE(Arena::current(), &arena);
      inside = std::make_unique<std::vector<int>>(1000, 7);
      {
        ArenaSuspend out;
        QCOMPARE(Arena::current(), nullptr);
        suspended = std::make_unique<int>(3);
      }
      QCOMPARE(Arena::current(), &arena);
      outside.reset();  // heap memory freed while the arena is active goes back to the heap
    }
    QCOMPARE(Arena::current(), nullptr);
    QCOMPARE(Arena::owning(inside.get()), &arena);
    QCOMPARE(Arena::owning(inside->data()), &arena);
    QCOMPARE(Arena::owning(suspended.get()), nullptr);
    QCOMPARE(arena.liveBlocks(), std::size_t{2});
    inside.reset();  // arena memory freed with no arena active goes back to the arena
    QCOMPARE(arena.liveBlocks(), std::size_t{0});
    // A freed block is reused by the next allocation of its size class.
    std::uintptr_t first = 0;
    std::uintptr_t again = 0;
    {
      ArenaScope scope(arena);
      auto* p = new std::uint64_t[10];
      first = reinterpret_cast<std::uintptr_t>(p);
      delete[] p;
      auto* q = new std::uint64_t[10];
      again = reinterpret_cast<std::uintptr_t>(q);
      delete[] q;
    }
    QCOMPARE(again, first);
  }

  void overAlignedNewIsAligned() {
    Arena arena;
    std::vector<std::unique_ptr<Wide>> blocks;
    blocks.reserve(20);  // the vector's own buffer on the ordinary heap
    {
      ArenaScope scope(arena);
      for (int i = 0; i < 20; ++i) blocks.push_back(std::make_unique<Wide>());
      auto* raw = ::operator new(100, std::align_val_t{4096});
      QCOMPARE(reinterpret_cast<std::uintptr_t>(raw) % 4096, std::uintptr_t{0});
      QCOMPARE(Arena::owning(raw), &arena);
      ::operator delete(raw, std::align_val_t{4096});
    }
    for (const auto& b : blocks) {
      QCOMPARE(reinterpret_cast<std::uintptr_t>(b.get()) % alignof(Wide), std::uintptr_t{0});
      QCOMPARE(Arena::owning(b.get()), &arena);
    }
    blocks.clear();
    QCOMPARE(arena.liveBlocks(), std::size_t{0});
    auto heapWide = std::make_unique<Wide>();  // the ordinary heap honours it too
    QCOMPARE(reinterpret_cast<std::uintptr_t>(heapWide.get()) % alignof(Wide), std::uintptr_t{0});
    QCOMPARE(Arena::owning(heapWide.get()), nullptr);
  }

  void restorePutsBlocksAndAllocatorBack() {
    Arena arena;
    std::vector<int>* v = nullptr;
    {
      ArenaScope scope(arena);
      v = new std::vector<int>{1, 2, 3};
    }
    const auto image = arena.save();
    const std::size_t used = arena.used();
    QCOMPARE(image.bytes(), used);
    std::uintptr_t next = 0;
    const int* grown = nullptr;
    {
      ArenaScope scope(arena);
      for (int i = 0; i < 100'000; ++i) v->push_back(i);  // moves and grows the buffer
      grown = v->data();
      void* block = ::operator new(48);
      next = reinterpret_cast<std::uintptr_t>(block);
      ::operator delete(block);
    }
    QVERIFY(arena.used() > used);
    QCOMPARE(v->size(), std::size_t{100'003});
    arena.restore(image);
    QCOMPARE(arena.used(), used);
    QCOMPARE(*v, (std::vector<int>{1, 2, 3}));
    QCOMPARE(arena.liveBlocks(), std::size_t{2});  // the vector and its buffer
    {
      // The allocator is back too: the same allocations give the same blocks again.
      ArenaScope scope(arena);
      for (int i = 0; i < 100'000; ++i) v->push_back(i);
      QCOMPARE(v->data(), grown);
      void* same = ::operator new(48);
      QCOMPARE(reinterpret_cast<std::uintptr_t>(same), next);
      ::operator delete(same);
      delete v;
    }
    QCOMPARE(arena.liveBlocks(), std::size_t{0});
  }

  void resetForgetsEverything() {
    Arena arena;
    {
      ArenaScope scope(arena);
      for (int i = 0; i < 1000; ++i) (void)::operator new(1000);  // abandoned on purpose
    }
    QCOMPARE(arena.liveBlocks(), std::size_t{1000});
    arena.reset();
    QCOMPARE(arena.liveBlocks(), std::size_t{0});
    QVERIFY(arena.used() < 4096);
  }

  // Every model, built and advanced inside an arena: a restore to a later checkpoint, then to
  // an earlier one, then playing to the end gives the uninterrupted run's CSVs.
  void modelRunsRestoreExactly_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("duration");
    QTest::newRow("dumbbell") << QStringLiteral("dumbbell.json") << 1.5;
    QTest::newRow("he-chan") << QStringLiteral("he-chan-tcp-classroom.json") << 1.0;
    QTest::newRow("he-chan-udp") << QStringLiteral("he-chan-udp-classroom.json") << 1.0;
    QTest::newRow("obs") << QStringLiteral("obs-nsfnet-classroom.json") << 0.5;
    QTest::newRow("cioq") << QStringLiteral("cioq-switch-classroom.json") << 0.01;
    QTest::newRow("dc-hybrid") << QStringLiteral("dc-hybrid-classroom.json") << 0.05;
    QTest::newRow("lbas") << QStringLiteral("lbas-classroom.json") << 1.0;
  }
  void modelRunsRestoreExactly() {
    QFETCH(QString, file);
    QFETCH(double, duration);
    const QString path =
        qEnvironmentVariable("OPSLAB_ASSETS", QStringLiteral(OPSLAB_SOURCE_DIR "/assets")) +
        QStringLiteral("/scenarios/") + file;
    auto doc = opslab::scenario::load_scenario_file(path.toStdString());
    opslab::scenario::apply_override(doc, "sim.duration_s=" + std::to_string(duration));
    opslab::scenario::apply_override(doc, "sim.warmup_s=" + std::to_string(duration / 4));
    if (file.startsWith(QLatin1String("lbas"))) opslab::scenario::apply_override(doc, "traffic.file_mb=0.05");
    const auto resolved = opslab::scenario::resolve_scenario(doc);
    const auto* desc = opslab::scenario::find_model(resolved.at("model").get<std::string>());
    QVERIFY(desc != nullptr);
    const SimTime end = SimTime::s(duration);
    QTemporaryDir dir;

    // The arena's run first: a lazy global it touched first would be left in the arena.
    Arena::warmUp();
    Arena arena;
    std::unique_ptr<opslab::scenario::ModelRun> run;
    {
      ArenaScope scope(arena);
      run = desc->build(resolved);
      run->advance_to(end.scaled(0.3));
    }
    const auto early = arena.save();
    const auto earlyEvents = run->simulation().events_processed();
    {
      ArenaScope scope(arena);
      run->advance_to(end.scaled(0.6));
    }
    const auto late = arena.save();
    {
      ArenaScope scope(arena);
      run->advance_to(end);
    }
    const std::uint64_t uninterruptedEvents = run->simulation().events_processed();
    {
      auto plain = desc->build(resolved);  // the same run on the ordinary heap
      plain->advance_to(end);
      QCOMPARE(plain->simulation().events_processed(), uninterruptedEvents);
      opslab::study::write_run_outputs((dir.path() + "/a").toStdString(), resolved, plain->results());
    }
    arena.restore(late);
    arena.restore(early);
    QCOMPARE(run->simulation().events_processed(), earlyEvents);
    {
      ArenaScope scope(arena);
      run->advance_to(end);
    }
    QCOMPARE(run->simulation().events_processed(), uninterruptedEvents);
    // Read outside the arena: results() is const and allocates only what it returns.
    opslab::study::write_run_outputs((dir.path() + "/b").toStdString(), resolved, run->results());
    // No run cost is recorded (it is wall time): the files are byte-identical.
    for (const char* csv : {"/summary.csv", "/flows.csv", "/timeseries.csv"}) {
      const std::string a = slurp(dir.path() + "/a" + csv);
      QVERIFY(!a.empty());
      QVERIFY2(slurp(dir.path() + "/b" + csv) == a, csv);
    }
    {
      ArenaScope scope(arena);
      run.reset();
    }
    QCOMPARE(arena.liveBlocks(), std::size_t{0});  // nothing of the run stayed in the arena
  }
};

QTEST_GUILESS_MAIN(ArenaTest)
#include "arena_test.moc"
