// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AnimationExportDialog: "Export animation…" — the network (and optionally the charts) over a
// stretch of simulated time as a video or an animated image for slides. The AnimationRecorder
// steps the run frame by frame, has ffmpeg write the file and then puts the run back where it
// was; the dialog picks the stretch, the speed, the frame rate and the format, and shows the
// progress with a Cancel.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui

Popup {
    id: dialog
    objectName: "animationExportDialog"
    parent: Overlay.overlay
    modal: true
    closePolicy: recorder.busy ? Popup.NoAutoClose : Popup.CloseOnEscape
    anchors.centerIn: parent
    width: Math.round(560 * Theme.scale)
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }

    readonly property var sim: App.simulation
    /// The workspace, its network panel and its charts: what the frames are cut from.
    property Item view
    property Item canvasItem
    property Item chartsItem
    /// Reports the outcome (the workspace shows it as a toast).
    signal reported(string text, bool isError)

    readonly property var formats: [
        { ext: "mp4", name: qsTr("MP4 video (H.264)") },
        { ext: "webm", name: qsTr("WebM video (VP9)") },
        { ext: "gif", name: qsTr("Animated GIF") },
        { ext: "webp", name: qsTr("Animated WebP") }
    ]
    readonly property var fpsChoices: [10, 15, 25, 30, 50, 60]
    // The playback speeds of the speed menu, without "as fast as possible".
    property var speeds: []
    readonly property double from: number(fromField.text)
    readonly property double to: number(toField.text)
    readonly property double speed: speedBox.currentIndex >= 0 && speeds.length > 0 ? speeds[speedBox.currentIndex].value : 0
    readonly property int fps: fpsChoices[fpsBox.currentIndex]
    readonly property string problem: !sim.loaded ? qsTr("No run is loaded")
        : isNaN(from) || isNaN(to) ? qsTr("Enter the start and the end in simulated seconds")
        : recorder.check(from, to, speed, fps)

    function number(text) { try { return Number.fromLocaleString(Qt.locale(), text) } catch (e) { return NaN } }
    function seconds(value) { return Number(value).toLocaleString(Qt.locale(), "f", 3) }

    // Defaults: the last ten seconds of video at the playback speed, up to now (from the start
    // when the run has not started yet).
    onAboutToShow: {
        const list = []
        for (let i = 0; i < sim.speedCount; ++i) {
            const v = sim.speedValueAt(i)
            if (v > 0) list.push({ value: v, label: sim.speedLabelAt(i) })
        }
        speeds = list
        let pick = list.findIndex(s => s.value === sim.speedValueAt(sim.speedIndex))
        if (pick < 0) pick = Math.max(0, list.findIndex(s => s.value >= 0.01))
        speedBox.currentIndex = pick
        const span = 10 * list[pick].value
        const end = sim.simTime > 0 ? sim.simTime : Math.min(sim.endTime, span)
        fromField.text = seconds(Math.max(0, end - span))
        toField.text = seconds(end)
        fromField.forceActiveFocus()
    }

    AnimationRecorder {
        id: recorder
        simulation: dialog.sim
        viewItem: dialog.view
        canvasItem: dialog.canvasItem
        chartsItem: dialog.chartsItem
        onFinished: function(file, error, frames) {
            dialog.reported(error.length > 0 ? error : qsTr("Wrote %n frame(s) to %1", "", frames).arg(file), error.length > 0)
            if (error.length === 0) dialog.close()
        }
    }
    FileDialog {
        id: fileDialog
        title: qsTr("Save the animation")
        fileMode: FileDialog.SaveFile
        readonly property var format: dialog.formats[formatBox.currentIndex]
        nameFilters: [format.name + " (*." + format.ext + ")"]
        defaultSuffix: format.ext
        onAccepted: recorder.record(selectedFile.toString(), dialog.from, dialog.to, dialog.speed, dialog.fps, chartsBox.checked)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.gap
        Text {
            text: qsTr("Export animation")
            color: Theme.text
            font.pixelSize: Theme.title
            font.weight: Font.DemiBold
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textDim
            font.pixelSize: Theme.body
            text: qsTr("The network as the class saw it, frame by frame from the start to the end, as a video or an animated image for slides. The run is stepped to each frame's time and put back where it was afterwards.")
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap / 2
            enabled: !recorder.busy
            Label { text: qsTr("From (simulated s)") }
            TextField {
                id: fromField
                objectName: "animationFrom"
                Layout.fillWidth: true
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Accessible.name: qsTr("Start of the animation, in simulated seconds")
                KeyNavigation.tab: toField
            }
            Label { text: qsTr("To (simulated s)") }
            TextField {
                id: toField
                objectName: "animationTo"
                Layout.fillWidth: true
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Accessible.name: qsTr("End of the animation, in simulated seconds")
                KeyNavigation.tab: speedBox
            }
            Label { text: qsTr("Simulated per second of video") }
            ComboBox {
                id: speedBox
                objectName: "animationSpeed"
                Layout.fillWidth: true
                model: dialog.speeds.map(s => s.label)
                Accessible.name: qsTr("Simulated time per second of video")
                KeyNavigation.tab: fpsBox
            }
            Label { text: qsTr("Frames per second") }
            ComboBox {
                id: fpsBox
                objectName: "animationFps"
                Layout.fillWidth: true
                model: dialog.fpsChoices
                currentIndex: 2
                Accessible.name: qsTr("Frames per second of the video")
                KeyNavigation.tab: formatBox
            }
            Label { text: qsTr("Format") }
            ComboBox {
                id: formatBox
                objectName: "animationFormat"
                Layout.fillWidth: true
                model: dialog.formats.map(f => f.name)
                Accessible.name: qsTr("File format")
                KeyNavigation.tab: chartsBox
            }
        }
        CheckBox {
            id: chartsBox
            objectName: "animationCharts"
            enabled: !recorder.busy
            text: qsTr("Include the charts")
            Accessible.name: text
            KeyNavigation.tab: recordButton.enabled ? recordButton : cancelButton
        }
        Text {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.small
            color: dialog.problem.length > 0 ? Theme.danger : Theme.textDim
            text: dialog.problem.length > 0 ? dialog.problem
                : qsTr("%n frame(s), %1 s of video", "", recorder.frameCount(dialog.from, dialog.to, dialog.speed, dialog.fps))
                      .arg(Number(recorder.frameCount(dialog.from, dialog.to, dialog.speed, dialog.fps) / dialog.fps).toLocaleString(Qt.locale(), "f", 1))
        }
        ProgressBar {
            objectName: "animationProgress"
            Layout.fillWidth: true
            visible: recorder.busy
            value: recorder.progress
            indeterminate: recorder.encoding
            Accessible.name: recorder.encoding ? qsTr("Finishing the file") : qsTr("Recording frames")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Item { Layout.fillWidth: true }
            Button {
                id: cancelButton
                objectName: "animationCancel"
                text: qsTr("Cancel")
                Accessible.name: recorder.busy ? qsTr("Cancel the recording") : qsTr("Close")
                onClicked: recorder.busy ? recorder.cancel() : dialog.close()
            }
            Button {
                id: recordButton
                objectName: "animationSave"
                text: recorder.busy ? qsTr("Recording…") : qsTr("Save as…")
                Accessible.name: qsTr("Choose the file and record")
                highlighted: true
                enabled: dialog.problem.length === 0 && !recorder.busy
                onClicked: {
                    const ext = dialog.formats[formatBox.currentIndex].ext
                    fileDialog.currentFile = App.fileUrl(App.suggestedName("animation") + "." + ext)
                    fileDialog.open()
                }
            }
        }
    }
}
