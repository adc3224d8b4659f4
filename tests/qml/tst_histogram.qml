// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The histogram chart (a model's live distribution, e.g. the OBS paper's Fig. 1a): one bar per
// group the feed hands it, the categories stacked to scale of the tallest bar, a legend with
// each category's total, the value range on the axis, and a note while nothing is counted.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui
import "tree.js" as Tree

TestCase {
    id: test
    name: "HistogramChart"
    when: windowShown
    width: 400
    height: 240

    // Stands in for HistogramFeed: the same two members the chart uses.
    QtObject {
        id: feed
        property int revision: 0
        property var table: ({})
        function histogram(name, maxBars) { return table[name] || ({}) }
    }

    Component { id: chartComponent; HistogramChart { width: 400; height: 240 } }

    function test_barsStackTheCategoriesToScaleAndFillLive() {
        feed.table = {}
        const chart = createTemporaryObject(chartComponent, test, { feed: feed, name: "segments_per_burst" })
        verify(chart !== null)
        verify(chart.empty)
        feed.table = { segments_per_burst: {
            label: "TCP segments per burst", valueLabel: "segments", note: "since warm-up",
            categories: ["delivered", "lost"], totals: [9, 3],
            bars: [ { from: 1, to: 1, counts: [2, 0] }, { from: 2, to: 2, counts: [6, 2] }, { from: 3, to: 3, counts: [1, 1] } ],
            maxCount: 8 } }
        feed.revision++
        verify(!chart.empty)
        const bars = Tree.named(chart, "histogramBar")
        compare(bars.length, 3)
        // Bar 2 (6 delivered + 2 lost) is the tallest: its stack fills the plot height.
        const plot = Tree.named(chart, "histogramPlot")[0]
        const stack = Tree.named(bars[1], "histogramStack")[0]
        var h = 0
        for (var i = 0; i < stack.children.length; ++i) h += stack.children[i].height
        fuzzyCompare(h, plot.height - 1, 0.5)
        // The lost part of bar 2 is a quarter of it, in the second colour.
        var lost = null
        for (i = 0; i < stack.children.length; ++i)
            if (stack.children[i].category === 1) lost = stack.children[i]
        verify(lost !== null)
        fuzzyCompare(lost.height, (plot.height - 1) / 4, 0.5)
        compare(String(lost.color), String(chart.colors[1]))
        // The legend tells each category's total.
        const legend = Tree.named(chart, "histogramLegend")[0]
        verify(legend.children.length >= 2)
        // More counts arrive: the chart follows the feed.
        feed.table.segments_per_burst.bars.push({ from: 4, to: 4, counts: [16, 0] })
        feed.table.segments_per_burst.maxCount = 16
        feed.table = feed.table
        feed.revision++
        compare(Tree.named(chart, "histogramBar").length, 4)
        // Its CSV holds every bar with a column per category; its SVG is drawn.
        const csv = TestFiles.path("histogram.csv")
        compare(chart.saveCsv(csv), "")
        compare(TestFiles.readText(csv), "segments from,to,delivered,lost\n1,1,2,0\n2,2,6,2\n3,3,1,1\n4,4,16,0\n")
        const svg = TestFiles.path("histogram.svg")
        compare(chart.saveSvg(svg), "")
        verify(TestFiles.readText(svg).indexOf("TCP segments per burst") >= 0)
    }
}
