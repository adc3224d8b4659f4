#!/usr/bin/env bash
# Reproduces Minakhmetov, Ware & Iannone's Figs. 4 and 5 (throughput vs request rate for SAW,
# SAWL, SACK and mSACK on all-optical, hybrid and electronic fat-trees, 10 m and 100 m links),
# the initial-RTO-of-1-s test of §V and the cwnd traces of Fig. 2, at the classroom scale of
# assets/scenarios/dc-hybrid-classroom.json (files /100, 10 ms simulated; see
# docs/results/dc-hybrid.md), SEEDS seeds per point. Results go to runs/dc-hybrid/*/;
# scripts/sweep_table.py turns each sweep.csv into a table. About 10 minutes on 2 free cores.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
OUT="${OUT:-$ROOT/runs/dc-hybrid}"
SEEDS="${SEEDS:-3}"
SCN="$ROOT/assets/scenarios/dc-hybrid-classroom.json"
RATES4="${RATES4:-1e3,1e4,1e5,1e6,1e7}"  # Fig. 4 (10 m)
RATES5="${RATES5:-1e3,1e4,1e5,1e6}"      # Fig. 5 (100 m)
LOADED="${LOADED:-1e5,1e6}"              # the side studies: under load

sweep() { "$CLI" sweep "$SCN" "$@" --seeds "$SEEDS" >/dev/null; }

# Figs. 4 (10 m) and 5 (100 m), panels a–d: all-optical (n_e = 0) and hybrid switches, and
# electronic switches with an initial RTO of 1 ms and 1 s.
for len in 10 100; do
  if [[ $len == 10 ]]; then fig=4 rates=$RATES4; else fig=5 rates=$RATES5; fi
  for v in saw sawl sack msack; do
    sweep --set topology.link_m=$len --set tcp.variant=$v --set switch.type=hybrid \
      --vary switch.n_e=0,2,5,8 --vary traffic.request_rate_per_s=$rates \
      --out "$OUT/fig$fig-$v-hybrid"
    sweep --set topology.link_m=$len --set tcp.variant=$v --set switch.type=electronic \
      --vary tcp.initial_rto_ms=1,1000 --vary traffic.request_rate_per_s=$rates \
      --out "$OUT/fig$fig-$v-electronic"
  done
done

# §V, last paragraphs: an initial RTO of 1 s on all-optical and hybrid switches (10 m).
for v in saw sack; do
  sweep --set tcp.variant=$v --set switch.type=hybrid --set tcp.initial_rto_ms=1000 \
    --vary switch.n_e=0,2,8 --vary traffic.request_rate_per_s=$LOADED \
    --out "$OUT/rto1s-$v-hybrid"
done

# SAW with the engine's other RTT sampling (every ACK timed against the latest transmission),
# for comparison with Karn's rule used everywhere above (tcp.saw_karn; see the results page).
sweep --set tcp.variant=saw --set tcp.saw_karn=false --set switch.type=hybrid \
  --vary switch.n_e=0,2,8 --vary traffic.request_rate_per_s=1e4,$LOADED \
  --out "$OUT/saw-latest-sample"

# Fig. 2: cwnd of one long transfer (the first one of at least 1 MB requested after the
# warm-up) under SACK and mSACK, 100 m links, n_e = 5, sampled every 10 µs.
for v in sack msack; do
  "$CLI" run "$SCN" --set tcp.variant=$v --set topology.link_m=100 --set switch.n_e=5 \
    --set sim.sample_interval_ms=0.01 --set traffic.request_rate_per_s=1e5 \
    --out "$OUT/fig2-$v" >/dev/null
  python3 - "$OUT/fig2-$v/timeseries.csv" "Fig. 2 ($v)" >"$OUT/fig2-$v/cwnd.txt" <<'PY'
