// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LiveChart: the one adapter between the app and the chart library (Qt Charts today; Qt Graphs
// later changes this file and ChartFeed.cpp only). It draws a list of series specs
//   { series, key } — a sampled time series of the run (same numbers as timeseries.csv);
//     with `rate: true`, a rate averaged over the feed's rate window (ChartFeed.fillRate), or
//   { trace: 0 … 4 } — time–sequence points (ChartFeed.TraceType: sent, retransmitted,
//     acknowledged, SACK block edges, reordered arrivals),
//   { fairness: true } — Jain's index of the traced flows' goodput over the same window
//     (ChartFeed.fillFairness),
//   { vline: seconds } — a vertical marker line at that time (e.g. the end of the warm-up),
//   { hline: value } — a horizontal dashed line at a value theory gives (a model's
//     ChartSpec references: FIFO's 2 − √2 saturation, an output-queued switch's delay),
// (with a pinned reference run, every sampled series is drawn again from it, faded and dashed),
// each with a label, a colour and a style ("line", "dash", "scatter"; a scatter may set `size`,
// `shape` ("rectangle", "diamond", "triangle", "circle") and a `border` colour), fills them with one replace() of
// the whole point list, scrolls with time, can be frozen and saved as a PNG. With `markFlow`
// set it marks that flow's window reductions with their cause (ChartFeed.marks; a click goes
// to that moment). Tick labels carry the decimals their spacing needs (tickFormat). Its legend is
// drawn here rather than by the chart library, so that in a narrow card it wraps onto a second
// line instead of eliding the labels. The time axis follows the run's scale: its unit (µs, ms or
// s, timeUnit()) is chosen from the span shown, and a window longer than the run is the run.
// To a screen reader it is a chart named by its card, whose description reads each series'
// latest value in words (spokenValues), so that nothing it shows is only a picture.
import QtQuick
import QtCharts
import OpsLab
import OpsLab.Ui
import "../components"
import "ChartAxes.js" as ChartAxes
import "TimeAxis.js" as TimeAxis

