// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Steps that match their page: every step of every shipped lesson, walked in the app. A step
// with a scenario of its own shows it (every key its lesson.json sets, read back from the
// workspace's scenario), the charts it names (else its model's own choice), at the speed it
// names or one that plays its run in a minute or two, and a step that runs is playing once
// its questions are answered (and not before). A step without a scenario keeps the previous
// run and says so.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "LessonSteps"
    when: windowShown
    width: 1600
    height: 1000

    Component { id: mainComponent; Main { width: 1600; height: 1000 } }

    function valueAt(doc, key) {
        const parts = key.split(".")
        let v = doc
        for (let i = 0; i < parts.length && v !== undefined; ++i) v = v[parts[i]]
        return v
    }

    function test_everyStepShowsItsScenarioChartsAndSpeed() {
        const w = createTemporaryObject(mainComponent, test)
        const L = App.lessons
        const sim = App.simulation
        const panel = findChild(w.contentItem, "chartsPanel")
        verify(L.lessons.count >= 10)
        let walked = 0
        for (let r = 0; r < L.lessons.count; ++r) {
            const id = L.lessons.value(r, "lessonId")
            const dir = App.assetsDir + "/../lessons/" + id
            const text = TestFiles.readText(dir + "/lesson.json")
            verify(text.length > 0, id)
            const doc = JSON.parse(text)
            L.resetProgress(id)
            compare(App.openLesson(id), "", id)
            compare(App.page, "workspace")
            for (let i = 0; i < doc.steps.length; ++i) {
                const where = id + " step " + (i + 1)
                const st = doc.steps[i]
                L.stepIndex = i
                compare(L.stepIndex, i, where)
                if (!st.scenario) {
                    // The previous run stays (a first step shows its sweep's base), said on the panel.
                    verify(sim.scenarioPath.indexOf(id + "-step") >= 0, where + ": " + sim.scenarioPath)
                    const note = findChild(w.contentItem, "stepWorkspaceNote")
                    tryVerify(function() { return note.visible && note.text.indexOf(sim.scenarioName) >= 0 }, 5000, where)
                    continue
                }
                tryVerify(function() { return sim.loaded && sim.scenarioPath.endsWith("/" + id + "-step" + (i + 1) + ".json") },
                          30000, where + ": " + sim.scenarioPath)
                // Its scenario: the file's model, every key the step sets.
                const file = TestFiles.path("shown.json")
                compare(sim.exportScenario(file), "", where)
                const shown = JSON.parse(TestFiles.readText(file))
                const base = JSON.parse(TestFiles.readText(dir + "/" + st.scenario.file))
                compare(shown.model, base.model, where)
                const set = st.scenario.set || {}
                for (const key in set)
                    compare(JSON.stringify(valueAt(shown, key)), JSON.stringify(set[key]), where + ": " + key)
                // (a name the step does not set is the file's, perhaps with what the step changed)
                if (set.name === undefined) verify(shown.name.indexOf(base.name) === 0, where + ": " + shown.name)
                compare(sim.scenarioName, shown.name, where)
                // Its charts.
                tryVerify(function() { return panel.offered.length > 0 && panel.shownIds.length > 0 }, 10000, where)
                if (st.charts) {
                    tryVerify(function() { return panel.shownIds.slice().sort().join() === st.charts.slice().sort().join() },
                              10000, where + ": " + panel.shownIds + " vs " + st.charts)
                } else {
                    compare(panel.shownIds.join(), panel.defaultIds().join(), where)
                }
                for (let c = 0; c < panel.shownIds.length; ++c)
                    tryVerify(function() { return findChild(w.contentItem, "card:" + panel.shownIds[c]) !== null }, 5000, where)
                // Its speed: the one it names, else a minute or two for its run.
                const speed = sim.speedValueAt(sim.speedIndex)
                if (st.speed === "max") {
                    verify(sim.maxSpeed, where)
                } else if (st.speed !== undefined) {
                    verify(speed / st.speed < 1.6 && st.speed / speed < 1.6, where + ": " + sim.speedText)
                } else {
                    const wall = shown.sim.duration_s / speed
                    verify(wall >= 45 && wall <= 120, where + ": " + sim.speedText + ", " + wall + " s")
                }
                // A step that runs: not before its questions are answered, then playing.
                if (st.run) {
                    const questions = st.questions || []
                    if (questions.length > 0) {
                        wait(50)
                        verify(!sim.running, where + ": runs before the prediction")
                        for (let q = 0; q < questions.length; ++q) L.answer(q, questions[q].answer)
                    }
                    tryVerify(function() { return sim.running }, 10000, where + ": not playing")
                    sim.pause()
                }
                ++walked
            }
            L.closeLesson()
        }
        verify(walked >= 10)
    }
}
