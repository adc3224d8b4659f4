// ParameterMeta: how the parameters panel presents a scenario key — a readable label, the
// paper's symbol (Δ, p, μ, σ, n_e, B0, Bi, t0 …), a unit, the known choices of a text key and
// an order. Keys not in the table get a label and unit derived from their name.
#pragma once

#include <QString>
#include <QStringList>

namespace opslab::gui {

struct ParameterMeta {
  QString label;
  QString symbol;  // the paper's symbol, may be empty
  QString unit;
  QString hint;    // one line of help
  QStringList choices;
  int order = 500;  // smaller first within its section
};

/// Presentation of `section.key` (always returns something usable).
ParameterMeta parameterMeta(const QString& section, const QString& key);
/// Sort weight of a section (topology and traffic first, sim last).
int sectionOrder(const QString& section);
/// Human title of a section ("topology" → "Topology").
QString sectionTitle(const QString& section);

}  // namespace opslab::gui
