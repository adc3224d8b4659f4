// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// WorkspaceLayout: where the workspace's parts go in a body of a given size — the lesson panel
// (at the width the student chose, within what leaves the network its room), the side panel
// (docked, or a drawer over the right edge when docking it would squeeze the network or the
// charts), and the charts: under the network in up to three columns, or, when the body is too
// low for a row of charts under the network, in a scrolling column beside it. The network keeps
// at least 40 % of the body's width and a chart card never gets smaller than what keeps its
// plot area 280 × 160 px. Plain arithmetic on its inputs, so the views only read it.
import QtQuick
import OpsLab.Ui

QtObject {
    // ---- inputs
    property real width: 0            // the body (between the top and playback bars)
    property real height: 0
    property real scale: Theme.scale
    property int gap: Theme.gap
    property bool lessonOpen: false
    property real lessonWanted: 0     // the student's width for the lesson panel (0: default)
    property int chartsShown: 3
    property bool chipsShown: true

    // ---- sizes of the parts
    readonly property int sideWidth: Math.round(420 * scale)
    readonly property int lessonMin: Math.round(320 * scale)
    readonly property int lessonDefault: Math.round(450 * scale)
    /// A chart card this size keeps its plot area at least 280 × 160 px (axes, title, legend
    /// and the card's margins around it grow with the type).
    readonly property int cardMinWidth: 280 + Math.round(120 * scale)
    readonly property int cardMinHeight: 160 + Math.round(200 * scale)
    readonly property int chipsHeight: chipsShown ? Math.round(34 * scale) : 0
    readonly property int scrollBar: 14
    /// The network's least width (40 % of the window's, the body being the window less two gaps) and height.
    readonly property real canvasMinWidth: Math.max(0.4 * (width + 2 * gap), 300)
    readonly property real canvasMinHeight: Math.max(0.45 * height, 220)

    // ---- decisions
    /// A row of charts under the network leaves the network its height.
    readonly property bool rowFits: height - chipsHeight - cardMinHeight - gap >= canvasMinHeight
    readonly property real chartColumnWidth: cardMinWidth + scrollBar + 2
    /// The least width of the network and the charts together.
    readonly property real centreMin: rowFits ? Math.max(canvasMinWidth, cardMinWidth)
                                              : canvasMinWidth + gap + chartColumnWidth
    readonly property real lessonMax: Math.max(lessonMin, Math.floor(width - centreMin - gap))
    readonly property real lessonWidth: !lessonOpen ? 0
        : Math.round(Math.max(lessonMin, Math.min(lessonMax, lessonWanted > 0 ? lessonWanted : lessonDefault)))
    readonly property real lessonSpace: lessonOpen ? lessonWidth + gap : 0

    function columnsFor(w) {
        return Math.max(1, Math.min(3, Math.floor((w + gap) / (cardMinWidth + gap))))
    }
    function centreFits(w) {
        if (w < canvasMinWidth) return false
        if (rowFits) return columnsFor(w) >= Math.min(3, Math.max(1, chartsShown))
        return w - chartColumnWidth - gap >= canvasMinWidth
    }
    /// The side panel docks when the network and all the charts still fit beside it.
    readonly property bool sideDocked: centreFits(width - lessonSpace - sideWidth - gap)
    readonly property real centreX: lessonSpace
    readonly property real centreWidth: width - lessonSpace - (sideDocked ? sideWidth + gap : 0)

    /// "row": the charts under the network; "column": a scrolling column beside it (the body is
    /// too low for a row, and wide enough for the column).
    readonly property string chartsMode: !rowFits && centreWidth - chartColumnWidth - gap >= canvasMinWidth ? "column" : "row"
    readonly property int chartColumns: chartsMode === "column" ? 1 : Math.min(columnsFor(centreWidth), Math.max(1, chartsShown))
    readonly property real chartsWidth: chartsMode === "column" ? chartColumnWidth : centreWidth
    /// In a row: a third of the body or what a row of cards needs, never leaving the network
    /// less than its least height (the cards then scroll).
    readonly property real chartsHeight: chartsMode === "column" ? height
        : Math.min(Math.max(0.32 * height, chipsHeight + cardMinHeight + gap), height - canvasMinHeight - gap)
    readonly property real canvasWidth: chartsMode === "column" ? centreWidth - chartsWidth - gap : centreWidth
    readonly property real canvasHeight: chartsMode === "column" ? height : height - chartsHeight - gap
}
