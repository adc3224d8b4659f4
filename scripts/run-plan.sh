#!/usr/bin/env bash
# Runs a sweep's plan directory (`opslab-cli sweep ... --plan DIR`) on this machine instead of
# SLURM: every array task, JOBS at a time, each through the plan's own batch script, so a run is
# done exactly as on the cluster and a finished run is kept (the plan directory is the per-run
# cache). Several of these may share one plan: each task is claimed first (DIR/claims/N). Stop
# it at any time and start it again to go on; a task that was stopped stays claimed — remove
# DIR/claims to run what is unfinished again.
#   scripts/run-plan.sh DIR [JOBS]        then: opslab-cli sweep --collect DIR
set -euo pipefail
if [[ $# -lt 1 || ! -f $1/sweep.sbatch ]]; then
  echo "run-plan.sh: usage: run-plan.sh PLAN_DIR [JOBS], PLAN_DIR holding sweep.sbatch (opslab-cli sweep --plan)" >&2
  exit 2
fi
jobs="${2:-1}"
if ! [[ $jobs =~ ^[1-9][0-9]*$ ]]; then
  echo "run-plan.sh: JOBS must be a positive integer, got '$jobs'" >&2
  exit 2
fi
plan="$(cd "$1" && pwd)"
runs=$(sed -n 's/^runs=\([0-9]*\)$/\1/p' "$plan/sweep.sbatch")
per_task=$(sed -n 's/^per_task=\([0-9]*\)$/\1/p' "$plan/sweep.sbatch")
tasks=$(( (runs + per_task - 1) / per_task ))
mkdir -p "$plan/claims"
export plan
seq 0 $((tasks - 1)) | xargs -P "$jobs" -I{} bash -c '
  mkdir "$plan/claims/{}" 2>/dev/null || exit 0
  echo "$(date +%T) task {}" >&2
  SLURM_ARRAY_TASK_ID={} nice bash "$plan/sweep.sbatch" || echo "task {} failed: see $plan/runs/*/run.log" >&2
'
echo "run-plan.sh: done; collect with: opslab-cli sweep --collect $plan" >&2
