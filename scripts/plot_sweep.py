#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draws the figures of a lesson report with matplotlib.

    plot_sweep.py OUTDIR SPEC.json...   writes OUTDIR/<stem>.svg and OUTDIR/<stem>.png per spec
    plot_sweep.py --check               exits 0 when matplotlib can be imported

A spec (written by `opslab-cli lesson report`, core/study/figure_spec.cpp) holds everything
drawn: axis labels with units, each curve's points (mean and 95% interval), the paper's values,
the verdicts of the claims on the figure's metric, and whether an axis is logarithmic (x_log,
y_log: the lesson's plot.log_x / log_y), optionally the x categories' shown names
(x_category_labels) and a legend in rows across the top (legend_columns). The same spec gives
byte-identical files:
fixed size, font, SVG hash salt, and no date or software version in the metadata.
"""

import json
import math
import sys
import textwrap
from pathlib import Path

WIDTH_IN = 7.0  # page width
AXES_HEIGHT_IN = 3.0
PNG_DPI = 150
LINE_IN = 0.19  # one line of caption text
VERDICT_MARK = {"reproduced": "✓", "not shown": "–", "contradicted": "✗"}
VERDICT_COLOUR = {"reproduced": "#1b7837", "not shown": "#555555", "contradicted": "#b2182b"}


def load_matplotlib():
    """matplotlib with the settings that make its output reproducible, or None."""
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg")
    matplotlib.rcParams.update({
        "svg.hashsalt": "opslab-figures",
        "svg.fonttype": "path",
        "font.family": "DejaVu Sans",
        "font.size": 9,
        "axes.titlesize": 10,
        "legend.fontsize": 8,
    })
    import matplotlib.pyplot as plt
    return plt


def tick_text(v):
    """A tick label for a swept value: 10ⁿ for large powers of ten, else the shortest form."""
    if v >= 1e4 and math.log10(v).is_integer():
        return f"$10^{{{int(math.log10(v))}}}$"
    return f"{v:g}"


def claim_lines(spec):
    """One caption line per claim on this figure's metric: its verdict and id."""
    lines = []
    for c in spec["claims"]:
        text = f"{VERDICT_MARK[c['verdict']]} {c['verdict']}: {c['id']}"
        if not c["expect_reproduced"]:
            text += " (stated as expected not to reproduce)"
        lines.append((text, VERDICT_COLOUR[c["verdict"]]))
    return lines


