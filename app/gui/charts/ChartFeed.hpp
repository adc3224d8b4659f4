// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartFeed: the live chart data of the current run — the model's sampled time series (the
// same numbers as timeseries.csv, found by what they show: the model describes each series'
// role — window, goodput, queue, jitter — so no view names one) and the tcptrace-style
// time–sequence points of the traced flow (sent, retransmitted, ACKed, SACK blocks, reordered
// arrivals) — plus the sampled series of one pinned earlier run to compare with, the run's
// bookmarks (first drop, and each window reduction with its cause: the timeline's ticks and the
// cwnd chart's marks), and the one place that fills chart series, with a whole-list replace()
// and min/max decimation.
//
// Only ChartFeed.cpp and qml/LiveChart.qml know the chart library (Qt Charts, deprecated
// upstream after 6.10); moving to Qt Graphs changes those two files.
// Memory: 8 bytes per sample per series; appending is amortized O(new samples).
#pragma once

#include <QObject>
#include <QPointF>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "charts/HistogramFeed.hpp"
#include "simulation/Snapshot.hpp"

class QAbstractSeries;

namespace opslab::gui {

class ChartFeed : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("owned by SimulationController")
  /// Increments whenever new data arrived (views refresh on change).
  Q_PROPERTY(int revision READ revision NOTIFY changed)
  /// The TraceTypes the traced flow's time–sequence graph holds, as bits (1 << type): a legend
  /// names only what the run has (no SACK blocks for a NewReno flow).
  Q_PROPERTY(int traceKinds READ traceKinds NOTIFY changed)
  /// Time of the newest sample, seconds.
  Q_PROPERTY(double lastTime READ lastTime NOTIFY changed)
  /// Keys of the flows whose congestion window is sampled (the first traced flows).
  Q_PROPERTY(QStringList tracedFlows READ tracedFlows NOTIFY layoutChanged)
  /// The series of the window chart and of the side-by-side view: congestion window,
  /// slow-start threshold, goodput ("" when the run samples none).
  Q_PROPERTY(QString windowSeries READ windowSeries NOTIFY layoutChanged)
  Q_PROPERTY(QString thresholdSeries READ thresholdSeries NOTIFY layoutChanged)
  Q_PROPERTY(QString goodputSeries READ goodputSeries NOTIFY layoutChanged)
  /// min(cwnd, receiver window) of the traced flows, when they have a receiver window cap.
  Q_PROPERTY(QString effectiveWindowSeries READ effectiveWindowSeries NOTIFY layoutChanged)
  /// The flow of the time–sequence graph (-1: none).
  Q_PROPERTY(int traceFlow READ traceFlow NOTIFY layoutChanged)
  Q_PROPERTY(QString sequenceUnit READ sequenceUnit NOTIFY layoutChanged)
  /// End of the warm-up, seconds (metrics measured "since warm-up" restart there).
  Q_PROPERTY(double warmup READ warmup NOTIFY layoutChanged)
  /// A pinned earlier run whose sampled series the charts draw beside the current run's.
  Q_PROPERTY(bool hasReference READ hasReference NOTIFY referenceChanged)
  /// How the pinned run differs from the current one (set by the controller).
  Q_PROPERTY(QString referenceLabel READ referenceLabel NOTIFY referenceLabelChanged)
  /// Increments whenever bookmarks were found.
  Q_PROPERTY(int markRevision READ markRevision NOTIFY marksChanged)
  /// The charts the run offers (scenario::ChartSpec), in the model's order, each as
  /// { id, title, kind ("window", "sequence", "series", "fairness", "histogram"), series
  /// (names), perKey, unit, note, histogram, references: [{ value, label }], shown }; the
  /// words in the interface's language (re-read when it changes: layoutChanged).
  Q_PROPERTY(QVariantList charts READ charts NOTIFY layoutChanged)
  /// The distributions the model counts (the histogram chart's data).
  Q_PROPERTY(opslab::gui::HistogramFeed* histograms READ histograms CONSTANT)
  /// The window of the rate charts (goodput-role series, fillRate) and of Jain's index
  /// (fillFairness), seconds of simulated time; 0: each sample as sampled (its interval).
  /// Until one is picked, the run's default (metrics::default_rate_window).
  Q_PROPERTY(double rateWindow READ rateWindow WRITE setRateWindow NOTIFY rateWindowChanged)
  /// The windows to pick from: 0 (the samples themselves) first, then rate_window_choices.
  Q_PROPERTY(QVariantList rateWindows READ rateWindows NOTIFY rateWindowChanged)
  /// Time between samples, seconds (0 until two samples arrived).
  Q_PROPERTY(double sampleInterval READ sampleInterval NOTIFY rateWindowChanged)
  /// The most the goodput-role series' total can be, in its unit (ModelRun::goodput_capacity);
  /// NaN when the model does not know.
  Q_PROPERTY(double goodputCapacity READ goodputCapacity NOTIFY layoutChanged)
  /// The run's own figures since the warm-up, from its summary: the goodput-role series'
  /// column and Jain's index over all flows (NaN: none yet).
  Q_PROPERTY(double runRate READ runRate NOTIFY figuresChanged)
  Q_PROPERTY(double runFairness READ runFairness NOTIFY figuresChanged)

