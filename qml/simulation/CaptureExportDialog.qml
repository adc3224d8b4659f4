// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CaptureExportDialog: "Export capture…" — a Wireshark capture (pcapng) of the selected link or
// of the traced flow, up to the current simulated time. The CaptureExporter re-simulates the
// run in the background and writes the file; the dialog only picks the target and the file.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui

Popup {
    id: dialog
    objectName: "captureExportDialog"
    parent: Overlay.overlay
    modal: true
    anchors.centerIn: parent
    width: Math.round(560 * Theme.scale)
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }

    readonly property var sim: App.simulation
    readonly property bool linkSelected: sim.selectionKind === "link"
    readonly property bool flowTraced: sim.focusFlow >= 0
    property string kind: "link"
    readonly property int target: kind === "link" ? sim.selectionId : sim.focusFlow
    readonly property bool ready: kind === "link" ? linkSelected : flowTraced
    /// Reports the outcome (the workspace shows it as a toast).
    signal reported(string text, bool isError)

    onOpened: kind = linkSelected || !flowTraced ? "link" : "flow"

    CaptureExporter {
        id: exporter
        simulation: dialog.sim
        onFinished: function(file, error, packets) {
            dialog.reported(error.length > 0 ? error : qsTr("Wrote %n packet(s) to %1 (open it in Wireshark)", "", packets).arg(file), error.length > 0)
            if (error.length === 0) dialog.close()
        }
    }
    FileDialog {
        id: fileDialog
        title: qsTr("Save the capture")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("pcapng captures (*.pcapng)")]
        defaultSuffix: "pcapng"
        onAccepted: exporter.exportCapture(dialog.kind, dialog.target, selectedFile.toString())
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.gap
        Text {
            text: qsTr("Export capture for Wireshark")
            color: Theme.text
            font.pixelSize: Theme.title
            font.weight: Font.DemiBold
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.body
            text: qsTr("Every packet up to %1 as a pcapng file: real IPv4, TCP and UDP headers (sequence and ACK numbers, SACK blocks, window), nanosecond time stamps from simulated time, packets inside optical aggregates commented. The run is simulated again in the background.")
                  .arg(dialog.sim.clockText)
        }
        RadioButton {
            objectName: "captureLink"
            enabled: dialog.linkSelected
            checked: dialog.kind === "link"
            onClicked: dialog.kind = "link"
            text: dialog.linkSelected ? qsTr("%1 — its sending side").arg(dialog.sim.selectionTitle)
                                      : qsTr("A link (select one on the canvas first)")
        }
        RadioButton {
            objectName: "captureFlow"
            enabled: dialog.flowTraced
            checked: dialog.kind === "flow"
            onClicked: dialog.kind = "flow"
            text: dialog.flowTraced ? qsTr("Flow %1 — as its sender's host sees it").arg(dialog.sim.focusFlow)
                                    : qsTr("The traced flow (trace one first)")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            BusyIndicator { running: exporter.busy; visible: exporter.busy; implicitHeight: Math.round(28 * Theme.scale) }
            Item { Layout.fillWidth: true }
            Button { text: qsTr("Cancel"); onClicked: dialog.close() }
            Button {
                objectName: "captureSave"
                text: exporter.busy ? qsTr("Writing…") : qsTr("Save as…")
                highlighted: true
                enabled: dialog.ready && !exporter.busy
                onClicked: {
                    fileDialog.currentFile = App.fileUrl(App.suggestedName(dialog.kind + dialog.target) + ".pcapng")
                    fileDialog.open()
                }
            }
        }
    }
}
