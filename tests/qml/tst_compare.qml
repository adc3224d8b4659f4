// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Side by side: the workspace's "Side by side…" dialog offers the scenario's
// parameters and refuses a bad value in one line; Compare opens the view with both runs'
// canvases and captions; one playback bar runs both to the end, and the overlaid charts get
// points from both runs; its timeline takes both back to an earlier moment; Back closes it.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Compare"
    when: windowShown
    width: 1400
    height: 900

    Component { id: mainComponent; Main { width: 1400; height: 900 } }

    function test_sideBySide() {
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        compare(App.openScenario(App.assetsDir + "/scenarios/he-chan-tcp-classroom.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        compare(sim.parameters.setPath("sim.warmup_s", "0.2"), "")
        compare(sim.parameters.setPath("sim.duration_s", "0.6"), "")
        sim.reset()
        tryVerify(function() { return sim.loaded }, 10000)

        // The dialog lists the model's parameters.
        mouseClick(findChild(w.contentItem, "sideBySideButton"))
        const dialog = findChild(w.contentItem, "workspace").compareDialog
        verify(dialog !== null)
        tryVerify(function() { return dialog.opened })
        const list = findChild(dialog.contentItem, "compareParameters")
        verify(list.count > 10)

        // A number: a value out of range is refused with the model's message.
        dialog.pick("deflection.p", "number", "0.2", [])
        findChild(dialog.contentItem, "compareValue").text = "7"
        mouseClick(findChild(dialog.contentItem, "compareStartButton"))
        verify(dialog.error.indexOf("deflection.p") === 0, dialog.error)
        verify(findChild(dialog.contentItem, "compareError").visible)
        verify(!Compare.active)

        // A switch offers its other value.
        dialog.pick("deflection.enabled", "bool", "true", [])
        compare(dialog.alternatives, ["false"])
        mouseClick(findChild(dialog.contentItem, "compareStartButton"))
        compare(dialog.error, "")
        verify(Compare.active)
        compare(Compare.secondCaption, "deflection.enabled = false")
        const view = findChild(w.contentItem, "compareView")
        verify(view !== null && view.visible)
        const a = findChild(view, "firstRunCanvas"), b = findChild(view, "secondRunCanvas")
        verify(a !== null && b !== null)
        compare(a.controller, Compare.first)
        compare(b.controller, Compare.second)

        // One bar drives both, to the end, in lockstep.
        tryVerify(function() { return !dialog.visible })
        tryVerify(function() { return Compare.endTime > 0 }, 10000)
        Compare.speedIndex = Compare.speedCount - 1
        mouseClick(findChild(view, "compareToEndButton"))
        // Under the sanitizers on a loaded machine this takes minutes: wait long, and say
        // where both runs stood when the wait ran out (tryVerify's message is built before
        // it waits, so it would show the start).
        for (let waited = 0; waited < 240000 && !(Compare.finished && !Compare.playing); waited += 100)
            wait(100)
        verify(Compare.finished && !Compare.playing,
               "finished: " + Compare.clockText + " " + Compare.first.statusText + " / " + Compare.second.statusText)
        compare(Compare.first.simTime, Compare.second.simTime)
        compare(Compare.simTime, Compare.first.simTime)
        verify(findChild(view, "compareClock").text === Compare.clockText)
        const goodput = findChild(view, "compareChart_goodput")
        tryVerify(function() { return goodput.pointCount(0) > 5 && goodput.pointCount(1) > 5 }, 5000)
        verify(Compare.second.drops > Compare.first.drops)
        // Its export: an SVG with both runs' lines and its axes' titles.
        const svg = TestFiles.path("compare-goodput.svg")
        compare(goodput.saveSvg(svg, "goodput"), "")
        const drawn = TestFiles.readText(svg)
        verify(drawn.indexOf("<svg") >= 0, drawn.slice(0, 200))
        verify(drawn.indexOf(goodput.exportAxes("").xTitle) > 0, goodput.exportAxes("").xTitle)

        // A click in the middle of the timeline takes both runs back there.
        const timeline = findChild(view, "compareTimeline")
        verify(timeline !== null && timeline.enabled)
        mouseClick(timeline, timeline.leftPadding + timeline.availableWidth / 2, timeline.height / 2)
        tryVerify(function() { return !Compare.finished && !view.rewinding && Compare.simTime > 0.1 && Compare.simTime < 0.5 }, 240000,
                  "after the click: " + Compare.clockText)
        compare(Compare.first.simTime, Compare.second.simTime)
        compare(Compare.first.simTime, Compare.simTime)
        tryCompare(timeline, "value", Compare.progress)

        mouseClick(findChild(view, "closeCompareButton"))
        verify(!Compare.active)
        tryVerify(function() { return !view.visible })
    }
}
