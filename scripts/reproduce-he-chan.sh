#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces He & Chan's Figs. 3–8 at the paper's scale (Table I, 500 flows, 10 s) from the
# lessons he-chan-aggregation and he-chan-deflection, with their control runs, and writes
# docs/results/he-chan.md with its figures in docs/results/figures/: every table, figure and
# verdict comes from this one run of `opslab-cli lesson report --full` (10 seeds per point for
# Figs. 3–5, 5 for Figs. 6–8, unless SEEDS is set; about 1000 runs, 15–20 minutes on 2 free
# cores). Runs are kept in runs/lesson-cache/ (CACHE) and reused while a
# sweep is unchanged, so editing a claim or a text regenerates the page at once.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/he-chan.md}"
cd "$ROOT"
"$CLI" lesson report --full --jobs "$JOBS" ${SEEDS:+--seeds "$SEEDS"} \
  --title "He & Chan (2003) reproduced: TCP and UDP over an OPS core" \
  --cache "${CACHE:-$ROOT/runs/lesson-cache}" \
  --intro docs/results/he-chan.intro.md --page "$OUT" he-chan-aggregation he-chan-deflection
echo "wrote $OUT"
