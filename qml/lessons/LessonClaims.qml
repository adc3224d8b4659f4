// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonClaims: a lesson step's claims, each with its verdict from the step's sweeps (PASS,
// FAIL, NOT SHOWN at this scale, …), hidden — the claim's words too, which state what the
// step's question asks — until the student has made the step's prediction, and marked
// "out of date: re-run" when the lesson's files changed its sweep or claim since.
// A claim shows the figure it is about (its sweep, drawn with its metric) when clicked or
// from its button; the claims whose figure shows are marked.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab.Ui
import "../components"

ColumnLayout {
    id: root
    /// The LessonController whose step's claims these are.
    property var lessons
    visible: root.lessons.claims.count > 0
    spacing: Theme.pad
    Text {
        visible: root.lessons.claims.count > 0
        objectName: "claimsHeading"
        // The paper's findings only when the lesson reproduces the paper it names.
        text: root.lessons.claimsFromPaper ? qsTr("What the paper claims") : qsTr("What this lesson claims")
        color: Theme.text
        font.pixelSize: Theme.large
        font.weight: Font.DemiBold
    }
    // In a Column, not straight in the layout (Qt 6.4: see InspectorPanel.qml).
    Column {
        Layout.fillWidth: true
        visible: claimRows.count > 0
        spacing: Theme.pad
        Repeater {
            id: claimRows
            objectName: "claims"
            model: root.lessons.claims
            Rectangle {
                id: claimBox
                required property string claimId
                required property string text
                required property string status
                required property string detail
                required property bool stale
                required property bool figureShown
                width: parent ? parent.width : 0
                implicitHeight: ccol.implicitHeight + 2 * Theme.gap
                radius: 8
                color: status === "pass" ? Theme.alpha(Theme.success, 0.12) : status === "fail" ? Theme.dangerSoft : Theme.surfaceAlt
                border.color: figureShown ? Theme.accent : status === "pass" ? Theme.success : status === "fail" ? Theme.danger : Theme.border
                border.width: figureShown ? 2 : 1
                TapHandler { onTapped: root.lessons.showClaim(claimBox.claimId) }
                ColumnLayout {
                    id: ccol
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: Theme.gap }
                    spacing: 3
                    RowLayout {
                        Layout.fillWidth: true
                        Chip {
                            text: status === "pass" ? qsTr("PASS") : status === "fail" ? qsTr("FAIL")
                                  : status === "not-shown" ? qsTr("NOT SHOWN at this scale")
                                  : status === "info" ? qsTr("INFO: paper's scale")
                                  : status === "running" ? qsTr("running…")
                                  : status === "hidden" ? qsTr("after your prediction") : qsTr("not run")
                            tint: status === "pass" ? Theme.success : status === "fail" ? Theme.danger : Theme.textFaint
                            filled: !claimBox.stale
                        }
                        Chip {
                            objectName: "claimStale"
                            visible: claimBox.stale
                            text: qsTr("out of date: re-run")
                            tint: Theme.danger
                        }
                        Text {
                            objectName: "claimText"
                            visible: text.length > 0  // "" until the step's question is answered
                            Layout.fillWidth: true
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            text: claimBox.text
                            color: Theme.text
                            font.pixelSize: Theme.body
                            wrapMode: Text.WordWrap
                        }
                        IconButton {
                            objectName: "claimFigure"
                            iconName: "chart"
                            checkable: true
                            checked: claimBox.figureShown
                            focusPolicy: Qt.TabFocus  // Tab reaches it; a click leaves the focus where it was
                            implicitHeight: Math.round(26 * Theme.scale)
                            padding: Math.round(4 * Theme.scale)
                            Layout.alignment: Qt.AlignTop
                            tip: claimBox.figureShown ? qsTr("The figure above shows what this claim is about")
                                                      : qsTr("Show the figure this claim is about")
                            Accessible.name: claimBox.figureShown ? qsTr("Figure of this claim, shown")
                                                                  : qsTr("Show the figure of this claim")
                            onClicked: {
                                root.lessons.showClaim(claimBox.claimId)
                                checked = Qt.binding(() => claimBox.figureShown)
                            }
                        }
                    }
                    Text {
                        visible: detail.length > 0
                        Layout.fillWidth: true
                        text: detail
                        color: Theme.textDim
                        font.pixelSize: Theme.small
                        font.family: Theme.monoFamily
                        wrapMode: Text.WrapAnywhere
                    }
                }
            }
        }
    }
}
