// LiveChart: the one adapter between the app and the chart library (Qt Charts today; Qt Graphs
// later changes this file and ChartFeed.cpp only). It draws a list of series specs
//   { series, key } — a sampled time series of the run (same numbers as timeseries.csv), or
//   { trace: 0 | 1 | 2 } — time–sequence points (sent, retransmitted, acknowledged),
//   { fairness: true } — Jain's index of the traced flows' goodput (ChartFeed.fillFairness),
// each with a label, a colour and a style ("line", "dash", "scatter"), fills them with one
// replace() of the whole point list, scrolls with time and can be frozen.
import QtQuick
import QtCharts
import OpsLab
import OpsLab.Ui

Item {
    id: root
    property var specs: []
    property string xTitle: "simulated time (s)"
    property string yTitle
    property real windowSeconds: 0     // 0: the whole run so far
    property bool frozen: false
    property bool fromZero: true       // y axis starts at 0 (else it fits the data)
    property int maxPoints: 700
    property bool showLegend: true
    readonly property var feed: App.simulation.charts
    property int seen: -1

    /// Saves the chart as a PNG file; calls done(ok).
    function saveImage(path, done) {
        chart.grabToImage(function(result) { done(result.saveToFile(path)) })
    }

    function rebuild() {
        chart.removeAllSeries()
        for (var i = 0; i < specs.length; ++i) {
            var spec = specs[i]
            var scatter = spec.style === "scatter"
            var s = chart.createSeries(scatter ? ChartView.SeriesTypeScatter : ChartView.SeriesTypeLine,
                                       spec.label, axisX, axisY)
            if (scatter) {
                s.markerSize = (spec.size || 5) * Theme.lineScale
                s.borderColor = "transparent"
                s.borderWidth = 0
                s.markerShape = ScatterSeries.MarkerShapeRectangle
                s.color = spec.color
            } else {
                s.width = (spec.width || 2) * Theme.lineScale
                s.color = spec.color                         // after width (TOOLCHAIN gotcha 6)
                if (spec.style === "dash") s.style = Qt.DashLine
            }
            s.useOpenGL = false
        }
        seen = -1
        refresh()
    }

    function refresh() {
        if (frozen) return
        seen = feed.revision
        var end = Math.max(feed.lastTime, App.simulation.simTime)
        var endTime = App.simulation.endTime
        var x1 = Math.max(end, endTime > 0 ? endTime / 20 : 0.05)
        var x0 = windowSeconds > 0 ? Math.max(0, x1 - windowSeconds) : 0
        var lo = Infinity, hi = -Infinity
        for (var i = 0; i < specs.length && i < chart.count; ++i) {
            var spec = specs[i]
            var s = chart.series(i)
            var r = spec.trace !== undefined
                    ? feed.fillTrace(s, spec.trace, x0, x1, maxPoints)
                    : spec.fairness ? feed.fillFairness(s, x0, x1, maxPoints)
                    : feed.fill(s, spec.series, spec.key, x0, x1, maxPoints)
            if (s.count > 0) {
                lo = Math.min(lo, r.x)
                hi = Math.max(hi, r.y)
            }
        }
        axisX.min = x0
        axisX.max = x1
        if (hi === -Infinity) { lo = 0; hi = 1 }
        if (fromZero) lo = 0
        var pad = (hi - lo) * 0.08
        if (pad <= 0) pad = Math.max(1, Math.abs(hi) * 0.1)
        axisY.min = fromZero ? 0 : Math.max(0, lo - pad)
        axisY.max = hi + pad
        axisY.applyNiceNumbers()
        if (windowSeconds <= 0) axisX.applyNiceNumbers()
    }

    onSpecsChanged: rebuild()
    onWindowSecondsChanged: refresh()
    onFrozenChanged: if (!frozen) refresh()
    Component.onCompleted: rebuild()

    Connections {
        target: root.feed
        function onLayoutChanged() { root.rebuild() }
    }

    // Qt Charts repaints a whole chart in software on the GUI thread: a few times a second is
    // smooth enough for data sampled every few milliseconds of simulated time.
    Timer {
        interval: 400
        repeat: true
        running: root.visible && !root.frozen
        onTriggered: if (root.feed.revision !== root.seen) root.refresh()
    }

    ChartView {
        id: chart
        anchors.fill: parent
        antialiasing: true
        backgroundColor: "transparent"
        plotAreaColor: "transparent"
        backgroundRoundness: 0
        dropShadowEnabled: false
        animationOptions: ChartView.NoAnimation
        legend.visible: root.showLegend && root.specs.length > 1 && root.specs.length <= 4
        legend.alignment: Qt.AlignBottom
        legend.labelColor: Theme.textDim
        legend.font.pixelSize: Theme.small
        legend.font.family: Theme.fontFamily
        legend.markerShape: Legend.MarkerShapeFromSeries
        margins.left: 2
        margins.right: 6
        margins.top: 2
        margins.bottom: 0

        ValueAxis {
            id: axisX
            min: 0
            max: 1
            tickCount: 5
            labelFormat: "%.3g"
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
            labelFormat: "%.4g"
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            labelsFont.family: Theme.fontFamily
            gridLineColor: Theme.border
            color: Theme.border
        }
    }
}
