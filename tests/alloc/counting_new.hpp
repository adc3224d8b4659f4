// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Counts the process's allocations: counting_new.cpp replaces the global operator new, so
// only the executable that links it (opslab_alloc_tests) counts.
#pragma once

#include <cstdint>

namespace opslab::testing {
/// Calls of operator new (every form) since the process started.
std::uint64_t allocations_so_far();
}  // namespace opslab::testing
