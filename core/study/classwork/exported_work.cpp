// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/classwork/exported_work.hpp"

#include <array>
#include <charconv>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>


namespace opslab::study::classwork {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// The file is not exported work; `what` says why (one line, without the file's name).
struct NotWork {
  std::string what;
};

// A first pass over the text without building it: its syntax, how deep it nests and how many
// values it holds, so that a hostile file costs neither the stack nor the memory of a tree.
class Scan : public nlohmann::json_sax<json> {
 public:
  explicit Scan(const WorkLimits& limits) : limits_(limits) {}

  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool string(string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool key(string_t&) override { return true; }
  bool start_object(std::size_t) override { return open(); }
  bool start_array(std::size_t) override { return open(); }
  bool end_object() override { return close(); }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& e) override {
    error_byte = byte;
    error = e.what();
    return false;
  }

  std::size_t error_byte = 0;
  std::string error;    // the parser's words, when the text is not JSON
  std::string refused;  // why a well-formed text is refused (too deep, too many values)

 private:
  bool value() {
    if (++values_ <= limits_.max_values) return true;
    refused = fmt::format("more than {} JSON values: far more than exported work holds", limits_.max_values);
    return false;
  }
  bool open() {
    if (++depth_ > limits_.max_depth) {
      refused = fmt::format("nested more than {} levels deep: not exported work", limits_.max_depth);
      return false;
    }
    return value();
  }
  bool close() {
    --depth_;
    return true;
  }

  const WorkLimits& limits_;
  std::size_t depth_ = 0;
  std::size_t values_ = 0;
};

// Reads the values of one object, each by its path in the file ("steps[2].questions[0]"), and
// throws NotWork naming the path when one is missing or of another type.
class Reader {
 public:
  explicit Reader(const WorkLimits& limits) : limits_(limits) {}

  const json& member(const json& o, const char* key, const std::string& at) const {
    const auto it = o.find(key);
    if (it == o.end()) throw NotWork{fmt::format("{}{} is missing", at, key)};
    return *it;
  }
  std::string text(const json& o, const char* key, const std::string& at) const {
    const json& v = member(o, key, at);
    if (!v.is_string()) throw NotWork{fmt::format("{}{}: expected a text", at, key)};
    return printable(v.get_ref<const std::string&>(), limits_.max_text);
  }
  bool flag(const json& o, const char* key, const std::string& at) const {
    const json& v = member(o, key, at);
    if (!v.is_boolean()) throw NotWork{fmt::format("{}{}: expected true or false", at, key)};
    return v.get<bool>();
  }
  int integer(const json& o, const char* key, const std::string& at, int lo, int hi) const {
    const json& v = member(o, key, at);
    if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi) {
      throw NotWork{fmt::format("{}{}: expected an integer from {} to {}", at, key, lo, hi)};
    }
    return static_cast<int>(v.get<std::int64_t>());
  }
  const json& array(const json& o, const char* key, const std::string& at, std::size_t max) const {
    const json& v = member(o, key, at);
    if (!v.is_array()) throw NotWork{fmt::format("{}{}: expected an array", at, key)};
    if (v.size() > max) {
      throw NotWork{fmt::format("{}{}: {} entries, more than the {} exported work can hold", at, key, v.size(), max)};
    }
    return v;
  }
  const json& object(const json& v, const std::string& at) const {
    if (!v.is_object()) throw NotWork{fmt::format("{}: expected an object", at)};
    return v;
  }

 private:
  const WorkLimits& limits_;
};

WorkQuestion read_question(const Reader& r, const json& q, const std::string& at, const WorkLimits& limits) {
  WorkQuestion out;
  out.prompt = r.text(q, "prompt", at);
  const std::string dot = at + ".";
  for (const auto& c : r.array(q, "choices", dot, limits.max_choices)) {
    if (!c.is_string()) throw NotWork{fmt::format("{}.choices: expected texts", at)};
    out.choices.push_back(printable(c.get_ref<const std::string&>(), limits.max_text));
  }
  if (out.choices.size() < 2) throw NotWork{fmt::format("{}.choices: expected at least two", at)};
  const int last = static_cast<int>(out.choices.size()) - 1;
  if (q.contains("correct_choice")) out.correct_choice = r.integer(q, "correct_choice", dot, 0, last);
  const json& answers = r.array(q, "answers", dot, limits.max_answers);
  for (std::size_t i = 0; i < answers.size(); ++i) {
    const std::string here = fmt::format("{}.answers[{}]", at, i);
    const json& a = r.object(answers[i], here);
    // Right or wrong by the question's answer as the file gives it.
    const int choice = r.integer(a, "choice", here + ".", 0, last);
    out.answers.push_back({choice, choice == out.correct_choice});
  }
  out.answer_shown = q.contains("answer_shown_at");
  return out;
}

