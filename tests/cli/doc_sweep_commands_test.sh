#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Every `opslab-cli sweep assets/scenarios/...` command the docs and results pages give (code
# blocks and inline code, continuation lines joined) still names keys and values the CLI takes:
# each is run with --plan into a temporary directory, which resolves every run's scenario
# without simulating. Commands with placeholders (B, W, […], …) are counted and skipped.
# Usage: doc_sweep_commands_test.sh OPSLAB_CLI SOURCE_DIR
set -euo pipefail
cli="$1"
root="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

python3 - "$root" >"$tmp/commands" <<'PY'
import pathlib, re, shlex, sys
root = pathlib.Path(sys.argv[1])
pages = sorted(root.glob("docs/*.md")) + sorted(root.glob("docs/results/*.md")) + [root / "README.md"]
# Options that choose where or how a sweep runs, not what it resolves: dropped (with their value).
drop_with_value = {"--out", "--jobs", "--plan", "--cli", "--partition", "--time", "--mem", "--qos",
                   "--account", "--paired", "--setup-line", "--setup-file", "--runs-per-task", "--cpus-per-task"}
drop_flag = {"--slurm"}
for page in pages:
    text = page.read_text()
    spans = re.findall(r"```[a-z]*\n(.*?)```", text, re.S)
    spans += [s.replace("\n", " ") for s in re.findall(r"(?<!`)`([^`]+)`(?!`)", text)]
    for span in spans:
        for line in span.replace("\\\n", " ").split("\n"):
            m = re.search(r"opslab-cli sweep (assets/scenarios/\S+\.json(?: [^#;&|)]*)?)", line)
            if not m:
                continue
            words = shlex.split(m.group(1))
            if any(w in ("…", "...") or "[" in w or re.search(r"=[A-Z]+$", w) for w in words):
                print(f"skip\t{page.name}\t{' '.join(words)}")
                continue
            keep, i = [], 0
            while i < len(words):
                if words[i] in drop_with_value:
                    i += 2
                    continue
                if words[i] not in drop_flag:
                    keep.append(words[i])
                i += 1
            print(f"run\t{page.name}\t{shlex.join(keep)}")
PY

runs=0 skipped=0 failed=0
while IFS=$'\t' read -r what page cmd; do
  if [[ $what == skip ]]; then skipped=$((skipped + 1)); continue; fi
  runs=$((runs + 1))
  eval "args=($cmd)"
  if ! (cd "$root" && "$cli" sweep "${args[@]}" --plan "$tmp/plan$runs") >"$tmp/out" 2>&1; then
    echo "FAIL: $page: opslab-cli sweep $cmd" >&2
    tail -n 1 "$tmp/out" >&2
    failed=$((failed + 1))
  fi
  rm -rf "$tmp/plan$runs"
done <"$tmp/commands"
((runs > 0)) || { echo "FAIL: no sweep command found in the docs" >&2; exit 1; }
((failed == 0)) || exit 1
echo "ok: $runs sweep commands in the docs resolve ($skipped with placeholders skipped)"
