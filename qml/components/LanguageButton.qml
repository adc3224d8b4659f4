// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageButton: the interface's language — the system's or one the app ships — chosen from a
// menu on the start page and the workspace's top bar. The choice is kept for the next
// start; every qsTr() in the views is re-evaluated at once.
import QtQuick
import QtQuick.Controls
import OpsLab
import OpsLab.Ui

IconButton {
    id: button
    objectName: "languageButton"
    iconName: "globe"
    text: Language.current.toUpperCase()
    tip: qsTr("Language of the interface")
    onClicked: menu.open()

    Menu {
        id: menu
        objectName: "languageMenu"
        y: button.height
        Repeater {
            model: Language.choices
            MenuItem {
                required property var modelData
                objectName: "language_" + (modelData.code.length > 0 ? modelData.code : "system")
                text: modelData.name
                checkable: true
                checked: Language.choice === modelData.code
                onTriggered: Language.choose(modelData.code)
            }
        }
    }
}