WorkStep read_step(const Reader& r, const json& s, const std::string& at, const WorkLimits& limits) {
  WorkStep out;
  const std::string dot = at + ".";
  out.title = r.text(s, "title", dot);
  out.visited = r.flag(s, "visited", dot);
  out.done = r.flag(s, "done", dot);
  const json& questions = r.array(s, "questions", dot, limits.max_questions);
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const std::string here = fmt::format("{}.questions[{}]", at, i);
    out.questions.push_back(read_question(r, r.object(questions[i], here), here, limits));
  }
  const json& sweeps = r.array(s, "sweeps", dot, limits.max_sweeps);
  for (std::size_t i = 0; i < sweeps.size(); ++i) {
    const std::string here = fmt::format("{}.sweeps[{}]", at, i);
    const json& run = r.object(sweeps[i], here);
    if (run.contains("figure_metric")) continue;  // another metric's figure of a run counted
    out.sweeps.push_back({r.text(run, "sweep", here + "."), r.text(run, "scale", here + ".") != "paper"});
  }
  const json& claims = r.array(s, "claims", dot, limits.max_claims);
  for (std::size_t i = 0; i < claims.size(); ++i) {
    const std::string here = fmt::format("{}.claims[{}]", at, i);
    const json& c = r.object(claims[i], here);
    WorkClaim claim{r.text(c, "id", here + "."), r.text(c, "text", here + "."), {}};
    const json& verdicts = r.array(c, "verdicts", here + ".", limits.max_verdicts);
    for (std::size_t k = 0; k < verdicts.size(); ++k) {
      const std::string v_at = fmt::format("{}.verdicts[{}]", here, k);
      const json& v = r.object(verdicts[k], v_at);
      claim.verdicts.push_back({r.text(v, "scale", v_at + ".") != "paper", r.text(v, "status", v_at + ".")});
    }
    out.claims.push_back(std::move(claim));
  }
  return out;
}

ExportedWork read_work(const json& doc, std::string name, const WorkLimits& limits) {
  if (!doc.is_object()) throw NotWork{"not exported work (a JSON document that is not an object)"};
  const auto format = doc.find("format");
  if (format != doc.end() && *format == "opslab-lesson-progress") {
    throw NotWork{"a progress file, not exported work (a student exports with \"Export my work…\")"};
  }
  if (format == doc.end() || *format != "opslab-lesson-work") {
    throw NotWork{"not exported work (its \"format\" is not \"opslab-lesson-work\")"};
  }
  const Reader r(limits);
  const auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer() || *version < 1) {
    throw NotWork{"version: expected a format version (1)"};
  }
  if (*version > 1) {
    throw NotWork{fmt::format("exported work of format version {}, newer than this OPS Lab reads (1)",
                              version->get<std::int64_t>())};
  }
  ExportedWork w;
  w.file = std::move(name);
  const json& lesson = r.object(r.member(doc, "lesson", ""), "lesson");
  w.lesson_id = r.text(lesson, "id", "lesson.");
  if (w.lesson_id.empty()) throw NotWork{"lesson.id is empty"};
  w.lesson_title = r.text(lesson, "title", "lesson.");
  w.exported_at = r.text(doc, "exported_at", "");
  const auto seconds = iso_seconds(w.exported_at);
  if (!seconds) throw NotWork{"exported_at: expected a time as 2026-03-02T09:30:00Z"};
  w.exported_s = *seconds;
  if (doc.contains("student")) {
    // The name as one line: spaces at its ends and runs of them inside dropped.
    std::istringstream words(r.text(doc, "student", ""));
    for (std::string word; words >> word;) w.student += (w.student.empty() ? "" : " ") + word;
  }
  const json& steps = r.array(doc, "steps", "", limits.max_steps);
  if (steps.empty()) throw NotWork{"steps: a lesson's work has at least one step"};
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string at = fmt::format("steps[{}]", i);
    const json& s = r.object(steps[i], at);
    if (r.integer(s, "number", at + ".", 1, static_cast<int>(limits.max_steps)) != static_cast<int>(i) + 1) {
      throw NotWork{fmt::format("{}.number: expected {}", at, i + 1)};
    }
    w.steps.push_back(read_step(r, s, at, limits));
  }
  return w;
}

