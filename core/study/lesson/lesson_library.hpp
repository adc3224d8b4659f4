// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson folders a front end reads (docs/lessons.md, docs/install.md): a user's own
// (`--lesson-dir DIR`, the app's data directory) before the lessons that ship with OPS Lab, so a
// teacher's edited copy of a shipped lesson replaces it.
#pragma once

#include <filesystem>
#include <string_view>
#include <vector>

#include "study/lesson/lesson.hpp"

namespace opslab::study {

/// The lessons that ship with OPS Lab: data_dir()/lessons (installed, or this source tree's).
std::filesystem::path default_lessons_root();

/// The folders to read lessons from, in order: each of `user_dirs` (a folder of lesson folders,
/// as lessons/ is, or one lesson's folder), then default_lessons_root(). Throws ScenarioError (one line) for a user
/// folder that does not exist.
std::vector<std::filesystem::path> lesson_roots(
    const std::vector<std::filesystem::path>& user_dirs);

/// Every lesson under `roots`, root by root (each in load_all_lessons order; a root holding a
/// lesson.json is that one lesson); a lesson whose id an earlier root already has is left out.
/// With `broken`, a lesson that does not load is left out and its error added there.
std::vector<Lesson> load_all_lessons(const std::vector<std::filesystem::path>& roots,
                                     std::vector<std::string>* broken = nullptr);

/// The folder of lesson `id` in the first root that has it (a root that is one lesson's folder
/// has it when the folder is named `id`). Throws ScenarioError (one line,
/// "unknown lesson") when none has.
std::filesystem::path find_lesson(const std::vector<std::filesystem::path>& roots,
                                  std::string_view id);

}  // namespace opslab::study
