// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// PlaybackBar: the timeline of the run (go back to any moment, bookmarks), play/pause, step,
// reset (same or new seed) — Play waits, and says why, while a lesson step's question is open
// (predict, then run) —, the simulated clock, the speed (simulated time per wall second,
// from slow motion to as fast as possible), "pause when…" and the run's counters. Where the
// row does not fit (a small screen, presentation type, longer words in another language) it
// turns compact: the speed's scale shows its ends, "pause when…" its icon, and the counters
// stand two by two with their labels beside them.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Panel {
    id: bar
    objectName: "playbackBar"
    readonly property var sim: App.simulation
    /// Play waits for the lesson step's answer (it can still pause a run that plays).
    readonly property bool waits: App.lessons.playWaits && !sim.running
    implicitHeight: Math.round(78 * Theme.scale) + timeline.implicitHeight
    CompactWatch { id: fit; row: controls }
    readonly property bool compact: fit.compact

    Timeline {
        id: timeline
        anchors { left: parent.left; right: parent.right; top: parent.top }
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        anchors.topMargin: Math.round(4 * Theme.scale)
    }

    RowLayout {
        id: controls
        objectName: "playbackControls"
        anchors { left: parent.left; right: parent.right; top: timeline.bottom; bottom: parent.bottom }
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        spacing: Math.round(10 * Theme.scale)

        IconButton {
            objectName: "playButton"
            primary: true
            iconName: bar.sim.running ? "pause" : "play"
            text: bar.sim.running ? qsTr("Pause") : bar.sim.finished ? qsTr("Finished")
                  : bar.waits ? qsTr("Answer first") : qsTr("Play")
            enabled: bar.sim.loaded && !bar.sim.finished && !bar.waits
            implicitWidth: Math.max(Math.round(118 * Theme.scale), implicitContentWidth + leftPadding + rightPadding)
            implicitHeight: Math.round(42 * Theme.scale)
            onClicked: bar.sim.togglePlay()
            tip: qsTr("Play / pause (Space)")
            Accessible.description: bar.waits ? playWaitsHint.text : tip
        }
        // Why Play is disabled: the lesson's step runs once its question is answered (the button
        // itself says so in a compact bar, where this has no room).
        Text {
            id: playWaitsHint
            objectName: "playWaitsHint"
            visible: bar.waits && !bar.compact
            Layout.maximumWidth: Math.round(190 * Theme.scale)
            text: qsTr("Answer the lesson's question first: the run starts then.")
            color: Theme.textDim
            font.pixelSize: Theme.small
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        IconButton {
            objectName: "stepBackButton"
            iconName: "step"
            rotation: 180
            enabled: bar.sim.loaded && bar.sim.events > 0
            onClicked: bar.sim.stepBack()
            tip: qsTr("Go back one event (←)")
        }
        IconButton {
            objectName: "stepButton"
            iconName: "step"
            enabled: bar.sim.loaded && !bar.sim.finished
            onClicked: bar.sim.step()
            tip: qsTr("Process the next event (→)")
        }
        IconButton {
            objectName: "resetButton"
            iconName: "reset"
            enabled: bar.sim.loaded || bar.sim.errorText.length > 0
            onClicked: bar.sim.reset()
            tip: bar.sim.parameters.dirty ? qsTr("Reset with the same seed and apply the parameter changes (Ctrl+R)")
                                          : qsTr("Reset with the same seed (Ctrl+R)")
        }
        IconButton {
            iconName: "dice"
            enabled: bar.sim.loaded
            onClicked: bar.sim.resetWithNewSeed()
            tip: qsTr("Reset with a new random seed (Ctrl+Shift+R)")
        }

        Rectangle { width: 1; Layout.fillHeight: true; Layout.margins: 12; color: Theme.border }

        // Clock
        ColumnLayout {
            spacing: 2
            Layout.preferredWidth: Math.round(210 * Theme.scale)
            Text {
                objectName: "clockText"
                text: bar.sim.clockText
                color: Theme.text
                font.family: Theme.monoFamily
                font.pixelSize: Theme.clock
                font.weight: Font.DemiBold
            }
            Rectangle {
                Layout.fillWidth: true
                height: 4
                radius: 2
                color: Theme.border
                Rectangle {
                    width: parent.width * bar.sim.progress
                    height: parent.height
                    radius: 2
                    color: bar.sim.finished ? Theme.success : Theme.accent
                }
            }
            Text {
                text: qsTr("of %1 s  ·  %Ln event(s)", "", bar.sim.events).arg(Number(bar.sim.endTime).toLocaleString(Qt.locale(), "g", 6))
                color: Theme.textDim
                font.pixelSize: Theme.small
            }
        }

        Rectangle { width: 1; Layout.fillHeight: true; Layout.margins: 12; color: Theme.border }

        // Speed
        ColumnLayout {
            id: speedColumn
            // The room the speed asks for. The text's limit below is this number, not the
            // slider's width: a limit read from a width the same layout sets made the bar's
            // RowLayout polish in a loop (seen at 1280x800 on switching the theme).
            readonly property int room: Math.round((bar.compact ? 200 : 300) * Theme.scale)
            spacing: 0
            Layout.preferredWidth: room
            Layout.minimumWidth: Math.round(150 * Theme.scale)
            RowLayout {
                Layout.fillWidth: true
                Text {
                    text: qsTr("Speed")
                    visible: !bar.compact
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                    Layout.fillWidth: true
                }
                Text {
                    objectName: "speedText"
                    text: bar.sim.maxSpeed ? qsTr("as fast as possible") : qsTr("%1 simulated").arg(bar.sim.speedText)
                    color: Theme.text
                    font.pixelSize: Theme.body
                    font.weight: Font.DemiBold
                    elide: bar.compact ? Text.ElideRight : Text.ElideNone
                    Layout.fillWidth: bar.compact
                    Layout.maximumWidth: speedColumn.room
                }
            }
            Slider {
                id: speed
                objectName: "speedSlider"
                Layout.fillWidth: true
                from: 0
                to: bar.sim.speedCount - 1
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: bar.sim.speedIndex
                focusPolicy: Qt.NoFocus
                Accessible.name: qsTr("Playback speed")
                onMoved: bar.sim.speedIndex = Math.round(value)
                ToolTip.visible: hovered || pressed
                ToolTip.text: bar.sim.speedLabelAt(Math.round(value)) + " (↑ ↓)"
            }
            Item {
                Layout.fillWidth: true
                implicitHeight: Math.round(15 * Theme.scale)
                Repeater {
                    model: [[0, qsTr("1 µs/s")], [9, qsTr("1 ms/s")], [18, qsTr("1 s/s")], [22, qsTr("max")]]
                    Text {
                        readonly property real frac: modelData[0] / (bar.sim.speedCount - 1)
                        visible: !bar.compact || index === 0 || index === 3
                        x: Math.max(0, Math.min(parent.width - width, 10 + frac * (parent.width - 20) - width / 2))
                        text: modelData[1]
                        color: Theme.textFaint
                        font.pixelSize: Math.round(11 * Theme.scale)
                    }
                }
            }
        }

        IconButton {
            id: pauseWhen
            objectName: "pauseWhenButton"
            readonly property int active: (bar.sim.pauseOnDrop ? 1 : 0) + (bar.sim.pauseOnContention ? 1 : 0) +
                                           (bar.sim.pauseOnFastRetransmit ? 1 : 0) + (bar.sim.pauseOnTimeout ? 1 : 0)
            iconName: "bell"
            text: bar.compact ? (active > 0 ? String(active) : "")
                  : active > 0 ? qsTr("Pause when… (%1)").arg(active) : qsTr("Pause when…")
            checked: active > 0
            onClicked: pauseMenu.open()
            tip: qsTr("Stop automatically at the next interesting event")
            Menu {
                id: pauseMenu
                y: -implicitHeight - 4
                MenuItem { text: qsTr("the next packet drop"); checkable: true; checked: bar.sim.pauseOnDrop; onToggled: bar.sim.pauseOnDrop = checked }
                MenuItem { text: qsTr("the next contention or deflection loss"); checkable: true; checked: bar.sim.pauseOnContention; onToggled: bar.sim.pauseOnContention = checked }
                MenuItem { text: qsTr("the next fast retransmit"); checkable: true; checked: bar.sim.pauseOnFastRetransmit; onToggled: bar.sim.pauseOnFastRetransmit = checked }
                MenuItem { text: qsTr("the next retransmission timeout"); checkable: true; checked: bar.sim.pauseOnTimeout; onToggled: bar.sim.pauseOnTimeout = checked }
            }
        }

        Item { Layout.fillWidth: true }

        // Counters: value over label in a row, or (compact) two by two, the label beside.
        Grid {
            objectName: "counters"
            columns: bar.compact ? 2 : 4
            columnSpacing: Math.round((bar.compact ? 14 : 20) * Theme.scale)
            rowSpacing: 0
            Repeater {
                model: [
                    [qsTr("On the wire"), bar.sim.packetsInFlight, Theme.text],
                    [qsTr("Drops"), bar.sim.drops, bar.sim.drops > 0 ? Theme.danger : Theme.text],
                    [qsTr("Fast retransmits"), bar.sim.fastRetransmits, Theme.text],
                    [qsTr("Timeouts"), bar.sim.timeouts, Theme.text]
                ]
                Grid {
                    columns: bar.compact ? 2 : 1
                    columnSpacing: Math.round(6 * Theme.scale)
                    horizontalItemAlignment: bar.compact ? Grid.AlignLeft : Grid.AlignRight
                    verticalItemAlignment: Grid.AlignVCenter
                    Text {
                        text: Number(modelData[1]).toLocaleString(Qt.locale(), "f", 0)
                        color: modelData[2]
                        font.pixelSize: bar.compact ? Theme.large : Theme.title
                        font.weight: Font.DemiBold
                    }
                    Text {
                        text: modelData[0]
                        color: Theme.textDim
                        font.pixelSize: Theme.small
                    }
                }
            }
        }
    }
}
