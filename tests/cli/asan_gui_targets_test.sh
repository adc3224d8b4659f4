#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/test-asan-gui.sh builds a list of targets and then runs every app.* test of the
# asan-gui build: a controller test whose executable is not on that list is run without being
# built, and CI fails on "not found". This test names each such executable.
# Usage: asan_gui_targets_test.sh SOURCE_DIR
set -euo pipefail
ROOT="${1:?usage: asan_gui_targets_test.sh SOURCE_DIR}"
script="$ROOT/scripts/test-asan-gui.sh"
targets=$(sed -n '/^TARGETS=(/,/^)/p' "$script")
missing=0
while read -r exe; do
  if ! grep -qw -- "$exe" <<<"$targets"; then
    echo "FAIL: app test executable $exe is not in TARGETS of scripts/test-asan-gui.sh" >&2
    missing=$((missing + 1))
  fi
done < <(grep -ho 'add_test(NAME app\.[A-Za-z_.]* COMMAND [A-Za-z0-9_-]*' "$ROOT"/tests/app/CMakeLists.txt |
         awk '{print $NF}' | sort -u)
((missing == 0)) || exit 1
echo "ok: every app.* test executable is built by scripts/test-asan-gui.sh"
