// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Text is readable from the back of a classroom: every colour the theme gives text has a
// contrast of at least 4.5:1 (WCAG 2.1 AA, normal text) against every surface text sits on,
// in the light and in the dark theme. The ratio is WCAG's: (L1 + 0.05) / (L2 + 0.05) of the
// relative luminances of the sRGB colours.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Contrast"

    readonly property var texts: ["text", "textDim", "textFaint", "accent", "danger", "warning", "success"]
    readonly property var grounds: ["background", "surface", "surfaceAlt", "canvas", "hover"]

    function channel(c) {
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
    }
    function luminance(c) {
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    function ratio(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }

    function test_ratioIsWcags() {
        // Black on white is 21:1, a colour on itself 1:1.
        fuzzyCompare(ratio(Qt.color("#000000"), Qt.color("#ffffff")), 21, 1e-9)
        fuzzyCompare(ratio(Qt.color("#777777"), Qt.color("#777777")), 1, 1e-9)
        // #767676 on white is the familiar 4.54:1.
        fuzzyCompare(ratio(Qt.color("#767676"), Qt.color("#ffffff")), 4.54, 0.01)
    }

    function test_everyTextColourOnEverySurface_data() {
        return [{ tag: "light", dark: false }, { tag: "dark", dark: true }]
    }

    function test_everyTextColourOnEverySurface(data) {
        const was = App.darkTheme
        App.darkTheme = data.dark
        compare(Theme.dark, data.dark)
        const low = []
        for (const t of texts) {
            for (const g of grounds) {
                const r = ratio(Theme[t], Theme[g])
                if (r < 4.5) low.push(t + " on " + g + ": " + r.toFixed(2) + ":1")
            }
        }
        App.darkTheme = was
        compare(low.join("; "), "", "below 4.5:1")
    }
}
