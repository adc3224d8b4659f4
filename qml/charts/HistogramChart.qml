// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// HistogramChart: one distribution a model counts as it runs (its HistogramFeed entry, e.g.
// the OBS paper's Fig. 1a, bursts by the TCP segments they carry), as stacked bars that fill
// live — one colour per category (the first in the accent colour, the second in the danger
// colour: delivered and lost), the count axis on the left, the value axis below, a legend with
// each category's total. It knows no model: the feed names the labels and categories.
import QtQuick
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui

Item {
    id: chart
    objectName: "histogramChart"
    /// The HistogramFeed and the name of the histogram shown.
    property var feed
    property string name
    readonly property var colors: [Theme.accent, Theme.danger, Theme.warning, Theme.success]
    readonly property int axisLeft: Math.round(44 * Theme.scale)
    readonly property int axisBottom: Math.round(30 * Theme.scale)
    readonly property int barPitch: Math.max(4, Math.round(7 * Theme.scale))
    /// The histogram as the feed gives it (bars grouped to fit the width).
    readonly property var hist: {
        var rev = feed ? feed.revision : 0
        var w = plot.width
        return feed && name.length > 0 ? feed.histogram(name, Math.max(4, Math.floor(w / barPitch))) : ({})
    }
    readonly property var bars: hist.bars || []
    readonly property real maxCount: hist.maxCount || 0
    readonly property bool empty: bars.length === 0

    function saveImage(path, done) {
        if (!chart.grabToImage(function(result) { done(ChartExport.writeImage(result.image, path)) }))
            done(ChartExport.writeImage(null, path))  // not in a visible window: nothing to grab
    }

    /// Every value as its own bar (up to 100 000), as SVG or CSV ("" or an error).
    function saveSvg(path) { return ChartExport.writeHistogramSvg(feed.histogram(name, 100000), path, Math.round(width), Math.round(height)) }
    function saveCsv(path) { return ChartExport.writeHistogramCsv(feed.histogram(name, 100000), path) }

    function barText(b) {
        var range = b.from === b.to ? String(b.from) : b.from + "–" + b.to
        var parts = []
        for (var c = 0; c < b.counts.length; ++c)
            parts.push(hist.categories[c] + " " + b.counts[c])
        return range + " " + (hist.valueLabel || "") + ": " + parts.join(", ")
    }

    // Legend: each category with its total.
    Row {
        id: legend
        objectName: "histogramLegend"
        anchors.top: parent.top
        anchors.right: parent.right
        spacing: Math.round(10 * Theme.scale)
        Repeater {
            model: chart.hist.categories || []
            Row {
                spacing: 4
                Rectangle {
                    width: Math.round(10 * Theme.scale); height: width; radius: 2
                    anchors.verticalCenter: parent.verticalCenter
                    color: chart.colors[index % chart.colors.length]
                }
                Text {
                    text: modelData + " " + ((chart.hist.totals || [])[index] || 0)
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                }
            }
        }
    }

    Item {
        id: plot
        objectName: "histogramPlot"
        anchors.fill: parent
        anchors.leftMargin: chart.axisLeft
        anchors.bottomMargin: chart.axisBottom
        anchors.topMargin: legend.height + 4
        anchors.rightMargin: 4

        Rectangle { anchors.left: parent.left; anchors.top: parent.top; anchors.bottom: parent.bottom; width: 1; color: Theme.border }
        Rectangle { anchors.left: parent.left; anchors.right: parent.right; anchors.bottom: parent.bottom; height: 1; color: Theme.border }

        Row {
            id: barRow
            anchors.left: parent.left
            anchors.leftMargin: 1
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 1
            height: parent.height - 1
            readonly property real slot: chart.bars.length > 0 ? (plot.width - 2) / chart.bars.length : 0
            Repeater {
                model: chart.bars
                Item {
                    id: bar
                    objectName: "histogramBar"
                    width: barRow.slot
                    height: barRow.height
                    readonly property var counts: modelData.counts
                    HoverHandler { id: hover }
                    Rectangle {
                        anchors.fill: parent
                        visible: hover.hovered
                        color: Theme.hover
                    }
                    // Stacked from the bottom: the first category lowest.
                    Column {
                        objectName: "histogramStack"
                        anchors.bottom: parent.bottom
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: Math.max(1, bar.width - Math.max(1, Math.round(bar.width * 0.18)))
                        Repeater {
                            model: bar.counts.length
                            Rectangle {
                                readonly property int category: bar.counts.length - 1 - index
                                width: parent.width
                                height: chart.maxCount > 0 ? bar.height * bar.counts[category] / chart.maxCount : 0
                                color: chart.colors[category % chart.colors.length]
                            }
                        }
                    }
                    ToolTipText { visible: hover.hovered; text: chart.barText(modelData) }
                }
            }
        }

        // Count axis: 0 and the tallest bar.
        Text {
            anchors.right: parent.left
            anchors.rightMargin: 4
            anchors.top: parent.top
            text: chart.maxCount > 0 ? Math.round(chart.maxCount) : ""
            color: Theme.textFaint
            font.pixelSize: Theme.small
        }
        Text {
            anchors.right: parent.left
            anchors.rightMargin: 4
            anchors.bottom: parent.bottom
            text: "0"
            color: Theme.textFaint
            font.pixelSize: Theme.small
        }
        // Value axis: the first and last values, and what they count.
        Text {
            anchors.left: parent.left
            anchors.top: parent.bottom
            anchors.topMargin: 2
            text: chart.empty ? "" : chart.bars[0].from
            color: Theme.textFaint
            font.pixelSize: Theme.small
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.bottom
            anchors.topMargin: 2
            text: chart.hist.valueLabel || ""
            color: Theme.textDim
            font.pixelSize: Theme.small
        }
        Text {
            anchors.right: parent.right
            anchors.top: parent.bottom
            anchors.topMargin: 2
            text: chart.empty ? "" : chart.bars[chart.bars.length - 1].to
            color: Theme.textFaint
            font.pixelSize: Theme.small
        }
        Text {
            anchors.centerIn: parent
            visible: chart.empty
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: chart.hist.note ? qsTr("Nothing counted yet — %1").arg(chart.hist.note) : qsTr("Nothing counted yet")
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }

    component ToolTipText: Rectangle {
        property alias text: label.text
        z: 10
        anchors.bottom: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        width: label.implicitWidth + 12
        height: label.implicitHeight + 6
        radius: 4
        color: Theme.surface
        border.color: Theme.border
        Text { id: label; anchors.centerIn: parent; color: Theme.text; font.pixelSize: Theme.small }
    }
}
