// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CompactWatch: tells a row of controls when to turn compact — when the row laid out in full
// is wider than the room it has. The full width is measured with the row briefly in full
// whenever the type size or the language changes (and kept while the row is compact), so
// the row never decides from its own compact width.
import QtQuick
import OpsLab
import OpsLab.Ui

QtObject {
    id: watch
    property Item row               // a RowLayout
    property real extra: 0          // what the full row needs beyond its implicit width
    property real fullWidth: 0
    property bool measuring: true
    readonly property bool compact: !measuring && row !== null && fullWidth > row.width
    function remeasure() { measuring = true; settle.restart() }
    property Timer settle: Timer {
        interval: 40
        onTriggered: { watch.fullWidth = watch.row.implicitWidth + watch.extra; watch.measuring = false }
    }
    property Connections scale: Connections { target: Theme; function onScaleChanged() { watch.remeasure() } }
    property Connections language: Connections { target: Language; function onChanged() { watch.remeasure() } }
    property Connections grow: Connections {
        target: watch.row
        function onImplicitWidthChanged() { if (!watch.compact && !watch.measuring) watch.fullWidth = watch.row.implicitWidth + watch.extra }
    }
    Component.onCompleted: remeasure()
}
