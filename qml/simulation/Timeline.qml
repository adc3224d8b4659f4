// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Timeline: the run from 0 to its end under the canvas — how far it has come, the moment shown
// (drag the handle, or click, to go to any time: the run follows the drag, restored from the
// latest checkpoint before that time and re-simulated from there, same seed, so playing on gives
// the same run), and the bookmarks of the focus flow (first drop, timeouts, fast retransmits by
// cause) as ticks that jump there. ← goes back one event. From the keyboard (Tab to it): ← and
// → move by 1% of the run, Page Up and Page Down jump to the previous or next bookmark, Home
// to the start and End to as far as the run has been simulated.
import QtQuick
import QtQuick.Controls
import OpsLab
import OpsLab.Ui
import "../components"

Item {
    id: tl
    objectName: "timeline"
    property var sim: App.simulation
    readonly property real end: sim.endTime
    /// The time being dragged to (−1: not dragging).
    property real dragTime: -1
    readonly property bool seeking: sim.seekProgress >= 0
    /// The focus flow's bookmarks and the run's own (first drop), oldest first; refreshed at
    /// most twice a second while new ones arrive (each refresh rebuilds the ticks).
    property var marks: []
    function refreshMarks() {
        seenRevision = sim.charts.markRevision
        marks = sim.loaded && end > 0 ? sim.charts.marks(sim.focusFlow, 0, end, true) : []
    }
    property int seenRevision: -1
    Timer {
        interval: 500
        repeat: true
        running: tl.visible
        onTriggered: if (tl.sim.charts.markRevision !== tl.seenRevision) tl.refreshMarks()
    }
    Connections {
        target: tl.sim
        function onFocusFlowChanged() { tl.refreshMarks() }
        function onRunInfoChanged() { tl.refreshMarks() }
    }
    signal seekRequested(real seconds)

    implicitHeight: Math.round(34 * Theme.scale)

    activeFocusOnTab: true
    Accessible.role: Accessible.Slider
    Accessible.name: qsTr("Timeline")
    Accessible.description: qsTr("%1 of %2 s; ← and →: 1% of the run, Page Up and Page Down: bookmarks, Home and End: start and as far as simulated")
                            .arg(sim.simTime.toPrecision(4)).arg(end.toPrecision(4))
    /// The keys the timeline takes while it has the focus (before the window's shortcuts).
    readonly property var keys: [Qt.Key_Left, Qt.Key_Right, Qt.Key_Home, Qt.Key_End, Qt.Key_PageUp, Qt.Key_PageDown]
    Keys.onShortcutOverride: (event) => event.accepted = keys.indexOf(event.key) >= 0
    Keys.onPressed: (event) => {
        if (!sim.loaded || end <= 0 || keys.indexOf(event.key) < 0) return
        event.accepted = true
        const now = sim.simTime, simulated = end * sim.progress
        if (event.key === Qt.Key_Left) requestSeek(Math.max(0, now - end / 100))
        else if (event.key === Qt.Key_Right) requestSeek(Math.min(end, now + end / 100))
        else if (event.key === Qt.Key_Home) requestSeek(0)
        else if (event.key === Qt.Key_End) requestSeek(simulated)
        else jumpToMark(event.key === Qt.Key_PageDown)
    }
    /// Goes to the next bookmark after the moment shown (or the last before it).
    function jumpToMark(forward) {
        const now = sim.simTime
        let best = null
        for (let i = 0; i < marks.length; ++i) {
            const m = marks[i]
            if (forward ? m.t > now + 1e-12 && (!best || m.t < best.t)
                        : m.t < now - 1e-12 && (!best || m.t > best.t)) best = m
        }
        if (best) sim.seekEvents(best.events)
    }

    function timeAt(x) { return end > 0 ? Math.max(0, Math.min(end, (x - track.x) / track.width * end)) : 0 }
    function xAt(t) { return track.x + (end > 0 ? track.width * Math.max(0, Math.min(1, t / end)) : 0) }
    function requestSeek(t) {
        requestedTime = t
        seekRequested(t)
        sim.seek(t)
    }
    /// The time of the latest jump asked for (while dragging, jumps follow the handle).
    property real requestedTime: -1
    // While dragging: a jump to the handle at most every 100 ms, and only once the previous one
    // has arrived, so jumps never queue up behind the handle.
    Timer {
        interval: 100
        repeat: true
        running: tl.dragTime >= 0
        onTriggered: if (!tl.seeking && tl.dragTime !== tl.requestedTime) tl.requestSeek(tl.dragTime)
    }

    Shortcut {
        sequence: "Left"
        enabled: App.page === "workspace" && tl.sim.loaded
        onActivated: tl.sim.stepBack()
    }

    Rectangle {  // where the keyboard's focus is
        anchors.fill: parent
        visible: tl.activeFocus
        color: "transparent"
        radius: 6
        border.width: 2
        border.color: Theme.accent
    }

    Text {
        id: label
        anchors.left: parent.left
        anchors.verticalCenter: track.verticalCenter
        width: Math.round(120 * Theme.scale)
        text: tl.seeking ? qsTr("Rewinding… %1 %").arg(Math.round(tl.sim.seekProgress * 100))
              : tl.dragTime >= 0 ? qsTr("go to %1 s").arg(tl.dragTime.toPrecision(4))
              : qsTr("Timeline")
        color: tl.seeking ? Theme.accent : Theme.textDim
        font.pixelSize: Theme.small
        elide: Text.ElideRight
    }
    Text {
        id: count
        anchors.right: parent.right
        anchors.verticalCenter: track.verticalCenter
        text: qsTr("%n bookmark(s)", "", tl.marks.length)
        color: Theme.textFaint
        font.pixelSize: Theme.small
    }

    Rectangle {
        id: track
        anchors.left: label.right
        anchors.right: count.left
        anchors.rightMargin: Theme.pad
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Math.round(8 * Theme.scale)
        height: Math.round(6 * Theme.scale)
        radius: height / 2
        color: Theme.border
        Rectangle {  // simulated so far
            width: parent.width * tl.sim.progress
            height: parent.height
            radius: parent.radius
            color: tl.sim.finished ? Theme.success : Theme.accent
            opacity: 0.55
        }
        Rectangle {  // a jump under way
            visible: tl.seeking
            width: parent.width * Math.max(0, tl.sim.seekProgress)
            height: parent.height
            radius: parent.radius
            color: Theme.accent
        }
    }

    MouseArea {
        id: drag
        objectName: "timelineArea"
        anchors.left: track.left
        anchors.right: track.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        enabled: tl.sim.loaded && tl.end > 0
        preventStealing: true
        onPressed: function(mouse) { tl.dragTime = tl.timeAt(mouse.x + drag.x) }
        onPositionChanged: function(mouse) { if (pressed) tl.dragTime = tl.timeAt(mouse.x + drag.x) }
        onReleased: {
            if (tl.dragTime >= 0 && tl.dragTime !== tl.requestedTime) tl.requestSeek(tl.dragTime)
            tl.dragTime = -1
        }
        onCanceled: tl.dragTime = -1
    }

    // Bookmarks above the track (on top of the drag area: a click jumps to that event).
    Repeater {
        model: tl.marks
        LossMark {
            required property var modelData
            info: modelData
            size: Math.round(10 * Theme.scale)
            x: tl.xAt(modelData.t) - width / 2
            y: track.y - height - 1
            onActivated: tl.sim.seekEvents(modelData.events)
        }
    }

    // The moment shown (or dragged to).
    Rectangle {
        id: handle
        objectName: "timelineHandle"
        width: Math.round(14 * Theme.scale)
        height: width
        radius: width / 2
        x: tl.xAt(tl.dragTime >= 0 ? tl.dragTime : tl.sim.simTime) - width / 2
        anchors.verticalCenter: track.verticalCenter
        color: Theme.surface
        border.color: Theme.accent
        border.width: 2
        visible: tl.sim.loaded
    }
}
