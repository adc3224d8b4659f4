// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI knows no model (docs/architecture.md, "The model seam"): no model name, no scenario key
// path and no CSV column or series name of any registered model appears in app/gui or qml/. The
// words are taken from the core itself — every model's name, its schema's key paths, and the
// column and series names of a short run of its defaults — so a new model is checked too.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "scenario/model.hpp"
#include "scenario/scenario_file.hpp"
#include "study/runner.hpp"

namespace {

namespace fs = std::filesystem;

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `word` occurs in `text` not as part of a longer identifier or key path, and not as a
// member access (`x.word`, `x->word`): a C++ member of the core's generic types that shares a
// column's name (net::Link::queue_packets(), the length of any link's queue) is the generic
// interface, not the column.
bool contains_word(const std::string& text, const std::string& word) {
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
    const bool arrow = at >= 2 && text.compare(at - 2, 2, "->") == 0;
    const bool left = at == 0 || (!identifier_char(text[at - 1]) && text[at - 1] != '.' && !arrow);
    const std::size_t end = at + word.size();
    const bool right = end >= text.size() || (!identifier_char(text[end]) && text[end] != '.');
    if (left && right) return true;
  }
  return false;
}

// Names specific enough to be checked: model names, key paths, and column or series names
// made of several words (a column called "seed" or a series called "cwnd" is also plain
// English in a label, so only compound names are checked).
//
// The names of the layout hint's kinds (LayoutHint::Kind: "dumbbell", "layered", "map",
// "router_pair", "crossbar") are the generic interface's own words — the scenario card draws the picture
// a kind names — so they are not checked even where a model has the same name (the model
// `dumbbell` and the layout kind `dumbbell`).
std::set<std::string> core_words() {
  std::set<std::string> words;
  const auto compound = [](const std::string& w) { return w.find('_') != std::string::npos; };
  for (const auto& m : opslab::scenario::models()) {
    words.insert(m.name);
    for (const auto& s : m.schema.specs()) words.insert(s.path);
    // A short run that still samples its series: ten sample intervals (or the model's own
    // duration if shorter), so every model's run takes a fraction of a second.
    nlohmann::json doc = {{"model", m.name}};
    const auto defaults = m.defaults();
    const double duration =
        std::min(defaults["sim"]["duration_s"].get<double>(),
                 10 * defaults["sim"]["sample_interval_ms"].get<double>() / 1000);
    opslab::scenario::set_key(doc, "sim.duration_s", duration);
    opslab::scenario::set_key(doc, "sim.warmup_s", duration / 2);
    const auto result = opslab::study::run_scenario(opslab::scenario::resolve_scenario(doc));
    for (const auto* t : {&result.summary, &result.flows}) {
      for (const auto& c : t->columns) {
        if (compound(c)) words.insert(c);
      }
    }
    for (const auto& s : result.timeseries.series) {
      if (compound(s.series)) words.insert(s.series);
    }
  }
  using Kind = opslab::scenario::LayoutHint::Kind;
  for (const Kind k : {Kind::dumbbell, Kind::layered, Kind::map, Kind::router_pair,
                       Kind::crossbar}) {
    words.erase(opslab::scenario::to_string(k));
  }
  return words;
}

TEST(GuiSeam, AppGuiAndQmlNameNoModelKeyOrColumn) {
  const auto words = core_words();
  ASSERT_GT(words.size(), 50u);
  std::ostringstream found;
  const fs::path root(OPSLAB_SOURCE_DIR);
  for (const auto* dir : {"app/gui", "qml"}) {
    for (const auto& f : fs::recursive_directory_iterator(root / dir)) {
      const auto ext = f.path().extension();
      if (ext != ".cpp" && ext != ".hpp" && ext != ".qml" && ext != ".js") continue;
      std::ifstream in(f.path());
      std::stringstream text;
      text << in.rdbuf();
      for (const auto& w : words) {
        if (contains_word(text.str(), w)) {
          found << fs::relative(f.path(), root).string() << ": " << w << "\n";
        }
      }
    }
  }
  EXPECT_EQ(found.str(), "") << "app/gui and qml/ must read models through the generic "
                                "interface only (docs/adding-a-model.md)";
}

}  // namespace
