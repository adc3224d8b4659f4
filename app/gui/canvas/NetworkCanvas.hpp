// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// NetworkCanvas: the animated network — one QQuickItem that draws every node, link, queue,
// packet and drop of the run in a single batched scene-graph geometry node (vertex colours,
// no QML item per packet), plus cached text textures for labels.
//
// The layout and hit testing are plain C++ (CanvasLayout.hpp), the drawing is ScenePainter's;
// this item owns the view state (zoom, pan, style), input, and the scene-graph nodes.
//
// Packets are drawn to scale: at time t a packet on a link occupies the part of the link
// between its first bit, (t − start)/delay, and its last bit, (t − end)/delay, so its length is
// its transmission time relative to the link's propagation delay (clamped to a few pixels so
// it stays visible). Layout comes from the topology's x/y hints; pan with a drag, zoom with
// the wheel (or a pinch, from QML); a click picks a packet, node or link.
//
// With the software scene graph (QT_QPA_PLATFORM=offscreen, no OpenGL) the same drawing runs
// through QPainter into an image node, so screenshots and tests see the same picture.
// Cost per frame: O(packets in flight + recent drops + queues) vertices, built during sync;
// the links are drawn by a NetworkLinks item under the canvas when there is one.
#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QPointF>
#include <QPointer>
#include <QQuickItem>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QVector4D>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "canvas/CanvasLayout.hpp"
#include "simulation/SimulationController.hpp"

namespace opslab::gui {

class NetworkLinks;

class NetworkCanvas : public QQuickItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(opslab::gui::SimulationController* controller READ controller WRITE setController
                 NOTIFY controllerChanged)
  Q_PROPERTY(double zoom READ zoom WRITE setZoom NOTIFY viewChanged)
  Q_PROPERTY(QPointF pan READ pan WRITE setPan NOTIFY viewChanged)
  Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY styleChanged)
  /// Presentation mode: thicker lines and larger labels.
  Q_PROPERTY(double lineScale READ lineScale WRITE setLineScale NOTIFY styleChanged)
  Q_PROPERTY(QString fontFamily READ fontFamily WRITE setFontFamily NOTIFY styleChanged)
  /// Room the views' overlays (legend, zoom buttons, status) take at the left, top, right and
  /// bottom edges; the network is fitted into the rest.
  Q_PROPERTY(QVector4D insets READ insets WRITE setInsets NOTIFY styleChanged)
  /// Packets drawn in the last frame.
  Q_PROPERTY(int packetsDrawn READ packetsDrawn NOTIFY statsChanged)
  /// Milliseconds the last scene-graph update took (building the geometry).
  Q_PROPERTY(double lastBuildMs READ lastBuildMs NOTIFY statsChanged)
  Q_PROPERTY(bool softwareRenderer READ softwareRenderer NOTIFY statsChanged)

 public:
  explicit NetworkCanvas(QQuickItem* parent = nullptr);
  ~NetworkCanvas() override;

  SimulationController* controller() const { return controller_; }
  void setController(SimulationController* c);
  double zoom() const { return zoom_; }
  void setZoom(double z);
  QPointF pan() const { return pan_; }
  void setPan(QPointF p);
  bool dark() const { return dark_; }
  void setDark(bool d);
  double lineScale() const { return lineScale_; }
  void setLineScale(double s);
  QString fontFamily() const { return fontFamily_; }
  void setFontFamily(const QString& f);
  QVector4D insets() const { return insets_; }
  void setInsets(const QVector4D& m);
  int packetsDrawn() const { return packetsDrawn_; }
  double lastBuildMs() const { return lastBuildMs_; }
  bool softwareRenderer() const { return software_; }

  /// Back to the whole network in view.
  Q_INVOKABLE void fitToView();
  /// Zooms by `factor` keeping the item point (x, y) fixed.
  Q_INVOKABLE void zoomAt(double x, double y, double factor);
  /// What is under the item point (x, y): {kind: "packet"|"node"|"link"|"", id}.
  Q_INVOKABLE QVariantMap hitTest(double x, double y) const;
  /// The node names of the last frame drawn, each { text, x, y, width, height }: the box its
  /// text takes in the canvas's font (tests check that no two overlap).
  Q_INVOKABLE QVariantList nodeLabelBoxes() const { return nodeLabelBoxes_; }

  /// Screen position of a node with the current zoom and pan (for tests and overlays).
  QPointF nodePosition(std::uint32_t node) const;

 signals:
  void controllerChanged();
  void viewChanged();
  void styleChanged();
  void statsChanged();
  /// The user clicked something ("packet", "node", "link"; "" for empty space).
  void picked(const QString& kind, qint64 id);

 protected:
  QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;
  void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseDoubleClickEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;

 private:
  friend class NetworkLinks;
  void ensureLayout() const;
  void onFrame();
  /// The view (zoom, pan, size, style or run) changed: redraw the canvas and its links.
  void viewUpdate();

  SimulationController* controller_ = nullptr;
  double zoom_ = 1.0;
  QPointF pan_;
  bool dark_ = false;
  double lineScale_ = 1.0;
  QString fontFamily_ = QStringLiteral("Inter");
  QVector4D insets_;
  QVariantList nodeLabelBoxes_;
  int packetsDrawn_ = 0;
  double lastBuildMs_ = 0;
  bool software_ = false;
  mutable CanvasLayout layout_;  // rebuilt when the run, size, insets or line scale change
  QTimer fadeTimer_;
  QPointF pressPos_;
  QPointF pressPan_;
  bool dragging_ = false;
  QPointer<NetworkLinks> links_;
};

/// The links of a NetworkCanvas, drawn by an item of their own under it so that a texture
/// layer can keep them: they are redrawn only when the view changes (zoom, pan, size, theme,
/// a new run), not every frame. On a software rasterizer (Mesa llvmpipe) hundreds of long thin
/// links cost as much as the rest of the window. Used as
///   NetworkLinks { canvas: canvas; anchors.fill: canvas; layer.enabled: true }
/// declared before the canvas. With the software scene graph the canvas draws its links itself.
class NetworkLinks : public QQuickItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(opslab::gui::NetworkCanvas* canvas READ canvas WRITE setCanvas NOTIFY canvasChanged)

 public:
  explicit NetworkLinks(QQuickItem* parent = nullptr);
  NetworkCanvas* canvas() const { return canvas_; }
  void setCanvas(NetworkCanvas* c);

 signals:
  void canvasChanged();

 protected:
  QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;

 private:
  QPointer<NetworkCanvas> canvas_;
};

}  // namespace opslab::gui
