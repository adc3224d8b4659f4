// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The unit of a time axis, shared by the charts: [name, seconds → unit factor] for an axis
// spanning `span` seconds — µs below 2 ms, ms below 2 s, else s — so that a 10 ms run reads
// 0–10 ms, not 0–0.01 s.
.pragma library

function unit(span) {
    if (span < 2e-3) return ["µs", 1e6]
    if (span < 2) return ["ms", 1e3]
    return ["s", 1]
}
