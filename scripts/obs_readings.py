#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares configurations of obs_nsfnet sweeps seed by seed, for the readings and ablations of
docs/results/obs.intro.md: per metric, each configuration's mean and 95% Student-t half-width
over seeds, and each configuration's difference to the baseline (the first) paired by seed,
as a mean with its paired 95% half-width and as a percentage of the baseline's mean.

Usage: obs_readings.py --metrics M1,M2 LABEL=DIR[:KEY=VALUE] ...
  DIR is an `opslab-cli sweep --out` directory (its runs.csv); KEY=VALUE keeps the rows whose
  varied KEY has VALUE. Prints a Markdown table to stdout. A label given twice, a directory
  without runs.csv, a metric not in runs.csv or a configuration without rows is refused with
  one line and exit status 2."""
import csv
import pathlib
import sys

from student_ci import mean_ci

def fail(message):
    print(f"obs_readings.py: {message}", file=sys.stderr)
    sys.exit(2)


def load(spec, metrics):
    """LABEL=DIR[:KEY=VALUE] -> (label, {seed: {metric: value}})."""
    label, _, rest = spec.partition("=")
    if not label or not rest:
        fail(f"expected LABEL=DIR[:KEY=VALUE], got '{spec}'")
    path, _, where = rest.partition(":")
    key, _, value = where.partition("=")
    runs = pathlib.Path(path) / "runs.csv"
    if not runs.is_file():
        fail(f"{runs}: no such file")
    rows = {}
    with open(runs) as f:
        for row in csv.DictReader(f):
            if key and row.get(key) != value:
                continue
            for m in metrics:
                if m not in row:
                    fail(f"{runs}: no column '{m}'")
            rows[int(row["seed"])] = {m: float(row[m]) if row[m] else float("nan")
                                      for m in metrics}
    if not rows:
        fail(f"{spec}: no runs")
    return label, rows


def fmt(m, ci):
    digits = 3 if abs(m) < 10 else 1 if abs(m) < 1000 else 0
    return f"{m:.{digits}f} ± {ci:.{digits}f}"


def main(argv):
    if len(argv) < 3 or argv[0] != "--metrics":
        fail("usage: obs_readings.py --metrics M1,M2 LABEL=DIR[:KEY=VALUE] ...")
    metrics = argv[1].split(",")
    configs = [load(s, metrics) for s in argv[2:]]
    labels = [c[0] for c in configs]
    if len(set(labels)) != len(labels):
        fail("a label is given twice")
    base_label, base = configs[0]
    print("| metric | configuration | seeds | mean ± 95% CI | paired difference to "
          f"{base_label} (same seeds) | relative |")
    print("|---|---|---|---|---|---|")
    for m in metrics:
        b_mean, _ = mean_ci([r[m] for r in base.values()])
        for label, rows in configs:
            mean, ci = mean_ci([r[m] for r in rows.values()])
            diff = rel = ""
            if label != base_label:
                seeds = sorted(set(rows) & set(base))
                d = [rows[s][m] - base[s][m] for s in seeds]
                if len(d) >= 2:
                    dm, dci = mean_ci(d)
                    diff = f"{fmt(dm, dci)} ({len(d)} pairs)"
                    rel = f"{100 * dm / b_mean:+.0f}% ({100 * (dm - dci) / b_mean:+.0f}% to " \
                          f"{100 * (dm + dci) / b_mean:+.0f}%)" if b_mean else ""
            print(f"| `{m}` | {label} | {len(rows)} | {fmt(mean, ci)} | {diff} | {rel} |")


if __name__ == "__main__":
    main(sys.argv[1:])
