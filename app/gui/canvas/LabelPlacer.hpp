// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LabelPlacer: labels compete for room on the canvas. Each is placed only where it does not
// cover one placed before it, nor an obstacle (a switch's crossbar panel; for a node's name,
// any node), most
// important first; a label may offer other places to try, and one that fits nowhere is left
// out rather than drawn over another. Plain C++ (text width is estimated from the character
// count, on the generous side), so it is tested without a window. Cost: O((labels +
// obstacles)·labels) box tests per frame, for the few dozen labels a frame has.
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
  /// Room no label may cover (with `namesOnly`, no node name: a node's disc, which the labels
  /// of its own queues and reservations stand beside).
  void block(const QRectF& r, bool namesOnly = false) {
    (namesOnly ? nameObstacles_ : obstacles_).push_back(r);
  }
  /// The text's box as the placer reckons it.
  static QRectF estimate(const Label& l) {
    // About 0.6 em per character (0.65 in bold), 1.3 em per line, plus the halo.
    const double pad = haloPad(l, l.px);
    return labelRect(l, QSizeF(l.text.size() * l.px * (l.bold ? 0.65 : 0.6) + 2 * pad,
                               l.px * 1.3 + 2 * pad));
  }
  /// Calls draw(label, priority) for each label placed.
  template <class Draw>
  void place(Draw draw) {
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<QRectF> placed = obstacles_;
    for (const auto& [priority, places] : pending_) {
      for (const Label& l : places) {
        const QRectF box = estimate(l);
        const auto covers = [&](const QRectF& o) { return o.intersects(box); };
        if (bounds_.contains(box) && std::none_of(placed.begin(), placed.end(), covers) &&
            (priority != node_name ||
             std::none_of(nameObstacles_.begin(), nameObstacles_.end(), covers))) {
          placed.push_back(box);
          draw(l, priority);
          break;
        }
      }
    }
  }

 private:
  QRectF bounds_;
  std::vector<QRectF> obstacles_, nameObstacles_;
  std::vector<std::pair<Priority, std::vector<Label>>> pending_;
};

}  // namespace opslab::gui
