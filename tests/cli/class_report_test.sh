#!/bin/bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# `opslab-cli class report`: a folder of three students' exported work (made from a file the
# app's exporter wrote), one of them handed in twice, and a file that is not work: the report
# adds up the three and names the skipped files, --csv writes a row per student and step (exit
# 0); an empty folder says so (exit 1); bad arguments are one line, exit 2, nothing written.
# Usage: class_report_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli=$1
source_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

mkdir "$work/class" "$work/empty"
python3 - "$source_dir/tests/core/data/exported-work-tcp-basics.json" "$work/class" <<'PY'
import json, sys
template, out = sys.argv[1], sys.argv[2]
for i, (name, first) in enumerate([("Ada", 1), ("Grace", 0), ("Linus", 0)]):
    w = json.load(open(template))
    w["student"] = name
    w["exported_at"] = "2026-03-02T10:0%d:00Z" % i
    q = w["steps"][0]["questions"][0]
    q["answers"] = [{"choice": first, "correct": first == q["correct_choice"], "text": q["choices"][first],
                     "answered_at": "2026-03-02T09:00:00Z"}]
    json.dump(w, open("%s/%s.json" % (out, name.lower()), "w"), indent=4)
w = json.load(open("%s/ada.json" % out))
w["exported_at"] = "2026-03-01T10:00:00Z"
json.dump(w, open("%s/ada-first-try.json" % out, "w"))
PY
echo "not json" > "$work/class/notes.json"

status=0
"$cli" class report "$work/class" --csv "$work/class.csv" > "$work/out.txt" || status=$?
[ "$status" = 0 ] || fail "exit status $status, expected 0"
grep -q "3 students' work read from 5 .json files, 2 skipped" "$work/out.txt" || fail "counts: $(cat "$work/out.txt")"
grep -q "right first time 1/3 (33%)" "$work/out.txt" || fail "question 1.1's share"
grep -q 'most common wrong first answer: A ".*" (2 of 3)' "$work/out.txt" || fail "most common wrong answer"
grep -q "^  ada-first-try.json: the same student (\"Ada\") and lesson (tcp-basics) as ada.json, which is kept" "$work/out.txt" \
  || fail "duplicate line"
grep -q "^  notes.json: not JSON" "$work/out.txt" || fail "bad file line"
[ "$(wc -l < "$work/class.csv")" = 10 ] || fail "CSV rows: $(wc -l < "$work/class.csv")"
head -1 "$work/class.csv" | grep -q "^lesson,student,file,exported_at,step," || fail "CSV header"
grep -q "^tcp-basics,Grace,grace.json,2026-03-02T10:01:00Z,1,.*,A,A," "$work/class.csv" || fail "Grace's row"

status=0
"$cli" class report "$work/empty" > "$work/out.txt" || status=$?
[ "$status" = 1 ] || fail "empty folder: exit status $status, expected 1"
grep -q "No exported work" "$work/out.txt" || fail "empty folder not said"

for args in "class report $work/missing" "class report $work/class --csv $work/no-such-folder/x.csv" \
            "class report $work/class --pdf $work/x.pdf" "class report"; do
  status=0
  # shellcheck disable=SC2086
  "$cli" $args > "$work/out.txt" 2> "$work/err.txt" || status=$?
  [ "$status" = 2 ] || fail "$args: exit status $status, expected 2"
  [ "$(wc -l < "$work/err.txt")" = 1 ] || fail "$args: $(cat "$work/err.txt")"
  [ ! -s "$work/out.txt" ] || fail "$args wrote to stdout"
done
[ ! -e "$work/x.pdf" ] || fail "a PDF was written"
echo "class report: ok"
