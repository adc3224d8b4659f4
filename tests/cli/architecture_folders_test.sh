#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# docs/architecture.md names every folder of core/, app/ and qml/ (as `folder`), so a new
# folder cannot appear without the map saying what it holds.
#   architecture_folders_test.sh SOURCE_DIR
set -euo pipefail
cd "$1"
missing=0
while IFS= read -r d; do
  if ! grep -qF "\`$d\`" docs/architecture.md; then
    echo "docs/architecture.md does not name $d"
    missing=1
  fi
done < <(find core app qml -mindepth 1 -type d | sort)
exit "$missing"
