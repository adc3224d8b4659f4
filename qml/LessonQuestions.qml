// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonQuestions: a lesson step's predict-then-run questions (DESIGN §6, issue 6) — each a
// prompt and its choices; once one is picked, the answer, the pick and the feedback show.
// The Repeaters sit in Columns, not straight in a layout (Qt 6.4: see InspectorPanel.qml).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab.Ui

Column {
    id: root
    /// The LessonController whose step's questions these are.
    property var lessons
    visible: questionRows.count > 0
    spacing: Theme.pad
    Repeater {
        id: questionRows
        objectName: "questions"
        model: root.lessons.questions
        Rectangle {
            id: qbox
            required property int index
            required property string prompt
            required property var choices
            required property int answer
            required property int chosen
            required property string feedback
            required property bool correct
            width: parent ? parent.width : 0
            implicitHeight: qcol.implicitHeight + 2 * Theme.pad
            radius: 10
            color: Theme.surfaceAlt
            border.color: Theme.border
            ColumnLayout {
                id: qcol
                anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.pad }
                spacing: 6
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Predict: %1").arg(qbox.prompt)
                    color: Theme.text
                    font.pixelSize: Theme.body
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                }
                // In a Column, not straight in the layout (Qt 6.4: see InspectorPanel.qml).
                Column {
                    Layout.fillWidth: true
                    visible: choiceRows.count > 0
                    spacing: 6
                    Repeater {
                        id: choiceRows
                        model: qbox.choices
                        AbstractButton {
                            id: choice
                            required property int index
                            required property string modelData
                            readonly property bool isAnswer: index === qbox.answer
                            readonly property bool isChosen: index === qbox.chosen
                            readonly property bool revealed: qbox.chosen >= 0
                            objectName: "choice" + index
                            width: parent ? parent.width : 0
                            hoverEnabled: true
                            implicitHeight: ctext.implicitHeight + 14
                            onClicked: root.lessons.answer(qbox.index, index)
                            background: Rectangle {
                                radius: 7
                                color: choice.revealed && choice.isAnswer ? Theme.alpha(Theme.success, 0.18)
                                     : choice.revealed && choice.isChosen ? Theme.dangerSoft
                                     : choice.hovered ? Theme.hover : Theme.surface
                                border.width: choice.revealed && (choice.isAnswer || choice.isChosen) ? 2 : 1
                                border.color: choice.revealed && choice.isAnswer ? Theme.success
                                            : choice.revealed && choice.isChosen ? Theme.danger : Theme.border
                            }
                            contentItem: Text {
                                id: ctext
                                leftPadding: 10
                                rightPadding: 10
                                text: (choice.revealed && choice.isAnswer ? "✓ " : choice.revealed && choice.isChosen ? "✗ " : "")
                                      + String.fromCharCode(65 + choice.index) + ". " + choice.modelData
                                color: Theme.text
                                font.pixelSize: Theme.body
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                    }
                }
                Text {
                    objectName: "feedback"
                    visible: qbox.chosen >= 0
                    Layout.fillWidth: true
                    text: qbox.feedback
                    color: qbox.correct ? Theme.success : Theme.danger
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                }
            }
        }
    }
}
