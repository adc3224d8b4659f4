#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs sweep plan directories (`opslab-cli sweep ... --plan DIR`) on this machine instead of
# SLURM: every array task of each plan, JOBS at a time, through the plan's own batch script, so
# a run is done exactly as on the cluster and a finished run is kept (the plan directory is the
# per-run cache). Plans run in the order given; each whose runs have all finished is then
# collected (`sweep --collect` with the plan's own opslab-cli: DIR/sweep.csv).
#
# Several of these may share a plan: a task is claimed first by an exclusive lock (flock) on
# DIR/claims/N.lock, held by every process of the task — the run itself included — until the
# last of them ends. A lock that nobody holds any more (its runner stopped, was killed, the machine
# restarted) is taken over, so starting again after a stop goes on where it was; a task whose
# lock is held is left to its runner.
#   scripts/run-plan.sh DIR [DIR ...] [JOBS]
set -euo pipefail
usage="usage: run-plan.sh PLAN_DIR [PLAN_DIR ...] [JOBS], each PLAN_DIR holding sweep.sbatch (opslab-cli sweep --plan)"
args=("$@")
jobs=1
if (( ${#args[@]} >= 2 )) && [[ ${args[-1]} =~ ^[0-9]+$ && ! -d ${args[-1]} ]]; then
  jobs="${args[-1]}"
  unset 'args[-1]'
fi
if (( ${#args[@]} == 0 )); then
  echo "run-plan.sh: $usage" >&2
  exit 2
fi
if ! [[ $jobs =~ ^[1-9][0-9]*$ ]]; then
  echo "run-plan.sh: JOBS must be a positive integer, got '$jobs'" >&2
  exit 2
fi
for dir in "${args[@]}"; do
  if [[ ! -f $dir/sweep.sbatch ]]; then
    echo "run-plan.sh: '$dir' holds no sweep.sbatch (not a plan directory); $usage" >&2
    exit 2
  fi
done

status=0
for dir in "${args[@]}"; do
  plan="$(cd "$dir" && pwd)"
  runs=$(sed -n 's/^runs=\([0-9]*\)$/\1/p' "$plan/sweep.sbatch")
  per_task=$(sed -n 's/^per_task=\([0-9]*\)$/\1/p' "$plan/sweep.sbatch")
  cli=$(sed -n "s/^cli='\(.*\)'$/\1/p" "$plan/sweep.sbatch")
  tasks=$(( (runs + per_task - 1) / per_task ))
  mkdir -p "$plan/claims"
  export plan
  echo "run-plan.sh: $plan: $tasks tasks, $jobs at a time" >&2
  seq 0 $((tasks - 1)) | xargs -P "$jobs" -I{} bash -c '
    set -u
    c="$plan/claims/$1.lock"
    # The lock is on fd 9, which the task and its run inherit: it is released only when every
    # process of the task has ended, however the runner was stopped.
    exec 9>>"$c"
    flock -n 9 || exit 0  # held: a live runner has this task
    last=$(tail -n 1 "$c")
    case $last in
      done*) ;;  # finished before: the batch script finds its runs done
      "") echo "$(date +%T) task $1" >&2 ;;
      failed*) echo "$(date +%T) task $1 (again: it $last)" >&2 ;;
      *) echo "$(date +%T) task $1 (taken over from a runner that is gone: $last)" >&2 ;;
    esac
    echo "run by pid $$ on $HOSTNAME from $(date +%FT%T)" >>"$c"
    if SLURM_ARRAY_TASK_ID=$1 nice bash "$plan/sweep.sbatch"; then
      echo "done $(date +%FT%T)" >>"$c"
    else
      echo "failed $(date +%FT%T)" >>"$c"
      echo "task $1 failed: see $plan/runs/*/run.log" >&2
    fi
  ' _ {} || status=1
  if "$cli" sweep --collect "$plan"; then
    echo "run-plan.sh: collected $plan/sweep.csv" >&2
  else
    echo "run-plan.sh: $plan is not collected yet (runs above unfinished or failed)" >&2
    status=1
  fi
done
exit $status
