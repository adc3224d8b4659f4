// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The bufferless OBS core (OBS paper §III): LAUC-VF channel choice step by step, JET offsets
// and reservations hop by hop, contention losses with and without wavelength conversion, and
// the Erlang-B check of burst loss on one link with W wavelengths and full conversion.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <vector>

#include <boost/math/distributions/students_t.hpp>

#include "edge/optical_packet.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"
#include "sim/simulation.hpp"
#include "switching/jet_burst_core.hpp"
#include "switching/switching_events.hpp"
#include "switching/wavelength_schedule.hpp"

using namespace opslab;
using sim::SimTime;
using switching::WavelengthSchedule;

namespace {

SimTime us(double v) {
  return SimTime::us(v);
}

/// Erlang-B blocking probability of A Erlangs offered to W servers (the stable recursion).
double erlang_b(double a, int w) {
  double b = 1.0;
  for (int k = 1; k <= w; ++k) b = a * b / (k + a * b);
  return b;
}

struct Arrived {
  SimTime at;
  std::uint64_t id;
};

class Egress final : public edge::OpticalReceiver {
 public:
  explicit Egress(net::Network& net) : net_(net) {}
  void receive_optical(edge::OpticalPacketPtr b) override { got.push_back({net_.now(), b->id}); }
  std::vector<Arrived> got;

 private:
  net::Network& net_;
};

}  // namespace

TEST(WavelengthSchedule, LaucPicksTheChannelWithTheSmallestVoidAndFillsVoids) {
  WavelengthSchedule s(3);
  const SimTime now = SimTime::zero();
  // Idle channels: the lowest index.
  EXPECT_EQ(s.reserve(us(10), us(20), now), 0);
  EXPECT_EQ(s.reserve(us(10), us(20), now), 1);  // channel 0 taken for [10, 20)
  EXPECT_EQ(s.reserve(us(30), us(35), now), 0);  // ch0 and ch1 end at 20, ch2 idle: tie → 0
  // [40, 50): ch0 ends at 35 (void 5), ch1 at 20 (void 20), ch2 idle: LAUC takes ch0.
  EXPECT_EQ(s.reserve(us(40), us(50), now), 0);
  // A void before a later reservation (JET): [0, 10) fits before ch0's [10, 20).
  EXPECT_EQ(s.reserve(us(0), us(10), now), 0);
  EXPECT_TRUE(s.busy(0, us(5), us(6)));
  EXPECT_FALSE(s.busy(0, us(35), us(40)));
  EXPECT_EQ(s.reserve(us(35), us(40), now), 0);  // exactly fills ch0's void [35, 40)
  // Without conversion only the required channel may be used.
  EXPECT_EQ(s.reserve(us(12), us(14), now, 1), WavelengthSchedule::kNone);
  EXPECT_EQ(s.reserve(us(12), us(14), now, 2), 2);
  // Overlap on every channel: lost.
  EXPECT_EQ(s.reserve(us(13), us(15), now), WavelengthSchedule::kNone);
  // Past reservations are forgotten.
  EXPECT_EQ(s.reserve(us(100), us(101), us(60)), 0);
  EXPECT_EQ(s.pending(0), 1u);
}

TEST(WavelengthSchedule, EarliestStartWaitsForTheFirstFreeChannel) {
  WavelengthSchedule s(2);
  EXPECT_EQ(s.reserve(us(0), us(10), SimTime::zero()), 0);
  EXPECT_EQ(s.reserve(us(0), us(7), SimTime::zero()), 1);
  const auto slot = s.reserve_earliest(us(2), us(5), SimTime::zero());
  EXPECT_EQ(slot.channel, 1);
  EXPECT_EQ(slot.start, us(7));
  const auto pinned = s.reserve_earliest(us(2), us(5), SimTime::zero(), 0);
  EXPECT_EQ(pinned.channel, 0);
  EXPECT_EQ(pinned.start, us(10));
}

