// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AccessibilityProbe: what a screen reader sees of a window, for the Qt Quick tests. It turns
// Qt's accessibility on and walks the window's accessible tree (QAccessibleInterface, the tree
// AT-SPI reads on Linux): the controls a user can act on — buttons, check boxes, radio
// buttons, switches, sliders, spin boxes, combo boxes, text fields that are not read-only
// (a combo box's own display field is named by the combo box), tabs, links — each need a name, or a screen
// reader says only "button". Also Tab pressed in a window (the QML test's
// own key functions reach only its own window) and an item's accessible name, so a test can
// tab through a view and check that every stop is named.
#pragma once

#include <QAccessible>
#include <QObject>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>
#include <QTest>

class AccessibilityProbe : public QObject {
  Q_OBJECT
 public:
  /// Every visible control of `window` a user can act on that has no accessible name, as
  /// "role 'objectName' (class) at x,y" lines; empty when all are named.
  Q_INVOKABLE QStringList unnamedControls(QQuickWindow* window) const {
    QAccessible::setActive(true);
    QStringList out;
    if (window != nullptr) walk(QAccessible::queryAccessibleInterface(window), out, 0);
    return out;
  }

  /// How many controls a user can act on the walk met (a check that it walked anything).
  Q_INVOKABLE int controlCount(QQuickWindow* window) const {
    QAccessible::setActive(true);
    int n = 0;
    if (window != nullptr) count(QAccessible::queryAccessibleInterface(window), n, 0);
    return n;
  }

  /// Every visible chart of `window` as a screen reader hears it: "name | description".
  Q_INVOKABLE QStringList charts(QQuickWindow* window) const {
    QAccessible::setActive(true);
    QStringList out;
    if (window != nullptr) chartsUnder(QAccessible::queryAccessibleInterface(window), out, 0);
    return out;
  }

  /// Presses Tab (Shift+Tab when `back`) in `window`, as a keyboard user moves the focus, and
  /// returns the item that has the focus then (null when none).
  Q_INVOKABLE QQuickItem* tab(QQuickWindow* window, bool back) const {
    if (window == nullptr) return nullptr;
    QTest::keyClick(window, Qt::Key_Tab, back ? Qt::ShiftModifier : Qt::NoModifier);
    return window->activeFocusItem();
  }

  /// Presses `key` in `window` (where its focus is).
  Q_INVOKABLE void key(QQuickWindow* window, int key) const {
    if (window != nullptr) QTest::keyClick(window, static_cast<Qt::Key>(key));
  }

  /// The accessible name of `item` ("" when it has none).
  Q_INVOKABLE QString nameOf(QQuickItem* item) const {
    QAccessible::setActive(true);
    QAccessibleInterface* iface = item ? QAccessible::queryAccessibleInterface(item) : nullptr;
    return iface ? iface->text(QAccessible::Name) : QString();
  }

 private:
  static bool actionable(QAccessible::Role r) {
    switch (r) {
      case QAccessible::Button: case QAccessible::CheckBox: case QAccessible::RadioButton:
      case QAccessible::Slider: case QAccessible::SpinBox: case QAccessible::ComboBox:
      case QAccessible::EditableText: case QAccessible::PageTab: case QAccessible::Link:
      case QAccessible::ButtonMenu: case QAccessible::ButtonDropDown:
        return true;
      default:
        return false;
    }
  }
  static bool shown(QAccessibleInterface* iface) {
    const QAccessible::State s = iface->state();
    return !s.invisible && !s.offscreen && iface->rect().width() > 0 && iface->rect().height() > 0;
  }
  static QString describe(QAccessibleInterface* iface) {
    QObject* o = iface->object();
    const QRect r = iface->rect();
    return QStringLiteral("role %1 '%2' (%3) at %4,%5")
        .arg(static_cast<int>(iface->role()))
        .arg(o ? o->objectName() : QString())
        .arg(o ? QString::fromLatin1(o->metaObject()->className()) : QString())
        .arg(r.x())
        .arg(r.y());
  }
  void walk(QAccessibleInterface* iface, QStringList& out, int depth) const {
    if (iface == nullptr || depth > 200 || !shown(iface)) return;
    const bool comboDisplay = iface->role() == QAccessible::EditableText && iface->parent() &&
                              iface->parent()->role() == QAccessible::ComboBox;
    if (actionable(iface->role()) && !iface->state().readOnly && !comboDisplay &&
        iface->text(QAccessible::Name).trimmed().isEmpty())
      out << describe(iface);
    for (int i = 0; i < iface->childCount(); ++i) walk(iface->child(i), out, depth + 1);
  }
  void chartsUnder(QAccessibleInterface* iface, QStringList& out, int depth) const {
    if (iface == nullptr || depth > 200 || !shown(iface)) return;
    if (iface->role() == QAccessible::Chart)
      out << iface->text(QAccessible::Name) + QStringLiteral(" | ") + iface->text(QAccessible::Description);
    for (int i = 0; i < iface->childCount(); ++i) chartsUnder(iface->child(i), out, depth + 1);
  }
  void count(QAccessibleInterface* iface, int& n, int depth) const {
    if (iface == nullptr || depth > 200 || !shown(iface)) return;
    if (actionable(iface->role())) ++n;
    for (int i = 0; i < iface->childCount(); ++i) count(iface->child(i), n, depth + 1);
  }
};
