#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Quick start: set up (packages, configure, build) and run OPS Lab.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
cd "$ROOT"
if [[ -x build/bin/opslab ]]; then
  exec build/bin/opslab "$@"
fi
# The desktop app is not built yet: run the default scenario headless and print its summary.
exec build/bin/opslab-cli run assets/scenarios/dumbbell.json --out build/runs/dumbbell --replace "$@"
