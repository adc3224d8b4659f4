// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Where the data that ships with OPS Lab (lessons/, assets/, scripts/plot_sweep.py) is read
// from: installed beside the program, or the source tree the program was built from
// (docs/install.md).
#pragma once

#include <filesystem>

namespace opslab::study {

/// The folder holding lessons/, assets/ and scripts/: `<folder of the running program>/../share/opslab`
/// when it has a lessons/ folder (as the Debian package installs it: /usr/bin/opslab-cli reads
/// /usr/share/opslab), else this build's source tree. Installed data wins, so an installed
/// program never reads a source tree that happens to be on the same machine.
std::filesystem::path data_dir();

}  // namespace opslab::study
