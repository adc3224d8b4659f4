#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fig. 1 of the OBS paper from runs of obs_nsfnet: segments and distinct flows per burst,
delivered vs lost, per assembly time T_max, mean and 95% Student-t half-width over seeds.

Usage: obs_fig1.py [--markdown] DIR   (DIR/T<ms>/seed<k>/burst_histograms.csv, as written by
scripts/reproduce-obs.sh); prints a CSV table to stdout, or with --markdown the appendix
section of docs/results/obs.md (numbers only: the verdicts are the lesson's claims)."""
import csv
import pathlib
import sys

from student_ci import mean_ci

def histogram_stats(path):
    """Per outcome (delivered, lost): mean segments, mean flows, share of bursts at the most
    common flow count or fewer (the paper's '80 % of bursts carry ≤ k flows') — here the 80th
    percentile of flows per burst, and the share of bursts at the largest segment count."""
    h = {"segments": {}, "flows": {}}
    with open(path) as f:
        for row in csv.DictReader(f):
            v = int(row["value"])
            h[row["histogram"]][v] = (int(row["delivered"]), int(row["lost"]))
    out = {}
    for k, outcome in enumerate(("delivered", "lost")):
        for name in ("segments", "flows"):
            counts = {v: c[k] for v, c in h[name].items() if c[k] > 0}
            total = sum(counts.values())
            out[f"{name}_mean_{outcome}"] = (
                sum(v * c for v, c in counts.items()) / total if total else float("nan"))
            if name == "flows":
                acc, p80 = 0, 0
                for v in sorted(counts):
                    acc += counts[v]
                    if acc >= 0.8 * total:
                        p80 = v
                        break
                out[f"flows_p80_{outcome}"] = p80
        out[f"bursts_{outcome}"] = sum(c[k] for c in h["segments"].values())
    return out


def markdown(rows):
    def cell(row, key, fmt="{:.3g}"):
        return f"{fmt.format(float(row[key]))} ± {float(row[key + '_ci95']):.2g}"
    print("\n## Appendix: Fig. 1 split by delivered and lost bursts (§III scale)\n")
    print(f"One run per T_max and seed ({rows[0]['seeds']} seeds), the same runs as the "
          "lesson's `timer` sweep; means over bursts, then mean ± 95% half-width over seeds. "
          "Numbers only: the verdicts are the claims above.\n")
    print("| T_max (ms) | segments / burst, delivered | segments / burst, lost "
          "| flows / burst, delivered | flows / burst, lost "
          "| 80th percentile of flows / burst (delivered / lost) |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['timer_ms']} | {cell(r, 'segments_mean_delivered')} "
              f"| {cell(r, 'segments_mean_lost')} | {cell(r, 'flows_mean_delivered')} "
              f"| {cell(r, 'flows_mean_lost')} "
              f"| {float(r['flows_p80_delivered']):.3g} / {float(r['flows_p80_lost']):.3g} |")


def main():
    args = sys.argv[1:]
    as_markdown = args[:1] == ["--markdown"]
    root = pathlib.Path(args[-1])
    rows = []
    for tdir in sorted(root.glob("T*"), key=lambda p: float(p.name[1:])):
        per_seed = [histogram_stats(s / "burst_histograms.csv") for s in sorted(tdir.glob("seed*"))
                    if (s / "burst_histograms.csv").exists()]
        if not per_seed:
            continue
        row = {"timer_ms": tdir.name[1:], "seeds": len(per_seed)}
        for key in per_seed[0]:
            m, ci = mean_ci([s[key] for s in per_seed])
            row[key], row[key + "_ci95"] = f"{m:.4g}", f"{ci:.3g}"
        rows.append(row)
    if as_markdown:
        markdown(rows)
        return
    w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)


if __name__ == "__main__":
    main()
