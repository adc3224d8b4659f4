// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/CrossbarGrid.hpp"

#include <QFont>
#include <QPainter>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace opslab::gui {

CrossbarGrid::CrossbarGrid(QQuickItem* parent) : QQuickPaintedItem(parent) {
  setAntialiasing(true);
  connect(this, &CrossbarGrid::styleChanged, this, [this] {
    relayout();
    update();
  });
}

void CrossbarGrid::setFeed(FabricFeed* f) {
  if (feed_ == f) return;
  if (feed_) disconnect(feed_, nullptr, this, nullptr);
  feed_ = f;
  if (feed_) {
    connect(feed_, &FabricFeed::changed, this, [this] {
      relayout();
      update();
    });
  }
  relayout();
  update();
  emit feedChanged();
}

void CrossbarGrid::geometryChange(const QRectF& now, const QRectF& before) {
  QQuickPaintedItem::geometryChange(now, before);
  relayout();
}

void CrossbarGrid::relayout() {
  const int n = feed_ ? feed_->ports() : 0;
  labelW_ = std::round(58 * uiScale_);
  labelH_ = std::round(20 * uiScale_);
  fifoH_ = std::round(26 * uiScale_);
  double side = 0;
  if (n > 0) {
    side = std::min((width() - labelW_) / n, (height() - labelH_ - fifoH_) / n);
    side = std::max(6.0, std::floor(side));
  }
  if (side != side_) {
    side_ = side;
    emit layoutChanged();
  }
}

QString CrossbarGrid::outputPrefix() const {
  const QStringList names = feed_->outputs();
  if (names.size() < 2) return {};
  static const QRegularExpression digits(QStringLiteral("[0-9]+$"));
  QString p = names.front();
  p.remove(digits);
  for (const QString& s : names) {
    if (!s.startsWith(p)) return {};
  }
  return p;
}

void CrossbarGrid::paint(QPainter* p) {
  if (!feed_ || feed_->ports() == 0 || side_ <= 0) return;
  const int n = feed_->ports();
  const double s = side_;
  const QPointF origin(labelW_, labelH_);
  const bool showNumbers = s >= 16;
  const bool showPointers = feed_->arbiter() == QLatin1String("islip") && s >= 18;
  const double full = std::log(1.0 + std::max(2, feed_->maxCells()));
  QFont mono(monoFamily_);
  mono.setPixelSize(std::max(8, std::min(fontPx_, static_cast<int>(s * 0.5))));
  QFont small = mono;
  small.setPixelSize(std::max(8, std::min(fontPx_, static_cast<int>(s * 0.4))));
  QFont pointer = mono;
  pointer.setBold(true);
  pointer.setPixelSize(std::max(9, static_cast<int>(s * 0.4)));

  // Column headers: the outputs (granting now in the warning colour).
  const QString prefix = outputPrefix();
  const QStringList outs = feed_->outputs(), ins = feed_->inputs();
  p->setFont(mono);
  if (!prefix.isEmpty()) {
    p->setPen(textFaint_);
    p->drawText(QRectF(0, 0, labelW_ - 6, labelH_ - 3), Qt::AlignRight | Qt::AlignBottom,
                prefix + QStringLiteral(" →"));
  }
  for (int j = 0; j < n; ++j) {
    p->setPen(feed_->grant(j) >= 0 ? warning_ : textDim_);
    p->drawText(QRectF(origin.x() + (j - 1) * s, 0, 3 * s, labelH_ - 3),
                Qt::AlignHCenter | Qt::AlignBottom, outs.value(j).mid(prefix.size()));
  }
  // Row headers: the inputs (a blocked head ⊘ in the danger colour, matched in success).
  for (int i = 0; i < n; ++i) {
    const bool blocked = feed_->headBlocked(i);
    p->setPen(blocked ? danger_ : feed_->matchOf(i) >= 0 ? success_ : textDim_);
    p->drawText(QRectF(0, origin.y() + i * s, labelW_ - 6, s), Qt::AlignRight | Qt::AlignVCenter,
                (blocked ? QStringLiteral("⊘ ") : QString()) + ins.value(i));
  }
  // The crosspoints.
  for (int i = 0; i < n; ++i) {
    const int matched = feed_->matchOf(i);
    const bool blockedRow = feed_->headBlocked(i);
    const int accept = showPointers ? feed_->acceptPointer(i) : -1;
    for (int j = 0; j < n; ++j) {
      const QRectF r(origin.x() + j * s, origin.y() + i * s, s, s);
      p->fillRect(r, (i + j) % 2 == 0 ? surfaceAlt_ : surface_);
      const QRectF inner = r.adjusted(1, 1, -1, -1);
      const int cells = feed_->cells(i, j);
      p->setPen(Qt::NoPen);
      if (cells > 0) {
        QColor heat = warning_;
        heat.setAlphaF(0.18 + 0.72 * std::min(1.0, std::log(1.0 + cells) / full));
        p->setBrush(heat);
        p->drawRoundedRect(inner, 2, 2);
      }
      const bool requested = feed_->request(i, j);
      const bool isMatch = matched == j;
      const bool granted = feed_->grant(j) == i;
      const bool blocked = blockedRow && requested;
      if (isMatch) {
        QColor fill = success_;
        fill.setAlphaF(0.35);
        p->setBrush(fill);
      } else {
        p->setBrush(Qt::NoBrush);
      }
      const double thick = std::max(2.0, s * 0.1);
      if (isMatch || granted || blocked || requested) {
        QPen pen(isMatch ? success_ : blocked ? danger_ : granted ? warning_ : accent_);
        pen.setWidthF(isMatch || granted || blocked ? thick : 1.5);
        p->setPen(pen);
        p->drawRoundedRect(inner.adjusted(pen.widthF() / 2, pen.widthF() / 2, -pen.widthF() / 2,
                                          -pen.widthF() / 2),
                           3, 3);
      }
      if (showNumbers && cells > 0) {
        p->setFont(small);
        p->setPen(text_);
        p->drawText(r, Qt::AlignCenter, QString::number(cells));
      }
      if (showPointers) {
        p->setFont(pointer);
        if (feed_->grantPointer(j) == i) {
          p->setPen(warning_);
          p->drawText(r.adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                      //: The grant pointer's mark in a crossbar cell (the view's help says "g").
                      tr("g", "grant pointer"));
        }
        if (accept == j) {
          p->setPen(success_);
          p->drawText(r.adjusted(0, 0, -2, 0), Qt::AlignRight | Qt::AlignBottom,
                      //: The accept pointer's mark in a crossbar cell (the view's help says "a").
                      tr("a", "accept pointer"));
        }
      }
    }
  }
  // Output FIFOs under the columns (log scale, full at 63 packets).
  const double barH = fifoH_ - 6;
  for (int j = 0; j < n; ++j) {
    const QRectF box(origin.x() + j * s + s * 0.2, origin.y() + n * s + 4, s * 0.6, barH);
    p->setPen(QPen(border_, 1));
    p->setBrush(Qt::NoBrush);
    p->drawRoundedRect(box, 2, 2);
    const int packets = feed_->outputPackets(j);
    if (packets > 0) {
      QColor fill = accent_;
      fill.setAlphaF(0.6);
      const double h = (barH - 2) * std::min(1.0, std::log(1.0 + packets) / std::log(64.0));
      p->fillRect(QRectF(box.left() + 1, box.top() + 1, box.width() - 2, h), fill);
    }
  }
}

}  // namespace opslab::gui
