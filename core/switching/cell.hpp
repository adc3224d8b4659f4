// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Cells of a cell-based switch fabric (Izquierdo-Zaragoza & Pavon-Marino §II-B, §IV-B):
// ingress line cards chop each packet into fixed 64-byte cells carrying 48 bytes of the
// packet each (the rest is the fabric's header; the last cell is padded).
#pragma once

#include <cstdint>

namespace opslab::switching {

inline constexpr std::uint32_t kCellBytes = 64;
inline constexpr std::uint32_t kCellPayloadBytes = 48;

/// Cells needed for a packet of `bytes` (at least one).
constexpr std::uint32_t cells_for(std::uint32_t bytes) {
  return bytes == 0 ? 1 : (bytes + kCellPayloadBytes - 1) / kCellPayloadBytes;
}

}  // namespace opslab::switching
