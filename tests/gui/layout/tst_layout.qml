// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The workspace on classroom screens: at 1280×720, 1280×800, 1366×768, 1920×1080 and
// 2560×1440, without and with a lesson open, for a scenario of every model: each chart shown has
// a plot area of at least 280 × 160 px and its whole title (none elided), the cards stay inside
// the window, the network keeps at least 40 % of the window's width, no two node names on the
// canvas overlap, and the lesson's figure can be scrolled into view whole. In presentation mode
// at 1280×800, in English and German, the playback bar's parts stay inside it and apart.
import QtQuick
import QtTest
import Qt.labs.settings
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Layout"
    when: windowShown
    width: 400
    height: 300

    Component { id: mainComponent; Main { width: 1600; height: 1000 } }

    readonly property var sizes: [[1280, 720], [1280, 800], [1366, 768], [1920, 1080], [2560, 1440]]
    // A classroom scenario of each model.
    readonly property var scenarios: ["dumbbell.json", "he-chan-tcp-classroom.json", "he-chan-udp-classroom.json",
                                      "obs-nsfnet-classroom.json", "lbas-classroom.json",
                                      "dc-hybrid-classroom.json", "cioq-switch-classroom.json"]

    function rectOf(item, root) {
        const p = item.mapToItem(root, 0, 0)
        return { x: p.x, y: p.y, width: item.width, height: item.height }
    }
    function overlap(a, b) {
        return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    // Where the workspace's parts are, as one string to compare between two looks.
    function partsGeometry(w) {
        const parts = ["networkCanvas", "chartsPanel", "chartCards", "sidePanel", "lessonPanel"]
        let g = []
        for (let i = 0; i < parts.length; ++i) {
            const it = findChild(w.contentItem, parts[i])
            if (it) g.push(it.visible, rectOf(it, w.contentItem))
        }
        return JSON.stringify(g)
    }
    // Lets the window lay itself out — until its parts stay put between two looks 60 ms apart,
    // however busy the machine — and the canvas draw a frame at the new size.
    function settle(w) {
        let last = ""
        let same = false
        for (let i = 0; i < 160 && !same; ++i) {
            wait(60)
            const now = partsGeometry(w)
            same = now === last
            last = now
        }
        verify(same, "the layout settles")
        const canvas = findChild(w.contentItem, "networkCanvas")
        canvas.update()
        wait(120)
    }

    // Every check at the window's current size; `where` names the case in messages.
    function checkWorkspace(w, where, lessonOpen) {
        const root = w.contentItem
        const charts = findChild(root, "chartsPanel")
        const flow = findChild(root, "chartCards").contentItem.children[0]
        let shown = 0
        for (let i = 0; i < flow.children.length; ++i) {
            const card = flow.children[i]
            if (!card.visible || card.objectName.indexOf("card:") !== 0) continue
            ++shown
            const what = where + " " + card.objectName
            const title = findChild(card, "chartTitle")
            verify(title.text.length > 0, what)
            verify(!title.truncated, what + ": title elided: " + title.text)
            const plot = card.chart.kind === "histogram" ? findChild(card, "histogramPlot") : null
            const area = plot ? { width: plot.width, height: plot.height } : card.chartItem.plotArea
            verify(area.width >= 280 && area.height >= 160,
                   what + ": plot area " + Math.round(area.width) + "×" + Math.round(area.height))
            // Inside the charts panel horizontally (its column scrolls vertically).
            const r = rectOf(card, charts)
            verify(r.x >= -0.5 && r.x + r.width <= charts.width + 0.5, what + ": card outside the panel")
        }
        verify(shown > 0, where + ": no chart shown")
        const c = rectOf(charts, root)
        verify(c.x >= 0 && c.x + c.width <= w.width + 0.5, where + ": charts outside the window")

        const canvasPanel = findChild(root, "canvasPanel")
        verify(canvasPanel.width >= 0.4 * w.width - 0.5,
               where + ": network " + Math.round(canvasPanel.width) + " px of " + w.width)

        const canvas = findChild(root, "networkCanvas")
        if (canvas.visible) {
            const boxes = canvas.nodeLabelBoxes()
            for (let a = 0; a < boxes.length; ++a) {
                for (let b = a + 1; b < boxes.length; ++b)
                    verify(!overlap(boxes[a], boxes[b]), where + ": node names overlap: " + boxes[a].text + ", " + boxes[b].text)
            }
        }

        if (lessonOpen) {
            const lesson = findChild(root, "lessonPanel")
            verify(lesson.visible, where)
            const l = rectOf(lesson, root)
            verify(l.x >= 0 && l.x + l.width <= w.width, where + ": lesson panel outside the window")
            const flick = findChild(lesson, "lessonFlick")
            const figure = findChild(lesson, "figureBox")
            verify(figure.visible, where + ": the step has a figure")
            lesson.showFigure()
            const f = rectOf(figure, flick)
            verify(f.y >= 0 && f.y + f.height <= flick.height + 0.5,
                   where + ": figure " + Math.round(f.y) + "–" + Math.round(f.y + f.height) + " in a view of " + Math.round(flick.height))
            verify(f.x >= 0 && f.x + f.width <= flick.width + 0.5, where + ": figure cut at the side")
            flick.contentY = 0
        }
    }

    function runEverywhere(lessonOpen) {
        const w = createTemporaryObject(mainComponent, test)
        const sim = App.simulation
        if (lessonOpen) {
            App.lessons.resetProgress("he-chan-deflection")
            compare(App.openLesson("he-chan-deflection"), "")
        } else {
            App.lessons.closeLesson()
        }
        for (let s = 0; s < scenarios.length; ++s) {
            compare(App.openScenario(App.assetsDir + "/scenarios/" + scenarios[s]), "", scenarios[s])
            tryVerify(function() { return sim.loaded }, 20000, scenarios[s])
            compare(App.lessons.active, lessonOpen)
            // A little of the run, so the charts have data and the ticks their labels.
            sim.runUntil(Math.min(0.05, sim.endTime / 20))
            tryVerify(function() { return !sim.running }, 30000, scenarios[s])
            for (let k = 0; k < sizes.length; ++k) {
                w.width = sizes[k][0]
                w.height = sizes[k][1]
                settle(w)
                checkWorkspace(w, scenarios[s] + " at " + sizes[k][0] + "×" + sizes[k][1]
                               + (lessonOpen ? " with a lesson" : ""), lessonOpen)
            }
        }
    }

    function test_1_withoutALesson() { runEverywhere(false) }
    // The lesson panel at its default width (test_3 and earlier runs leave theirs remembered).
    Settings {
        id: workspaceSettings
        category: "workspace"
        property real lessonWidth: 0
    }
    function test_2_withALesson() {
        workspaceSettings.lessonWidth = 0
        runEverywhere(true)
    }

    // The lesson panel's width is the student's: it stays within what leaves the network its
    // room, and comes back in the next window.
    function test_3_lessonWidthIsKept() {
        let w = createTemporaryObject(mainComponent, test)
        compare(App.openLesson("he-chan-deflection"), "")
        w.width = 1920
        w.height = 1080
        settle(w)
        const ws = findChild(w.contentItem, "workspace")
        const lesson = findChild(w.contentItem, "lessonPanel")
        const handle = findChild(w.contentItem, "lessonHandle")
        const root = w.contentItem
        // Drags the handle by dx (events in window coordinates: the handle moves as it goes).
        function drag(dx) {
            const p = handle.mapToItem(root, handle.width / 2, handle.height / 2)
            mouseMove(root, p.x, p.y)
            wait(30)
            mousePress(root, p.x, p.y)
            mouseMove(root, p.x + dx / 2, p.y)
            mouseMove(root, p.x + dx, p.y)
            mouseRelease(root, p.x + dx, p.y)
        }
        // From the widest the layout allows (the width kept from an earlier run may be anything).
        drag(5000)
        const before = lesson.width
        verify(Math.abs(before - ws.layout.lessonMax) <= 1, "widest: " + before)
        drag(-60)
        tryVerify(function() { return Math.abs(lesson.width - (before - 60)) <= 2 }, 2000, "narrowed: " + lesson.width + " from " + before)
        const narrowed = lesson.width
        drag(-2000)
        verify(Math.abs(lesson.width - ws.layout.lessonMin) <= 1, "narrowest: " + lesson.width)
        drag(5000)
        verify(Math.abs(lesson.width - ws.layout.lessonMax) <= 1, "widest: " + lesson.width)
        verify(findChild(w.contentItem, "canvasPanel").width >= 0.4 * w.width - 0.5)
        drag(narrowed - lesson.width)
        tryVerify(function() { return Math.abs(lesson.width - narrowed) <= 2 })
        w.destroy()
        wait(50)
        w = createTemporaryObject(mainComponent, test)
        w.width = 1920
        w.height = 1080
        settle(w)
        tryVerify(function() { return Math.abs(findChild(w.contentItem, "lessonPanel").width - narrowed) <= 2 })
        App.lessons.closeLesson()
    }

    // Presentation mode on a 1280×800 projector with a lesson open: the bar's parts inside it,
    // "Ready — press Play" on at most two lines, the lesson's buttons inside the panel.
    function checkPresentation(w, where) {
        const root = w.contentItem
        const bar = findChild(root, "playbackBar")
        // In this order, each inside the bar and clear of the one before.
        let right = 0
        for (const name of ["playButton", "stepButton", "resetButton", "clockText", "speedSlider", "pauseWhenButton", "counters"]) {
            const r = rectOf(findChild(bar, name), bar)
            verify(r.x >= right - 0.5 && r.x + r.width <= bar.width + 0.5,
                   where + ": " + name + " at " + Math.round(r.x) + "–" + Math.round(r.x + r.width) + " after " + Math.round(right) + " in " + bar.width)
            right = r.x + r.width
        }
        const speedText = findChild(bar, "speedText")
        const t = rectOf(speedText, bar), slider = rectOf(findChild(bar, "speedSlider"), bar)
        verify(t.x >= slider.x - 0.5 && t.x + t.width <= slider.x + slider.width + 0.5, where + ": the speed beside its slider")
        const status = findChild(root, "statusText")
        if (status.visible) verify(status.lineCount <= 2, where + ": the status takes " + status.lineCount + " lines")
        const lesson = findChild(root, "lessonPanel")
        for (const name of ["exportWorkButton", "resetProgressButton", "prevStepButton", "nextStepButton", "closeLessonButton"]) {
            const r = rectOf(findChild(lesson, name), lesson)
            verify(r.x >= 0 && r.x + r.width <= lesson.width + 0.5, where + ": " + name + " outside the lesson panel")
        }
        const canvasPanel = findChild(root, "canvasPanel")
        verify(canvasPanel.width >= 0.4 * w.width - 0.5 && canvasPanel.height >= 200, where + ": network "
               + Math.round(canvasPanel.width) + "×" + Math.round(canvasPanel.height))
    }

    function test_4_presentationOnAProjector() {
        const w = createTemporaryObject(mainComponent, test)
        compare(App.openLesson("tcp-basics"), "")
        tryVerify(function() { return App.simulation.loaded }, 20000)
        w.width = 1280
        w.height = 800
        App.presentation = true
        settle(w)
        verify(Theme.scale >= 1.15)
        checkPresentation(w, "presentation, English")
        // A later step opens at its own title: on a low window its text is in view, not the
        // lesson's header again.
        const flick = findChild(w.contentItem, "lessonFlick")
        App.lessons.stepIndex = 0
        App.lessons.stepIndex = 1
        tryVerify(function() {
            const t = rectOf(findChild(w.contentItem, "stepTitle"), flick)
            return flick.contentY > 0 && t.y >= -0.5 && t.y <= Theme.pad
        }, 3000, "step 2's title at the top of the lesson panel")
        App.lessons.stepIndex = 0
        tryVerify(function() { return flick.contentY === 0 }, 3000, "step 1 at the lesson's top")
        Language.choose("de")
        settle(w)
        checkPresentation(w, "presentation, German")
        Language.choose("en")
        // A projector of higher resolution: the type grows with the window.
        const small = Theme.body
        w.width = 1920
        w.height = 1080
        settle(w)
        verify(Theme.body > small)
        checkPresentation(w, "presentation at 1920×1080")
        App.presentation = false
        App.lessons.closeLesson()
    }

    // A German page in the narrowest window: long labels (“Diesen Schritt einrichten und
    // ausführen”) wrap inside the lesson panel instead of widening its page past the panel's
    // edge, where every line would be cut.
    function test_5_germanLessonPageStaysInsideThePanel() {
        const w = createTemporaryObject(mainComponent, test)
        workspaceSettings.lessonWidth = 0
        App.lessons.resetProgress("lbas-anycast")
        compare(App.openLesson("lbas-anycast"), "")
        tryVerify(function() { return App.simulation.loaded }, 20000)
        w.width = 1280
        w.height = 720
        Language.choose("de")
        const flick = findChild(w.contentItem, "lessonFlick")
        const body = flick.contentItem.children[0]
        for (let step = 0; step < App.lessons.stepCount; ++step) {
            App.lessons.stepIndex = step
            settle(w)
            const where = "German, 1280×720, step " + (step + 1)
            verify(findChild(w.contentItem, "runStepButton").visible || step > 0, where + ": step 1 runs a scenario")
            for (let i = 0; i < body.children.length; ++i) {
                const c = body.children[i]
                if (!c.visible) continue
                const r = rectOf(c, flick)
                verify(r.x >= -0.5 && r.x + r.width <= flick.width + 0.5,
                       where + ": " + (c.objectName || "item " + i) + " is " + Math.round(r.width)
                       + " px wide in a page of " + Math.round(flick.width))
            }
        }
        Language.choose("en")
        App.lessons.closeLesson()
        // Leave the remembered window and lesson width as the other tests of this binary
        // (qml.views) expect them.
        w.width = 1920
        w.height = 1080
        settle(w)
        workspaceSettings.lessonWidth = 0
    }
}
