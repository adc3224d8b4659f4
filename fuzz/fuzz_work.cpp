// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for students' exported work, the files a teacher's class report reads
// (`opslab-cli class report`, the app's Class results): the input is one exported-work JSON,
// read by study::classwork::parse_exported_work under the report's limits. Work that reads is
// added up as the report does — twice, as a second student's file, against the shipped lesson
// of the id it names when there is one (so its shape is compared with the lesson's) — and
// written as the report's text and CSV table. A file that does not read is a skip line, the
// expected answer; any exception escaping, a sanitizer report or a hang is a finding.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "metrics/csv_writer.hpp"
#include "scenario/scenario_error.hpp"
#include "study/classwork/class_report.hpp"
#include "study/classwork/class_report_text.hpp"
#include "study/classwork/exported_work.hpp"
#include "study/lesson/lesson.hpp"
#include "study/lesson/lesson_library.hpp"

namespace {

namespace cw = opslab::study::classwork;
using opslab::study::Lesson;

// The shipped lessons, each loaded once, as the CLI's lookup does.
const Lesson* shipped(const std::string& id) {
  static std::map<std::string, std::unique_ptr<Lesson>> lessons;
  static const auto roots =
      opslab::study::lesson_roots({std::filesystem::path(OPSLAB_SOURCE_DIR) / "lessons"});
  auto& slot = lessons[id];
  if (!slot) {
    try {
      slot = std::make_unique<Lesson>(opslab::study::load_lesson(opslab::study::find_lesson(roots, id)));
    } catch (const opslab::scenario::ScenarioError&) {
      return nullptr;
    }
  }
  return slot.get();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  cw::WorkRead read = cw::parse_exported_work(text, "student.json");
  std::vector<cw::ExportedWork> works;
  std::vector<cw::SkippedFile> skipped;
  if (read.work) {
    cw::ExportedWork second = *read.work;
    second.file = "second.json";
    second.student += " (2)";
    works.push_back(std::move(*read.work));
    works.push_back(std::move(second));
  } else {
    skipped.push_back({"student.json", read.problem});
  }
  const auto report = cw::class_report(std::move(works), std::move(skipped), shipped);
  cw::class_report_text(report);
  opslab::metrics::to_csv(cw::class_report_table(report));
  return 0;
}
