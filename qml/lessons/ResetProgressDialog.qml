// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ResetProgressDialog: asks before a lesson forgets the student's answers, steps and sweep
// results (LessonController::resetProgress); opened from the lesson panel.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab.Ui

Popup {
    id: resetDialog
    required property var lessons
    objectName: "resetProgressDialog"
    property alias confirmButton: confirmReset
    parent: Overlay.overlay
    modal: true
    anchors.centerIn: parent
    width: Math.round(440 * Theme.scale)
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }
    ColumnLayout {
        width: parent.width
        spacing: Theme.gap
        Text {
            text: qsTr("Reset progress")
            color: Theme.text
            font.pixelSize: Theme.large
            font.weight: Font.DemiBold
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Forget your answers, steps and sweep results in this lesson? This cannot be undone.")
            color: Theme.text
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            Button { text: qsTr("Cancel"); onClicked: resetDialog.close() }
            Button {
                id: confirmReset
                text: qsTr("Reset")
                onClicked: {
                    resetDialog.lessons.resetProgress(resetDialog.lessons.lessonId)
                    resetDialog.close()
                }
            }
        }
    }
}
