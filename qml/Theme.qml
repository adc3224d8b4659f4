// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Theme: the one palette and type scale of the app, light or dark, normal or presentation
// size (App.darkTheme, App.presentation). Every view takes its colours and sizes from here.
// Presentation mode sizes the type for a projector: in proportion to the window's height (set
// by Main.qml), so that a line of text is the same share of the wall at 1280×800 as at 4K.
pragma Singleton
import QtQuick
import OpsLab

QtObject {
    readonly property bool dark: App.darkTheme
    /// The height of the main window, in logical pixels (Main.qml keeps it current).
    property int windowHeight: 800
    readonly property real scale: App.presentation ? Math.max(1.15, Math.min(3.0, windowHeight / 700)) : 1.0

    // Surfaces
    readonly property color background: dark ? "#0d1117" : "#f3f5f8"
    readonly property color surface: dark ? "#161b22" : "#ffffff"
    readonly property color surfaceAlt: dark ? "#1c232c" : "#f7f9fb"
    readonly property color canvas: dark ? "#0f141a" : "#fbfcfd"
    readonly property color border: dark ? "#2a323d" : "#e1e6ec"
    readonly property color hover: dark ? "#222b36" : "#eef2f7"

    // Text
    readonly property color text: dark ? "#e6edf3" : "#1b2430"
    readonly property color textDim: dark ? "#95a3b3" : "#5f6c7b"
    readonly property color textFaint: dark ? "#8a94a1" : "#626e7c"

    // Accents
    readonly property color accent: dark ? "#6ea8fe" : "#2966d7"
    readonly property color accentSoft: dark ? "#1d2b44" : "#e6eefc"
    readonly property color danger: dark ? "#ff6b61" : "#ce2e26"
    readonly property color dangerSoft: dark ? "#3a1d1d" : "#fdecea"
    readonly property color warning: dark ? "#f2b13b" : "#97610b"
    readonly property color success: dark ? "#4cc38a" : "#207c49"

    // Type
    readonly property string fontFamily: "Inter"  // no-tr: a font family name
    readonly property string monoFamily: "DejaVu Sans Mono"  // no-tr: a font family name
    readonly property int small: Math.round(12 * scale)
    readonly property int body: Math.round(14 * scale)
    readonly property int large: Math.round(16 * scale)
    readonly property int title: Math.round(19 * scale)
    readonly property int headline: Math.round(30 * scale)
    readonly property int clock: Math.round(24 * scale)

    // Space
    readonly property int gap: Math.round(8 * scale)
    readonly property int pad: Math.round(14 * scale)
    readonly property int radius: 10
    readonly property int iconSize: Math.round(20 * scale)
    readonly property real lineScale: App.presentation ? 1.7 : 1.0

    function alpha(c, a) { return Qt.rgba(c.r, c.g, c.b, a) }

    // Event-log category colours
    function kindColor(kind) {
        switch (kind) {
        case "drop": return danger
        case "fast_retransmit": return warning
        case "timeout": return dark ? "#d58cff" : "#8e3fc4"
        case "retransmit": return dark ? "#f0a36b" : "#b85f1a"
        case "recovery": return success
        case "connection": return accent
        case "optical": return dark ? "#f7c948" : "#b7791f"
        default: return textFaint
        }
    }
}
