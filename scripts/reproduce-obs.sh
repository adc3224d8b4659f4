#!/usr/bin/env bash
# Reproduces the OBS paper's Figs. 1, 3–4, 5 and 6 (obs-burstification-tcp-synchronization)
# with `opslab-cli sweep`, SEEDS seeds per point. Results go to runs/obs/<figure>/sweep.csv;
# docs/results/obs.md states the scale and the verdicts.
#   PAPER_S   simulated seconds of the §III runs (Fig. 1; the paper does not say; default 20)
#   SYNC_S    simulated seconds of the §IV/§V runs (the paper: 600; default 300)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
OUT="${OUT:-$ROOT/runs/obs}"
SEEDS="${SEEDS:-3}"
JOBS="${JOBS:-2}"
PAPER_S="${PAPER_S:-20}"
SYNC_S="${SYNC_S:-300}"
PAPER="$ROOT/assets/scenarios/obs-nsfnet.json"
SYNC="$ROOT/assets/scenarios/obs-nsfnet-sync.json"

sweep() { "$CLI" sweep "$@" --seeds "$SEEDS" --jobs "$JOBS" >/dev/null; }

# Fig. 1: segments and flows per burst for T_max = 1, 5, 10 ms (§III traffic, mixed flow).
sweep "$PAPER" --set sim.duration_s="$PAPER_S" --set sim.warmup_s=8 \
  --vary assembly.timer_ms=1,5,10 --out "$OUT/fig1-burst-distributions"
# Figs. 3–4: Σ cwnd/RTT of N_s long-lived flows, per-flow vs mixed-flow assembly.
sweep "$SYNC" --set sim.duration_s="$SYNC_S" \
  --vary assembly.mode=per_flow,mixed --vary traffic.flows=10,15,25 --out "$OUT/fig3-4-sync"
# Fig. 5: the window-aware multi-queue assembler, B ∈ {16, 32}, C from 32 to 512, against the
# single-queue burstifiers of 1 and 5 ms.
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --set assembly.mode=cwnd_aware \
  --vary assembly.B_segments=16,32 --vary assembly.C_segments=32,64,128,256,512 \
  --out "$OUT/fig5-cwnd-aware"
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --vary assembly.timer_ms=1,5 \
  --out "$OUT/fig5-single-queue"
# Fig. 6: randomized allocation of flows to 1, 2 and 4 queues (15 flows).
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --set assembly.mode=randomized \
  --set traffic.flows=15 --vary assembly.queues=1,2,4 --out "$OUT/fig6-random-queues"
echo "done: $OUT"
