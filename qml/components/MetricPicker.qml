// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// MetricPicker: which metric a lesson sweep's figure draws — its plotted one, or one of the
// metrics the lesson's claims on that sweep are about (LessonController.figureMetrics). The
// controller decides what is shown (a claim can ask for its own figure); the picker follows it.
import QtQuick
import QtQuick.Controls
import OpsLab.Ui

ComboBox {
    id: picker
    objectName: "figureMetricPicker"
    /// The LessonController whose figure this picks the metric of.
    required property var lessons
    readonly property var metrics: lessons.figureMetrics
    function shownIndex() {
        for (var i = 0; i < metrics.length; ++i)
            if (metrics[i].metric === lessons.figureMetric) return i
        return -1
    }
    visible: metrics.length > 1
    implicitHeight: Math.round(24 * Theme.scale)
    topPadding: 0
    bottomPadding: 0
    font.pixelSize: Theme.small
    focusPolicy: Qt.StrongFocus
    model: metrics
    textRole: "title"
    valueRole: "metric"
    currentIndex: shownIndex()
    // The student's choice goes to the controller; the binding to what it shows comes back.
    onActivated: (index) => {
        lessons.showMetric(metrics[index].metric)
        currentIndex = Qt.binding(shownIndex)
    }
    popup.width: Math.max(width, Math.round(260 * Theme.scale))
    Accessible.name: qsTr("Metric shown in the figure")
    ToolTip.visible: hovered
    ToolTip.delay: 500
    ToolTip.text: qsTr("The sweep's claims are about these metrics: pick the one the figure draws")
}
