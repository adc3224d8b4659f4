#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/run-plan.sh runs plan directories here: every run of each plan, then the
# collect; a claim left by a runner that is gone is taken over, one held by a live runner (or
# by its runs, when the runner itself was killed) is left to it; the collected sweep.csv is
# byte for byte a local sweep's; bad input exits 2.
# Usage: run_plan_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
run_plan="$src/scripts/run-plan.sh"
sweep=(sweep "$src/assets/scenarios/dumbbell.json" --set sim.duration_s=0.5
       --set sim.warmup_s=0.1 --vary tcp.variant=reno,newreno --seeds 2)

"$cli" "${sweep[@]}" --plan "$work/p1" >/dev/null 2>&1
"$cli" "${sweep[@]}" --plan "$work/p2" >/dev/null 2>&1
"$cli" "${sweep[@]}" --plan "$work/p3" >/dev/null 2>&1
"$cli" "${sweep[@]}" --out "$work/local" >/dev/null 2>&1

# p1: task 0 was claimed by a runner that is gone (its claim is written, nobody holds its
# lock); p2: task 1 is claimed by this shell, which holds the lock on fd 8.
mkdir -p "$work/p1/claims" "$work/p2/claims"
echo "run by pid 4194303 on nowhere from 2026-01-01T00:00:00" >"$work/p1/claims/0.lock"
exec 8>>"$work/p2/claims/1.lock"
flock -n 8 || fail "could not lock p2's claim 1"

set +e
bash "$run_plan" "$work/p1" "$work/p2" 2 2>"$work/stderr"
rc=$?
set -e
[[ $rc == 1 ]] || fail "exit status $rc with p2 unfinished, expected 1"
grep -q "task 0 (taken over" "$work/stderr" || fail "the gone runner's claim was not taken over"
for r in 0000 0001 0002 0003; do
  [[ -f $work/p1/runs/$r/summary.csv ]] || fail "p1 run $r did not run"
done
cmp -s "$work/p1/sweep.csv" "$work/local/sweep.csv" || fail "p1's sweep.csv differs from a local sweep's"
[[ ! -f $work/p2/runs/0001/summary.csv ]] || fail "the live runner's task was run by another"
[[ -f $work/p2/runs/0000/summary.csv ]] || fail "p2 run 0000 did not run"
[[ ! -f $work/p2/sweep.csv ]] || fail "p2 was collected with a run missing"
grep -q "p2 is not collected yet" "$work/stderr" || fail "no word that p2 is not collected"

# The live runner has gone (this shell lets its lock go): a second start finishes p2, and
# says nothing of the tasks that finished before.
exec 8>&-
bash "$run_plan" "$work/p2" 2>"$work/stderr2" || fail "second start: $(cat "$work/stderr2")"
cmp -s "$work/p2/sweep.csv" "$work/local/sweep.csv" || fail "p2's sweep.csv differs from a local sweep's"
grep -q "task 1" "$work/stderr2" || fail "second start did not run task 1"
! grep -q "task [023]" "$work/stderr2" || fail "second start reported finished tasks: $(cat "$work/stderr2")"

# Two runners on one plan at once: while the first one's runs are still going (each run starts
# 2 s late), a second runner finds every task locked — by the runs themselves, with the first
# runner and its shells gone — and runs none of them.
fake="$work/slow-cli"
printf '#!/bin/bash\nsleep 2\nexec %q "$@"\n' "$cli" >"$fake"
chmod +x "$fake"
sed -i "s|^cli=.*|cli='$fake'|" "$work/p3/sweep.sbatch"
# How many of p3's runs are going: processes of the run command (the slow wrapper, then the
# opslab-cli it becomes), each working in its run's folder (the batch script runs it there).
p3_runs() {
  local n=0 cwd
  for cwd in $(find /proc -mindepth 2 -maxdepth 2 -name cwd -lname "$work/p3/runs/*" 2>/dev/null); do
    [[ $(tr '\0' ' ' <"${cwd%/cwd}/cmdline" 2>/dev/null) == *" run scenario.json "* ]] && n=$((n + 1))
  done
  echo "$n"
}
bash "$run_plan" "$work/p3" 4 2>"$work/stderr3a" &
first=$!
# Wait until all four runs have started (each then holds its task's lock), at most 60 s.
for _ in $(seq 600); do
  [[ $(p3_runs) == 4 ]] && break
  sleep 0.1
done
[[ $(p3_runs) == 4 ]] || fail "the first runner did not start p3's four runs"
# Kill the first runner, its xargs and the shells that claimed the tasks: only the batch
# scripts and their runs are left.
xargs_pid=$(pgrep -P "$first" xargs) || fail "the first runner has no xargs"
pkill -KILL -P "$xargs_pid" || true
kill -KILL "$xargs_pid" "$first" 2>/dev/null || true
wait "$first" 2>/dev/null || true
set +e
bash "$run_plan" "$work/p3" 4 2>"$work/stderr3b"
set -e
! grep -q " task [0-9]" "$work/stderr3b" || fail "a second runner ran locked tasks: $(cat "$work/stderr3b")"
while (( $(p3_runs) > 0 )); do sleep 0.2; done
bash "$run_plan" "$work/p3" 2>"$work/stderr3c" || fail "p3 after the runs: $(cat "$work/stderr3c")"
cmp -s "$work/p3/sweep.csv" "$work/local/sweep.csv" || fail "p3's sweep.csv differs from a local sweep's"

# Bad input: one line on stderr, status 2, nothing run.
for bad in "$work" "$work/p1 0" "$work/p1 x2"; do
  set +e
  # shellcheck disable=SC2086
  bash "$run_plan" $bad 2>"$work/err" >/dev/null
  rc=$?
  set -e
  [[ $rc == 2 ]] || fail "'$bad': exit status $rc, expected 2"
  [[ $(wc -l <"$work/err") == 1 ]] || fail "'$bad': not one line: $(cat "$work/err")"
done
echo "run-plan.sh: ok"
