#include "ParameterMeta.hpp"

#include <QHash>

namespace opslab::gui {

namespace {

struct Entry {
  const char* path;
  const char* label;
  const char* symbol;
  const char* unit;
  const char* hint;
  const char* choices;  // '|' separated
};

// Symbols follow the papers (He & Chan Table I; Minakhmetov et al.; DESIGN §4).
constexpr Entry kTable[] = {
    // topology
    {"topology.flows", "Flows", "N", "", "Number of TCP/UDP flows", ""},
    {"topology.n", "Source–destination pairs", "n", "", "He & Chan: pairs s_i → d_i", ""},
    {"topology.m", "Flows per pair", "m", "", "", ""},
    {"topology.k", "Fat-tree arity", "k", "", "k-ary fat-tree: k³/4 servers", ""},
    {"topology.access_mbps", "Access link rate", "", "Mb/s", "", ""},
    {"topology.bottleneck_mbps", "Bottleneck rate", "", "Mb/s", "", ""},
    {"topology.Bi_mbps", "Access link rate", "Bᵢ", "Mb/s", "", ""},
    {"topology.B0_mbps", "Core link rate", "B₀", "Mb/s", "", ""},
    {"topology.t0_ms", "Shortest-path delay", "t₀", "ms", "", ""},
    {"topology.rtt_ms", "Base round-trip time", "RTT", "ms", "Propagation only, split over the path", ""},
    {"topology.rtt_ms_list", "Per-flow RTTs", "", "ms", "Comma-separated; length divides the flow count", ""},
    {"topology.queue_packets", "Queue capacity", "", "packets", "Drop-tail buffer per output", ""},
    {"topology.loss_rate", "Random loss rate", "", "", "Bernoulli loss of data packets on the bottleneck", ""},
    {"topology.link_gbps", "Link rate", "", "Gb/s", "", ""},
    {"topology.link_m", "Link length", "", "m", "5 ns per metre", ""},
    // traffic
    {"traffic.kind", "Traffic", "", "", "TCP bulk transfers or UDP", "tcp|udp"},
    {"traffic.udp_load_mbps", "UDP load", "", "Mb/s", "Total over all flows", ""},
    {"traffic.udp_pattern", "UDP pattern", "", "", "", "poisson|constant"},
    {"traffic.udp_packet_bytes", "UDP packet size", "", "bytes", "", ""},
    {"traffic.start_min_s", "First start", "", "s", "Flows start uniformly in [first, last]", ""},
    {"traffic.start_max_s", "Last start", "", "s", "", ""},
    {"traffic.request_rate_per_s", "Request rate", "λ", "1/s", "Poisson connection requests", ""},
    // aggregation / deflection / switch
    {"aggregation.mode", "Aggregation", "", "", "Mixed: one timer per egress; per flow: one per flow", "none|mixed|per_flow"},
    {"aggregation.delta_ms", "Aggregation interval", "Δ", "ms", "An aggregate closes after Δ or at B₀·Δ bytes", ""},
    {"deflection.enabled", "Deflection routing", "", "", "Deflect instead of dropping on contention", ""},
    {"deflection.p", "Loss on deflection path", "p", "", "", ""},
    {"deflection.mu_ms", "Extra delay, mean", "μ", "ms", "t_c = max(0, N(μ, σ))", ""},
    {"deflection.sigma_ms", "Extra delay, std. dev.", "σ", "ms", "", ""},
    {"deflection.tv_min_ms", "Path change, min", "t_v", "ms", "Deflection delay redrawn every t_v", ""},
    {"deflection.tv_max_ms", "Path change, max", "t_v", "ms", "", ""},
    {"switch.type", "Switch", "", "", "", "all_optical|hybrid|electronic"},
    {"switch.n_e", "Buffer ports", "nₑ", "", "Electronic buffer ports of the hybrid switch", ""},
    // tcp
    {"tcp.variant", "TCP variant", "", "", "", "reno|newreno|sack|saw|sawl|msack"},
    {"tcp.packet_bytes", "Packet size", "", "bytes", "On the wire, header included", ""},
    {"tcp.header_bytes", "Header size", "", "bytes", "", ""},
    {"tcp.ack_bytes", "ACK size", "", "bytes", "", ""},
    {"tcp.initial_cwnd_packets", "Initial window", "", "segments", "", ""},
    {"tcp.initial_rto_ms", "Initial RTO", "", "ms", "", ""},
    {"tcp.min_rto_ms", "Minimum RTO", "", "ms", "", ""},
    {"tcp.max_rto_s", "Maximum RTO", "", "s", "", ""},
    {"tcp.delayed_ack", "Delayed ACKs", "", "", "", ""},
    {"tcp.delayed_ack_ms", "Delayed-ACK timer", "", "ms", "", ""},
    {"tcp.max_window_packets", "Receiver window", "", "segments", "0 = unlimited", ""},
    {"tcp.dupack_threshold", "Duplicate-ACK threshold", "", "", "", ""},
    {"tcp.rto_rule", "RTO rule", "", "", "auto: α/β for SAW, SAWL, mSACK", "auto|rfc6298|alpha_beta"},
    {"tcp.rto_alpha", "RTO back-off", "α", "", "RTO × α on timeout", ""},
    {"tcp.rto_beta", "RTO smoothing", "β", "", "β·RTT + (1−β)·RTO on ACK", ""},
    {"tcp.sawl_p", "SAWL factor", "p", "", "RTO + p·τ", ""},
    {"tcp.sack_rescue", "SACK rescue retransmission", "", "", "", ""},
    {"tcp.handshake", "3-way handshake", "", "", "", ""},
    // sim
    {"sim.duration_s", "Duration", "", "s", "", ""},
    {"sim.warmup_s", "Warm-up", "", "s", "Metrics are measured after it", ""},
    {"sim.seed", "Seed", "", "", "Same seed, same results", ""},
    {"sim.sample_interval_ms", "Sample interval", "", "ms", "Chart and timeseries.csv resolution", ""},
    {"sim.trace_flows", "Flows with cwnd charts", "", "", "The first N flows are sampled", ""},
};

QString derivedUnit(QString& key) {
  static const std::pair<const char*, const char*> suffixes[] = {
      {"_mbps", "Mb/s"}, {"_gbps", "Gb/s"},       {"_ms", "ms"},   {"_us", "µs"},
      {"_s", "s"},       {"_bytes", "bytes"},     {"_packets", "packets"}, {"_per_s", "1/s"}};
  for (const auto& [suffix, unit] : suffixes) {
    if (key.endsWith(QLatin1String(suffix))) {
      key.chop(static_cast<int>(qstrlen(suffix)));
      return QString::fromUtf8(unit);
    }
  }
  return {};
}

}  // namespace

ParameterMeta parameterMeta(const QString& section, const QString& key) {
  static const QHash<QString, std::pair<ParameterMeta, int>> table = [] {
    QHash<QString, std::pair<ParameterMeta, int>> t;
    int order = 0;
    for (const Entry& e : kTable) {
      ParameterMeta m;
      m.label = QString::fromUtf8(e.label);
      m.symbol = QString::fromUtf8(e.symbol);
      m.unit = QString::fromUtf8(e.unit);
      m.hint = QString::fromUtf8(e.hint);
      const QString choices = QString::fromUtf8(e.choices);
      if (!choices.isEmpty()) m.choices = choices.split(QLatin1Char('|'));
      m.order = order++;
      t.insert(QString::fromUtf8(e.path), {m, m.order});
    }
    return t;
  }();
  const auto it = table.constFind(section + QLatin1Char('.') + key);
  if (it != table.constEnd()) return it->first;
  ParameterMeta m;
  QString base = key;
  m.unit = derivedUnit(base);
  base.replace(QLatin1Char('_'), QLatin1Char(' '));
  if (!base.isEmpty()) base[0] = base[0].toUpper();
  m.label = base;
  return m;
}

int sectionOrder(const QString& section) {
  static const QStringList order = {QStringLiteral("scenario"),    QStringLiteral("topology"),
                                    QStringLiteral("traffic"),     QStringLiteral("aggregation"),
                                    QStringLiteral("deflection"),  QStringLiteral("switch"),
                                    QStringLiteral("tcp"),         QStringLiteral("sim")};
  const auto i = order.indexOf(section);
  return i < 0 ? 100 : static_cast<int>(i);
}

QString sectionTitle(const QString& section) {
  if (section == QLatin1String("tcp")) return QStringLiteral("TCP");
  if (section == QLatin1String("sim")) return QStringLiteral("Simulation");
  QString t = section;
  t.replace(QLatin1Char('_'), QLatin1Char(' '));
  if (!t.isEmpty()) t[0] = t[0].toUpper();
  return t;
}

}  // namespace opslab::gui