import csv, sys
path, title = sys.argv[1], sys.argv[2]
W, H = 72, 14
rows = list(csv.DictReader(open(path)))
def series(name):
    return [(float(r['time_s']), float(r['value'])) for r in rows
            if r['series'] == name and r['key'] == 'trace0' and r['value'] not in ('', 'nan')]
cw, ss = series('cwnd'), dict(series('ssthresh'))
flow = next((int(float(v)) for _, v in series('flow')), None)
if not cw:
    sys.exit('no trace')
t0, t1 = cw[0][0], cw[-1][0]
top = max(v for _, v in cw)
grid = [[' '] * W for _ in range(H)]
for t, v in cw:
    x = min(W - 1, int((t - t0) / (t1 - t0 + 1e-12) * W))
    if t in ss:
        y = min(H - 1, int(ss[t] / top * (H - 1) + 0.5))
        if grid[H - 1 - y][x] == ' ':
            grid[H - 1 - y][x] = '-'
    y = min(H - 1, int(v / top * (H - 1) + 0.5))
    grid[H - 1 - y][x] = '*'
dt = (cw[1][0] - cw[0][0]) * 1e6 if len(cw) > 1 else 0
print(f'{title}: cwnd (*) and ssthresh (-) in segments of flow {flow}, sampled every {dt:.0f} µs')
for i, line in enumerate(grid):
    label = f'{top * (H - 1 - i) / (H - 1):6.0f}' if i % 3 == 0 or i == H - 1 else '      '
    print(f'{label} |' + ''.join(line))
print('       +' + '-' * W)
print(f'        {t0 * 1e3:.2f} ms' + ' ' * (W - 18) + f'{t1 * 1e3:.2f} ms')
# Phases: count drops to one segment (timeouts) and halvings (fast recovery / mSACK timeouts).
drops_to_one = sum(1 for (a, b) in zip(cw, cw[1:]) if b[1] <= 1.0 < a[1])
halvings = sum(1 for (a, b) in zip(cw, cw[1:]) if 1.0 < b[1] < a[1])
print(f'        samples: {len(cw)}; falls to 1 segment: {drops_to_one}; other decreases: {halvings}')
PY
done
# Figs. 4 and 5 as one table per panel: request rate × switch type (throughput, Gb/s).
python3 - "$OUT" >"$OUT/tables.md" <<'PY'
import csv, sys
def load(p): return list(csv.DictReader(open(p)))
def cell(r, m='throughput_gbps'):
    v, c = float(r[m]), r.get(m + '_ci95', '')
    d = 0 if abs(v) >= 100 else 1
    return f"{v:.{d}f} ± {float(c):.{d}f}" if c else f"{v:.{d}f}"
def panel(fig, v, metric='throughput_gbps'):
    h = load(f'fig{fig}-{v}-hybrid/sweep.csv'); e = load(f'fig{fig}-{v}-electronic/sweep.csv')
    rates = sorted({float(r['traffic.request_rate_per_s']) for r in h})
    out = ['| requests/s | all-optical (n_e=0) | hybrid n_e=2 | n_e=5 | n_e=8 | electronic, RTO 1 ms | electronic, RTO 1 s |',
           '|---|---|---|---|---|---|---|']
    for rate in rates:
        cells = [cell(r, metric) for ne in '0258' for r in h if r['switch.n_e'] == ne and float(r['traffic.request_rate_per_s']) == rate]
        cells += [cell(r, metric) for rto in ('1', '1000') for r in e if r['tcp.initial_rto_ms'] == rto and float(r['traffic.request_rate_per_s']) == rate]
        out.append(f'| 10^{len(str(int(rate)))-1} | ' + ' | '.join(cells) + ' |')
    return '\n'.join(out)
import os
os.chdir(sys.argv[1])
for fig, length in (('4', '10 m'), ('5', '100 m')):
    for v in ('saw', 'sawl', 'sack', 'msack'):
        print(f'### Fig. {fig}, {length}, {v}: throughput_gbps (mean ± 95% CI)\n')
        print(panel(fig, v) + '\n')
PY
echo "done: $OUT"
