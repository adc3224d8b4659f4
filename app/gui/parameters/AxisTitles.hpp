// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// AxisTitles: a parameter and a metric as a figure's axis titles, in the interface's language.
// The core composes them in English (study::parameter_title: label, the paper's symbol,
// "(unit)"; metrics::metric_title: label, "(unit)"); these compose the same from the words
// translated (contexts "schema" and "model"), so a lesson's figure reads in the language of
// the interface. In English they equal the core's titles.
#pragma once

#include <string>

#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace opslab::gui {

/// The parameter `key` ("section.key") of `scenario`'s model in the interface's words (e.g.
/// "Zufällige Verlustrate p"); the key itself when the model has no such parameter.
QString parameterTitle(const nlohmann::json& scenario, const std::string& key);
/// One part of a figure's curve name: the parameter's symbol, else its label, " = " its value
/// ("p = 0.01", "TCP-Variante = reno"), as study::series_part words it in English.
QString seriesPart(const nlohmann::json& scenario, const std::string& key, const std::string& value);
/// A metric's title: "Goodput (Mb/s)".
QString metricTitle(const std::string& metric);

}  // namespace opslab::gui
