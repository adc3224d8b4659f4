// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClaimDetail: the numbers behind a claim's verdict in the interface's language. The core
// keeps them in pieces (study::ClaimText): each template is translated (context "claim"),
// numbers take the locale's decimal point (461,5 ± 1,1 in German) and a sweep's parameter
// reads as its model's schema names it (label and the paper's symbol), as the figure's axis
// does. A student's progress keeps the pieces as JSON, so a verdict read back after a restart
// or a change of language reads in the language of the interface too.
#pragma once

#include <string>

#include <QJsonObject>
#include <QString>

namespace opslab::study {
struct ClaimText;
}

namespace opslab::gui {

/// The text in the interface's language.
QString claimText(const study::ClaimText& t);
/// The text kept as JSON (study::to_json) in the interface's language; `fallback` (the text
/// as it was written) when `text` is empty or not a claim text.
QString claimText(const QJsonObject& text, const QString& fallback);
/// A verdict's numbers with the unit of the claim's metric said once ("… (values in Mb/s)"),
/// when the metric has one (metrics::metric_text); `detail` as it is otherwise or when empty.
QString withMetricUnit(const QString& detail, const std::string& metric);
/// The pieces as the progress file keeps them.
QJsonObject claimTextJson(const study::ClaimText& t);

}  // namespace opslab::gui
