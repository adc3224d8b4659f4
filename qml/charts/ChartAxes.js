// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What ChartExport's SVG and CSV writers need of a chart's axes as drawn now, shared by the
// live, comparison and sweep charts.
.pragma library

function forExport(axisX, axisY, title, xTitle, yTitle) {
    return { title: title, xTitle: xTitle, yTitle: yTitle,
             x0: axisX.min, x1: axisX.max, y0: axisY.min, y1: axisY.max,
             xTicks: axisX.tickCount, yTicks: axisY.tickCount,
             xFormat: axisX.labelFormat, yFormat: axisY.labelFormat,
             xLog: axisX.base !== undefined, yLog: axisY.base !== undefined }  // LogValueAxis
}
