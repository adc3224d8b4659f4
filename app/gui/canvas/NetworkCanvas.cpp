// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "canvas/NetworkCanvas.hpp"

#include <QElapsedTimer>
#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGOpacityNode>
#include <QSGRendererInterface>
#include <QSGSimpleTextureNode>
#include <QSGTexture>
#include <QSGVertexColorMaterial>
#include <algorithm>
#include <cmath>
#include <cstring>

#include "canvas/ScenePainter.hpp"
#include "canvas/SceneSink.hpp"

namespace opslab::gui {

namespace {

// --- scene-graph nodes ----------------------------------------------------------------------

// A node of coloured triangles (the canvas's batch, the links layer).
QSGGeometryNode* newTriangleNode(QSGGeometry::DataPattern pattern) {
  auto* node = new QSGGeometryNode;
  auto* g = new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0);
  g->setDrawingMode(QSGGeometry::DrawTriangles);
  g->setVertexDataPattern(pattern);
  node->setGeometry(g);
  node->setFlag(QSGNode::OwnsGeometry);
  node->setMaterial(new QSGVertexColorMaterial);
  node->setFlag(QSGNode::OwnsMaterial);
  return node;
}

// Replaces the node's triangles with the sink's vertices.
void setTriangles(QSGGeometryNode* node, const std::vector<QSGGeometry::ColoredPoint2D>& v) {
  QSGGeometry* g = node->geometry();
  g->allocate(static_cast<int>(v.size()));
  if (!v.empty()) {
    std::memcpy(g->vertexDataAsColoredPoint2D(), v.data(), v.size() * sizeof(v.front()));
  }
  node->markDirty(QSGNode::DirtyGeometry);
}

// The canvas with a hardware scene graph: one batch of coloured triangles and the labels.
class GlCanvasNode final : public QSGNode {
 public:
  GlCanvasNode() {
    geo = newTriangleNode(QSGGeometry::StreamPattern);
    appendChildNode(geo);
    labels = new QSGNode;
    appendChildNode(labels);
  }
  ~GlCanvasNode() override {
    labels->removeAllChildNodes();
    for (auto* n : pool) delete n;
    qDeleteAll(textures);
  }
  // Shows `all` as cached text textures in a pool of (opacity → texture) nodes.
  void setLabels(const std::vector<Label>& all, QQuickWindow* win, const QString& family) {
    labels->removeAllChildNodes();
    const qreal dpr = win->effectiveDevicePixelRatio();
    if (textures.size() > 4000) {  // keep the cache bounded
      qDeleteAll(textures);
      textures.clear();
      textureInfo.clear();
      for (auto* n : pool) {
        static_cast<QSGSimpleTextureNode*>(n->firstChild())->setTexture(nullptr);
      }
    }
    for (std::size_t i = 0; i < all.size(); ++i) {
      const Label& l = all[i];
      const QString key = QStringLiteral("%1|%2|%3|%4|%5")
                              .arg(l.text, l.color.name(QColor::HexArgb),
                                   l.halo.isValid() ? l.halo.name(QColor::HexArgb) : QString())
                              .arg(l.px)
                              .arg(l.bold);
      auto it = textureInfo.find(key);
      if (it == textureInfo.end()) {
        QFont f(family);
        f.setPixelSize(static_cast<int>(std::lround(l.px * dpr)));
        f.setBold(l.bold);
        const QFontMetricsF fm(f);
        const double pad = haloPad(l, f.pixelSize());
        const QSize px(static_cast<int>(std::ceil(fm.horizontalAdvance(l.text) + 2 + 2 * pad)),
                       static_cast<int>(std::ceil(fm.height() + 2 * pad)));
        QImage img(px, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
          QPainter p(&img);
          p.setRenderHint(QPainter::TextAntialiasing, true);
          p.setFont(f);
          paintLabelText(p, QRectF(QPointF(0, 0), QSizeF(px)), l, f);
        }
        QSGTexture* tex = win->createTextureFromImage(img, QQuickWindow::TextureHasAlphaChannel);
        tex->setFiltering(QSGTexture::Linear);
        textures.append(tex);
        it = textureInfo.insert(key, {tex, QSizeF(px) / dpr});
      }
      if (i >= pool.size()) {
        auto* op = new QSGOpacityNode;
        op->setFlag(QSGNode::OwnedByParent, false);
        auto* tn = new QSGSimpleTextureNode;
        op->appendChildNode(tn);
        pool.push_back(op);
      }
      QSGOpacityNode* op = pool[i];
      auto* tn = static_cast<QSGSimpleTextureNode*>(op->firstChild());
      tn->setTexture(it->texture);
      tn->setRect(labelRect(l, it->size));
      op->setOpacity(l.opacity);
      labels->appendChildNode(op);
    }
  }

