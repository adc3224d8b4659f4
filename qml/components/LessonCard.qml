// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonCard: one guided lesson on the start page — its title, what it reproduces, its level,
// how long it takes and how far the student got. Click opens it beside the workspace, at the
// step where the student left it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab.Ui

AbstractButton {
    id: card
    required property string lessonId
    required property string title
    required property string reproduces
    required property string paper
    required property string level
    required property int minutes
    required property int stepCount
    required property bool hasProgress
    required property int progressStep
    required property int answerCount
    required property int doneCount
    hoverEnabled: true

    // The lesson's level (lesson.json's word) in the interface's language.
    function levelName(level) {
        return level === "introductory" ? qsTr("introductory")
             : level === "intermediate" ? qsTr("intermediate")
             : level === "advanced" ? qsTr("advanced") : level
    }
    focusPolicy: Qt.StrongFocus
    Accessible.name: title
    Keys.onReturnPressed: card.clicked()
    Keys.onEnterPressed: card.clicked()
    implicitWidth: Math.round(340 * Theme.scale)
    implicitHeight: Math.round(196 * Theme.scale)
    padding: Math.round(14 * Theme.scale)
    leftPadding: Math.round(20 * Theme.scale)

    background: Rectangle {
        radius: 14
        color: Theme.surface
        border.width: card.hovered || card.activeFocus ? 2 : 1
        border.color: card.hovered || card.activeFocus ? Theme.success : Theme.border
        Behavior on border.color { ColorAnimation { duration: 120 } }
        Rectangle {
            anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: 1 }
            width: 5
            radius: 2
            color: Theme.success
        }
    }

    contentItem: ColumnLayout {
        spacing: Math.round(8 * Theme.scale)
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            Chip { text: card.levelName(card.level); tint: Theme.success; filled: true }
            Chip { text: qsTr("%1 min").arg(card.minutes) }
            Chip { text: qsTr("%n step(s)", "", card.stepCount) }
            Item { Layout.fillWidth: true }
        }
        Text {
            Layout.fillWidth: true
            text: card.title
            color: Theme.text
            font.pixelSize: Theme.large
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 2
        }
        Text {
            Layout.fillWidth: true
            Layout.fillHeight: true
            text: qsTr("Reproduces: %1").arg(card.reproduces)
            color: Theme.textDim
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 2
            verticalAlignment: Text.AlignTop
        }
        Text {
            objectName: "lessonProgress"
            visible: card.hasProgress
            Layout.fillWidth: true
            text: card.answerCount === 1
                  ? qsTr("step %1 of %2 · 1 answer").arg(card.progressStep).arg(card.stepCount)
                  : qsTr("step %1 of %2 · %3 answers").arg(card.progressStep).arg(card.stepCount).arg(card.answerCount)
            color: Theme.success
            font.pixelSize: Theme.small
            font.weight: Font.DemiBold
            elide: Text.ElideRight
        }
        Text {
            Layout.fillWidth: true
            text: card.paper
            color: Theme.textFaint
            font.pixelSize: Theme.small
            elide: Text.ElideRight
        }
    }
}
