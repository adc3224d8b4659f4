// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Predict first, in every shipped lesson: while a step's question is open, no text of the
// step's claims shows in the lesson panel, and no live chart draws its theory lines (the
// references its model declares, such as a saturation value the question asks about) nor
// names them; once the question is answered, both show.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui
import "tree.js" as Tree

TestCase {
    id: test
    name: "LessonReveal"
    when: windowShown
    width: 1600
    height: 1000

    Component { id: mainComponent; Main { width: 1600; height: 1000 } }

    // The visible texts under `item` that contain `words`.
    function shownTexts(item, words) {
        return Tree.findAll(item, function(c) {
            return c.visible && typeof c.text === "string" && c.text.indexOf(words) >= 0
        }).filter(function(c) {
            for (let p = c; p; p = p.parent) if (!p.visible) return false
            return true
        })
    }

    // Every dashed line the shown live charts draw at a height (their specs' `hline`s) and the
    // subtitles that name references, as text.
    function drawnReferences(w) {
        const feed = App.simulation.charts
        const out = []
        const charts = feed.charts
        for (let i = 0; i < charts.length; ++i) {
            const c = charts[i]
            if (c.references.length === 0) continue
            const live = findChild(w.contentItem, "chart:" + c.id)
            if (!live) continue
            for (const s of live.specs) {
                for (const r of c.references) if (s.hline !== undefined && Math.abs(s.hline - r.value) < 1e-12) out.push(c.id + ": " + s.label)
            }
            for (const r of c.references) {
                if (shownTexts(w.contentItem, r.label).length > 0) out.push(c.id + " names " + r.label)
            }
        }
        return out
    }

    function test_claimsAndReferencesWaitForTheAnswer() {
        const L = App.lessons
        const sim = App.simulation
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        const panel = findChild(w.contentItem, "lessonPanel")
        let claimSteps = 0, referenceSteps = 0
        for (let r = 0; r < L.lessons.count; ++r) {
            const id = L.lessons.value(r, "lessonId")
            const doc = JSON.parse(TestFiles.readText(App.assetsDir + "/../lessons/" + id + "/lesson.json"))
            L.resetProgress(id)
            compare(App.openLesson(id), "", id)
            for (let i = 0; i < doc.steps.length; ++i) {
                const st = doc.steps[i]
                const where = id + " step " + (i + 1)
                if (!st.questions || st.questions.length === 0) continue
                L.stepIndex = i
                tryVerify(function() { return sim.loaded }, 30000, where)
                verify(L.resultsHidden, where)
                // The step's claims (defined in the step, or named there and defined in the lesson).
                const claims = (st.claims || []).map(function(c) {
                    return typeof c === "string" ? (doc.claims || []).find(function(d) { return d.id === c }) : c
                }).filter(function(c) { return c && c.text })
                // Before the answer: no claim's text, no theory line.
                wait(50)
                for (const c of claims) compare(shownTexts(panel, c.text).length, 0, where + ": " + c.text)
                const hasReferences = App.simulation.charts.charts.some(function(c) {
                    return c.references.length > 0 && findChild(w.contentItem, "chart:" + c.id) !== null
                })
                compare(drawnReferences(w), [], where)
                // Answered: they show.
                for (let q = 0; q < st.questions.length; ++q) L.answer(q, st.questions[q].answer)
                verify(!L.resultsHidden, where)
                for (const c of claims)
                    tryVerify(function() { return shownTexts(panel, c.text).length > 0 }, 5000, where + ": " + c.text)
                if (claims.length > 0) ++claimSteps
                if (hasReferences) {
                    tryVerify(function() { return drawnReferences(w).length > 0 }, 5000, where)
                    ++referenceSteps
                }
                sim.pause()
            }
            L.closeLesson()
        }
        verify(claimSteps >= 5, "steps with claims checked: " + claimSteps)
        verify(referenceSteps >= 1, "steps with theory lines checked: " + referenceSteps)
    }
}
