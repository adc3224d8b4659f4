// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CrossbarView: the switch fabric as the main view, for models whose subject is one switch
// (layout kind "crossbar": the switch-scheduling lab). A heat map of the cells waiting at each
// input for each output (one virtual output queue per crosspoint; an input FIFO's cells by
// destination), the output FIFOs under their columns, and the last fabric slot: its requests,
// the grants and accepts of iSLIP (McKeown 1999, §III) iteration by iteration with the grant
// (g) and accept (a) pointers, the matching, and in FIFO mode the inputs whose head cell lost
// its output (head-of-line blocking). "Step one slot" runs the model to the next slot; "Step
// one iteration" walks that slot's phases as the core recorded them (App.simulation.fabric).
// The grid is one painted item (CrossbarGrid); this file lays out the slot panel beside it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Item {
    id: root
    objectName: "crossbarView"
    readonly property var sim: App.simulation
    readonly property var fab: App.simulation.fabric
    readonly property int rev: fab.revision
    readonly property bool islip: fab.arbiter === "islip"
    readonly property bool fifo: fab.arbiter === "fifo"
    readonly property bool walking: fab.phase < fab.phaseCount - 1
    /// The grid's pitch (pixels per crosspoint).
    readonly property real side: grid.side

    function timeText(t) {
        if (t < 0) return qsTr("no slot has run yet")
        return t < 1e-3 ? qsTr("%1 µs").arg((t * 1e6).toFixed(3)) : qsTr("%1 ms").arg((t * 1e3).toFixed(4))
    }
    readonly property string phaseTitle: {
        var r = rev
        if (fab.slotStart < 0) return qsTr("No fabric slot yet")
        if (!islip || !walking) return qsTr("Slot at %1 · %n pair(s) matched", "", fab.matched).arg(timeText(fab.slotStart))
        var step = fab.phaseStep === "request" ? qsTr("request") : fab.phaseStep === "grant" ? qsTr("grant") : qsTr("accept")
        return qsTr("Slot at %1 · iteration %2 of %3 · %4").arg(timeText(fab.slotStart)).arg(fab.phaseIteration + 1).arg(fab.iterations).arg(step)
    }
    readonly property string phaseExplanation: {
        var r = rev
        if (fab.slotStart < 0) return qsTr("Step one slot to run the fabric's first slot.")
        if (fifo) return qsTr("Each input offers only its head cell (outlined). An output wanted by several heads picks one at random; the losers are blocked, with the cells behind them, even when those cells' outputs are idle (head-of-line blocking).")
        if (!islip) return qsTr("Output queueing: every waiting cell crosses in the next slot, whatever the contention.")
        if (!walking) return qsTr("The slot's matching (green): one cell crosses from each matched input. Pointers (g, a) moved one past the partners accepted in the first iteration.")
        if (fab.phaseStep === "request") return qsTr("Every unmatched input requests every unmatched output it holds a cell for (outlined).")
        if (fab.phaseStep === "grant") return qsTr("Each output grants the requesting input at or after its grant pointer g (amber).")
        return qsTr("Each granted input accepts the granting output at or after its accept pointer a (green); in the first iteration both pointers then move one past the partner.")
    }

    // ---- The grid (one painted item: CrossbarGrid) ----------------------------------------
    CrossbarGrid {
        id: grid
        objectName: "crossbarGrid"
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: panelBox.left; margins: Theme.pad }
        feed: root.fab
        text: Theme.text
        textDim: Theme.textDim
        textFaint: Theme.textFaint
        surface: Theme.surface
        surfaceAlt: Theme.surfaceAlt
        border: Theme.border
        accent: Theme.accent
        warning: Theme.warning
        success: Theme.success
        danger: Theme.danger
        monoFamily: Theme.monoFamily
        fontPx: Theme.small
        uiScale: Theme.scale
    }

    // ---- The slot, phase by phase ----------------------------------------------------------
    Rectangle {
        id: panelBox
        objectName: "slotPanel"
        anchors { right: parent.right; top: parent.top; bottom: parent.bottom; margins: Theme.pad }
        width: Math.round(330 * Theme.scale)
        radius: 8
        color: Theme.alpha(Theme.surface, 0.92)
        border.color: Theme.border
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Theme.pad
            spacing: Theme.gap
            Text {
                text: root.fab.label
                color: Theme.textDim
                font.pixelSize: Theme.small
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            Text {
                objectName: "phaseTitle"
                text: root.phaseTitle
                color: Theme.text
                font.pixelSize: Theme.body
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Text {
                text: root.phaseExplanation
                color: Theme.textDim
                font.pixelSize: Theme.small
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            // The phases of the slot: request, grant, accept per iteration, then the crossing.
            Flow {
                visible: root.islip && root.fab.phaseCount > 1
                Layout.fillWidth: true
                spacing: 3
                Repeater {
                    model: root.fab.phaseCount
                    Rectangle {
                        required property int index
                        readonly property bool last: index === root.fab.phaseCount - 1
                        width: last ? Math.round(46 * Theme.scale) : Math.round(22 * Theme.scale)
                        height: Math.round(20 * Theme.scale)
                        radius: 4
                        color: index === root.fab.phase ? Theme.accent : Theme.accentSoft
                        Text {
                            anchors.centerIn: parent
                            text: parent.last ? qsTr("cross")
                                  //: Short label of the request phase of iSLIP iteration %1.
                                  : index % 3 === 0 ? qsTr("R%1").arg(Math.floor(index / 3) + 1)
                                  //: Short label of the grant phase of iSLIP iteration %1.
                                  : index % 3 === 1 ? qsTr("G%1").arg(Math.floor(index / 3) + 1)
                                  //: Short label of the accept phase of iSLIP iteration %1.
                                  : qsTr("A%1").arg(Math.floor(index / 3) + 1)
                            color: index === root.fab.phase ? "white" : Theme.textDim
                            font.pixelSize: Math.round(10 * Theme.scale)
                        }
                        MouseArea { anchors.fill: parent; onClicked: root.fab.phase = index }
                    }
                }
            }
            RowLayout {
                spacing: Theme.gap
                Layout.fillWidth: true
                Button {
                    objectName: "stepSlotButton"
                    text: qsTr("Step one slot")
                    enabled: root.sim.loaded && !root.sim.finished && !root.sim.running
                    onClicked: root.sim.stepFabricSlot()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Run the switch to its next fabric slot and show what it matched")
                }
                Button {
                    objectName: "stepIterationButton"
                    text: qsTr("Step one iteration")
                    visible: root.islip
                    enabled: root.sim.loaded && !root.sim.running && (root.walking || !root.sim.finished)
                    onClicked: if (!root.fab.stepIteration()) root.sim.stepFabricSlot()
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Walk the slot's iSLIP phases: request, grant, accept, per iteration")
                }
            }
            // Key
            Column {
                spacing: 4
                Layout.topMargin: Theme.gap
                Repeater {
                    model: [
                        [Theme.alpha(Theme.warning, 0.6), "transparent", qsTr("cells waiting (number shown)")],
                        ["transparent", Theme.accent, root.fifo ? qsTr("head cell wants this output") : qsTr("request")],
                        ["transparent", Theme.warning, qsTr("grant"), "islip"],
                        [Theme.alpha(Theme.success, 0.35), Theme.success, qsTr("matched: a cell crosses")],
                        ["transparent", Theme.danger, qsTr("head-of-line blocked"), "fifo"],
                        [Theme.alpha(Theme.accent, 0.6), Theme.border, qsTr("output FIFO, under its column (log scale, full at 63)")]
                    ]
                    Row {
                        required property var modelData
                        visible: modelData[3] === undefined || modelData[3] === root.fab.arbiter
                        spacing: 6
                        Rectangle {
                            width: 14; height: 14; radius: 3
                            color: modelData[0]
                            border.color: modelData[1]
                            border.width: 2
                        }
                        Text { text: modelData[2]; color: Theme.textDim; font.pixelSize: Theme.small }
                    }
                }
            }
            Text {
                visible: root.islip
                text: qsTr("g: an output's grant pointer (the input it favours next) · a: an input's accept pointer")
                color: Theme.textFaint
                font.pixelSize: Theme.small
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true }
        }
    }
}
