#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""One figure per access rate for docs/results/lbas-tables.md: the five
architectures' TCP goodput, mean and 95% CI per (ρ, b_D) cell, with the paper's Table I–III
numbers as hollow diamonds — drawn by plot_sweep.py from the sweep.csv the page is made of.

    lbas_tables_figure.py SWEEP.csv PAPER.txt U OUTDIR   writes OUTDIR/lbas-tables-U<U>.{json,svg,png}

PAPER.txt holds lines "U policy rho b_D goodput" (reproduce-lbas-tables.sh writes it).
"""
import csv
import json
import subprocess
import sys
from pathlib import Path

POLICIES = ["none", "ideal_jsq", "e_jsq", "rr", "jsvoq"]
NAMES = {"none": "not LB+AS", "ideal_jsq": "ideal JSQ", "e_jsq": "e-JSQ", "rr": "RR",
         "jsvoq": "JSVOQ"}
TABLE = {"10": "Table I", "100": "Table II", "1000": "Table III"}


def main():
    sweep, paper_file, u, outdir = sys.argv[1], sys.argv[2], sys.argv[3], Path(sys.argv[4])
    rows = list(csv.DictReader(open(sweep)))
    paper = {}
    for line in open(paper_file):
        pu, p, r, b, v = line.split()
        if pu == u:
            paper[(p, float(r), int(b))] = float(v)
    policies = [p for p in POLICIES if any(r["core.policy"] == p for r in rows)]
    cells = sorted({(float(r["traffic.rho"]), int(float(r["topology.b_D"]))) for r in rows})
    series, marks = [], []
    for i, (rho, bd) in enumerate(cells):
        name = f"ρ = {rho:g}, b_D = {bd}"
        dodge = (i - (len(cells) - 1) / 2) * 0.14 if len(cells) > 1 else 0.0
        points = []
        for r in rows:
            if (float(r["traffic.rho"]), int(float(r["topology.b_D"]))) != (rho, bd):
                continue
            p = r["core.policy"]
            x = policies.index(p) + dodge
            mean = float(r["tcp_goodput_mbps"])
            ci = r.get("tcp_goodput_mbps_ci95", "")
            points.append({"x": x, "label": p, "mean": mean, "n": int(r["seeds"]),
                           "ci_low": mean - float(ci) if ci else None,
                           "ci_high": mean + float(ci) if ci else None})
            if (p, rho, bd) in paper:
                marks.append({"series": name, "x": x, "y": paper[(p, rho, bd)],
                              "label": TABLE.get(u, "paper")})
        series.append({"name": name, "points": sorted(points, key=lambda q: q["x"])})
    seeds = sorted({int(r["seeds"]) for r in rows})
    spec = {
        "title": f"LB+AS, {TABLE.get(u, 'access rate')}: TCP goodput of the five architectures "
                 f"at U = {u} Mb/s",
        "x_label": "Architecture (anycast switching policy)",
        "y_label": "TCP goodput (Mb/s)",
        "x_categories": policies,
        "x_category_labels": [NAMES[p] for p in policies],
        "legend_columns": 4,
        "x_log": False,
        "legend_title": "cell",
        "series": series,
        "paper": marks,
        "claims": [],
        "note": f"scripts/reproduce-lbas-tables.sh, assets/scenarios/lbas.json: "
                f"{'/'.join(map(str, seeds))} seeds per point; bars: 95% CI; the findings are in "
                f"the table below",
    }
    outdir.mkdir(parents=True, exist_ok=True)
    stem = f"lbas-tables-U{u}"
    (outdir / f"{stem}.json").write_text(json.dumps(spec, indent=1, sort_keys=True) + "\n")
    plot = Path(__file__).with_name("plot_sweep.py")
    subprocess.run([sys.executable, str(plot), str(outdir), str(outdir / f"{stem}.json")], check=True)


if __name__ == "__main__":
    main()
