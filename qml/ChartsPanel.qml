// ChartsPanel: the live charts under the network — congestion window (UDP jitter when the run
// has no TCP flow), the tcptrace-style time–sequence graph of the traced flow, and aggregate
// goodput, queue occupancy, Jain's fairness or UDP jitter.
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
        cwnd.saveImage(base + (panel.jitterFirst ? "jitter.png" : "cwnd.png"), function(ok) {})
        tseq.saveImage(base + "time-sequence.png", function(ok) {})
        (rateCard.histogramShown ? histogram : rate).saveImage(base + rateCard.shown.replace(":", "-") + ".png", function(ok) {})
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
    // UDP jitter as the core samples it: He & Chan's jitter, the standard deviation of each
    // UDP flow's one-way delay since the warm-up, averaged over the flows. Each chart finds
    // its series by the role the model gives it (feed.windowSeries, goodputSeries …).
    readonly property bool hasJitter: { var layout = traced; return feed.jitterSeries.length > 0 }
    // A run without a sampled TCP flow shows the jitter in the first card instead of cwnd.
    readonly property bool jitterFirst: traced.length === 0 && hasJitter
    // No segments to trace: UDP flows only, or no flows at all (a switch fed by cell traffic;
    // a model that starts its flows later has none yet at first).
    readonly property bool noSequence: jitterFirst || sim.flows.count === 0
    readonly property color jitterColor: Theme.dark ? "#3cc8c0" : "#0e8a84"
    // Jitter in card 3 only when card 1 shows something else (no chart twice on one screen).
    readonly property bool jitterChip: hasJitter && !jitterFirst
    readonly property string jitterSubtitle: "ms · one-way delay std. dev. since warm-up"
    readonly property string jitterHelp: "He & Chan's jitter (§III-B), as the simulator computes it: the standard " +
        "deviation of each UDP flow's one-way delay over the datagrams received so far, averaged over the flows " +
        "(in ms). It restarts when the warm-up ends. This is not RFC 3550's interarrival jitter."
    readonly property var jitterSpecs: {
        var out = []
        var keys = feed.chartKeys(feed.jitterSeries)
        if (keys.length > 0)
            out.push({ series: feed.jitterSeries, key: keys[0], label: "jitter (ms)", color: jitterColor, style: "line", width: 2.2 })
        if (feed.warmup > 0)
            out.push({ vline: feed.warmup, label: "end of warm-up", color: Theme.textFaint, style: "dash", width: 1.4 })
        return out
    }
    readonly property bool focusSampled: traced.length >= 0 && sim.focusFlow >= 0 && feed.isTraced(sim.focusFlow)
    readonly property var cwndSpecs: {
        var out = []
        if (focusSampled) {
            var c = sim.flowColor(sim.focusFlow)
            out.push({ series: feed.windowSeries, key: String(sim.focusFlow), label: "cwnd", color: c, style: "line", width: 2.2 })
            if (feed.thresholdSeries.length > 0)
                out.push({ series: feed.thresholdSeries, key: String(sim.focusFlow), label: "ssthresh", color: c, style: "dash", width: 1.6 })
            if (feed.effectiveWindowSeries.length > 0)
                out.push({ series: feed.effectiveWindowSeries, key: String(sim.focusFlow), label: qsTr("effective window"), color: Theme.textFaint, style: "dash", width: 2.0 })
        } else {
            for (var i = 0; i < traced.length && i < 6; ++i)
                out.push({ series: feed.windowSeries, key: traced[i], label: "flow " + traced[i], color: sim.flowColor(Number(traced[i])), style: "line" })
        }
        return out
    }

    component ChartCard: Panel {
        id: card
        property string title
        property string subtitle
        property string help           // shown on hovering the title
        property alias tools: toolRow.data
        /// Mode chips: beside the title where it still fits, else on a row of their own.
        property alias chips: chipRow.data
        readonly property bool chipsInline: card.width - 2 * Math.round(10 * Theme.scale) - toolRow.width
                                            - chipRow.implicitWidth - titleMetrics.advanceWidth - 8 >= 0
        default property alias content: chartSlot.data
        TextMetrics {
            id: titleMetrics
            text: card.title
            font.pixelSize: Theme.body
            font.weight: Font.DemiBold
        }
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
                    HoverHandler { id: titleHover }
                    ToolTip {
                        visible: titleHover.hovered && card.help.length > 0
                        text: card.help
                        delay: 500
                        width: Math.min(implicitWidth, Math.round(460 * Theme.scale))
                    }
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
                Item {
                    id: chipsBeside
                    visible: card.chipsInline && chipRow.children.length > 0
                    implicitWidth: chipRow.implicitWidth
                    implicitHeight: chipRow.implicitHeight
                }
                Row { id: toolRow; spacing: 2 }
            }
            Item {
                id: chipsBelow
                visible: !card.chipsInline && chipRow.children.length > 0
                Layout.fillWidth: true
                implicitHeight: chipRow.implicitHeight
            }
            Row {
                id: chipRow
                parent: card.chipsInline ? chipsBeside : chipsBelow
                spacing: 2
            }
            Item {
                id: chartSlot
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
        }
    }

    ChartCard {
        title: panel.jitterFirst ? "UDP jitter"
               : panel.focusSampled ? "Congestion window · flow " + panel.sim.focusFlow : "Congestion window"
        help: panel.jitterFirst ? panel.jitterHelp : ""
        subtitle: panel.jitterFirst ? panel.jitterSubtitle
                  : panel.traced.length === 0 ? "no TCP flow is sampled"
                  : panel.focusSampled ? "segments; dashed: ssthresh"
                  : panel.sim.focusFlow >= 0 ? "segments; flow " + panel.sim.focusFlow + " is not sampled (see traced flows)"
                  : "segments, flows " + panel.traced[0] + "–" + panel.traced[Math.min(6, panel.traced.length) - 1] + " (colour = flow)"
        tools: [
            IconButton { iconName: "freeze"; checkable: true; checked: cwnd.frozen; onClicked: cwnd.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(cwnd, panel.jitterFirst ? "jitter" : "cwnd"); tip: "Save as PNG" }
        ]
        LiveChart {
            id: cwnd
            objectName: "cwndChart"
            anchors.fill: parent
            specs: panel.jitterFirst ? panel.jitterSpecs : panel.cwndSpecs
            windowSeconds: 10
            showLegend: panel.focusSampled || panel.jitterFirst
            markFlow: panel.focusSampled && !panel.jitterFirst ? panel.sim.focusFlow : -1
        }
    }

    ChartCard {
        title: panel.sim.focusFlow >= 0 && !panel.noSequence ? "Time–sequence · flow " + panel.sim.focusFlow : "Time–sequence"
        subtitle: panel.noSequence ? "" : panel.feed.sequenceUnit + " · SACK: block edges · \u25B2 out of order"
        help: "tcptrace-style graph of the traced flow. sent, retransmitted: segments leaving the sender. " +
              "ACKed: the cumulative ACK as ACKs reach the sender. SACKed: each SACK block those ACKs carry, " +
              "drawn as its first and its end segment at the ACK's arrival. reordered (\u25B2): a first " +
              "transmission that reached the receiver after a higher segment, drawn when it arrived — " +
              "e.g. carried by an optical packet deflected onto the longer path."
        tools: [
            IconButton { iconName: "freeze"; checkable: true; checked: tseq.frozen; onClicked: tseq.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(tseq, "time-sequence"); tip: "Save as PNG" }
        ]
        LiveChart {
            id: tseq
            objectName: "sequenceChart"
            anchors.fill: parent
            refreshPhase: 133
            visible: !panel.noSequence
            fromZero: false
            windowSeconds: 2
            maxPoints: 900
            maxLegend: 5
            // Drawn in this order (later on top). SACK blocks in violet as tcptrace does.
            specs: [
                { trace: 2, label: "ACKed", color: Theme.textDim, style: "line", width: 1.6 },
                { trace: 0, label: "sent", color: panel.sim.flowColor(Math.max(0, panel.sim.focusFlow)), style: "scatter", size: 4 },
                { trace: 3, label: "SACKed", color: Theme.dark ? "#b48cff" : "#7b3fe4", style: "scatter", size: 5, shape: "diamond" },
                { trace: 1, label: "retransmitted", color: Theme.danger, border: Theme.text, style: "scatter", size: 7 },
                { trace: 4, label: "reordered", color: Theme.warning, style: "scatter", size: 9, shape: "triangle" }
            ]
        }
        Text {
            anchors.centerIn: parent
            visible: panel.noSequence || panel.sim.focusFlow < 0
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: panel.jitterFirst ? "This graph traces TCP segments — this run's flows are UDP"
                  : panel.noSequence ? "This graph traces TCP segments — this run has no flows (yet)"
                  : "Click a flow or a packet to trace it"
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }

    ChartCard {
        id: rateCard
        // "goodput", "queue", "fairness" or "jitter" (the chip pressed); `shown` falls back to
        // goodput when the run has no data for the chosen one.
        property string mode: "goodput"
        // A model's histograms (ModelRun::histograms(): e.g. bursts by segments, Fig. 1a of the
        // OBS paper) are modes of their own, "histogram:<name>", one chip each.
        readonly property var histNames: panel.feed.histograms.names
        readonly property string histName: mode.indexOf("histogram:") === 0 ? mode.substring(10) : ""
        readonly property string shown: (mode === "fairness" && fairFlows.length < 2) || (mode === "jitter" && !panel.jitterChip)
                                        || (histName.length > 0 && histNames.indexOf(histName) < 0)
                                        ? "goodput" : mode
        readonly property bool histogramShown: shown.indexOf("histogram:") === 0
        readonly property var histInfo: { var rev = panel.feed.histograms.revision
                                          return histogramShown ? panel.feed.histograms.histogram(histName, 1) : ({}) }
        // Flows whose own goodput is sampled: Jain's index is computed over these only.
        readonly property var fairFlows: { var layout = panel.traced; return panel.feed.fairnessFlows() }
        readonly property string seriesName: shown === "queue" ? panel.feed.queueSeries : panel.feed.goodputSeries
        help: shown === "jitter" ? panel.jitterHelp
              : histogramShown ? "How many counted items had each value, stacked by category; "
                                 + "it fills as the run goes. Hover a bar for its counts." : ""
        title: histogramShown ? (histInfo.label || "") : shown === "fairness" ? "Fairness" : shown === "jitter" ? "UDP jitter"
               : shown === "queue" ? "Queue occupancy" : "Total goodput"
        subtitle: histogramShown ? (histInfo.note || "")
                  : shown === "fairness"
                  ? "Jain's index of the goodput of the " + fairFlows.length + " traced flows" +
                    (panel.sim.flowCount > fairFlows.length ? " (of " + panel.sim.flowCount + ")" : "")
                  : shown === "jitter" ? panel.jitterSubtitle
                  : seriesName.length > 0 ? panel.feed.seriesLabel(seriesName) : ""
        chips: [
            Chip { text: "Goodput"; checkable: true; checked: rateCard.shown === "goodput"; tint: Theme.accent; onClicked: rateCard.mode = "goodput" },
            Chip { text: "Queue"; checkable: true; checked: rateCard.shown === "queue"; tint: Theme.accent; onClicked: rateCard.mode = "queue" },
            Chip {
                objectName: "fairnessChip"
                text: "Jain"
                visible: rateCard.fairFlows.length >= 2
                checkable: true; checked: rateCard.shown === "fairness"; tint: Theme.accent
                onClicked: rateCard.mode = "fairness"
            },
            Chip {
                objectName: "jitterChip"
                text: "Jitter"
                visible: panel.jitterChip
                checkable: true; checked: rateCard.shown === "jitter"; tint: Theme.accent
                onClicked: rateCard.mode = "jitter"
            },
            Repeater {
                model: rateCard.histNames
                Chip {
                    objectName: "histogramChip"
                    readonly property string mode: "histogram:" + modelData
                    text: { var rev = panel.feed.histograms.revision
                            var v = panel.feed.histograms.histogram(modelData, 1).valueLabel || modelData
                            return v.charAt(0).toUpperCase() + v.substring(1) }
                    checkable: true; checked: rateCard.shown === mode; tint: Theme.accent
                    onClicked: rateCard.mode = mode
                }
            }
        ]
        tools: [
            IconButton { iconName: "freeze"; checkable: true; checked: rate.frozen; onClicked: rate.frozen = checked; tip: "Freeze this chart" },
            IconButton { iconName: "camera"; onClicked: panel.savePng(rateCard.histogramShown ? histogram : rate, rateCard.shown.replace(":", "-")); tip: "Save as PNG" }
        ]
        HistogramChart {
            id: histogram
            anchors.fill: parent
            visible: rateCard.histogramShown
            feed: panel.feed.histograms
            name: rateCard.histName
        }
        LiveChart {
            id: rate
            objectName: "rateChart"
            anchors.fill: parent
            visible: !rateCard.histogramShown
            refreshPhase: 266
            windowSeconds: 10
            specs: {
                var out = []
                if (rateCard.shown === "fairness")
                    return [{ fairness: true, label: "Jain's index", color: Theme.success, style: "line", width: 2 }]
                if (rateCard.shown === "jitter")
                    return panel.jitterSpecs
                var name = rateCard.seriesName
                if (name === "") return out
                var keys = rateCard.shown === "goodput" ? panel.feed.chartKeys(name) : panel.feed.keys(name)
                for (var k = 0; k < keys.length && k < 6; ++k)
                    out.push({ series: name, key: keys[k], label: keys[k],
                               // Several queues (one per lightpath, per port): a colour each.
                               color: rateCard.shown !== "queue" ? Theme.accent
                                      : keys.length > 1 ? panel.sim.flowColor(k) : Theme.warning,
                               style: "line", width: 2 })
                return out
            }
        }
        Text {
            anchors.centerIn: parent
            visible: rate.specs.length === 0 && !rateCard.histogramShown
            text: rateCard.shown === "queue" ? "This model samples no queue" : "This model samples no throughput"
            color: Theme.textFaint
            font.pixelSize: Theme.body
        }
    }
}
