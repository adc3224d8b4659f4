// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HybridSwitch unit tests (Minakhmetov, Ware & Iannone §II and §IV): cut-through timing,
// buffer entry, drops when every buffer input is busy, FIFO re-emission through the buffer
// outputs, the all-optical (n_e = 0) and electronic store-and-forward cases, equal-cost
// spreading, peak tracking and the tap hooks. Packets are handed to the switch directly: a
// call to receive() at time t is the head's arrival (tail for the electronic switch).
#include <map>
#include <memory>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "net/network.hpp"
#include "net/tap.hpp"
#include "sim/simulation.hpp"
#include "switching/fiber.hpp"
#include "switching/switching_events.hpp"
#include "switching/hybrid_switch.hpp"

using opslab::net::DropCause;
using opslab::net::Node;
using opslab::net::NodeId;
using opslab::net::Packet;
using opslab::net::PacketPtr;
using opslab::sim::SimTime;
using opslab::switching::Delivery;
using opslab::switching::Fiber;
using opslab::switching::HybridSwitch;
using opslab::switching::HybridSwitchParams;
using opslab::switching::SwitchType;

namespace {

constexpr std::int64_t kRate = 10'000'000'000;
constexpr std::uint32_t kData = 9064;
const SimTime kTau = SimTime::ps(7'251'200);  // 9064 bytes at 10 Gb/s
const SimTime kProp = SimTime::ns(50);        // 10 m of fibre

struct Arrival {
  SimTime at;
  std::uint64_t seq;
};

class Sink final : public Node {
 public:
  Sink(opslab::net::Network& net, NodeId id) : Node(id, "sink"), net_(net) {}
  void receive(PacketPtr p) override { got.push_back({net_.now(), p->seq}); }
  std::vector<Arrival> got;

 private:
  opslab::net::Network& net_;
};

// One switch with `outputs` output fibers (10 Gb/s, 10 m) to sinks 1..outputs that take the
// whole packet at its tail. Destination d (1..outputs) leaves by port d−1; destination 99
// may leave by any port.
class Bench {
 public:
  static constexpr NodeId kAny = 99;

  explicit Bench(HybridSwitchParams params, std::uint32_t outputs = 2) : sim_(7), net_(sim_) {
    sw_ = &net_.add_node(std::make_unique<HybridSwitch>(net_, 0, "sw", params));
    std::vector<std::vector<std::uint32_t>> routes(kAny + 1);
    for (std::uint32_t i = 0; i < outputs; ++i) {
      sinks_.push_back(&net_.add_node(std::make_unique<Sink>(net_, i + 1)));
      fibers_.push_back(std::make_unique<Fiber>(net_, i, 0, i + 1, *sinks_.back(), kRate, kProp,
                                                Delivery::tail));
      routes[i + 1] = {sw_->add_output(*fibers_.back())};
      routes[kAny].push_back(i);
    }
    sw_->set_routes(routes);
  }

  /// The head of a packet for `dst` reaches the switch at `t`.
  void arrive(SimTime t, NodeId dst, std::uint64_t seq, std::uint32_t bytes = kData) {
    sim_.run_until(t);
    PacketPtr p = net_.pool().make();
    p->dst = dst;
    p->seq = seq;
    p->size_bytes = bytes;
    p->kind = opslab::net::PacketKind::tcp_data;
    sw_->receive(std::move(p));
  }
  void run() { sim_.run_until(sim_.now() + SimTime::ms(1)); }

  HybridSwitch& sw() { return *sw_; }
  opslab::net::Network& net() { return net_; }
  const std::vector<Arrival>& at(std::uint32_t sink) const { return sinks_[sink]->got; }

 private:
  opslab::sim::Simulation sim_;
  opslab::net::Network net_;
  HybridSwitch* sw_ = nullptr;
  std::vector<Sink*> sinks_;
  std::vector<std::unique_ptr<Fiber>> fibers_;
};

HybridSwitchParams hybrid(std::uint32_t n_e) { return {SwitchType::hybrid, n_e}; }

const SimTime t0 = SimTime::us(1);

}  // namespace

