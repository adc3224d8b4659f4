// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// SweepFigure: draws a lesson sweep's figure with QPainter, for the exported work (the panel
// draws it with Qt Charts) — x = the varied key, y = the metric, one coloured series per curve,
// each point the mean over seeds with its 95% confidence interval as an error bar, and a legend;
// logarithmic axes where the sweep has them (ProgressSweep::logX, logY).
#pragma once

#include <QImage>
#include <QSize>

#include "lessons/LessonProgress.hpp"

namespace opslab::gui {

/// The figure of a finished sweep as an image of `size` pixels on white.
QImage drawSweepFigure(const ProgressSweep& sweep, QSize size);

}  // namespace opslab::gui