// The parser's message from "at line 3, column 5: …" on (its prefix names its own exception).
std::string parser_words(const std::string& what) {
  const auto at = what.find("at line ");
  return printable(at == std::string::npos ? what : what.substr(at), 300);
}

int two_digits(std::string_view s, std::size_t at) {
  if (at + 2 > s.size() || s[at] < '0' || s[at] > '9' || s[at + 1] < '0' || s[at + 1] > '9') return -1;
  return (s[at] - '0') * 10 + (s[at + 1] - '0');
}

// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
std::int64_t days_from_civil(int y, int m, int d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int yoe = static_cast<int>(y - era * 400);
  const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

}  // namespace

std::string printable(std::string_view text, std::size_t max) {
  std::string out(text.substr(0, max + 1));
  for (char& c : out) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  }
  if (out.size() <= max) return out;
  // Cut before the character that would pass the limit (room for "…", three bytes).
  std::size_t end = max >= 3 ? max - 3 : 0;
  while (end > 0 && (static_cast<unsigned char>(out[end]) & 0xC0) == 0x80) --end;
  out.resize(end);
  return out + "…";
}

std::optional<std::int64_t> iso_seconds(std::string_view s) {
  // YYYY-MM-DDTHH:MM:SS, then an optional fraction, then Z or ±HH:MM.
  if (s.size() < 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':') {
    return std::nullopt;
  }
  int year = 0;
  if (std::from_chars(s.data(), s.data() + 4, year).ptr != s.data() + 4) return std::nullopt;
  const int month = two_digits(s, 5), day = two_digits(s, 8);
  const int hour = two_digits(s, 11), minute = two_digits(s, 14), second = two_digits(s, 17);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 ||
      minute > 59 || second < 0 || second > 60) {
    return std::nullopt;
  }
  std::size_t i = 19;
  if (i < s.size() && s[i] == '.') {
    ++i;
    const std::size_t digits = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == digits) return std::nullopt;
  }
  std::int64_t offset = 0;
  if (i + 1 == s.size() && s[i] == 'Z') {
    offset = 0;
  } else if (i + 6 == s.size() && (s[i] == '+' || s[i] == '-') && s[i + 3] == ':') {
    const int oh = two_digits(s, i + 1), om = two_digits(s, i + 4);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return std::nullopt;
    offset = (s[i] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
  } else {
    return std::nullopt;
  }
  return days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
}

WorkRead parse_exported_work(std::string_view text, std::string name, const WorkLimits& limits) {
  if (text.size() > limits.max_bytes) {
    return {std::nullopt, fmt::format("{:.1f} MiB, larger than the {} MiB exported work can be",
                                      static_cast<double>(text.size()) / (1u << 20), limits.max_bytes >> 20)};
  }
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return {std::nullopt, "empty: not exported work"};
  Scan scan(limits);
  json::sax_parse(text.begin(), text.end(), &scan);
  if (!scan.refused.empty()) return {std::nullopt, scan.refused};
  if (!scan.error.empty()) {
    // The parser ran out of text before the document ended: the file was cut short.
    if (scan.error_byte >= text.size()) {
      return {std::nullopt, fmt::format("truncated: the JSON ends after {} bytes, before the document is complete",
                                        text.size())};
    }
    return {std::nullopt, fmt::format("not JSON ({})", parser_words(scan.error))};
  }
  try {
    return {read_work(json::parse(text), std::move(name), limits), {}};
  } catch (const NotWork& e) {
    return {std::nullopt, e.what};
  } catch (const json::exception& e) {
    return {std::nullopt, fmt::format("not exported work ({})", printable(e.what(), 300))};
  }
}

WorkRead read_exported_work(const fs::path& path, const WorkLimits& limits) {
  std::string name = path.filename().string();
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return {std::nullopt, "not a regular file"};
  const auto size = fs::file_size(path, ec);
  if (ec) return {std::nullopt, fmt::format("cannot be read: {}", ec.message())};
  if (size > limits.max_bytes) {
    return {std::nullopt, fmt::format("{:.1f} MiB, larger than the {} MiB exported work can be",
                                      static_cast<double>(size) / (1u << 20), limits.max_bytes >> 20)};
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return {std::nullopt, "cannot be opened for reading"};
  // Its size as taken above (a file still being written reads as cut short).
  std::string text(static_cast<std::size_t>(size), '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) return {std::nullopt, "cannot be read"};
  text.resize(static_cast<std::size_t>(in.gcount()));
  return parse_exported_work(text, std::move(name), limits);
}

}  // namespace opslab::study::classwork
