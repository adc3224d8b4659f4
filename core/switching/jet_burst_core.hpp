// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// JetBurstCore: the bufferless optical burst-switched core of the OBS paper (§III: "each link
// employing a single wavelength at 10Gbps"), with just-enough-time (JET) one-way reservation.
//
// A burst closed at its ingress edge at t₀ sends its burst header ahead and leaves itself
// after the offset H·δ (H hops on its route, δ the header processing time per node). The
// ingress, an electronic node, reserves its first link for the burst at once (waiting in its
// buffer for the first free channel if need be). The header reaches node k after the
// propagation delays of the links before it and k processing times; there it reserves the
// outgoing link for exactly the burst's passage [arrival at k, + L/R) with LAUC-VF (see
// WavelengthSchedule) — on any channel with full wavelength conversion, else on the
// channel the burst left its ingress on. A burst that finds no channel is lost whole
// (switching::contention); its upstream reservations stay (the burst is already on its
// way). An optional extra random loss (probability p per burst, DropCause::random_loss)
// stands for the rest of the network's traffic; such a burst travels, holds its
// reservations, and is dropped on arrival. Delivered bursts reach their egress with their
// last bit. Cost: one event per hop per burst; flight records are pooled.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "edge/optical_packet.hpp"
#include "net/network.hpp"
#include "sim/random.hpp"
#include "sim/ui_text.hpp"
#include "switching/switching_events.hpp"
#include "switching/wavelength_schedule.hpp"

namespace opslab::switching {

// --- the core's events (taps) ----------------------------------------------------------------

inline constexpr net::EventKindInfo kBurstScheduledInfo{
    "burst_scheduled",
    OPSLAB_UI_TEXT("event",
                   "%1: burst header reserved %5 for the burst of %2; it crosses the next fibre "
                   "in %3"),
    net::EventDraw::aggregate};
inline constexpr net::EventKindInfo kBurstLostInfo{
    "burst_lost",
    OPSLAB_UI_TEXT("event",
                   "%1: the burst's wavelength is taken on the next fibre (no optical buffer) → "
                   "burst of %2 lost whole"),
    net::EventDraw::refused, net::kContention};
inline constexpr net::EventKindInfo kBurstLostRandomInfo{
    "burst_lost_random",
    OPSLAB_UI_TEXT("event",
                   "%1: burst of %2 lost to the extra random burst loss (the rest of the "
                   "network's traffic)")};
/// The header reserved [start, end) on `link`, wavelength `channel`, for burst `id`; its last
/// bit arrives at `arrival` (drawn to scale, its members as stripes; at the ingress the
/// reservation begins after the JET offset, so the burst follows its header). `lead`: the
/// header left on `link` this long before the burst, the offset still ahead — (H − h)·δ on
/// hop h of H (0-based), H·δ on the first.
inline constexpr net::EventKind burst_scheduled{kBurstScheduledInfo};
/// No allowed wavelength was free at `node`: the burst is lost whole (its members' drops,
/// cause switching::contention, follow at the same node and instant). `link`, `start`, `end`,
/// `arrival` and `channel` are the span it asked for on the next fibre (channel −1 with full
/// conversion: every channel was taken), which overlaps a reservation there.
inline constexpr net::EventKind burst_lost{kBurstLostInfo};
/// The burst reached its egress but is lost to the extra random loss (`core.burst_loss_p`).
inline constexpr net::EventKind burst_lost_random{kBurstLostRandomInfo};

inline constexpr net::DropCause kJetDropCauses[] = {contention};
inline constexpr net::EventKind kJetEventKinds[] = {burst_scheduled, burst_lost, burst_lost_random};
/// The JET bufferless burst core (JetBurstCore).
inline constexpr net::EventVocabulary kJetVocabulary{kJetDropCauses, kJetEventKinds};
static_assert(net::names_unique<net::EventKind>(kJetEventKinds));

struct JetParams {
  std::int64_t rate_bps = 10'000'000'000;  // one wavelength: 10 Gb/s (§III)
  std::uint32_t wavelengths = 1;           // W per link (§III: one)
  bool conversion = false;                 // full wavelength conversion at every node
  sim::SimTime header_processing = sim::SimTime::us(10);  // δ per node
  double random_loss_p = 0.0;                             // extra burst loss probability
};

/// One directed fibre of the core.
struct CoreFibre {
  net::NodeId from = 0;
  net::NodeId to = 0;
  sim::SimTime delay;
  net::LinkId link = 0;  // the topology's optical link id (for taps)
};

enum class BurstOutcome : std::uint8_t { delivered, contention, random_loss };

struct JetStats {
  std::uint64_t sent = 0, delivered = 0, contention = 0, random_loss = 0;
  std::uint64_t sent_bytes = 0;  // bytes of the bursts sent (their members' sizes)
  std::uint64_t in_flight() const { return sent - delivered - contention - random_loss; }
};

class JetBurstCore final : private sim::EventHandler {
 public:
  /// Called once per burst when its fate is known (before its segments are handed on or
  /// dropped), for the model's statistics.
  using OutcomeHook = std::function<void(const edge::OpticalPacket&, BurstOutcome)>;

