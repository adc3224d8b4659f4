// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson sweep's figure and claims as the student reads them: the axes titled and the curves
// named in the student's words as the controller gives them, logarithmic axes where the plot
// declares them (tick labels as plain numbers), and the claims headed as the paper's only when
// the lesson reproduces the paper it names.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "SweepFigure"
    when: windowShown
    width: 600
    height: 400

    // Stands in for LessonController: the members SweepChart and LessonClaims use.
    QtObject {
        id: lessons
        signal figureChanged()
        property string figureTitle: "Goodput vs loss"
        property string xTitle: "Random loss rate p"
        property string yTitle: "Goodput (Mb/s)"
        property bool logX: true
        property bool logY: true
        property bool xCategorical: false
        property bool quick: true
        property var xLabels: ["0.001", "0.01", "0.1"]
        property var seriesNames: ["b_D = 1", "b_D = 3"]
        property var paperPoints: []
        property var points: ListModel {}
        property bool claimsFromPaper: false
        property var claims: ListModel {}
    }

    Component { id: chartComponent; SweepChart { width: 600; height: 400 } }
    Component { id: claimsComponent; LessonClaims { width: 600 } }

    function find(item, pred, out) {
        for (var i = 0; i < item.children.length; ++i) {
            var c = item.children[i]
            if (pred(c)) out.push(c)
            find(c, pred, out)
        }
        return out
    }

    function fill() {
        lessons.points.clear()
        var xs = [0.001, 0.01, 0.1]
        for (var s = 0; s < 2; ++s) {
            for (var i = 0; i < 3; ++i) {
                var m = (s + 1) * 10 / Math.sqrt(xs[i] * 1000)
                lessons.points.append({ series: s, seriesName: lessons.seriesNames[s], x: xs[i],
                                        xLabel: lessons.xLabels[i], mean: m, ci: m * 0.1,
                                        low: m * 0.9, high: m * 1.1, seeds: 3 })
            }
        }
    }

    function test_logAxesWhereThePlotDeclaresThem() {
        fill()
        lessons.logX = true
        lessons.logY = true
        const chart = createTemporaryObject(chartComponent, test, { lessons: lessons })
        verify(chart !== null)
        chart.rebuild()
        // LogValueAxis (it has a base; ValueAxis has none), decades around the points.
        compare(chart.xAxis.base, 10)
        compare(chart.yAxis.base, 10)
        verify(chart.xAxis.visible && chart.yAxis.visible)
        verify(chart.xAxis.min > 0 && chart.xAxis.min < 0.001 && chart.xAxis.max > 0.1)
        verify(chart.yAxis.min > 0 && chart.yAxis.min < 0.9 && chart.yAxis.max > 22)  // the bars too
        compare(chart.xAxis.labelFormat, "%g")  // 0.001, 0.01, 0.1: plain numbers
        compare(chart.xAxis.titleText, "Random loss rate p")
        compare(chart.yAxis.titleText, "Goodput (Mb/s)")
        compare(chart.pointCount, 6)

        // The legend names the curves by the parameter.
        const names = find(chart, function(c) { return c.text === "b_D = 3" }, [])
        compare(names.length, 1)

        // Values within one decade (0.9 to 5.5): powers of 2 label the axis (1, 2, 4), not a
        // lone "1".
        for (var i = 0; i < lessons.points.count; ++i) {
            const m = 1 + i * 0.8
            lessons.points.setProperty(i, "mean", m)
            lessons.points.setProperty(i, "low", m * 0.9)
            lessons.points.setProperty(i, "high", m * 1.1)
        }
        chart.rebuild()
        compare(chart.yAxis.base, 2)
        verify(chart.yAxis.min < 0.9 && chart.yAxis.max > 5.5)
        compare(chart.xAxis.base, 10)

        // A linear plot: value axes.
        lessons.logX = false
        lessons.logY = false
        chart.rebuild()
        compare(chart.xAxis.base, undefined)
        compare(chart.yAxis.base, undefined)
        verify(chart.xAxis.visible)
        compare(chart.xAxis.min, 0)
    }

    function test_claimsAreThePapersOnlyInALessonThatReproducesOne() {
        lessons.claims.clear()
        lessons.claims.append({ claimId: "c", text: "Goodput falls with loss", status: "pass",
                                detail: "", stale: false, sweep: "loss" })
        lessons.claimsFromPaper = false
        const claims = createTemporaryObject(claimsComponent, test, { lessons: lessons })
        verify(claims !== null)
        const heading = find(claims, function(c) { return c.objectName === "claimsHeading" }, [])[0]
        compare(heading.text, "What this lesson claims")
        lessons.claimsFromPaper = true
        compare(heading.text, "What the paper claims")
    }
}
