#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""What sets the level of a reordered LB+AS connection: the tables page's cross-check of the
kept runs against the square-root law of TCP throughput.

    lbas_square_root_law.py ROWS.csv PAPER.txt

Mathis, Semke, Mahdavi and Ott (1997) give a Reno-style connection that loses one segment in
1/p the rate C · MSS / (RTT · √p), C = √(3/2) for periodic loss. Here the "losses" are
spurious fast retransmits: a segment overtaken by three later ones (the bundle's queues differ)
halves the window as a loss would. For each cell of Tables I–III at the chosen settings whose
every run made at least MIN_FR fast retransmits a connection, per run: p = fast retransmits per
segment delivered, and goodput · √p, the law's C · MSS / RTT. If the law holds, that product is
one number per load (the round trips: 15–25 ms and the background's queueing) whatever the
architecture, b_D or U, and the cell's level is set by p alone; the paper's number then says
which p its connections met, (goodput · √p / paper)². Rows and the paper's tables as in
scripts/lbas_calibration.py, whose choice of rows (at_chosen) this reads.
"""
import csv
import math
import sys

import lbas_calibration as cal

MIN_FR = 20          # fast retransmits a connection in every run of a cell: the law's regime
CONNECTIONS = 2      # the two TCP connections of every run (§IV-A: one each way)
MSS_BYTES = 1460     # the paper's 1500-byte data packets less 40 header bytes
BASE_RTT_S = 0.020   # the mean of the propagation round trips, uniform in [15, 25] ms


def runs_per_cell(rows_path):
    """{(U, policy, ρ, b_D): [(goodput, p, fast retransmits a connection)]} at the chosen settings."""
    cells = {}
    for r in csv.DictReader(open(rows_path)):
        if not cal.at_chosen(r):
            continue
        g = float(r["tcp_goodput_mbps"])
        # The goodput is the connections' mean of delivered bytes over their time: the first
        # transfer's time, or the run's 600 s when none finished.
        t = float(r["transfer_time_s"]) if r["transfer_time_s"] else cal.DEFAULTS["sim.duration_s"]
        fr = int(r["fast_retransmits"]) / CONNECTIONS
        segments = g * 1e6 * t / 8 / MSS_BYTES
        key = (int(float(r["U_mbps"])), r["policy"], float(r["rho"]), int(r["b_D"]))
        cells.setdefault(key, []).append((g, fr / segments if segments > 0 else 0.0, fr))
    return cells


def span(values, digits):
    lo, hi = min(values), max(values)
    return f"{lo:.{digits}f}" if f"{lo:.{digits}f}" == f"{hi:.{digits}f}" else \
        f"{lo:.{digits}f}–{hi:.{digits}f}"


def main():
    if len(sys.argv) != 3:
        print("usage: lbas_square_root_law.py ROWS.csv PAPER.txt", file=sys.stderr)
        sys.exit(2)
    paper = cal.read_paper(sys.argv[2])
    cells = runs_per_cell(sys.argv[1])
    order = lambda k: (k[0], k[2], k[3], cal.ORDER.index(k[1]))
    shown = [k for k in sorted(cells, key=order)
             if k in paper and min(fr for _, _, fr in cells[k]) >= MIN_FR]
    law = MSS_BYTES * 8 / BASE_RTT_S / 1e6 * math.sqrt(1.5)
    print()
    print("### What sets a reordered connection's level: its spurious fast retransmits per segment")
    print()
    print("Mathis, Semke, Mahdavi and Ott (1997) give a Reno-style connection that loses one "
          "segment in 1/p the rate C · MSS / (RTT · √p), C = √(3/2) for periodic loss: "
          f"{law:.2f} Mb/s / √p at our mean propagation round trip of 20 ms. A spurious fast "
          "retransmit halves the window as a loss does. Below, every cell at the chosen settings "
          f"whose every run made at least {MIN_FR} fast retransmits a connection; per run, p is "
          "its fast retransmits per segment delivered (a connection's mean: goodput × time / "
          f"{MSS_BYTES} B), and goodput · √p is the law's C · MSS / RTT. Where the law holds, that "
          "product is one number per load, whatever the architecture, b_D or U, and a cell's "
          "level is set by p alone; the last column is the p at which our cell's product would "
          "give the paper's number, (goodput · √p / paper)².")
    print()
    out = ["| U (Mb/s) | ρ | b_D | architecture | seeds | fast retransmits per 1000 segments "
           "| goodput · √p (Mb/s) | paper | per 1000 segments at the paper's number |",
           "|---|---|---|---|---|---|---|---|---|"]
    by_load = {}
    for k in shown:
        u, p, rho, bd = k
        runs = cells[k]
        products = [g * math.sqrt(q) for g, q, _ in runs]
        by_load.setdefault(rho, []).extend(products)
        mean = sum(products) / len(products)
        out.append(f"| {u} | {rho:g} | {bd} | {cal.LABEL[p]} | {len(runs)} | "
                   f"{span([1000 * q for _, q, _ in runs], 2)} | {span(products, 2)} | "
                   f"{paper[k]:g} | {1000 * (mean / paper[k]) ** 2:.3f} |")
    if not shown:
        print(f"No cell has {MIN_FR} fast retransmits a connection in every run.")
        return
    print("\n".join(out))
    print()
    loads = "; ".join(f"at ρ = {rho:g}, {span(v, 2)} Mb/s over {len(v)} run{'s' * (len(v) > 1)}"
                      for rho, v in sorted(by_load.items()))
    print(f"Cells: {len(shown)}. Goodput · √p {loads}.")


if __name__ == "__main__":
    main()
