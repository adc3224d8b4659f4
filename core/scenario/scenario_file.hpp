// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: loading, `--set` overrides and resolution against a model's defaults
// (docs/architecture.md, "From a scenario file to a run").
//
// A user document names its `model`, an optional `name` (with optional `translations` of
// it), and any subset of the model's sections and keys. Resolution deep-merges it into the model's full default document,
// rejecting unknown keys and values of the wrong JSON type, then runs the model's own
// validation. Every failure is a one-line ScenarioError naming the key path.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "scenario/model.hpp"

namespace opslab::scenario {

/// The largest scenario file read: the prepared scenarios are a few kilobytes; past this a
/// file is refused by its size before it is read (a 100 MB file took 25 s and 3.4 GB to refuse).
inline constexpr std::uintmax_t kMaxScenarioFileBytes = 4 * 1024 * 1024;

/// Reads and parses a JSON file; a missing file, one larger than kMaxScenarioFileBytes, or
/// malformed JSON is a ScenarioError (with line and column for syntax errors).
nlohmann::json load_scenario_file(const std::string& path);

/// A command-line value: JSON if it parses as JSON (numbers, true/false, arrays, quoted
/// strings), otherwise the text itself as a string.
nlohmann::json parse_value(std::string_view text);

/// Sets the value at a dotted key path ("tcp.variant"), creating sections as needed.
void set_key(nlohmann::json& doc, std::string_view path, const nlohmann::json& value);

/// Applies one `--set section.key=value` assignment to a user document.
void apply_override(nlohmann::json& doc, std::string_view assignment);

/// Throws a ScenarioError naming `option` unless the command-line argument `text` is valid
/// UTF-8 (a scenario is JSON, which holds only UTF-8; found by fuzz_scenario).
void require_utf8(std::string_view text, std::string_view option);

/// Sets `sim.seed` (the `--seed N` option).
void set_seed(nlohmann::json& doc, std::int64_t seed);

/// Keeps a user document's title true to it after overrides (`--set`, a lesson's "set"):
/// when `changed` (made from the user document `original`) resolves to different values,
/// its `name` becomes the original title followed by those keys as `--set` writes them
/// ("Validation dumbbell: 10 Reno flows [with tcp.variant=sack]"). The seed is left out (it
/// has a column of its own); a title the overrides set themselves is kept; nothing changes
/// when either document does not resolve (the error is reported where it is resolved). Keys in
/// `leave_out` are not named (a sweep's varied keys: its points set them, and say so).
void note_overrides(nlohmann::json& changed, const nlohmann::json& original,
                    std::span<const std::string> leave_out = {});

/// Merges a user document into its model's defaults and validates the result.
/// A top-level `sweep` section (written by sweeps, see study/sweep/sweep.hpp) is not part of the
/// scenario and is left out of the result; so is `translations`, the file's title in other
/// languages (scenario/scenario_translations.hpp), once checked.
nlohmann::json resolve_scenario(const nlohmann::json& user,
                                std::span<const ModelDescriptor> registry = models());

}  // namespace opslab::scenario
