// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons/ClaimDetail.hpp"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

#include <nlohmann/json.hpp>

#include "inspector/EventText.hpp"
#include "metrics/metric_text.hpp"
#include "scenario/model.hpp"
#include "study/lesson/claim_text.hpp"

namespace opslab::gui {

namespace {

// A sweep's parameter as its model's schema names it: "Random loss rate p".
QString parameterName(const study::ClaimText& t) {
  const auto* model = scenario::find_model(t.model);
  const auto* spec = model ? model->schema.find(t.text) : nullptr;
  if (!spec) return QString::fromStdString(t.text);
  QString out = coreText("schema", spec->text.label);
  if (!spec->text.symbol.empty()) out += QLatin1Char(' ') + QString::fromStdString(spec->text.symbol);
  return out;
}

}  // namespace

QString claimText(const study::ClaimText& t) {
  using Kind = study::ClaimText::Kind;
  switch (t.kind) {
    case Kind::value: return QString::fromStdString(t.text);
    case Kind::parameter: return parameterName(t);
    case Kind::number: {
      // English digits from the core: only the decimal point is the locale's.
      QString n = QString::fromStdString(t.text);
      n.replace(QLatin1Char('.'), QLocale().decimalPoint());
      return n;
    }
    case Kind::text: break;
  }
  const QString text = QCoreApplication::translate("claim", t.text.c_str());
  return fillPlaceholders(text, t.args.size(), [&](std::size_t k) { return claimText(t.args[k]); });
}

QString claimText(const QJsonObject& text, const QString& fallback) {
  if (text.isEmpty()) return fallback;
  try {
    const auto j = nlohmann::json::parse(QJsonDocument(text).toJson(QJsonDocument::Compact).toStdString());
    return claimText(study::claim_text_from_json(j));
  } catch (const nlohmann::json::exception&) {
    return fallback;  // a damaged or foreign progress file: the words it holds
  }
}

QString withMetricUnit(const QString& detail, const std::string& metric) {
  const std::string unit = metrics::metric_text(metric).unit;
  if (detail.isEmpty() || unit.empty()) return detail;
  return QCoreApplication::translate("ClaimDetail", "%1 (values in %2)")
      .arg(detail, QString::fromStdString(unit));
}

QJsonObject claimTextJson(const study::ClaimText& t) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(study::to_json(t).dump())).object();
}

}  // namespace opslab::gui
