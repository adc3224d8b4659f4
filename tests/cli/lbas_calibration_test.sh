#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The LB+AS calibration and tables pages are made from kept rows alone: a small rows file rebuilds the page
# byte for byte (tests/cli/data), `lbas_calibration.py keep` turns a plan directory's finished
# runs into rows (settings read from each run's scenario.json, changed TCP, fabric and background
# settings and a shortened run named), and a
# missing input is refused with exit status 2.
# Usage: lbas_calibration_test.sh SOURCE_DIR
set -euo pipefail
src=$1
data=$src/tests/cli/data
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

ROWS=$data/lbas-calibration-rows.csv INTRO=$data/lbas-calibration-intro.md OUT=$work/page.md \
  "$src/scripts/reproduce-lbas-calibration.sh" 2>/dev/null
cmp "$work/page.md" "$data/lbas-calibration-expected.md" ||
  { diff -u "$data/lbas-calibration-expected.md" "$work/page.md" >&2 || true; fail "page differs"; }

# The tables page, from kept rows alone: only the rows at the chosen settings count (a row
# without INET's inflation counts only when it has no fast retransmit), byte for byte.
ROWS=$data/lbas-tables-rows.csv INTRO=$data/lbas-tables-intro.md U_LIST="10 100" \
  OUT=$work/tables/page.md bash -c 'mkdir -p "$(dirname "$OUT")" && "$0"' \
  "$src/scripts/reproduce-lbas-tables.sh" 2>/dev/null
cmp "$work/tables/page.md" "$data/lbas-tables-expected.md" ||
  { diff -u "$data/lbas-tables-expected.md" "$work/tables/page.md" >&2 || true; fail "tables page differs"; }
[[ -s $work/tables/figures/lbas-tables-U100.svg ]] || fail "tables page: no figure for U = 100"
set +e
ROWS=$work/none.csv OUT=$work/tables/bad.md "$src/scripts/reproduce-lbas-tables.sh" 2>"$work/err"
rc=$?
set -e
[[ $rc -eq 2 && $(wc -l <"$work/err") -eq 1 ]] || fail "tables, missing rows: exit $rc: $(cat "$work/err")"
[[ ! -e $work/tables/bad.md ]] || fail "a tables page was written from a missing rows file"

# keep: two finished runs and one unfinished in a plan directory.
for i in 0000 0001 0002; do mkdir -p "$work/plan/runs/$i"; done
scenario() {  # policy seed min_rto
  cat <<JSON
{"model": "lbas", "core": {"policy": "$1"}, "sim": {"seed": $2},
 "topology": {"U_mbps": 100, "b_D": 2, "tcp_nic_queue_packets": 85334},
 "traffic": {"rho": 0.5},
 "tcp": {"max_window_packets": 0, "min_rto_ms": $3, "initial_rto_ms": 1000.0,
         "dupack_threshold": 3, "initial_ssthresh": 65535, "variant": "newreno"}}
JSON
}
scenario rr 1 200.0 >"$work/plan/runs/0000/scenario.json"
scenario rr 2 1000.0 >"$work/plan/runs/0001/scenario.json"
scenario rr 3 200.0 >"$work/plan/runs/0002/scenario.json"
for i in 0000 0001; do
  printf 'tcp_goodput_mbps,transfer_time_s,retransmits,fast_retransmits,timeouts,duplicate_segments,out_of_order_segments,events\n4%s.5,50,10,1,0,9,100,1000\n' "${i: -1}" \
    >"$work/plan/runs/$i/summary.csv"
done
python3 "$src/scripts/lbas_calibration.py" keep "$work/rows.csv" deadbee "$work/plan" 2>/dev/null
[[ $(wc -l <"$work/rows.csv") -eq 3 ]] || fail "keep: expected a header and 2 rows, got $(cat "$work/rows.csv")"
grep -qx 'deadbee,100,rr,0.5,2,85334,0,,1,40.5,50,10,1,0,9,100,1000' "$work/rows.csv" ||
  fail "keep: seed 1's row is wrong: $(cat "$work/rows.csv")"
grep -q '^deadbee,100,rr,0.5,2,85334,0,tcp.min_rto_ms=1000.0,2,41.5,' "$work/rows.csv" ||
  fail "keep: a changed TCP timer is not named in the row: $(cat "$work/rows.csv")"
