// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The flows' colours stay apart for red–green colour-blind students: the first eight flow
// colours (Palette.hpp), seen with normal vision and through the protanopia and deuteranopia
// simulations of Machado, Oliveira & Fernandes (2009, severity 1), are every pair at least
// kLeast apart in CIELAB (ΔE*ab). The palette as it was put flow 3's green and flow 4's red
// 0.9 apart for a deuteranope: the same colour.
#include <QColor>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

#include "canvas/Palette.hpp"

namespace {

constexpr double kLeast = 12.0;  // ΔE*ab; about 2.3 is a just-noticeable difference

using Matrix = std::array<std::array<double, 3>, 3>;
constexpr Matrix kNormal = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
constexpr Matrix kProtanopia = {{{0.152286, 1.052583, -0.204868},
                                 {0.114503, 0.786281, 0.099216},
                                 {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia = {{{0.367322, 0.860646, -0.227968},
                                   {0.280085, 0.672501, 0.047413},
                                   {-0.011820, 0.042940, 0.968881}}};

double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

// CIELAB (D65) of a colour seen through `m`, applied to linear sRGB and clipped to the gamut.
std::array<double, 3> lab(const QColor& c, const Matrix& m) {
  const std::array<double, 3> in = {linear(c.redF()), linear(c.greenF()), linear(c.blueF())};
  std::array<double, 3> l{};
  for (int i = 0; i < 3; ++i) {
    double v = 0;
    for (int j = 0; j < 3; ++j) v += m[i][j] * in[j];
    l[i] = std::clamp(v, 0.0, 1.0);
  }
  const double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
  const double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
  const double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
  const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance(const std::array<double, 3>& a, const std::array<double, 3>& b) {
  return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

class PaletteTest : public QObject {
  Q_OBJECT
 private slots:
  void firstEightFlowsStayApartForEveryone_data() {
    QTest::addColumn<int>("vision");
    QTest::newRow("normal") << 0;
    QTest::newRow("protanopia") << 1;
    QTest::newRow("deuteranopia") << 2;
  }
  void firstEightFlowsStayApartForEveryone() {
    QFETCH(int, vision);
    const Matrix& m = vision == 0 ? kNormal : vision == 1 ? kProtanopia : kDeuteranopia;
    for (std::uint32_t i = 0; i < 8; ++i) {
      for (std::uint32_t j = i + 1; j < 8; ++j) {
        const double d = distance(lab(opslab::gui::flowColor(i), m), lab(opslab::gui::flowColor(j), m));
        QVERIFY2(d >= kLeast, qPrintable(QStringLiteral("flows %1 and %2: ΔE %3")
                                              .arg(i).arg(j).arg(d, 0, 'f', 1)));
      }
    }
  }
  void theSimulationSeesRedAndGreenAlikeForADeuteranope() {
    // The check can fail: the old palette's green and red.
    const double d = distance(lab(QColor(0x59a14f), kDeuteranopia), lab(QColor(0xe15759), kDeuteranopia));
    QVERIFY2(d < 2.3, qPrintable(QString::number(d)));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(PaletteTest)
#include "palette_test.moc"
