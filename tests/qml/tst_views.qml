// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The views instantiate and react: start page, workspace, playback, parameters, event log,
// charts (UDP jitter, PNG export), theme and presentation mode.
import QtQuick
import QtQuick.Controls
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Views"
    when: windowShown
    width: 1400
    height: 900

    Component { id: mainComponent; Main {} }

    // The window at 1400 × 900, set after it loads: Main restores the size an earlier window
    // of this run saved.
    function openWindow() {
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null, "Main.qml loads")
        w.width = 1400
        w.height = 900
        return w
    }

    function test_1_startPage() {
        App.showStart()
        const w = openWindow()
        const cards = findChild(w.contentItem, "scenarioCards")
        verify(cards !== null)
        verify(App.catalog.count >= 2)
        tryVerify(function() { return cards.children.length >= App.catalog.count })
        verify(findChild(w.contentItem, "openFileButton") !== null)
    }

    function test_2_workspaceOpensAndPlays() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        compare(App.page, "workspace")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        const canvas = findChild(w.contentItem, "networkCanvas")
        verify(canvas !== null)
        tryVerify(function() { return canvas.width > 100 && canvas.height > 100 })

        // Step: one event, shown on the clock.
        const before = sim.events
        const step = findChild(w.contentItem, "stepButton")
        mouseClick(step)
        tryVerify(function() { return sim.events === before + 1 }, 5000)

        // Play and pause with the button.
        sim.speedIndex = sim.speedCount - 1
        const play = findChild(w.contentItem, "playButton")
        mouseClick(play)
        tryVerify(function() { return sim.running })
        tryVerify(function() { return sim.simTime > 0.05 }, 20000)
        mouseClick(play)
        tryVerify(function() { return !sim.running }, 5000)
        verify(findChild(w.contentItem, "clockText").text.indexOf(" s") > 0)

        // Packets are drawn and can be picked.
        tryVerify(function() { return canvas.packetsDrawn > 0 }, 5000)
        const hit = canvas.hitTest(canvas.width / 2, canvas.height / 2)
        verify(hit.kind !== undefined)
    }

    function test_3_canvasSelectsANode() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        const canvas = findChild(w.contentItem, "networkCanvas")
        tryVerify(function() { return canvas.width > 100 })
        // Router r0 of the dumbbell sits at 38 % of the width, half-way down.
        let found = false
        // Whole pixels: a click lands on a whole pixel, so the hit test asks about the same one.
        const y = Math.round(canvas.height / 2)
        for (let x = Math.round(canvas.width * 0.3); x < canvas.width * 0.5 && !found; x += 4) {
            const hit = canvas.hitTest(x, y)
            if (hit.kind === "node") {
                mouseClick(canvas, x, y)
                found = true
            }
        }
        verify(found, "a node is under the router's position")
        tryCompare(sim, "selectionKind", "node")
        verify(sim.inspector.length > 0)
        compare(findChild(w.contentItem, "inspectorTitle").text.indexOf("r0") >= 0, true)
        sim.select("", -1)
        compare(sim.selectionKind, "")
    }

    // Never colour alone: the canvas legend's meanings (ACK, retransmission, drop, overtaken,
    // queue) each have a marker of their own shape; only the flows are told apart by colour,
    // and a flow is also named where it is selected or traced.
    function test_3_canvasLegendNeverColourAlone() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const legend = findChild(w.contentItem, "canvasLegend")
        verify(legend !== null)
        const shapes = {}
        for (let i = 1; i < legend.entries.length; ++i) {
            const e = legend.entries[i]
            verify(shapes[e[2]] === undefined, "'" + e[0] + "' and '" + shapes[e[2]] + "' differ only by colour")
            shapes[e[2]] = e[0]
        }
        verify(Object.keys(shapes).length >= 5)
    }

    function test_4_parametersRefuseBadValues() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        // At this size the side panel is a drawer: open it as a user would.
        const sideButton = findChild(w.contentItem, "sidePanelButton")
        if (sideButton.visible) mouseClick(sideButton)
        tryVerify(function() { return findChild(w.contentItem, "sidePanel").visible })
        findChild(w.contentItem, "sideTabs").currentIndex = 1
        const list = findChild(w.contentItem, "parameterList")
        verify(list !== null)
        tryVerify(function() { return list.count > 20 })
        const error = sim.parameters.setPath("topology.bottleneck_mbps", "-5")
        verify(error.indexOf("topology.bottleneck_mbps") === 0, error)
        verify(!sim.parameters.dirty)
        compare(sim.parameters.setPath("topology.bottleneck_mbps", "50"), "")
        verify(sim.parameters.dirty)
        tryVerify(function() { return findChild(w.contentItem, "pendingBanner").visible })
        sim.parameters.revert()
        verify(!sim.parameters.dirty)
    }

    function test_5_eventLogFilters() {
        const w = openWindow()
        const sim = App.simulation
        findChild(w.contentItem, "sideTabs").currentIndex = 2
        const search = findChild(w.contentItem, "eventSearch")
        verify(search !== null)
        search.text = "no such words anywhere"
        compare(sim.eventFilter.count, 0)
        search.text = ""
    }

    function test_6_chartsAndThemes() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        sim.runUntil(1.5)
        tryVerify(function() { return !sim.running && sim.simTime >= 1.49 }, 30000)
        const cwnd = findChild(w.contentItem, "cwndChart")
        verify(cwnd !== null)
        verify(cwnd.specs.length > 0)
        tryVerify(function() { return sim.charts.lastTime > 1.0 }, 5000)

        // Jain's fairness of the traced flows' goodput: offered as a chip, drawn when picked.
        const jain = findChild(w.contentItem, "chip:fairness")
        verify(jain !== null)
        tryVerify(function() { return jain.visible })
        mouseClick(jain)
        tryVerify(function() {
            const rate = findChild(w.contentItem, "chart:fairness")
            return rate !== null && rate.specs.length === 1 && rate.specs[0].fairness === true
        })

        // Compare: pin this run, change the buffer, reset and run: each chart draws its
        // series again from the pinned run (dashed), with what differs in its corner.
        mouseClick(findChild(w.contentItem, "pinReference"))
        verify(sim.charts.hasReference)
        sim.parameters.setPath("topology.queue_packets", "20")
        sim.reset()
        tryVerify(function() { return sim.loaded && sim.simTime === 0 }, 10000)
        sim.runUntil(0.5)
        tryVerify(function() { return !sim.running && sim.simTime >= 0.49 }, 30000)
        tryVerify(function() { return cwnd.refSpecs.length > 0 })
        tryVerify(function() { return cwnd.pointCount(cwnd.specs.length) > 10 }, 5000)
        compare(sim.charts.referenceLabel.indexOf("topology.queue_packets") > 0, true)
        sim.clearReference()
        tryVerify(function() { return cwnd.refSpecs.length === 0 })

        const dark = App.darkTheme
        App.darkTheme = !dark
        compare(Theme.dark, !dark)
        App.darkTheme = dark
        const presenting = App.presentation
        App.presentation = true
        verify(Theme.scale > 1)
        App.presentation = presenting
    }

    // A lesson end to end — open it from its card on the start page, answer the
    // question, walk to the sweep step, run the quick sweep from the panel and see the figure
    // and the claim verdicts.
    // Scrolls the lesson panel so that `item` is on screen (clicks land where a user's would).
    // The step's page may still be growing (its text and figures lay out) and the panel places a
    // new step at its title on a timer, so scroll until the whole item has stayed inside the
    // visible part of the panel for three looks 50 ms apart.
    function reveal(panel, item) {
        const flick = findChild(panel, "lessonFlick")
        let still = 0
        for (let i = 0; i < 200 && still < 3; ++i) {
            const top = item.mapToItem(flick, 0, 0).y
            if (top >= 0 && top + item.height <= flick.height) {
                ++still
            } else {
                still = 0
                const y = item.mapToItem(flick.contentItem, 0, 0).y
                flick.contentY = Math.max(0, Math.min(y - 40, flick.contentHeight - flick.height))
            }
            wait(50)
        }
        verify(still >= 3, "the item scrolls into view and stays there")
    }

    // The current step's choice `n` of its first question (the lesson's, wherever it is shown):
    // after a step change the old step's delegates are deleted later, so a plain findChild can
    // still return one of them.
    function currentChoice(panel, lessons, n) {
        const want = lessons.questions.value(0, "choices")[n]
        let found = null
        tryVerify(function() {
            found = findChild(panel, "choice" + n)
            return found !== null && found.choiceText === want
        }, 5000)
        return found
    }

    function test_7_lessonEndToEnd() {
        App.lessons.resetProgress("tcp-basics")  // a run before this one left progress
        App.showStart()
        const w = openWindow()
        const lessons = App.lessons
        verify(lessons.lessons.count >= 4)
        const cards = findChild(w.contentItem, "lessonCards")
        verify(cards !== null)
        tryVerify(function() { return cards.children.length >= lessons.lessons.count })
        let card = null
        for (let i = 0; i < cards.children.length; ++i) {
            if (cards.children[i].lessonId === "tcp-basics") card = cards.children[i]
        }
        verify(card !== null, "tcp-basics has a card")
        // Click only once the cards are laid out: no card overlaps the one before it.
        tryVerify(function() {
            let prev = null
            for (let i = 0; i < cards.children.length; ++i) {
                const c = cards.children[i]
                if (c.lessonId === undefined) continue
                if (prev && c.y === prev.y && c.x < prev.x + prev.width) return false
                prev = c
            }
            return true
        })
        mouseClick(card)
        tryCompare(App, "page", "workspace")
        compare(lessons.lessonId, "tcp-basics")
        tryVerify(function() { return App.simulation.loaded }, 10000)
        const panel = findChild(w.contentItem, "lessonPanel")
        verify(panel !== null)
        tryVerify(function() { return panel.visible && panel.width > 200 })
        verify(findChild(panel, "stepPage").text.length > 50)
        compare(findChild(panel, "stepTitle").text.indexOf("Step 1") === 0, true)

        // Predict, then see the feedback.
        const choice = currentChoice(panel, lessons, 1)
        reveal(panel, choice)
        mouseClick(choice)
        compare(lessons.questions.value(0, "chosen"), 1)
        tryVerify(function() { return findChild(panel, "feedback").visible })
        compare(findChild(panel, "feedback").text, lessons.questions.value(0, "feedback"))

        // The step's scenario runs in the workspace.
        App.simulation.speedIndex = App.simulation.speedCount - 1
        const runStep = findChild(panel, "runStepButton")
        reveal(panel, runStep)
        mouseClick(runStep)
        tryVerify(function() { return App.simulation.simTime > 0 }, 20000)
        App.simulation.pause()

        // Walk to the buffer step and run its quick sweep.
        mouseClick(findChild(panel, "nextStepButton"))
        compare(lessons.stepIndex, 1)
        mouseClick(findChild(panel, "nextStepButton"))
        compare(lessons.stepIndex, 2)
        verify(lessons.quick)
        // Predict first: the step's results show once its question is answered.
        verify(lessons.resultsHidden)
        const predict = currentChoice(panel, lessons, 1)
        reveal(panel, predict)
        mouseClick(predict)
        tryVerify(function() { return !lessons.resultsHidden }, 5000)
        const run = findChild(panel, "runSweep_buffer")
        verify(run !== null)
        reveal(panel, run)
        mouseClick(run)
        tryVerify(function() { return lessons.busy })
        tryVerify(function() { return !lessons.busy }, 600000)
        compare(lessons.points.count, 4)
        const chart = findChild(panel, "sweepChart")
        tryVerify(function() { return chart.pointCount === 4 }, 5000)
        // The figure exports as SVG and as the CSV of its points (mean and 95% CI).
        verify(findChild(panel, "exportFigure").visible)
        const figCsv = TestFiles.path("sweep.csv")
        compare(chart.saveCsv(figCsv), "")
        const figLines = TestFiles.readText(figCsv).trim().split("\n")
        compare(figLines.length, 1 + 4)
        verify(figLines[0].indexOf("series,") === 0 && figLines[0].indexOf("ci95") > 0, figLines[0])
        const figSvg = TestFiles.path("sweep.svg")
        compare(chart.saveSvg(figSvg), "")
        verify(TestFiles.readText(figSvg).indexOf("<svg") >= 0)
        // Its claims are all on the plotted metric: no other metric to pick.
        compare(lessons.figureMetrics.length, 1)
        verify(!findChild(panel, "figureMetricPicker").visible)
        compare(lessons.claims.count, 2)
        for (let c = 0; c < lessons.claims.count; ++c) {
            const status = lessons.claims.value(c, "status")
            verify(status === "pass" || status === "fail", status)
            verify(lessons.claims.value(c, "detail").length > 0)
        }
        lessons.closeLesson()
        verify(!panel.visible)

        // The start page's card shows how far the student got: step 3, two answers.
        App.showStart()
        tryVerify(function() {
            const grid = findChild(w.contentItem, "lessonCards")
            for (let i = 0; grid && i < grid.children.length; ++i) {
                const c = grid.children[i]
                if (c.lessonId !== "tcp-basics") continue
                const progress = findChild(c, "lessonProgress")
                return progress !== null && progress.visible && progress.text === "step 3 of 3 · 2 answers"
            }
            return false
        })

        // Opened again, it resumes at step 3 with the answer as given; Reset progress (after
        // its confirmation) starts it afresh.
        compare(App.openLesson("tcp-basics"), "")
        compare(lessons.stepIndex, 2)
        lessons.stepIndex = 0
        compare(lessons.questions.value(0, "chosen"), 1)
        tryVerify(function() { return panel.visible })
        const exportButton = findChild(panel, "exportWorkButton")
        verify(exportButton !== null && exportButton.visible)
        const resetButton = findChild(panel, "resetProgressButton")
        mouseClick(resetButton)
        const confirm = findChild(panel, "resetProgressDialog")
        tryVerify(function() { return confirm.opened })
        compare(lessons.questions.value(0, "chosen"), 1)  // nothing forgotten before the answer
        mouseClick(confirm.confirmButton)
        tryVerify(function() { return !confirm.visible })
        compare(lessons.stepIndex, 0)
        compare(lessons.questions.value(0, "chosen"), -1)
        lessons.closeLesson()
    }

    // A UDP run has no congestion window: its model offers the jitter the core samples
    // (udp_jitter_ms) instead, once, and no time–sequence graph.
    function test_8_jitterChartForUdp() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/he-chan-udp-classroom.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded && sim.modelName === "ops_dumbbell" }, 10000)
        sim.runUntil(1.3)
        tryVerify(function() { return !sim.running && sim.simTime >= 1.29 }, 60000)
        verify(sim.charts.has("udp_jitter_ms", "total"))
        compare(sim.charts.tracedFlows.length, 0)

        let first = null
        tryVerify(function() { first = findChild(w.contentItem, "chart:jitter"); return first !== null })
        tryVerify(function() { return first.specs.length >= 1 && first.specs[0].series === "udp_jitter_ms" })
        first.refresh()
        verify(first.pointCount(0) > 100, "jitter points drawn: " + first.pointCount(0))
        tryVerify(function() { return findChild(w.contentItem, "sequenceChart") === null })
        const offered = sim.charts.charts.map(function(c) { return c.id })
        compare(offered.filter(function(id) { return id === "jitter" }).length, 1)
        verify(offered.indexOf("window") < 0)

        // A TCP run shows cwnd and the time–sequence graph again.
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        tryVerify(function() { return sim.loaded && sim.modelName === "dumbbell" }, 10000)
        tryVerify(function() {
            const c = findChild(w.contentItem, "cwndChart")
            return c !== null && c.specs.length > 0 && c.specs[0].series === "cwnd"
        })
        tryVerify(function() { return findChild(w.contentItem, "sequenceChart") !== null })
    }

    // Export: any chart as a PNG of its size on screen, with something drawn in it.
    function test_9_chartSavesPng() {
        const w = openWindow()
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        sim.runUntil(0.5)
        tryVerify(function() { return !sim.running && sim.simTime >= 0.49 }, 30000)
        const names = ["cwndChart", "sequenceChart", "chart:goodput"]
        for (let i = 0; i < names.length; ++i) {
            const chart = findChild(w.contentItem, names[i])
            verify(chart !== null, names[i])
            tryVerify(function() { return chart.width > 100 && chart.height > 50 })
            chart.refresh()
            const path = TestFiles.path(names[i] + ".png")
            let result
            chart.saveImage(path, function(error) { result = error })
            tryVerify(function() { return result !== undefined }, 5000)
            compare(result, "", names[i] + " saved")
            const info = TestFiles.imageInfo(path)
            verify(info.exists && info.bytes > 0, names[i] + " written")
            verify(info.valid, names[i] + " is a PNG")
            const dpr = Screen.devicePixelRatio
            verify(Math.abs(info.width - chart.width * dpr) <= 1, info.width + " vs " + chart.width)
            verify(Math.abs(info.height - chart.height * dpr) <= 1, info.height + " vs " + chart.height)
            verify(info.colours > 2, names[i] + " has axes and data, colours: " + info.colours)
            // Also as a vector SVG and as the CSV of its series.
            const svg = TestFiles.path(names[i].replace(":", "-") + ".svg")
            compare(chart.saveSvg(svg, names[i]), "")
            const svgText = TestFiles.readText(svg)
            verify(svgText.indexOf("<svg") >= 0, names[i] + " SVG")
            verify(svgText.indexOf("simulated time") >= 0, names[i] + " SVG has its time axis")
            const csv = TestFiles.path(names[i].replace(":", "-") + ".csv")
            compare(chart.saveCsv(csv), "")
            const lines = TestFiles.readText(csv).trim().split("\n")
            verify(lines[0].indexOf("series,simulated time (") === 0, lines[0])
            // A row per point drawn (flow 0 of this dumbbell starts after 0.5 s: no segments yet).
            let drawn = 0
            for (let k = 0; k < chart.specs.length; ++k) drawn += chart.pointCount(k)
            compare(lines.length - 1, drawn, names[i] + " CSV rows")
            if (names[i] !== "sequenceChart") verify(drawn > 10, names[i] + " points: " + drawn)
        }
    }
}