  struct Text {
    QSGTexture* texture;
    QSizeF size;  // logical pixels
  };
  QSGGeometryNode* geo;
  QSGNode* labels;
  std::vector<QSGOpacityNode*> pool;
  QHash<QString, Text> textureInfo;
  QList<QSGTexture*> textures;
};

// The canvas with the software scene graph: the frame painted into one image.
class SoftwareCanvasNode final : public QSGNode {
 public:
  ~SoftwareCanvasNode() override { delete texture; }
  QSGImageNode* image = nullptr;
  QSGTexture* texture = nullptr;
};

}  // namespace

// ---------------------------------------------------------------------------------------------

NetworkCanvas::NetworkCanvas(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents, true);
  setAcceptedMouseButtons(Qt::LeftButton);
  setAcceptHoverEvents(false);
  fadeTimer_.setInterval(33);
  connect(&fadeTimer_, &QTimer::timeout, this, [this] {
    update();
    if (!controller_ || controller_->view().drops.empty() ||
        controller_->wallMs() - controller_->view().drops.back().wallMs > kFadeMs) {
      fadeTimer_.stop();
    }
  });
}

NetworkCanvas::~NetworkCanvas() = default;

void NetworkCanvas::setController(SimulationController* c) {
  if (c == controller_) return;
  if (controller_) disconnect(controller_, nullptr, this, nullptr);
  controller_ = c;
  if (controller_) {
    connect(controller_, &SimulationController::frameApplied, this, &NetworkCanvas::onFrame);
    connect(controller_, &SimulationController::runInfoChanged, this, [this] {
      layout_.info.reset();
      fitToView();
    });
  }
  layout_.info.reset();
  emit controllerChanged();
  viewUpdate();
}

void NetworkCanvas::viewUpdate() {
  update();
  if (links_) links_->update();
}

void NetworkCanvas::onFrame() {
  update();
  if (controller_ && !controller_->view().drops.empty() && !fadeTimer_.isActive()) {
    fadeTimer_.start();
  }
}

