#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command against a throwaway single-node SLURM cluster (slurm_cluster.sh), then stops
# the cluster: try `opslab-cli sweep ... --slurm` without a cluster at hand (as root).
#   tests/slurm/with_slurm_cluster.sh build/bin/opslab-cli sweep SCENARIO --vary ... --slurm
set -euo pipefail
HERE=$(dirname "$(realpath "${BASH_SOURCE[0]}")")
source "$HERE/slurm_cluster.sh"
"$@"
