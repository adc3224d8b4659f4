#!/usr/bin/env bash
# Runs sweep plan directories (`opslab-cli sweep ... --plan DIR`) on this machine instead of
# SLURM: every array task of each plan, JOBS at a time, through the plan's own batch script, so
# a run is done exactly as on the cluster and a finished run is kept (the plan directory is the
# per-run cache). Plans run in the order given; each whose runs have all finished is then
# collected (`sweep --collect` with the plan's own opslab-cli: DIR/sweep.csv).
#
# Several of these may share a plan: a task is claimed first (DIR/claims/N, holding the boot id,
# pid and start time of the shell that runs it). A claim whose runner is gone — stopped,
# killed, the machine restarted — is taken over, so starting again after a stop goes on where
# it was; a task claimed by a live runner is left to it.
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

boot="$(cat /proc/sys/kernel/random/boot_id 2>/dev/null || echo unknown)"
export boot
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
    c="$plan/claims/$1"
    me="$boot $BASHPID $(cut -d" " -f22 /proc/$BASHPID/stat)"
    # A claim is a directory renamed into place with its owner already written, so another
    # runner never sees a claim without its owner.
    claim() {
      local tmp="$plan/claims/.new.$1.$BASHPID"
      mkdir -p "$tmp" && echo "$me" >"$tmp/owner"
      if mv -T "$tmp" "$c" 2>/dev/null; then return 0; fi
      rm -rf "$tmp"
      return 1
    }
    if ! claim "$1"; then
      read -r ob op ost <"$c/owner" 2>/dev/null || true
      if [[ ${ob:-} == "$boot" && -n ${op:-} && -r /proc/$op/stat ]] &&
         [[ $(cut -d" " -f22 "/proc/$op/stat" 2>/dev/null) == "${ost:-}" ]]; then
        exit 0  # its runner is alive: its task
      fi
      # The runner is gone: take the task over (one runner wins the rename).
      mv -T "$c" "$c.gone.$BASHPID" 2>/dev/null || exit 0
      rm -rf "$c.gone.$BASHPID"
      claim "$1" || exit 0
      echo "$(date +%T) task $1 (taken over from a runner that is gone)" >&2
    else
      echo "$(date +%T) task $1" >&2
    fi
    SLURM_ARRAY_TASK_ID=$1 nice bash "$plan/sweep.sbatch" || echo "task $1 failed: see $plan/runs/*/run.log" >&2
  ' _ {} || status=1
  if "$cli" sweep --collect "$plan"; then
    echo "run-plan.sh: collected $plan/sweep.csv" >&2
  else
    echo "run-plan.sh: $plan is not collected yet (runs above unfinished or failed)" >&2
    status=1
  fi
done
exit $status
