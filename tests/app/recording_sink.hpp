// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// RecordingSink: a drawing Sink for painter tests that keeps every triangle (by its centre and
// colour) and every label, so a test can ask what was drawn where without rendering pixels.
#pragma once

#include <algorithm>
#include <vector>

#include <QColor>
#include <QPointF>
#include <QString>

#include "canvas/ScenePainter.hpp"

namespace opslab::gui::testing {

class RecordingSink final : public Sink {
 public:
  struct Tri {
    QPointF centre;
    QColor color;
  };
  void tri(QPointF a, QPointF b, QPointF c, const QColor& col) override {
    tris.push_back({(a + b + c) / 3, col});
  }
  void text(const Label& l) override { labels.push_back(l); }
  bool hasLabel(const QString& t) const {
    return std::any_of(labels.begin(), labels.end(), [&](const Label& l) { return l.text == t; });
  }
  bool hasLabelContaining(const QString& t) const {
    return std::any_of(labels.begin(), labels.end(),
                       [&](const Label& l) { return l.text.contains(t); });
  }
  enum class Alpha { exact, ignored };
  /// Triangles of colour `c` (its alpha too, unless ignored) within `reach` pixels of `p`.
  int near(QPointF p, const QColor& c, double reach, Alpha alpha = Alpha::exact) const {
    int n = 0;
    for (const auto& t : tris) {
      const bool same = alpha == Alpha::exact ? t.color.rgba() == c.rgba() : t.color.rgb() == c.rgb();
      if (same && length(t.centre - p) <= reach) ++n;
    }
    return n;
  }
  std::vector<Tri> tris;
  std::vector<Label> labels;
};

}  // namespace opslab::gui::testing