 public:
  /// Matches TracePoint::Type. Sacked points are SACK blocks, drawn as their two edges.
  enum TraceType { Sent = 0, Retransmitted = 1, Acked = 2, Sacked = 3, Reordered = 4 };
  Q_ENUM(TraceType)

  explicit ChartFeed(QObject* parent = nullptr);

  int revision() const { return revision_; }
  int traceKinds() const { return traceKinds_; }
  double lastTime() const { return cur_.times.empty() ? 0.0 : cur_.times.back(); }
  QStringList tracedFlows() const;
  QString windowSeries() const { return cur_.withRole(1); }
  QString thresholdSeries() const { return cur_.withRole(2); }
  QString goodputSeries() const { return cur_.withRole(3); }
  QString effectiveWindowSeries() const { return cur_.withRole(6); }
  int traceFlow() const { return traceFlow_; }
  /// The unit of the time–sequence graph's y axis, in words ("segments", "bytes").
  QString sequenceUnit() const { return mss_ ? tr("segments") : tr("bytes"); }
  double warmup() const {
    return cur_.info ? static_cast<double>(cur_.info->warmupPs) * 1e-12 : 0.0;
  }
  bool hasReference() const { return ref_.info != nullptr; }
  int markRevision() const { return markRevision_; }
  QString referenceLabel() const { return referenceLabel_; }
  HistogramFeed* histograms() { return &histograms_; }
  QVariantList charts() const;
  double rateWindow() const;
  void setRateWindow(double seconds);
  QVariantList rateWindows() const;
  double sampleInterval() const;
  double goodputCapacity() const;
  double runRate() const { return runRate_; }
  double runFairness() const { return runFairness_; }
  /// Sets the run's figures (each snapshot that carries them).
  void setRunFigures(double rate, double fairness);
  /// A duration in words with the unit its size needs ("1 s", "200 ms", "500 µs").
  Q_INVOKABLE QString durationText(double seconds) const;

  /// Whether the run samples this series under this key.
  Q_INVOKABLE bool has(const QString& series, const QString& key) const;
  /// Whether the congestion window of this flow is sampled.
  Q_INVOKABLE bool isTraced(int flow) const { return has(windowSeries(), QString::number(flow)); }
  /// Names of the sampled series, each once, in stored order.
  Q_INVOKABLE QStringList seriesNames() const;
  /// Keys sampled for a series, in stored order.
  Q_INVOKABLE QStringList keys(const QString& series) const;
  /// The keys a chart of this series shows: its total over all flows if it has one, else all.
  Q_INVOKABLE QStringList chartKeys(const QString& series) const;
  /// What the series shows, with its unit ("goodput, Mb/s"), in the interface's language.
  Q_INVOKABLE QString seriesLabel(const QString& series) const;
  /// Whether `key` is the series' value over all flows or the whole network (its "total").
  Q_INVOKABLE bool isTotal(const QString& series, const QString& key) const;
  /// Replaces the points of `target` (an XY series) with the samples in [x0, x1], at most
  /// about `maxPoints` (min/max per bucket), of the current run or of the pinned reference.
  /// Returns the y range filled as (min, max). Points' x is in seconds × `xScale` (1e3: ms).
  Q_INVOKABLE QPointF fill(QObject* target, const QString& series, const QString& key,
                           double x0, double x1, int maxPoints, bool reference = false,
                           double xScale = 1.0) const;
  /// fill() of a rate series averaged over rateWindow() (metrics::windowed_rates): each point
  /// the rate over the window ending at that sample; with rateWindow() 0, the samples.
  Q_INVOKABLE QPointF fillRate(QObject* target, const QString& series, const QString& key,
                               double x0, double x1, int maxPoints, bool reference = false,
                               double xScale = 1.0) const;
  /// The last sample of a series at or before `t` seconds (NaN when there is none).
  Q_INVOKABLE double valueAt(const QString& series, const QString& key, double t) const;
  /// Keys of the flows whose own goodput is sampled (the goodput-role series of each traced
  /// flow).
  Q_INVOKABLE QStringList fairnessFlows() const;
  /// Replaces the points of `target` with Jain's fairness index (Σx)² / (n·Σx²) of the flows of
  /// fairnessFlows(), x each one's bytes delivered in the rateWindow() ending at each sample
  /// (metrics::windowed_jain; with rateWindow() 0, each sample's rates); undefined (no point)
  /// while none of them delivers anything.
  Q_INVOKABLE QPointF fillFairness(QObject* target, double x0, double x1, int maxPoints,
                                   bool reference = false, double xScale = 1.0) const;
  /// The same for the time–sequence graph's points of one TraceType (y in segments, or bytes
  /// without TCP). A SACK block gives two points at its ACK's time: its first byte and one past
  /// its last byte (Qt Charts cannot break a line series, so blocks are drawn as edge marks).
  Q_INVOKABLE QPointF fillTrace(QObject* target, int type, double x0, double x1,
                                int maxPoints, double xScale = 1.0) const;
  /// Time range covered by the trace points so far, as (first, last) in seconds.
  Q_INVOKABLE QPointF traceSpan() const;
  Q_INVOKABLE void clearSeries(QObject* target) const;
  /// Keeps the current run's samples as the reference (the charts draw them dashed), e.g.
  /// before changing a parameter and resetting; replaces an earlier reference.
  Q_INVOKABLE void pinReference(const QString& label);
  Q_INVOKABLE void clearReference();
  void setReferenceLabel(const QString& label);