TEST(HybridSwitch, CutsThroughWhenTheOutputIsFree) {
  Bench b(hybrid(2));
  EXPECT_EQ(b.sw().arrival_point(), Delivery::head);  // it decides as the head comes in
  b.arrive(t0, 1, 0);
  EXPECT_TRUE(b.sw().output_busy(0));  // occupied from the head's arrival …
  b.arrive(t0 + kTau, 1, 1);           // … for exactly τ: the next packet finds it free
  b.run();
  // No switching delay: the tail reaches the sink one propagation delay after it would
  // have left a wire directly.
  ASSERT_EQ(b.at(0).size(), 2u);
  EXPECT_EQ(b.at(0)[0].at, t0 + kProp + kTau);
  EXPECT_EQ(b.at(0)[1].at, t0 + kTau + kProp + kTau);
  EXPECT_EQ(b.sw().stats().cut_through, 2u);
  EXPECT_EQ(b.sw().stats().buffered, 0u);
  EXPECT_EQ(b.sw().peak_buffer_packets(), 0u);
}

TEST(HybridSwitch, BusyOutputSendsThePacketIntoTheBufferAndReEmitsIt) {
  Bench b(hybrid(2));
  b.arrive(t0, 1, 0);
  const SimTime t1 = t0 + SimTime::us(1);
  b.arrive(t1, 1, 1);  // output busy until t0 + τ
  EXPECT_EQ(b.sw().stats().buffered, 1u);
  EXPECT_EQ(b.sw().buffer_packets(), 1u);
  EXPECT_EQ(b.sw().buffer_bytes(), kData);
  b.run();
  // Fully received (O/E) at t1 + τ, after the output freed at t0 + τ: re-emitted at t1 + τ.
  ASSERT_EQ(b.at(0).size(), 2u);
  EXPECT_EQ(b.at(0)[1].at, t1 + kTau + kProp + kTau);
  EXPECT_EQ(b.sw().stats().emitted, 1u);
  EXPECT_EQ(b.sw().buffer_packets(), 0u);
  EXPECT_EQ(b.sw().peak_buffer_packets(), 1u);
  EXPECT_EQ(b.sw().peak_buffer_bytes(), kData);
}

