#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Side-by-side speed of OPS Lab and ns-3 on the SACK dumbbell at He & Chan scale:
# assets/scenarios/dumbbell-500-sack.json through opslab-cli, and its ns-3 twin
# bench/ns3/dumbbell_sack.cc (target ns3_dumbbell_sack, built only when ns-3 is installed), for
# the same simulated duration. Whole-process wall time from /usr/bin/time, the two programs
# alternating (one uncounted warm-up pair, then RUNS pairs O N O N ...), medians quoted.
#
# Usage: bench/ns3/compare.sh [-d SIM_SECONDS] [-n RUNS] [-b BUILD_DIR] [-s SEED]
#   defaults: -d 10 (the scenario's own sim.duration_s) -n 5 -b build -s 1
# Prints each run's wall time, both programs' summaries (goodput, drops) from the warm-up pair,
# simulated seconds per wall second of each (duration / median wall) and the ratio
# OPS Lab / ns-3, as the ratio of the medians and as the median, min and max of the per-pair
# ratios. With the defaults ns-3 needs ~50 s a run on a 2-core 2020s x86 machine: ~5-6 minutes.
set -euo pipefail

duration=10
runs=5
build=build
seed=1
while getopts "d:n:b:s:h" opt; do
  case "$opt" in
    d) duration=$OPTARG ;;
    n) runs=$OPTARG ;;
    b) build=$OPTARG ;;
    s) seed=$OPTARG ;;
    *) sed -n '2,14p' "$0"; exit 2 ;;
  esac
done

root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
scenario=assets/scenarios/dumbbell-500-sack.json
cli=$build/bin/opslab-cli
ns3=$build/bin/ns3_dumbbell_sack
warmup=1  # the scenario's sim.warmup_s

if [[ ! -x $cli ]]; then
  echo "compare.sh: $cli not found; build the target opslab-cli first" >&2
  exit 2
fi
if [[ ! -x $ns3 ]]; then
  echo "compare.sh: skipped: $ns3 not built (install ns-3, e.g. apt-get install ns3 libns3-dev," \
       "re-run CMake and build the target ns3_dumbbell_sack)"
  exit 0
fi
if ! awk -v d="$duration" -v w="$warmup" 'BEGIN { exit !(d > w) }'; then
  echo "compare.sh: -d must exceed the warm-up of $warmup s" >&2
  exit 2
fi
[[ -x /usr/bin/time ]] || { echo "compare.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ops_cmd=("$cli" run "$scenario" --set "sim.duration_s=$duration" --seed "$seed" --out "$tmp/ops")
ns3_cmd=("$ns3" "--duration=$duration" "--warmup=$warmup" "--seed=$seed")

echo "OPS Lab: ${ops_cmd[*]}"
echo "ns-3:    ${ns3_cmd[*]}"
echo "simulated seconds per run: $duration; counted pairs: $runs (after one warm-up pair)"

# run NAME LOGFILE CMD...: appends "wall user sys maxrss_kb" to $tmp/NAME.times.
run() {
  local name=$1 log=$2
  shift 2
  /usr/bin/time -f "%e %U %S %M" -o "$tmp/one" "$@" >"$log" 2>&1
  cat "$tmp/one" >>"$tmp/$name.times"
}

run ops_warm "$tmp/ops.out" "${ops_cmd[@]}"
run ns3_warm "$tmp/ns3.out" "${ns3_cmd[@]}"
echo
echo "OPS Lab summary (warm-up run, $tmp/ops/summary.csv):"
awk -F, 'NR == 1 { for (i = 1; i <= NF; ++i) col[$i] = i; next }
         { printf "  goodput_mbps=%.3f drops=%s retransmits=%s timeouts=%s fast_retransmits=%s events=%s\n",
           $col["goodput_mbps"], $col["drops"], $col["retransmits"], $col["timeouts"],
           $col["fast_retransmits"], $col["events"] }' "$tmp/ops/summary.csv"
echo "ns-3 summary (warm-up run):"
grep '^ns3_dumbbell_sack' "$tmp/ns3.out" | tr ' ' '\n' | grep -E '^(goodput|drops|r0_drops|events)' |
  paste -sd' ' | sed 's/^/  /'
echo

for ((i = 1; i <= runs; ++i)); do
  run ops "$tmp/ops.out" "${ops_cmd[@]}"
  run ns3 "$tmp/ns3.out" "${ns3_cmd[@]}"
  printf 'pair %d: OPS Lab %s s, ns-3 %s s wall\n' "$i" \
    "$(tail -n1 "$tmp/ops.times" | cut -d' ' -f1)" "$(tail -n1 "$tmp/ns3.times" | cut -d' ' -f1)"
done

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ops_wall=$(cut -d' ' -f1 "$tmp/ops.times" | median)
ns3_wall=$(cut -d' ' -f1 "$tmp/ns3.times" | median)
ops_cpu=$(awk '{ print $2 + $3 }' "$tmp/ops.times" | median)
ns3_cpu=$(awk '{ print $2 + $3 }' "$tmp/ns3.times" | median)
ops_rss=$(cut -d' ' -f4 "$tmp/ops.times" | median)
ns3_rss=$(cut -d' ' -f4 "$tmp/ns3.times" | median)
paste -d' ' <(cut -d' ' -f1 "$tmp/ops.times") <(cut -d' ' -f1 "$tmp/ns3.times") |
  awk '{ print $2 / $1 }' >"$tmp/ratios"
ratio_med=$(median <"$tmp/ratios")
ratio_min=$(sort -g "$tmp/ratios" | head -n1)
ratio_max=$(sort -g "$tmp/ratios" | tail -n1)

echo
awk -v d="$duration" -v ow="$ops_wall" -v nw="$ns3_wall" -v oc="$ops_cpu" -v nc="$ns3_cpu" \
    -v orss="$ops_rss" -v nrss="$ns3_rss" -v rm="$ratio_med" -v rlo="$ratio_min" -v rhi="$ratio_max" \
    -v ow_lo="$(cut -d' ' -f1 "$tmp/ops.times" | sort -g | head -n1)" \
    -v ow_hi="$(cut -d' ' -f1 "$tmp/ops.times" | sort -g | tail -n1)" \
    -v nw_lo="$(cut -d' ' -f1 "$tmp/ns3.times" | sort -g | head -n1)" \
    -v nw_hi="$(cut -d' ' -f1 "$tmp/ns3.times" | sort -g | tail -n1)" 'BEGIN {
  printf "OPS Lab: median wall %.3f s (min %.3f, max %.3f), CPU %.3f s, peak RSS %.1f MB: %.2f simulated s per wall s\n",
         ow, ow_lo, ow_hi, oc, orss / 1024, d / ow
  printf "ns-3:    median wall %.3f s (min %.3f, max %.3f), CPU %.3f s, peak RSS %.1f MB: %.4f simulated s per wall s\n",
         nw, nw_lo, nw_hi, nc, nrss / 1024, d / nw
  printf "ratio (OPS Lab / ns-3 simulated s per wall s): %.1fx from the medians; per pair median %.1fx (min %.1fx, max %.1fx)\n",
         nw / ow, rm, rlo, rhi
}'
