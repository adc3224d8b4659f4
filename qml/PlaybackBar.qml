// PlaybackBar: the timeline of the run (go back to any moment, bookmarks), play/pause, step,
// reset (same or new seed), the simulated clock, the speed (simulated time per wall second,
// from slow motion to as fast as possible), "pause when…" and the run's counters.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "components"

Panel {
    id: bar
    objectName: "playbackBar"
    readonly property var sim: App.simulation
    implicitHeight: Math.round(78 * Theme.scale) + timeline.implicitHeight

    Timeline {
        id: timeline
        anchors { left: parent.left; right: parent.right; top: parent.top }
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        anchors.topMargin: Math.round(4 * Theme.scale)
    }

    RowLayout {
        anchors { left: parent.left; right: parent.right; top: timeline.bottom; bottom: parent.bottom }
        anchors.leftMargin: Theme.pad
        anchors.rightMargin: Theme.pad
        spacing: Math.round(10 * Theme.scale)

        IconButton {
            objectName: "playButton"
            primary: true
            iconName: bar.sim.running ? "pause" : "play"
            text: bar.sim.running ? "Pause" : (bar.sim.finished ? "Finished" : "Play")
            enabled: bar.sim.loaded && !bar.sim.finished
            implicitWidth: Math.round(118 * Theme.scale)
            implicitHeight: Math.round(42 * Theme.scale)
            onClicked: bar.sim.togglePlay()
            tip: "Play / pause (Space)"
        }
        IconButton {
            objectName: "stepBackButton"
            iconName: "step"
            rotation: 180
            enabled: bar.sim.loaded && bar.sim.events > 0
            onClicked: bar.sim.stepBack()
            tip: "Go back one event (←)"
        }
        IconButton {
            objectName: "stepButton"
            iconName: "step"
            enabled: bar.sim.loaded && !bar.sim.finished
            onClicked: bar.sim.step()
            tip: "Process the next event (→)"
        }
        IconButton {
            objectName: "resetButton"
            iconName: "reset"
            enabled: bar.sim.loaded || bar.sim.errorText.length > 0
            onClicked: bar.sim.reset()
            tip: "Reset with the same seed" + (bar.sim.parameters.dirty ? " and apply the parameter changes" : "") + " (Ctrl+R)"
        }
        IconButton {
            iconName: "dice"
            enabled: bar.sim.loaded
            onClicked: bar.sim.resetWithNewSeed()
            tip: "Reset with a new random seed (Ctrl+Shift+R)"
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
                text: "of " + bar.sim.endTime + " s  ·  " + Number(bar.sim.events).toLocaleString(Qt.locale("en_US"), "f", 0) + " events"
                color: Theme.textDim
                font.pixelSize: Theme.small
            }
        }

        Rectangle { width: 1; Layout.fillHeight: true; Layout.margins: 12; color: Theme.border }

        // Speed
        ColumnLayout {
            spacing: 0
            Layout.preferredWidth: Math.round(300 * Theme.scale)
            RowLayout {
                Text {
                    text: "Speed"
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                    Layout.fillWidth: true
                }
                Text {
                    objectName: "speedText"
                    text: bar.sim.maxSpeed ? "as fast as possible" : bar.sim.speedText + " simulated"
                    color: Theme.text
                    font.pixelSize: Theme.body
                    font.weight: Font.DemiBold
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
                onMoved: bar.sim.speedIndex = Math.round(value)
                ToolTip.visible: hovered || pressed
                ToolTip.text: bar.sim.speedLabelAt(Math.round(value)) + " (↑ ↓)"
            }
            Item {
                Layout.fillWidth: true
                implicitHeight: Math.round(15 * Theme.scale)
                Repeater {
                    model: [[0, "1 µs/s"], [9, "1 ms/s"], [18, "1 s/s"], [22, "max"]]
                    Text {
                        readonly property real frac: modelData[0] / (bar.sim.speedCount - 1)
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
            text: active > 0 ? "Pause when… (" + active + ")" : "Pause when…"
            checked: active > 0
            onClicked: pauseMenu.open()
            tip: "Stop automatically at the next interesting event"
            Menu {
                id: pauseMenu
                y: -implicitHeight - 4
                MenuItem { text: "the next packet drop"; checkable: true; checked: bar.sim.pauseOnDrop; onToggled: bar.sim.pauseOnDrop = checked }
                MenuItem { text: "the next contention or deflection loss"; checkable: true; checked: bar.sim.pauseOnContention; onToggled: bar.sim.pauseOnContention = checked }
                MenuItem { text: "the next fast retransmit"; checkable: true; checked: bar.sim.pauseOnFastRetransmit; onToggled: bar.sim.pauseOnFastRetransmit = checked }
                MenuItem { text: "the next retransmission timeout"; checkable: true; checked: bar.sim.pauseOnTimeout; onToggled: bar.sim.pauseOnTimeout = checked }
            }
        }

        Item { Layout.fillWidth: true }

        // Counters
        Row {
            spacing: Math.round(20 * Theme.scale)
            Repeater {
                model: [
                    ["On the wire", bar.sim.packetsInFlight, Theme.text],
                    ["Drops", bar.sim.drops, bar.sim.drops > 0 ? Theme.danger : Theme.text],
                    ["Fast retransmits", bar.sim.fastRetransmits, Theme.text],
                    ["Timeouts", bar.sim.timeouts, Theme.text]
                ]
                Column {
                    spacing: 0
                    Text {
                        anchors.right: parent.right
                        text: Number(modelData[1]).toLocaleString(Qt.locale("en_US"), "f", 0)
                        color: modelData[2]
                        font.pixelSize: Theme.title
                        font.weight: Font.DemiBold
                    }
                    Text {
                        anchors.right: parent.right
                        text: modelData[0]
                        color: Theme.textDim
                        font.pixelSize: Theme.small
                    }
                }
            }
        }
    }
}
