#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces Minakhmetov, Ware & Iannone's Figs. 4 and 5 at 10⁵ requests/s and along the load
# to 10⁷/s (see the page's settings) from the lesson dc-hybrid-switches at full scale, and
# writes docs/results/dc-hybrid.md with its figures in docs/results/figures/: every table,
# figure and verdict comes from this one run of
# `opslab-cli lesson report --full` (3 seeds per point unless SEEDS is set; 96 runs, about
# 20 minutes of CPU, up to 2 GB per run at 10⁷/s). Runs are kept in runs/lesson-cache/ (CACHE)
# and reused while a sweep is unchanged.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/dc-hybrid.md}"
cd "$ROOT"
"$CLI" lesson report --full --jobs "$JOBS" ${SEEDS:+--seeds "$SEEDS"} \
  --title "Minakhmetov, Ware & Iannone reproduced: TCP over a data-center fat-tree of all-optical, hybrid and electronic switches" \
  --cache "${CACHE:-$ROOT/runs/lesson-cache}" \
  --intro docs/results/dc-hybrid.intro.md --page "$OUT" dc-hybrid-switches
echo "wrote $OUT"
