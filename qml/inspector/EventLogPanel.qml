// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// EventLogPanel: what happened, in plain words — drops with their cause and TCP's reactions
// (fast retransmit, timeout, recovery) — filterable by category, flow and text. Clicking a
// line selects its flow (or node) on the canvas.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

ColumnLayout {
    id: root
    objectName: "eventLogPanel"
    readonly property var sim: App.simulation
    readonly property var filter: App.simulation.eventFilter
    property bool follow: true
    spacing: Theme.gap

    TextField {
        id: search
        objectName: "eventSearch"
        Layout.fillWidth: true
        placeholderText: qsTr("Search the log (e.g. \"timeout\", \"flow 3\", \"r0\")")
        font.pixelSize: Theme.body
        selectByMouse: true
        onTextChanged: root.filter.text = text
    }
    Flow {
        Layout.fillWidth: true
        spacing: 6
        Chip { text: qsTr("Drops & deflections"); checkable: true; checked: root.filter.drops; tint: Theme.kindColor("drop"); onClicked: root.filter.drops = checked }
        Chip { text: qsTr("Congestion control"); checkable: true; checked: root.filter.congestion; tint: Theme.kindColor("fast_retransmit"); onClicked: root.filter.congestion = checked }
        Chip { text: qsTr("Retransmissions"); checkable: true; checked: root.filter.retransmits; tint: Theme.kindColor("retransmit"); onClicked: root.filter.retransmits = checked }
        Chip { text: qsTr("Connections"); checkable: true; checked: root.filter.connections; tint: Theme.kindColor("connection"); onClicked: root.filter.connections = checked }
        Chip {
            text: root.sim.focusFlow >= 0 ? qsTr("Only flow %1").arg(root.sim.focusFlow) : qsTr("Only the traced flow")
            enabled: root.sim.focusFlow >= 0
            checkable: true
            checked: root.filter.flow >= 0
            tint: Theme.accent
            onClicked: root.filter.flow = checked ? root.sim.focusFlow : -1
        }
    }
    RowLayout {
        Layout.fillWidth: true
        Text {
            text: qsTr("%1 of %Ln event(s) shown", "", root.sim.eventLog.count)
                      .arg(root.filter.count.toLocaleString(Qt.locale(), "f", 0))
            color: Theme.textFaint
            font.pixelSize: Theme.small
            Layout.fillWidth: true
        }
        Chip { text: qsTr("Follow"); checkable: true; checked: root.follow; tint: Theme.accent; onClicked: root.follow = checked }
    }

    ListView {
        id: list
        objectName: "eventList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: root.filter
        reuseItems: true
        // Delegates made synchronously: a ListView makes those of its cache buffer
        // asynchronously and, in Qt 6.4, keeps the row it waits for across removals and resets;
        // its next clear then cancels that stale row ("DelegateModel::cancel: index out range").
        // See docs/hardening.md.
        cacheBuffer: 0
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        onCountChanged: if (root.follow && root.visible) Qt.callLater(list.positionViewAtEnd)
        onMovingChanged: if (moving) root.follow = atYEnd
        delegate: ItemDelegate {
            id: line
            readonly property string timeText: model.timeText
            readonly property string lineText: model.text
            readonly property string kind: model.kind
            readonly property int flow: model.flow
            readonly property int node: model.node
            width: list.width - 8
            padding: 6
            highlighted: (line.flow >= 0 && line.flow === root.sim.focusFlow && root.sim.selectionKind === "flow")
            onClicked: {
                if (line.flow >= 0) root.sim.select("flow", line.flow)
                else if (line.node >= 0) root.sim.select("node", line.node)
            }
            contentItem: RowLayout {
                spacing: Theme.gap
                Rectangle {
                    width: 8; height: 8; radius: 4
                    color: Theme.kindColor(line.kind)
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 6
                }
                Text {
                    text: line.timeText
                    color: Theme.textFaint
                    font.pixelSize: Theme.small
                    font.family: Theme.monoFamily
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 2
                }
                Text {
                    text: line.lineText
                    color: Theme.text
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
        Text {
            anchors.centerIn: parent
            visible: list.count === 0
            width: parent.width - 40
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: root.sim.eventLog.count === 0 ? qsTr("Nothing has happened yet. Drops and TCP's reactions to them appear here as they happen.")
                                                : qsTr("No event matches the filter.")
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }
}
