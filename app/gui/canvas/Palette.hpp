// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Palette: the categorical colours of flows, readable on light and dark backgrounds and on a
// projector, cycled with a lightness shift beyond ten flows. The first eight stay apart for
// protanopes and deuteranopes too (tests/app/palette_test.cpp); they are drawn from the
// Okabe–Ito and Tableau 10 palettes.
#pragma once

#include <QColor>
#include <array>
#include <cstdint>

namespace opslab::gui {

inline QColor flowColor(std::uint32_t flow) {
  static const std::array<QColor, 30> table = [] {
    static constexpr QRgb base[10] = {0x0072b2, 0xe69f00, 0x9c755f, 0x86bcb6, 0x56b4e9,
                                      0xd55e00, 0x59a14f, 0xb07aa1, 0xedc948, 0xff9da7};
    std::array<QColor, 30> t;
    for (int i = 0; i < 30; ++i) {
      const QColor c = QColor::fromRgb(base[i % 10]);
      t[static_cast<std::size_t>(i)] = i < 10 ? c : i < 20 ? c.lighter(125) : c.darker(125);
    }
    return t;
  }();
  return table[flow % 30];
}

}  // namespace opslab::gui
