#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lets a lesson report reuse runs made elsewhere: the finished runs of sweep plan directories
(`opslab-cli sweep ... --plan DIR`, run on a cluster or by scripts/run-plan.sh) are added to a
lesson report's cache file (`opslab-cli lesson report --cache CACHE_DIR`), so the report finds
them and runs only what is missing.

    plan_runs_to_lesson_cache.py CACHE_FILE PLAN_DIR...

CACHE_FILE is CACHE_DIR/<lesson>-<sweep>-<quick|full>.json. The report looks a run up by its
whole resolved scenario, so a plan run is used only where its scenario.json is exactly the
lesson's run (model, every setting, seed, name): a plan made from the lesson's own scenario
file with the lesson's --vary values matches; one made with --set overrides does not (its name
notes the overrides). Each summary.csv cell is typed as the CLI's CSV reader types it (an
integer where the text is one, else a number, else text; empty is no value; the
cache's own tag for an infinity), which is how
`sweep --collect` reads the same files; the provenance columns are left out, as a report's
own runs have none. Entries already in the cache are kept.
"""
import csv
import json
import math
import re
import sys
from pathlib import Path

INTEGER = re.compile(r"-?[0-9]+")


def cell(text):
    if text == "":
        return None
    if INTEGER.fullmatch(text) and str(int(text)) == text and -2**63 <= int(text) < 2**63:
        return int(text)
    if text in ("inf", "-inf"):  # the CSV writer's infinities; JSON has none
        return {"real": text}
    try:
        d = float(text)
    except ValueError:
        return text
    return text if math.isnan(d) or math.isinf(d) else d


# The columns a run's summary.csv adds to say what made it (core/study/provenance.cpp); a
# lesson report's own runs do not carry them.
PROVENANCE = {"opslab_version", "git_commit", "git_dirty", "command_line"}


def summary_table(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    if len(rows) != 2:
        raise SystemExit(f"{path}: expected a header and one row, got {len(rows)} lines")
    keep = [i for i, c in enumerate(rows[0]) if c not in PROVENANCE]
    return {"columns": [rows[0][i] for i in keep], "rows": [[cell(rows[1][i]) for i in keep]]}


def main(argv):
    if len(argv) < 3:
        print("usage: plan_runs_to_lesson_cache.py CACHE_FILE PLAN_DIR...", file=sys.stderr)
        return 2
    cache_file = Path(argv[1])
    cache = {"runs": []}
    if cache_file.exists():
        cache = json.loads(cache_file.read_text(encoding="utf-8"))
    known = {json.dumps(r["scenario"], sort_keys=True) for r in cache["runs"]}
    added = 0
    for plan in argv[2:]:
        for run in sorted(Path(plan, "runs").iterdir()):
            if not (run / "summary.csv").is_file() or not (run / "scenario.json").is_file():
                continue
            scenario = json.loads((run / "scenario.json").read_text(encoding="utf-8"))
            key = json.dumps(scenario, sort_keys=True)
            if key in known:
                continue
            cache["runs"].append({"scenario": scenario, "summary": summary_table(run / "summary.csv")})
            known.add(key)
            added += 1
    tmp = cache_file.with_name(cache_file.name + ".tmp")
    tmp.write_text(json.dumps(cache, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.rename(cache_file)
    print(f"{cache_file}: {added} runs added, {len(cache['runs'])} in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
