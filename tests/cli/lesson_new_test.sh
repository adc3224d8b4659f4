#!/bin/bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# A teacher's first lesson: `lesson new` from a shipped scenario, then `lesson
# validate` finds no problem and `lesson check --quick` passes, read as a --lesson-dir lesson.
# Usage: lesson_new_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/lessons"
"$cli" lesson new "$work/lessons/starter" --from "$source_dir/assets/scenarios/dumbbell.json"
"$cli" lesson validate "$work/lessons/starter"
"$cli" lesson check starter --quick --jobs 2 --lesson-dir "$work/lessons"