  /// The bookmarks of `flow` in [x0, x1] seconds, oldest first, as { t (s), events, kind (the
  /// Bookmark::Kind name), cause (words), text, flow, cwndBefore and cwnd (after the
  /// reduction), segments };
  /// with `runWide`, the run's own ones (the first drop) too.
  Q_INVOKABLE QVariantList marks(int flow, double x0, double x1, bool runWide) const;
  /// The words for a bookmark's kind ("3 dup-ACKs after reordering"…).
  static QString causeText(Bookmark::Kind kind);
  static QString kindName(Bookmark::Kind kind);

  // Fed by the controller on the GUI thread.
  void reset(const std::shared_ptr<const RunInfo>& info);
  void append(const std::vector<double>& times, const std::vector<std::vector<double>>& values);
  void appendTrace(bool reset, std::int64_t flow, std::vector<TracePoint>&& points);
  void notify();
  /// Replaces the model's histograms (each snapshot).
  void setHistograms(std::vector<HistogramView>&& views) { histograms_.update(std::move(views)); }
  /// Forgets the samples and the trace but keeps the run, the reference and the bookmarks (a
  /// jump: the controller refills them up to the new time).
  void clearHistory();
  /// Adds bookmarks found since the last snapshot.
  void addMarks(std::vector<Bookmark>&& marks);
  const std::vector<Bookmark>& allMarks() const { return marks_; }

  /// The sampled values of one series (for tests and the inspector).
  const std::vector<double>* values(const QString& series, const QString& key) const;
  const std::vector<double>& times() const { return cur_.times; }
  /// The time–sequence points of the traced flow so far, in time order (for tests).
  const std::vector<TracePoint>& trace() const { return trace_; }

 signals:
  void changed();
  void layoutChanged();
  void referenceChanged();
  void referenceLabelChanged();
  void marksChanged();
  void rateWindowChanged();
  void figuresChanged();

 private:
  /// What a series shows (its label) in the interface's language; its name if it has none.
  QString words(const QString& series) const;

  /// A run's sampled series: sample times and one column per series of its RunInfo.
  struct Samples {
    std::shared_ptr<const RunInfo> info;
    std::vector<double> times;
    std::vector<std::vector<double>> values;
    int index(const QString& series, const QString& key) const;
    const std::vector<double>* column(const QString& series, const QString& key) const;
    QStringList keys(const QString& series) const;
    QStringList fairnessKeys() const;  // flows whose own goodput is sampled
    /// The first series of a role (scenario::SeriesRole), or "".
    QString withRole(int role) const;
  };

  Samples cur_, ref_;
  double pickedWindow_ = -1;  // the window picked, seconds; −1: the run's default
  double runRate_ = std::numeric_limits<double>::quiet_NaN();
  double runFairness_ = std::numeric_limits<double>::quiet_NaN();
  QString referenceLabel_;
  std::vector<TracePoint> trace_;
  int traceKinds_ = 0;  // bits of the TraceTypes in trace_
  int traceFlow_ = -1;
  std::uint32_t mss_ = 0;
  std::vector<Bookmark> marks_;  // in event order
  HistogramFeed histograms_;
  int revision_ = 0;
  int markRevision_ = 0;
  bool dirty_ = false;
};

}  // namespace opslab::gui
