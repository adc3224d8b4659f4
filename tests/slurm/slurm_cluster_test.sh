#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# A sweep as a SLURM job array on a real, throwaway, single-node SLURM cluster.
#
# Starts munged, slurmctld and slurmd from Debian's packages with everything in a temporary
# directory (slurm_cluster.sh: munge key and socket, slurm.conf passed through SLURM_CONF,
# state and spool directories, logs, free ports; nothing in /etc), then:
#   1. `opslab-cli sweep --slurm` plans, submits, follows and collects a small sweep; its
#      sweep.csv and scenario.json are byte-identical to a local sweep's, and so is runs.csv
#      apart from the cost columns wall_s and events_per_s;
#   2. --plan, then sbatch by hand, with one run made to fail and the array task of another
#      killed while it runs: --collect names both runs, exits with 2 and writes nothing;
#      --resubmit refuses while a job of the plan is in the queue; --resubmit --slurm runs
#      just the unfinished runs and collects, again identical to the local sweep;
#   3. with LESSON set, `lesson check LESSON --quick --slurm` gives the local check's output
#      byte for byte, and run again submits nothing.
# Stops the daemons it started by their PIDs on exit. Exit 77 (CTest: skipped) when the
# SLURM or munge binaries are not installed, or when not run as root (slurmd needs it).
#
# usage: slurm_cluster_test.sh OPSLAB_CLI SCENARIO.json
set -euo pipefail

CLI=$(realpath "$1")
SCENARIO=$(realpath "$2")
source "$(dirname "${BASH_SOURCE[0]}")/slurm_cluster.sh"

# --- the sweep: 2 points x 2 seeds of the He & Chan classroom scenario, cut short -------------
SWEEP=(--vary tcp.variant=reno,sack --seeds 2 --set sim.duration_s=0.4 --set sim.warmup_s=0.1
       --set name=slurm-test)  # a name without commas, for the awk below
cd "$WORK"
"$CLI" sweep "$SCENARIO" "${SWEEP[@]}" --jobs 1 --out local >/dev/null
note "local sweep done"

# The columns of runs.csv without the cost of each execution (wall_s, events_per_s) and the
# command line that made it (each run's own on the cluster, the sweep's here; it is last).
without_cost() {
  awk -F, 'NR == 1 { last = NF; for (i = 1; i <= NF; i++) { if ($i == "wall_s" || $i == "events_per_s") skip[i] = 1; if ($i == "command_line") last = i - 1 } }
           { line = ""; for (i = 1; i <= last; i++) if (!skip[i]) line = line (line == "" ? "" : ",") $i; print line }' "$1"
}
same_as_local() {
  local dir=$1
  cmp "$dir/sweep.csv" local/sweep.csv || fail "$dir/sweep.csv differs from the local sweep's"
  cmp "$dir/scenario.json" local/scenario.json || fail "$dir/scenario.json differs from the local sweep's"
  cmp <(without_cost "$dir/runs.csv") <(without_cost local/runs.csv) ||
    fail "$dir/runs.csv differs from the local sweep's (beyond wall_s, events_per_s)"
}

# 1. --slurm: plan, sbatch, wait, collect.
"$CLI" sweep "$SCENARIO" "${SWEEP[@]}" --slurm --out on-slurm --time 00:05:00 >slurm.out 2>slurm.err ||
  fail "sweep --slurm failed: $(cat slurm.err)"
JOBS+=($(sed -n 's/.*submitted job \([0-9]*\).*/\1/p' slurm.out))
grep -q "runs done" slurm.err || fail "sweep --slurm showed no progress"
same_as_local on-slurm
note "sweep --slurm (job ${JOBS[-1]}): sweep.csv byte-identical to the local sweep"

# 2. The error path: --plan, sbatch by hand; run 0001 fails (its scenario is broken by hand)
#    and the array task of run 0003 is killed (scancel) while it runs (an hour of simulated
#    time, so that it is still running).
"$CLI" sweep "$SCENARIO" "${SWEEP[@]}" --plan planned >/dev/null
cp planned/runs/0001/scenario.json good-0001.json
cp planned/runs/0003/scenario.json good-0003.json
echo '{"model": "no_such_model"}' >planned/runs/0001/scenario.json
sed -i 's/"duration_s": 0.4/"duration_s": 3600/' planned/runs/0003/scenario.json
grep -q '"duration_s": 3600' planned/runs/0003/scenario.json || fail "cannot lengthen run 0003"
job=$(sbatch --parsable planned/sweep.sbatch)
job=${job%%;*}
JOBS+=("$job")
for _ in $(seq 150); do
  [[ $(squeue -h -j "${job}_3" -o %T 2>/dev/null) == RUNNING ]] && break
  sleep 0.2
