// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// StartPage: what `opslab` opens on — the lessons as cards with the student's progress,
// "Open lesson folder…" (a teacher's lessons, listed from then on), the prepared scenarios as
// cards, "Open scenario file…" and the recent files.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Item {
    id: page
    objectName: "startPage"

    function openDialog() { fileDialog.open() }
    function open(path) {
        const error = App.openScenario(path)
        errorBanner.text = error
    }

    AboutDialog { id: aboutDialog }
    // A teacher's view of a class: a folder of the students' exported work at a glance.
    ClassResultsDialog { id: classResultsDialog }

    FolderDialog {
        id: lessonFolderDialog
        title: qsTr("Open a lesson folder (one lesson, or a folder of lessons)")
        onAccepted: errorBanner.text = App.lessons.openFolder(selectedFolder.toString())
    }

    FileDialog {
        id: fileDialog
        title: qsTr("Open a scenario file")
        nameFilters: [qsTr("Scenario files (*.json)"), qsTr("All files (*)")]
        currentFolder: App.scenariosFolder
        onAccepted: page.open(selectedFile.toString())
    }

    // Top bar
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.round(60 * Theme.scale)
        color: Theme.surface
        Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 1; color: Theme.border }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.pad * 2
            anchors.rightMargin: Theme.pad
            spacing: Theme.gap
            Rectangle {
                width: Math.round(32 * Theme.scale); height: width; radius: 8
                color: Theme.accent
                Icon { anchors.centerIn: parent; name: "network"; color: "white"; size: Math.round(22 * Theme.scale) }
            }
            Text {
                text: qsTr("OPS Lab")
                color: Theme.text
                font.pixelSize: Theme.title
                font.weight: Font.Bold
            }
            Text {
                text: qsTr("TCP and UDP over optical networks")
                color: Theme.textDim
                font.pixelSize: Theme.body
                Layout.leftMargin: Theme.gap
            }
            Item { Layout.fillWidth: true }
            IconButton {
                iconName: "present"
                text: qsTr("Presentation")
                checkable: true
                checked: App.presentation
                onClicked: App.presentation = checked
                tip: qsTr("Larger text and thicker lines for a projector (F5)")
            }
            IconButton {
                iconName: Theme.dark ? "sun" : "moon"
                onClicked: App.darkTheme = !App.darkTheme
                tip: Theme.dark ? qsTr("Light theme (Ctrl+D)") : qsTr("Dark theme (Ctrl+D)")
            }
            LanguageButton {}
            IconButton {
                objectName: "aboutButton"
                iconName: "info"
                onClicked: aboutDialog.open()
                tip: qsTr("About OPS Lab: versions and the diagnostics log")
            }
        }
    }

    Flickable {
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: parent.bottom }
        contentHeight: column.implicitHeight + 80
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: column
            width: Math.min(parent.width - 2 * Theme.pad * 3, Math.round(1180 * Theme.scale))
            x: (parent.width - width) / 2
            y: Math.round(40 * Theme.scale)
            spacing: Math.round(14 * Theme.scale)

            Text {
                Layout.fillWidth: true
                text: qsTr("Watch TCP cross an optical network, one packet at a time.")
                color: Theme.text
                font.pixelSize: Theme.headline
                font.weight: Font.Bold
                wrapMode: Text.WordWrap
            }
            Text {
                Layout.fillWidth: true
                Layout.bottomMargin: Math.round(18 * Theme.scale)
                text: qsTr("Follow a lesson that reproduces a paper's figure, or pick a prepared scenario: packets move at the speed you choose, queues fill, drops flash with their cause, and the charts and the event log explain what TCP does about it. The same scenario and seed give the same results, byte for byte, in the app and in opslab-cli.")
                color: Theme.textDim
                font.pixelSize: Theme.large
                wrapMode: Text.WordWrap
                lineHeight: 1.15
            }

            Rectangle {
                id: errorBanner
                property alias text: errorText.text
                visible: text.length > 0
                // A problem found at start (a settings file that did not read and was set aside).
                Component.onCompleted: text = App.lastError
                Layout.fillWidth: true
                implicitHeight: errorText.implicitHeight + 2 * Theme.pad
                radius: 8
                color: Theme.dangerSoft
                border.color: Theme.danger
                Text {
                    id: errorText
                    anchors.fill: parent
                    anchors.margins: Theme.pad
                    color: Theme.danger
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                }
            }

            // Guided lessons
            RowLayout {
                Layout.fillWidth: true
                Text {
                    text: qsTr("Lessons")
                    color: Theme.text
                    font.pixelSize: Theme.title
                    font.weight: Font.DemiBold
                    Layout.fillWidth: true
                }
                IconButton {
                    objectName: "classResultsButton"
                    iconName: "list"
                    text: qsTr("Class results…")
                    onClicked: classResultsDialog.open()
                    tip: qsTr("For a teacher: your students' exported work from one folder at a glance, as PDF or CSV")
                }
                IconButton {
                    objectName: "openLessonFolderButton"
                    iconName: "folder"
                    text: qsTr("Open lesson folder…")
                    onClicked: lessonFolderDialog.open()
                    tip: qsTr("List a teacher's lessons beside these ones, now and at the next start")
                }
            }
            // The lesson folders opened here, each with a way to stop listing it.
            Flow {
                objectName: "openedLessonFolders"
                visible: App.lessons.openedFolders.length > 0
                Layout.fillWidth: true
                spacing: Theme.gap
                Repeater {
                    model: App.lessons.openedFolders
                    IconButton {
                        required property string modelData
                        iconName: "close"
                        text: modelData
                        onClicked: App.lessons.forgetFolder(modelData)
                        tip: qsTr("Stop listing the lessons in this folder")
                    }
                }
            }
            Flow {
                id: lessonCards
                objectName: "lessonCards"
                visible: App.lessons.lessons.count > 0
                Layout.fillWidth: true
                Layout.bottomMargin: Math.round(18 * Theme.scale)
                spacing: Math.round(16 * Theme.scale)
                Repeater {
                    model: App.lessons.lessons
                    LessonCard {
                        width: (lessonCards.width - 2 * lessonCards.spacing) / 3
                        onClicked: errorBanner.text = App.openLesson(lessonId)
                    }
                }
            }
            Text {
                visible: App.lessons.loadError.length > 0
                Layout.fillWidth: true
                text: qsTr("Lessons: %1").arg(App.lessons.loadError)
                color: Theme.danger
                font.pixelSize: Theme.body
                wrapMode: Text.WordWrap
            }

            RowLayout {
                Layout.fillWidth: true
                Text {
                    text: qsTr("Prepared scenarios")
                    color: Theme.text
                    font.pixelSize: Theme.title
                    font.weight: Font.DemiBold
                    Layout.fillWidth: true
                }
                IconButton {
                    objectName: "openFileButton"
                    iconName: "folder"
                    text: qsTr("Open scenario file…")
                    primary: true
                    onClicked: fileDialog.open()
                    tip: "Ctrl+O"
                }
            }

            Flow {
                id: cards
                objectName: "scenarioCards"
                Layout.fillWidth: true
                spacing: Math.round(16 * Theme.scale)
                Repeater {
                    model: App.catalog
                    ScenarioCard {
                        width: (cards.width - 2 * cards.spacing) / 3
                        onClicked: page.open(path)
                    }
                }
            }
            Text {
                visible: App.catalog.count === 0
                text: qsTr("No scenarios found in %1/scenarios.").arg(App.assetsDir)
                color: Theme.textDim
                font.pixelSize: Theme.body
            }

            RowLayout {
                visible: App.recentFiles.length > 0
                Layout.fillWidth: true
                Layout.topMargin: Math.round(24 * Theme.scale)
                Text {
                    text: qsTr("Recent")
                    color: Theme.text
                    font.pixelSize: Theme.title
                    font.weight: Font.DemiBold
                    Layout.fillWidth: true
                }
                IconButton {
                    text: qsTr("Clear")
                    onClicked: App.clearRecent()
                }
            }
            Panel {
                visible: App.recentFiles.length > 0
                Layout.fillWidth: true
                implicitHeight: recentColumn.implicitHeight + 8
                Column {
                    id: recentColumn
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: 4 }
                    Repeater {
                        model: App.recentFiles
                        ItemDelegate {
                            width: recentColumn.width
                            onClicked: page.open(modelData.path)
                            contentItem: RowLayout {
                                spacing: Theme.pad
                                Icon { name: "file"; color: Theme.textDim; size: Theme.iconSize }
                                ColumnLayout {
                                    spacing: 2
                                    Layout.fillWidth: true
                                    Text {
                                        text: modelData.title
                                        color: Theme.text
                                        font.pixelSize: Theme.body
                                        font.weight: Font.Medium
                                        elide: Text.ElideRight
                                        Layout.fillWidth: true
                                    }
                                    Text {
                                        text: modelData.path
                                        color: Theme.textFaint
                                        font.pixelSize: Theme.small
                                        elide: Text.ElideMiddle
                                        Layout.fillWidth: true
                                    }
                                }
                                Text {
                                    text: modelData.details
                                    color: Theme.textDim
                                    font.pixelSize: Theme.small
                                }
                            }
                        }
                    }
                }
            }

            Text {
                Layout.fillWidth: true
                Layout.topMargin: Math.round(28 * Theme.scale)
                text: qsTr("Space play / pause   ·   → step one event   ·   ↑ ↓ speed   ·   Ctrl+R reset   ·   Ctrl+O open   ·   F5 presentation   ·   Ctrl+D dark theme")
                color: Theme.textFaint
                font.pixelSize: Theme.small
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
        }
    }
}
