// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterPanel: the scenario's parameters as controls, grouped by section, with the
// paper's symbols and units. Edits are validated by the model at once (a refused value shows
// the model's message and is never clamped) and apply on reset.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

ColumnLayout {
    id: root
    objectName: "parameterPanel"
    readonly property var sim: App.simulation
    readonly property var params: App.simulation.parameters
    spacing: Theme.gap

    Rectangle {
        objectName: "pendingBanner"
        visible: root.params.dirty
        Layout.fillWidth: true
        implicitHeight: bannerRow.implicitHeight + 2 * Theme.gap
        radius: 8
        color: Theme.accentSoft
        RowLayout {
            id: bannerRow
            anchors.fill: parent
            anchors.margins: Theme.gap
            Text {
                text: qsTr("%n change(s) — they apply when you reset", "", root.params.changeCount)
                color: Theme.accent
                font.pixelSize: Theme.body
                font.weight: Font.Medium
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            IconButton { text: qsTr("Revert"); onClicked: root.params.revert() }
            IconButton { objectName: "applyButton"; text: qsTr("Apply & reset"); primary: true; onClicked: root.sim.reset() }
        }
    }

    ListView {
        id: list
        objectName: "parameterList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: root.params
        spacing: 2
        boundsBehavior: Flickable.StopAtBounds
        // Delegates made synchronously: a ListView makes those of its cache buffer
        // asynchronously and, in Qt 6.4, keeps the row it waits for across removals and resets;
        // its next clear then cancels that stale row ("DelegateModel::cancel: index out range").
        // The rows within 2000 px stay made (as the former cacheBuffer: 2000 kept them) through
        // the display margins, whose delegates are made synchronously. See docs/hardening.md.
        cacheBuffer: 0
        displayMarginBeginning: 2000
        displayMarginEnd: 2000
        ScrollBar.vertical: ScrollBar {}
        section.property: "sectionTitle"
        section.delegate: Text {
            required property string section
            width: list.width
            topPadding: Math.round(14 * Theme.scale)
            bottomPadding: 4
            text: section.toUpperCase()
            color: Theme.textFaint
            font.pixelSize: Theme.small
            font.weight: Font.DemiBold
            font.letterSpacing: 1
        }
        delegate: Item {
            id: row
            required property int index
            required property string label
            required property string symbol
            required property string unit
            required property string hint
            required property string type
            required property var value
            required property string text
            required property var choices
            required property string error
            required property bool modified
            required property string path
            width: list.width - 10
            implicitHeight: col.implicitHeight + 8

            ColumnLayout {
                id: col
                anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: 4 }
                spacing: 2
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    Rectangle {
                        width: 3; Layout.fillHeight: true; radius: 1
                        color: row.error.length > 0 ? Theme.danger : row.modified ? Theme.accent : "transparent"
                    }
                    Text {
                        text: row.symbol
                        visible: row.symbol.length > 0
                        color: Theme.accent
                        font.pixelSize: Theme.large
                        font.italic: true
                        font.family: "DejaVu Serif"
                        Layout.preferredWidth: Math.round(30 * Theme.scale)
                        horizontalAlignment: Text.AlignHCenter
                    }
                    ColumnLayout {
                        spacing: 0
                        Layout.fillWidth: true
                        Text {
                            text: row.label
                            color: Theme.text
                            font.pixelSize: Theme.body
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Text {
                            text: row.path
                            color: Theme.textFaint
                            font.pixelSize: Math.round(11 * Theme.scale)
                            font.family: Theme.monoFamily
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                            ToolTip.visible: hintArea.containsMouse && row.hint.length > 0
                            ToolTip.text: row.hint
                            MouseArea { id: hintArea; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                        }
                    }
                    Loader {
                        Layout.preferredWidth: Math.round(150 * Theme.scale)
                        sourceComponent: row.type === "bool" ? boolEditor
                                       : row.type === "choice" ? choiceEditor : textEditor
                    }
                    Text {
                        text: row.unit
                        color: Theme.textDim
                        font.pixelSize: Theme.small
                        Layout.preferredWidth: Math.round(52 * Theme.scale)
                    }
                }
                Text {
                    visible: row.error.length > 0
                    Layout.fillWidth: true
                    Layout.leftMargin: Math.round(12 * Theme.scale)
                    text: row.error
                    color: Theme.danger
                    font.pixelSize: Theme.small
                    wrapMode: Text.WordWrap
                }
            }

            Component {
                id: boolEditor
                Switch {
                    checked: row.value === true
                    onToggled: root.params.setValue(row.index, checked)
                }
            }
            Component {
                id: choiceEditor
                ComboBox {
                    model: row.choices
                    currentIndex: row.choices.indexOf(row.text)
                    font.pixelSize: Theme.body
                    onActivated: root.params.setValue(row.index, currentText)
                }
            }
            Component {
                id: textEditor
                TextField {
                    text: row.text
                    font.pixelSize: Theme.body
                    font.family: row.type === "text" ? Theme.fontFamily : Theme.monoFamily
                    horizontalAlignment: row.type === "text" ? TextInput.AlignLeft : TextInput.AlignRight
                    selectByMouse: true
                    color: row.error.length > 0 ? Theme.danger : Theme.text
                    onEditingFinished: if (text !== row.text || row.error.length > 0) root.params.setValue(row.index, text)
                    Keys.onEscapePressed: { root.params.clearError(row.index); text = Qt.binding(function() { return row.text }); focus = false }
                }
            }
        }
    }
}
