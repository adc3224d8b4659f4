// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AboutDialog: the app's and Qt's versions, the platform, and the diagnostics log — its file
// and its last lines, ready to copy into a bug report.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui

Dialog {
    id: dialog
    objectName: "aboutDialog"
    title: qsTr("About OPS Lab")
    modal: true
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent.width - 80, Math.round(820 * Theme.scale))
    height: Math.min(parent.height - 80, Math.round(600 * Theme.scale))
    standardButtons: Dialog.Close
    onAboutToShow: Diagnostics.refresh()

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.gap

        Text {
            text: qsTr("TCP and UDP over optical networks — an interactive laboratory")
            color: Theme.textDim
            font.pixelSize: Theme.body
        }
        GridLayout {
            columns: 2
            columnSpacing: Theme.pad
            rowSpacing: Math.round(4 * Theme.scale)
            Layout.fillWidth: true
            Text { text: qsTr("Version"); color: Theme.textDim; font.pixelSize: Theme.body }
            Text { objectName: "aboutVersion"; text: App.version || "—"; color: Theme.text; font.pixelSize: Theme.body }
            Text { text: qsTr("Qt"); color: Theme.textDim; font.pixelSize: Theme.body }
            Text { objectName: "aboutQt"; text: Diagnostics.qtVersion; color: Theme.text; font.pixelSize: Theme.body }
            Text { text: qsTr("Platform"); color: Theme.textDim; font.pixelSize: Theme.body }
            Text { text: Diagnostics.platform; color: Theme.text; font.pixelSize: Theme.body }
            Text { text: qsTr("Log file"); color: Theme.textDim; font.pixelSize: Theme.body }
            TextEdit {
                objectName: "aboutLogFile"
                text: Diagnostics.logFile || qsTr("none (the log goes to the terminal)")
                readOnly: true
                selectByMouse: true
                color: Theme.text
                font.pixelSize: Theme.body
                wrapMode: TextEdit.WrapAnywhere
                Layout.fillWidth: true
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Text { text: qsTr("Recent log"); color: Theme.text; font.pixelSize: Theme.large; font.weight: Font.DemiBold }
            Item { Layout.fillWidth: true }
            Button { text: qsTr("Refresh"); flat: true; onClicked: Diagnostics.refresh() }
            Button {
                text: qsTr("Copy")
                flat: true
                enabled: recentLog.length > 0
                onClicked: { recentLog.selectAll(); recentLog.copy(); recentLog.deselect() }
            }
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            TextArea {
                id: recentLog
                objectName: "aboutRecentLog"
                text: Diagnostics.recentLog
                placeholderText: qsTr("No log lines yet.")
                readOnly: true
                selectByMouse: true
                wrapMode: TextArea.NoWrap
                font.family: Theme.monoFamily
                font.pixelSize: Theme.small
                color: Theme.text
                // Show the newest lines first when the dialog opens.
                onTextChanged: cursorPosition = length
            }
        }
    }
}
