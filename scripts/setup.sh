#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian/Ubuntu packages OPS Lab needs (only the missing ones), then configures
# and builds the release preset into build/. Sourced by run.sh and test.sh.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

PACKAGES=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools qt6-charts-dev
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-layouts qml6-module-qtquick-shapes qml6-module-qtquick-window
  qml6-module-qtqml-workerscript qml6-module-qtcharts qml6-module-qttest
  qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel qml6-module-qtcore
  qml6-module-qt-labs-settings
  libboost-graph-dev libboost-math-dev libboost-random-dev libspdlog-dev libfmt-dev
  libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcli11-dev
  xvfb xauth imagemagick fonts-inter
  fonts-dejavu-core                    # the exported PDF's text font (extractable: a ToUnicode map)
  poppler-utils                        # tests/app: pdftoppm renders the exported lesson work
  python3-matplotlib                   # figures of `opslab-cli lesson report` (scripts/plot_sweep.py)
  slurmctld slurmd slurm-client munge  # tests/slurm: sweeps as SLURM job arrays
  tshark                               # tests/cli: pcap captures read by a real dissector
  ffmpeg                               # the app's animations for slides (opslab --record, Export animation…): the encoder; ffprobe checks them in tests/gui
  clang libclang-rt-14-dev             # sanitizer preset and libFuzzer harnesses
  libqt6svg6                           # the app's SVG window icon (a Qt plugin)
  qt6-svg-dev                          # charts exported as SVG (QSvgGenerator)
  qt6-tools-dev qt6-l10n-tools         # translations: Qt6LinguistTools (lupdate, lrelease)
  qt6-translations-l10n                # Qt's own strings (dialogs) in the shipped languages
  dpkg-dev file help2man               # the .deb: dpkg-shlibdeps, man pages (packaging/)
  desktop-file-utils appstream         # tests/package: the desktop entry and metainfo validators
  util-linux procps                    # scripts/run-plan.sh's locks (flock); its test's pgrep, pkill
  reuse python3-debian                 # tests/licensing: reuse lint; tests/package: the copyright file
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  echo "==> installing missing packages: ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

cd "$ROOT"
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)"
