// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// IconButton: a flat, round-cornered button with an icon, optional text and a tooltip.
// Keyboard: Tab reaches it (a click does not take the focus from the canvas's shortcuts), a
// ring shows where the focus is, Enter, Return or Space presses it (Space plays and pauses
// where no control that takes it has the focus: Main.qml). Screen readers read its text, or
// its tooltip when it has only an icon.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab.Ui

AbstractButton {
    id: control
    property string iconName
    property string tip
    property bool primary: false
    property color tint: primary ? "white" : (checked ? Theme.accent : Theme.text)
    hoverEnabled: true
    focusPolicy: Qt.TabFocus
    Accessible.role: Accessible.Button
    Accessible.name: text.length > 0 ? text : tip
    Accessible.description: text.length > 0 ? tip : ""
    Keys.onReturnPressed: control.press()
    Keys.onEnterPressed: control.press()
    padding: Math.round(7 * Theme.scale)
    leftPadding: text.length > 0 ? Math.round(12 * Theme.scale) : padding
    rightPadding: text.length > 0 ? Math.round(14 * Theme.scale) : padding
    // A label too long for its place (a narrow panel, a long translation) wraps to a second line.
    implicitHeight: Math.max(Math.round(36 * Theme.scale), implicitContentHeight + topPadding + bottomPadding)
    implicitWidth: Math.max(implicitHeight, implicitContentWidth + leftPadding + rightPadding)
    font.pixelSize: Theme.body
    font.family: Theme.fontFamily
    font.weight: Font.Medium
    opacity: enabled ? 1 : 0.4

    /// What a click does, from the keyboard (Qt 6.4's AbstractButton has no click()).
    function press() {
        if (checkable) toggle()
        clicked()
    }

    ToolTip.visible: hovered && tip.length > 0
    ToolTip.text: tip
    ToolTip.delay: 500

    contentItem: RowLayout {
        spacing: Math.round(6 * Theme.scale)
        Icon {
            visible: control.iconName.length > 0
            name: control.iconName
            color: control.tint
            size: Theme.iconSize
            Layout.alignment: Qt.AlignVCenter
        }
        Text {
            visible: control.text.length > 0
            text: control.text
            font: control.font
            color: control.tint
            Layout.alignment: Qt.AlignVCenter
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
    }
    background: Rectangle {
        radius: 8
        color: control.primary
               ? (control.down ? Qt.darker(Theme.accent, 1.2) : control.hovered ? Qt.lighter(Theme.accent, 1.08) : Theme.accent)
               : control.checked ? Theme.accentSoft
               : control.down ? Theme.border : control.hovered ? Theme.hover : "transparent"
        border.width: control.visualFocus ? 2 : 0
        border.color: Theme.accent
        Behavior on color { ColorAnimation { duration: 90 } }
    }
}
