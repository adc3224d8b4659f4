// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector/FabricInspector.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <QVariantMap>

#include "app/QtText.hpp"
#include "inspector/EventText.hpp"
#include "inspector/InspectorRow.hpp"

namespace opslab::gui {

namespace {

// The inspector's fabric rows, for the translator under the context "FabricInspector"
// (FabricInspectorText::tr: lupdate files a bare tr() outside a class under the namespace instead).
struct FabricInspectorText {
  Q_DECLARE_TR_FUNCTIONS(FabricInspector)
};

QString name(const std::vector<std::string>& names, std::int64_t k) {
  return k >= 0 && static_cast<std::size_t>(k) < names.size()
             ? qs(names[static_cast<std::size_t>(k)])
             : QStringLiteral("—");
}

QString value(double v) {
  const QLocale locale;
  if (v >= 1e6) return locale.toString(v / 1e6, 'f', 2) + QStringLiteral(" M");
  if (v >= 1e4) return locale.toString(v / 1e3, 'f', 1) + QStringLiteral(" k");
  return locale.toString(v, 'g', 4);
}

}  // namespace

QVariantList fabricRows(const scenario::FabricView& f) {
  QVariantList rows;
  const std::size_t n = f.outputs.size();
  if (f.inputs.size() != n || f.cells_to_output.size() != n * n) return rows;
  rows << inspectorRow(FabricInspectorText::tr("Fabric"), qs(f.label));
  // The VOQ table: each input's cells by output, and its accept pointer.
  for (std::size_t i = 0; i < n; ++i) {
    QStringList parts;
    std::uint64_t total = 0;
    for (std::size_t j = 0; j < n; ++j) {
      const auto c = f.cells_to_output[i * n + j];
      total += c;
      if (c > 0) parts << QStringLiteral("%1 ×%2").arg(name(f.outputs, static_cast<std::int64_t>(j))).arg(c);
    }
    QStringList clauses;
    clauses << (total == 0 ? FabricInspectorText::tr("empty")
                           : FabricInspectorText::tr("%n cells: %1", nullptr, static_cast<int>(total))
                                 .arg(parts.join(QStringLiteral(", "))));
    if (i < f.accept_pointers.size()) {
      clauses << FabricInspectorText::tr("accept pointer → %1").arg(name(f.outputs, f.accept_pointers[i]));
    }
    if (i < f.match.size() && f.match[i] >= 0) {
      clauses << FabricInspectorText::tr("last slot: sent to %1").arg(name(f.outputs, f.match[i]));
    }
    rows << inspectorRow(qs(f.inputs[i]), clauses.join(QStringLiteral(" · ")));
  }
  if (!f.grant_pointers.empty()) {
    QStringList g;
    for (std::size_t j = 0; j < f.grant_pointers.size() && j < n; ++j) {
      g << QStringLiteral("%1→%2").arg(name(f.outputs, static_cast<std::int64_t>(j)),
                                      name(f.inputs, f.grant_pointers[j]));
    }
    rows << inspectorRow(FabricInspectorText::tr("Grant pointers"), g.join(QStringLiteral(", ")));
  }
  // Anycast: what each line card compared when it last picked a lightpath.
  for (std::size_t i = 0; i < f.anycast.size() && i < n; ++i) {
    const auto& c = f.anycast[i];
    if (c.t_ps < 0) continue;
    QString text = FabricInspectorText::tr("%1 → %2 at %3")
                       .arg(qs(c.policy), name(f.outputs, c.chosen),
                            formatSimTime(c.t_ps));
    if (!c.measure.empty() && c.values.size() == c.outputs.size()) {
      QStringList compared;
      for (std::size_t k = 0; k < c.outputs.size(); ++k) {
        compared << QStringLiteral("%1%2 %3")
                        .arg(name(f.outputs, c.outputs[k]))
                        .arg(c.outputs[k] == c.chosen ? QStringLiteral("▸") : QString())
                        .arg(value(c.values[k]));
      }
      text += QStringLiteral(" (%1: %2)").arg(qs(c.measure),
                                              compared.join(QStringLiteral(", ")));
    }
    rows << inspectorRow(FabricInspectorText::tr("Anycast at %1").arg(name(f.inputs, static_cast<std::int64_t>(i))), text);
  }
  return rows;
}

}  // namespace opslab::gui
