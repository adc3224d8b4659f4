#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# A lesson report reuses runs made elsewhere: the runs of a sweep kept as a plan directory
# would keep them (`sweep --keep-runs`, the lesson's own sweep), added to the report's cache by
# scripts/plan_runs_to_lesson_cache.py, make the same page byte for byte as the report's own
# runs, and the report runs nothing (its cache file is left as it was).
# Usage: lesson_cache_from_plans_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli=$1
src=$2
lessons=$src/docs/examples/lessons
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# The lesson rtt-and-loss's quick sweep "rtt", as its lesson.json states it.
"$cli" sweep "$lessons/rtt-and-loss/scenario.json" --set sim.duration_s=30 \
  --vary topology.rtt_ms=20,50,100 --seeds 3 --jobs 2 --keep-runs --out "$work/sweep" >/dev/null 2>&1
mkdir "$work/cache"
cache=$work/cache/rtt-and-loss-rtt-quick.json
python3 "$src/scripts/plan_runs_to_lesson_cache.py" "$cache" "$work/sweep" >/dev/null
before=$(sha256sum <"$cache")
"$cli" lesson report rtt-and-loss --lesson-dir "$lessons" --cache "$work/cache" --no-figures \
  >"$work/reused.md" 2>/dev/null
[[ $(sha256sum <"$cache") == "$before" ]] || fail "the report ran runs the plan had (its cache changed)"
"$cli" lesson report rtt-and-loss --lesson-dir "$lessons" --no-figures --jobs 2 \
  >"$work/own.md" 2>/dev/null
cmp "$work/own.md" "$work/reused.md" ||
  { diff -u "$work/own.md" "$work/reused.md" >&2 || true; fail "pages differ"; }
echo "lesson report from plan runs: ok"