# Kept again: rows are replaced, not doubled.
python3 "$src/scripts/lbas_calibration.py" keep "$work/rows.csv" deadbee "$work/plan" 2>/dev/null
[[ $(wc -l <"$work/rows.csv") -eq 3 ]] || fail "keep twice: rows doubled"

# A NewReno ablation switch is named as the scenario spells it (true, not Python's True).
mkdir -p "$work/plan2/runs/0000"
scenario rr 1 200.0 | sed 's/"variant": "newreno"/"variant": "newreno", "ssthresh_from_cwnd": true/' \
  >"$work/plan2/runs/0000/scenario.json"
cp "$work/plan/runs/0000/summary.csv" "$work/plan2/runs/0000/"
python3 "$src/scripts/lbas_calibration.py" keep "$work/rows.csv" deadbee "$work/plan2" 2>/dev/null
grep -q '^deadbee,100,rr,0.5,2,85334,0,tcp.ssthresh_from_cwnd=true,1,40.5,' "$work/rows.csv" ||
  fail "keep: an ablation switch is not named in the row: $(cat "$work/rows.csv")"

# keep_pair NAME EDIT1 EDIT2: a plan NAME of seed 1's and seed 2's runs, their scenarios edited
# by the sed scripts EDIT1 and EDIT2, kept into NAME.csv.
keep_pair() {
  local seed
  for seed in 1 2; do
    mkdir -p "$work/$1/runs/000$seed"
    scenario rr "$seed" 200.0 | sed "${@:1+seed:1}" >"$work/$1/runs/000$seed/scenario.json"
    cp "$work/plan/runs/0000/summary.csv" "$work/$1/runs/000$seed/"
  done
  python3 "$src/scripts/lbas_calibration.py" keep "$work/$1.csv" deadbee "$work/$1" 2>/dev/null
}

# A fabric ablation (the core routers' speedup) is named too, before the TCP settings, and the
# paper's speedup 4 is not.
keep_pair plan3 's/"core": {"policy": "rr"}/"core": {"policy": "rr", "speedup": 64, "iterations": 4}/' \
  's/"core": {"policy": "rr"}/"core": {"policy": "rr", "speedup": 4, "iterations": 4}/'
grep -q '^deadbee,100,rr,0.5,2,85334,0,core.speedup=64,1,40.5,' "$work/plan3.csv" ||
  fail "keep: a fabric ablation is not named in the row: $(cat "$work/plan3.csv")"
grep -q '^deadbee,100,rr,0.5,2,85334,0,,2,40.5,' "$work/plan3.csv" ||
  fail "keep: the paper's speedup is named as an ablation: $(cat "$work/plan3.csv")"

# The background's ON-OFF peak and a run cut short are named too (settings in name order), so
# neither stands for the cell's whole transfer at the chosen settings; the line-rate peak (0)
# and the scenario's 600 s are not.
keep_pair plan4 's/"traffic": {"rho": 0.5}/"traffic": {"rho": 0.5, "on_peak_gbps": 0.025}/; s/"sim": {"seed": 1}/"sim": {"seed": 1, "duration_s": 10}/' \
  's/"traffic": {"rho": 0.5}/"traffic": {"rho": 0.5, "on_peak_gbps": 0.0}/; s/"sim": {"seed": 2}/"sim": {"seed": 2, "duration_s": 600}/'
grep -q '^deadbee,100,rr,0.5,2,85334,0,sim.duration_s=10;traffic.on_peak_gbps=0.025,1,40.5,' "$work/plan4.csv" ||
  fail "keep: a background ablation or a short run is not named in the row: $(cat "$work/plan4.csv")"
grep -q '^deadbee,100,rr,0.5,2,85334,0,,2,40.5,' "$work/plan4.csv" ||
  fail "keep: the line-rate peak or the full run is named as an ablation: $(cat "$work/plan4.csv")"

# Bad input: exit 2, one line, no page written.
set +e
ROWS=$work/none.csv OUT=$work/bad.md "$src/scripts/reproduce-lbas-calibration.sh" 2>"$work/err"
rc=$?
set -e
[[ $rc -eq 2 ]] || fail "missing rows file: exit $rc, expected 2"
[[ $(wc -l <"$work/err") -eq 1 ]] && grep -q 'none.csv' "$work/err" || fail "error: $(cat "$work/err")"
[[ ! -e $work/bad.md ]] || fail "a page was written from a missing rows file"
echo "lbas calibration page: ok"
