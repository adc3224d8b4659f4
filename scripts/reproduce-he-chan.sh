#!/usr/bin/env bash
# Reproduces He & Chan's Figs. 3–8 at the paper's scale (Table I, 500 flows, 10 s) with
# `opslab-cli sweep`, SEEDS seeds per point. Results go to runs/he-chan/<figure>/sweep.csv;
# scripts/sweep_table.py turns them into the tables of docs/results/he-chan.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
OUT="${OUT:-$ROOT/runs/he-chan}"
SEEDS="${SEEDS:-5}"
TCP="$ROOT/assets/scenarios/he-chan-tcp.json"
UDP="$ROOT/assets/scenarios/he-chan-udp.json"
DELTAS=0.1,0.2,0.5,1,2,5,10

sweep() { "$CLI" sweep "$@" --seeds "$SEEDS" >/dev/null; }

# Figs. 3–5: aggregation scheme × Δ.
sweep "$TCP" --vary aggregation.mode=none,mixed,per_flow --vary aggregation.delta_ms=$DELTAS \
  --out "$OUT/fig3-tcp-aggregation"
sweep "$UDP" --vary aggregation.mode=none,mixed,per_flow --vary aggregation.delta_ms=$DELTAS \
  --out "$OUT/fig4-5-udp-aggregation"
# Fig. 6: TCP vs mean deflection cost μ, and without deflection.
sweep "$TCP" --vary deflection.mu_ms=1,2,5,10,20 --out "$OUT/fig6-tcp-mu"
sweep "$TCP" --vary deflection.sigma_ms=0,2,4,8,16 --out "$OUT/fig6-tcp-sigma"
sweep "$TCP" --set deflection.enabled=false --out "$OUT/fig6-tcp-no-deflection"
sweep "$UDP" --set deflection.enabled=false --out "$OUT/fig6-udp-no-deflection"
sweep "$UDP" --out "$OUT/fig6-udp-deflection"
# Fig. 7: UDP jitter vs μ and σ.
sweep "$UDP" --vary deflection.mu_ms=1,2,5,10,20 --out "$OUT/fig7-udp-mu"
sweep "$UDP" --vary deflection.sigma_ms=0,2,4,8,16 --out "$OUT/fig7-udp-sigma"
# Fig. 8: TCP and UDP vs the congestion factor p.
sweep "$TCP" --vary deflection.p=0,0.1,0.2,0.4,0.6,0.8,1 --out "$OUT/fig8-tcp-p"
sweep "$UDP" --vary deflection.p=0,0.1,0.2,0.4,0.6,0.8,1 --out "$OUT/fig8-udp-p"
echo "done: $OUT"
