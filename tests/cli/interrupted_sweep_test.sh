#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# A sweep stopped part-way leaves nothing: `sweep --keep-runs` interrupted by SIGINT, SIGTERM or
# SIGHUP exits with 128 + the signal and removes its hidden staging folder (and the output folder
# it created); what SIGKILL leaves is removed by the next sweep into that folder, which is not
# refused because of it. An output folder that cannot be written into is refused before anything
# runs, in one line with exit status 2.
#   interrupted_sweep_test.sh OPSLAB_CLI SOURCE_DIR
set -uo pipefail
cli="$1"
src="$2"
work="$(mktemp -d)"
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
scenario="$src/assets/scenarios/dumbbell.json"
long_sweep=(sweep "$scenario" --vary topology.flows=1,2,3,4,5,6,7,8 --seeds 8 --jobs 1
            --set sim.duration_s=5 --keep-runs)
fail=0
say_fail() { echo "FAIL $*"; fail=1; }

# Starts the long sweep into $1 in the background and waits until its first run is staged.
start_and_wait() {
  "$cli" "${long_sweep[@]}" --out "$1" >"$1.stdout" 2>"$1.err" &
  pid=$!
  for _ in $(seq 1200); do
    compgen -G "$1/.runs-*.tmp/*" >/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

for sig in INT TERM HUP; do
  out="$work/sweep-$sig"
  if ! start_and_wait "$out"; then say_fail "$sig: no run was staged: $(cat "$out.err")"; continue; fi
  kill -"$sig" "$pid"
  wait "$pid"
  rc=$?
  expected=$((128 + $(kill -l "$sig")))
  ((rc == expected)) || say_fail "$sig: exit $rc, expected $expected"
  [[ -e $out ]] && say_fail "$sig: left $out: $(ls -A "$out")"
done

# SIGKILL: the staging folder stays, and the next sweep into the folder removes it.
out="$work/sweep-KILL"
if start_and_wait "$out"; then
  kill -KILL "$pid"
  wait "$pid" 2>/dev/null
  compgen -G "$out/.runs-*.tmp" >/dev/null || say_fail "KILL: expected the staging folder to stay"
  if ! "$cli" sweep "$scenario" --vary topology.flows=1,2 --set sim.duration_s=1 --set sim.warmup_s=0.2 \
      --keep-runs --out "$out" >"$out.stdout2" 2>"$out.err2"; then
    say_fail "KILL: the next sweep was refused: $(cat "$out.err2")"
  fi
  compgen -G "$out/.runs-*.tmp" >/dev/null && say_fail "KILL: the staging folder is still there"
  [[ -d $out/runs/0000 ]] || say_fail "KILL: the next sweep kept no runs"
else
  say_fail "KILL: no run was staged: $(cat "$out.err")"
fi

# A folder that cannot be written into (as another user when this runs as root, who may write anywhere).
as_user=()
if ((EUID == 0)); then as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups); fi
mkdir -p "$work/locked/inside"
chmod 555 "$work/locked" "$work/locked/inside"
for out in "$work/locked/inside" "$work/locked/new"; do
  "${as_user[@]}" "$cli" run "$scenario" --set sim.duration_s=1 --set sim.warmup_s=0.2 --out "$out" >"$work/ro.stdout" 2>"$work/ro.err"
  rc=$?
  err="$(cat "$work/ro.err")"
  ((rc == 2)) || say_fail "read-only $out: exit $rc: $err"
  [[ $(wc -l <"$work/ro.err") -eq 1 ]] || say_fail "read-only $out: not one line: $err"
  [[ $err == *"--out $out: cannot "*"Permission denied"* ]] || say_fail "read-only $out: $err"
done
chmod 755 "$work/locked" "$work/locked/inside"

if ((fail == 0)); then echo "interrupted sweeps leave nothing; an unwritable --out is one line, exit 2"; fi
exit "$fail"
