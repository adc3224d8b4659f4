// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for lesson files: the input is a lesson.json, loaded and validated by
// study::load_lesson as `opslab-cli lesson check` does before it runs any sweep. The file is
// placed in a scratch copy of the lessons folder (the real lessons' pages linked in, the
// scenario assets reachable at ../../assets), in the folder of the lesson its `id` names
// (or an unknown one), so the paths the real lessons use resolve.
// A ScenarioError is the expected answer to bad input; anything else escaping is a finding.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fuzz_input.hpp"
#include "scenario/scenario_error.hpp"
#include "study/lesson/lesson.hpp"

namespace {

namespace fs = std::filesystem;

// The scratch root: lessons/<id>/ with links to each real lesson's pages, and assets/.
const fs::path& lessons_root() {
  static const fs::path root = [] {
    const fs::path source(OPSLAB_SOURCE_DIR);
    const fs::path base = opslab::fuzz::scratch_dir();
    fs::create_directory_symlink(source / "assets", base / "assets");
    fs::create_directories(base / "lessons" / "unknown");
    for (const auto& lesson : fs::directory_iterator(source / "lessons")) {
      if (!lesson.is_directory()) continue;
      const fs::path dir = base / "lessons" / lesson.path().filename();
      fs::create_directories(dir);
      for (const auto& f : fs::directory_iterator(lesson.path())) {
        if (f.path().filename() != "lesson.json") fs::create_symlink(f.path(), dir / f.path().filename());
      }
    }
    return base / "lessons";
  }();
  return root;
}

// The lesson folder the input belongs in: its own id when that folder exists.
fs::path folder_for(std::string_view bytes) {
  const auto doc = nlohmann::json::parse(bytes, nullptr, /*allow_exceptions=*/false);
  if (doc.is_object()) {
    const auto id = doc.find("id");
    if (id != doc.end() && id->is_string()) {
      const std::string name = id->get<std::string>();
      if (!name.empty() && name.find('/') == std::string::npos && name != "." && name != ".." &&
          fs::is_directory(lessons_root() / name)) {
        return lessons_root() / name;
      }
    }
  }
  return lessons_root() / "unknown";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const fs::path dir = folder_for(bytes);
  opslab::fuzz::write_file(dir / "lesson.json", bytes);
  try {
    (void)opslab::study::load_lesson(dir);
  } catch (const opslab::scenario::ScenarioError&) {
    // Bad input, reported in one line: what the CLI prints with exit status 2.
  }
  return 0;
}
