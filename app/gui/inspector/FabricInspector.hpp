// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// FabricInspector: the inspector's rows for a node with a switch fabric (scenario::FabricView) —
// its VOQ table (each input's waiting cells by output), the iSLIP grant and accept pointers,
// the last slot's matching, and each input line card's last anycast choice with the values it
// compared (LB+AS §III: e-JSQ's byte counters, JSVOQ's VOQ lengths, ideal JSQ's pending time).
#pragma once

#include <QVariantList>

#include "scenario/fabric_view.hpp"

namespace opslab::gui {

/// Rows { label, value } describing `f` (at most about 3 + 2 · ports rows).
QVariantList fabricRows(const scenario::FabricView& f);

}  // namespace opslab::gui
