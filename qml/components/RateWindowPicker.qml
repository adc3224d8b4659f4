// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RateWindowPicker: picks the window of simulated time the rate and fairness charts average
// over (ChartFeed.rateWindow, shared by them), or the instantaneous view — each sample on its
// own, labelled as such — from the windows the run offers (ChartFeed.rateWindows).
import QtQuick
import QtQuick.Controls
import OpsLab
import OpsLab.Ui

ComboBox {
    id: picker
    objectName: "rateWindowPicker"
    readonly property var feed: App.simulation.charts
    readonly property var windows: feed.rateWindows
    /// A window in words: "1 s average", or the instantaneous view with its sample interval.
    function label(w) {
        return w > 0 ? qsTr("%1 average").arg(feed.durationText(w))
                     : qsTr("instantaneous (%1 samples)").arg(feed.durationText(feed.sampleInterval))
    }
    model: windows.map(function(w) { return label(w) })
    // Closed, it shows the window alone (the card's title says what it averages).
    displayText: currentIndex < 0 ? "" : windows[currentIndex] > 0 ? feed.durationText(windows[currentIndex])
                                                                   : qsTr("instantaneous")
    currentIndex: {
        for (var i = 0; i < windows.length; ++i)
            if (Math.abs(windows[i] - feed.rateWindow) <= 1e-9 * Math.max(1, windows[i])) return i
        return -1
    }
    onActivated: (index) => feed.rateWindow = windows[index]
    Accessible.name: qsTr("Averaging window")
    font.pixelSize: Theme.small
    implicitHeight: Math.round(24 * Theme.scale)
    implicitWidth: Math.round(112 * Theme.scale)
    topPadding: 0
    bottomPadding: 0
    popup.width: Math.max(width, Math.round(250 * Theme.scale))
    ToolTip.visible: hovered
    ToolTip.delay: 500
    ToolTip.text: qsTr("The window of simulated time each point averages over (the rates and Jain's index); instantaneous: each sample's interval on its own")
}
