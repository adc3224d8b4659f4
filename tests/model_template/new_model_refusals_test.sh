#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# scripts/new-model.py refuses a bad name, a model that exists and a registry it cannot read:
# exit status 2, one line naming what was wrong, nothing written.
set -uo pipefail
src="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/core/models"
cp "$src/core/models/model_registry.cpp" "$tmp/core/models/"
before="$(cd "$tmp" && find . -type f | sort | xargs sha256sum)"
fail=0
expect_refusal() {  # expect_refusal WHAT_THE_LINE_NAMES ARGS...
  local what="$1"
  shift
  local err
  err="$(python3 "$src/scripts/new-model.py" "$@" --root "$tmp" 2>&1 >/dev/null)"
  local rc=$?
  if [[ $rc -ne 2 || $(wc -l <<<"$err") -ne 1 || $err != *"$what"* ]]; then
    echo "FAIL: new-model.py $*: exit $rc, expected 2 and one line naming '$what'; got: $err"
    fail=1
  fi
  if [[ "$(cd "$tmp" && find . -type f | sort | xargs sha256sum)" != "$before" ]]; then
    echo "FAIL: new-model.py $* wrote something"
    fail=1
  fi
}
expect_refusal "model name 'Bad-Name'" Bad-Name
expect_refusal "model name '9lives'" 9lives
expect_refusal "registers a model 'lbas' already" lbas
mkdir -p "$tmp/core/models/lbas_again"  # a folder of that name, not registered
expect_refusal "core/models/lbas_again: exists already" lbas_again
rmdir "$tmp/core/models/lbas_again"
mv "$tmp/core/models/model_registry.cpp" "$tmp/registry.bak"
before="$(cd "$tmp" && find . -type f | sort | xargs sha256sum)"
expect_refusal "model_registry.cpp" fresh_model
exit $fail
