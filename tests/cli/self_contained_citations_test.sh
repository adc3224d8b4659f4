#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The repository explains itself (docs/architecture.md): no tracked file cites a design
# document that is not in the repository, an issue number of the project's tracker, or a path
# outside the clone (a sibling folder reached with ../). Papers are cited by authors, title and venue. The fuzz
# corpora (arbitrary bytes) are left out. Lists every offending line as FILE:LINE: TEXT.
# Usage: self_contained_citations_test.sh SOURCE_DIR
set -euo pipefail

ROOT="${1:?usage: self_contained_citations_test.sh SOURCE_DIR}"
cd "$ROOT"
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "not a git checkout: nothing to check" >&2
  exit 77
fi

# The patterns are assembled so that this file does not match them itself.
D='DESIG''N'
patterns=(
  -e "\\b${D}\\b"              # the design document, by name or section
  -e '\b[Ii]ssues? #?[0-9]+'   # the word issue followed by a number, with or without #
  -e '\.\./shared/'            # a path outside the clone
)

found=0
hits=$(mktemp)
trap 'rm -f "$hits"' EXIT
while IFS= read -r -d '' f; do
  case "$f" in fuzz/corpus/*) continue ;; esac
  [[ -f "$f" ]] || continue
  if grep -nIE "${patterns[@]}" -- "$f" >"$hits" 2>/dev/null; then
    sed "s|^|$f:|" "$hits"
    found=$((found + $(wc -l <"$hits")))
  fi
done < <(git ls-files -z)

if ((found > 0)); then
  echo "FAIL: $found line(s) cite something outside the repository; cite docs/architecture.md" \
       "or the file that holds the fact instead" >&2
  exit 1
fi
echo "ok: no citation outside the repository"
