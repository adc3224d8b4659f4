// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LabelPlacer: labels compete for room on the canvas. Each is placed only where it does not
// cover one placed before it, most important first; a label may offer other places to try.
// Plain C++ (text width is estimated from the character count), so it is tested without a
// window. Cost: O(labels²) box tests per frame, for the few dozen labels a frame has.
#pragma once

#include <QRectF>
#include <algorithm>
#include <utility>
#include <vector>

#include "canvas/SceneSink.hpp"

namespace opslab::gui {

class LabelPlacer {
 public:
  /// Labels must fit inside `bounds` (the canvas less the views' overlays).
  explicit LabelPlacer(QRectF bounds) : bounds_(bounds) {}
  enum Priority { node_name = 0, drop_cause = 1, buffer = 2, queue = 3, channel = 4 };
  void add(Priority p, Label l) { pending_.push_back({p, {std::move(l)}}); }
  /// A label with other places to try, in order, where the first does not fit.
  void add(Priority p, std::vector<Label> places) { pending_.push_back({p, std::move(places)}); }
  template <class Draw>
  void place(Draw draw) {
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<QRectF> placed;
    for (const auto& [priority, places] : pending_) {
      for (const Label& l : places) {
        // About 0.55 em per character (0.6 in bold), 1.3 em per line, plus the halo.
        const double pad = haloPad(l, l.px);
        const QSizeF size(l.text.size() * l.px * (l.bold ? 0.6 : 0.55) + 2 * pad,
                          l.px * 1.3 + 2 * pad);
        const QRectF box = labelRect(l, size);
        if (bounds_.contains(box) &&
            std::none_of(placed.begin(), placed.end(),
                         [&](const QRectF& o) { return o.intersects(box); })) {
          placed.push_back(box);
          draw(l);
          break;
        }
      }
    }
  }

 private:
  QRectF bounds_;
  std::vector<std::pair<Priority, std::vector<Label>>> pending_;
};

}  // namespace opslab::gui
