#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Tables I–III of Izquierdo-Zaragoza & Pavon-Marino (LB+AS): average TCP goodput of the five
# architectures (not LB+AS, ideal JSQ, e-JSQ, RR, JSVOQ) for ρ ∈ {0.5, 0.8} and b_D ∈ {2, 3, 4},
# one sweep per access rate U ∈ {10, 100, 1000} Mb/s at the paper's scale
# (assets/scenarios/lbas.json: a run ends when the sink has its 10 / 250 / 500 MB file).
# Writes a Markdown page: per access rate a figure (scripts/lbas_tables_figure.py: our points
# with their CIs, the paper's numbers as diamonds), our mean ± 95% CI beside the paper's
# number in every cell, then the paper's pairwise findings cell by cell with verdicts that
# follow the CIs (reproduced only when the intervals separate in the paper's direction; one
# seed gives no interval, so "not shown").
#
# The paper scale costs about 15 CPU-hours per seed for the three tables (docs/performance.md,
# "lbas", says how that was estimated): run it on a cluster with
# SLURM="--slurm --partition NAME", or a part of it with the variables below.
#
# Environment (defaults in brackets):
#   CLI [build/bin/opslab-cli]  SEEDS [10]  JOBS [2]  OUT [docs/results/lbas-tables.md]
#   RUNS [runs/lbas-tables]: one sweep directory per U; an existing sweep.csv there is reused,
#     and plan directories RUNS/U<U>-<part> (`sweep ... --plan`) add their cells once finished
#   U_LIST ["10 100 1000"]  POLICIES [none,ideal_jsq,e_jsq,rr,jsvoq]  RHOS [0.5,0.8]  BDS [2,3,4]
#   SET: more key=value overrides for every run, space-separated (e.g. a smaller file for a test)
#   SLURM: arguments that send each sweep to SLURM (`--slurm --partition ...`)
#   INTRO [docs/results/lbas-tables.intro.md]: Markdown printed after the page's header
#   OPSLAB_PYTHON [/usr/bin/python3]: the interpreter with python3-matplotlib, for the figures
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="${CLI:-$ROOT/build/bin/opslab-cli}"
SEEDS="${SEEDS:-10}"
JOBS="${JOBS:-2}"
OUT="${OUT:-$ROOT/docs/results/lbas-tables.md}"
RUNS="${RUNS:-$ROOT/runs/lbas-tables}"
U_LIST="${U_LIST:-10 100 1000}"
POLICIES="${POLICIES:-none,ideal_jsq,e_jsq,rr,jsvoq}"
RHOS="${RHOS:-0.5,0.8}"
BDS="${BDS:-2,3,4}"
set_args=()
for kv in ${SET:-}; do set_args+=(--set "$kv"); done
read -r -a slurm_args <<<"${SLURM:-}"
INTRO="${INTRO:-$ROOT/docs/results/lbas-tables.intro.md}"
# The interpreter python3-matplotlib installs into, as opslab-cli's figures (OPSLAB_PYTHON).
PYTHON="${OPSLAB_PYTHON:-$( [[ -x /usr/bin/python3 ]] && echo /usr/bin/python3 || echo python3)}"

# The paper's Tables I–III: U policy ρ b_D goodput (Mb/s), one line per cell, from
# docs/results/data/lbas-paper-tables.txt (one line per U and architecture).
paper() {
  local u p
  grep -v '^#' "$ROOT/docs/results/data/lbas-paper-tables.txt" |
    while read -r u p v1 v2 v3 v4 v5 v6; do
      echo "$u $p 0.5 2 $v1"; echo "$u $p 0.5 3 $v2"; echo "$u $p 0.5 4 $v3"
      echo "$u $p 0.8 2 $v4"; echo "$u $p 0.8 3 $v5"; echo "$u $p 0.8 4 $v6"
    done
}

cd "$ROOT"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
paper >"$tmp/paper.txt"

