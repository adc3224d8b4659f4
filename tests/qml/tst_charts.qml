// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Each model its own workspace: the charts panel shows the charts the run's model
// declares (ChartFeed.charts) and nothing else — a switch lab has no congestion-window or
// time–sequence pane, a TCP dumbbell has both — a model offering more than three lets the user
// pick with chips, and every time axis reads in the unit of the span it shows (µs, ms, s).
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "ModelCharts"
    when: windowShown
    width: 1600
    height: 1000

    Component { id: chartComponent; LiveChart { width: 300; height: 200 } }
    Component { id: mainComponent; Main { width: 1600; height: 1000 } }

    function test_timeUnitFollowsTheSpan() {
        const chart = createTemporaryObject(chartComponent, test)
        compare(chart.timeUnit(0.01), ["ms", 1e3])      // the switch lab's 10 ms run
        compare(chart.timeUnit(5e-4), ["µs", 1e6])
        compare(chart.timeUnit(1.5), ["ms", 1e3])
        compare(chart.timeUnit(10), ["s", 1])
        compare(chart.timeUnit(600), ["s", 1])
    }

    // A window longer than the run is the whole run: a 10 s window on a 10 ms run reads 0–10 ms.
    // In a longer run it grows with the run until full: at 50 ms of 60 s it reads 0–200 ms.
    function test_windowNeverLongerThanTheRun() {
        const chart = createTemporaryObject(chartComponent, test, { windowSeconds: 10 })
        compare(chart.xSpan(0.004, 0.01), [0, 0.01])
        compare(chart.xSpan(0.01, 0.01), [0, 0.01])
        compare(chart.xSpan(0.05, 60), [0, 0.2])
        compare(chart.timeUnit(0.2)[0], "ms")
        compare(chart.xSpan(12, 60), [2, 12])
    }

    // Clicks `item` once it is shown and has stayed in one place for three looks 50 ms apart:
    // the chips' Flow places them after the panel's layout, which a slow (sanitized) build
    // finishes late, and a click on a chip still moving lands beside it.
    function clickWhenSteady(w, item) {
        let last = "", same = 0
        for (let i = 0; i < 400 && same < 3; ++i) {
            wait(50)
            const p = item.mapToItem(w.contentItem, 0, 0)
            const now = item.visible && item.width > 0 ? p.x + "," + p.y + "," + item.width : ""
            same = now !== "" && now === last ? same + 1 : 0
            last = now
        }
        verify(same >= 3, "chip never settled: " + last)
        mouseClick(item)
    }

    function cardIds(w) {
        const panel = findChild(w.contentItem, "chartsPanel")
        return panel.shownIds
    }

    function open(w, file, model) {
        compare(App.openScenario(App.assetsDir + "/scenarios/" + file), "")
        tryVerify(function() { return App.simulation.loaded && App.simulation.modelName === model }, 20000)
        const panel = findChild(w.contentItem, "chartsPanel")
        tryVerify(function() { return panel.offered.length > 0 && panel.shownIds.length > 0 }, 5000)
        return panel
    }

    function test_eachModelShowsTheChartsItDeclares() {
        const w = createTemporaryObject(mainComponent, test)
        const cases = [
            ["dumbbell.json", "dumbbell", ["window", "time-sequence", "goodput"]],
            ["he-chan-udp-classroom.json", "ops_dumbbell", ["jitter", "goodput"]],
            ["cioq-switch-classroom.json", "cioq_switch", ["throughput-per-output", "cell-delay", "input-queues"]]
        ]
        for (let c = 0; c < cases.length; ++c) {
            const panel = open(w, cases[c][0], cases[c][1])
            const want = cases[c][2]
            for (let k = 0; k < want.length; ++k)
                verify(panel.shownIds.indexOf(want[k]) >= 0, cases[c][1] + " shows " + want[k] + ": " + panel.shownIds)
            verify(panel.shownIds.length <= 3)
            // Exactly the declared charts are offered, and the cards are the ones shown.
            const declared = App.simulation.charts.charts.map(function(x) { return x.id })
            compare(panel.offered.map(function(x) { return x.id }), declared)
            for (let s = 0; s < panel.shownIds.length; ++s)
                tryVerify(function() { return findChild(w.contentItem, "card:" + panel.shownIds[s]) !== null })
        }
        // The switch lab: no TCP pane anywhere.
        tryVerify(function() { return findChild(w.contentItem, "cwndChart") === null })
        tryVerify(function() { return findChild(w.contentItem, "sequenceChart") === null })
    }

    // The switch lab offers five charts: the chips pick them (a fourth replaces the third), and
    // its throughput chart reads 0–10 ms with the theory line of the offered load.
    function test_switchLabChipsAndAxisInMilliseconds() {
        const w = createTemporaryObject(mainComponent, test)
        const panel = open(w, "cioq-switch-classroom.json", "cioq_switch")
        const chips = findChild(w.contentItem, "chartChips")
        verify(chips.visible)
        const matching = findChild(w.contentItem, "chip:matching-size")
        verify(matching !== null)
        clickWhenSteady(w, matching)
        tryVerify(function() { return panel.shownIds.indexOf("matching-size") >= 0 }, 20000)
        compare(panel.shownIds.length, 3)
        clickWhenSteady(w, matching)
        tryVerify(function() { return panel.shownIds.indexOf("matching-size") < 0 }, 20000)

        App.simulation.runUntil(0.01)
        tryVerify(function() { return !App.simulation.running && App.simulation.finished }, 60000)
        const chart = findChild(w.contentItem, "chart:throughput-per-output")
        verify(chart !== null)
        chart.refresh()
        compare(chart.xUnit, "ms")
        compare(chart.xScale, 1e3)
        verify(chart.pointCount(0) > 10, "points: " + chart.pointCount(0))
        // The reference line (offered load ρ = 0.8) is one of its specs.
        verify(chart.specs.some(function(s) { return s.hline === 0.8 }))
    }

    // The crossbar is the switch lab's main view; its slot steps by iteration.
    function test_crossbarIsTheSwitchLabsMainView() {
        const w = createTemporaryObject(mainComponent, test)
        open(w, "cioq-switch-classroom.json", "cioq_switch")
        const view = findChild(w.contentItem, "crossbarView")
        verify(view !== null)
        tryVerify(function() { return view.visible && view.width > 800 && view.height > 400 }, 20000)
        verify(!findChild(w.contentItem, "networkCanvas").visible)
        verify(view.side >= 20, "crosspoints readable: " + view.side)
        const fab = App.simulation.fabric
        App.simulation.runUntil(0.003)
        tryVerify(function() { return !App.simulation.running && fab.slotStart > 0 }, 30000)
        const iteration = findChild(w.contentItem, "stepIterationButton")
        mouseClick(iteration)                       // at the outcome: runs the next slot …
        tryVerify(function() { return !App.simulation.running && fab.phase === 0 }, 10000)
        compare(fab.phaseStep, "request")           // … and shows it from its first phase
        mouseClick(iteration)
        compare(fab.phaseStep, "grant")
        verify(findChild(w.contentItem, "phaseTitle").text.indexOf("iteration 1") >= 0)

        // Other models keep the network canvas.
        open(w, "dumbbell.json", "dumbbell")
        tryVerify(function() { return findChild(w.contentItem, "networkCanvas").visible })
        verify(!view.visible)
    }

    // The time–sequence pane names SACK blocks only where the flow has them: a Reno flow's
    // receiver reports none (RFC 2018: its SYN does not permit SACK), even after losses leave
    // it holding data out of order; a SACK flow's reports them.
    function test_sequenceNamesSackOnlyWhereThereIsSack() {
        const w = createTemporaryObject(mainComponent, test)
        const sim = App.simulation
        const cases = [["dumbbell.json", false], ["dumbbell-500-sack.json", true]]
        for (let c = 0; c < cases.length; ++c) {
            open(w, cases[c][0], "dumbbell")
            sim.speedIndex = sim.speedCount - 1
            sim.runUntil(3)
            tryVerify(function() { return !sim.running && sim.simTime >= 3 }, 60000)
            const card = findChild(w.contentItem, "card:time-sequence")
            verify(card !== null)
            verify((sim.charts.traceKinds & (1 << ChartFeed.Sent)) !== 0, cases[c][0] + ": no segments traced")
            compare((sim.charts.traceKinds & (1 << ChartFeed.Sacked)) !== 0, cases[c][1], cases[c][0])
            compare(card.subtitle.indexOf("SACK") >= 0, cases[c][1], cases[c][0] + ": " + card.subtitle)
        }
    }
}
