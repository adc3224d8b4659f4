// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartsPanel: the live charts under the network — the charts the run's model declares
// (ChartFeed.charts: congestion window, time–sequence graph, goodput, queues, Jain's index, a
// model's own series and histograms; a switch lab's throughput per output, cell delay and
// matching sizes), at most three side by side. When the model offers more, a row of chips
// picks which; a chart's theory lines (ChartSpec references) are drawn dashed — but not while a
// lesson step's question is open, for a theory line may be its answer. The cards go in
// `columns` columns, never smaller than cardMinWidth × cardMinHeight; what does not fit scrolls.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

ColumnLayout {
    id: panel
    objectName: "chartsPanel"
    spacing: Math.round(4 * Theme.scale)
    readonly property var sim: App.simulation
    readonly property var feed: App.simulation.charts
    readonly property int maxShown: 3
    /// Cards per row, and the least size of a card (the workspace's layout sets them).
    property int columns: 3
    property int cardMinWidth: 360
    property int cardMinHeight: 300
    readonly property bool chipsShown: offered.length > shownIds.length
    /// The charts' theory lines show (not above an open question of a lesson step: predict first).
    readonly property bool theoryShown: !App.lessons.resultsHidden

    /// The charts the run offers, and the ids of those shown (in the model's order).
    // `offered` follows the model's declaration but changes only when that does, so that a
    // reset of the same scenario keeps the cards (their state, frozen or not) as they are.
    readonly property var declared: feed.charts
    property var offered: []
    // A plain copy (a list read from a C++ property reads through to it as it changes); the
    // empty list of a run being rebuilt keeps the cards until the new run declares its own.
    onDeclaredChanged: {
        var copy = JSON.stringify(declared)
        if (declared.length > 0 && copy !== JSON.stringify(offered)) offered = JSON.parse(copy)
    }
    property var shownIds: []
    function defaultIds() {
        var out = []
        for (var i = 0; i < offered.length && out.length < maxShown; ++i)
            if (offered[i].shown) out.push(offered[i].id)
        for (var k = 0; k < offered.length && out.length === 0; ++k) out.push(offered[k].id)
        return out
    }
    // A run of another model shows that model's defaults; the same charts keep the picks.
    onOfferedChanged: {
        var ids = offered.map(function(c) { return c.id }).join("\n")
        if (ids === offeredIds) return
        offeredIds = ids
        shownIds = defaultIds()
        applyLessonPick()
    }
    property string offeredIds
    // A lesson step shows the charts it names (LessonController.stepCharts), else the model's
    // own choice: picked when the step opens its scenario and again once its run declares
    // its charts; the user's picks hold until the next step.
    property var lessonPick: null
    function applyLessonPick() {
        if (lessonPick === null || offered.length === 0) return
        var order = offered.map(function(c) { return c.id })
        var ids = lessonPick.filter(function(id) { return order.indexOf(id) >= 0 })
        if (lessonPick.length === 0 || ids.length === 0) ids = defaultIds()
        ids.sort(function(a, b) { return order.indexOf(a) - order.indexOf(b) })
        shownIds = ids
    }
    Connections {
        target: App.lessons
        function onScenarioOpened() { panel.lessonPick = App.lessons.stepCharts.slice(); panel.applyLessonPick() }
        function onLessonChanged() { if (!App.lessons.active) panel.lessonPick = null }
    }
    /// Shows chart `id` (replacing the last one shown when three are) or hides it.
    function toggle(id) {
        var ids = shownIds.slice()
        var at = ids.indexOf(id)
        if (at >= 0) {
            if (ids.length > 1) ids.splice(at, 1)
        } else if (ids.length < maxShown) {
            ids.push(id)
        } else {
            ids[ids.length - 1] = id
        }
        // Keep the model's order.
        var order = offered.map(function(c) { return c.id })
        ids.sort(function(a, b) { return order.indexOf(a) - order.indexOf(b) })
        shownIds = ids
    }

    function saveAll(folder) {
        var base = App.localPath(folder) + "/" + App.suggestedName("")
        for (var i = 0; i < cards.count; ++i) {
            var card = cards.itemAt(i)
            if (card && card.visible && card.chartItem) card.chartItem.saveImage(base + card.chart.id + ".png", function(ok) {})
        }
    }

    /// An export's outcome, for the workspace's toast.
    signal reported(string text, bool isError)

    // Which flows the window chart shows: the focus flow if it is sampled, else the first few.
    readonly property var traced: feed.tracedFlows
    readonly property bool focusSampled: traced.length >= 0 && sim.focusFlow >= 0 && feed.isTraced(sim.focusFlow)
    readonly property var cwndSpecs: {
        var out = []
        if (focusSampled) {
            var c = sim.flowColor(sim.focusFlow)
            out.push({ series: feed.windowSeries, key: String(sim.focusFlow), label: qsTr("cwnd"), color: c, style: "line", width: 2.2 })
            if (feed.thresholdSeries.length > 0)
                out.push({ series: feed.thresholdSeries, key: String(sim.focusFlow), label: qsTr("ssthresh"), color: c, style: "dash", width: 1.6 })
            if (feed.effectiveWindowSeries.length > 0)
                out.push({ series: feed.effectiveWindowSeries, key: String(sim.focusFlow), label: qsTr("effective window"), color: Theme.textFaint, style: "dash", width: 2.0 })
        } else {
            for (var i = 0; i < traced.length && i < 6; ++i)
                out.push({ series: feed.windowSeries, key: traced[i], label: qsTr("flow %1").arg(traced[i]), color: sim.flowColor(Number(traced[i])), style: "line" })
        }
        if (feed.warmup > 0)
            out.push({ vline: feed.warmup, label: qsTr("end of warm-up"), color: Theme.textFaint, style: "dash", width: 1.4 })
        return out
    }
    /// The specs of a chart of kind "series": each series' total (or every key), then the
    /// chart's references as dashed lines and the end of the warm-up.
    function seriesSpecs(c) {
        var out = []
        for (var s = 0; s < c.series.length; ++s) {
            var name = c.series[s]
            var all = feed.keys(name)
            var totals = feed.chartKeys(name)
            var total = totals.length === 1 && all.length > 1 ? totals[0] : ""
            var keys = c.perKey ? all : totals
            for (var k = 0; k < keys.length && k < 17; ++k) {
                var isTotal = keys[k] === total || keys.length === 1
                out.push({ series: name, key: keys[k], label: feed.isTotal(name, keys[k]) ? qsTr("total") : keys[k],
                           color: isTotal ? (c.perKey ? Theme.text : Theme.accent) : sim.flowColor(k),
                           style: "line", width: isTotal ? 2.4 : 1.4, rate: name === feed.goodputSeries })
            }
        }
        // What the path can carry: no window of the total may read above it.
        if (isRateChart(c) && !c.perKey && isFinite(feed.goodputCapacity))
            out.push({ hline: feed.goodputCapacity, label: qsTr("path capacity (payload)"),
                       color: Theme.danger, style: "dash", width: 1.4 })
        for (var r = 0; panel.theoryShown && r < c.references.length; ++r)
            out.push({ hline: c.references[r].value, label: c.references[r].label,
                       color: r === 0 ? Theme.textDim : Theme.danger, style: "dash", width: 1.6 })
        if (feed.warmup > 0)
            out.push({ vline: feed.warmup, label: qsTr("end of warm-up"), color: Theme.textFaint, style: "dash", width: 1.4 })
        return out
    }
    /// Whether chart `c` draws rates over the feed's window: Jain's index, or the goodput-role
    /// series (its window and the run's own figure are then shown with it).
    function isRateChart(c) {
        return c.kind === "fairness" || (c.kind === "series" && feed.goodputSeries.length > 0
                                         && c.series.indexOf(feed.goodputSeries) >= 0)
    }
    /// The window the rate charts show, in words, for their titles.
    function windowText() {
        return feed.rateWindow > 0 ? qsTr("%1 average").arg(feed.durationText(feed.rateWindow))
                                   : qsTr("instantaneous, %1 samples").arg(feed.durationText(feed.sampleInterval))
    }
    /// The run's own figure beside a rate chart: its summary since the warm-up.
    function figureText(c) {
        if (c.kind === "fairness")
            return isFinite(feed.runFairness) ? qsTr("run since warm-up, all flows: %1").arg(feed.runFairness.toFixed(2))
                                              : qsTr("run figure after the warm-up")
        return isFinite(feed.runRate) ? qsTr("run since warm-up: %1 %2").arg(Number(feed.runRate.toPrecision(4))).arg(c.unit)
                                      : qsTr("run figure after the warm-up")
    }
    function referenceText(c) {
        return c.references.map(function(r) { return r.label + " " + Number(r.value.toPrecision(3)) }).join(" · ")
    }

    component ChartCard: Panel {
        id: card
        property string title
        property string subtitle
        property string help           // shown on hovering the title
        property alias tools: toolRow.data
        property alias subtitleTools: subtitleRow.data  // before the subtitle (a rate window)
        default property alias content: chartSlot.data
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
                    // Wraps rather than elides: a title is what the chart shows.
                    Text {
                        objectName: "chartTitle"
                        text: card.title
                        color: Theme.text
                        font.pixelSize: Theme.body
                        font.weight: Font.DemiBold
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    RowLayout {
                        spacing: Math.round(6 * Theme.scale)
                        Layout.fillWidth: true
                        Row { id: subtitleRow; Layout.alignment: Qt.AlignVCenter }
                        Text {
                            text: card.subtitle
                            color: Theme.textFaint
                            font.pixelSize: Theme.small
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
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

    // The charts to pick from, when the model offers more than are shown.
    Flow {
        objectName: "chartChips"
        Layout.fillWidth: true
        visible: panel.chipsShown
        spacing: 4
        Text {
            text: qsTr("Charts:")
            color: Theme.textDim
            font.pixelSize: Theme.small
            height: Theme.small * 2
            verticalAlignment: Text.AlignVCenter
        }
        Repeater {
            model: panel.offered
            Chip {
                required property var modelData
                objectName: "chip:" + modelData.id
                text: modelData.title
                checkable: true
                checked: panel.shownIds.indexOf(modelData.id) >= 0
                tint: Theme.accent
                onClicked: panel.toggle(modelData.id)
            }
        }
    }

    Flickable {
        id: cardsView
        objectName: "chartCards"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        contentWidth: width
        contentHeight: cardFlow.height
        ScrollBar.vertical: ScrollBar { policy: cardsView.contentHeight > cardsView.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        readonly property int shown: Math.max(1, panel.shownIds.length)
        readonly property int columns: Math.max(1, Math.min(panel.columns, shown))
        readonly property int rows: Math.ceil(shown / columns)
        // The cards share the width (less the scroll bar when they scroll) and fill the height
        // when they all fit in it.
        readonly property bool scrolls: rows * panel.cardMinHeight + (rows - 1) * Theme.gap > height + 1
        readonly property real cardWidth: Math.max(panel.cardMinWidth,
            (width - (scrolls ? 14 : 0) - (columns - 1) * Theme.gap) / columns)
        readonly property real cardHeight: Math.max(panel.cardMinHeight, (height - (rows - 1) * Theme.gap) / rows)
        Flow {
            id: cardFlow
            width: cardsView.width
            spacing: Theme.gap
            // A card per offered chart, the ones not picked hidden: picking keeps the others'
            // cards (and their state) instead of rebuilding the row.
            Repeater {
                id: cards
                model: panel.offered
                ChartCard {
                    id: card
                    required property var modelData
                    required property int index
                    readonly property var chart: modelData
                    visible: panel.shownIds.indexOf(chart.id) >= 0
                    readonly property var chartItem: chart.kind === "histogram" ? histogram : live
                    readonly property bool noSequence: chart.kind === "sequence" && panel.sim.flows.count === 0
                    readonly property bool rateChart: panel.isRateChart(chart)
                    width: cardsView.cardWidth
                    height: cardsView.cardHeight
                    objectName: visible ? "card:" + chart.id : "hidden-card:" + chart.id
                    title: chart.kind === "window" && panel.focusSampled ? qsTr("Congestion window · flow %1").arg(panel.sim.focusFlow)
                           : chart.kind === "sequence" && panel.sim.focusFlow >= 0 && !noSequence ? qsTr("Time–sequence · flow %1").arg(panel.sim.focusFlow)
                           : chart.kind === "histogram" ? (histogram.hist.label || chart.title)
                           : rateChart ? qsTr("%1 (%2)").arg(chart.title).arg(panel.windowText())
                           : chart.title
                    help: chart.note
                    subtitle: chart.kind === "window"
                              ? (panel.traced.length === 0 ? qsTr("no TCP flow is sampled")
                                 : panel.focusSampled ? qsTr("segments; dashed: ssthresh")
                                 : panel.sim.focusFlow >= 0 ? qsTr("segments; flow %1 is not sampled (see traced flows)").arg(panel.sim.focusFlow)
                                 : qsTr("segments, flows %1–%2 (colour = flow)").arg(panel.traced[0]).arg(panel.traced[Math.min(6, panel.traced.length) - 1]))
                              : chart.kind === "sequence" ? (noSequence ? ""
                                 : (panel.feed.traceKinds & (1 << ChartFeed.Sacked)) ? qsTr("%1 · SACK: block edges · \u25B2 out of order").arg(panel.feed.sequenceUnit)
                                 : qsTr("%1 · \u25B2 out of order").arg(panel.feed.sequenceUnit))
                              : chart.kind === "fairness" ? qsTr("Jain's index of the %n traced flow(s)' goodput in each window", "", panel.feed.fairnessFlows().length)
                              : chart.kind === "histogram" ? (histogram.hist.note || chart.note)
                              : chart.unit + (panel.theoryShown && chart.references.length > 0
                                              ? " · " + qsTr("dashed: %1").arg(panel.referenceText(chart)) : "")
                    subtitleTools: [RateWindowPicker { visible: card.rateChart }]
                    tools: [
                        IconButton { iconName: "freeze"; checkable: true; checked: live.frozen; visible: card.chart.kind !== "histogram"; onClicked: live.frozen = checked; tip: qsTr("Freeze this chart") },
                        ChartExportButton {
                            objectName: "export:" + card.chart.id
                            target: card.chartItem
                            name: card.chart.id
                            title: card.title
                            onReported: (text, isError) => panel.reported(text, isError)
                        }
                    ]
                    HistogramChart {
                        id: histogram
                        anchors.fill: parent
                        visible: card.chart.kind === "histogram"
                        feed: panel.feed.histograms
                        name: card.chart.histogram || ""
                    }
                    LiveChart {
                        id: live
                        objectName: !card.visible ? "" : card.chart.kind === "window" ? "cwndChart"
                                    : card.chart.kind === "sequence" ? "sequenceChart" : "chart:" + card.chart.id
                        anchors.fill: parent
                        Accessible.name: card.title
                        visible: card.chart.kind !== "histogram" && !card.noSequence
                        refreshPhase: 133 * (panel.shownIds.indexOf(card.chart.id) % 3)
                        windowSeconds: card.chart.kind === "sequence" ? 2 : 10
                        fromZero: card.chart.kind !== "sequence"
                        // Many lines (a key per port): fewer points each, the same points per chart.
                        maxPoints: card.chart.kind === "sequence" ? 900
                                   : Math.max(120, Math.round(2800 / Math.max(4, specs.length)))
                        maxLegend: card.chart.kind === "sequence" ? 5 : 4
                        showLegend: card.chart.kind === "window" ? panel.focusSampled : true
                        markFlow: card.chart.kind === "window" && panel.focusSampled ? panel.sim.focusFlow : -1
                        specs: card.chart.kind === "window" ? panel.cwndSpecs
                               : card.chart.kind === "sequence" ? panel.sequenceSpecs
                               : card.chart.kind === "fairness" ? [{ fairness: true, label: qsTr("Jain's index"), color: Theme.success, style: "line", width: 2 }]
                               : card.chart.kind === "series" ? panel.seriesSpecs(card.chart) : []
                    }
                    // The run's own figure beside the windowed curve: the summary's, since the warm-up.
                    Text {
                        objectName: "runFigure"
                        visible: card.rateChart && live.visible
                        anchors.top: parent.top
                        anchors.left: parent.left
                        anchors.leftMargin: Math.round(44 * Theme.scale)
                        text: panel.figureText(card.chart)
                        color: Theme.text
                        font.pixelSize: Theme.small
                        font.weight: Font.Medium
                        Rectangle {
                            z: -1
                            anchors.fill: parent
                            anchors.margins: -2
                            color: Theme.surface
                            opacity: 0.85
                            radius: 3
                        }
                    }
                    Text {
                        anchors.centerIn: parent
                        visible: card.noSequence || (card.chart.kind === "sequence" && panel.sim.focusFlow < 0)
                                 || (card.chart.kind === "series" && live.specs.length === 0)
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        text: card.chart.kind === "series" ? qsTr("Nothing sampled yet")
                              : card.noSequence ? qsTr("This graph traces TCP segments — this run has no flows (yet)")
                              : qsTr("Click a flow or a packet to trace it")
                        color: Theme.textFaint
                        font.pixelSize: Theme.body
                    }
                }
            }
        }
    }
    // Drawn in this order (later on top). SACK blocks in violet as tcptrace does.
    readonly property var sequenceSpecs: [
        { trace: 2, label: qsTr("ACKed"), color: Theme.textDim, style: "line", width: 1.6 },
        { trace: 0, label: qsTr("sent"), color: panel.sim.flowColor(Math.max(0, panel.sim.focusFlow)), style: "scatter", size: 4 },
        { trace: 3, label: qsTr("SACKed"), color: Theme.dark ? "#b48cff" : "#7b3fe4", style: "scatter", size: 5, shape: "diamond" },
        { trace: 1, label: qsTr("retransmitted"), color: Theme.danger, border: Theme.text, style: "scatter", size: 7 },
        { trace: 4, label: qsTr("reordered"), color: Theme.warning, style: "scatter", size: 9, shape: "triangle" }
    ]
}
