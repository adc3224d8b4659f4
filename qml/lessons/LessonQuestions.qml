// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonQuestions: a lesson step's predict-then-run questions — each a prompt and its choices.
// A wrong pick says "try again" without showing the right one and can be retried (each attempt
// recorded); the right answer and its explanation show once the student picks it or asks to
// see it ("Show the answer", after a wrong attempt).
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
            required property int attempts
            required property bool resolved
            required property bool gaveUp
            required property var tried
            required property var notes
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
                            // A wrong choice tried stays marked; the right one shows once settled.
                            readonly property bool wasTried: qbox.tried.indexOf(index) >= 0
                            readonly property bool revealed: qbox.resolved || (wasTried && isChosen)
                            objectName: "choice" + index
                            width: parent ? parent.width : 0
                            hoverEnabled: true
                            implicitHeight: ctext.implicitHeight + 14
                            enabled: !qbox.resolved && !choice.wasTried
                            Accessible.name: modelData
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
                                text: (choice.revealed && choice.isAnswer ? "✓ " : choice.wasTried ? "✗ " : "")
                                      + String.fromCharCode(65 + choice.index) + ". " + choice.modelData
                                color: choice.wasTried && !choice.isAnswer ? Theme.textDim : Theme.text
                                font.pixelSize: Theme.body
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                    }
                }
                Text {
                    objectName: "feedback"
                    visible: qbox.feedback.length > 0
                    Layout.fillWidth: true
                    text: qbox.resolved && qbox.gaveUp && !qbox.correct ? qsTr("The answer: %1").arg(qbox.feedback) : qbox.feedback
                    color: qbox.resolved ? (qbox.correct ? Theme.success : Theme.text) : Theme.danger
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                }
                // What the wrong choices tried missed, once the question is settled.
                Text {
                    objectName: "notes"
                    visible: qbox.resolved && qbox.notes.length > 0
                    Layout.fillWidth: true
                    text: qbox.notes.join("\n")
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                    wrapMode: Text.WordWrap
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: qbox.attempts > 0
                    Text {
                        objectName: "attempts"
                        Layout.fillWidth: true
                        text: qsTr("%n attempt(s)", "", qbox.attempts)
                        color: Theme.textFaint
                        font.pixelSize: Theme.small
                    }
                    Button {
                        objectName: "showAnswerButton"
                        visible: !qbox.resolved
                        flat: true
                        text: qsTr("Show the answer")
                        onClicked: root.lessons.revealAnswer(qbox.index)
                    }
                }
            }
        }
    }
}
