// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Workspace: one scenario — the animated network, live charts, the side panel (inspector,
// parameters, event log) and the playback bar.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "components"

Item {
    id: ws
    objectName: "workspace"
    readonly property var sim: App.simulation
    property alias canvas: canvas
    property alias charts: charts
    property alias sideTabs: tabs
    property alias lessonPanel: lessonPanel
    property alias compareDialog: compareDialog

    function fitView() { canvas.fitToView() }
    function exportRun() { folderDialog.purpose = "run"; folderDialog.open() }
    function toast(text, isError) { toastText.text = text; toastBox.error = !!isError; toastBox.opacity = 1; toastTimer.restart() }

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
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.gap
            anchors.rightMargin: Theme.pad
            spacing: Theme.gap
            IconButton {
                objectName: "backButton"
                iconName: "back"
                text: qsTr("Scenarios")
                onClicked: App.showStart()
                tip: qsTr("Back to the start page (Ctrl+W)")
            }
            Rectangle { width: 1; height: parent.height * 0.5; color: Theme.border }
            Text {
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
            Chip { text: qsTr("seed %1").arg(String(ws.sim.seed)); visible: ws.sim.loaded }
            Chip {
                text: ws.sim.flowCount > 0 ? qsTr("%n flow(s) · %1", "", ws.sim.flowCount).arg(qsTr("%n node(s)", "", ws.sim.nodeCount))
                                           : qsTr("%n node(s)", "", ws.sim.nodeCount)
                visible: ws.sim.loaded
            }
            Item { Layout.fillWidth: true }
            Text {
                text: ws.sim.paceText
                color: Theme.textFaint
                font.pixelSize: Theme.small
            }
            IconButton {
                objectName: "pinReference"
                iconName: "chart"
                text: ws.sim.charts.hasReference ? qsTr("New reference") : qsTr("Compare")
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
                text: qsTr("Side by side…")
                enabled: ws.sim.loaded
                onClicked: compareDialog.open()
                tip: qsTr("Compare side by side: two runs of this scenario, one parameter different, on one clock")
                CompareDialog { id: compareDialog }
            }
            IconButton {
                iconName: "export"
                text: qsTr("Export")
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
                }
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
    SplitView {
        id: split
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: playback.top }
        anchors.margins: Theme.gap
        orientation: Qt.Horizontal
        handle: Rectangle {
            implicitWidth: Theme.gap
            color: "transparent"
            Rectangle { anchors.centerIn: parent; width: 2; height: 40; radius: 1; color: SplitHandle.hovered ? Theme.accent : Theme.border }
        }

        // The open lesson
        LessonPanel {
            id: lessonPanel
            visible: App.lessons.active
            onNotify: (text, isError) => ws.toast(text, isError)
            SplitView.preferredWidth: Math.round(470 * Theme.scale)
            SplitView.minimumWidth: 340
        }

        SplitView {
            SplitView.fillWidth: true
            orientation: Qt.Vertical
            handle: Rectangle {
                implicitHeight: Theme.gap
                color: "transparent"
                Rectangle { anchors.centerIn: parent; height: 2; width: 40; radius: 1; color: SplitHandle.hovered ? Theme.accent : Theme.border }
            }

            // The network
            Panel {
                id: canvasPanel
                SplitView.fillHeight: true
                SplitView.minimumHeight: 240
                color: Theme.canvas
                clip: true

                // A model whose subject is one switch (layout kind "crossbar") shows its
                // crossbar here, slot by slot, instead of the network.
                readonly property bool crossbarMain: ws.sim.layoutKind === "crossbar"
                CrossbarView {
                    anchors.fill: parent
                    visible: canvasPanel.crossbarMain
                }
                // The links, kept in a texture layer and redrawn only when the view changes.
                NetworkLinks {
                    canvas: canvas
                    anchors.fill: canvas
                    layer.enabled: true
                    visible: !canvasPanel.crossbarMain
                }
                NetworkCanvas {
                    id: canvas
                    objectName: "networkCanvas"
                    visible: !canvasPanel.crossbarMain
                    anchors.fill: parent
                    anchors.margins: 1
                    controller: ws.sim
                    dark: Theme.dark
                    lineScale: Theme.lineScale
                    fontFamily: Theme.fontFamily
                    // Keep the network clear of the legend, the zoom buttons and the status.
                    insets: Qt.vector4d(0, legendBox.height + Theme.gap, zoomColumn.width + Theme.gap,
                                        statusBox.visible ? statusBox.height + Theme.gap : 0)
                    PinchHandler {
                        id: pinch
                        target: null
                        property real last: 1
                        onActiveChanged: last = 1
                        onActiveScaleChanged: {
                            canvas.zoomAt(centroid.position.x, centroid.position.y, activeScale / last)
                            last = activeScale
                        }
                    }
                }

                // Legend
                Rectangle {
                    id: legendBox
                    visible: !canvasPanel.crossbarMain
                    anchors { left: parent.left; top: parent.top; margins: Theme.gap }
                    radius: 8
                    color: Theme.alpha(Theme.surface, 0.88)
                    border.color: Theme.border
                    implicitWidth: legend.implicitWidth + 2 * Theme.gap
                    implicitHeight: legend.implicitHeight + Theme.gap
                    Row {
                        id: legend
                        anchors.centerIn: parent
                        spacing: Math.round(14 * Theme.scale)
                        Repeater {
                            model: [
                                [qsTr("colour = flow"), Theme.accent, "bar"],
                                [qsTr("thin = ACK"), Theme.textDim, "thin"],
                                [qsTr("red edge = retransmission"), Theme.danger, "edge"],
                                [qsTr("ring = drop"), Theme.danger, "ring"],
                                [qsTr("amber ring = overtaken"), Theme.warning, "ring"],
                                [qsTr("bar = queue"), Theme.warning, "bar"]
                            ]
                            Row {
                                spacing: 5
                                Rectangle {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: modelData[2] === "ring" ? 11 : 14
                                    height: modelData[2] === "thin" ? 2 : modelData[2] === "ring" ? 11 : 5
                                    radius: modelData[2] === "ring" ? 6 : 1
                                    color: modelData[2] === "ring" ? "transparent" : modelData[2] === "edge" ? Theme.accent : modelData[1]
                                    border.width: modelData[2] === "ring" || modelData[2] === "edge" ? 2 : 0
                                    border.color: modelData[1]
                                }
                                Text { text: modelData[0]; color: Theme.textDim; font.pixelSize: Theme.small }
                            }
                        }
                    }
                }

                // Zoom
                Column {
                    id: zoomColumn
                    visible: !canvasPanel.crossbarMain
                    anchors { right: parent.right; top: parent.top; margins: Theme.gap }
                    spacing: 4
                    IconButton { iconName: "plus"; onClicked: canvas.zoomAt(canvas.width / 2, canvas.height / 2, 1.3); tip: qsTr("Zoom in (wheel)") }
                    IconButton { iconName: "minus"; onClicked: canvas.zoomAt(canvas.width / 2, canvas.height / 2, 1 / 1.3); tip: qsTr("Zoom out (wheel)") }
                    IconButton { iconName: "fit"; onClicked: canvas.fitToView(); tip: qsTr("Fit the network (Ctrl+0, double-click)") }
                }

                // Why the run stopped
                Rectangle {
                    id: statusBox
                    objectName: "statusBox"
                    // Over the crossbar's slot panel (its empty foot), not over the grid.
                    anchors.left: canvasPanel.crossbarMain ? undefined : parent.left
                    anchors.right: canvasPanel.crossbarMain ? parent.right : undefined
                    anchors.bottom: parent.bottom
                    anchors.margins: canvasPanel.crossbarMain ? Theme.pad + Theme.gap : Theme.gap
                    width: Math.min(parent.width - 2 * Theme.gap, Math.ceil(statusMetrics.advanceWidth) + 1 + 2 * Theme.pad,
                                    canvasPanel.crossbarMain ? Math.round(310 * Theme.scale) : parent.width)
                    height: statusText.implicitHeight + Theme.pad
                    radius: 8
                    visible: ws.sim.statusText.length > 0
                    color: Theme.alpha(Theme.surface, 0.92)
                    border.color: ws.sim.stoppedByCondition ? Theme.warning : Theme.border
                    // Sized from the unwrapped width (TextMetrics), as the toast below.
                    TextMetrics { id: statusMetrics; font: statusText.font; text: statusText.text }
                    Text {
                        id: statusText
                        anchors.centerIn: parent
                        width: statusBox.width - 2 * Theme.pad
                        text: ws.sim.statusText
                        color: Theme.text
                        font.pixelSize: Theme.body
                        wrapMode: Text.WordWrap
                    }
                }

                Text {
                    anchors.centerIn: parent
                    visible: !ws.sim.loaded && ws.sim.errorText.length > 0
                    width: parent.width * 0.7
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    text: ws.sim.errorText
                    color: Theme.danger
                    font.pixelSize: Theme.large
                }
            }

            ChartsPanel {
                id: charts
                onReported: (text, isError) => ws.toast(text, isError)
                SplitView.preferredHeight: Math.round(280 * Theme.scale)
                SplitView.minimumHeight: 160
            }
        }

        // Side panel
        Panel {
            SplitView.preferredWidth: Math.round(430 * Theme.scale)
            SplitView.minimumWidth: 320
            ColumnLayout {
                anchors.fill: parent
                anchors.margins: Theme.gap
                spacing: Theme.gap
                TabBar {
                    id: tabs
                    objectName: "sideTabs"
                    Layout.fillWidth: true
                    background: Item {}
                    font.pixelSize: Theme.body
                    TabButton { text: qsTr("Inspector") }
                    TabButton { text: qsTr("Parameters") + (ws.sim.parameters.dirty ? " •" : "") }
                    TabButton { text: qsTr("Event log") }
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
