// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// InspectorPanel: the live state of what was clicked (node, link, flow or packet), and the
// list of flows with their TCP state (when the run has flows); clicking a flow traces it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

ColumnLayout {
    id: root
    objectName: "inspectorPanel"
    readonly property var sim: App.simulation
    spacing: Theme.gap

    // What is selected
    Panel {
        Layout.fillWidth: true
        implicitHeight: details.implicitHeight + 2 * Theme.pad
        color: Theme.surfaceAlt
        ColumnLayout {
            id: details
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.pad }
            spacing: 6
            RowLayout {
                Layout.fillWidth: true
                Icon {
                    name: root.sim.selectionKind === "" ? "cursor" : root.sim.selectionKind === "link" ? "chart" : "info"
                    color: Theme.accent
                    size: Theme.iconSize
                }
                Text {
                    objectName: "inspectorTitle"
                    text: root.sim.selectionKind === "" ? qsTr("Nothing selected") : root.sim.selectionTitle
                    color: Theme.text
                    font.pixelSize: Theme.large
                    font.weight: Font.DemiBold
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                IconButton {
                    visible: root.sim.selectionKind !== ""
                    iconName: "close"
                    onClicked: root.sim.select("", -1)
                    tip: qsTr("Clear the selection (Esc)")
                }
            }
            Text {
                visible: root.sim.selectionKind === ""
                Layout.fillWidth: true
                text: qsTr("Click a node, a link or a packet in the network — or a flow below — to see its live state here.")
                color: Theme.textDim
                font.pixelSize: Theme.body
                wrapMode: Text.WordWrap
            }
            // The rows in a Column, not straight in the ColumnLayout: in Qt 6.4 a Repeater whose
            // model changes while the layout arranges its delegates can leave the layout holding
            // a deleted item, and the next arrangement crashes (the monkey test's seed 3; see
            // docs/hardening.md). A positioner never hands its children to the layout engine.
            Column {
                Layout.fillWidth: true
                visible: inspectorRows.count > 0
                spacing: 6
                Repeater {
                    id: inspectorRows
                    model: root.sim.inspector
                    RowLayout {
                        width: parent ? parent.width : 0
                        spacing: Theme.gap
                        Text {
                            text: modelData.label
                            color: Theme.textDim
                            font.pixelSize: Theme.body
                            Layout.preferredWidth: Math.round(150 * Theme.scale)
                            elide: Text.ElideRight
                        }
                        Text {
                            text: modelData.value
                            color: Theme.text
                            font.pixelSize: Theme.body
                            font.weight: Font.Medium
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
    }

    // The flows, when the run has any (a switch lab has none; the details then stay on top).
    Item { visible: root.sim.flows.count === 0; Layout.fillHeight: true }
    RowLayout {
        visible: root.sim.flows.count > 0
        Layout.fillWidth: true
        Layout.topMargin: 4
        Text {
            text: qsTr("Flows")
            color: Theme.text
            font.pixelSize: Theme.large
            font.weight: Font.DemiBold
            Layout.fillWidth: true
        }
        Text {
            text: qsTr("%1 · click to trace").arg(root.sim.flows.count)
            color: Theme.textFaint
            font.pixelSize: Theme.small
        }
    }

    ListView {
        id: flowList
        objectName: "flowList"
        visible: root.sim.flows.count > 0
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: root.sim.flows
        reuseItems: true
        // Delegates made synchronously: a ListView makes those of its cache buffer
        // asynchronously and, in Qt 6.4, keeps the row it waits for across removals and resets;
        // its next clear then cancels that stale row ("DelegateModel::cancel: index out range").
        // See docs/hardening.md.
        cacheBuffer: 0
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        delegate: ItemDelegate {
            width: flowList.width
            height: Math.round(40 * Theme.scale)
            highlighted: root.sim.focusFlow === model.flow
            onClicked: root.sim.select("flow", model.flow)
            contentItem: RowLayout {
                spacing: Theme.gap
                Rectangle {
                    width: Math.round(12 * Theme.scale); height: width; radius: 3
                    color: model.color
                }
                Text {
                    text: qsTr("Flow %1").arg(model.flow)
                    color: Theme.text
                    font.pixelSize: Theme.body
                    font.weight: Font.Medium
                    Layout.preferredWidth: Math.round(70 * Theme.scale)
                }
                Text {
                    text: model.state
                    color: model.recovering ? Theme.warning : Theme.textDim
                    font.pixelSize: Theme.small
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                Text {
                    text: model.cwnd !== undefined ? qsTr("cwnd %1").arg(Number(model.cwnd).toFixed(1)) : ""
                    color: Theme.text
                    font.pixelSize: Theme.small
                    font.family: Theme.monoFamily
                }
                Text {
                    visible: model.retransmits > 0
                    text: "↻" + model.retransmits
                    color: Theme.danger
                    font.pixelSize: Theme.small
                }
            }
        }
    }
}
