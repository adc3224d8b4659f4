// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A starting lesson made from one scenario (`opslab-cli lesson new DIR --from SCENARIO`,
// docs/writing-a-lesson.md): the files of a lesson that validates and checks, for a teacher to edit
// into their own.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace opslab::study {

/// The files of a starting lesson besides its scenario (scenario.json, a copy of the given
/// file): lesson.json and page.md.
struct LessonStarter {
  nlohmann::ordered_json lesson;  // in the order the guide explains its keys
  std::string page;
  std::string swept_key;  // the parameter its sweep varies
};

/// A lesson `id` over the user scenario document `scenario`: one step with a page, the
/// scenario to run and a sweep of up to three values of one parameter of its model (the first
/// number of the model's own sections, with a range, that the scenario sets, else any such;
/// its value halved and doubled within its range) plotting goodput (or the model's own
/// throughput). It asks no question and states no claim: which way the metric goes is what the
/// sweep shows, so the page tells the teacher to run it first and then write both. Throws
/// ScenarioError (one line) when the scenario does not resolve or no parameter can be swept.
LessonStarter lesson_starter(const std::string& id, const nlohmann::json& scenario);

}  // namespace opslab::study