void NetworkCanvas::setZoom(double z) {
  z = std::clamp(z, 0.25, 60.0);
  if (qFuzzyCompare(z, zoom_)) return;
  zoom_ = z;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::setPan(QPointF p) {
  if (p == pan_) return;
  pan_ = p;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::setDark(bool d) {
  if (d == dark_) return;
  dark_ = d;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::setLineScale(double s) {
  if (qFuzzyCompare(s, lineScale_)) return;
  lineScale_ = s;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::setFontFamily(const QString& f) {
  if (f == fontFamily_) return;
  fontFamily_ = f;
  emit styleChanged();
  update();
}

void NetworkCanvas::setInsets(const QVector4D& m) {
  if (m == insets_) return;
  insets_ = m;
  emit styleChanged();
  viewUpdate();
}

void NetworkCanvas::fitToView() {
  zoom_ = 1.0;
  pan_ = {};
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::zoomAt(double x, double y, double factor) {
  const ViewTransform v =
      ViewTransform{zoom_, pan_, lineScale_}.zoomedAt(QPointF(x, y), factor, QSizeF(width(), height()));
  pan_ = v.pan;
  zoom_ = v.zoom;
  emit viewChanged();
  viewUpdate();
}

void NetworkCanvas::geometryChange(const QRectF& g, const QRectF& old) {
  QQuickItem::geometryChange(g, old);
  if (g.size() != old.size()) {
    layout_.info.reset();
    viewUpdate();
  }
}

void NetworkCanvas::ensureLayout() const {
  if (!controller_) return;
  const auto& info = controller_->view().info;
  const QSizeF size(width(), height());
  if (layout_.matches(info, size, insets_, lineScale_)) return;
  layout_ = layoutNetwork(info, size, insets_, lineScale_);
}

QPointF NetworkCanvas::nodePosition(std::uint32_t node) const {
  ensureLayout();
  if (!layout_.info || node >= layout_.base.size()) return {};
  return ViewTransform{zoom_, pan_, lineScale_}.map(layout_.base[node], QSizeF(width(), height()));
}

QVariantMap NetworkCanvas::hitTest(double x, double y) const {
  static const QString kinds[] = {QString(), QStringLiteral("packet"), QStringLiteral("node"),
                                  QStringLiteral("link")};
  CanvasHit hit;
  if (controller_) {
    ensureLayout();
    const auto& view = controller_->view();
    hit = gui::hitTest(layout_, ViewTransform{zoom_, pan_, lineScale_}, view.inFlight, view.now,
                       QPointF(x, y));
  }
  return {{QStringLiteral("kind"), kinds[static_cast<int>(hit.kind)]},
          {QStringLiteral("id"), static_cast<qint64>(hit.id)}};
}

// --- input ----------------------------------------------------------------------------------

void NetworkCanvas::mousePressEvent(QMouseEvent* e) {
  pressPos_ = e->position();
  pressPan_ = pan_;
  dragging_ = false;
  setKeepMouseGrab(true);
  e->accept();
}

void NetworkCanvas::mouseMoveEvent(QMouseEvent* e) {
  const QPointF d = e->position() - pressPos_;
  if (!dragging_ && length(d) > 4) dragging_ = true;
  if (dragging_) setPan(pressPan_ + d);
  e->accept();
}

void NetworkCanvas::mouseReleaseEvent(QMouseEvent* e) {
  setKeepMouseGrab(false);
  if (!dragging_) {
    const auto hit = hitTest(e->position().x(), e->position().y());
    const QString kind = hit.value(QStringLiteral("kind")).toString();
    const qint64 id = hit.value(QStringLiteral("id")).toLongLong();
    if (controller_) controller_->select(kind, id);
    emit picked(kind, id);
  }
  dragging_ = false;
  e->accept();
}

void NetworkCanvas::mouseDoubleClickEvent(QMouseEvent* e) {
  fitToView();
  e->accept();
}

void NetworkCanvas::wheelEvent(QWheelEvent* e) {
  const double steps = e->angleDelta().y() / 120.0;
  zoomAt(e->position().x(), e->position().y(), std::pow(1.15, steps));
  e->accept();
}

// --- rendering ------------------------------------------------------------------------------

QSGNode* NetworkCanvas::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  QElapsedTimer timer;
  timer.start();
  QQuickWindow* win = window();
  if (!win || !controller_ || width() <= 0 || height() <= 0) {
    delete old;
    return nullptr;
  }
  const bool software =
      win->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
  ensureLayout();
  // Other flows fade only while a flow (or one of its packets) is selected.
  const QString sel = controller_->selectionKind();
  const int dimOthers = sel == QLatin1String("flow") || sel == QLatin1String("packet")
                            ? controller_->focusFlow()
                            : -1;
  const SceneParams P{ViewTransform{zoom_, pan_, lineScale_},
                      dark_,
                      controller_->wallMs(),
                      dimOthers,
                      sel,
                      controller_->selectionId(),
                      software || !links_};
  const LiveView& view = controller_->view();
  int drawn = 0;
  std::vector<Label> names;
  QSGNode* result = nullptr;

  if (software) {
    auto* node = dynamic_cast<SoftwareCanvasNode*>(old);
    if (!node) {
      delete old;
      node = new SoftwareCanvasNode;
      node->image = win->createImageNode();
      node->image->setOwnsTexture(false);
      node->appendChildNode(node->image);
    }
    const qreal dpr = win->effectiveDevicePixelRatio();
    QImage img(QSize(static_cast<int>(std::ceil(width() * dpr)),
                     static_cast<int>(std::ceil(height() * dpr))),
               QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr);
    img.fill(Qt::transparent);
    {
      QPainter painter(&img);
      painter.setRenderHint(QPainter::Antialiasing, true);
      painter.setRenderHint(QPainter::TextAntialiasing, true);
      PainterSink sink(painter, fontFamily_);
      drawn = drawScene(sink, layout_, view, P, &names);
    }
    QSGTexture* tex = win->createTextureFromImage(img, QQuickWindow::TextureHasAlphaChannel);
    node->image->setTexture(tex);
    node->image->setRect(QRectF(0, 0, width(), height()));
    delete node->texture;
    node->texture = tex;
    node->image->markDirty(QSGNode::DirtyMaterial);
    result = node;
  } else {
    auto* node = dynamic_cast<GlCanvasNode*>(old);
    if (!node) {
      delete old;
      node = new GlCanvasNode;
    }
    TriangleSink sink;
    sink.v.reserve(view.inFlight.size() * 6 + layout_.base.size() * 60 + 1024);
    drawn = drawScene(sink, layout_, view, P, &names);
    setTriangles(node->geo, sink.v);

    node->setLabels(sink.labels, win, fontFamily_);
    result = node;
  }

  // Where the names went, measured in the font they are drawn in.
  QVariantList boxes;
  for (const Label& l : names) {
    QFont f(fontFamily_);
    f.setPixelSize(l.px);
    f.setBold(l.bold);
    const QFontMetricsF fm(f);
    const double pad = haloPad(l, l.px);
    const QRectF r = labelRect(l, QSizeF(fm.horizontalAdvance(l.text) + 2 + 2 * pad, fm.height() + 2 * pad));
    boxes.append(QVariantMap{{QStringLiteral("text"), l.text}, {QStringLiteral("x"), r.x()},
                             {QStringLiteral("y"), r.y()}, {QStringLiteral("width"), r.width()},
                             {QStringLiteral("height"), r.height()}});
  }
  const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  QMetaObject::invokeMethod(
      this,
      [this, drawn, ms, software, boxes = std::move(boxes)] {
        nodeLabelBoxes_ = boxes;
        const bool changed = drawn != packetsDrawn_ || software != software_;
        packetsDrawn_ = drawn;
        lastBuildMs_ = ms;
        software_ = software;
        if (changed) emit statsChanged();
      },
      Qt::QueuedConnection);
  return result;
}

// ---------------------------------------------------------------------------------------------

NetworkLinks::NetworkLinks(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents, true);
}

void NetworkLinks::setCanvas(NetworkCanvas* c) {
  if (c == canvas_) return;
  if (canvas_) {
    canvas_->links_ = nullptr;
    canvas_->viewUpdate();
  }
  canvas_ = c;
  if (canvas_) {
    canvas_->links_ = this;
    canvas_->viewUpdate();
  }
  emit canvasChanged();
}

QSGNode* NetworkLinks::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  QQuickWindow* win = window();
  NetworkCanvas* c = canvas_;
  // With the software scene graph the canvas draws its links itself (no geometry nodes there).
  if (!win || !c || !c->controller_ || width() <= 0 || height() <= 0 ||
      win->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
    delete old;
    return nullptr;
  }
  c->ensureLayout();
  const CanvasLayout& L = c->layout_;
  // Between runs (no run info yet) the links stay as they were: the new run redraws them.
  if (!L.ready()) return old;
  auto* node = old ? static_cast<QSGGeometryNode*>(old) : newTriangleNode(QSGGeometry::StaticPattern);
  TriangleSink sink;
  const SceneGeometry G(L, ViewTransform{c->zoom_, c->pan_, c->lineScale_});
  drawLinks(sink, G, G.lanes(), styleFor(c->dark_), c->dark_);
  setTriangles(node, sink.v);
  return node;
}

}  // namespace opslab::gui
