// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson sweep's figure and claims as the student reads them: the axes titled and the curves
// named in the student's words as the controller gives them, logarithmic axes where the plot
// declares them (tick labels as plain numbers), and the claims headed as the paper's only when
// the lesson reproduces the paper it names; a claim asks for its figure (a click on it, or its
// keyboard-reachable button) and the one whose figure shows is marked; the figure's metric
// picker offers the controller's metrics, shows the one drawn and asks for another.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui
import "tree.js" as Tree

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
        property string shownClaim
        function showClaim(id) { shownClaim = id }
        property var figureMetrics: []
        property string figureMetric
        function showMetric(m) { figureMetric = m }
    }

    Component { id: chartComponent; SweepChart { width: 600; height: 400 } }
    Component { id: claimsComponent; LessonClaims { width: 600 } }
    Component { id: pickerComponent; MetricPicker { width: 260 } }

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
        const names = Tree.findAll(chart, function(c) { return c.text === "b_D = 3" })
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
                                detail: "", stale: false, sweep: "loss", metric: "goodput_mbps",
                                figureShown: true })
        lessons.claimsFromPaper = false
        const claims = createTemporaryObject(claimsComponent, test, { lessons: lessons })
        verify(claims !== null)
        const heading = Tree.named(claims, "claimsHeading")[0]
        compare(heading.text, "What this lesson claims")
        lessons.claimsFromPaper = true
        compare(heading.text, "What the paper claims")
    }

    function test_aClaimShowsItsFigure() {
        lessons.claims.clear()
        lessons.claims.append({ claimId: "goodput", text: "Goodput falls with loss", status: "pass",
                                detail: "", stale: false, sweep: "loss", metric: "goodput_mbps",
                                figureShown: true })
        lessons.claims.append({ claimId: "fair", text: "The flows share fairly", status: "not-shown",
                                detail: "", stale: false, sweep: "loss", metric: "jain_fairness",
                                figureShown: false })
        lessons.shownClaim = ""
        // In the window's own content (the test case itself is not shown): clicks reach it.
        const claims = createTemporaryObject(claimsComponent, test.Window.window.contentItem, { lessons: lessons })
        verify(claims !== null)
        const buttons = Tree.named(claims, "claimFigure")
        compare(buttons.length, 2)
        // The claim whose figure shows is marked; the other offers to show its own.
        verify(buttons[0].checked)
        verify(!buttons[1].checked)
        compare(buttons[1].Accessible.name, "Show the figure of this claim")
        compare(buttons[0].Accessible.name, "Figure of this claim, shown")
        compare(buttons[1].focusPolicy, Qt.TabFocus)
        waitForRendering(claims)
        verify(buttons[1].width > 0 && buttons[1].visible)
        mouseClick(buttons[1])
        compare(lessons.shownClaim, "fair")
        // The controller marks it; the buttons follow (a click does not keep them checked).
        lessons.claims.setProperty(0, "figureShown", false)
        lessons.claims.setProperty(1, "figureShown", true)
        verify(!buttons[0].checked)
        verify(buttons[1].checked)
        // A click anywhere on a claim shows its figure too.
        lessons.shownClaim = ""
        const box = buttons[0].parent.parent.parent
        mouseClick(box, 4, 4)
        compare(lessons.shownClaim, "goodput")
    }

    function test_theMetricPickerFollowsTheController() {
        lessons.figureMetrics = [{ metric: "goodput_mbps", title: "Goodput (Mb/s)" }]
        lessons.figureMetric = "goodput_mbps"
        const picker = createTemporaryObject(pickerComponent, test.Window.window.contentItem, { lessons: lessons })
        verify(picker !== null)
        verify(!picker.visible)  // one metric: nothing to pick
        lessons.figureMetrics = [{ metric: "goodput_mbps", title: "Goodput (Mb/s)" },
                                 { metric: "jain_fairness", title: "Jain's fairness index" },
                                 { metric: "retransmits", title: "Retransmits" }]
        verify(picker.visible)
        compare(picker.count, 3)
        compare(picker.displayText, "Goodput (Mb/s)")
        compare(picker.Accessible.name, "Metric shown in the figure")
        // Chosen from the keyboard: the controller is asked, and the picker shows what it draws.
        picker.forceActiveFocus()
        keyClick(Qt.Key_Down)
        compare(lessons.figureMetric, "jain_fairness")
        compare(picker.displayText, "Jain's fairness index")
        // The controller shows another (a claim asked for its figure): the picker follows.
        lessons.figureMetric = "retransmits"
        compare(picker.currentIndex, 2)
        compare(picker.displayText, "Retransmits")
    }
}