TEST(HybridSwitch, BufferedPacketWaitsForItsOutputToFree) {
  Bench b(hybrid(2));
  b.arrive(t0, 1, 0);                      // 9064 bytes: output busy for τ
  b.arrive(t0 + SimTime::ns(1), 1, 1, 64); // 64 bytes: stored after 51.2 ns, output still busy
  b.run();
  ASSERT_EQ(b.at(0).size(), 2u);
  const SimTime tau64 = SimTime::ps(51'200);
  EXPECT_EQ(b.at(0)[1].at, t0 + kTau + kProp + tau64);
}

TEST(HybridSwitch, DropsWhenEveryBufferInputIsBusy) {
  Bench b(hybrid(1));
  b.arrive(t0, 1, 0, 64);                // cut through: output busy for 51.2 ns
  b.arrive(t0 + SimTime::ns(1), 1, 1);   // output busy: into the only buffer input, for τ
  b.arrive(t0 + SimTime::ns(2), 1, 2);   // output and buffer input busy: lost
  EXPECT_EQ(b.sw().stats().dropped, 1u);
  EXPECT_EQ(b.net().drops(opslab::switching::no_buffer_port), 1u);
  b.arrive(t0 + SimTime::ns(100), 1, 3);  // output free again: cut through
  // The buffer input stays busy for the whole reception of packet 1 (until t0 + 1 ns + τ),
  // although the output it waits for was freed long ago.
  b.arrive(t0 + SimTime::ns(200), 1, 4);
  EXPECT_EQ(b.sw().stats().dropped, 2u);
  b.arrive(t0 + SimTime::ns(2) + kTau, 1, 5);  // reception done: the input takes packet 5
  EXPECT_EQ(b.sw().stats().dropped, 2u);
  EXPECT_EQ(b.sw().stats().buffered, 2u);
  b.run();
  std::vector<std::uint64_t> order;
  for (const auto& a : b.at(0)) order.push_back(a.seq);
  EXPECT_EQ(order, (std::vector<std::uint64_t>{0, 3, 1, 5}));
  // Packet 1 leaves when packet 3 frees the output, packet 5 right after it.
  EXPECT_EQ(b.at(0)[2].at, t0 + SimTime::ns(100) + kTau + kProp + kTau);
  EXPECT_EQ(b.at(0)[3].at, t0 + SimTime::ns(100) + kTau * 2 + kProp + kTau);
}

TEST(HybridSwitch, ReEmitsInFifoOrderPerOutput) {
  Bench b(hybrid(8));
  for (std::uint64_t i = 0; i < 6; ++i) b.arrive(t0 + SimTime::ns(double(i)), 1, i);
  EXPECT_EQ(b.sw().stats().buffered, 5u);
  EXPECT_EQ(b.sw().peak_buffer_packets(), 5u);
  b.run();
  ASSERT_EQ(b.at(0).size(), 6u);
  for (std::uint64_t i = 0; i < 6; ++i) EXPECT_EQ(b.at(0)[i].seq, i);
  // Back to back on the output: packet i (i ≥ 1) is fully stored at t0 + i ns + τ and leaves
  // when packet i − 1 is done.
  for (std::uint64_t i = 2; i < 6; ++i) EXPECT_EQ(b.at(0)[i].at - b.at(0)[i - 1].at, kTau);
}

TEST(HybridSwitch, OutputsAreServedIndependently) {
  // One buffer port: a packet buffered for output 0 does not hold up output 1.
  Bench b(hybrid(1));
  b.arrive(t0, 1, 0);
  b.arrive(t0 + SimTime::ns(1), 2, 1);
  b.arrive(t0 + SimTime::ns(2), 1, 2);          // buffered for output 0
  b.arrive(t0 + SimTime::ns(3), 2, 3);          // buffer input busy: dropped
  b.arrive(t0 + SimTime::ns(2) + kTau, 2, 4);   // output 1 free again: cut through
  b.arrive(t0 + SimTime::ns(2) + kTau + SimTime::ns(1), 2, 5);  // output 1 busy: buffered
  b.run();
  ASSERT_EQ(b.at(0).size(), 2u);
  ASSERT_EQ(b.at(1).size(), 3u);
  EXPECT_EQ(b.at(0)[1].seq, 2u);
  EXPECT_EQ(b.at(0)[1].at, t0 + SimTime::ns(2) + kTau + kProp + kTau);  // stored, output free
  // Packet 5 is stored at t0 + 3 ns + 2τ; its output is free from t0 + 2 ns + 2τ but the only
  // buffer output re-emits packet 2 until t0 + 2 ns + 2τ too: it leaves when stored.
  EXPECT_EQ(b.at(1)[2].seq, 5u);
  EXPECT_EQ(b.at(1)[2].at, t0 + SimTime::ns(3) + kTau * 2 + kProp + kTau);
}

TEST(HybridSwitch, BufferPortIsHeldDuringReEmission) {
  // n_e = 1: while the buffer output re-emits one packet (τ), another stored packet waits
  // even if its own output is free.
  Bench b(hybrid(1));
  b.arrive(t0, 1, 0);                        // output 0 busy until t0 + τ
  b.arrive(t0 + SimTime::ns(1), 2, 1);       // output 1 busy until t0 + 1 ns + τ
  b.arrive(t0 + SimTime::ns(2), 1, 2);       // buffered, stored t0 + 2 ns + τ, leaves then
  b.arrive(t0 + SimTime::ns(2) + kTau, 2, 3, 64);  // output 1 free: cut through (64 B)
  b.arrive(t0 + SimTime::ns(2) + kTau + SimTime::ns(1), 2, 4, 64);  // output 1 busy: buffer
  b.run();
  // Packet 4 is stored at t0 + 3 ns + τ + 51.2 ns, output 1 is free, but the buffer output
  // is busy re-emitting packet 2 until t0 + 2 ns + 2τ.
  ASSERT_EQ(b.at(1).size(), 3u);
  EXPECT_EQ(b.at(1)[2].seq, 4u);
  EXPECT_EQ(b.at(1)[2].at, t0 + SimTime::ns(2) + kTau * 2 + kProp + SimTime::ps(51'200));
}

TEST(HybridSwitch, WithoutBufferPortsItIsTheAllOpticalSwitch) {
  auto run = [](HybridSwitchParams p) {
    Bench b(p);
    for (std::uint64_t i = 0; i < 50; ++i) {
      b.arrive(t0 + SimTime::us(double(i) * 3.1), i % 3 == 0 ? 2 : 1, i);
    }
    b.run();
    return std::make_tuple(b.at(0).size(), b.at(1).size(), b.sw().stats().dropped,
                           b.net().drops(opslab::switching::contention), b.sw().stats().buffered,
                           b.at(0).empty() ? SimTime{} : b.at(0).back().at);
  };
  const auto optical = run({SwitchType::all_optical, 5});  // n_e is ignored
  const auto hybrid0 = run(hybrid(0));
  EXPECT_EQ(optical, hybrid0);
  EXPECT_GT(std::get<2>(optical), 0u);
  EXPECT_EQ(std::get<2>(optical), std::get<3>(optical));  // counted as contention drops
  EXPECT_EQ(std::get<4>(optical), 0u);
}

TEST(HybridSwitch, ElectronicSwitchStoresEverythingAndNeverDrops) {
  Bench b({SwitchType::electronic, 0});
  EXPECT_EQ(b.sw().arrival_point(), Delivery::tail);
  for (std::uint64_t i = 0; i < 40; ++i) b.arrive(t0 + SimTime::ns(double(i)), 1, i);
  b.run();
  ASSERT_EQ(b.at(0).size(), 40u);
  EXPECT_EQ(b.sw().stats().dropped, 0u);
  EXPECT_EQ(b.sw().stats().buffered, 40u);
  EXPECT_EQ(b.sw().stats().cut_through, 0u);
  EXPECT_EQ(b.sw().peak_buffer_packets(), 39u);  // the first leaves as soon as it is stored
  for (std::uint64_t i = 0; i < 40; ++i) EXPECT_EQ(b.at(0)[i].seq, i);
  // Store-and-forward: the whole packet is here when receive() is called; it leaves at once.
  EXPECT_EQ(b.at(0)[0].at, t0 + kProp + kTau);
  EXPECT_EQ(b.at(0)[39].at, t0 + kProp + kTau * 40);
}

TEST(HybridSwitch, SpreadsOverEqualCostOutputsUniformly) {
  Bench b(hybrid(0), 4);
  const int n = 4000;
  for (int i = 0; i < n; ++i) b.arrive(t0 + SimTime::us(8.0 * i), Bench::kAny, i);
  b.run();
  for (std::uint32_t s = 0; s < 4; ++s) {
    // Binomial(4000, 1/4): mean 1000, σ ≈ 27.
    EXPECT_NEAR(double(b.at(s).size()), n / 4.0, 5 * 27.4) << "port " << s;
  }
  EXPECT_EQ(b.sw().stats().dropped, 0u);
}

TEST(HybridSwitch, ResetPeaksStartsFromTheCurrentOccupancy) {
  Bench b(hybrid(8));
  for (std::uint64_t i = 0; i < 4; ++i) b.arrive(t0 + SimTime::ns(double(i)), 1, i);
  EXPECT_EQ(b.sw().peak_buffer_packets(), 3u);
  b.sw().reset_peaks();
  EXPECT_EQ(b.sw().peak_buffer_packets(), 3u);
  b.run();
  b.sw().reset_peaks();
  EXPECT_EQ(b.sw().peak_buffer_packets(), 0u);
  EXPECT_EQ(b.sw().peak_buffer_bytes(), 0u);
}

namespace {
struct SwitchTap final : opslab::net::Tap {
  std::map<std::string_view, int> actions;
  std::uint32_t max_packets = 0;
  int buffer_reports = 0, drops = 0;
  void on_model_event(const opslab::net::ModelEvent& e, SimTime) override {
    if (e.kind == opslab::switching::buffer_level) {
      ++buffer_reports;
      max_packets = std::max(max_packets, e.count);
    } else {
      ASSERT_EQ(e.packets.size(), 1u);
      ++actions[e.kind.name()];
    }
  }
  void on_drop(const Packet&, NodeId, DropCause, SimTime) override { ++drops; }
};
}  // namespace

TEST(HybridSwitch, ReportsCutThroughBufferAndDropToTaps) {
  Bench b(hybrid(1));
  SwitchTap tap;
  b.net().taps().attach(&tap);
  b.arrive(t0, 1, 0);
  b.arrive(t0 + SimTime::ns(1), 1, 1);
  b.arrive(t0 + SimTime::ns(2), 1, 2);
  b.run();
  b.net().taps().detach(&tap);
  EXPECT_EQ(tap.actions["cut_through"], 1);
  EXPECT_EQ(tap.actions["into_buffer"], 1);
  EXPECT_EQ(tap.actions["from_buffer"], 1);
  EXPECT_EQ(tap.drops, 1);
  EXPECT_EQ(tap.buffer_reports, 2);  // in, out
  EXPECT_EQ(tap.max_packets, 1u);
}
