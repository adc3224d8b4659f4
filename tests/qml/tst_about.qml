// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The About dialog opens from the start page's top bar and shows the
// versions and the diagnostics log.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "About"
    when: windowShown
    width: 1400
    height: 900

    Component { id: mainComponent; Main { width: 1400; height: 900 } }

    function test_aboutDialogShowsVersionsAndLog() {
        App.showStart()
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        const button = findChild(w.contentItem, "aboutButton")
        verify(button !== null)
        const dialog = findChild(w, "aboutDialog")
        verify(dialog !== null)
        verify(!dialog.visible)
        mouseClick(button)
        tryVerify(function() { return dialog.opened })
        compare(findChild(dialog.contentItem, "aboutQt").text, Diagnostics.qtVersion)
        verify(Diagnostics.qtVersion.length > 0)
        // The QML test runner starts no log file: the dialog says where the log goes instead.
        verify(findChild(dialog.contentItem, "aboutLogFile").text.length > 0)
        compare(findChild(dialog.contentItem, "aboutRecentLog").text, Diagnostics.recentLog)
        dialog.close()
        tryVerify(function() { return !dialog.visible })
    }
}
