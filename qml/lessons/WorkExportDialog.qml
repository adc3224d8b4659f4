// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// WorkExportDialog: "Export my work" — the student's name to put on it, then where to save the
// PDF (and the same as JSON beside it), written by the LessonController.
import QtCore
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui

Popup {
    id: root
    /// The LessonController whose open lesson's work is exported.
    property var lessons
    /// What happened, for the workspace's toast.
    signal notify(string text, bool isError)

    objectName: "exportWorkDialog"
    parent: Overlay.overlay
    modal: true
    anchors.centerIn: parent
    width: Math.round(440 * Theme.scale)
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }
    onOpened: nameField.text = root.lessons.studentName
    ColumnLayout {
        width: parent.width
        spacing: Theme.gap
        Text {
            text: qsTr("Export my work")
            color: Theme.text
            font.pixelSize: Theme.large
            font.weight: Font.DemiBold
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("Your name on the PDF (optional):")
            color: Theme.text
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
        }
        TextField {
            id: nameField
            objectName: "studentNameField"
            Layout.fillWidth: true
            placeholderText: qsTr("Name")
        }
        Text {
            Layout.fillWidth: true
            text: qsTr("A JSON file with the same content is written beside the PDF, for your teacher's scripts.")
            color: Theme.textDim
            font.pixelSize: Theme.small
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            Button { text: qsTr("Cancel"); onClicked: root.close() }
            Button {
                text: qsTr("Choose the file…")
                highlighted: true
                onClicked: {
                    root.lessons.studentName = nameField.text
                    root.close()
                    workFile.open()
                }
            }
        }
    }

    FileDialog {
        id: workFile
        title: qsTr("Save my work as…")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        currentFolder: StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
        selectedFile: currentFolder + "/" + root.lessons.lessonId + "-work.pdf"
        onAccepted: {
            const error = root.lessons.exportWork(selectedFile.toString())
            root.notify(error.length > 0 ? error : qsTr("Saved %1 and its .json").arg(App.localPath(selectedFile)),
                         error.length > 0)
        }
    }
}