  JetBurstCore(net::Network& net, const JetParams& params, std::vector<CoreFibre> fibres,
               const std::string& rng_name);
  JetBurstCore(const JetBurstCore&) = delete;
  JetBurstCore& operator=(const JetBurstCore&) = delete;

  /// The route from edge `from` to edge `to` as fibre indices, and the egress that takes
  /// the bursts at its end.
  void add_route(net::NodeId from, net::NodeId to, std::vector<std::uint32_t> fibres,
                 edge::OpticalReceiver& egress);
  void set_outcome_hook(OutcomeHook hook) { hook_ = std::move(hook); }

  /// Sends a burst closed now at its ingress toward its egress.
  void send(edge::OpticalPacketPtr burst);

  const JetParams& params() const { return params_; }
  const std::vector<CoreFibre>& fibres() const { return fibres_; }
  const WavelengthSchedule& schedule(std::uint32_t fibre) const { return schedules_[fibre]; }
  /// The route's hops, and the JET offset H·δ of a route of `hops` hops.
  std::size_t route_hops(net::NodeId from, net::NodeId to) const;
  sim::SimTime offset(std::size_t hops) const {
    return params_.header_processing * static_cast<std::int64_t>(hops);
  }
  const JetStats& stats() const { return stats_; }
  /// Bytes of the bursts sent from ingress node `from` onto its outgoing fibre (0 if none).
  std::uint64_t bytes_sent_from(net::NodeId from) const {
    return from < sent_bytes_from_.size() ? sent_bytes_from_[from] : 0;
  }
  /// IP packets inside bursts that are travelling now.
  std::uint64_t packets_in_flight() const { return packets_in_flight_; }

 private:
  struct Route {
    std::vector<std::uint32_t> fibres;
    edge::OpticalReceiver* egress = nullptr;
  };
  struct Flight {
    edge::OpticalPacketPtr burst;
    const Route* route = nullptr;
    std::uint32_t next_hop = 0;  // the hop whose header is processed next (or H: arrival)
    sim::SimTime departure;      // the burst leaves the ingress
    sim::SimTime duration;       // L / R
    sim::SimTime travelled;      // propagation delay of the fibres before `next_hop`
    std::int32_t channel = WavelengthSchedule::kNone;
    bool doomed = false;  // lost to the extra random loss on arrival
    sim::Event event;
  };
  static std::uint64_t key(net::NodeId from, net::NodeId to) {
    return (std::uint64_t(from) << 32) | to;
  }
  void handle_event(sim::Event& ev) override;
  bool reserve_hop(Flight& f, std::uint32_t hop, sim::SimTime burst_at);
  /// Tells the taps that `burst` starts on `fibre` at `at` on wavelength `channel` (a
  /// reservation, possibly ahead), its header `lead` ahead of it.
  void report(const edge::OpticalPacket& burst, const CoreFibre& fibre, sim::SimTime at,
              sim::SimTime duration, std::int32_t channel, sim::SimTime lead) const;
  void finish(Flight& f, BurstOutcome outcome, net::NodeId where);
  /// Tells the taps that the burst of `f` could not reserve hop `hop` from `burst_at`.
  void report_refusal(const Flight& f, std::uint32_t hop, sim::SimTime burst_at) const;
  void release(Flight& f);

  net::Network& net_;
  JetParams params_;
  std::vector<CoreFibre> fibres_;
  std::vector<WavelengthSchedule> schedules_;
  std::unordered_map<std::uint64_t, Route> routes_;
  sim::RandomStream rng_;
  OutcomeHook hook_;
  std::vector<std::uint64_t> sent_bytes_from_;  // by ingress node id
  std::vector<std::unique_ptr<Flight>> flights_;
  std::vector<std::uint32_t> free_;
  JetStats stats_;
  std::uint64_t packets_in_flight_ = 0;
};

}  // namespace opslab::switching
