// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline: dragging its handle back requests jumps that follow the handle while
// it is held, and the run is then shown where it was released; the bookmarks of a run with
// drops appear as ticks.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

Item {
    id: root
    width: 900
    height: 120

    Timeline { id: tl; x: 20; y: 40; width: 860 }
    SignalSpy { id: seekSpy; target: tl; signalName: "seekRequested" }

    TestCase {
        name: "Timeline"
        when: windowShown

        function test_dragRequestsASeek() {
            const sim = App.simulation
            compare(sim.openFile(App.assetsDir + "/scenarios/dumbbell.json"), "")
            tryVerify(function() { return sim.loaded }, 10000)
            sim.speedIndex = sim.speedCount - 1
            sim.runUntil(2)
            tryVerify(function() { return !sim.running && sim.simTime >= 2 }, 60000)

            const area = findChild(tl, "timelineArea")
            const handle = findChild(tl, "timelineHandle")
            verify(area !== null && handle !== null)
            tryVerify(function() { return area.width > 100 })
            // The handle sits at 2 s of the run's 20 s.
            const handleX = handle.x + handle.width / 2 - area.x
            fuzzyCompare(handleX / area.width, 2 / sim.endTime, 0.02)

            // Drag it back to a quarter of the way to 2 s, on the track (below the ticks).
            const y = handle.y + handle.height / 2
            seekSpy.clear()
            mousePress(area, handleX, y)
            mouseMove(area, handleX * 0.6, y, -1, Qt.LeftButton)
            // Held there, the run follows the handle before the release.
            tryVerify(function() { return seekSpy.count > 0 }, 5000)
            fuzzyCompare(seekSpy.signalArguments[0][0], 1.2, 0.05)
            mouseMove(area, handleX * 0.25, y, -1, Qt.LeftButton)
            verify(tl.dragTime > 0 && tl.dragTime < 1, "dragging to " + tl.dragTime)
            mouseRelease(area, handleX * 0.25, y)
            verify(seekSpy.count >= 2)
            const target = seekSpy.signalArguments[seekSpy.count - 1][0]
            fuzzyCompare(target, 0.5, 0.05)
            tryVerify(function() { return sim.seekProgress < 0 && !sim.running && Math.abs(sim.simTime - target) < 1e-9 }, 60000)
            compare(tl.dragTime, -1)
            fuzzyCompare((handle.x + handle.width / 2 - area.x) / area.width, target / sim.endTime, 0.01)

            // The dumbbell drops packets: its first drop and the focus flow's losses are ticks.
            tryVerify(function() { return tl.marks.length > 0 }, 5000)
            compare(tl.marks[0].kind, "firstDrop")
        }
    }
}
