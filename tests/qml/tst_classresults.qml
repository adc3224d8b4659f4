// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Class results at 1280×720: the start page's "Class results…" opens the view over a folder
// of exported work (tests/core/data: one student's work and a progress file, which is
// skipped), the lists fill, the view fits the window, every control is named, Tab reaches the
// buttons, the tabs and the lists in turn, and Escape closes it.
import QtQuick
import QtQuick.Controls
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "ClassResults"
    when: windowShown
    width: 1280
    height: 720

    Component { id: mainComponent; Main { width: 1280; height: 720 } }
    // The window and the size it had: restored after the test, since the window remembers its
    // size for the tests that come after.
    property var win: null
    property size saved

    function cleanup() {
        if (win !== null) {
            win.width = saved.width
            win.height = saved.height
        }
        win = null
    }

    function test_classAtAGlance() {
        App.showStart()
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        // The window's remembered size (settings from earlier tests) gives way to the classroom's.
        win = w
        saved = Qt.size(w.width, w.height)
        w.width = 1280
        w.height = 720
        w.requestActivate()
        tryVerify(function() { return w.active }, 5000)
        const button = findChild(w.contentItem, "classResultsButton")
        const dialog = findChild(w, "classResultsDialog")
        verify(button !== null && dialog !== null)
        // A folder read first: the view opens on it (without asking for one).
        compare(dialog.results.open(Qt.resolvedUrl("../core/data/")), "")
        mouseClick(button)
        tryVerify(function() { return dialog.opened })
        verify(dialog.width <= 1280 && dialog.height <= 720, dialog.width + "x" + dialog.height)

        const steps = findChild(dialog.contentItem, "classStepList")
        compare(steps.count, 3)
        compare(findChild(dialog.contentItem, "classQuestionList").count, 3)
        compare(findChild(dialog.contentItem, "classStudentList").count, 1)
        compare(findChild(dialog.contentItem, "classSkippedList").count, 1)
        compare(dialog.results.skipped.value(0, "file"), "progress-tcp-basics.json")
        verify(steps.visible && steps.height > 100, "the step list has room: " + steps.height)
        compare(Accessibility.unnamedControls(w), [])

        // Tab: the folder, PDF, CSV and close buttons, the tabs, the list; all named.
        const seen = {}
        for (let i = 0; i < 12; ++i) {
            const item = Accessibility.tab(w, false)
            verify(item !== null)
            verify(Accessibility.nameOf(item).trim().length > 0, "Tab stop " + i + " is named: " + item)
            if (item.objectName.length > 0) seen[item.objectName] = true
        }
        for (const name of ["classFolderButton", "classPdfButton", "classCsvButton", "classCloseButton", "classStepList"])
            verify(seen[name] === true, name + " is reached by Tab; reached: " + Object.keys(seen))

        // The skipped files' tab shows the reason.
        mouseClick(findChild(dialog.contentItem, "classSkippedTab"))
        const skipped = findChild(dialog.contentItem, "classSkippedList")
        tryVerify(function() { return skipped.visible })
        verify(dialog.results.skipped.value(0, "reason").indexOf("a progress file") === 0)

        Accessibility.key(w, Qt.Key_Escape)
        tryVerify(function() { return !dialog.visible })
    }
}
