// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// No English in a German class: a lesson opened at a step whose sweep has run (classroom
// scale), its questions answered so the verdicts show, read in German and then in English.
// Every visible text of the lesson panel and the workspace (each Text item in the window's
// tree, and the figure's axis titles, metric picker and series, which the chart draws itself)
// with three or more words of letters that reads the same in both languages is English left
// in the German interface. The start page's lesson cards are read the same way.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "LessonLeaks"
    when: windowShown
    width: 1600
    height: 1000

    Component { id: mainComponent; Main { width: 1600; height: 1000 } }

    // Texts that are the same in every language: names, not words of the interface.
    readonly property var invariants: [
        // The paper a lesson reproduces is cited by its authors, title and venue as published.
        /^He & Chan\b/, /^Karol, Hluchyj/, /McKeown/, /Padhye/, /^Baldi|^Ofek/,
        // The workspace's log starts with the application's name and version.
        /^OPS Lab \d/,
        // A curve of the aggregation mode: the word is German too, and a choice's value stays
        // as the model names it (per_flow).
        /^Aggregation = \w+$/,
        // A file's path is the same in every language.
        /^\//
    ]

    function cleanup() { Language.choose("en") }

    // Units read the same in both languages and are no words of the interface.
    readonly property var units: ["min", "ms", "Mb", "Gb", "kb", "MB", "GB", "ns", "ps"]

    // The words of letters in `s` (two letters or more, units not counted).
    function wordCount(s) {
        const words = s.split(/[^A-Za-zÀ-ÖØ-öø-ÿ]+/)
        let n = 0
        for (let i = 0; i < words.length; ++i) {
            if (words[i].length >= 2 && units.indexOf(words[i]) < 0) ++n
        }
        return n
    }

    function isText(item) {
        return typeof item.text === "string" && item.lineCount !== undefined && item.font !== undefined
    }

    // Every visible text item under `item` (its own text, when it reads as words).
    // Every visible text item under `item` with at least `minWords` words (3 unless given),
    // leaving out the tree under `skip`.
    function collect(item, out, minWords, skip) {
        if (!item || item === skip || !item.visible || item.opacity === 0) return
        if (isText(item) && wordCount(item.text) >= (minWords || 3)) out[item.text.trim()] = true
        const kids = item.children
        for (let i = 0; i < kids.length; ++i) collect(kids[i], out, minWords, skip)
        // A Flickable's, ListView's and Popup's items hang off contentItem.
        if (item.contentItem && item.contentItem !== item && item.contentItem.parent !== item)
            collect(item.contentItem, out, minWords, skip)
    }

    // What the figure draws itself: axis titles, the metrics it can show, its series.
    function figureTexts(L, out) {
        const t = [L.figureTitle, L.xTitle, L.yTitle].concat(L.seriesNames)
        for (let i = 0; i < L.figureMetrics.length; ++i) t.push(L.figureMetrics[i].title)
        for (let i = 0; i < t.length; ++i) if (wordCount(t[i]) >= 3) out[t[i].trim()] = true
    }

    function invariant(s) {
        for (let i = 0; i < invariants.length; ++i) if (invariants[i].test(s)) return true
        return false
    }

    function leaks(german, english) {
        const out = []
        for (const s in german) if (english[s] && !invariant(s)) out.push(s)
        return out
    }

    function readAll(w, L) {
        const out = {}
        collect(w.contentItem, out)
        figureTexts(L, out)
        return out
    }

    function settle(w) {
        wait(300)
        waitForRendering(w.contentItem, 3000)
    }

    function checkStep(id, step) {
        const L = App.lessons
        Language.choose("de")
        const w = createTemporaryObject(mainComponent, test)
        L.resetProgress(id)
        compare(App.openLesson(id), "", id)
        L.quick = true
        L.stepIndex = step
        for (let q = 0; q < L.questions.count; ++q) L.revealAnswer(q)
        verify(!L.resultsHidden, id)
        const sweep = L.sweeps.value(0, "sweepId")
        verify(L.runSweep(sweep), id + ": " + sweep)
        tryVerify(function() { return !L.busy }, 300000, id + ": the sweep runs")
        tryVerify(function() { return App.simulation.loaded }, 20000)
        // Every claim of the step has its verdict and the numbers behind it.
        for (let c = 0; c < L.claims.count; ++c) {
            if (L.claims.value(c, "sweep") === sweep)
                verify(L.claims.value(c, "detail").length > 0, id + ": " + L.claims.value(c, "claimId"))
        }
        settle(w)
        const german = readAll(w, L)
        Language.choose("en")
        settle(w)
        const english = readAll(w, L)
        verify(Object.keys(german).length > 10, id + ": " + Object.keys(german).length + " texts")
        const found = leaks(german, english)
        compare(found.length, 0, id + " step " + (step + 1) + " in German still reads:\n  " + found.join("\n  "))
        L.closeLesson()
    }

    function test_aStepWithItsSweepRunReadsInGerman() { checkStep("tcp-basics", 1) }

    function test_aStepWithParameterVerdictsReadsInGerman() { checkStep("he-chan-aggregation", 2) }

    // The start page's lesson cards: every word on them (the level is one). The scenario
    // catalogue is not read: its facts line ("dumbbell · 10 flows · reno · 20 s") is the models'
    // own English, not yet made translatable.
    function readStart(w) {
        const out = {}
        collect(findChild(w.contentItem, "lessonCards"), out, 1)
        return out
    }

    function test_theLessonCardsReadInGerman() {
        Language.choose("de")
        App.lessons.closeLesson()
        App.showStart()
        const w = createTemporaryObject(mainComponent, test)
        settle(w)
        const german = readStart(w)
        Language.choose("en")
        settle(w)
        const english = readStart(w)
        const found = leaks(german, english)
        verify(Object.keys(german).length > 10, Object.keys(german).length + " texts")
        compare(found.length, 0, "the lesson cards in German still read:\n  " + found.join("\n  "))
    }
}
