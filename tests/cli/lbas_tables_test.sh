#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/reproduce-lbas-tables.sh renders the LB+AS Tables I–III page from kept rows (one per
# run): every cell at the chosen settings beside the paper's number, how many lie within 10%,
# and each of the paper's pairwise findings judged by the 95% CIs. The rows are hand-made so
# that each verdict occurs: reproduced, contradicted, not shown (overlapping intervals), not
# shown (one seed), not run; and so that rows at other settings are left out (a run without
# INET's recovery rules that made fast retransmits or timeouts) or taken (one that made
# neither: the rules never acted); and the cells far from the paper listed with the kept
# ablations that remove their gap, or none. The simulator is never called.
# Usage: lbas_tables_test.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

rows=$work/rows.csv
echo "commit,U_mbps,policy,rho,b_D,nic_queue_packets,max_window_packets,extra,seed,tcp_goodput_mbps,transfer_time_s,retransmits,fast_retransmits,timeouts,duplicate_segments,out_of_order_segments,events" >"$rows"
row() {  # policy rho b_D extra fast_retransmits seed goodput...
  local p=$1 rho=$2 bd=$3 extra=$4 fr=$5 seed=$6
  shift 6
  for g in "$@"; do
    echo "abc1234,100,$p,$rho,$bd,85334,0,$extra,$seed,$g,30,0,$fr,0,0,0,1000" >>"$rows"
    seed=$((seed + 1))
  done
}
inet="tcp.inflate_above_dupthresh=true;tcp.recover_follows_ack=true"
row e_jsq 0.5 2 $inet 5 1 89 90 91;  row rr 0.5 2 $inet 500 1 19 20 21   # reproduced
row e_jsq 0.8 2 $inet 5 1 9 10 11;   row rr 0.8 2 $inet 500 1 29 30 31   # contradicted
row e_jsq 0.5 3 $inet 5 1 30 50 70;  row rr 0.5 3 $inet 500 1 20 40 60   # overlapping
row e_jsq 0.8 3 $inet 5 1 50;        row rr 0.8 3 $inet 500 1 10         # one seed
row e_jsq 0.5 4 $inet 5 1 79 80 81;  row rr 0.5 4 $inet 500 1 19 20 21   # reproduced
row e_jsq 0.8 4 $inet 5 1 39 40 41                                       # RR not run:
row rr 0.8 4 "" 500 1 30 31 32       # its rows without INET's recovery rules are left out
row none 0.5 2 "" 0 1 84 85 86       # no fast retransmit: the same run under either rule
row ideal_jsq 0.8 3 $inet 0 1 80     # RR's run at b_D = 3 is an eighth of it (the paper's: 6.1 / 82.3)
row e_jsq 0.8 2 "" 5 1 56 57 58      # an ablation that removes e-JSQ's gap at ρ = 0.8, b_D = 2
# An ablation that changes nothing, run on two of RR's seeds: its wider two-seed interval holds
# the paper's 23.7, but so do the chosen settings' runs of those seeds, so it shows no cause.
row rr 0.5 2 "tcp.cwnd_wraps=true;$inet" 500 1 19 20
# An ablation on other seeds whose scattered runs hold RR's 33.1 at b_D = 4 only by a wide
# interval, its mean (20) inside the chosen settings' 20 ± 2.5: no cause shown either.
row rr 0.5 4 "core.iterations=1;$inet" 500 4 5 20 35
# Under RFC 6582's recover a run with a timeout may have skipped a fast retransmit that INET's
# rule would make: without INET's recover it is left out even with no fast retransmit.
echo "abc1234,100,none,0.5,3,85334,0,tcp.inflate_above_dupthresh=true,1,70,30,5,0,2,0,0,1000" >>"$rows"
U_LIST=100 ROWS="$rows" INTRO=/nonexistent OUT="$work/page.md" \
  bash "$src/scripts/reproduce-lbas-tables.sh" 2>"$work/err" || fail "script: $(cat "$work/err")"
page=$(cat "$work/page.md")
grep -qF '## Table II: U = 100 Mb/s' <<<"$page" || fail "no Table II heading"
# Paper, ρ = 0.5 then 0.8, b_D = 2, 3, 4: e-JSQ 90.1 90.2 86.6 | 57.4 48.7 40.6;
# RR 23.7 29.6 33.1 | 11.0 6.1 33.2. Three seeds ±1: half-width 4.303/√3 = 2.5.
grep -qF '| e-JSQ | 90.0 ± 2.5 (90.1) | 50.0 ± 49.7 (90.2) | 80.0 ± 2.5 (86.6) | 10.0 ± 2.5 (57.4) | 50.0 (48.7) | 40.0 ± 2.5 (40.6) |' <<<"$page" ||
  fail "e-JSQ row: $(grep 'e-JSQ |' <<<"$page")"
grep -qF '| RR | 20.0 ± 2.5 (23.7) | 40.0 ± 49.7 (29.6) | 20.0 ± 2.5 (33.1) | 30.0 ± 2.5 (11.0) | 10.0 (6.1) | — (33.2) |' <<<"$page" ||
  fail "RR row: $(grep 'RR |' <<<"$page")"
grep -qF '| not LB+AS | 85.0 ± 2.5 (81.6) | — (85.9) |' <<<"$page" ||
  fail "not LB+AS row: $(grep 'not LB+AS |' <<<"$page")"
grep -qF '| e-JSQ vs RR | >: **reproduced** | >: not shown | >: **reproduced** | >: *contradicted* | >: not shown | >: not run |' <<<"$page" ||
  fail "findings row: $(grep 'vs RR' <<<"$page")"
