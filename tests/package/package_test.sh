#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package end to end: builds it with CPack from the current build,
# installs it with dpkg, runs the installed programs on the installed data from a folder
# outside the source tree, validates the desktop entry and the AppStream metainfo, checks that
# the metainfo and the copyright file name the same licence, then purges
# it and checks that none of its files is left.
#   package_test.sh BUILD_DIR VERSION APP_ID
# Needs root (dpkg -i); exits 77 (skipped) otherwise, or when opslab is already installed.
set -euo pipefail
build=$1 version=$2 app_id=$3

if [[ $(id -u) -ne 0 ]]; then
  echo "SKIP: installing the package needs root (CI runs as root)"
  exit 77
fi
exec 9>/tmp/opslab-package-test.lock  # one package test per machine at a time
flock 9
if dpkg-query -W -f='${Status}' opslab 2>/dev/null | grep -q "install ok installed"; then
  echo "SKIP: a package opslab is installed already; this test would remove it"
  exit 77
fi

tmp=$(mktemp -d)
installed=0
cleanup() {
  if ((installed)); then dpkg --purge opslab >/dev/null 2>&1 || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== cpack"
cpack --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1 ||
  { cat "$tmp/cpack.log"; fail "cpack"; }
deb="$tmp/pkg/opslab_${version}_amd64.deb"
[[ -f $deb ]] || fail "no $deb (cpack wrote: $(ls "$tmp/pkg"))"
depends=$(dpkg-deb --field "$deb" Depends)
[[ $depends == *qml6-module-qtquick-controls* ]] || fail "Depends lacks the QML modules: $depends"
[[ $depends == *libqt6core6* ]] || fail "Depends lacks what dpkg-shlibdeps finds: $depends"
# What the package holds (read from the archive: a machine may exclude /usr/share/man).
dpkg-deb --fsys-tarfile "$deb" | tar -t | sed 's|^\./|/|; s|/$||' >"$tmp/contents"
for f in /usr/bin/opslab /usr/bin/opslab-cli /usr/share/applications/opslab.desktop \
         "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
         "/usr/share/metainfo/$app_id.metainfo.xml" \
         /usr/share/man/man1/opslab.1.gz /usr/share/man/man1/opslab-cli.1.gz \
         /usr/share/opslab/assets/scenarios/dumbbell.json \
         /usr/share/opslab/lessons/tcp-basics/lesson.json \
         /usr/share/opslab/scripts/plot_sweep.py /usr/share/doc/opslab/copyright; do
  grep -qx "$f" "$tmp/contents" || fail "the package does not hold $f"
done
dpkg-deb -x "$deb" "$tmp/deb"
[[ $(zcat "$tmp/deb/usr/share/man/man1/opslab-cli.1.gz") == *'lesson\-dir'* ]] ||
  fail "opslab-cli's man page lacks its subcommands' options"
[[ $(zcat "$tmp/deb/usr/share/man/man1/opslab.1.gz") == *screenshot* ]] || fail "opslab's man page"
# The licence, said twice: the metainfo's project_license (metadata_license for the metainfo
# itself) and the machine-readable copyright file (Debian copyright-format 1.0, parsed strictly
# by Debian's python3-debian): its Files: * paragraph names the program's licence, its
# paragraph for the metainfo the metadata's, and every licence it names has its text.
metainfo="$tmp/deb/usr/share/metainfo/$app_id.metainfo.xml"
project_license=$(sed -n 's|^ *<project_license>\(.*\)</project_license>$|\1|p' "$metainfo")
metadata_license=$(sed -n 's|^ *<metadata_license>\(.*\)</metadata_license>$|\1|p' "$metainfo")
[[ $project_license == GPL-3.0-or-later ]] || fail "metainfo's project_license: '$project_license'"
[[ $metadata_license == CC0-1.0 ]] || fail "metainfo's metadata_license: '$metadata_license'"
copyright="$tmp/deb/usr/share/doc/opslab/copyright"
/usr/bin/python3 - "$copyright" "$project_license" "$metadata_license" <<'PY' ||
import sys
from debian.copyright import Copyright
path, project, metadata = sys.argv[1:]
with open(path, encoding="utf-8") as f:
    c = Copyright(f, strict=True)
fmt = c.header.format or ""
assert fmt.rstrip("/").endswith("copyright-format/1.0"), f"Format: {fmt!r}"
program = c.find_files_paragraph("usr/bin/opslab")
assert program is not None and list(program.files) == ["*"], "no Files: * paragraph"
assert program.license.synopsis == project, \
    f"Files: * is {program.license.synopsis!r}, the metainfo's project_license {project!r}"
meta = c.find_files_paragraph("packaging/opslab.metainfo.xml.in")
assert meta.license.synopsis == metadata, \
    f"the metainfo's paragraph is {meta.license.synopsis!r}, its metadata_license {metadata!r}"
texts = {p.license.synopsis for p in c.all_license_paragraphs() if p.license.text.strip()}
for p in c.all_files_paragraphs():
    name = p.license.synopsis
    assert p.license.text.strip() or name in texts, f"License {name!r} has no text"
PY
  fail "the copyright file /usr/share/doc/opslab/copyright"

echo "== dpkg -i"
dpkg -i "$deb" >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg -i"; }
installed=1
dpkg -L opslab >"$tmp/files"

# Everything below runs in a scratch folder, with a home of its own for the app's data.
mkdir -p "$tmp/work" "$tmp/home" "$tmp/runtime"
chmod 0700 "$tmp/runtime"
cd "$tmp/work"
export HOME="$tmp/home" XDG_DATA_HOME="$tmp/home/data" XDG_CONFIG_HOME="$tmp/home/config"
export XDG_RUNTIME_DIR="$tmp/runtime" QT_QPA_PLATFORM=offscreen

echo "== validators"
grep -q "^Icon=$app_id$" /usr/share/applications/opslab.desktop || fail "desktop entry's Icon"
[[ -s /usr/share/icons/hicolor/scalable/apps/$app_id.svg ]] || fail "no icon"
desktop-file-validate /usr/share/applications/opslab.desktop
appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml"

echo "== the installed programs"
[[ $(/usr/bin/opslab-cli --version) == "opslab-cli $version (commit "* ]] || fail "opslab-cli --version"
[[ $(/usr/bin/opslab --version) == "opslab $version" ]] || fail "opslab --version"
# The lessons come from /usr/share/opslab, not from a source tree on the same machine: the
# list names the folder it read, and every installed lesson is listed.
/usr/bin/opslab-cli lesson list >"$tmp/lessons.txt"
cat "$tmp/lessons.txt"
[[ $(head -1 "$tmp/lessons.txt") == "/usr/share/opslab/lessons:" ]] ||
  fail "lesson list did not read /usr/share/opslab/lessons"
[[ $(grep -c ':$' "$tmp/lessons.txt") -eq 1 ]] || fail "lesson list read another folder too"
shipped=$(find /usr/share/opslab/lessons -name lesson.json | wc -l)
[[ $(grep -c '^  ' "$tmp/lessons.txt") -eq $shipped ]] || fail "lesson list misses lessons"
# A report checks its figure script (installed in /usr/share/opslab/scripts) and matplotlib
# before it looks its lessons up: an unknown lesson is the first thing it finds wrong.
if err=$(/usr/bin/opslab-cli lesson report no-such-lesson --page "$tmp/page.md" 2>&1); then
  fail "lesson report of an unknown lesson succeeded"
fi
[[ $err == *'lesson "no-such-lesson": unknown lesson'* ]] || fail "lesson report: $err"
/usr/bin/opslab-cli run /usr/share/opslab/assets/scenarios/dumbbell.json \
  --set sim.duration_s=1 --set sim.warmup_s=0.2 --out "$tmp/run"
[[ $(wc -l <"$tmp/run/summary.csv") -eq 2 ]] || fail "run wrote no summary row"
# The app starts on an installed lesson, renders it and exits.
timeout 300 /usr/bin/opslab --lesson tcp-basics --size 800x600 --screenshot "$tmp/app.png" ||
  fail "opslab --lesson tcp-basics"
[[ -s $tmp/app.png ]] || fail "no screenshot"
# The installed app speaks German with --lang de (its translation is inside the program).
# (Into a file first: grep -q stops reading at the match, and the help's later lines would then
# meet a closed pipe, which pipefail counts as a failure.)
/usr/bin/opslab --lang de --help >"$tmp/help-de.txt" || fail "opslab --lang de --help"
grep -q "Sprache der Oberfläche" "$tmp/help-de.txt" || fail "opslab --lang de"
timeout 300 /usr/bin/opslab --lang de --lesson tcp-basics --size 800x600 --screenshot "$tmp/app-de.png" ||
  fail "opslab --lang de --lesson tcp-basics"

echo "== dpkg --purge"
cd /
dpkg --purge opslab >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log"; fail "dpkg --purge"; }
installed=0
left=()
while IFS= read -r path; do
  [[ -e $path || -L $path ]] || continue
  # A folder still there must belong to another package (/usr/share/man/man1, …).
  if [[ -d $path && ! -L $path ]] && dpkg-query -S "$path" >/dev/null 2>&1; then continue; fi
  left+=("$path")
done <"$tmp/files"
((${#left[@]} == 0)) || fail "left after purge: ${left[*]}"
echo "PASS: built, installed, ran and purged opslab $version ($(wc -l <"$tmp/files") paths)"
