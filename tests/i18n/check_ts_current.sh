#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a translation file is not what lupdate would write from today's sources: a string
# added, changed or removed in the C++ adapters or the views without
# `cmake --build build --target update_translations`. Runs lupdate with the build's
# own options on a copy of each .ts and compares.
#
# Usage: check_ts_current.sh LUPDATE SOURCES_LIST TS_FILE "LUPDATE OPTIONS" [TS_FILE "OPTIONS"]...
set -euo pipefail
lupdate="$1"
list="$2"
shift 2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
while (($# >= 2)); do
  ts="$1"
  read -r -a options <<<"$2"
  shift 2
  copy="$work/$(basename "$ts")"
  cp "$ts" "$copy"
  if ! "$lupdate" "${options[@]}" "@$list" -ts "$copy" >"$work/lupdate.log" 2>&1; then
    cat "$work/lupdate.log" >&2
    exit 1
  fi
  if ! diff -u "$ts" "$copy" >"$work/diff"; then
    echo "$ts: out of date with the sources (run: cmake --build build --target update_translations, then translate what is new):" >&2
    head -60 "$work/diff" >&2
    status=1
  fi
done
exit "$status"
