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
# its end under the sanitizers. Nor the statistical checks of long runs (the paper-claim
# tests of the ops_dumbbell and dc_fattree models, five of lbas, four of cioq_switch, Fig. 5's
# edge pair of obs_nsfnet, window goodput over every scenario, the Pareto source's Hurst
# estimate): the sanitizers find what a code path does wrong, and those paths run under them
# in the invariant and random-scenario tests and the models' own short tests. The tree is
# compiled with clang (faster to compile than g++ under the sanitizers).
# Extra arguments go to ctest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
JOBS="${OPSLAB_JOBS:-$(nproc)}"
cmake --preset asan-gui >/dev/null
cmake --build --preset asan -j "$JOBS"
ctest --preset asan -j "$JOBS" "$@"