namespace {

// A line a → b → c → d of three fibres with different delays.
class JetLine : public ::testing::Test {
 protected:
  JetLine() : sim_(1), net_(sim_), egress_(net_) {}
  void build(switching::JetParams p) {
    std::vector<switching::CoreFibre> f{
        {0, 1, us(100), 0}, {1, 2, us(200), 1}, {2, 3, us(300), 2}, {4, 1, us(100), 3}};
    core_ = std::make_unique<switching::JetBurstCore>(net_, p, f, "test/jet");
    core_->add_route(0, 3, {0, 1, 2}, egress_);
    core_->add_route(4, 3, {3, 1, 2}, egress_);
    core_->add_route(0, 1, {0}, egress_);
  }
  edge::OpticalPacketPtr burst(net::NodeId from, net::NodeId to, std::uint32_t bytes) {
    auto b = pool_.make();
    b->ingress = from;
    b->egress = to;
    b->bytes = bytes;
    b->members.push_back(net_.pool().make());
    return b;
  }
  sim::Simulation sim_;
  net::Network net_;
  edge::OpticalPacketPool pool_;
  Egress egress_;
  std::unique_ptr<switching::JetBurstCore> core_;
};

}  // namespace

TEST_F(JetLine, OffsetIsHopsTimesProcessingAndEachHopReservesTheBurstsPassage) {
  switching::JetParams p;
  p.header_processing = us(10);
  build(p);
  EXPECT_EQ(core_->offset(core_->route_hops(0, 3)), us(30));
  // 12 500 bytes at 10 Gb/s = 10 µs.
  const SimTime t0 = us(1000);
  sim_.run_until(t0);
  core_->send(burst(0, 3, 12'500));
  // The ingress reserved fibre 0 for [t0 + 30, t0 + 40) at once.
  EXPECT_TRUE(core_->schedule(0).busy(0, t0 + us(30), t0 + us(40)));
  EXPECT_FALSE(core_->schedule(0).busy(0, t0 + us(40), t0 + us(50)));
  EXPECT_EQ(core_->schedule(1).pending(0), 0u);
  // Header reaches b after 100 µs, processed for 10: reserves fibre 1 at t0 + 110 for the
  // burst's passage at b: t0 + 30 + 100.
  sim_.run_until(t0 + us(110) - SimTime::ps(1));
  EXPECT_EQ(core_->schedule(1).pending(0), 0u);
  sim_.run_until(t0 + us(110));
  EXPECT_TRUE(core_->schedule(1).busy(0, t0 + us(130), t0 + us(140)));
  EXPECT_FALSE(core_->schedule(1).busy(0, t0 + us(120), t0 + us(130)));
  // At c: header at t0 + 100 + 200 + 2·10 = 320; burst passes c at t0 + 330.
  sim_.run_until(t0 + us(320) - SimTime::ps(1));
  EXPECT_EQ(core_->schedule(2).pending(0), 0u);
  sim_.run_until(t0 + us(320));
  EXPECT_TRUE(core_->schedule(2).busy(0, t0 + us(330), t0 + us(340)));
  // Last bit at d: t0 + 30 + 600 + 10.
  sim_.run_until(t0 + us(2000));
  ASSERT_EQ(egress_.got.size(), 1u);
  EXPECT_EQ(egress_.got[0].at, t0 + us(640));
  EXPECT_EQ(core_->stats().delivered, 1u);
  EXPECT_EQ(core_->packets_in_flight(), 0u);
}

TEST_F(JetLine, OverlappingBurstOnASharedFibreIsLostWholeUnlessAnotherWavelengthIsFree) {
  for (std::uint32_t w : {1u, 2u}) {
    for (bool conversion : {false, true}) {
      switching::JetParams p;
      p.wavelengths = w;
      p.conversion = conversion;
      build(p);
      egress_.got.clear();
      const auto before = net_.drops(switching::contention);
      const SimTime t0 = sim_.now() + us(1000);
      sim_.run_until(t0);
      // Both reach b at t0 + 130 (same offset, same delay) and want fibre 1 for 10 µs; the
      // header from a is processed first (sent first): the burst from e loses unless a
      // channel is free to it: with W = 2 both start on channel 0 at their ingress, so
      // only conversion saves it.
      core_->send(burst(0, 3, 12'500));
      core_->send(burst(4, 3, 12'500));
      sim_.run_until(t0 + us(2000));
      const bool both = w == 2 && conversion;
      EXPECT_EQ(egress_.got.size(), both ? 2u : 1u) << w << conversion;
      EXPECT_EQ(net_.drops(switching::contention) - before, both ? 0u : 1u);
    }
  }
}

namespace {

// Records the core's events as the taps see them.
class JetEvents final : public net::Tap {
 public:
  struct Seen {
    net::EventKind kind;
    SimTime at, start, end, arrival, lead;
    net::LinkId link;
    std::int32_t channel;
  };
  void on_model_event(const net::ModelEvent& e, SimTime t) override {
    seen.push_back({e.kind, t, e.start, e.end, e.arrival, e.lead, e.link, e.channel});
  }
  std::vector<Seen> seen;
};

}  // namespace

TEST_F(JetLine, EachReservationTellsTheHeaderRunningAheadByTheRemainingOffset) {
  switching::JetParams p;
  p.header_processing = us(10);
  build(p);
  JetEvents tap;
  net_.taps().attach(&tap);
  const SimTime t0 = us(1000);
  sim_.run_until(t0);
  core_->send(burst(0, 3, 12'500));  // 3 hops: offset 30 µs, 10 µs long
  sim_.run_until(t0 + us(2000));
  net_.taps().detach(&tap);
  ASSERT_EQ(tap.seen.size(), 3u);
  // Hop h of H = 3 (0-based): the header is (H − h)·δ ahead of the burst on that fibre; it
  // left its node when the reservation was made (at the ingress at once, further on once
  // processed), and the burst starts `lead` later.
  const SimTime starts[] = {t0 + us(30), t0 + us(130), t0 + us(330)};
  const SimTime delays[] = {us(100), us(200), us(300)};
  for (std::size_t h = 0; h < 3; ++h) {
    const auto& e = tap.seen[h];
    EXPECT_EQ(e.kind, switching::burst_scheduled) << h;
    EXPECT_EQ(e.link, static_cast<net::LinkId>(h)) << h;
    EXPECT_EQ(e.lead, us(10) * static_cast<std::int64_t>(3 - h)) << h;
    EXPECT_EQ(e.start, starts[h]) << h;
    EXPECT_EQ(e.end, starts[h] + us(10)) << h;
    EXPECT_EQ(e.arrival, e.end + delays[h]) << h;
    EXPECT_EQ(e.start - e.lead, e.at) << h;  // the header leaves as it reserves
    EXPECT_EQ(e.channel, 0) << h;
  }
}

TEST_F(JetLine, ALostBurstTellsTheSpanItAskedForWhichOverlapsAReservation) {
  for (bool conversion : {false, true}) {
    switching::JetParams p;
    p.header_processing = us(10);
    p.wavelengths = 2;
    p.conversion = conversion;
    build(p);
    JetEvents tap;
    net_.taps().attach(&tap);
    const SimTime t0 = sim_.now() + us(1000);
    sim_.run_until(t0);
    // Bursts from a and e reach b at t0 + 130, both on channel 0, and want fibre 1 (two
    // wavelengths) for 10 µs; a third from e, 5 µs later, takes channel 1 of fibre 3 and
    // reaches b at t0 + 135. Without conversion the second is lost (channel 0 taken by the
    // first), the third passes on channel 1; with conversion the first two take both
    // channels and the third is lost.
    core_->send(burst(0, 3, 12'500));
    core_->send(burst(4, 3, 12'500));
    sim_.run_until(t0 + us(5));
    core_->send(burst(4, 3, 12'500));
    sim_.run_until(t0 + us(2000));
    net_.taps().detach(&tap);
    std::vector<JetEvents::Seen> lost;
    for (const auto& e : tap.seen) {
      if (e.kind == switching::burst_lost) lost.push_back(e);
    }
    ASSERT_EQ(lost.size(), 1u) << conversion;
    const auto& e = lost[0];
    EXPECT_EQ(e.link, 1u);
    EXPECT_EQ(e.start, t0 + us(conversion ? 135 : 130));
    EXPECT_EQ(e.end - e.start, us(10));
    EXPECT_EQ(e.arrival, e.end + us(200));
    EXPECT_EQ(e.channel, conversion ? -1 : 0);
    // The refused span overlaps a reservation on that fibre on every allowed channel.
    for (std::uint32_t c = 0; c < 2; ++c) {
      if (!conversion && c != 0) continue;
      EXPECT_TRUE(core_->schedule(1).busy(c, e.start, e.end)) << conversion << c;
    }
  }
}

TEST_F(JetLine, IngressBurstsWaitForTheirFirstFibreInsteadOfColliding) {
  build({});
  const SimTime t0 = us(1000);
  sim_.run_until(t0);
  core_->send(burst(0, 1, 12'500));
  core_->send(burst(0, 1, 12'500));
  sim_.run_until(t0 + us(1000));
  ASSERT_EQ(egress_.got.size(), 2u);
  // offset 10, duration 10, delay 100: the second waits 10 µs at the ingress.
  EXPECT_EQ(egress_.got[0].at, t0 + us(120));
  EXPECT_EQ(egress_.got[1].at, t0 + us(130));
}

TEST_F(JetLine, ExtraRandomLossDropsTheCalibratedShareOfBursts) {
  switching::JetParams p;
  p.random_loss_p = 0.2;
  build(p);
  const int n = 5000;
  for (int i = 0; i < n; ++i) {
    sim_.run_until(sim_.now() + us(50));
    core_->send(burst(0, 1, 1000));
  }
  sim_.run_until(sim_.now() + us(1000));
  const double lost = double(net_.drops(net::DropCause::random_loss)) / n;
  EXPECT_NEAR(lost, 0.2, 5 * std::sqrt(0.2 * 0.8 / n));
  EXPECT_EQ(core_->stats().random_loss + core_->stats().delivered, std::uint64_t(n));
}

// Poisson bursts of exponential length from many ingress edges meet on one fibre of W
// wavelengths with full conversion: the fraction lost is Erlang-B(A, W). Each burst comes
// from one of 400 sources (its own first fibre, all with the same delay, so the offsets are
// equal and headers reach the shared node in arrival order).
TEST(JetErlangB, BurstLossOnOneLinkWithFullConversionMatchesErlangB) {
  const int sources = 400;
  const double mean_len_us = 10.0;
  for (const auto [w, a] : {std::pair{1, 0.5}, std::pair{4, 2.5}, std::pair{8, 6.0}}) {
    const int reps = 12;
    const int bursts = 6000;
    std::vector<double> loss;
    for (int rep = 0; rep < reps; ++rep) {
      sim::Simulation sim(100 + rep);
      net::Network net(sim);
      edge::OpticalPacketPool pool;
      Egress egress(net);
      std::vector<switching::CoreFibre> f;
      const net::NodeId shared_from = sources, shared_to = sources + 1;
      for (int s = 0; s < sources; ++s) {
        f.push_back({static_cast<net::NodeId>(s), shared_from, us(5), static_cast<net::LinkId>(s)});
      }
      f.push_back({shared_from, shared_to, us(5), static_cast<net::LinkId>(sources)});
      switching::JetParams p;
      p.wavelengths = static_cast<std::uint32_t>(w);
      p.conversion = true;
      p.header_processing = us(1);
      switching::JetBurstCore core(net, p, f, "test/erlang");
      for (int s = 0; s < sources; ++s) {
        core.add_route(static_cast<net::NodeId>(s), shared_to,
                       {static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(sources)},
                       egress);
      }
      sim::RandomStream rng = sim.random_stream("test/traffic");
      const double rate_per_us = a / mean_len_us;  // A = λ · mean length
      for (int i = 0; i < bursts; ++i) {
        sim.run_until(sim.now() + SimTime::us(rng.exponential(1.0 / rate_per_us)));
        auto b = pool.make();
        b->ingress = static_cast<net::NodeId>(rng.uniform_index(sources));
        b->egress = shared_to;
        // Exponential length in bytes at 10 Gb/s (1250 bytes per µs), at least one byte.
        b->bytes = std::max<std::uint32_t>(
            1, static_cast<std::uint32_t>(std::llround(rng.exponential(mean_len_us) * 1250)));
        core.send(std::move(b));
      }
      sim.run_until(sim.now() + SimTime::ms(1));
      const auto& st = core.stats();
      ASSERT_EQ(st.in_flight(), 0u);
      loss.push_back(double(st.contention) / double(st.sent));
    }
    double mean = 0;
    for (double l : loss) mean += l;
    mean /= reps;
    double var = 0;
    for (double l : loss) var += (l - mean) * (l - mean);
    var /= (reps - 1);
    const boost::math::students_t t(reps - 1);
    const double half =
        boost::math::quantile(boost::math::complement(t, 0.025)) * std::sqrt(var / reps);
    const double expected = erlang_b(a, w);
    EXPECT_NEAR(mean, expected, half) << "W=" << w << " A=" << a << " mean " << mean << " ± "
                                      << half << " vs Erlang-B " << expected;
  }
}
