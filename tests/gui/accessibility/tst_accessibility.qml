// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What a keyboard user and a screen reader meet, at a classroom's 1280×800: every control a
// user can act on has an accessible name (the accessible tree a screen reader reads, walked
// by tests/qml/accessibility_probe.hpp) on the start page and in the workspace with a lesson
// open, and each chart is named and reads its latest values in words; and Tab, pressed as a keyboard user does, reaches the lesson panel's step buttons
// and the playback bar's controls, stops only on named controls, and comes round again.
import QtQuick
import QtQuick.Controls
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Accessibility"
    when: windowShown
    width: 1280
    height: 800

    Component { id: mainComponent; Main { width: 1280; height: 800 } }

    function openWindow() {
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null, "Main.qml loads")
        w.requestActivate()
        tryVerify(function() { return w.active }, 5000)
        return w
    }

    function openLesson(w) {
        App.lessons.resetProgress("tcp-basics")
        compare(App.openLesson("tcp-basics"), "")
        tryCompare(App, "page", "workspace")
        tryVerify(function() { return App.simulation.loaded }, 10000)
        const panel = findChild(w.contentItem, "lessonPanel")
        tryVerify(function() { return panel.visible && panel.width > 200 })
        return panel
    }

    function test_1_startPageControlsAreNamed() {
        App.showStart()
        const w = openWindow()
        tryVerify(function() { return Accessibility.controlCount(w) > 10 }, 5000)
        compare(Accessibility.unnamedControls(w), [])
    }

    function test_2_workspaceWithALessonControlsAreNamed() {
        const w = openWindow()
        openLesson(w)
        tryVerify(function() { return Accessibility.controlCount(w) > 20 }, 5000)
        compare(Accessibility.unnamedControls(w), [])

        // Each chart is named by its card and reads its latest values once the run has some.
        App.simulation.speedIndex = App.simulation.speedCount - 1
        App.simulation.play()
        tryVerify(function() { return App.simulation.simTime > 2 }, 30000)
        App.simulation.pause()
        let charts = []
        tryVerify(function() {
            charts = Accessibility.charts(w)
            return charts.length > 0 && charts.every(function(c) { return /\d/.test(c.split(" | ")[1] || "") })
        }, 5000, "charts: " + charts)
        for (const c of charts) {
            const parts = c.split(" | ")
            verify(parts[0].trim().length > 0, "a chart has a name: " + c)
            verify(parts[1].indexOf("latest values") === 0, "a chart reads its values: " + c)
        }
    }

    function test_3_tabReachesTheLessonAndPlaybackControls() {
        const w = openWindow()
        openLesson(w)
        // (Disabled controls are out of the chain: the previous-step button on the first step,
        // step back and reset at time 0, and Play, which waits for the step's answer.)
        verify(!findChild(w.contentItem, "playButton").enabled)
        const wanted = ["stepTab0", "stepTab1", "nextStepButton", "runStepButton", "choice0",
                        "stepButton", "pauseWhenButton", "languageButton", "timeline"]
        const seen = {}
        const stops = []
        let first = null
        let cameRound = false
        for (let i = 0; i < 300; ++i) {
            const item = Accessibility.tab(w, false)
            verify(item !== null, "Tab leaves the focus on an item")
            if (item === first) { cameRound = true; break }
            if (first === null) first = item
            stops.push(item)
            if (item.objectName.length > 0) seen[item.objectName] = true
            verify(Accessibility.nameOf(item).trim().length > 0,
                   "Tab stop " + i + " is named: " + item + " '" + item.objectName + "'")
        }
        verify(cameRound, "Tab comes round to the first stop after " + stops.length + " stops")
        for (const name of wanted)
            verify(seen[name] === true, name + " is reached by Tab; reached: " + Object.keys(seen))
        // Shift+Tab goes back the same way.
        const back = Accessibility.tab(w, true)
        compare(back, stops[stops.length - 1])
    }

    function test_4_enterPressesAFocusedButton() {
        const w = openWindow()
        openLesson(w)
        compare(App.lessons.stepIndex, 0)
        let item = null
        for (let i = 0; i < 300; ++i) {
            item = Accessibility.tab(w, false)
            if (item && item.objectName === "nextStepButton") break
        }
        compare(item.objectName, "nextStepButton")
        verify(item.visualFocus, "the focused button shows its focus")
        Accessibility.key(w, Qt.Key_Return)
        tryCompare(App.lessons, "stepIndex", 1)
    }

    function test_5_theTimelineMovesByKeys() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        // Simulate a stretch of the run first, then come back with the keys.
        sim.speedIndex = sim.speedCount - 1
        sim.play()
        tryVerify(function() { return sim.simTime > sim.endTime * 0.1 }, 30000)
        sim.pause()
        tryVerify(function() { return !sim.running }, 5000)
        let item = null
        for (let i = 0; i < 300; ++i) {
            item = Accessibility.tab(w, false)
            if (item && item.objectName === "timeline") break
        }
        compare(item.objectName, "timeline")
        compare(Accessibility.nameOf(item), "Timeline")
        Accessibility.key(w, Qt.Key_Home)
        tryVerify(function() { return sim.simTime === 0 && sim.seekProgress < 0 }, 30000)
        Accessibility.key(w, Qt.Key_Right)  // one hundredth of the run: the window's → steps one event
        tryVerify(function() { return Math.abs(sim.simTime - sim.endTime / 100) <= sim.endTime * 1e-3 }, 30000,
                  "→ moves 1% of the run: " + sim.simTime)
        Accessibility.key(w, Qt.Key_Left)
        tryVerify(function() { return sim.simTime <= sim.endTime * 1e-3 }, 30000, "← comes back: " + sim.simTime)
    }
}
