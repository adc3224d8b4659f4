# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The mean and its 95% Student-t half-width, as core/study/statistics.hpp computes them, for
the scripts that summarise kept runs (lbas_calibration.py, obs_readings.py, obs_fig1.py)."""
import math

# Student-t 0.975 quantiles for 1..30 degrees of freedom (beyond: the 30th).
T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def mean_ci(xs, none=float("nan")):
    """(mean, half-width of its 95% interval); `none` as the half-width of a single value."""
    n = len(xs)
    m = sum(xs) / n
    if n < 2:
        return m, none
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, T975[min(n - 1, len(T975)) - 1] * math.sqrt(var / n)


def one_run_interval(xs):
    """The 95% Student-t prediction interval for one further run, (low, high): where a single
    new value drawn like `xs` falls 95% of the time, mean ± t · s · √(1 + 1/n); None for
    fewer than two values."""
    n = len(xs)
    if n < 2:
        return None
    m = sum(xs) / n
    s = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    w = T975[min(n - 1, len(T975)) - 1] * s * math.sqrt(1 + 1 / n)
    return m - w, m + w
