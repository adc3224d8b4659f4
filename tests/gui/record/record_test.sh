#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# opslab --record: the real app, offscreen, records the dumbbell's network as MP4 and (with the
# charts) as GIF; ffprobe decodes each with (to − from) / speed · fps frames of the size asked
# for, and the first and last frames differ (framemd5). Bad arguments exit 2 with one line and
# no file; without ffmpeg, and when the file cannot be written (a file-size limit, as a full
# disk), the app says so in one line, exits non-zero and leaves no file, temporary or not.
#   record_test.sh OPSLAB SOURCE_DIR
set -uo pipefail
app="$1"
src="$2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$work/runtime" "$work/out" && chmod 700 "$work/runtime"
scenario="$src/assets/scenarios/dumbbell.json"
fail=0
problem() { echo "FAIL $*"; fail=1; }

# record NAME ARGS…: runs opslab --scenario dumbbell ARGS…; its status, stdout and stderr kept.
record() {
  local name="$1"
  shift
  "$app" --scenario "$scenario" "$@" >"$work/$name.stdout" 2>"$work/$name.err"
  echo $? >"$work/$name.rc"
}

# video NAME FILE FRAMES WIDTH HEIGHT: written, decodable, FRAMES frames of WIDTH×HEIGHT,
# first and last frames different.
video() {
  local name="$1" file="$2" frames="$3" width="$4" height="$5"
  if [[ $(cat "$work/$name.rc") != 0 ]]; then problem "$name: exit $(cat "$work/$name.rc"): $(cat "$work/$name.err")"; return; fi
  [[ -s $file ]] || { problem "$name: $file not written"; return; }
  local probe
  probe="$(ffprobe -v error -count_frames -select_streams v:0 \
           -show_entries stream=width,height,nb_read_frames -of csv=p=0 "$file")"
  [[ $probe == "$width,$height,$frames" ]] || problem "$name: expected ${width},${height},${frames} (width, height, frames), ffprobe says '$probe'"
  local hashes first last
  hashes="$(ffmpeg -v error -i "$file" -f framemd5 - | grep -v '^#' | awk -F', *' '{print $NF}')"
  first="$(head -n1 <<<"$hashes")"
  last="$(tail -n1 <<<"$hashes")"
  [[ -n $first && $first != "$last" ]] || problem "$name: the first and last frames are the same ($first)"
}

# refused NAME STATUS TEXT FILE: exit STATUS, one line on stderr containing TEXT, FILE absent,
# no temporary file in the output folder.
refused() {
  local name="$1" status="$2" text="$3" file="$4"
  local rc err
  rc="$(cat "$work/$name.rc")"
  err="$(cat "$work/$name.err")"
  if [[ $status == nonzero ]]; then
    ((rc != 0)) || problem "$name: exit 0"
  else
    [[ $rc == "$status" ]] || problem "$name: exit $rc, expected $status"
  fi
  [[ $(wc -l <"$work/$name.err") -eq 1 ]] || problem "$name: not one line on stderr: $err"
  [[ $err == *"$text"* ]] || problem "$name: expected '$text' in: $err"
  [[ ! -e $file ]] || problem "$name: $file left behind"
  [[ -z $(ls -A "$work/out") ]] || problem "$name: left in the folder: $(ls -A "$work/out")"
}

# 0.5–0.55 s: slow start under way, packets on every link.
record mp4 --record "$work/a.mp4" --from 0.5 --to 0.55 --speed 0.01 --fps 8 --size 640x360
video mp4 "$work/a.mp4" 40 640 360
record gif --record "$work/b.gif" --from 0.5 --to 0.55 --speed 0.025 --fps 10 --size 480x360 --record-charts
video gif "$work/b.gif" 20 480 360

record backwards --record "$work/out/c.mp4" --from 0.2 --to 0.1 --speed 0.01
refused backwards 2 "the end must be later than the start" "$work/out/c.mp4"
record extension --record "$work/out/c.avi" --to 0.1 --speed 0.01
refused extension 2 "unknown format" "$work/out/c.avi"
record late --record "$work/out/c.mp4" --to 1e6 --speed 100
refused late 2 "the run ends at" "$work/out/c.mp4"
"$app" --record "$work/out/c.mp4" --to 0.1 --speed 0.01 >/dev/null 2>"$work/noscenario.err"
echo $? >"$work/noscenario.rc"
refused noscenario 2 "--record needs --scenario" "$work/out/c.mp4"

mkdir -p "$work/empty-path"
PATH="$work/empty-path" record noffmpeg --record "$work/out/c.mp4" --to 0.02 --speed 0.01 --fps 5
refused noffmpeg nonzero "ffmpeg not found: install the ffmpeg package" "$work/out/c.mp4"
# 16 KiB per file: a second of 640×360 GIF frames does not fit.
(trap '' XFSZ; ulimit -f 16; record full --record "$work/out/c.gif" --from 0.5 --to 0.55 --speed 0.05 --fps 10 --size 640x360)
refused full nonzero "c.gif: ffmpeg failed" "$work/out/c.gif"
[[ $(cat "$work/full.err") != *".part"* ]] || problem "full: names the temporary file: $(cat "$work/full.err")"

if ((fail == 0)); then echo "opslab --record: videos as asked for, bad arguments and failures leave nothing"; fi
exit "$fail"
