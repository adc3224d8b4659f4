// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/SceneSink.hpp"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>

namespace opslab::gui {

double haloPad(const Label& l, double px) { return l.halo.isValid() ? px * 0.3 : 0.0; }

void paintLabelText(QPainter& p, const QRectF& box, const Label& l, const QFont& f) {
  if (l.halo.isValid()) {
    const QFontMetricsF fm(f);
    const double x = box.left() + (box.width() - fm.horizontalAdvance(l.text)) / 2;
    const double y = box.top() + (box.height() - fm.height()) / 2 + fm.ascent();
    QPainterPath path;
    path.addText(QPointF(x, y), f, l.text);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.strokePath(path, QPen(l.halo, f.pixelSize() * 0.28, Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
  }
  p.setPen(l.color);
  p.drawText(box, Qt::AlignCenter, l.text);
}

QRectF labelRect(const Label& l, QSizeF size) {
  double x = l.anchor.x(), y = l.anchor.y();
  if (l.align & Qt::AlignRight) {
    x -= size.width();
  } else if (l.align & Qt::AlignHCenter) {
    x -= size.width() / 2;
  }
  if (l.align & Qt::AlignBottom) {
    y -= size.height();
  } else if (l.align & Qt::AlignVCenter) {
    y -= size.height() / 2;
  }
  return {x, y, size.width(), size.height()};
}

void PainterSink::tri(QPointF a, QPointF b, QPointF c, const QColor& col) {
  p_.setPen(Qt::NoPen);
  p_.setBrush(col);
  const QPointF pts[3] = {a, b, c};
  p_.drawConvexPolygon(pts, 3);
}

void PainterSink::quad(QPointF a, QPointF b, QPointF c, QPointF d, const QColor& col) {
  p_.setPen(Qt::NoPen);
  p_.setBrush(col);
  const QPointF pts[4] = {a, b, c, d};
  p_.drawConvexPolygon(pts, 4);
}

void PainterSink::polygon(QPointF c, double r, int sides, double rotation, const QColor& col) {
  p_.setPen(Qt::NoPen);
  p_.setBrush(col);
  if (sides >= 10) {
    p_.drawEllipse(c, r, r);
    return;
  }
  QPolygonF poly;
  for (int i = 0; i < sides; ++i) {
    const double a = rotation + 2 * M_PI * i / sides;
    poly << c + QPointF(std::cos(a), std::sin(a)) * r;
  }
  p_.drawConvexPolygon(poly);
}

void PainterSink::ring(QPointF c, double r, double w, const QColor& col) {
  p_.setPen(QPen(col, w));
  p_.setBrush(Qt::NoBrush);
  p_.drawEllipse(c, r, r);
}

void PainterSink::text(const Label& l) {
  QFont f(family_);
  f.setPixelSize(l.px);
  f.setBold(l.bold);
  p_.setFont(f);
  const QFontMetricsF fm(f);
  const double pad = haloPad(l, l.px);
  const QSizeF size(fm.horizontalAdvance(l.text) + 2 + 2 * pad, fm.height() + 2 * pad);
  p_.setOpacity(l.opacity);
  paintLabelText(p_, labelRect(l, size), l, f);
  p_.setOpacity(1.0);
}

}  // namespace opslab::gui