grep -qF 'Findings: 6; 2 reproduced, 3 not shown, 1 contradicted (and 6 where a cell is not run yet).' <<<"$page" ||
  fail "summary line: $(grep 'Findings:' <<<"$page")"
# Within 10%: not LB+AS 85/81.6, ideal JSQ 80/82.3, e-JSQ 90/90.1, 80/86.6, 50/48.7, 40/40.6. Inside the
# interval: e-JSQ 90.0 ± 2.5, 50.0 ± 49.7, 40.0 ± 2.5 and RR 40.0 ± 49.7.
grep -qF 'Of the 30 cells of this table, 13 are run; 6 of them lie within 10% of the paper' <<<"$page" ||
  fail "counts: $(grep 'cells of this table' <<<"$page")"
grep -qF '4 hold the paper' <<<"$page" || fail "inside the interval: $(grep -A1 'cells of this table' <<<"$page")"
# The gaps: cells more than 10% from the paper whose interval does not hold it (e-JSQ at
# ρ = 0.8, b_D = 2 with its ablation; RR at ρ = 0.5, b_D = 2 with one that shows nothing; RR at
# three more points, none kept), and the two that are
# further than 10% but hold it (e-JSQ and RR at ρ = 0.5, b_D = 3).
grep -qF '| 100 | 0.8 | 2 | e-JSQ | 10.0 ± 2.5 | 57.4 | tcp.inflate_above_dupthresh=false, tcp.recover_follows_ack=false | 57.0 ± 2.5 | 3 | **yes** |' <<<"$page" ||
  fail "e-JSQ gap row: $(grep '| 100 | 0.8 | 2 | e-JSQ' <<<"$page")"
grep -qF '| 100 | 0.5 | 2 | RR | 20.0 ± 2.5 | 23.7 | tcp.cwnd_wraps=true | 19.5 ± 6.4 | 2 | no |' <<<"$page" ||
  fail "RR gap row: $(grep '| 100 | 0.5 | 2 | RR' <<<"$page")"
grep -qF 'Cells run at the chosen settings: 13. Within 10% of the paper'"'"'s number: 6. Further, but holding it in their 95% interval (more seeds would tell): 2 — ' <<<"$page" ||
  fail "gap counts: $(grep 'Cells run at the chosen' <<<"$page")"
grep -qF 'Gaps: 5, 1 of them with an ablation that removes the gap (its cause shown), 4 without.' <<<"$page" ||
  fail "gap summary: $(grep 'Cells run at the chosen' <<<"$page")"
# The gaps without a shown cause against one run's spread (the paper's number is one run): RR at
# ρ = 0.5, b_D = 2 holds 23.7 in 20 ± 4.303 · 1 · √(4/3) = 15.0–25.0; at ρ = 0.8, b_D = 2 and
# ρ = 0.5, b_D = 4 it does not; at ρ = 0.8, b_D = 3 one seed gives no interval, and its run is
# 10 / 80 = 0.12 of ideal JSQ's of the same seed, the paper's 6.1 / 82.3 = 0.07.
grep -qF '| 100 | 0.5 | 2 | RR | 19.0–21.0 | 3 | 15.0–25.0 | 23.7 | yes |' <<<"$page" ||
  fail "one-run row: $(grep '| 100 | 0.5 | 2 | RR | 19' <<<"$page")"
grep -qF '| 100 | 0.8 | 3 | RR | 10.0 | 1 |  | 6.1 | one run: no interval | 0.12 | 0.07 |' <<<"$page" ||
  fail "one-seed row: $(grep '| 100 | 0.8 | 3 | RR | 10' <<<"$page")"
grep -qF "Gaps without a shown cause: 4; the paper's run inside one run's 95% interval of ours: 1; outside it: 2; one run of ours, no interval: 1." <<<"$page" ||
  fail "one-run summary: $(grep 'Gaps without a shown cause' <<<"$page")"
# The square-root law: RR's runs make 250 fast retransmits a connection in 30 s. At 20 Mb/s a
# connection delivers 20e6 · 30 / 8 / 1460 = 51 370 segments: p = 4.87 per 1000, and
# goodput · √p = 20 · √0.00487 = 1.395 (19 and 21 Mb/s: 1.36 and 1.43); the paper's 23.7 then
# needs (1.395 / 23.7)² = 3.464 per 1000. e-JSQ's 2.5 a connection are below the law's regime.
grep -qF '| 100 | 0.5 | 2 | RR | 3 | 4.63–5.12 | 1.36–1.43 | 23.7 | 3.464 |' <<<"$page" ||
  fail "square-root row: $(grep '| 100 | 0.5 | 2 | RR | 3 | ' <<<"$page")"
grep -qF '| 100 | 0.8 | 3 | RR | 1 | 9.73 | 0.99 | 6.1 | 26.158 |' <<<"$page" ||
  fail "square-root one-seed row: $(grep '| 100 | 0.8 | 3 | RR | 1 | ' <<<"$page")"
sed -n '/^### What sets/,$p' <<<"$page" | grep -qF '| e-JSQ |' && fail "e-JSQ below 20 fast retransmits a connection in the square-root table"
grep -qF 'Cells: 5. Goodput · √p at ρ = 0.5, 1.36–2.42 Mb/s over 9 runs; at ρ = 0.8, 0.99–1.74 Mb/s over 4 runs.' <<<"$page" ||
  fail "square-root summary: $(grep '^Cells: ' <<<"$page")"
echo "ok: every verdict as the CIs say, every gap beside its ablations, the square-root law's table"