Item {
    id: root
    Accessible.role: Accessible.Chart
    Accessible.description: spokenValues
    property var specs: []
    property string yTitle
    property real windowSeconds: 0     // 0: the whole run so far
    property bool frozen: false
    property bool fromZero: true       // y axis starts at 0 (else it fits the data)
    property int maxPoints: 700
    /// Each series' latest value in words ("flow 1: 43.2; flow 2: 40.1 (Mb/s)"), kept by refresh().
    property string spokenValues: ""
    property bool showLegend: true
    property int maxLegend: 4         // more series than this: no legend (colour = flow)
    /// The flow whose window reductions are marked on the first series (−1: none).
    property int markFlow: -1
    /// The marks drawn now: ChartFeed.marks() entries with their position in the chart.
    property var markList: []
    readonly property var feed: App.simulation.charts
    property int seen: -1

    readonly property bool legendShown: showLegend && specs.length > 1 && specs.length <= maxLegend
    /// Where the data is drawn, inside the axes (in this item's coordinates).
    readonly property rect plotArea: chart.plotArea

    /// Saves the chart with its legend as a PNG file of this item's size in pixels, whole or not
    /// at all; calls done("") or done(the one-line error naming the file and the cause).
    function saveImage(path, done) {
        if (!root.grabToImage(function(result) { done(ChartExport.writeImage(result.image, path)) }))
            done(ChartExport.writeImage(null, path))  // not in a visible window: nothing to grab
    }

    /// The unit of a time axis spanning `span` seconds: [name, seconds → unit factor] — µs
    /// below 2 ms, ms below 2 s, else s — so that its ticks read 0–10 ms, not 0–0.01 s.
    function timeUnit(span) { return TimeAxis.unit(span) }
    /// The time unit shown now (for the card's subtitle and tests).
    property string xUnit: "s"
    property real xScale: 1

    /// What ChartExport needs: the chart's series and its axes as drawn now.
    function exportSeries() {
        var out = []
        for (var i = 0; i < chart.count; ++i) out.push(chart.series(i))
        return out
    }
    function exportAxes(title) { return ChartAxes.forExport(axisX, axisY, title || "", axisX.titleText, yTitle) }
    /// The chart as an SVG of its size on screen, and its series as CSV ("" or an error).
    function saveSvg(path, title) { return ChartExport.writeSvg(exportSeries(), exportAxes(title), path, Math.round(width), Math.round(height)) }
    function saveCsv(path) { return ChartExport.writeCsv(exportSeries(), exportAxes(""), path) }

    /// Points drawn now by the series of specs[i] (for tests and the inspector).
    function pointCount(i) { return i < chart.count ? chart.series(i).count : 0 }

    /// The printf format for ticks from `lo` to `hi` at `ticks` ticks: as many decimals as the
    /// spacing needs to tell the ticks apart exactly (0.5 steps: one decimal; 0.25: two), none
    /// for whole steps, so 0, 0.5, 1 never reads 0, 1, 1 and 10000 never 1e+04.
    function tickFormat(lo, hi, ticks) {
        var step = ticks > 1 ? (hi - lo) / (ticks - 1) : 0
        if (!(step > 0) || !isFinite(step)) return "%.0f"
        // Two significant digits of the step at most: a scrolling axis whose ticks are not
        // round (0.102375 apart) reads 0.10, 0.20 rather than six decimals.
        var most = Math.min(6, Math.max(0, Math.ceil(-Math.log10(step)) + 1))
        for (var d = 0; d < most; ++d) {
            var scaled = step * Math.pow(10, d)
            if (Math.abs(scaled - Math.round(scaled)) <= 1e-7 * Math.max(1, scaled)) return "%." + d + "f"
        }
        return "%." + most + "f"
    }

    // Places the focus flow's reduction marks on the first series' curve, at its last sample
    // before the reduction.
    function placeMarks(x0, x1) {
        if (markFlow < 0 || chart.count === 0 || specs.length === 0 || specs[0].series === undefined) {
            markList = []
            return
        }
        var raw = feed.marks(markFlow, x0, x1, false)
        var out = []
        for (var i = Math.max(0, raw.length - 300); i < raw.length; ++i) {
            var m = raw[i]
            var y = feed.valueAt(specs[0].series, specs[0].key, m.t)
            if (!isFinite(y)) y = axisY.min
            var p = chart.mapToPosition(Qt.point(m.t * xScale, Math.min(y, axisY.max)), chart.series(0))
            out.push({ mark: m, px: p.x, py: p.y })
        }
        markList = out
    }

    readonly property var markerShapes: ({
        rectangle: ScatterSeries.MarkerShapeRectangle,
        diamond: ScatterSeries.MarkerShapeRotatedRectangle,
        triangle: ScatterSeries.MarkerShapeTriangle,
        circle: ScatterSeries.MarkerShapeCircle
    })

    function rebuild() {
        chart.removeAllSeries()
        for (var i = 0; i < specs.length; ++i) {
            var spec = specs[i]
            var scatter = spec.style === "scatter"
            var s = chart.createSeries(scatter ? ChartView.SeriesTypeScatter : ChartView.SeriesTypeLine,
                                       spec.label, axisX, axisY)
            if (scatter) {
                s.markerSize = (spec.size || 5) * Theme.lineScale
                s.borderColor = spec.border || "transparent"
                s.borderWidth = spec.border ? 1.5 * Theme.lineScale : 0
                s.markerShape = markerShapes[spec.shape || "rectangle"]
                s.color = spec.color
            } else {
                s.width = (spec.width || 2) * Theme.lineScale
                s.color = spec.color                         // after width (TOOLCHAIN gotcha 6)
                if (spec.style === "dash") s.style = Qt.DashLine
            }
            s.useOpenGL = false
        }
        // The pinned reference run: each sampled series again, faded and dashed.
        var refs = []
        if (feed.hasReference) {
            for (var k = 0; k < specs.length; ++k) {
                var rs = specs[k]
                // Sampled lines only; dashed ones (ssthresh) stay uncompared to keep it readable.
                if ((rs.series === undefined && !rs.fairness) || rs.style === "scatter" || rs.style === "dash") continue
                var r = chart.createSeries(ChartView.SeriesTypeLine, "reference", axisX, axisY)
                r.width = Math.max(1, (rs.width || 2) * 0.8) * Theme.lineScale
                r.color = Theme.alpha(Qt.lighter(rs.color, 1.0), 0.55)  // a colour object from any spec colour
                r.style = Qt.DashLine
                r.useOpenGL = false
                refs.push(k)
            }
        }
        refSpecs = refs
        seen = -1
        refresh()
    }
    property var refSpecs: []   // spec index of each reference series (after the specs' own)

    /// The x axis [x0, x1] in seconds at time `now` of a run lasting `endTime` (0: unknown).
    /// A window as long as the run or longer shows the whole run; otherwise it grows with the
    /// run (from a fiftieth of the window, so the first instants are not a sliver at zero)
    /// until it is full, then ends at the current time. The whole-run view starts at a
    /// twentieth of the run.
    function xSpan(now, endTime) {
        var w = windowSeconds
        if (w > 0) {
            if (endTime > 0 && w >= endTime) return [0, endTime]
            if (now < w) return [0, Math.max(now, w / 50)]
            return [now - w, now]
        }
        return [0, Math.max(now, endTime > 0 ? endTime / 20 : 0.05)]
    }

    function refresh() {
        if (frozen) return
        seen = feed.revision
        var span = xSpan(Math.max(feed.lastTime, App.simulation.simTime), App.simulation.endTime)
        var x0 = span[0], x1 = span[1]
        var unit = timeUnit(x1 - x0)
        xUnit = unit[0]
        xScale = unit[1]
        var lo = Infinity, hi = -Infinity
        for (var i = 0; i < specs.length && i < chart.count; ++i) {
            var spec = specs[i]
            var s = chart.series(i)
            if (spec.vline !== undefined) continue  // drawn once the axes are known
            if (spec.hline !== undefined) {  // in the y range, so that the reference is seen
                lo = Math.min(lo, spec.hline)
                hi = Math.max(hi, spec.hline)
                continue
            }
            var r = spec.trace !== undefined
                    ? feed.fillTrace(s, spec.trace, x0, x1, maxPoints, xScale)
                    : spec.fairness ? feed.fillFairness(s, x0, x1, maxPoints, false, xScale)
                    : spec.rate ? feed.fillRate(s, spec.series, spec.key, x0, x1, maxPoints, false, xScale)
                    : feed.fill(s, spec.series, spec.key, x0, x1, maxPoints, false, xScale)
            if (s.count > 0) {
                lo = Math.min(lo, r.x)
                hi = Math.max(hi, r.y)
            }
        }
        for (var k = 0; k < refSpecs.length && specs.length + k < chart.count; ++k) {
            var rspec = specs[refSpecs[k]]
            var rs = chart.series(specs.length + k)
            var rr = rspec.fairness ? feed.fillFairness(rs, x0, x1, maxPoints, true, xScale)
                     : rspec.rate ? feed.fillRate(rs, rspec.series, rspec.key, x0, x1, maxPoints, true, xScale)
                     : feed.fill(rs, rspec.series, rspec.key, x0, x1, maxPoints, true, xScale)
            if (rs.count > 0) {
                lo = Math.min(lo, rr.x)
                hi = Math.max(hi, rr.y)
            }
        }
        axisX.min = x0 * xScale
        axisX.max = x1 * xScale
        // As many x ticks as labels of about five characters fit (else Qt Charts elides them).
        if (chart.plotArea.width > 0)
            axisX.tickCount = Math.max(2, Math.min(5, Math.floor(chart.plotArea.width / (Theme.small * 3.8 + 14)) + 1))
        if (hi === -Infinity) { lo = 0; hi = 1 }
        if (fromZero) lo = 0
        var pad = (hi - lo) * 0.08
        if (pad <= 0) pad = Math.max(1, Math.abs(hi) * 0.1)
        axisY.min = fromZero ? 0 : Math.max(0, lo - pad)
        axisY.max = hi + pad
        axisY.applyNiceNumbers()
        fitTicks(axisY, chart.plotArea.height)
        if (windowSeconds <= 0) axisX.applyNiceNumbers()
        axisY.labelFormat = tickFormat(axisY.min, axisY.max, axisY.tickCount)
        axisX.labelFormat = tickFormat(axisX.min, axisX.max, axisX.tickCount)
        for (var j = 0; j < specs.length && j < chart.count; ++j) {
            var line = chart.series(j)
            if (specs[j].hline !== undefined) {
                line.clear()
                line.append(axisX.min, specs[j].hline)
                line.append(axisX.max, specs[j].hline)
                continue
            }
            if (specs[j].vline === undefined) continue
            line.clear()
            var vx = specs[j].vline * xScale
            if (vx > axisX.min && vx < axisX.max) {
                line.append(vx, axisY.min)
                line.append(vx, axisY.max)
            }
        }
        placeMarks(x0, x1)
        spokenValues = speak()
    }

    /// The latest value of each data series (at most eight), with the y axis's title.
    function speak() {
        var parts = []
        for (var i = 0; i < specs.length && i < chart.count && parts.length < 8; ++i) {
            var spec = specs[i], s = chart.series(i)
            if (spec.vline !== undefined || spec.hline !== undefined || s.count === 0) continue
            var y = s.at(s.count - 1).y
            parts.push(qsTr("%1: %2").arg(spec.label || "").arg(Number(y).toLocaleString(Qt.locale(), "g", 4)))
        }
        if (parts.length === 0) return qsTr("no data yet")
        return qsTr("latest values, %1: %2").arg(yTitle).arg(parts.join("; "))
    }

    // Qt Charts elides every y label to "…" when a label is taller than its share of the axis
    // (height / ticks, less padding), which applyNiceNumbers() easily causes in a small card:
    // merge nice intervals (extending the top to a whole one) until the labels fit.
    function fitTicks(axis, plotHeight) {
        if (plotHeight <= 0) return
        var most = Math.max(2, Math.floor(plotHeight / (Theme.small * 1.4 + 12)))
        var n = axis.tickCount - 1
        if (n + 1 <= most) return
        var step = (axis.max - axis.min) / n
        for (var k = 2; k <= n; ++k) {
            var m = Math.ceil(n / k)
            if (m + 1 <= most) {
                axis.max = axis.min + m * k * step
                axis.tickCount = m + 1
                return
            }
        }
    }

    onSpecsChanged: rebuild()
    onWindowSecondsChanged: refresh()
    onFrozenChanged: if (!frozen) refresh()
    Component.onCompleted: rebuild()

    Connections {
        target: root.feed
        function onReferenceChanged() { root.rebuild() }
        function onLayoutChanged() { root.rebuild() }
        function onRateWindowChanged() { root.refresh() }
        // Paused, the last data is drawn at once (a pause, a jump, a grab) rather than at the
        // next tick of the timer.
        function onChanged() { if (!App.simulation.running && root.visible) root.refresh() }
    }

    // Qt Charts repaints a whole chart in software on the GUI thread: a few times a second is
    // smooth enough for data sampled every few milliseconds of simulated time.
    // Charts side by side set different phases so that their repaints fall in different frames.
    property int refreshPhase: 0
    Timer {
        readonly property int period: 400
        interval: period + root.refreshPhase
        repeat: true
        running: root.visible && !root.frozen
        onRunningChanged: interval = period + root.refreshPhase
        onTriggered: {
            interval = period
            if (root.feed.revision !== root.seen) root.refresh()
        }
    }

    ChartView {
        id: chart
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: legendRow.visible ? legendRow.top : parent.bottom
        antialiasing: true
        backgroundColor: "transparent"
        plotAreaColor: "transparent"
        backgroundRoundness: 0
        dropShadowEnabled: false
        animationOptions: ChartView.NoAnimation
        legend.visible: false  // see legendRow
        margins.left: 2
        margins.right: 6
        margins.top: 2
        margins.bottom: 0

        ValueAxis {
            id: axisX
            min: 0
            max: 1
            tickCount: 5
            labelFormat: "%.0f"  // set by refresh()
            titleText: qsTr("simulated time (%1)").arg(root.xUnit)
            titleFont.pixelSize: Theme.small
            titleFont.family: Theme.fontFamily
            titleBrush: Theme.textFaint
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            labelsFont.family: Theme.fontFamily
            gridLineColor: Theme.border
            color: Theme.border
            minorGridVisible: false
        }
        ValueAxis {
            id: axisY
            min: 0
            max: 1
            tickCount: 5
            labelFormat: "%.0f"  // set by refresh()
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            labelsFont.family: Theme.fontFamily
            gridLineColor: Theme.border
            color: Theme.border
        }
    }

    // The window reductions of markFlow, by cause (a click goes to that moment).
    Repeater {
        model: root.markList
        LossMark {
            required property var modelData
            info: modelData.mark
            x: modelData.px - width / 2
            y: modelData.py - height - 1
            onActivated: App.simulation.seekEvents(modelData.mark.events)
        }
    }
    Row {
        visible: root.markList.length > 0
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.leftMargin: Math.round(44 * Theme.scale)
        spacing: Math.round(10 * Theme.scale)
        Repeater {
            model: [["loss", qsTr("real loss")], ["burst", qsTr("burst drop")], ["reordering", qsTr("reordering")], ["timeout", qsTr("timeout")]]
            Row {
                required property var modelData
                spacing: 3
                visible: root.markList.some(function(m) { return m.mark.kind === modelData[0] })
                LossMark { info: ({ kind: modelData[0] }); size: Math.round(9 * Theme.scale); enabled: false }
                Text { text: modelData[1]; color: Theme.textDim; font.pixelSize: Theme.small }
            }
        }
    }

    // What the dashed reference curves are (how the pinned run's scenario differs).
    Text {
        visible: root.refSpecs.length > 0
        anchors.top: parent.top
        anchors.right: parent.right
        anchors.rightMargin: Math.round(8 * Theme.scale)
        width: Math.min(implicitWidth, parent.width * 0.8)
        elide: Text.ElideRight
        text: "- - " + root.feed.referenceLabel
        color: Theme.textDim
        font.pixelSize: Theme.small
    }

    // The legend: one marker (as the series draws it) and label per spec, wrapping as needed.
    Flow {
        id: legendRow
        visible: root.legendShown
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.leftMargin: Math.round(8 * Theme.scale)
        anchors.rightMargin: Math.round(4 * Theme.scale)
        spacing: Math.round(10 * Theme.scale)
        Repeater {
            model: root.legendShown ? root.specs : []
            delegate: Row {
                id: entry
                required property var modelData
                // Time–sequence points: named once the run has some of that kind.
                visible: modelData.trace === undefined || (root.feed.traceKinds & (1 << modelData.trace)) !== 0
                readonly property bool scatter: modelData.style === "scatter"
                readonly property real markSize: Math.min(10, (modelData.size || 5) + 1) * Theme.scale
                spacing: Math.round(4 * Theme.scale)
                Item {
                    width: Math.round(16 * Theme.scale)
                    height: label.height
                    Rectangle {  // line
                        visible: !entry.scatter && entry.modelData.style !== "dash"
                        anchors.verticalCenter: parent.verticalCenter
                        width: parent.width
                        height: Math.max(2, Math.round((entry.modelData.width || 2) * Theme.lineScale))
                        color: entry.modelData.color
                    }
                    Row {  // dashed line
                        visible: entry.modelData.style === "dash"
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 3
                        Repeater {
                            model: 3
                            Rectangle {
                                width: 4
                                height: Math.max(2, Math.round((entry.modelData.width || 2) * Theme.lineScale))
                                color: entry.modelData.color
                            }
                        }
                    }
                    Rectangle {  // rectangle, diamond, circle markers
                        visible: entry.scatter && entry.modelData.shape !== "triangle"
                        anchors.centerIn: parent
                        width: entry.modelData.shape === "diamond" ? entry.markSize * 0.8 : entry.markSize
                        height: width
                        rotation: entry.modelData.shape === "diamond" ? 45 : 0
                        radius: entry.modelData.shape === "circle" ? width / 2 : 0
                        color: entry.modelData.color
                        border.color: entry.modelData.border || "transparent"
                        border.width: entry.modelData.border ? 1 : 0
                        antialiasing: true
                    }
                    Text {  // triangle marker
                        visible: entry.scatter && entry.modelData.shape === "triangle"
                        anchors.centerIn: parent
                        text: "\u25B2"
                        color: entry.modelData.color
                        font.pixelSize: Math.round(entry.markSize * 1.2)
                    }
                }
                Text {
                    id: label
                    text: entry.modelData.label
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                    font.family: Theme.fontFamily
                }
            }
        }
    }
}
