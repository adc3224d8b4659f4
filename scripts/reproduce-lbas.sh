#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Reproduces the LB+AS paper's findings (Izquierdo-Zaragoza & Pavon-Marino, Table II point
# b_D = 2, U = 100 Mb/s, ρ = 0.5: not LB+AS, ideal JSQ, e-JSQ, RR and JSVOQ) from the lesson
# lbas-anycast and writes docs/results/lbas.md: tables with 95% CIs, figures (in
# docs/results/figures/, Table II's goodputs beside ours) and the verdicts, from one
# run of `opslab-cli lesson report`. Default: the lesson's quick scale (10 MB files, 3 seeds,
# 15 runs). FULL=1: the paper's point (250 MB files, 10 seeds, 50 runs). SEEDS=N overrides
# the seeds per point. CACHE=DIR keeps each run there as it finishes and reuses it while the
# sweep is unchanged (a new intro then costs nothing; a killed report resumes where it was).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/lbas.md}"
cd "$ROOT"
nice "$CLI" lesson report ${FULL:+--full} --jobs "$JOBS" ${SEEDS:+--seeds "$SEEDS"} ${CACHE:+--cache "$CACHE"} \
  --title "Izquierdo-Zaragoza & Pavon-Marino (LB+AS) reproduced: anycast switching and TCP reordering" \
  --intro docs/results/lbas.intro.md --page "$OUT" lbas-anycast
echo "wrote $OUT"
