#!/usr/bin/env bash
# Reproduces the LB+AS paper's findings (Izquierdo-Zaragoza & Pavon-Marino, Table II point
# b_D = 2, U = 100 Mb/s, ρ = 0.5: not LB+AS, RR and e-JSQ) from the lesson lbas-anycast and
# writes docs/results/lbas.md: tables with 95% CIs and the verdicts, from one run of
# `opslab-cli lesson report`. Default: the lesson's quick scale (10 MB files, 3 seeds, 9 runs,
# ≈ 10 minutes on 2 loaded cores). FULL=1: the paper's point (250 MB files, 10 seeds, 30 runs,
# each ≈ 900 M events). SEEDS=N overrides the seeds per point.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/lbas.md}"
cd "$ROOT"
nice "$CLI" lesson report ${FULL:+--full} --jobs "$JOBS" ${SEEDS:+--seeds "$SEEDS"} \
  --title "Izquierdo-Zaragoza & Pavon-Marino (LB+AS) reproduced: anycast switching and TCP reordering" \
  --intro docs/results/lbas.intro.md lbas-anycast > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "wrote $OUT"
