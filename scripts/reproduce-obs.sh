#!/usr/bin/env bash
# Reproduces the OBS paper's Figs. 1, 3–4, 5 and 6 (obs-burstification-tcp-synchronization)
# with `opslab-cli`, SEEDS seeds per point (at most JOBS runs at once, under nice). Results go
# to runs/obs/<figure>/ (sweep.csv; Fig. 1: one run per T_max and seed with its
# burst_histograms.csv, summarised by scripts/obs_fig1.py into fig1.csv);
# docs/results/obs.md states the scale and the verdicts.
#   FIGS      which figures (default: "1 3-4 5 6")
#   PAPER_S   simulated seconds of the §III runs (Fig. 1; the paper does not say; default 60,
#             the first 20 s are warm-up)
#   SYNC_S    simulated seconds of the §IV/§V runs (the paper: 600; default 600)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
OUT="${OUT:-$ROOT/runs/obs}"
SEEDS="${SEEDS:-3}"
JOBS="${JOBS:-2}"
FIGS="${FIGS:-1 3-4 5 6}"
PAPER_S="${PAPER_S:-60}"
SYNC_S="${SYNC_S:-600}"
PAPER="$ROOT/assets/scenarios/obs-nsfnet.json"
SYNC="$ROOT/assets/scenarios/obs-nsfnet-sync.json"
want() { [[ " $FIGS " == *" $1 "* ]]; }

sweep() { nice "$CLI" sweep "$@" --seeds "$SEEDS" --jobs "$JOBS" >/dev/null; }

# Fig. 1: segments and flows per burst, delivered vs lost, for T_max = 1, 5, 10 ms (§III
# traffic, mixed flow): one run per timer and seed, for its burst_histograms.csv.
if want 1; then
  for t in 1 5 10; do
    for ((k = 1; k <= SEEDS; ++k)); do
      echo "$t $k"
    done
  done | xargs -P "$JOBS" -n 2 sh -c 'nice "$0" run "$1" --set sim.duration_s="$2" \
      --set assembly.timer_ms="$4" --seed "$5" --out "$3/fig1-burst-distributions/T$4/seed$5" \
      >/dev/null' "$CLI" "$PAPER" "$PAPER_S" "$OUT"
  python3 "$ROOT/scripts/obs_fig1.py" "$OUT/fig1-burst-distributions" \
    > "$OUT/fig1-burst-distributions/fig1.csv"
fi
want 3-4 && {
# Figs. 3–4: Σ cwnd/RTT of N_s long-lived flows, per-flow vs mixed-flow assembly.
sweep "$SYNC" --set sim.duration_s="$SYNC_S" \
  --vary assembly.mode=per_flow,mixed --vary traffic.flows=10,15,25 --out "$OUT/fig3-4-sync"
}
want 5 && {
# Fig. 5: the window-aware multi-queue assembler, B ∈ {16, 32}, C from 32 to 512, against the
# single-queue burstifiers of 1 and 5 ms.
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --set assembly.mode=cwnd_aware \
  --vary assembly.B_segments=16,32 --vary assembly.C_segments=32,64,128,256,512 \
  --out "$OUT/fig5-cwnd-aware"
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --vary assembly.timer_ms=1,5 \
  --out "$OUT/fig5-single-queue"
}
want 6 && {
# Fig. 6: randomized allocation of flows to 1, 2 and 4 queues (15 flows).
sweep "$SYNC" --set sim.duration_s="$SYNC_S" --set assembly.mode=randomized \
  --set traffic.flows=15 --vary assembly.queues=1,2,4 --out "$OUT/fig6-random-queues"
}
echo "done: $OUT"
