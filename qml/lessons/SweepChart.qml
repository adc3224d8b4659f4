// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SweepChart: the figure of a lesson sweep — x = the plot's varied key, y = its metric, one
// series per value of the series key, each point the mean over seeds with its 95% confidence
// interval drawn as an error bar, and the paper's own values (the sweep's `paper` numbers,
// LessonController.paperPoints) as hollow diamonds. Like LiveChart, this file and
// LessonController's models are the only places that know the chart library (Qt Charts; Qt
// Graphs later changes this file).
import QtQuick
import QtCharts
import OpsLab
import OpsLab.Ui
import "../charts/ChartAxes.js" as ChartAxes

Item {
    id: root
    required property var lessons           // LessonController
    readonly property var palette: [Theme.accent, Theme.danger, Theme.success, Theme.warning,
                                    Theme.dark ? "#d58cff" : "#8e3fc4", Theme.textDim]
    property int pointCount: 0

    function saveImage(path, done) {
        chart.grabToImage(function(result) { done(ChartExport.writeImage(result.image, path)) })
    }

    /// The figure as SVG, and its points (mean, 95% CI) as CSV ("" or an error).
    function saveSvg(path) {
        var series = []
        for (var i = 0; i < chart.count; ++i) series.push(chart.series(i))
        return ChartExport.writeSvg(series, ChartAxes.forExport(xAxis, yAxis, lessons.figureTitle, xAxis.titleText, yAxis.titleText),
                                    path, Math.round(width), Math.round(height))
    }
    function saveCsv(path) {
        var rows = [], names = lessons.seriesNames, pts = lessons.points
        for (var j = 0; j < pts.count; ++j) {
            var q = pts.get(j)
            rows.push([names[q.series] || "", q.x, q.mean, q.ci, q.low, q.high])
        }
        return ChartExport.writeTable(["series", lessons.xTitle, lessons.yTitle + " (mean)", "ci95", "low", "high"], rows, path)
    }

    // The axes the figure is drawn on: logarithmic where the plot declares it (a power law shows
    // as a line), else linear; the unused one is hidden.
    readonly property var xAxis: lessons.logX && !lessons.xCategorical ? logAxisX : axisX
    readonly property var yAxis: lessons.logY ? logAxisY : axisY

    // A log axis over [a, b] labels the powers of its base: 10 when two or more powers of 10
    // fall within (0.001 and 0.01), else 2 (0.5, 1, 2, 4: a range within a decade still reads).
    function logBase(a, b) {
        return Math.floor(Math.log10(b)) - Math.ceil(Math.log10(a)) >= 1 ? 10 : 2
    }

    // Sets both ends in the order that keeps min ≤ max at each step (a log axis refuses other).
    function setRange(axis, a, b) {
        if (a > axis.max) { axis.max = b; axis.min = a } else { axis.min = a; axis.max = b }
    }

    function rebuild() {
        chart.removeAllSeries()
        var names = lessons.seriesNames
        var pts = lessons.points
        var paper = lessons.paperPoints || []
        var ax = xAxis, ay = yAxis
        var logX = ax === logAxisX, logY = ay === logAxisY
        axisX.visible = !logX; logAxisX.visible = logX
        axisY.visible = !logY; logAxisY.visible = logY
        // On a log axis only values above 0 have a place.
        var lo = Infinity, hi = -Infinity, x0 = Infinity, x1 = -Infinity
        function spanY(v) { if (!logY || v > 0) { lo = Math.min(lo, v); hi = Math.max(hi, v) } }
        function spanX(v) { if (!logX || v > 0) { x0 = Math.min(x0, v); x1 = Math.max(x1, v) } }
        for (var i = 0; i < pts.count; ++i) {
            var p = pts.get(i)
            spanY(p.low); spanY(p.mean); spanY(p.high); spanX(p.x)
        }
        for (var m = 0; m < paper.length; ++m) {  // the paper's values are in the figure too
            spanY(paper[m].y); spanX(paper[m].x)
        }
        if (lessons.xCategorical) { x0 = -0.5; x1 = lessons.xLabels.length - 0.5 }
        else if (lessons.xLabels.length > 0) {
            for (var k = 0; k < lessons.xLabels.length; ++k) spanX(Number(lessons.xLabels[k]))
        }
        if (x0 === Infinity) { x0 = logX ? 0.1 : 0; x1 = logX ? 10 : 1 }
        if (logX) {
            // A little room either side, in proportion; decades as the major ticks.
            setRange(logAxisX, x0 / 1.25, x1 * 1.25)
            logAxisX.base = logBase(logAxisX.min, logAxisX.max)
        } else {
            if (x1 <= x0) { x0 -= 0.5; x1 += 0.5 }
            var xpad = lessons.xCategorical ? 0 : (x1 - x0) * 0.05
            axisX.min = x0 >= 0 && x0 - xpad < 0 ? 0 : x0 - xpad
            axisX.max = x1 + xpad
            if (!lessons.xCategorical) axisX.applyNiceNumbers()
        }
        if (hi === -Infinity) { lo = logY ? 0.1 : 0; hi = logY ? 10 : 1 }
        if (logY) {
            setRange(logAxisY, lo / 1.25, hi * 1.25)
            logAxisY.base = logBase(logAxisY.min, logAxisY.max)
        } else {
            var ypad = Math.max((hi - lo) * 0.1, Math.abs(hi) * 0.02, 1e-9)
            axisY.min = lo >= 0 && lo - ypad < 0 ? 0 : lo - ypad
            axisY.max = hi + ypad
            axisY.applyNiceNumbers()
        }
        // Error bar caps: the same width on the screen on either kind of axis.
        var capLeft = function(x) { return logX ? x / 1.02 : x - (axisX.max - axisX.min) * 0.008 }
        var capRight = function(x) { return logX ? x * 1.02 : x + (axisX.max - axisX.min) * 0.008 }
        var floorY = function(y) { return logY ? Math.max(y, logAxisY.min) : y }
        for (var s = 0; s < names.length; ++s) {
            var color = palette[s % palette.length]
            var line = chart.createSeries(ChartView.SeriesTypeLine, names[s], ax, ay)
            line.width = 2 * Theme.lineScale
            line.color = color                                   // after width (TOOLCHAIN gotcha 6)
            var dots = chart.createSeries(ChartView.SeriesTypeScatter, names[s] + " ", ax, ay)
            dots.markerSize = 9 * Theme.lineScale
            dots.color = color
            dots.borderColor = Theme.surface
            dots.borderWidth = 1
            for (var j = 0; j < pts.count; ++j) {
                var q = pts.get(j)
                if (q.series !== s || (logX && q.x <= 0) || (logY && q.mean <= 0)) continue
                line.append(q.x, q.mean)
                dots.append(q.x, q.mean)
                if (q.ci > 0) {
                    // The 95% interval: a vertical bar with short caps.
                    var bar = chart.createSeries(ChartView.SeriesTypeLine, "", ax, ay)
                    bar.width = 1.5 * Theme.lineScale
                    bar.color = color
                    var low = floorY(q.low)
                    bar.append(capLeft(q.x), low); bar.append(capRight(q.x), low)
                    bar.append(q.x, low); bar.append(q.x, q.high)
                    bar.append(capLeft(q.x), q.high); bar.append(capRight(q.x), q.high)
                }
            }
        }
        // The paper's own numbers: hollow diamonds in the series' colour, drawn last (on top).
        for (var k = 0; k < paper.length; ++k) {
            var mark = chart.createSeries(ChartView.SeriesTypeScatter, qsTr("paper: %1").arg(paper[k].label), ax, ay)
            mark.markerShape = ScatterSeries.MarkerShapeRotatedRectangle
            mark.markerSize = 12 * Theme.lineScale
            mark.color = "transparent"
            mark.borderColor = palette[paper[k].series % palette.length]
            mark.borderWidth = 2 * Theme.lineScale
            mark.append(paper[k].x, paper[k].y)
        }
        paperCount = paper.length
        pointCount = pts.count
    }
    property int paperCount: 0

    Connections {
        target: root.lessons
        function onFigureChanged() { rebuildTimer.restart() }
    }
    Timer { id: rebuildTimer; interval: 60; onTriggered: root.rebuild() }
    Component.onCompleted: rebuild()

    ChartView {
        id: chart
        anchors.fill: parent
        antialiasing: true
        backgroundColor: "transparent"
        plotAreaColor: "transparent"
        backgroundRoundness: 0
        dropShadowEnabled: false
        animationOptions: ChartView.NoAnimation
        legend.visible: false
        margins.left: 2
        margins.right: 8
        margins.top: 4
        margins.bottom: 0

        ValueAxis {
            id: axisX
            min: 0
            max: 1
            tickCount: root.lessons.xCategorical ? Math.max(2, root.lessons.xLabels.length + 1) : 5
            labelFormat: "%.4g"
            titleText: root.lessons.xTitle + (root.lessons.xCategorical ? "  (" + root.lessons.xLabels.join(" | ") + ")" : "")
            titleFont.pixelSize: Theme.small
            titleBrush: Theme.textDim
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            color: Theme.border
        }
        // Logarithmic axes: decades as major ticks, labelled as plain numbers ("0.001", "10").
        LogValueAxis {
            id: logAxisX
            visible: false
            base: 10
            minorTickCount: 8
            labelFormat: "%g"
            titleText: root.lessons.xTitle
            titleFont.pixelSize: Theme.small
            titleBrush: Theme.textDim
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            minorGridLineColor: Theme.alpha(Theme.border, 0.5)
            color: Theme.border
        }
        LogValueAxis {
            id: logAxisY
            visible: false
            base: 10
            minorTickCount: 8
            labelFormat: "%g"
            titleText: root.lessons.yTitle
            titleFont.pixelSize: Theme.small
            titleBrush: Theme.textDim
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            minorGridLineColor: Theme.alpha(Theme.border, 0.5)
            color: Theme.border
        }
        ValueAxis {
            id: axisY
            min: 0
            max: 1
            tickCount: 5
            labelFormat: "%.4g"
            titleText: root.lessons.yTitle
            titleFont.pixelSize: Theme.small
            titleBrush: Theme.textDim
            labelsColor: Theme.textDim
            labelsFont.pixelSize: Theme.small
            gridLineColor: Theme.border
            color: Theme.border
        }
    }

    // Series legend (the chart's own would list every error bar), and the paper's marker.
    Flow {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; leftMargin: 48; bottomMargin: -4 }
        spacing: 12
        visible: root.lessons.seriesNames.length > 1 || root.paperCount > 0
        Row {
            visible: root.paperCount > 0
            spacing: 5
            Rectangle {
                width: 8; height: 8; rotation: 45; anchors.verticalCenter: parent.verticalCenter
                color: "transparent"; border.color: Theme.textDim; border.width: 2
            }
            Text {
                text: root.lessons.quick ? qsTr("the paper's values (at the paper's scale)") : qsTr("the paper's values")
                color: Theme.textDim
                font.pixelSize: Theme.small
            }
        }
        Repeater {
            model: root.lessons.seriesNames.length > 1 ? root.lessons.seriesNames : []
            Row {
                spacing: 5
                Rectangle { width: 12; height: 4; radius: 2; anchors.verticalCenter: parent.verticalCenter; color: root.palette[index % root.palette.length] }
                Text { text: modelData; color: Theme.textDim; font.pixelSize: Theme.small }
            }
        }
    }
}
