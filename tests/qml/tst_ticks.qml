// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Chart tick labels: as many decimals as the tick spacing needs — the time–sequence
// graph at the start of a run no longer reads 0, 1, 1, 2 for ticks 0, 0.5, 1, 1.5, 2.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "TickLabels"
    when: windowShown

    Component { id: chartComponent; LiveChart { width: 300; height: 200 } }

    function test_precisionFollowsTheSpacing() {
        const chart = createTemporaryObject(chartComponent, test)
        verify(chart !== null)
        compare(chart.tickFormat(0, 2, 5), "%.1f")        // 0, 0.5, 1, 1.5, 2
        compare(chart.tickFormat(0, 1, 5), "%.2f")        // 0.25 steps
        compare(chart.tickFormat(0, 2, 3), "%.0f")        // whole steps
        compare(chart.tickFormat(0, 10000, 5), "%.0f")    // not 1e+04
        compare(chart.tickFormat(0, 0.003, 4), "%.3f")    // 1 ms steps in seconds
        compare(chart.tickFormat(1.2, 1.8, 4), "%.1f")    // 0.2 steps off zero
        compare(chart.tickFormat(0, 1, 4), "%.2f")        // thirds: 0.33, 0.67 tell them apart
        compare(chart.tickFormat(5, 5, 5), "%.0f")        // an empty range
        compare(chart.tickFormat(0, 0.4095, 5), "%.2f")   // a scrolling axis: not six decimals
        compare(chart.tickFormat(3.4567, 13.4567, 5), "%.1f")
    }

    // The time–sequence graph (a 2 s window) of a long run: at t = 0.4 s of a 60 s run its axis
    // showed 1.0–3.0 s, leaving the current time off the chart; a window ends at the current time,
    // and until it is full it grows with the run (not a sliver at zero).
    function test_windowEndsAtTheCurrentTime() {
        const chart = createTemporaryObject(chartComponent, test, { windowSeconds: 2 })
        verify(chart !== null)
        compare(chart.xSpan(0.4, 60), [0, 0.4])
        compare(chart.xSpan(0.01, 60), [0, 0.04])  // a fiftieth of the window at least
        compare(chart.xSpan(7.5, 60), [5.5, 7.5])
        compare(chart.xSpan(0, 0), [0, 0.04])
        const whole = createTemporaryObject(chartComponent, test)
        compare(whole.xSpan(0.4, 60), [0, 3])     // the whole run: at least a twentieth of it
        compare(whole.xSpan(10, 60), [0, 10])
        compare(whole.xSpan(0, 0), [0, 0.05])
    }
}