done
[[ $(squeue -h -j "${job}_3" -o %T) == RUNNING ]] || fail "task 3 of job $job is not running"
sleep 0.5
scancel "${job}_3"
for _ in $(seq 150); do squeue -h -j "$job" | grep -q . || break; sleep 0.2; done
[[ -f planned/runs/0001/exit_status && $(cat planned/runs/0001/exit_status) != 0 ]] ||
  fail "run 0001 did not fail as arranged"
set +e
"$CLI" sweep --collect planned >collect.out 2>collect.err
status=$?
set -e
((status == 2)) || fail "--collect with unfinished runs: exit $status, expected 2"
msg=$(cat collect.err)
[[ $(wc -l <collect.err) -eq 1 ]] || fail "--collect: expected one line, got: $msg"
[[ $msg == *"failed 0001 (exit 2)"* && ($msg == *"missing 0003"* || $msg == *"failed 0001 (exit 2), 0003"*) ]] ||
  fail "--collect does not name the failed run 0001 and the killed run 0003: $msg"
[[ ! -e planned/sweep.csv && ! -e planned/runs.csv && ! -e planned/scenario.json ]] ||
  fail "--collect wrote outputs although runs are unfinished"
note "--collect names the unfinished runs: $msg"

# While a job of the plan is in the queue (run 0003 still takes an hour), --resubmit refuses
# to submit its runs twice.
cp good-0001.json planned/runs/0001/scenario.json
"$CLI" sweep --resubmit planned >queued.out 2>&1 || fail "--resubmit failed: $(cat queued.out)"
job=$(sed -n 's/.*submitted job \([0-9]*\).*/\1/p' queued.out)
JOBS+=("$job")
set +e
"$CLI" sweep --resubmit planned >twice.out 2>twice.err
status=$?
set -e
((status == 2)) && grep -q "job $job of this plan is still in the queue" twice.err ||
  fail "--resubmit with job $job queued: exit $status, $(cat twice.err)"
scancel "$job"
for _ in $(seq 150); do squeue -h -j "$job" | grep -q . || break; sleep 0.2; done
note "--resubmit refuses while job $job of the plan is in the queue"

# Re-submit only what did not finish (run 0003, and 0001 if job $job did not get to it), wait
# and collect.
cp good-0003.json planned/runs/0003/scenario.json
"$CLI" sweep --resubmit planned --slurm >resubmit.out 2>resubmit.err ||
  fail "--resubmit --slurm failed: $(cat resubmit.out resubmit.err)"
grep -q -E -- "--array=(1,)?3\)" resubmit.out ||
  fail "--resubmit did not submit just the unfinished tasks: $(cat resubmit.out)"
JOBS+=($(sed -n 's/.*submitted job \([0-9]*\).*/\1/p' resubmit.out))
same_as_local planned
note "--resubmit --slurm ran the unfinished runs only ($(grep -o -- "--array=[0-9,]*" resubmit.out)); sweep.csv byte-identical to the local sweep"

# 3. With LESSON set: a lesson's claims with its sweeps on SLURM give the local check's output
#    byte for byte; run again, it finds every run done and submits nothing.
if [[ -n ${LESSON:-} ]]; then
  # A failing claim is exit 1 both ways (the LessonCheckQuick.* tests report it); the outputs must agree.
  set +e
  "$CLI" lesson check "$LESSON" --quick --jobs 2 >lesson-local.out 2>lesson-local.err
  local_status=$?
  "$CLI" lesson check "$LESSON" --quick --slurm --out lessons --runs-per-task 4 >lesson.out 2>lesson.err
  slurm_status=$?
  set -e
  ((local_status <= 1)) || fail "lesson check $LESSON --quick: exit $local_status: $(cat lesson-local.err)"
  ((slurm_status == local_status)) ||
    fail "lesson check --slurm: exit $slurm_status, locally $local_status: $(cat lesson.err)"
  cmp lesson.out lesson-local.out || fail "lesson check --slurm differs from the local check"
  note "lesson check $LESSON --quick --slurm: the local check's output ($(grep -c PASS lesson.out || true) claims pass)"
  set +e
  "$CLI" lesson check "$LESSON" --quick --slurm --out lessons --runs-per-task 4 >lesson2.out 2>lesson2.err
  again_status=$?
  set -e
  ((again_status == local_status)) || fail "lesson check --slurm (again): exit $again_status: $(cat lesson2.err)"
  cmp lesson.out lesson2.out || fail "lesson check --slurm (again) gave another output"
  grep -q "submitted 0 job arrays" lesson2.err || fail "lesson check --slurm (again) submitted jobs"
fi

# Bad input: no plan there.
set +e
"$CLI" sweep --collect no-such-dir 2>bad.err
status=$?
set -e
((status == 2)) && grep -q "no-such-dir: no such directory" bad.err ||
  fail "--collect of a missing directory: exit $status, $(cat bad.err)"

note "PASS"
