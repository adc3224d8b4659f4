// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonQuestions: a lesson step's predict-then-run questions — each a prompt and its choices.
// A wrong pick says "try again" without showing the right one and can be retried (each attempt
// recorded); the right answer and its explanation show once the student picks it or asks to
// see it ("Show the answer", after a wrong attempt).
// The choices show in the student's own order (the model's `order`: the lesson's choice at each
// place, lettered A, B, … by place), so the right one is at no fixed place.
// Keyboard: Tab reaches each choice (a ring shows the focus, the lesson panel scrolls it into
// view), Return, Enter or Space picks it as a click does; after a pick the focus stays in the
// question (the next choice to try, else its answer). A screen reader reads the prompt, each
// choice by its letter and the feedback.
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

    /// Picks `choice` (the lesson's) of question `question`, and keeps the keyboard's focus in
    /// that question: the answer rebuilds the questions' delegates.
    function pick(question, choice, byKeyboard) {
        root.lessons.answer(question, choice)
        if (byKeyboard) root.focusQuestion(question)
    }
    function focusQuestion(question) {
        const box = questionRows.itemAt(question)
        if (!box) return
        for (let i = 0; i < box.choiceCount; ++i) {
            const c = box.choiceAt(i)
            if (c && c.enabled) { c.forceActiveFocus(Qt.TabFocusReason); return }
        }
        if (box.showAnswer.visible) box.showAnswer.forceActiveFocus(Qt.TabFocusReason)
        else box.feedbackText.forceActiveFocus(Qt.TabFocusReason)
    }
    Repeater {
        id: questionRows
        objectName: "questions"
        model: root.lessons.questions
        Rectangle {
            id: qbox
            required property int index
            required property string prompt
            required property var choices
            required property var order
            required property int answer
            required property int chosen
            required property string feedback
            required property bool correct
            required property int attempts
            required property bool resolved
            required property bool gaveUp
            required property var tried
            required property var notes
            readonly property int choiceCount: choiceRows.count
            function choiceAt(i) { return choiceRows.itemAt(i) }
            readonly property alias showAnswer: showAnswerButton
            readonly property alias feedbackText: feedbackText
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
                    objectName: "questionPrompt"
                    Layout.fillWidth: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
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
                        model: qbox.order
                        AbstractButton {
                            id: choice
                            required property int index      // the place shown (A, B, …)
                            required property int modelData  // the lesson's choice shown there
                            readonly property int lessonChoice: modelData
                            readonly property string choiceText: qbox.choices[lessonChoice] || ""
                            readonly property string letter: String.fromCharCode(65 + index)
                            readonly property bool isAnswer: lessonChoice === qbox.answer
                            readonly property bool isChosen: lessonChoice === qbox.chosen
                            // A wrong choice tried stays marked; the right one shows once settled.
                            readonly property bool wasTried: qbox.tried.indexOf(lessonChoice) >= 0
                            readonly property bool revealed: qbox.resolved || (wasTried && isChosen)
                            // By the lesson's choice, whatever place it is shown at.
                            objectName: "choice" + lessonChoice
                            width: parent ? parent.width : 0
                            hoverEnabled: true
                            // Tab reaches it; a click leaves the focus where it was (Space plays there).
                            focusPolicy: Qt.TabFocus
                            implicitHeight: ctext.implicitHeight + 14
                            enabled: !qbox.resolved && !choice.wasTried
                            Accessible.name: choice.letter + ". " + choice.choiceText
                            onClicked: root.pick(qbox.index, choice.lessonChoice, choice.activeFocus)
                            Keys.onReturnPressed: root.pick(qbox.index, choice.lessonChoice, true)
                            Keys.onEnterPressed: root.pick(qbox.index, choice.lessonChoice, true)
                            background: Rectangle {
                                radius: 7
                                color: choice.revealed && choice.isAnswer ? Theme.alpha(Theme.success, 0.18)
                                     : choice.revealed && choice.isChosen ? Theme.dangerSoft
                                     : choice.hovered ? Theme.hover : Theme.surface
                                border.width: choice.revealed && (choice.isAnswer || choice.isChosen) ? 2 : 1
                                border.color: choice.revealed && choice.isAnswer ? Theme.success
                                            : choice.revealed && choice.isChosen ? Theme.danger : Theme.border
                                // Where the keyboard's focus is.
                                Rectangle {
                                    objectName: "focusRing"
                                    visible: choice.visualFocus
                                    anchors.fill: parent
                                    anchors.margins: -3
                                    radius: 9
                                    color: "transparent"
                                    border.width: 2
                                    border.color: Theme.accent
                                }
                            }
                            contentItem: Text {
                                id: ctext
                                leftPadding: 10
                                rightPadding: 10
                                text: (choice.revealed && choice.isAnswer ? "✓ " : choice.wasTried ? "✗ " : "")
                                      + choice.letter + ". " + choice.choiceText
                                color: choice.wasTried && !choice.isAnswer ? Theme.textDim : Theme.text
                                font.pixelSize: Theme.body
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                    }
                }
                Text {
                    id: feedbackText
                    objectName: "feedback"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
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
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
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
                        id: showAnswerButton
                        objectName: "showAnswerButton"
                        visible: !qbox.resolved
                        flat: true
                        text: qsTr("Show the answer")
                        onClicked: {
                            const question = qbox.index
                            const byKeyboard = activeFocus
                            root.lessons.revealAnswer(question)
                            if (byKeyboard) root.focusQuestion(question)
                        }
                    }
                }
            }
        }
    }
}
