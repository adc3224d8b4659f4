// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CrossbarGrid: the crossbar view's grid, painted in one item (QPainter into one texture) rather
// than a QML item per crosspoint: for N = 16, 256 delegates re-evaluating their bindings on every
// snapshot cost the GUI thread about 40 ms per frame under llvmpipe. It draws, from a
// FabricFeed, a row per input and a column per output: the cells waiting at each crosspoint as
// a heat map (log scale) with their number, the phase shown's requests (accent outline), grants
// (warning), matches (success fill) and head-of-line-blocked heads (danger), the grant (g) and
// accept (a) pointers, the port names (a prefix all output names share written once) and the
// output FIFOs under the columns. Colours and fonts come from QML (the theme).
#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

#include "fabric/FabricFeed.hpp"

namespace opslab::gui {

class CrossbarGrid : public QQuickPaintedItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(opslab::gui::FabricFeed* feed READ feed WRITE setFeed NOTIFY feedChanged)
  /// The pitch of the grid as laid out now (pixels per crosspoint).
  Q_PROPERTY(double side READ side NOTIFY layoutChanged)
  /// The theme: text, dim and faint text, the two checker shades, and the state colours.
  Q_PROPERTY(QColor text MEMBER text_ NOTIFY styleChanged)
  Q_PROPERTY(QColor textDim MEMBER textDim_ NOTIFY styleChanged)
  Q_PROPERTY(QColor textFaint MEMBER textFaint_ NOTIFY styleChanged)
  Q_PROPERTY(QColor surface MEMBER surface_ NOTIFY styleChanged)
  Q_PROPERTY(QColor surfaceAlt MEMBER surfaceAlt_ NOTIFY styleChanged)
  Q_PROPERTY(QColor border MEMBER border_ NOTIFY styleChanged)
  Q_PROPERTY(QColor accent MEMBER accent_ NOTIFY styleChanged)
  Q_PROPERTY(QColor warning MEMBER warning_ NOTIFY styleChanged)
  Q_PROPERTY(QColor success MEMBER success_ NOTIFY styleChanged)
  Q_PROPERTY(QColor danger MEMBER danger_ NOTIFY styleChanged)
  Q_PROPERTY(QString monoFamily MEMBER monoFamily_ NOTIFY styleChanged)
  Q_PROPERTY(int fontPx MEMBER fontPx_ NOTIFY styleChanged)
  Q_PROPERTY(double uiScale MEMBER uiScale_ NOTIFY styleChanged)

 public:
  explicit CrossbarGrid(QQuickItem* parent = nullptr);

  FabricFeed* feed() const { return feed_; }
  void setFeed(FabricFeed* f);
  double side() const { return side_; }
  void paint(QPainter* p) override;

 signals:
  void feedChanged();
  void layoutChanged();
  void styleChanged();

 protected:
  void geometryChange(const QRectF& now, const QRectF& before) override;

 private:
  void relayout();
  /// A prefix every output name shares before its number ("out"), or "".
  QString outputPrefix() const;

  QPointer<FabricFeed> feed_;
  double side_ = 0, labelW_ = 0, labelH_ = 0, fifoH_ = 0;
  QColor text_, textDim_, textFaint_, surface_, surfaceAlt_, border_, accent_, warning_,
      success_, danger_;
  QString monoFamily_ = QStringLiteral("monospace");
  int fontPx_ = 12;
  double uiScale_ = 1.0;
};

}  // namespace opslab::gui
