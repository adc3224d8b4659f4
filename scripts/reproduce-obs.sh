#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces the OBS paper's Figs. 1, 3–4, 5 and 6 (obs-burstification-tcp-synchronization) and
# writes docs/results/obs.md with its figures in docs/results/figures/: every table, figure and
# verdict comes from one run of
# `opslab-cli lesson report --full` over the lessons obs-burst-assembly (Fig. 1, §III scale),
# obs-synchronization (Figs. 3–4, 6) and obs-window-aware (Fig. 5), 600 simulated seconds and
# 10 seeds per §IV/§V point (about 230 runs of 5–10 CPU seconds, 3 §III runs per T_max of
# about a minute each), then an appendix table of Fig. 1 split by delivered and lost bursts
# (one §III run per T_max and seed, its burst_histograms.csv summarised by
# scripts/obs_fig1.py; numbers only, no verdicts). Lesson runs are kept in runs/lesson-cache/
# (CACHE) and reused while a sweep is unchanged.
#   SEEDS   seeds per point (default: the lessons' full_seeds)
#   JOBS    runs at once (default 2)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/obs.md}"
RUNS="${RUNS:-$ROOT/runs/obs}"
cd "$ROOT"
nice "$CLI" lesson report --full --jobs "$JOBS" ${SEEDS:+--seeds "$SEEDS"} \
  --title "OBS paper reproduced: burst assembly and TCP synchronization on NSFNET" \
  --cache "${CACHE:-$ROOT/runs/lesson-cache}" \
  --intro docs/results/obs.intro.md --page "$OUT.tmp" \
  obs-burst-assembly obs-synchronization obs-window-aware

# Appendix: Fig. 1 per outcome (delivered vs lost bursts), the same §III runs as the lesson's
# `timer` sweep at full scale (25 s, seeds 1..3).
FIG1="$RUNS/fig1-burst-distributions"
for t in 1 5 10; do
  for k in 1 2 3; do
    echo "$t $k"
  done
done | xargs -P "$JOBS" -n 2 sh -c '
  d="$2/T$3/seed$4"
  [ -f "$d/burst_histograms.csv" ] || nice "$0" run "$1" --set sim.duration_s=25 \
    --set assembly.timer_ms="$3" --seed "$4" --out "$d" >/dev/null' \
  "$CLI" assets/scenarios/obs-nsfnet.json "$FIG1"
python3 scripts/obs_fig1.py --markdown "$FIG1" >> "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "wrote $OUT"
