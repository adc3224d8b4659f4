// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Canvas drawing back ends: the scene is drawn once into a Sink, which either collects
// coloured triangles and labels for one batched scene-graph node (TriangleSink, with OpenGL or
// another hardware scene graph) or paints straight into an image with QPainter (PainterSink,
// the software scene graph: offscreen screenshots and tests see the same picture).
#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QSGGeometry>
#include <QString>
#include <cmath>
#include <vector>

#include "canvas/CanvasLayout.hpp"

namespace opslab::gui {

/// A text on the canvas: where it sits relative to its anchor, its style and its halo.
struct Label {
  QPointF anchor;
  QString text;
  QColor color;
  int px;
  Qt::Alignment align;  // where the text sits relative to the anchor
  double opacity;
  bool bold;
  QColor halo = {};  // outline in this colour keeps the text readable over busy links
};

/// Room a label's halo needs around its text, for text of `px` pixels.
double haloPad(const Label& l, double px);
/// Draws a label's text into `box`, with its halo first if it has one (both back ends).
void paintLabelText(QPainter& p, const QRectF& box, const Label& l, const QFont& f);
/// The box of a label of `size` placed by its anchor and alignment.
QRectF labelRect(const Label& l, QSizeF size);

/// Where the scene is drawn: triangles (with a few shapes the painter draws natively) and
/// labels. The shapes default to triangles.
class Sink {
 public:
  virtual ~Sink() = default;
  virtual void tri(QPointF a, QPointF b, QPointF c, const QColor& col) = 0;
  virtual void quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor& col) {
    tri(a, b, c, col);
    tri(a, c, d, col);
  }
  virtual void polygon(QPointF c, double r, int sides, double rotation, const QColor& col) {
    QPointF prev = c + QPointF(std::cos(rotation), std::sin(rotation)) * r;
    for (int i = 1; i <= sides; ++i) {
      const double a = rotation + 2 * M_PI * i / sides;
      const QPointF p = c + QPointF(std::cos(a), std::sin(a)) * r;
      tri(c, prev, p, col);
      prev = p;
    }
  }
  virtual void ring(QPointF c, double r, double w, const QColor& col) {
    const int sides = std::clamp(static_cast<int>(r * 1.2), 16, 64);
    const double ri = std::max(0.0, r - w / 2), ro = r + w / 2;
    for (int i = 0; i < sides; ++i) {
      const double a0 = 2 * M_PI * i / sides, a1 = 2 * M_PI * (i + 1) / sides;
      const QPointF u0(std::cos(a0), std::sin(a0)), u1(std::cos(a1), std::sin(a1));
      quad(c + u0 * ri, c + u0 * ro, c + u1 * ro, c + u1 * ri, col);
    }
  }
  void disc(QPointF c, double r, const QColor& col) {
    polygon(c, r, std::clamp(static_cast<int>(r * 1.5), 10, 48), 0, col);
  }
  void segment(QPointF a, QPointF b, double w, const QColor& col) {
    const QPointF d = b - a;
    const double l = length(d);
    if (l <= 1e-9) return;
    const QPointF n(-d.y() / l * w / 2, d.x() / l * w / 2);
    quad(a + n, b + n, b - n, a - n, col);
  }
  virtual void text(const Label& l) = 0;
};

/// Collects vertices (premultiplied colours) for a QSGGeometryNode, and the labels.
class TriangleSink final : public Sink {
 public:
  std::vector<QSGGeometry::ColoredPoint2D> v;
  std::vector<Label> labels;

  void tri(QPointF a, QPointF b, QPointF c, const QColor& col) override {
    const float al = col.alphaF();
    const auto r = static_cast<unsigned char>(std::lround(col.redF() * al * 255));
    const auto g = static_cast<unsigned char>(std::lround(col.greenF() * al * 255));
    const auto bl = static_cast<unsigned char>(std::lround(col.blueF() * al * 255));
    const auto A = static_cast<unsigned char>(std::lround(al * 255));
    for (QPointF p : {a, b, c}) {
      QSGGeometry::ColoredPoint2D cp;
      cp.set(static_cast<float>(p.x()), static_cast<float>(p.y()), r, g, bl, A);
      v.push_back(cp);
    }
  }
  void text(const Label& l) override { labels.push_back(l); }
};

/// Paints the scene with QPainter (software scene graph).
class PainterSink final : public Sink {
 public:
  PainterSink(QPainter& p, const QString& family) : p_(p), family_(family) {}
  void tri(QPointF a, QPointF b, QPointF c, const QColor& col) override;
  void quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor& col) override;
  void polygon(QPointF c, double r, int sides, double rotation, const QColor& col) override;
  void ring(QPointF c, double r, double w, const QColor& col) override;
  void text(const Label& l) override;

 private:
  QPainter& p_;
  QString family_;
};

}  // namespace opslab::gui
