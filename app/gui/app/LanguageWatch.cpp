// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/LanguageWatch.hpp"

#include <QCoreApplication>
#include <QEvent>

namespace opslab::gui {

LanguageWatch::LanguageWatch(QObject* owner, std::function<void()> changed)
    : QObject(owner), changed_(std::move(changed)) {
  if (auto* app = QCoreApplication::instance()) app->installEventFilter(this);
}

bool LanguageWatch::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() &&
      !pending_) {
    pending_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
          pending_ = false;
          changed_();
        },
        Qt::QueuedConnection);
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace opslab::gui
