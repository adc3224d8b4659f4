// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CompareView: side by side — two runs of one scenario that differ in one
// parameter, advancing in lockstep on one clock (the Compare controller): the two networks
// with their "key = value" captions and counters, below them goodput, the congestion window of
// the traced flow and Jain's fairness of both runs overlaid in the runs' two colours, and one
// playback bar (play/pause, reset, speed, run to the end, and a timeline that takes both runs
// to any moment, back as well as forward).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Rectangle {
    id: view
    objectName: "compareView"
    color: Theme.background
    readonly property var first: Compare.first
    readonly property var second: Compare.second
    readonly property bool rewinding: (!!first && first.seekProgress >= 0) || (!!second && second.seekProgress >= 0)
    readonly property var runs: first && second ? [first, second] : []
    readonly property var colors: [Theme.dark ? "#6ea8fe" : "#2f6bd8", Theme.dark ? "#f59e5b" : "#d9661f"]
    readonly property int focusFlow: first ? first.focusFlow : 0

    // Keys while comparing (the workspace's shortcuts are off then).
    focus: visible
    Keys.onSpacePressed: Compare.togglePlay()
    Keys.onUpPressed: Compare.speedIndex = Compare.speedIndex + 1
    Keys.onDownPressed: Compare.speedIndex = Compare.speedIndex - 1
    Keys.onEscapePressed: Compare.close()

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
                objectName: "closeCompareButton"
                iconName: "back"
                text: qsTr("Back")
                onClicked: Compare.close()
                tip: qsTr("Back to the workspace (Esc)")
            }
            Rectangle { width: 1; height: parent.height * 0.5; color: Theme.border }
            Text {
                objectName: "compareTitle"
                text: qsTr("Side by side — %1").arg(Compare.title)
                color: Theme.text
                font.pixelSize: Theme.title
                font.weight: Font.DemiBold
                elide: Text.ElideRight
                Layout.fillWidth: true
                Layout.leftMargin: 4
            }
            Chip { text: view.first ? view.first.modelName : ""; tint: Theme.accent; filled: true; visible: text.length > 0 }
            Chip { text: view.first ? qsTr("seed %1").arg(String(view.first.seed)) : ""; visible: view.first !== null && view.first.loaded }
        }
    }

    // ---- The two networks ----------------------------------------------------------------
    component RunPanel: Panel {
        id: runPanel
        property var sim
        property color tint
        property string caption
        property alias canvas: netCanvas
        color: Theme.canvas
        clip: true
        NetworkLinks { canvas: netCanvas; anchors.fill: netCanvas; layer.enabled: true }
        NetworkCanvas {
            id: netCanvas
            anchors.fill: parent
            anchors.margins: 1
            controller: runPanel.sim
            dark: Theme.dark
            lineScale: Theme.lineScale
            fontFamily: Theme.fontFamily
            insets: Qt.vector4d(0, captionBox.height + Theme.gap, 0, countersBox.height + Theme.gap)
            objectName: runPanel.objectName + "Canvas"
            // A picked packet traces its flow in both runs (the charts follow).
            onPicked: (kind, id) => {
                runPanel.sim.select(kind, id)
                Compare.setFocusFlow(runPanel.sim.focusFlow)
            }
        }
        Rectangle {
            id: captionBox
            anchors { left: parent.left; top: parent.top; margins: Theme.gap }
            radius: 8
            color: Theme.alpha(Theme.surface, 0.9)
            border.color: runPanel.tint
            border.width: 2
            implicitWidth: captionText.implicitWidth + 2 * Theme.pad
            implicitHeight: captionText.implicitHeight + Theme.gap
            Text {
                id: captionText
                anchors.centerIn: parent
                text: runPanel.caption
                color: runPanel.tint
                font.pixelSize: Theme.large
                font.weight: Font.DemiBold
                font.family: Theme.monoFamily
            }
        }
        Rectangle {
            id: countersBox
            anchors { left: parent.left; bottom: parent.bottom; margins: Theme.gap }
            radius: 8
            color: Theme.alpha(Theme.surface, 0.9)
            border.color: Theme.border
            implicitWidth: counters.implicitWidth + 2 * Theme.pad
            implicitHeight: counters.implicitHeight + Theme.gap
            Text {
                id: counters
                objectName: "counters"
                anchors.centerIn: parent
                text: runPanel.sim ? qsTr("drops %1 · retransmits %2 · fast retransmits %3 · timeouts %4")
                                        .arg(String(runPanel.sim.drops)).arg(String(runPanel.sim.retransmits))
                                        .arg(String(runPanel.sim.fastRetransmits)).arg(String(runPanel.sim.timeouts))
                                   : ""
                color: Theme.text
                font.pixelSize: Theme.body
            }
        }
    }

    RowLayout {
        id: canvases
        anchors { left: parent.left; right: parent.right; top: topBar.bottom; bottom: chartsRow.top }
        anchors.margins: Theme.gap
        spacing: Theme.gap
        RunPanel {
            id: panelA
            objectName: "firstRun"
            Layout.fillWidth: true
            Layout.fillHeight: true
            sim: view.first
            tint: view.colors[0]
            caption: Compare.firstCaption
        }
        RunPanel {
            id: panelB
            objectName: "secondRun"
            Layout.fillWidth: true
            Layout.fillHeight: true
            sim: view.second
            tint: view.colors[1]
            caption: Compare.secondCaption
        }
    }

    // ---- Both runs' charts overlaid -----------------------------------------------------------
    RowLayout {
        id: chartsRow
        anchors { left: parent.left; right: parent.right; bottom: playback.top }
        anchors.leftMargin: Theme.gap
        anchors.rightMargin: Theme.gap
        height: Math.round(Math.max(200, view.height * 0.3))
        spacing: Theme.gap
        Repeater {
            model: [
                { what: "goodput", title: qsTr("goodput") },
                { what: "window", title: qsTr("flow %1: congestion window").arg(view.focusFlow) },
                { what: "fairness", title: qsTr("Jain's fairness index") }
            ]
            Panel {
                required property var modelData
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 100
                CompareChart {
                    id: compareChart
                    objectName: "compareChart_" + modelData.what
                    anchors.fill: parent
                    anchors.margins: Math.round(8 * Theme.scale)
                    what: modelData.what
                    title: {
                        var f = view.first ? view.first.charts : null
                        if (!f || modelData.what === "fairness") return modelData.title
                        var s = modelData.what === "window" ? f.windowSeries : f.goodputSeries
                        var label = s.length > 0 ? f.seriesLabel(s) : ""
                        if (label.length === 0) return modelData.title
                        return modelData.what === "window" ? qsTr("flow %1: %2").arg(view.focusFlow).arg(label) : label
                    }
                    flow: view.focusFlow
                    feeds: view.runs.length === 2 ? [view.first.charts, view.second.charts] : []
                    colors: view.colors
                    names: [Compare.firstCaption, Compare.secondCaption]
                    endTime: Compare.endTime
                }
                ChartExportButton {
                    objectName: "compareExport_" + modelData.what
                    anchors { right: parent.right; top: parent.top; margins: Math.round(4 * Theme.scale) }
                    target: compareChart
                    name: "side-by-side-" + modelData.what
                    title: compareChart.title
                }
            }
        }
    }

    // ---- One playback bar for both -----------------------------------------------------------
    Panel {
        id: playback
        objectName: "comparePlayback"
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: Theme.gap }
        implicitHeight: Math.round(64 * Theme.scale)
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: Theme.pad
            anchors.rightMargin: Theme.pad
            spacing: Math.round(10 * Theme.scale)
            IconButton {
                objectName: "comparePlayButton"
                primary: true
                iconName: Compare.playing ? "pause" : "play"
                text: Compare.playing ? qsTr("Pause") : (Compare.finished ? qsTr("Finished") : qsTr("Play both"))
                enabled: Compare.active && !Compare.finished
                implicitWidth: Math.max(Math.round(130 * Theme.scale), implicitContentWidth + leftPadding + rightPadding)
                implicitHeight: Math.round(42 * Theme.scale)
                onClicked: Compare.togglePlay()
                tip: qsTr("Play / pause both runs on one clock (Space)")
            }
            IconButton {
                objectName: "compareResetButton"
                iconName: "reset"
                enabled: Compare.active
                onClicked: Compare.reset()
                tip: qsTr("Both runs back to the start (same seeds)")
            }
            IconButton {
                objectName: "compareToEndButton"
                iconName: "step"
                text: qsTr("To the end")
                enabled: Compare.active && !Compare.finished
                onClicked: Compare.runToEnd()
                tip: qsTr("Run both as fast as possible to the end, still in lockstep")
            }
            Text {
                objectName: "compareClock"
                text: Compare.clockText
                color: Theme.text
                font.pixelSize: Theme.clock
                font.family: Theme.monoFamily
                Layout.minimumWidth: Math.round(150 * Theme.scale)
            }
            // Drag or click to go to a moment of both runs (back: each rewinds, then the clock
            // shows the moment once both are there).
            Slider {
                id: compareTimeline
                objectName: "compareTimeline"
                Layout.fillWidth: true
                from: 0
                to: 1
                live: false
                enabled: Compare.active && Compare.endTime > 0
                // On release (not live: a jump back re-simulates): where the handle was let go.
                onPressedChanged: if (!pressed) Compare.seek(position * Compare.endTime)
                Binding on value {
                    when: !compareTimeline.pressed
                    value: Compare.progress
                    restoreMode: Binding.RestoreNone
                }
                ToolTip.visible: hovered || pressed
                ToolTip.delay: 400
                ToolTip.text: view.rewinding ? qsTr("Going back…")
                              : qsTr("Drag to go to a moment of both runs (back as well as forward)")
            }
            IconButton { iconName: "minus"; onClicked: Compare.speedIndex = Compare.speedIndex - 1; tip: qsTr("Slower (↓)") }
            Text {
                objectName: "compareSpeed"
                text: Compare.speedText
                color: Theme.text
                font.pixelSize: Theme.body
                horizontalAlignment: Text.AlignHCenter
                Layout.minimumWidth: Math.round(70 * Theme.scale)
            }
            IconButton { iconName: "plus"; onClicked: Compare.speedIndex = Compare.speedIndex + 1; tip: qsTr("Faster (↑)") }
            Text {
                text: qsTr("simulated per second")
                color: Theme.textFaint
                font.pixelSize: Theme.small
            }
        }
    }

    Text {
        anchors.centerIn: parent
        visible: Compare.errorText.length > 0
        width: parent.width * 0.6
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: Compare.errorText
        color: Theme.danger
        font.pixelSize: Theme.large
    }
}
