#!/usr/bin/env bash
# scripts/run-plan.sh runs plan directories here (issue 32): every run of each plan, then the
# collect; a claim left by a runner that is gone is taken over, one held by a live runner is
# left to it; the collected sweep.csv is byte for byte a local sweep's; bad input exits 2.
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
boot=$(cat /proc/sys/kernel/random/boot_id)

"$cli" "${sweep[@]}" --plan "$work/p1" >/dev/null 2>&1
"$cli" "${sweep[@]}" --plan "$work/p2" >/dev/null 2>&1
"$cli" "${sweep[@]}" --out "$work/local" >/dev/null 2>&1

# p1: task 0 claimed by a runner that is gone (no such pid); p2: task 1 claimed by this shell.
mkdir -p "$work/p1/claims/0" "$work/p2/claims/1"
echo "$boot 4194303 1" >"$work/p1/claims/0/owner"
echo "$boot $$ $(cut -d' ' -f22 /proc/$$/stat)" >"$work/p2/claims/1/owner"

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

# The live runner has gone (its claim now names a dead pid): a second start finishes p2.
echo "$boot 4194303 1" >"$work/p2/claims/1/owner"
bash "$run_plan" "$work/p2" 2>"$work/stderr2" || fail "second start: $(cat "$work/stderr2")"
cmp -s "$work/p2/sweep.csv" "$work/local/sweep.csv" || fail "p2's sweep.csv differs from a local sweep's"

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