# A table's runs: the sweep in $RUNS/U<U>, and the plan directories $RUNS/U<U>-* (a part of the
# table run one run at a time, `opslab-cli sweep ... --plan`; a plan directory is the per-run
# cache: a finished run stays, an interrupted one is run again), each collected once all its
# runs are done. Parts that cover other (ρ, b_D) cells add columns to the table.
merged() {  # merged U: every collected part's sweep.csv as one table
  "$PYTHON" - "$RUNS/U$1" "$RUNS/U$1"-* <<'PY'
import csv, json, os, sys
# A part that set a key (--set) instead of varying it has no column for it: its value comes
# from the part's scenario.json, so that every row names its policy, load and b_D.
keys = ["core.policy", "traffic.rho", "topology.b_D"]
header, rows = None, []
for part in sys.argv[1:]:
    path = os.path.join(part, "sweep.csv")
    if not os.path.isfile(path):
        continue
    scenario = None
    for row in csv.DictReader(open(path)):
        for k in keys:
            if k not in row:
                if scenario is None:
                    scenario = json.load(open(os.path.join(part, "scenario.json")))
                section, name = k.split(".")
                row[k] = str(scenario[section][name])
        rows.append(row)
        if header is None:
            header = keys + [c for c in row if c not in keys]
if header:
    w = csv.DictWriter(sys.stdout, fieldnames=header, extrasaction="ignore", lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
PY
}
for u in $U_LIST; do
  for plan in "$RUNS/U$u"-*/plan.json; do
    [[ -f $plan ]] || continue
    part="$(dirname "$plan")"
    [[ -f $part/sweep.csv ]] || "$CLI" sweep --collect "$part" >&2 ||
      echo "reproduce-lbas-tables: $part is not finished; its cells are left out" >&2
  done
  dir="$RUNS/U$u"
  if [[ ! -f $dir/sweep.csv ]] && ! compgen -G "$RUNS/U$u-*/plan.json" >/dev/null; then
    rm -rf "$dir"
    nice "$CLI" sweep assets/scenarios/lbas.json --set "topology.U_mbps=$u" "${set_args[@]}" \
      --vary "core.policy=$POLICIES" --vary "traffic.rho=$RHOS" --vary "topology.b_D=$BDS" \
      --seeds "$SEEDS" --jobs "$JOBS" --out "$dir" "${slurm_args[@]}" >&2
  fi
done

{
  echo "# Izquierdo-Zaragoza & Pavon-Marino (LB+AS): Tables I–III, TCP goodput"
  echo
  echo "<!-- Generated by scripts/reproduce-lbas-tables.sh — do not edit; regenerate. -->"
  echo
  echo "Average TCP goodput (Mb/s) of the model \`lbas\`, mean ± 95% CI (Student t) over the seeds,"
  echo "beside the paper's number in brackets. Every run: \`assets/scenarios/lbas.json\` with"
  echo "\`topology.U_mbps\`, \`core.policy\`, \`traffic.rho\`, \`topology.b_D\` set${SET:+, and also \`$SET\`}."
  echo
  echo "Run for this page (the cells of each table below come from its runs):"
  echo
  for u in $U_LIST; do
    merged "$u" >"$tmp/U$u.csv"
    if [[ ! -s $tmp/U$u.csv ]]; then
      echo "- U = $u Mb/s: no finished runs yet"
      continue
    fi
    "$PYTHON" - "$u" "$tmp/U$u.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[2])))
# Per load, the b_D values that have the same architectures run (a column may be partly run).
order = ["none", "ideal_jsq", "e_jsq", "rr", "jsvoq"]
label = {"none": "not LB+AS", "ideal_jsq": "ideal JSQ", "e_jsq": "e-JSQ", "rr": "RR",
         "jsvoq": "JSVOQ"}
cells = {}
for r in rows:
    cells.setdefault((float(r["traffic.rho"]), float(r["topology.b_D"])), set()).add(r["core.policy"])
parts = []
for rho in sorted({k[0] for k in cells}):
    groups = {}
    for (r, b), policies in sorted(cells.items()):
        if r == rho:
            groups.setdefault(tuple(sorted(policies, key=order.index)), []).append(b)
    for policies, bds in sorted(groups.items(), key=lambda g: g[1]):
        names = ("all five architectures" if len(policies) == len(order)
                 else ", ".join(label[p] for p in policies))
        parts.append(f"ρ = {rho:g}, b_D ∈ {{{', '.join(f'{b:g}' for b in bds)}}}: {names}")
seeds = " or ".join(str(v) for v in sorted({int(r["seeds"]) for r in rows}))
print(f"- U = {sys.argv[1]} Mb/s, {seeds} seeds per point: " + "; ".join(parts))
PY
  done
  echo
  echo "The paper's tables have all of U ∈ {10, 100, 1000}, the five architectures, ρ ∈ {0.5, 0.8} and"
  echo "b_D ∈ {2, 3, 4}; at ≈ 15 CPU-hours per seed for all of them (\`docs/performance.md\`, \"lbas\"),"
  echo "the rest is not run yet. A part of a table runs as a plan directory \`RUNS/U<U>-<part>\`"
  echo "(\`opslab-cli sweep assets/scenarios/lbas.json --set topology.U_mbps=<U> --vary ... --seeds N"
  echo "--plan DIR\`, its runs on SLURM or here with \`scripts/run-plan.sh DIR JOBS\`); this script"
  echo "collects each finished part."
  echo
  if [[ -f $INTRO ]]; then
    cat "$INTRO"
    echo
  fi
  figures="$(dirname "$OUT")/figures"
  for u in $U_LIST; do
    [[ -s $tmp/U$u.csv ]] || continue
    # The figure first (python3-matplotlib, scripts/plot_sweep.py), then the table it shows.
    "$PYTHON" scripts/lbas_tables_figure.py "$tmp/U$u.csv" "$tmp/paper.txt" "$u" "$figures" >&2
    echo "![TCP goodput of the five architectures at U = $u Mb/s, the paper's values as hollow diamonds](figures/lbas-tables-U$u.svg)"
    echo
    echo "([PNG](figures/lbas-tables-U$u.png) for slides)"
    echo
    awk -v U="$u" -v PAPER="$tmp/paper.txt" -f - "$tmp/U$u.csv" <<'AWK'
function label(p) {
  return p == "none" ? "not LB+AS" : p == "ideal_jsq" ? "ideal JSQ" : p == "e_jsq" ? "e-JSQ" : \
         p == "rr" ? "RR" : p == "jsvoq" ? "JSVOQ" : p
}
function num(x) { return x + 0 }
function fmt(m, ref) { return sprintf(ref < 10 ? "%.2f" : "%.1f", m) }
# Splits one CSV line into f[] (quoted fields may hold commas).
function split_csv(line, f,    n, i, c, q, cur) {
  n = 0; cur = ""; q = 0
  for (i = 1; i <= length(line); i++) {
    c = substr(line, i, 1)
    if (c == "\"") { q = !q; continue }
    if (c == "," && !q) { f[++n] = cur; cur = ""; continue }
    cur = cur c
  }
  f[++n] = cur
  return n
}
BEGIN {
  while ((getline line < PAPER) > 0) {
    split(line, pr, " ")
    if (pr[1] == U) paperv[pr[2] SUBSEP num(pr[3]) SUBSEP num(pr[4])] = pr[5]
  }
}
NR == 1 {
  n = split_csv($0, h)
  for (i = 1; i <= n; i++) col[h[i]] = i
  next
}
{
  split_csv($0, f)
  p = f[col["core.policy"]]; r = num(f[col["traffic.rho"]]); b = num(f[col["topology.b_D"]])
  k = p SUBSEP r SUBSEP b
  mean[k] = f[col["tcp_goodput_mbps"]]; ci[k] = f[col["tcp_goodput_mbps_ci95"]]
  seeds[k] = num(f[col["seeds"]])
  if (!(p in seen)) { seen[p] = 1; pol[++np] = p }
  if (!((r SUBSEP b) in cseen)) { cseen[r SUBSEP b] = 1; cr[++nc] = r; cb[nc] = b }
}
END {
  title = U == 10 ? "Table I" : U == 100 ? "Table II" : U == 1000 ? "Table III" : "Access rate"
  printf "## %s: U = %s Mb/s\n\n", title, U
  line = "| architecture |"; sep = "|---|"
  for (c = 1; c <= nc; c++) { line = line sprintf(" ρ = %g, b_D = %d |", cr[c], cb[c]); sep = sep "---|" }
  print line; print sep
  for (i = 1; i <= np; i++) {
    p = pol[i]; line = "| " label(p) " |"
    for (c = 1; c <= nc; c++) {
      k = p SUBSEP cr[c] SUBSEP cb[c]
      cell = mean[k] == "" ? "—" : fmt(mean[k], mean[k]) (seeds[k] > 1 && ci[k] != "" ? " ± " fmt(ci[k], mean[k]) : "")
      pk = p SUBSEP cr[c] SUBSEP cb[c]
      if (pk in paperv) cell = cell " (" paperv[pk] ")"
      line = line " " cell " |"
    }
    print line
  }
  # The paper's findings, cell by cell: where its two numbers differ by more than 10% of the
  # larger, it says which architecture has the higher goodput.
  npairs = split("e_jsq:rr e_jsq:jsvoq ideal_jsq:none ideal_jsq:e_jsq", pairs, " ")
  print ""
  print "Findings (the paper's direction where its numbers differ by more than 10%; **reproduced** when the 95% CIs separate that way, *contradicted* when they separate the other way, not shown when they overlap or a point has one seed; not run when a cell is missing; · where the paper shows no difference):"
  print ""
  line = "| paper says |"; sep = "|---|"
  for (c = 1; c <= nc; c++) { line = line sprintf(" ρ = %g, b_D = %d |", cr[c], cb[c]); sep = sep "---|" }
  print line; print sep
  for (j = 1; j <= npairs; j++) {
    split(pairs[j], ab, ":"); a = ab[1]; b = ab[2]
    if (!(a in seen) || !(b in seen)) continue
    line = "| " label(a) " vs " label(b) " |"
    for (c = 1; c <= nc; c++) {
      ka = a SUBSEP cr[c] SUBSEP cb[c]; kb = b SUBSEP cr[c] SUBSEP cb[c]
      if (!(ka in paperv) || !(kb in paperv)) { line = line " · |"; continue }
      pa = paperv[ka]; pb = paperv[kb]; big = pa > pb ? pa : pb
      if (big == 0 || (pa - pb) / big <= 0.1 && (pb - pa) / big <= 0.1) { line = line " · |"; continue }
      dir = pa > pb ? 1 : -1
      word = dir > 0 ? ">" : "<"
      if (mean[ka] == "" || mean[kb] == "") {
        line = line " " word ": not run |"; ++notrun; continue
      }
      if (seeds[ka] < 2 || seeds[kb] < 2) {
        v = "not shown"; ++notshown
      } else {
        loa = mean[ka] - ci[ka]; hia = mean[ka] + ci[ka]; lob = mean[kb] - ci[kb]; hib = mean[kb] + ci[kb]
        if (dir > 0 ? loa > hib : hia < lob) { v = "**reproduced**"; ++repr }
        else if (dir > 0 ? hia < lob : loa > hib) { v = "*contradicted*"; ++contra }
        else { v = "not shown"; ++notshown }
      }
      line = line " " word ": " v " |"
    }
    print line
  }
  printf "\nFindings: %d; %d reproduced, %d not shown, %d contradicted", \
    repr + notshown + contra, repr, notshown, contra
  printf notrun ? sprintf(" (and %d where a cell is not run yet).\n\n", notrun) : ".\n\n"
}
AWK
  done
} >"$OUT.tmp"
mv "$OUT.tmp" "$OUT"
echo "wrote $OUT" >&2
