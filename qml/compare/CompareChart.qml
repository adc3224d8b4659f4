// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CompareChart: one chart of the side-by-side view — the same quantity of both runs overlaid,
// each in its run's colour, on one time axis. `what` picks it by the role the model gives its
// series (no view names a series): "goodput" (the total if the run samples one), "window" (the
// congestion window of `flow`), or "fairness" (Jain's index of the traced flows' goodput).
// Points come from each run's ChartFeed with one replace() of the whole list.
import QtQuick
import QtCharts
import OpsLab
import OpsLab.Ui
import "../charts/ChartAxes.js" as ChartAxes
import "../charts/TimeAxis.js" as TimeAxis

Item {
    id: root
    property var feeds: []          // the ChartFeed of each run
    property var colors: []         // the colour of each run
    property string what: "goodput"
    property int flow: 0
    property string title
    property int maxPoints: 600
    property real endTime: 0
    property var seen: [-1, -1]
    property var names: [qsTr("first run"), qsTr("second run")]  // of the runs, for the CSV
    /// The time axis' unit now (TimeAxis.unit of the span shown) and its factor from seconds.
    property string xUnit: "s"
    property real xScale: 1

    /// Points drawn now for run i (tests).
    function pointCount(i) { return i === 0 ? lineA.count : lineB.count }

    function seriesOf(feed) {
        if (!feed) return ""
        return what === "window" ? feed.windowSeries : what === "goodput" ? feed.goodputSeries : ""
    }
    function keyOf(feed) {
        if (what === "window") return feed.isTraced(flow) ? String(flow) : (feed.tracedFlows.length > 0 ? feed.tracedFlows[0] : "")
        var keys = feed.chartKeys(seriesOf(feed))
        return keys.length > 0 ? keys[0] : ""
    }
    /// As many decimals as the tick spacing needs (0, 0.5, 1 — not 0, 1, 1).
    function tickFormat(lo, hi, ticks) {
        var step = ticks > 1 ? (hi - lo) / (ticks - 1) : 0
        if (!(step > 0) || !isFinite(step)) return "%.0f"
        for (var d = 0; d <= 6; ++d) {
            var scaled = step * Math.pow(10, d)
            if (Math.abs(scaled - Math.round(scaled)) <= 1e-7 * Math.max(1, scaled)) return "%." + d + "f"
        }
        return "%.3f"
    }

    /// As SVG and CSV ("" or an error), through ChartExport.
    function exportAxes(t) { return ChartAxes.forExport(axisX, axisY, t || root.title, axisX.titleText, root.title) }
    function saveImage(path, done) {
        if (!chart.grabToImage(function(result) { done(ChartExport.writeImage(result.image, path)) })) done(ChartExport.writeImage(null, path))
    }
    function saveSvg(path, t) { return ChartExport.writeSvg([lineA, lineB], exportAxes(t), path, Math.round(width), Math.round(height)) }
    function saveCsv(path) { return ChartExport.writeCsv([lineA, lineB], exportAxes(""), path) }

    function fillOne(feed, line) {
        if (!feed) { line.clear(); return Qt.point(Infinity, -Infinity) }
        var x1 = axisX.max / xScale
        if (what === "fairness") return feed.fillFairness(line, 0, x1, maxPoints, false, xScale)
        var s = seriesOf(feed)
        if (s.length === 0) { feed.clearSeries(line); return Qt.point(Infinity, -Infinity) }
        return feed.fill(line, s, keyOf(feed), 0, x1, maxPoints, false, xScale)
    }

    function refresh() {
        var a = feeds.length > 0 ? feeds[0] : null
        var b = feeds.length > 1 ? feeds[1] : null
        seen = [a ? a.revision : -1, b ? b.revision : -1]
        var last = Math.max(a ? a.lastTime : 0, b ? b.lastTime : 0)
        var span = Math.max(last, endTime > 0 ? endTime / 20 : 0.05)
        var u = TimeAxis.unit(span)
        xUnit = u[0]
        xScale = u[1]
        axisX.min = 0
        axisX.max = span * xScale
        var ra = fillOne(a, lineA)
        var rb = fillOne(b, lineB)
        var hi = Math.max(lineA.count > 0 ? ra.y : -Infinity, lineB.count > 0 ? rb.y : -Infinity)
        if (!isFinite(hi) || hi <= 0) hi = 1
        axisY.min = 0
        axisY.max = hi * 1.08
        axisY.applyNiceNumbers()
        axisX.applyNiceNumbers()
        axisY.labelFormat = tickFormat(axisY.min, axisY.max, axisY.tickCount)
        axisX.labelFormat = tickFormat(axisX.min, axisX.max, axisX.tickCount)
    }

    onFeedsChanged: refresh()
    onFlowChanged: refresh()
    Timer {
        interval: 350
        repeat: true
        running: root.visible
        onTriggered: {
            var a = root.feeds.length > 0 ? root.feeds[0] : null
            var b = root.feeds.length > 1 ? root.feeds[1] : null
            if ((a && a.revision !== root.seen[0]) || (b && b.revision !== root.seen[1])) root.refresh()
        }
    }

    Text {
        id: heading
        anchors { left: parent.left; top: parent.top; leftMargin: Math.round(8 * Theme.scale) }
        text: root.title
        color: Theme.text
        font.pixelSize: Theme.body
        font.weight: Font.DemiBold
    }

    ChartView {
        id: chart
        anchors { left: parent.left; right: parent.right; top: heading.bottom; bottom: parent.bottom }
        antialiasing: true
        backgroundColor: "transparent"
        plotAreaColor: "transparent"
        backgroundRoundness: 0
        dropShadowEnabled: false
        animationOptions: ChartView.NoAnimation
        legend.visible: false  // the view's caption names the runs and their colours
        margins { left: 2; right: 6; top: 2; bottom: 0 }

        ValueAxis {
            id: axisX
            min: 0
            max: 1
            tickCount: 5
            titleText: qsTr("simulated time (%1)").arg(root.xUnit)
            titleFont.pixelSize: Theme.small
            titleBrush: Theme.textFaint
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            color: Theme.border
        }
        ValueAxis {
            id: axisY
            min: 0
            max: 1
            tickCount: 5
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            color: Theme.border
        }
        LineSeries {
            id: lineA
            name: root.names[0] || ""
            axisX: axisX
            axisY: axisY
            width: 2.2 * Theme.lineScale
            color: root.colors.length > 0 ? root.colors[0] : Theme.accent
            useOpenGL: false
        }
        LineSeries {
            id: lineB
            name: root.names[1] || ""
            axisX: axisX
            axisY: axisY
            width: 2.2 * Theme.lineScale
            color: root.colors.length > 1 ? root.colors[1] : Theme.warning
            useOpenGL: false
        }
    }
}
