#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# CLI memory: a run whose time series would be unreasonably large is refused up
# front (one line naming sim.sample_interval_ms, exit 2, no output directory) by `run` and by
# `sweep`; so is a run that would hold more than a million flows; and a long, finely sampled
# run that is accepted completes under a 1 GB address-space limit with every sample in
# timeseries.csv.
# Usage: output_size_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli=$1
src=$2
scenario=$src/assets/scenarios/dumbbell.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# 1. Refused: 0.001 ms over 100 s (the issue's command).
set +e
"$cli" run "$scenario" --set sim.sample_interval_ms=0.001 --set sim.duration_s=100 \
  --set sim.warmup_s=0 --out "$work/refused" >"$work/out" 2>"$work/err"
status=$?
set -e
[[ $status -eq 2 ]] || fail "run: exit status $status, expected 2"
[[ $(wc -l <"$work/err") -eq 1 ]] || fail "run: expected one line on stderr, got: $(cat "$work/err")"
grep -q 'sim.sample_interval_ms: 0.001 ms over 100 s' "$work/err" || fail "run: $(cat "$work/err")"
grep -q 'raise sim.sample_interval_ms or shorten sim.duration_s' "$work/err" ||
  fail "run: no key to change in: $(cat "$work/err")"
[[ ! -e $work/refused ]] || fail "run: output directory created"

# 2. A sweep with one such point is refused the same way.
set +e
"$cli" sweep "$scenario" --set sim.duration_s=100 --set sim.warmup_s=0 \
  --vary sim.sample_interval_ms=0.001,10 --jobs 1 --out "$work/sweep" >"$work/out" 2>"$work/err"
status=$?
set -e
[[ $status -eq 2 ]] || fail "sweep: exit status $status, expected 2"
grep -q 'sim.sample_interval_ms: 0.001 ms over 100 s' "$work/err" || fail "sweep: $(cat "$work/err")"
[[ ! -e $work/sweep ]] || fail "sweep: output directory created"

# 3. Refused: a run that would hold more flows (flows.csv rows) than the limit, before it is
#    built (the OBS model draws every request when it is built).
set +e
"$cli" run "$src/assets/scenarios/obs-nsfnet.json" --set traffic.arrival_rate_per_s=5000 \
  --set sim.duration_s=600 --out "$work/flows" >"$work/out" 2>"$work/err"
status=$?
set -e
[[ $status -eq 2 ]] || fail "flows: exit status $status, expected 2"
[[ $(wc -l <"$work/err") -eq 1 ]] || fail "flows: expected one line on stderr, got: $(cat "$work/err")"
grep -q 'traffic.arrival_rate_per_s = 5000/s at each of 8 edges over sim.duration_s = 600 s gives ≈ 2.4e+07 flows' \
  "$work/err" || fail "flows: $(cat "$work/err")"
[[ ! -e $work/flows ]] || fail "flows: output directory created"

# 4. Accepted and large: 0.05 ms over 20 s (400 001 samples × every series), run under a
#    1 GB address-space limit.
prlimit --as=$((1024 * 1024 * 1024)) -- \
  "$cli" run "$scenario" --set sim.sample_interval_ms=0.05 --set sim.duration_s=20 \
  --set sim.warmup_s=0 --out "$work/large" >"$work/out" 2>"$work/err" ||
  fail "large run failed under the limit: $(tail -3 "$work/err")"
series=$(awk -F, 'NR > 1 && $1 == "0" { n++ } END { print n }' "$work/large/timeseries.csv")
lines=$(($(wc -l <"$work/large/timeseries.csv") - 1))
[[ $series -gt 0 && $lines -eq $((400001 * series)) ]] ||
  fail "timeseries.csv has $lines rows, expected 400001 × $series"
echo "ok: refused with exit 2 and nothing written; $lines rows written under a 1 GB limit"
