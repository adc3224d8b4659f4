// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Answering a lesson's question by keyboard, in the whole window as a student meets it: Tab
// reaches a choice, shows a focus ring on it and scrolls it into view; Return and Space on a
// focused choice record the answer as a click does, and Space does not start the run there;
// while the step's question is open Play waits and says why; once it is answered, Space with no
// control focused plays and pauses again. The page, the question and the feedback are read by
// a screen reader.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "LessonKeys"
    when: windowShown
    width: 1280
    height: 720

    Component { id: mainComponent; Main { width: 1280; height: 720 } }

    // The lesson's own definition of its first step's first question (the right choice).
    function firstQuestion(id) {
        const doc = JSON.parse(TestFiles.readText(App.assetsDir + "/../lessons/" + id + "/lesson.json"))
        return doc.steps[0].questions[0]
    }

    // The lesson's choice a focused choice stands for ("choice2": the lesson's third), or -1.
    function choiceOf(item) {
        return item && item.objectName.indexOf("choice") === 0 ? parseInt(item.objectName.substring(6)) : -1
    }

    // Tabs on until a choice other than `right` has the focus (not one already tried); null
    // when Tab comes round without one.
    function tabToWrongChoice(w, right) {
        for (let i = 0; i < 300; ++i) {
            const item = Accessibility.tab(w, false)
            const c = choiceOf(item)
            if (c >= 0 && c !== right && item.enabled) return item
        }
        return null
    }

    function inView(flick, item) {
        const top = item.mapToItem(flick, 0, 0).y
        return top >= 0 && top + item.height <= flick.height + 1
    }

    function test_answerByKeyboard() {
        const id = "tcp-basics"
        const L = App.lessons
        const sim = App.simulation
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        w.requestActivate()
        tryVerify(function() { return w.active }, 5000)
        L.resetProgress(id)
        compare(App.openLesson(id), "")
        tryCompare(App, "page", "workspace")
        tryVerify(function() { return sim.loaded }, 10000)
        const panel = findChild(w.contentItem, "lessonPanel")
        tryVerify(function() { return panel.visible && panel.width > 200 })
        const flick = findChild(panel, "lessonFlick")
        const right = firstQuestion(id).answer
        verify(!sim.running, "the step waits for its answer")

        // Play waits for the answer, and says so where Play is (the button itself; the sentence
        // beside it where the bar has room).
        const play = findChild(w.contentItem, "playButton")
        verify(!play.enabled, "Play is disabled while the step's question is open")
        compare(play.text, "Answer first")
        verify(Accessibility.nameOf(play) === "Answer first")

        // A screen reader reads the page, the question and (later) the feedback.
        verify(Accessibility.nameOf(findChild(panel, "stepPage")).length > 50, "the page is read")
        verify(Accessibility.nameOf(findChild(panel, "questionPrompt")).indexOf(firstQuestion(id).prompt) >= 0,
               "the question is read")

        // Tab to a wrong choice: it shows its focus and comes into view.
        let choice = tabToWrongChoice(w, right)
        verify(choice !== null, "Tab reaches a choice")
        verify(choice.visualFocus)
        const ring = findChild(choice, "focusRing")
        verify(ring !== null && ring.visible, "the focused choice draws a focus ring")
        tryVerify(function() { return inView(flick, choice) }, 2000, "the focused choice is in view")
        // Scrolled away, Shift+Tab and Tab bring it back into view.
        const at = choice.mapToItem(flick.contentItem, 0, 0).y
        flick.contentY = at > flick.height ? 0 : Math.min(flick.contentHeight - flick.height, at + choice.height + 20)
        verify(!inView(flick, choice), "scrolled out of view")
        Accessibility.tab(w, true)
        choice = Accessibility.tab(w, false)
        verify(choiceOf(choice) >= 0)
        tryVerify(function() { return inView(flick, choice) }, 2000, "the choice scrolls into view on focus")

        // Return on it records the answer, as a click does.
        let wrong = choiceOf(choice)
        Accessibility.key(w, Qt.Key_Return)
        tryVerify(function() { return L.questions.value(0, "attempts") === 1 }, 2000, "Return records the answer")
        compare(L.questions.value(0, "chosen"), wrong)
        compare(L.questions.value(0, "resolved"), false)
        verify(!sim.running)
        const feedback = findChild(panel, "feedback")
        tryVerify(function() { return feedback.visible })
        compare(Accessibility.nameOf(feedback), feedback.text)

        // Space on the other wrong choice records it too, and Play does not start.
        choice = tabToWrongChoice(w, right)
        verify(choice !== null, "Tab reaches the other wrong choice")
        wrong = choiceOf(choice)
        Accessibility.key(w, Qt.Key_Space)
        wait(100)
        compare(L.questions.value(0, "attempts"), 2)
        compare(L.questions.value(0, "chosen"), wrong)
        verify(!sim.running, "Space on a choice does not play")

        // Enter on the right one settles the question; the step's run starts as it says.
        let found = null
        for (let i = 0; i < 300 && found === null; ++i) {
            const item = Accessibility.tab(w, false)
            if (choiceOf(item) === right) found = item
        }
        verify(found !== null, "Tab reaches the right choice")
        Accessibility.key(w, Qt.Key_Enter)
        tryCompare(L, "resultsHidden", false)
        compare(L.questions.value(0, "attempts"), 3)
        tryVerify(function() { return sim.running }, 5000, "the answered step runs")
        verify(play.enabled)
        compare(play.text, "Pause")
        verify(!findChild(w.contentItem, "playWaitsHint").visible)

        // With no control focused, Space is Play / pause again.
        w.contentItem.forceActiveFocus()
        Accessibility.key(w, Qt.Key_Space)
        tryVerify(function() { return !sim.running }, 5000, "Space pauses")
        L.closeLesson()
    }
}
