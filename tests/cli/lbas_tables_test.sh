#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/reproduce-lbas-tables.sh renders the LB+AS Tables I–III page from the sweeps'
# sweep.csv: every cell beside the paper's number, and each of the paper's pairwise findings
# judged by the 95% CIs. Here the sweep of U = 100 Mb/s is a hand-made sweep.csv (reused as the
# script reuses a finished sweep; the simulator is never called), built so that each verdict
# occurs once: reproduced, contradicted, not shown (overlapping intervals), not shown (one seed),
# not run (a part that ran one architecture of a column).
# Usage: lbas_tables_test.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

mkdir -p "$work/runs/U100"
cat >"$work/runs/U100/sweep.csv" <<'CSV'
core.policy,traffic.rho,topology.b_D,seeds,sim_time_s,sim_time_s_ci95,tcp_goodput_mbps,tcp_goodput_mbps_ci95
e_jsq,0.5,2,3,30,1,90,2
e_jsq,0.8,2,3,30,1,10,1
e_jsq,0.5,3,3,30,1,50,20
e_jsq,0.8,3,1,30,,50,
rr,0.5,2,3,30,1,20,2
rr,0.8,2,3,30,1,30,1
rr,0.5,3,3,30,1,40,20
rr,0.8,3,1,30,,10,
CSV
# A part run as a plan directory that set b_D = 4 rather than varying it (no column for it: the
# value comes from its scenario.json), and an unfinished part, which is left out.
mkdir -p "$work/runs/U100-bD4" "$work/runs/U100-unfinished"
cat >"$work/runs/U100-bD4/sweep.csv" <<'CSV'
core.policy,traffic.rho,seeds,sim_time_s,sim_time_s_ci95,tcp_goodput_mbps,tcp_goodput_mbps_ci95
e_jsq,0.5,3,30,1,80,3
rr,0.5,3,30,1,20,3
CSV
echo '{"core": {"policy": "e_jsq"}, "traffic": {"rho": 0.5}, "topology": {"b_D": 4}}' \
  >"$work/runs/U100-bD4/scenario.json"
echo '{}' >"$work/runs/U100-unfinished/plan.json"
# A part with one architecture of a column (the others not run yet): its cell joins the table,
# and what was run says which architectures that column has.
mkdir -p "$work/runs/U100-rho0.8-bD4-a"
cat >"$work/runs/U100-rho0.8-bD4-a/sweep.csv" <<'CSV'
core.policy,seeds,sim_time_s,sim_time_s_ci95,tcp_goodput_mbps,tcp_goodput_mbps_ci95
e_jsq,3,30,1,40,3
CSV
echo '{"core": {"policy": "e_jsq"}, "traffic": {"rho": 0.8}, "topology": {"b_D": 4}}' \
  >"$work/runs/U100-rho0.8-bD4-a/scenario.json"
CLI=/bin/false U_LIST=100 POLICIES=e_jsq,rr BDS=2,3 RUNS="$work/runs" OUT="$work/page.md" \
  bash "$src/scripts/reproduce-lbas-tables.sh" 2>"$work/err" || fail "script: $(cat "$work/err")"
page=$(cat "$work/page.md")
grep -qF '## Table II: U = 100 Mb/s' <<<"$page" || fail "no Table II heading"
# Paper: e-JSQ 90.1 and RR 23.7 at ρ = 0.5, b_D = 2; 57.4 and 11.0 at ρ = 0.8, b_D = 2.
grep -qF '| e-JSQ | 90.0 ± 2.0 (90.1) | 10.0 ± 1.0 (57.4) | 50.0 ± 20.0 (90.2) | 50.0 (48.7) | 80.0 ± 3.0 (86.6) | 40.0 ± 3.0 (40.6) |' <<<"$page" ||
  fail "e-JSQ row: $(grep 'e-JSQ |' <<<"$page")"
grep -qF '| RR | 20.0 ± 2.0 (23.7) | 30.0 ± 1.0 (11.0) | 40.0 ± 20.0 (29.6) | 10.0 (6.1) | 20.0 ± 3.0 (33.1) | — (33.2) |' <<<"$page" ||
  fail "RR row: $(grep 'RR |' <<<"$page")"
grep -qF '| e-JSQ vs RR | >: **reproduced** | >: *contradicted* | >: not shown | >: not shown | >: **reproduced** | >: not run |' <<<"$page" ||
  fail "findings row: $(grep 'vs RR' <<<"$page")"
grep -qF 'Findings: 5; 2 reproduced, 2 not shown, 1 contradicted (and 1 where a cell is not run yet).' <<<"$page" ||
  fail "summary line: $(grep 'Findings:' <<<"$page")"
grep -qF -- '- U = 100 Mb/s, 1 or 3 seeds per point: ρ = 0.5, b_D ∈ {2, 3, 4}: e-JSQ, RR; ρ = 0.8, b_D ∈ {2, 3}: e-JSQ, RR; ρ = 0.8, b_D ∈ {4}: e-JSQ' <<<"$page" ||
  fail "what was run: $(grep -- '- U = 100' <<<"$page")"
grep -qF 'U100-unfinished is not finished' "$work/err" || fail "no word of the unfinished part: $(cat "$work/err")"
echo "ok: every verdict as the CIs say"
