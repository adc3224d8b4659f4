// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector/EventText.hpp"

#include <cmath>
#include <cstdlib>

#include <QCoreApplication>
#include <QLocale>

#include "net/event_text.hpp"

namespace opslab::gui {

QString coreText(const char* context, const std::string& text) {
  if (text.empty()) return {};
  return QCoreApplication::translate(context, text.c_str());
}

QString eventText(const net::EventText& t) {
  if (t.text.empty()) return QString::fromStdString(t.value);
  // The template is a whole string literal (OPSLAB_UI_TEXT), so its data ends in a NUL.
  const QString text = QCoreApplication::translate("event", t.text.data(), nullptr,
                                                   t.count >= 0 ? static_cast<int>(t.count) : -1);
  return fillPlaceholders(text, t.args.size(), [&](std::size_t k) { return eventText(t.args[k]); });
}

QString fillPlaceholders(const QString& text, std::size_t count,
                         const std::function<QString(std::size_t)>& arg) {
  // Qt's positional placeholders %1 … %9, in one pass (a piece's own text is not searched).
  QString out;
  out.reserve(text.size() + 32);
  for (qsizetype i = 0; i < text.size(); ++i) {
    if (text[i] == QLatin1Char('%') && i + 1 < text.size()) {
      const int k = text[i + 1].digitValue();
      if (k >= 1 && static_cast<std::size_t>(k) <= count) {
        out += arg(static_cast<std::size_t>(k - 1));
        ++i;
        continue;
      }
    }
    out += text[i];
  }
  return out;
}

QString formatWindow(double segments) {
  return QString::fromStdString(net::format_window(segments));
}

QString formatSimTime(std::int64_t ps) {
  const double s = static_cast<double>(ps) * 1e-12;
  // Seconds with microsecond digits grouped in threes: "1.234 567 s" (the decimal point the
  // locale's).
  const long long us = std::llround(s * 1e6);
  const long long whole = us / 1000000;
  const long long frac = std::llabs(us % 1000000);
  const QString f = QStringLiteral("%1").arg(frac, 6, 10, QLatin1Char('0'));
  return QStringLiteral("%1%2%3 %4 s")
      .arg(whole)
      .arg(QLocale().decimalPoint(), f.left(3), f.mid(3));
}

QString formatDuration(std::int64_t ps) {
  return QString::fromStdString(net::format_duration(sim::SimTime::ps(ps)));
}

QString formatRate(std::int64_t bps) {
  const double v = static_cast<double>(bps);
  auto fmt = [](double x, const char* unit) {
    return QLocale().toString(x, 'g', 4) + QChar(0x2009) + QString::fromUtf8(unit);
  };
  if (v >= 1e9) return fmt(v * 1e-9, "Gb/s");
  if (v >= 1e6) return fmt(v * 1e-6, "Mb/s");
  if (v >= 1e3) return fmt(v * 1e-3, "kb/s");
  return fmt(v, "b/s");
}

}  // namespace opslab::gui
