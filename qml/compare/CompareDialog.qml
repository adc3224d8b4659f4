// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CompareDialog: "Compare side by side…" — pick one parameter of the open scenario (from the
// model's own parameter schema, as the parameter panel lists it) and its value in a second run;
// a switch offers its other value, a choice its other choices, a number a field. Compare then
// opens the two runs side by side (the Compare controller checks the value and says what is
// wrong in one line).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Popup {
    id: dialog
    objectName: "compareDialog"
    parent: Overlay.overlay
    modal: true
    anchors.centerIn: parent
    width: Math.round(620 * Theme.scale)
    height: Math.min(parent ? parent.height * 0.85 : 700, Math.round(640 * Theme.scale))
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }

    readonly property var params: App.simulation.parameters
    // The parameter picked: its key path, type, current value as text and choices.
    property string path
    property string type
    property string current
    property var choices: []
    property string error
    readonly property var alternatives: type === "bool" ? [current === "true" ? "false" : "true"]
                                       : type === "choice" ? choices.filter(function(c) { return c !== current }) : []

    function pick(p, t, text, ch) {
        path = p; type = t; current = text; choices = ch || []; error = ""
        valueField.text = text
        valueBox.currentIndex = 0
    }
    function value() {
        if (type === "bool") return alternatives[0] === "true"
        if (type === "choice") return valueBox.currentText
        return valueField.text
    }
    function accept() {
        error = Compare.start(App.simulation, path, value())
        if (error.length === 0) close()
    }
    onOpened: { path = ""; error = "" }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.gap
        Text {
            text: qsTr("Compare side by side")
            color: Theme.text
            font.pixelSize: Theme.title
            font.weight: Font.DemiBold
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Two runs of this scenario with the same seed, one parameter different, on one clock. Pick the parameter:")
            color: Theme.textDim
            font.pixelSize: Theme.body
        }
        ListView {
            id: list
            objectName: "compareParameters"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: dialog.params
            // Delegates made synchronously, as the parameter panel's (docs/hardening.md).
            cacheBuffer: 0
            ScrollBar.vertical: ScrollBar {}
            section.property: "sectionTitle"
            section.delegate: Text {
                required property string section
                text: section
                color: Theme.textFaint
                font.pixelSize: Theme.small
                font.weight: Font.DemiBold
                topPadding: Theme.gap
            }
            delegate: Rectangle {
                id: row
                required property string section
                required property string path
                required property string label
                required property string type
                required property string text
                required property var choices
                objectName: "compareParam_" + path
                // The scenario's name is not a parameter of the model.
                visible: section !== "scenario"
                width: ListView.view.width
                height: visible ? Math.round(30 * Theme.scale) : 0
                radius: 6
                color: dialog.path === row.path ? Theme.accentSoft : (hover.hovered ? Theme.hover : "transparent")
                HoverHandler { id: hover }
                TapHandler { onTapped: dialog.pick(row.path, row.type, row.text, row.choices) }
                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: Theme.gap
                    anchors.rightMargin: Theme.gap
                    spacing: Theme.gap
                    Text { text: row.label; color: Theme.text; font.pixelSize: Theme.body; Layout.fillWidth: true; elide: Text.ElideRight }
                    Text { text: row.text; color: Theme.textDim; font.pixelSize: Theme.small; font.family: Theme.monoFamily }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            visible: dialog.path.length > 0
            Text {
                text: dialog.path + ": " + dialog.current + "  →"
                color: Theme.text
                font.pixelSize: Theme.body
                font.family: Theme.monoFamily
            }
            Text {
                visible: dialog.type === "bool"
                text: dialog.alternatives.length > 0 ? dialog.alternatives[0] : ""
                color: Theme.accent
                font.pixelSize: Theme.body
                font.family: Theme.monoFamily
            }
            ComboBox {
                id: valueBox
                objectName: "compareChoice"
                visible: dialog.type === "choice"
                model: dialog.alternatives
                Layout.preferredWidth: Math.round(200 * Theme.scale)
            }
            TextField {
                id: valueField
                objectName: "compareValue"
                visible: dialog.type !== "bool" && dialog.type !== "choice"
                selectByMouse: true
                Layout.fillWidth: true
                onAccepted: dialog.accept()
            }
        }
        Text {
            objectName: "compareError"
            Layout.fillWidth: true
            visible: dialog.error.length > 0
            wrapMode: Text.WordWrap
            text: dialog.error
            color: Theme.danger
            font.pixelSize: Theme.body
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            IconButton { text: qsTr("Cancel"); onClicked: dialog.close() }
            IconButton {
                objectName: "compareStartButton"
                primary: true
                iconName: "chart"
                text: qsTr("Compare")
                enabled: dialog.path.length > 0 && (dialog.type !== "choice" || dialog.alternatives.length > 0)
                onClicked: dialog.accept()
                background: Rectangle { radius: 8; color: Theme.accent }
            }
        }
    }
}
