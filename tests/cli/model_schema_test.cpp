// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every model's parameter schema (docs/architecture.md, "The model seam"): it covers every key of
// the defaults, each default passes its own check, a value just outside any numeric range is
// refused by `opslab-cli validate` with exit status 2 and a message naming the key, and
// docs/models/ holds the current output of `opslab-cli describe` for every model.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "scenario/model.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using opslab::scenario::ModelDescriptor;
using opslab::scenario::ParamType;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Validation {
  int status = -1;
  std::string err;
};

// `opslab-cli validate FILE --set path=value` in a scratch directory.
class SchemaTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / fmt::format("opslab-schema-test-{}", ::getpid());
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  Validation validate(const ModelDescriptor& m, const std::string& path,
                      const std::string& value) const {
    return validate(m, {{path, value}});
  }
  /// `opslab-cli validate` of the model's defaults with every `--set path=value` given.
  Validation validate(const ModelDescriptor& m,
                      const std::vector<std::pair<std::string, std::string>>& sets) const {
    const fs::path file = dir_ / (m.name + ".json");
    if (!fs::exists(file)) std::ofstream(file) << json{{"model", m.name}}.dump();
    const fs::path err = dir_ / "stderr";
    std::string args;
    for (const auto& [path, value] : sets) args += fmt::format(" --set '{}={}'", path, value);
    const std::string cmd = fmt::format("'{}' validate '{}'{} >/dev/null 2>'{}'", OPSLAB_CLI,
                                        file.string(), args, err.string());
    const int raw = std::system(cmd.c_str());
    return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, slurp(err)};
  }

  fs::path dir_;
};

TEST(ModelSchema, EveryDefaultKeyHasASchemaEntryAndPassesIt) {
  for (const auto& m : opslab::scenario::models()) {
    const json d = m.defaults();
    std::size_t keys = 0;
    for (const auto& [section, body] : d.items()) {
      if (!body.is_object()) continue;
      for (const auto& [key, value] : body.items()) {
        ++keys;
        const auto* spec = m.schema.find(section + "." + key);
        ASSERT_NE(spec, nullptr) << m.name << ": " << section << "." << key;
        EXPECT_NO_THROW(spec->check(value)) << m.name << ": " << spec->path;
        EXPECT_FALSE(spec->text.label.empty()) << m.name << ": " << spec->path;
        EXPECT_FALSE(spec->group.empty()) << m.name << ": " << spec->path;
      }
    }
    EXPECT_EQ(keys, m.schema.specs().size()) << m.name;
    EXPECT_NO_THROW(m.validate(d)) << m.name;
  }
}

// Every key's value just below its range and just above it, all of one side in one run of
// `opslab-cli validate` per model (it reports every problem, one line each): exit 2 and a
// line naming each key. One run per side and model rather than per key: a few hundred starts
// of the CLI cost minutes under the sanitizers.
TEST_F(SchemaTest, AValueJustOutsideAnyRangeIsRefusedNamingTheKey) {
  int checked = 0;
  for (const auto& m : opslab::scenario::models()) {
    std::vector<std::pair<std::string, std::string>> below, above;
    for (const auto& s : m.schema.specs()) {
      if (s.type != ParamType::number && s.type != ParamType::integer &&
          s.type != ParamType::number_list) {
        continue;
      }
      const bool integral = s.type == ParamType::integer;
      auto text = [&](double x) {
        const std::string t =
            integral ? fmt::format("{}", static_cast<std::int64_t>(x)) : fmt::format("{}", x);
        return s.type == ParamType::number_list ? "[" + t + "]" : t;
      };
      below.emplace_back(s.path, text(integral ? s.lo - 1 : std::nextafter(s.lo, -HUGE_VAL)));
      above.emplace_back(s.path, text(integral ? s.hi + 1 : std::nextafter(s.hi, HUGE_VAL)));
      // The bounds themselves are accepted unless a rule across keys forbids them; at least
      // the default is, which ModelSchema.EveryDefaultKeyHasASchemaEntryAndPassesIt checks.
    }
    for (const auto* side : {&below, &above}) {
      if (side->empty()) continue;
      const Validation v = validate(m, *side);
      EXPECT_EQ(v.status, 2) << m.name;
      for (const auto& [path, value] : *side) {
        EXPECT_NE(v.err.find("error: " + path + ": expected"), std::string::npos)
            << m.name << ": " << path << "=" << value << " → " << v.err;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 100);
}

// A valid-looking document whose run would hold more flows than max_flows (one
// flows.csv row and one in-memory record each) is refused before anything is built, in one
// line naming the keys that set the count; every model's defaults stay below the limit.
TEST_F(SchemaTest, MoreFlowsThanTheLimitAreRefusedNamingTheKeys) {
  for (const auto& m : opslab::scenario::models()) {
    if (m.flow_count) {
      EXPECT_LE(m.flow_count(m.defaults()).flows, opslab::scenario::max_flows) << m.name;
    }
  }
  struct Case {
    const char* model;
    const char* path;
    const char* value;
  };
  for (const Case c : {Case{"obs_nsfnet", "traffic.arrival_rate_per_s", "1e5"},
                       Case{"dc_fattree", "traffic.request_rate_per_s", "1e9"}}) {
    const auto* m = opslab::scenario::find_model(c.model);
    ASSERT_NE(m, nullptr) << c.model;
    const Validation v = validate(*m, c.path, c.value);
    EXPECT_EQ(v.status, 2) << c.model << ": " << v.err;
    EXPECT_EQ(std::count(v.err.begin(), v.err.end(), '\n'), 1) << v.err;
    EXPECT_NE(v.err.find(c.path), std::string::npos) << v.err;
  }
  // A fixed set of flows: 1000 pairs × 10000 flows each, both within their keys' ranges.
  const auto* ops = opslab::scenario::find_model("ops_dumbbell");
  std::ofstream(dir_ / "ops_dumbbell.json") << json{{"model", "ops_dumbbell"},
                                                     {"topology", {{"n", 1000}}}}.dump();
  const Validation pairs = validate(*ops, "topology.m", "10000");
  EXPECT_EQ(pairs.status, 2) << pairs.err;
  EXPECT_NE(pairs.err.find("topology.n × topology.m = 1000 × 10000 gives 1e+07 flows"),
            std::string::npos) << pairs.err;
  EXPECT_EQ(validate(*ops, "topology.m", "1000").status, 0);  // 10⁶ flows: at the limit
  const Validation below = validate(*opslab::scenario::find_model("dc_fattree"),
                                    "traffic.request_rate_per_s", "1e7");
  EXPECT_EQ(below.status, 0) << below.err;  // 1e7/s over the default 0.1 s: 1e6 flows
}

TEST(ModelSchema, DocsModelsPagesAreCurrent) {
  const fs::path docs = fs::path(OPSLAB_SOURCE_DIR) / "docs" / "models";
  std::set<std::string> expected;
  for (const auto& m : opslab::scenario::models()) {
    const fs::path page = docs / (m.name + ".md");
    expected.insert(page.filename().string());
    EXPECT_EQ(slurp(page), opslab::scenario::describe(m))
        << page << " is out of date: regenerate it with `opslab-cli describe " << m.name << " > "
        << page.string() << "`";
  }
  for (const auto& f : fs::directory_iterator(docs)) {
    if (f.path().extension() == ".md" && f.path().filename() != "README.md") {
      EXPECT_TRUE(expected.count(f.path().filename().string())) << f.path() << ": no such model";
    }
  }
}

}  // namespace
