// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LanguageWatch: calls back once after the interface's language changed, for C++ views that
// hand QML text they translated themselves (the core's chart titles, series labels, state
// names): QML's own qsTr() is re-evaluated by the engine, these are not. Qt sends
// QEvent::LanguageChange to the application for every translator installed or removed; the
// events of one change are folded into one call, made from the event loop.
#pragma once

#include <QObject>
#include <functional>

namespace opslab::gui {

class LanguageWatch final : public QObject {
 public:
  /// Watches for as long as `owner` lives.
  LanguageWatch(QObject* owner, std::function<void()> changed);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  std::function<void()> changed_;
  bool pending_ = false;
};

}  // namespace opslab::gui
