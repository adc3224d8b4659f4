#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The core and CLI with their tests under AddressSanitizer + UndefinedBehaviorSanitizer.
# One sanitizer tree serves this script and scripts/test-asan-gui.sh (configure preset
# "asan-gui", build-asan-gui/, GUI on), so the core is compiled once under the sanitizers:
# this script builds everything in it and runs test preset "asan" (every test but the GUI's,
# which scripts/test-asan-gui.sh runs). Left out (see docs/hardening.md): SlurmClusterSweep
# (needs the SLURM cluster), LessonCheckQuick.* (every lesson's sweeps, far too slow under
# the sanitizers), CliOutputSize (its 1 GB address-space limit cannot hold ASan's shadow
# memory) and PackageInstallRemove (installs the release build's package); and three that
# replay the prepared scenarios at full length to compare their numbers, which the release
# suite does (ChartRates.EveryPrepared…, OutputColumns.EveryWritten…, PcapTsharkAgreement):
# Invariants.EveryPreparedScenarioKeepsThemMidwayAndAtTheEnd runs every prepared scenario to
# its end under the sanitizers.
# Extra arguments go to ctest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
JOBS="${OPSLAB_JOBS:-$(nproc)}"
cmake --preset asan-gui >/dev/null
cmake --build --preset asan -j "$JOBS"
ctest --preset asan -j "$JOBS" "$@"
