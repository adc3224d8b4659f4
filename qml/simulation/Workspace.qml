// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace: one scenario — the animated network, live charts, the side panel (inspector,
// parameters, event log) and the playback bar, arranged for the window's size (WorkspaceLayout).
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Qt.labs.settings
import OpsLab
import OpsLab.Ui
import "../components"

Item {
    id: ws
    objectName: "workspace"
    readonly property var sim: App.simulation
    readonly property var canvas: canvasPanel.canvas
    property alias charts: charts
    property alias sideTabs: tabs
    property alias lessonPanel: lessonPanel
    property alias compareDialog: compareDialog

    function fitView() { canvasPanel.canvas.fitToView() }
    function exportRun() { folderDialog.purpose = "run"; folderDialog.open() }
    function toast(text, isError) { toastText.text = text; toastBox.error = !!isError; toastBox.opacity = 1; toastTimer.restart() }

    // The window's background under everything: a picture of the workspace (an animation's
    // frames, AnimationRecorder) shows it between the panels, not a transparent gap.
    Rectangle { anchors.fill: parent; color: Theme.background }

    FolderDialog {
        id: folderDialog
        property string purpose: "run"
        title: purpose === "run" ? qsTr("Export the run's CSV files into…") : qsTr("Save the charts as PNG into…")
        onAccepted: {
            if (purpose === "run") ws.sim.exportRun(selectedFolder.toString())
            else { charts.saveAll(selectedFolder); ws.toast(qsTr("Charts saved as PNG in %1").arg(App.localPath(selectedFolder))) }
        }
    }
    FileDialog {
        id: scenarioDialog
        title: qsTr("Save the resolved scenario")
        fileMode: FileDialog.SaveFile
        nameFilters: [qsTr("Scenario files (*.json)")]
        defaultSuffix: "json"
        onAccepted: {
            const error = ws.sim.exportScenario(selectedFile.toString())
            ws.toast(error.length > 0 ? error : qsTr("Saved %1").arg(App.localPath(selectedFile)), error.length > 0)
        }
    }
    CaptureExportDialog { id: captureDialog; onReported: function(text, isError) { ws.toast(text, isError) } }
    AnimationExportDialog {
        id: animationDialog
        view: ws
        canvasItem: canvasPanel
        chartsItem: charts
        onReported: function(text, isError) { ws.toast(text, isError) }
    }
    Connections {
        target: ws.sim
        function onExportFinished(dir, error) {
            ws.toast(error.length > 0 ? error : qsTr("Wrote summary.csv, flows.csv, timeseries.csv and scenario.json to %1").arg(dir), error.length > 0)
        }
    }

    // ---- Top bar -------------------------------------------------------------------------
    Rectangle {
        id: topBar
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Math.round(56 * Theme.scale)
        color: Theme.surface
        Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 1; color: Theme.border }
        // Where the row does not fit with the title at its least width (a small window,
        // presentation type, another language), the buttons show their icons only and the
        // seed, size and pace chips step aside.
        CompactWatch {
            id: fit
            row: topRow
            // The title may shrink to its least width (elided) before the row turns compact.
            extra: titleText.Layout.minimumWidth - Math.min(titleText.implicitWidth, titleText.Layout.maximumWidth)
        }
        readonly property bool compact: fit.compact
        RowLayout {
            id: topRow
            objectName: "topBarRow"
            anchors.fill: parent
            anchors.leftMargin: Theme.gap
            anchors.rightMargin: Theme.pad
            spacing: Theme.gap
            IconButton {
                objectName: "backButton"
                iconName: "back"
                text: topBar.compact ? "" : qsTr("Scenarios")
                onClicked: App.showStart()
                tip: qsTr("Back to the start page (Ctrl+W)")
            }
            Rectangle { width: 1; height: parent.height * 0.5; color: Theme.border }
            Text {
                id: titleText
                objectName: "scenarioTitle"
                text: ws.sim.scenarioName
                color: Theme.text
                font.pixelSize: Theme.title
                font.weight: Font.DemiBold
                elide: Text.ElideRight
                // Shrinks (elided) before the buttons run off the bar: longer labels in
                // other languages, long scenario titles.
                Layout.fillWidth: true
                Layout.minimumWidth: Math.round(120 * Theme.scale)
                Layout.maximumWidth: Math.min(implicitWidth, ws.width * 0.42)
                Layout.leftMargin: 4
            }
            Chip { text: ws.sim.modelName; tint: Theme.accent; filled: true; visible: ws.sim.modelName.length > 0 }
            Chip { text: qsTr("seed %1").arg(String(ws.sim.seed)); visible: ws.sim.loaded && !topBar.compact }
            Chip {
                text: ws.sim.flowCount > 0 ? qsTr("%n flow(s) · %1", "", ws.sim.flowCount).arg(qsTr("%n node(s)", "", ws.sim.nodeCount))
                                           : qsTr("%n node(s)", "", ws.sim.nodeCount)
                visible: ws.sim.loaded && !topBar.compact
            }
            Item { Layout.fillWidth: true }
            Text {
                visible: !topBar.compact
                text: ws.sim.paceText
                color: Theme.textFaint
                font.pixelSize: Theme.small
            }
            IconButton {
                objectName: "pinReference"
                iconName: "chart"
                text: topBar.compact ? "" : ws.sim.charts.hasReference ? qsTr("New reference") : qsTr("Compare")
                enabled: ws.sim.loaded
                onClicked: ws.sim.pinReference()
                tip: qsTr("Keep this run's curves as a dashed reference, then change a parameter (or the seed) and reset to compare (Ctrl+K)")
            }
            Chip {
                visible: ws.sim.charts.hasReference
                text: qsTr("clear reference ✕")
                onClicked: ws.sim.clearReference()
            }
            IconButton {
                objectName: "sideBySideButton"
                iconName: "sliders"
                text: topBar.compact ? "" : qsTr("Side by side…")
                enabled: ws.sim.loaded
                onClicked: compareDialog.open()
                tip: qsTr("Compare side by side: two runs of this scenario, one parameter different, on one clock")
                CompareDialog { id: compareDialog }
            }
            IconButton {
                iconName: "export"
                text: topBar.compact ? "" : qsTr("Export")
                enabled: ws.sim.loaded
                onClicked: exportMenu.open()
                tip: qsTr("CSV results, charts as PNG, the scenario (Ctrl+E)")
                Menu {
                    id: exportMenu
                    y: parent.height + 4
                    MenuItem { text: qsTr("Run results as CSV (same files as opslab-cli)…"); onTriggered: ws.exportRun() }
                    MenuItem { text: qsTr("Charts as PNG…"); onTriggered: { folderDialog.purpose = "charts"; folderDialog.open() } }
                    MenuItem {
                        text: qsTr("Resolved scenario (JSON)…")
                        onTriggered: { scenarioDialog.currentFile = App.fileUrl(App.suggestedName("scenario") + ".json"); scenarioDialog.open() }
                    }
                    MenuItem { objectName: "exportCapture"; text: qsTr("Capture for Wireshark (pcapng)…"); onTriggered: captureDialog.open() }
                    MenuItem { objectName: "exportAnimation"; text: qsTr("Animation for slides (MP4, WebM, GIF, WebP)…"); onTriggered: animationDialog.open() }
                }
            }
            IconButton {
                objectName: "sidePanelButton"
                visible: !layout.sideDocked
                iconName: "list"
                checkable: true
                checked: ws.drawerOpen
                onClicked: ws.drawerOpen = checked
                tip: qsTr("Inspector, parameters and event log")
            }
            IconButton {
                iconName: "present"
                checkable: true
                checked: App.presentation
                onClicked: App.presentation = checked
                tip: qsTr("Presentation mode: larger text, thicker lines (F5)")
            }
            IconButton {
                iconName: Theme.dark ? "sun" : "moon"
                onClicked: App.darkTheme = !App.darkTheme
                tip: Theme.dark ? qsTr("Light theme (Ctrl+D)") : qsTr("Dark theme (Ctrl+D)")
            }
            LanguageButton {}
        }
    }

    // ---- Body ----------------------------------------------------------------------------
    // Laid out by WorkspaceLayout from the body's size: the lesson panel (its width remembered),
    // the network, the charts under it or beside it, the side panel docked or as a drawer.
    Settings {
        id: layoutSettings
        category: "workspace"
        property real lessonWidth: 0
    }
    /// The side panel over the right edge, when it is not docked.
    property bool drawerOpen: false
    property alias layout: layout
    Item {
        id: body
        objectName: "workspaceBody"
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: playback.top }
        anchors.margins: Theme.gap
        WorkspaceLayout {
            id: layout
            width: body.width
            height: body.height
            lessonOpen: App.lessons.active
            lessonWanted: layoutSettings.lessonWidth
            chartsShown: charts.shownIds.length
            chipsShown: charts.chipsShown
        }

        // The open lesson, and the handle that narrows or widens it.
        LessonPanel {
            id: lessonPanel
            visible: App.lessons.active
            onNotify: (text, isError) => ws.toast(text, isError)
            x: 0
            width: layout.lessonWidth
            height: body.height
        }
        MouseArea {
            objectName: "lessonHandle"
            visible: lessonPanel.visible
            x: layout.lessonWidth
            width: layout.gap
            height: body.height
            hoverEnabled: true
            cursorShape: Qt.SplitHCursor
            property real grab: 0
            onPressed: (mouse) => grab = mouse.x
            onPositionChanged: (mouse) => {
                if (pressed)
                    layoutSettings.lessonWidth = Math.max(layout.lessonMin, Math.min(layout.lessonMax, x + mouse.x - grab))
            }
            Rectangle { anchors.centerIn: parent; width: 2; height: 40; radius: 1; color: parent.containsMouse ? Theme.accent : Theme.border }
        }

        CanvasPanel {
            id: canvasPanel
            x: layout.centreX
            width: layout.canvasWidth
            height: layout.canvasHeight
        }
        Connections {
            target: canvasPanel.canvas
            function onPicked(kind, id) { if (kind.length > 0 && !layout.sideDocked) ws.drawerOpen = true }
        }

        ChartsPanel {
            id: charts
            onReported: (text, isError) => ws.toast(text, isError)
            x: layout.chartsMode === "column" ? layout.centreX + layout.canvasWidth + layout.gap : layout.centreX
            y: layout.chartsMode === "column" ? 0 : layout.canvasHeight + layout.gap
            width: layout.chartsWidth
            height: layout.chartsHeight
            columns: layout.chartColumns
            cardMinWidth: layout.cardMinWidth
            cardMinHeight: layout.cardMinHeight
        }

        // Side panel: docked at the right, or a drawer over the network.
        Panel {
            id: sidePanel
            objectName: "sidePanel"
            readonly property bool shown: layout.sideDocked || ws.drawerOpen
            z: layout.sideDocked ? 0 : 10
            width: layout.sideWidth
            height: body.height
            x: body.width - width
            visible: shown
            border.color: layout.sideDocked ? Theme.border : Theme.accent
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                RowLayout {
                    Layout.fillWidth: true
                    TabBar {
                        id: tabs
                        objectName: "sideTabs"
                        Layout.fillWidth: true
                        background: Item {}
                        font.pixelSize: Theme.body
                        TabButton { text: qsTr("Inspector"); Accessible.name: text }
                        TabButton { text: qsTr("Parameters") + (ws.sim.parameters.dirty ? " •" : ""); Accessible.name: text }
                        TabButton { text: qsTr("Event log"); Accessible.name: text }
                    }
                    IconButton {
                        visible: !layout.sideDocked
                        iconName: "close"
                        onClicked: ws.drawerOpen = false
                        tip: qsTr("Close")
                    }
                }
                StackLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    currentIndex: tabs.currentIndex
                    InspectorPanel {}
                    ParameterPanel {}
                    EventLogPanel {}
                }
            }
        }
    }

    PlaybackBar {
        id: playback
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.gap }
    }

    // A short confirmation at the bottom (exports)
    Rectangle {
        id: toastBox
        property bool error: false
        anchors { horizontalCenter: parent.horizontalCenter; bottom: playback.top; bottomMargin: Theme.pad }
        width: toastText.width + 2 * Theme.pad
        height: toastText.implicitHeight + Theme.pad
        radius: 8
        color: error ? Theme.danger : (Theme.dark ? "#e6edf3" : "#1b2430")
        opacity: 0
        visible: opacity > 0
        Behavior on opacity { NumberAnimation { duration: 200 } }
        Text {
            id: toastText
            anchors.centerIn: parent
            // The unwrapped width from TextMetrics: a wrapped Text's implicitWidth follows its
            // width, and binding one to the other loops (found by the monkey test).
            width: Math.min(Math.ceil(toastMetrics.advanceWidth) + 1, ws.width * 0.7 - 2 * Theme.pad)
            color: Theme.dark ? "#0d1117" : "white"
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
        }
        TextMetrics { id: toastMetrics; font: toastText.font; text: toastText.text }
        Timer { id: toastTimer; interval: 4500; onTriggered: toastBox.opacity = 0 }
    }
}
