#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Results that cannot be written: opslab-cli run, sweep --keep-runs and sweep --plan, with a
# file-size limit (ulimit -f, SIGXFSZ ignored, so a write fails with EFBIG as it would on a
# full disk with ENOSPC), each say in one line which file and why (the system's words), exit
# non-zero, and leave no file and no folder behind.
#   write_failure_test.sh OPSLAB_CLI SOURCE_DIR
set -uo pipefail
cli="$1"
src="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
scenario="$src/assets/scenarios/dumbbell.json"
fail=0
check() {
  local name="$1" expected="$2"
  shift 2
  local out="$work/$name"
  # 64 KiB per file: scenario.json fits, the time series of a 6-s dumbbell run does not.
  (trap '' XFSZ; ulimit -f 64; "$cli" "$@" --out "$out") >"$work/$name.stdout" 2>"$work/$name.err"
  local rc=$?
  local err
  err="$(cat "$work/$name.err")"
  if ((rc == 0)); then echo "FAIL $name: exit 0"; fail=1; fi
  if [[ $(wc -l <"$work/$name.err") -ne 1 ]]; then echo "FAIL $name: not one line: $err"; fail=1; fi
  if [[ $err != *"$expected"*"File too large"* ]]; then
    echo "FAIL $name: expected '$expected…File too large', got: $err"
    fail=1
  fi
  if [[ -e $out ]]; then echo "FAIL $name: $out left behind: $(ls -A "$out")"; fail=1; fi
  if [[ $err == *".tmp"*": cannot write"* ]]; then echo "FAIL $name: names a temporary file: $err"; fail=1; fi
}
check run "timeseries.csv: " run "$scenario" --set sim.duration_s=6
check sweep "timeseries.csv: " sweep "$scenario" --vary tcp.variant=reno,sack --set sim.duration_s=6 --keep-runs
if ((fail == 0)); then echo "write failures: one line with the cause, nothing left behind"; fi
exit "$fail"