def draw(plt, spec, stem, outdir):
    from matplotlib import transforms

    title = textwrap.wrap(spec["title"], 78) or [""]
    note = textwrap.wrap(spec["note"], 96)
    claims = claim_lines(spec)
    top_in = 0.25 + 0.2 * len(title)
    bottom_in = 0.55 + LINE_IN * (len(note) + len(claims) + (1 if claims else 0))
    height = top_in + AXES_HEIGHT_IN + bottom_in
    fig = plt.figure(figsize=(WIDTH_IN, height))
    ax = fig.add_axes([0.8 / WIDTH_IN, bottom_in / height, (WIDTH_IN - 1.0) / WIDTH_IN,
                       AXES_HEIGHT_IN / height])
    ax.set_title("\n".join(title), loc="left")
    ax.set_xlabel(spec["x_label"])
    ax.set_ylabel(spec["y_label"])
    ax.grid(True, color="#dddddd", linewidth=0.6)
    ax.set_axisbelow(True)

    categories = spec["x_categories"]
    y_log = spec.get("y_log", False)
    if y_log:
        from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
        ax.set_yscale("log")
        # Ticks at 1, 2 and 5 times a power of ten, written as plain numbers.
        ax.yaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
        ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
        ax.yaxis.set_minor_formatter(NullFormatter())
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    colour_of = {}
    xs = set()
    handles = []
    for i, s in enumerate(spec["series"]):
        colour = colours[i % len(colours)]
        colour_of[s["name"]] = colour
        pts = s["points"]
        if y_log:  # a log axis has no room for 0 or below
            pts = [p for p in pts if p["mean"] > 0]
        x = [p["x"] for p in pts]
        y = [p["mean"] for p in pts]
        xs.update(x)
        # On a log axis an interval reaching 0 or below is drawn down to a tenth of its mean.
        low = [p["ci_low"] if p["ci_low"] is None or not y_log or p["ci_low"] > 0
               else p["mean"] / 10 for p in pts]
        err = [[p["mean"] - lo if lo is not None else 0 for p, lo in zip(pts, low)],
               [p["ci_high"] - p["mean"] if p["ci_high"] is not None else 0 for p in pts]]
        # Categories (architectures, on/off) are not a continuum: no line between them.
        handles.append(ax.errorbar(
            x, y, yerr=err, color=colour, marker="o", markersize=4.5 if categories is None else 6,
            linewidth=1.4, linestyle="-" if categories is None else "none", capsize=3,
            label=s["name"] if len(spec["series"]) > 1 else "OPS Lab (mean, 95% CI)"))

    # The paper's values: hollow diamonds in their curve's colour, nudged right of our point.
    nudge = transforms.offset_copy(ax.transData, fig=fig, x=5, y=0, units="points")
    labels = []
    for p in spec["paper"]:
        ax.plot([p["x"]], [p["y"]], linestyle="none", marker="D", markersize=7.5,
                markerfacecolor="white", markeredgewidth=1.8,
                markeredgecolor=colour_of.get(p["series"], "black"), transform=nudge, zorder=4)
        if p["label"] not in labels:
            labels.append(p["label"])
    for label in labels:
        handles += ax.plot([], [], linestyle="none", marker="D", markersize=7.5,
                           markerfacecolor="white", markeredgewidth=1.8,
                           markeredgecolor="#333333", label=f"paper ({label})")
    # Drawn through a nudged transform, the paper's values would not widen the axes by themselves.
    if spec["paper"]:
        ax.update_datalim([(p["x"], p["y"]) for p in spec["paper"]])
        ax.autoscale_view()

    if categories is not None:
        # Long category names are turned, never cut short.
        turn = sum(len(c) for c in categories) > 60
        names = spec.get("x_category_labels", categories)
        ax.set_xticks(range(len(categories)), names, rotation=20 if turn else 0,
                      ha="right" if turn else "center")
        ax.set_xlim(-0.5, len(categories) - 0.5)
    else:
        if spec["x_log"]:
            ax.set_xscale("log")
            ax.minorticks_off()
        ticks = sorted(xs | {p["x"] for p in spec["paper"]})
        ax.set_xticks(ticks, [tick_text(v) for v in ticks])
    # The curves name their parameter ("b_D = 3"); a title that only repeats it is left out.
    legend_title = spec["legend_title"] if len(spec["series"]) > 1 else None
    if legend_title and all(s["name"].startswith(legend_title.split(" (")[0] + " = ")
                            for s in spec["series"]):
        legend_title = None
    columns = spec.get("legend_columns")
    if columns and not y_log:
        # A legend in rows across the top, with the value axis raised so that no point, interval
        # or paper value lies under it ("best" overlooks the nudged paper values).
        legend = ax.legend(handles=handles, title=legend_title, loc="upper center",
                           ncol=columns, framealpha=0.9)
        fig.canvas.draw()
        bottom = legend.get_window_extent().transformed(ax.transAxes.inverted()).y0 - 0.03
        highest = max([p["y"] for p in spec["paper"]]
                      + [p["ci_high"] if p["ci_high"] is not None else p["mean"]
                         for s in spec["series"] for p in s["points"]])
        low, high = ax.get_ylim()
        if bottom > 0.2:
            ax.set_ylim(low, max(high, low + (highest - low) / bottom))
    elif len(spec["series"]) > 1 or spec["paper"]:
        ax.legend(handles=handles, title=legend_title,
                  loc="best", framealpha=0.9)

    y = bottom_in - 0.5
    lines = [(t, "#555555") for t in note]
    if claims:
        lines.append(("The lesson's findings on this metric (verdicts from the 95% CIs):", "black"))
        lines += claims
    for text, colour in lines:
        y -= LINE_IN
        fig.text(0.8 / WIDTH_IN, y / height, text, fontsize=8, color=colour, va="bottom")

    outdir = Path(outdir)
    fig.savefig(outdir / f"{stem}.svg", format="svg", metadata={"Date": None})
    fig.savefig(outdir / f"{stem}.png", format="png", dpi=PNG_DPI, metadata={"Software": None})
    plt.close(fig)


def main(argv):
    plt = load_matplotlib()
    if plt is None:
        print("matplotlib is not installed (Debian: apt-get install python3-matplotlib)",
              file=sys.stderr)
        return 2
    if argv == ["--check"]:
        return 0
    if len(argv) < 2:
        print("usage: plot_sweep.py OUTDIR SPEC.json... | --check", file=sys.stderr)
        return 2
    for path in argv[1:]:
        with open(path, encoding="utf-8") as f:
            spec = json.load(f)
        draw(plt, spec, Path(path).stem, argv[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
