// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CanvasPanel: the network of the run (NetworkCanvas over its links, or a switch lab's crossbar),
// its legend (wrapping onto more lines in a narrow panel), the zoom buttons and why the run
// stopped. The network is kept clear of these overlays.
import QtQuick
import QtQuick.Controls
import OpsLab
import OpsLab.Ui
import "../components"

Panel {
    id: panel
    objectName: "canvasPanel"
    readonly property var sim: App.simulation
    property alias canvas: canvas
    color: Theme.canvas
    clip: true

    // A model whose subject is one switch (layout kind "crossbar") shows its
    // crossbar here, slot by slot, instead of the network.
    readonly property bool crossbarMain: panel.sim.layoutKind === "crossbar"
    CrossbarView {
        anchors.fill: parent
        visible: panel.crossbarMain
    }
    // The links, kept in a texture layer and redrawn only when the view changes.
    NetworkLinks {
        canvas: canvas
        anchors.fill: canvas
        layer.enabled: true
        visible: !panel.crossbarMain
    }
    NetworkCanvas {
        id: canvas
        objectName: "networkCanvas"
        visible: !panel.crossbarMain
        anchors.fill: parent
        anchors.margins: 1
        controller: panel.sim
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
        visible: !panel.crossbarMain
        anchors { left: parent.left; top: parent.top; margins: Theme.gap }
        radius: 8
        color: Theme.alpha(Theme.surface, 0.88)
        border.color: Theme.border
        // As wide as its entries on one line, else as the room left of the zoom buttons
        // (the entries then wrap).
        width: Math.min(legendLine.implicitWidth, parent.width - zoomColumn.width - 4 * Theme.gap) + 2 * Theme.gap
        height: legend.childrenRect.height + Theme.gap
        Row {
            id: legendLine
            visible: false
            spacing: legend.spacing
            // Each entry's text, and room for its marker (14 px and 5 px apart).
            Repeater { model: legend.entries; Text { text: modelData[0]; font.pixelSize: Theme.small; leftPadding: 19 } }
        }
        Flow {
            id: legend
            objectName: "canvasLegend"
            anchors { left: parent.left; top: parent.top; leftMargin: Theme.gap; topMargin: Theme.gap / 2 }
            width: parent.width - 2 * Theme.gap
            spacing: Math.round(14 * Theme.scale)
            readonly property var entries: [
                [qsTr("colour = flow"), Theme.accent, "bar"],
                [qsTr("thin = ACK"), Theme.textDim, "thin"],
                [qsTr("red edge = retransmission"), Theme.danger, "edge"],
                [qsTr("ring = drop"), Theme.danger, "ring"],
                [qsTr("triangle = overtaken"), Theme.warning, "triangle"],
                [qsTr("bar = queue"), Theme.warning, "bar"]
            ]
            Repeater {
                model: legend.entries
                Row {
                    spacing: 5
                    Text {
                        visible: modelData[2] === "triangle"
                        anchors.verticalCenter: parent.verticalCenter
                        text: "▲"
                        color: modelData[1]
                        font.pixelSize: Theme.small
                    }
                    Rectangle {
                        visible: modelData[2] !== "triangle"
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
        visible: !panel.crossbarMain
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
        anchors.left: panel.crossbarMain ? undefined : parent.left
        anchors.right: panel.crossbarMain ? parent.right : undefined
        anchors.bottom: parent.bottom
        anchors.margins: panel.crossbarMain ? Theme.pad + Theme.gap : Theme.gap
        width: Math.min(parent.width - 2 * Theme.gap, Math.ceil(statusMetrics.advanceWidth) + 1 + 2 * Theme.pad,
                        panel.crossbarMain ? Math.round(310 * Theme.scale) : parent.width)
        height: statusText.implicitHeight + Theme.pad
        radius: 8
        // Not in a recorded animation (Export animation…): its frames show the network alone.
        visible: panel.sim.statusText.length > 0 && !panel.sim.recording
        color: Theme.alpha(Theme.surface, 0.92)
        border.color: panel.sim.stoppedByCondition ? Theme.warning : Theme.border
        // Sized from the unwrapped width (TextMetrics), as the toast below.
        TextMetrics { id: statusMetrics; font: statusText.font; text: statusText.text }
        Text {
            id: statusText
            objectName: "statusText"
            anchors.centerIn: parent
            width: statusBox.width - 2 * Theme.pad
            text: panel.sim.statusText
            color: Theme.text
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
        }
    }

    Text {
        anchors.centerIn: parent
        visible: !panel.sim.loaded && panel.sim.errorText.length > 0
        width: parent.width * 0.7
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: panel.sim.errorText
        color: Theme.danger
        font.pixelSize: Theme.large
    }
}
