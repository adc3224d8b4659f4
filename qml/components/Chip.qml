// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chip: a small rounded label (model name, seed, counters); checkable when used as a filter.
// A filter chip is a check box to the keyboard (Tab, then Space or Enter) and to screen
// readers; a label chip is static text.
import QtQuick
import QtQuick.Controls
import OpsLab.Ui

AbstractButton {
    id: chip
    property color tint: Theme.textDim
    property bool filled: false
    hoverEnabled: checkable
    focusPolicy: checkable ? Qt.TabFocus : Qt.NoFocus
    Accessible.role: checkable ? Accessible.CheckBox : Accessible.StaticText
    Accessible.name: text
    Keys.onReturnPressed: if (checkable) { chip.toggle(); chip.clicked() }
    Keys.onEnterPressed: if (checkable) { chip.toggle(); chip.clicked() }
    implicitHeight: Math.round(26 * Theme.scale)
    implicitWidth: label.implicitWidth + 2 * Math.round(10 * Theme.scale)
    contentItem: Text {
        id: label
        text: chip.text
        color: chip.checkable ? (chip.checked ? chip.tint : Theme.textFaint) : chip.tint
        font.pixelSize: Theme.small
        font.family: Theme.fontFamily
        font.weight: Font.Medium
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
    background: Rectangle {
        radius: height / 2
        color: chip.checkable ? (chip.checked ? Theme.alpha(chip.tint, Theme.dark ? 0.18 : 0.12) : "transparent")
                              : (chip.filled ? Theme.alpha(chip.tint, Theme.dark ? 0.18 : 0.12) : "transparent")
        border.width: chip.visualFocus ? 2 : 1
        border.color: chip.visualFocus ? Theme.accent : chip.checkable ? (chip.checked ? Theme.alpha(chip.tint, 0.5) : Theme.border) : Theme.alpha(chip.tint, 0.35)
    }
}
