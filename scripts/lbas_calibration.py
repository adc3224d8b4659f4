#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The LB+AS model's unstated host settings, chosen by evidence: one compact row per run kept in
the repository, and the page that is made from those rows alone.

    lbas_calibration.py keep ROWS.csv COMMIT PLAN_DIR...
        adds one row per finished run of each plan directory (`opslab-cli sweep ... --plan`)
        to ROWS.csv; a row with the same settings and seed is replaced. COMMIT names the
        binary that made the runs (`git rev-parse --short HEAD` of its source tree).
    lbas_calibration.py cells ROWS.csv U
        prints, for access rate U, the cells of Tables I-III at the chosen settings (CHOSEN):
        architecture, ρ, b_D, seeds, mean goodput and its 95% half-width, as CSV
        (scripts/reproduce-lbas-tables.sh makes its page from this).
    lbas_calibration.py render ROWS.csv PAPER.txt
        prints the Markdown tables of docs/results/lbas-calibration.md: the calibration grid
        (host interface queue Q × receive window W) on the calibration cells, its score, and
        every other cell run (held out) beside the paper's number.

PAPER.txt is docs/results/data/lbas-paper-tables.txt. Means carry a 95% Student-t interval
over the seeds; a cell with one seed has no interval.
"""
import csv
import json
import sys

import student_ci
from pathlib import Path

KEY = ["U_mbps", "policy", "rho", "b_D", "nic_queue_packets", "max_window_packets", "extra", "seed"]
METRICS = ["tcp_goodput_mbps", "transfer_time_s", "retransmits", "fast_retransmits", "timeouts",
           "duplicate_segments", "out_of_order_segments", "events"]
COLUMNS = ["commit"] + KEY + METRICS
# TCP settings compared against RFC 5681/6582's NewReno with RFC 6298's timers and the paper's
# 1500-byte data packets, the baseline the first rows were run at; a run that differs in one
# says so in "extra". (The model's
# default now differs in one of them: CHOSEN below.)
TCP_DEFAULTS = {"min_rto_ms": 200.0, "initial_rto_ms": 1000.0, "dupack_threshold": 3,
                "initial_ssthresh": 65535, "variant": "newreno", "ssthresh_from_cwnd": False,
                "recover_follows_ack": False, "inflate_above_dupthresh": False,
                "rtt_timing_survives_retransmit": False, "cwnd_wraps": False,
                "old_ack_resets_dupacks": False, "short_segments": False,
                "packet_bytes": 1500}
# The core routers' fabric settings as the paper gives them (§IV-B: iSLIP, speedup 4), the
# model's iterations and its input queues (a VOQ per output; e-JSQ's AS-VOQs whatever this
# says); a run that changes one (an ablation) says so in "extra" too.
CORE_DEFAULTS = {"speedup": 4, "iterations": 4, "queue_per_bundle": False, "rr_quantum_bytes": 0}
# The background's ON-OFF peak: 0, the line rate (§IV-A's reading), and the scenario's 600
# simulated seconds; a run at another peak (an ablation) or cut short (a diagnostic over the
# first seconds) says so in "extra" too, so it never stands for a cell's whole transfer.
TRAFFIC_DEFAULTS = {"on_peak_gbps": 0}
# The topology as §IV-A draws it: the TCP hosts in the first sub-network; a run that gives them
# an aggregation node of their own (an ablation) says so in "extra" too.
TOPOLOGY_DEFAULTS = {"tcp_own_uplink": False}
DEFAULTS = {**{f"core.{k}": v for k, v in CORE_DEFAULTS.items()},
            **{f"topology.{k}": v for k, v in TOPOLOGY_DEFAULTS.items()},
            **{f"tcp.{k}": v for k, v in TCP_DEFAULTS.items()},
            **{f"traffic.{k}": v for k, v in TRAFFIC_DEFAULTS.items()},
            "sim.duration_s": 600}
# The settings this calibration chose, the model's defaults (docs/results/lbas-calibration.md):
# host queue Q, receive window W, and INET 2.x's window inflation in fast recovery and its
# `recover`. A row that differs from them only in those two rules and made no fast retransmit
# and no timeout stands for the chosen ones: inflation acts only in fast recovery, and the two
# `recover` rules disagree only on a fast retransmit after a timeout or a recovery, so such a
# run is the same event for event under every one of them (checked on kept rows: equal to the
# last digit).
CHOSEN_Q, CHOSEN_W = 85334, 0
CHOSEN_EXTRA = "tcp.inflate_above_dupthresh=true;tcp.recover_follows_ack=true"
RECOVERY_RULES = ("", "tcp.inflate_above_dupthresh=true", CHOSEN_EXTRA)
# The calibration cells: ρ = 0.5, b_D = 2, the architectures that do not reorder.
CALIBRATION = [(100, "none"), (100, "ideal_jsq"), (1000, "none"), (1000, "ideal_jsq")]
LABEL = {"none": "not LB+AS", "ideal_jsq": "ideal JSQ", "e_jsq": "e-JSQ", "rr": "RR",
         "jsvoq": "JSVOQ"}
ORDER = ["none", "ideal_jsq", "e_jsq", "rr", "jsvoq"]


def number(text):
    v = float(text)
    return int(v) if v == int(v) else v


def setting(value):
    """A setting as the scenario file spells it (true/false, not Python's True/False)."""
    return str(value).lower() if isinstance(value, bool) else value


def run_row(run_dir, commit):
    scenario = json.loads((run_dir / "scenario.json").read_text())
    summary = next(csv.DictReader(open(run_dir / "summary.csv")))
    tcp, top = scenario["tcp"], scenario["topology"]
    given = {**{f"core.{k}": v for k, v in scenario["core"].items()},
             **{f"tcp.{k}": v for k, v in tcp.items()},
             **{f"traffic.{k}": v for k, v in scenario["traffic"].items()},
             **{f"topology.{k}": v for k, v in top.items()},
             **{f"sim.{k}": v for k, v in scenario["sim"].items()}}
    extra = ";".join(f"{k}={setting(given[k])}" for k in sorted(DEFAULTS)
                     if k in given and given[k] != DEFAULTS[k])
    row = {"commit": commit, "U_mbps": number(top["U_mbps"]), "policy": scenario["core"]["policy"],
           "rho": number(scenario["traffic"]["rho"]), "b_D": number(top["b_D"]),
           "nic_queue_packets": top["tcp_nic_queue_packets"],
           "max_window_packets": tcp["max_window_packets"], "extra": extra,
           "seed": scenario["sim"]["seed"]}
    for m in METRICS:
        row[m] = summary.get(m, "")
    return row


def keep(rows_path, commit, plans):
    rows = {}
    if rows_path.exists():
        for r in csv.DictReader(open(rows_path)):
            rows[tuple(r[k] for k in KEY)] = r
    added = 0
    for plan in plans:
        for run_dir in sorted(Path(plan, "runs").iterdir()):
            if not (run_dir / "summary.csv").is_file():
                continue
            r = {k: str(v) for k, v in run_row(run_dir, commit).items()}
            rows[tuple(r[k] for k in KEY)] = r
            added += 1
    ordered = sorted(rows.values(), key=lambda r: (float(r["U_mbps"]), ORDER.index(r["policy"]),
                                                   float(r["rho"]), int(r["b_D"]),
                                                   int(r["nic_queue_packets"]),
                                                   int(r["max_window_packets"]), r["extra"],
                                                   int(r["seed"])))
    with open(rows_path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        w.writeheader()
        w.writerows(ordered)
    print(f"{rows_path}: {added} runs kept, {len(ordered)} rows", file=sys.stderr)


def mean_ci(values):
    return student_ci.mean_ci(values, none=None)


def fmt(values):
    m, h = mean_ci(values)
    return f"{m:.1f}" if h is None else f"{m:.1f} ± {h:.1f}"


def window(w):
    return "none" if w == 0 else f"{w} segments"


def render(rows_path, paper_path):
    paper = read_paper(paper_path)
    cells = {}
    for r in csv.DictReader(open(rows_path)):
        key = (int(float(r["U_mbps"])), r["policy"], float(r["rho"]), int(r["b_D"]),
               int(r["nic_queue_packets"]), int(r["max_window_packets"]), r["extra"])
        cells.setdefault(key, []).append(float(r["tcp_goodput_mbps"]))

    # The grid: every (Q, W) without extra settings that has a calibration cell run; U = 100
    # takes W = 0's runs for any W (the window never reaches 486 segments there).
    def cal(u, p, q, w):
        got = cells.get((u, p, 0.5, 2, q, w, ""))
        if got is None and u == 100:
            got = cells.get((u, p, 0.5, 2, q, 0, ""))
        return got

    grid = sorted({(k[4], k[5]) for k in cells if k[6] == "" and k[2] == 0.5 and k[3] == 2
                   and (k[0], k[1]) in CALIBRATION})
    out = ["| host queue Q (packets) | receive window W | "
           + " | ".join(f"{LABEL[p]}, U = {u}" for u, p in CALIBRATION)
           + " | mean \\|error\\| | seeds |", "|---|---|" + "---|" * (len(CALIBRATION) + 2)]
    out.append("| the paper | | " + " | ".join(f"{paper[(u, p, 0.5, 2)]:.1f}"
                                               for u, p in CALIBRATION) + " | | |")
    for q, w in grid:
        vals = [cal(u, p, q, w) for u, p in CALIBRATION]
        errs = [abs(mean_ci(v)[0] / paper[(u, p, 0.5, 2)] - 1) for v, (u, p) in
                zip(vals, CALIBRATION) if v]
        score = f"{100 * sum(errs) / len(errs):.1f}%" if len(errs) == len(CALIBRATION) else "–"
        counts = sorted({len(v) for v in vals if v})
        seeds = "–".join(str(c) for c in (counts[0], counts[-1])) if counts[0] != counts[-1] \
            else str(counts[0])
        out.append(f"| {q} | {window(w)} | " + " | ".join(fmt(v) if v else "–" for v in vals)
                   + f" | {score} | {seeds} |")
    print("\n".join(out))
    print()

    # Held out: every other cell, at each setting it was run with.
    print("## Held out: every other cell run, beside the paper")
    print()
    # (A calibration cell run again under the chosen recovery rules is the same run: no fast
    # retransmit, so the rules never acted. It is not held out.)
    held = sorted((k for k in cells if not (k[2] == 0.5 and k[3] == 2 and k[6] in RECOVERY_RULES
                                            and (k[0], k[1]) in CALIBRATION)),
                  key=lambda k: (k[0], k[2], k[3], ORDER.index(k[1]), k[4], k[5], k[6]))
    out = ["| U (Mb/s) | ρ | b_D | architecture | Q | W | other settings | goodput (Mb/s) | paper "
           "| ratio | seeds |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for k in held:
        u, p, rho, bd, q, w, extra = k
        m = mean_ci(cells[k])[0]
        ref = paper.get((u, p, rho, bd))
        ratio = f"{m / ref:.2f}" if ref else "–"
        out.append(f"| {u} | {rho:g} | {bd} | {LABEL[p]} | {q} | {window(w)} | "
                   f"{extra.replace(';', ', ') or '–'} | {fmt(cells[k])} | "
                   f"{ref if ref is not None else '–'} | {ratio} | {len(cells[k])} |")
    print("\n".join(out))
    print()
    held_out_score(rows_path, paper)
    print()
    readings(rows_path, paper)


def held_out_score(rows_path, paper):
    """The held-out cells at the chosen settings, per access rate: how many are run, how far
    their means lie from the paper's numbers, how many lie within 10% and how many hold the
    paper's number inside their 95% interval."""
    got = {}
    for r in csv.DictReader(open(rows_path)):
        key = (int(float(r["U_mbps"])), r["policy"], float(r["rho"]), int(r["b_D"]))
        if at_chosen(r) and key in paper and not (key[2] == 0.5 and key[3] == 2
                                                  and (key[0], key[1]) in CALIBRATION):
            got.setdefault(key, {})[int(r["seed"])] = float(r["tcp_goodput_mbps"])
    print("## Held out at the chosen settings")
    print()
    print("Every cell of Tables I–III other than the calibration cells, from the rows at the "
          "settings chosen above (a row that differs only in the recovery rules counts when "
          "it made no fast retransmit and no timeout); a cell with one seed has no interval.")
    print()
    out = ["| U (Mb/s) | held-out cells run | mean \\|error\\| | within 10% | paper inside the 95% CI |",
           "|---|---|---|---|---|"]
    for u in sorted({k[0] for k in paper}):
        mine = {k: v for k, v in got.items() if k[0] == u}
        cal = sum(c[0] == u for c in CALIBRATION)
        if not mine:
            out.append(f"| {u} | 0 of {30 - cal} | – | – | – |")
            continue
        errs, inside = [], 0
        for k, by_seed in mine.items():
            m, h = mean_ci(list(by_seed.values()))
            errs.append(abs(m / paper[k] - 1))
            inside += h is not None and abs(m - paper[k]) <= h
        near = sum(e <= 0.10 for e in errs)
        out.append(f"| {u} | {len(mine)} of {30 - cal} | {100 * sum(errs) / len(errs):.1f}% | {near} "
                   f"| {inside} |")
    print("\n".join(out))


# The paper's file per access rate (§IV-B), MB of 10^6 bytes: a row's completed transfer took
# transfer_time_s for it.
FILE_MB = {10: 10, 100: 250, 1000: 500}
READINGS = [("the mean over the two connections (the model's `tcp_goodput_mbps`)",
             lambda r: float(r["tcp_goodput_mbps"])),
            ("the completed transfer's: file / transfer time",
             lambda r: FILE_MB[int(float(r["U_mbps"]))] * 8 / float(r["transfer_time_s"]))]


def readings(rows_path, paper):
    """The two readings of the paper's "average goodput of TCP connections" when a run ends
    with the first completed file: scored on the calibration cells, counted on the held-out
    ones, both from the same rows at the chosen settings."""
    runs = {}
    for r in csv.DictReader(open(rows_path)):
        key = (int(float(r["U_mbps"])), r["policy"], float(r["rho"]), int(r["b_D"]))
        if at_chosen(r) and key in paper and r["transfer_time_s"]:
            runs.setdefault(key, {})[int(r["seed"])] = r
    print("## The goodput's two readings")
    print()
    print("The same rows at the chosen settings (runs in which a transfer completed), read two "
          "ways: the calibration cells' means and score, and the held-out cells within 10% of "
          "the paper's number, further but holding it in their 95% interval, and further still.")
    print()
    out = ["| reading | " + " | ".join(f"{LABEL[p]}, U = {u}" for u, p in CALIBRATION)
           + " | score | held out: within 10% | in the interval | further |",
           "|---|" + "---|" * (len(CALIBRATION) + 4)]
    for name, value in READINGS:
        cal, near, inside, far = [], 0, 0, 0
        for k in sorted(runs, key=lambda k: (k[0], k[2], k[3], ORDER.index(k[1]))):
            m, h = mean_ci([value(r) for r in runs[k].values()])
            if k[2] == 0.5 and k[3] == 2 and (k[0], k[1]) in CALIBRATION:
                continue
            e = abs(m / paper[k] - 1)
            near += e <= 0.10
            inside += e > 0.10 and h is not None and abs(m - paper[k]) <= h
            far += e > 0.10 and not (h is not None and abs(m - paper[k]) <= h)
        for u, p in CALIBRATION:
            vals = [value(r) for r in runs.get((u, p, 0.5, 2), {}).values()]
            cal.append((fmt(vals), abs(mean_ci(vals)[0] / paper[(u, p, 0.5, 2)] - 1))
                       if vals else ("–", None))
        errs = [e for _, e in cal if e is not None]
        score = f"{100 * sum(errs) / len(errs):.1f}%" if len(errs) == len(cal) else "–"
        out.append(f"| {name} | " + " | ".join(v for v, _ in cal)
                   + f" | {score} | {near} | {inside} | {far} |")
    print("\n".join(out))


def at_chosen(r):
    return (int(r["nic_queue_packets"]) == CHOSEN_Q and int(r["max_window_packets"]) == CHOSEN_W
            and (r["extra"] == CHOSEN_EXTRA
                 or (r["extra"] in RECOVERY_RULES and int(r["fast_retransmits"]) == 0
                     and int(r["timeouts"]) == 0)))


def read_paper(paper_path):
    """The paper's Tables I–III, {(U, policy, ρ, b_D): goodput}, from PAPER.txt's lines
    (U policy and six numbers: ρ = 0.5 then 0.8, b_D = 2, 3, 4)."""
    paper = {}
    for line in open(paper_path):
        if line.startswith("#") or not line.strip():
            continue
        u, p, *v = line.split()
        for (rho, bd), x in zip([(0.5, 2), (0.5, 3), (0.5, 4), (0.8, 2), (0.8, 3), (0.8, 4)], v):
            paper[(int(u), p, rho, bd)] = float(x)
    return paper


def differs(r):
    """What a row's settings change against the chosen ones, in words a reader can run."""
    out = []
    if int(r["nic_queue_packets"]) != CHOSEN_Q:
        out.append(f"topology.nic_queue_packets={r['nic_queue_packets']}")
    if int(r["max_window_packets"]) != CHOSEN_W:
        out.append(f"tcp.max_window_packets={r['max_window_packets']}")
    chosen = dict(kv.split("=") for kv in CHOSEN_EXTRA.split(";"))
    mine = dict(kv.split("=") for kv in r["extra"].split(";") if kv)
    for k in sorted(set(chosen) | set(mine)):
        default = setting(DEFAULTS[k])
        if mine.get(k, default) != chosen.get(k, default):
            out.append(f"{k}={mine.get(k, default)}")
    return ", ".join(out)


def gaps(rows_path, paper_path):
    """Every cell at the chosen settings more than 10% from the paper's number, beside the
    kept runs of the same cell at other settings: an ablation shows the gap's cause when it
    brings the cell within 10% of the paper, or holds the paper's number in its 95% interval
    with its mean beyond the chosen settings' interval on the paper's side, while the chosen
    settings' runs of the same seeds do neither (with fewer seeds, or noisier ones, an interval
    widens: the same runs would otherwise "remove" a gap by being few or scattered)."""
    paper = read_paper(paper_path)
    chosen, other = {}, {}
    for r in csv.DictReader(open(rows_path)):
        key = (int(float(r["U_mbps"])), r["policy"], float(r["rho"]), int(r["b_D"]))
        if key not in paper:
            continue
        if at_chosen(r):
            chosen.setdefault(key, {})[int(r["seed"])] = float(r["tcp_goodput_mbps"])
        else:
            other.setdefault(key, {}).setdefault(differs(r), {})[int(r["seed"])] = \
                float(r["tcp_goodput_mbps"])

    def near(values, ref):
        m, h = mean_ci(values)
        return abs(m - ref) <= 0.1 * ref or (h is not None and abs(m - ref) <= h)

    def moved(k, values):
        """Within 10% of the paper's number, or holding it with the mean moved out of the
        chosen settings' interval towards it (not merely a wider interval)."""
        ref = paper[k]
        if not near(values, ref):
            return False
        m = mean_ci(values)[0]
        if abs(m - ref) <= 0.1 * ref:
            return True
        cm, ch = mean_ci(list(chosen[k].values()))
        return abs(m - cm) > (ch or 0.0) and (m - cm) * (ref - cm) > 0

    def removes(k, runs):
        same_seeds = [chosen[k][s] for s in runs if s in chosen[k]]
        return moved(k, list(runs.values())) and not (
            len(same_seeds) == len(runs) and near(same_seeds, paper[k]))

    order = lambda k: (k[0], k[2], k[3], ORDER.index(k[1]))
    far = [k for k in sorted(chosen, key=order)
           if abs(mean_ci(list(chosen[k].values()))[0] - paper[k]) > 0.1 * paper[k]]
    noisy = [k for k in far if near(list(chosen[k].values()), paper[k])]
    gap = [k for k in far if k not in noisy]
    print("## Gaps to the paper and the ablations that explain them")
    print()
    print("Every cell at the chosen settings whose mean lies more than 10% from the paper's "
          "number and whose 95% interval does not hold it, beside each kept ablation of the same "
          "cell (the settings it changes). An ablation **removes the gap** when its mean lies "
          "within 10% of the paper's number, or its 95% interval holds it with its mean moved "
          "beyond the chosen settings' interval towards the paper's number (not merely a wider "
          "interval), while the chosen settings' runs of the same seeds do neither: that cell "
          "has its gap's cause shown.")
    print()
    shown = 0
    if gap:
        out = ["| U (Mb/s) | ρ | b_D | architecture | chosen settings | paper | ablation | goodput "
               "| seeds | removes the gap |", "|---|---|---|---|---|---|---|---|---|---|"]
        for k in gap:
            u, p, rho, bd = k
            tried = [(what, v, removes(k, v)) for what, v in sorted(other.get(k, {}).items())]
            shown += any(yes for _, _, yes in tried)
            head = (f"| {u} | {rho:g} | {bd} | {LABEL[p]} | {fmt(list(chosen[k].values()))} | "
                    f"{paper[k]:g} |")
            if not tried:
                out.append(head + " none kept | | | cause not shown |")
            for what, v, yes in tried:
                verdict = "**yes**" if yes else "no"
                out.append(f"{head} {what} | {fmt(list(v.values()))} | {len(v)} | {verdict} |")
        print("\n".join(out))
        print()
    within = ", ".join(f"{LABEL[k[1]]} at U = {k[0]}, ρ = {k[2]:g}, b_D = {k[3]} "
                       f"({fmt(list(chosen[k].values()))} against {paper[k]:g})" for k in noisy)
    print(f"Cells run at the chosen settings: {len(chosen)}. Within 10% of the paper's number: "
          f"{len(chosen) - len(far)}. Further, but holding it in their 95% interval (more seeds "
          f"would tell): {len(noisy)}" + (f" — {within}" if noisy else "") + ". Gaps: "
          f"{len(gap)}, {shown} of them with an ablation that removes the gap (its cause shown), "
          f"{len(gap) - shown} without.")
    unexplained = [k for k in gap if not any(removes(k, v) for v in other.get(k, {}).values())]
    if unexplained:
        one_run_spread(unexplained, chosen, paper)


def one_run_spread(cells, chosen, paper):
    """The gaps without a shown cause against the spread of one run. The paper reports one
    experiment per cell (§IV-B: each runs until one TCP sink has received its file; no
    repetitions, no intervals), so its number is one draw: when it lies inside the 95%
    prediction interval of one of our runs, that draw could be one of ours, and the gap
    between our mean and it may be its luck; outside, our runs would rarely give it."""
    print()
    print("### The gaps without a shown cause, against one run's spread")
    print()
    print("The paper reports one experiment per cell, so each of its numbers is one run. Beside "
          "each gap whose cause is not shown: our runs' lowest and highest goodput, and the 95% "
          "prediction interval of one further run (mean ± t · s · √(1 + 1/n), from two runs or "
          "more, its lower end at least 0). "
          "A paper number inside it could be one of our runs, so that gap may be the paper's run's "
          "luck, which more seeds of ours cannot settle; a number outside it our runs would "
          "rarely give, so that gap is the model's. Neither shows a cause. The last two columns "
          "divide each of our runs by ideal JSQ's run of the same seed (the same round trips "
          "and background), and the paper's number by its ideal JSQ's: what the architecture "
          "loses to reordering, with the run-to-run spread of the round trips taken out, if the "
          "paper's runs of one cell shared theirs (it does not say).")
    print()
    out = ["| U (Mb/s) | ρ | b_D | architecture | our runs | seeds | one run's 95% interval "
           "| paper | the paper's run inside | ÷ ideal JSQ, same seeds | the paper's |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    tally = {"yes": 0, "no": 0, "one run: no interval": 0}
    for k in cells:
        u, p, rho, bd = k
        xs = list(chosen[k].values())
        pi = student_ci.one_run_interval(xs)
        runs = f"{min(xs):.1f}" if len(xs) == 1 else f"{min(xs):.1f}–{max(xs):.1f}"
        if pi is None:
            spread, verdict = "", "one run: no interval"
        else:
            spread = f"{max(pi[0], 0.0):.1f}–{pi[1]:.1f}"
            verdict = "yes" if pi[0] <= paper[k] <= pi[1] else "no"
        tally[verdict] += 1
        ideal = chosen.get((u, "ideal_jsq", rho, bd), {})
        ratios = [v / ideal[seed] for seed, v in chosen[k].items() if ideal.get(seed)]
        versus = ("" if not ratios or p == "ideal_jsq" else f"{ratios[0]:.2f}" if len(ratios) == 1
                  else f"{min(ratios):.2f}–{max(ratios):.2f}")
        theirs = (f"{paper[k] / paper[(u, 'ideal_jsq', rho, bd)]:.2f}" if versus else "")
        out.append(f"| {u} | {rho:g} | {bd} | {LABEL[p]} | {runs} | {len(xs)} | {spread} | "
                   f"{paper[k]:g} | {verdict} | {versus} | {theirs} |")
    print("\n".join(out))
    print()
    print(f"Gaps without a shown cause: {len(cells)}; the paper's run inside one run's 95% "
          f"interval of ours: {tally['yes']}; outside it: {tally['no']}; "
          f"one run of ours, no interval: {tally['one run: no interval']}.")


def cells(rows_path, u):
    """The rows at the chosen settings for access rate u, one line per (architecture, ρ, b_D):
    the seeds, the mean goodput and its 95% half-width (empty for one seed), as the tables
    page reads them."""
    got = {}
    for r in csv.DictReader(open(rows_path)):
        if float(r["U_mbps"]) == float(u) and at_chosen(r):
            key = (r["policy"], float(r["rho"]), int(r["b_D"]))
            got.setdefault(key, {})[int(r["seed"])] = float(r["tcp_goodput_mbps"])
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["core.policy", "traffic.rho", "topology.b_D", "seeds", "tcp_goodput_mbps",
                "tcp_goodput_mbps_ci95"])
    for (p, rho, bd), by_seed in sorted(got.items(), key=lambda kv: (ORDER.index(kv[0][0]),
                                                                       kv[0][1], kv[0][2])):
        m, h = mean_ci(list(by_seed.values()))
        w.writerow([p, f"{rho:g}", bd, len(by_seed), repr(m), "" if h is None else repr(h)])


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "keep":
        keep(Path(sys.argv[2]), sys.argv[3], sys.argv[4:])
    elif len(sys.argv) == 4 and sys.argv[1] == "render":
        render(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "cells":
        cells(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 4 and sys.argv[1] == "gaps":
        gaps(sys.argv[2], sys.argv[3])
    else:
        print("usage: lbas_calibration.py keep ROWS.csv COMMIT PLAN_DIR... | "
              "render ROWS.csv PAPER.txt | cells ROWS.csv U | gaps ROWS.csv PAPER.txt", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
