// ChartsPanel: the live charts under the network — congestion window, the tcptrace-style
// time–sequence graph of the traced flow, and aggregate goodput or queue occupancy.
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "components"

RowLayout {
    id: panel
    objectName: "chartsPanel"
    spacing: Theme.gap
    readonly property var sim: App.simulation
    readonly property var feed: App.simulation.charts
    property alias cwndChart: cwnd
    property alias sequenceChart: tseq
    property alias rateChart: rate

    function saveAll(folder) {
        var base = App.localPath(folder) + "/" + App.suggestedName("")
        cwnd.saveImage(base + "cwnd.png", function(ok) {})
        tseq.saveImage(base + "time-sequence.png", function(ok) {})
        rate.saveImage(base + (rateCard.showQueue ? "queue.png" : "goodput.png"), function(ok) {})
    }

    FileDialog {
        id: saveDialog
        property var target
        property string what
        fileMode: FileDialog.SaveFile
        nameFilters: ["PNG images (*.png)"]
        defaultSuffix: "png"
        onAccepted: target.saveImage(App.localPath(selectedFile), function(ok) {})
    }
    function savePng(chart, what) {
        saveDialog.target = chart
        saveDialog.currentFile = App.fileUrl(App.suggestedName(what) + ".png")
        saveDialog.open()
    }

    // Which flows the cwnd chart shows: the traced flow if it is sampled, else the first few.
    readonly property var traced: feed.tracedFlows
    readonly property bool focusSampled: traced.length >= 0 && sim.focusFlow >= 0 && feed.isTraced(sim.focusFlow)
    readonly property var cwndSpecs: {
        var out = []
        if (focusSampled) {
            var c = sim.flowColor(sim.focusFlow)
            out.push({ series: "cwnd", key: String(sim.focusFlow), label: "cwnd", color: c, style: "line", width: 2.2 })
            out.push({ series: "ssthresh", key: String(sim.focusFlow), label: "ssthresh", color: c, style: "dash", width: 1.6 })
        } else {
            for (var i = 0; i < traced.length && i < 6; ++i)
                out.push({ series: "cwnd", key: traced[i], label: "flow " + traced[i], color: sim.flowColor(Number(traced[i])), style: "line" })
        }
        return out
    }

    component ChartCard: Panel {
        id: card
        property string title
        property string subtitle
        property alias tools: toolRow.data
        default property alias content: chartSlot.data
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.preferredWidth: 100
        ColumnLayout {
            anchors.fill: parent
            anchors.margins: Math.round(10 * Theme.scale)
            spacing: 2
            RowLayout {
                Layout.fillWidth: true
                spacing: 4
                ColumnLayout {
                    spacing: 0
                    Layout.fillWidth: true
                    Text {
                        text: card.title
                        color: Theme.text
                        font.pixelSize: Theme.body
                        font.weight: Font.DemiBold
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Text {
                        text: card.subtitle
                        color: Theme.textFaint
                        font.pixelSize: Theme.small
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
                Row { id: toolRow; spacing: 2 }
            }
            Item {
                id: chartSlot
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
    }

    ChartCard {
        title: panel.focusSampled ? "Congestion window · flow " + panel.sim.focusFlow : "Congestion window"
        subtitle: panel.traced.length === 0 ? "no TCP flow is sampled"
                  : panel.focusSampled ? "segments; dashed: ssthresh"
                  : panel.sim.focusFlow >= 0 ? "segments; flow " + panel.sim.focusFlow + " is not sampled (sim.trace_flows)"
                  : "segments, flows " + panel.traced[0] + "–" + panel.traced[Math.min(6, panel.traced.length) - 1] + " (colour = flow)"
        tools: [
            IconButton { iconName: "freeze"; checkable: true; checked: cwnd.frozen; onClicked: cwnd.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(cwnd, "cwnd"); tip: "Save as PNG" }
        ]
        LiveChart {
            id: cwnd
            objectName: "cwndChart"
            anchors.fill: parent
            specs: panel.cwndSpecs
            windowSeconds: 10
            showLegend: panel.focusSampled
        }
    }

    ChartCard {
        title: panel.sim.focusFlow >= 0 ? "Time–sequence · flow " + panel.sim.focusFlow : "Time–sequence"
        subtitle: "segment numbers: sent, retransmitted (red), acknowledged"
        tools: [
            IconButton { iconName: "freeze"; checkable: true; checked: tseq.frozen; onClicked: tseq.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(tseq, "time-sequence"); tip: "Save as PNG" }
        ]
        LiveChart {
            id: tseq
            objectName: "sequenceChart"
            anchors.fill: parent
            fromZero: false
            windowSeconds: 2
            maxPoints: 900
            specs: [
                { trace: 2, label: "ACKed", color: Theme.textDim, style: "line", width: 1.6 },
                { trace: 0, label: "sent", color: panel.sim.flowColor(Math.max(0, panel.sim.focusFlow)), style: "scatter", size: 4 },
                { trace: 1, label: "retransmitted", color: Theme.danger, style: "scatter", size: 7 }
            ]
        }
        Text {
            anchors.centerIn: parent
            visible: panel.sim.focusFlow < 0
            text: "Click a flow or a packet to trace it"
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }

    ChartCard {
        id: rateCard
        property bool showQueue: false
        property bool showFairness: false
        // Flows whose own goodput is sampled: Jain's index is computed over these only.
        readonly property var fairFlows: { var layout = panel.traced; return panel.feed.fairnessFlows() }
        readonly property string seriesName: {
            var layout = panel.traced   // re-evaluated when a new run starts
            var names = panel.feed.seriesNames()
            var words = showQueue ? ["queue", "buffer"] : ["goodput", "throughput"]
            for (var w = 0; w < words.length; ++w)
                for (var i = 0; i < names.length; ++i)
                    if (names[i].indexOf(words[w]) >= 0) return names[i]
            return ""
        }
        title: showFairness ? "Fairness" : showQueue ? "Queue occupancy" : "Total goodput"
        subtitle: showFairness
                  ? "Jain's index of the goodput of the " + fairFlows.length + " traced flows" +
                    (panel.sim.flowCount > fairFlows.length ? " (of " + panel.sim.flowCount + ")" : "")
                  : seriesName.length > 0 ? seriesName.replace(/_/g, " ") : ""
        tools: [
            Chip { text: "Goodput"; checkable: true; checked: !rateCard.showQueue && !rateCard.showFairness; tint: Theme.accent; onClicked: { rateCard.showQueue = false; rateCard.showFairness = false } },
            Chip { text: "Queue"; checkable: true; checked: rateCard.showQueue && !rateCard.showFairness; tint: Theme.accent; onClicked: { rateCard.showQueue = true; rateCard.showFairness = false } },
            Chip {
                objectName: "fairnessChip"
                text: "Jain"
                visible: rateCard.fairFlows.length >= 2
                checkable: true; checked: rateCard.showFairness; tint: Theme.accent
                onClicked: rateCard.showFairness = true
            },
            IconButton { iconName: "freeze"; checkable: true; checked: rate.frozen; onClicked: rate.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(rate, rateCard.showFairness ? "fairness" : rateCard.showQueue ? "queue" : "goodput"); tip: "Save as PNG" }
        ]
        LiveChart {
            id: rate
            objectName: "rateChart"
            anchors.fill: parent
            windowSeconds: 10
            specs: {
                var out = []
                if (rateCard.showFairness && rateCard.fairFlows.length >= 2)
                    return [{ fairness: true, label: "Jain's index", color: Theme.success, style: "line", width: 2 }]
                var name = rateCard.seriesName
                if (name === "") return out
                var keys = panel.feed.keys(name)
                if (!rateCard.showQueue && keys.indexOf("total") >= 0) keys = ["total"]
                for (var k = 0; k < keys.length && k < 6; ++k)
                    out.push({ series: name, key: keys[k], label: keys[k],
                               color: rateCard.showQueue ? Theme.warning : Theme.accent, style: "line", width: 2 })
                return out
            }
        }
        Text {
            anchors.centerIn: parent
            visible: rate.specs.length === 0
            text: rateCard.showQueue ? "This model samples no queue" : "This model samples no throughput"
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }
}
