// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameters/AxisTitles.hpp"

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "metrics/metric_text.hpp"
#include "scenario/model.hpp"

namespace opslab::gui {

QString parameterTitle(const nlohmann::json& scenario, const std::string& key) {
  const auto* model = scenario::find_model(scenario.value("model", std::string()));
  const auto* spec = model ? model->schema.find(key) : nullptr;
  if (!spec) return QString::fromStdString(key);
  QString out = coreText("schema", spec->text.label);
  if (!spec->text.symbol.empty()) out += QLatin1Char(' ') + QString::fromStdString(spec->text.symbol);
  if (!spec->text.unit.empty()) {
    out += QStringLiteral(" (") + coreText("schema", spec->text.unit) + QLatin1Char(')');
  }
  return out;
}

QString seriesPart(const nlohmann::json& scenario, const std::string& key, const std::string& value) {
  const auto* model = scenario::find_model(scenario.value("model", std::string()));
  const auto* spec = model ? model->schema.find(key) : nullptr;
  const QString name = !spec                        ? QString::fromStdString(key)
                       : !spec->text.symbol.empty() ? QString::fromStdString(spec->text.symbol)
                                                    : coreText("schema", spec->text.label);
  return name + QStringLiteral(" = ") + QString::fromStdString(value);
}

QString metricTitle(const std::string& metric) {
  const auto t = metrics::metric_text(metric);
  // A known metric's label is marked for translation; another is its column name, as written.
  const QString label = coreText("model", t.label);
  return t.unit.empty() ? label : label + QStringLiteral(" (") + QString::fromStdString(t.unit) + QLatin1Char(')');
}

}  // namespace opslab::gui
