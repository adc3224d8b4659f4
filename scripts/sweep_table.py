#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Prints a sweep.csv as a Markdown table: the varied keys, then mean ± 95% CI of the
metrics named on the command line.  usage: sweep_table.py SWEEP.csv METRIC [METRIC...]"""
import csv
import sys


def fmt(mean, ci):
    if mean == "":
        return ""
    m = float(mean)
    digits = 3 if abs(m) < 10 else 1
    return f"{m:.{digits}f}" + (f" ± {float(ci):.{digits}f}" if ci else "")


def main():
    path, metrics = sys.argv[1], sys.argv[2:]
    rows = list(csv.DictReader(open(path)))
    keys = list(rows[0].keys())
    varied = keys[: keys.index("seeds")]
    print("| " + " | ".join(varied + metrics) + " |")
    print("|" + "---|" * (len(varied) + len(metrics)))
    for r in rows:
        cells = [r[k] for k in varied] + [fmt(r[m], r.get(m + "_ci95", "")) for m in metrics]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
