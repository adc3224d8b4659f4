// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LossMark: one bookmark of the run drawn as a small clickable triangle, coloured by its cause
// (first drop, timeout, 3 dup-ACKs after real loss, after a burst drop, after reordering), with
// the event log's sentence as its tooltip. The timeline's ticks and the cwnd chart's marks.
import QtQuick
import QtQuick.Controls
import OpsLab.Ui

Item {
    id: mark
    /// A bookmark as ChartFeed.marks() gives it: { t, events, kind, cause, text, flow, … }.
    property var info: ({})
    property real size: Math.round(11 * Theme.scale)
    property bool pointDown: true
    signal activated()

    readonly property color tone: info.kind === "timeout" ? Theme.warning
                                : info.kind === "reordering" ? (Theme.dark ? "#3cc8c0" : "#0e8a84")
                                : info.kind === "burst" ? (Theme.dark ? "#c297ff" : "#8250df")
                                : Theme.danger
    width: size
    height: size

    Text {
        anchors.centerIn: parent
        text: mark.pointDown ? "▼" : "▲"
        color: mark.tone
        font.pixelSize: mark.size
        style: Text.Outline
        styleColor: Theme.surface
    }
    MouseArea {
        id: area
        anchors.fill: parent
        anchors.margins: -3
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: mark.activated()
    }
    ToolTip.visible: area.containsMouse
    ToolTip.delay: 150
    ToolTip.text: mark.info.flow >= 0
                  ? qsTr("%1 at %2 s (flow %3)\n%4\nClick to go to this moment")
                        .arg(mark.info.cause).arg(Number(mark.info.t).toPrecision(6)).arg(mark.info.flow).arg(mark.info.text)
                  : qsTr("%1 at %2 s\n%3\nClick to go to this moment")
                        .arg(mark.info.cause).arg(Number(mark.info.t).toPrecision(6)).arg(mark.info.text)
}
