// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The word lists (English and German) and what check tests each class of words.
#include "study/lesson/claim_words.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "study/lesson/claim_word_tokens.hpp"

namespace opslab::study {

namespace claim_word_rules {

using claim_tokens::Token;

namespace {

// What the words found claim, and so what tests them.
enum class Says {
  most,       // more than half: a greater with factor ≥ 2, or a share above one half
  ratio,      // a ratio of at least `n` (twice, N times, far): a greater with factor ≥ n
  percent,    // about N %: a greater with factor ≥ 1 + 0.9·N/100, or a within holding N %
  same,       // the same, equal, no effect: an equivalence or a flat
  within_pct  // within N %: a flat with pct ≤ N, or an equivalence
};

// Words found at tokens [first, last]: what they say, with its number.
struct Found {
  std::size_t first, last;
  Says says;
  double n = 0;      // ratio: the least factor; percent, within_pct: N
  double times = 0;  // ratio: the N of "N times" and "twice", which a and b may show instead
  bool spread = false;  // its words are spread over a clause ("beeinflusst … nicht")
};

// The rounding words allow: "three times" is tested by a factor of 2.7 and up.
constexpr double rounding = 0.9;

bool among(const std::string& w, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), w) != words.end();
}

// The number a word names: "two" … "ten", "zwei" … "zehn", or digits.
std::optional<double> count_word(const std::string& w) {
  static constexpr std::string_view en[] = {"two", "three", "four", "five", "six",
                                            "seven", "eight", "nine", "ten"};
  static constexpr std::string_view de[] = {"zwei", "drei", "vier", "fünf", "sechs",
                                            "sieben", "acht", "neun", "zehn"};
  for (std::size_t k = 0; k < std::size(en); ++k) {
    if (w == en[k] || w == de[k]) return static_cast<double>(k + 2);
  }
  return claim_tokens::number(w);
}

// `w` is `count` + `suffix` (with or without a hyphen), e.g. "fourfold", "3-fach": its count.
std::optional<double> counted(const std::string& w, std::initializer_list<std::string_view> suffixes) {
  for (const auto suffix : suffixes) {
    if (!w.ends_with(suffix) || w.size() == suffix.size()) continue;
    std::string head = w.substr(0, w.size() - suffix.size());
    if (head.ends_with('-')) head.pop_back();
    if (const auto n = count_word(head); n && *n > 1) return n;
  }
  return std::nullopt;
}

// The tokens of a text and the word at an offset from the current one ("" past either end).
class Cursor {
 public:
  explicit Cursor(const std::vector<Token>& t) : t_(t) {}
  const std::string& at(std::size_t i, long off) const {
    static const std::string none;
    const long k = static_cast<long>(i) + off;
    return k < 0 || k >= static_cast<long>(t_.size()) ? none : t_[static_cast<std::size_t>(k)].w;
  }
  // From token `i` on, the first of `words` before the clause ends (";", ":", ".", a
  // parenthesis, a dash): its index, or 0 when there is none.
  std::size_t later_in_clause(std::size_t i, std::initializer_list<std::string_view> words) const {
    for (std::size_t k = i + 1; k < t_.size(); ++k) {
      if (among(t_[k].w, {";", ":", ".", "(", ")", "\u2014", "\u2013", "?", "!"})) return 0;
      if (among(t_[k].w, words)) return k;
    }
    return 0;
  }

 private:
  const std::vector<Token>& t_;
};

// "about N %": a word of approximation at `i`, then (after `skip` tokens) a number and "%".
std::optional<Found> approximately(const Cursor& c, std::size_t i, std::size_t skip) {
  const auto n = claim_tokens::number(c.at(i, 1 + static_cast<long>(skip)));
  if (!n || c.at(i, 2 + static_cast<long>(skip)) != "%") return std::nullopt;
  return Found{i, i + 2 + skip, Says::percent, *n};
}

// "within N %" / "innerhalb von N %" at `i`, the number `skip` tokens on (a "±" may come first).
std::optional<Found> within_percent(const Cursor& c, std::size_t i, std::size_t skip) {
  if (c.at(i, 1 + static_cast<long>(skip)) == "\u00b1") ++skip;
  const auto n = claim_tokens::number(c.at(i, 1 + static_cast<long>(skip)));
  if (!n || c.at(i, 2 + static_cast<long>(skip)) != "%") return std::nullopt;
  return Found{i, i + 2 + skip, Says::within_pct, *n};
}

Found ratio(std::size_t first, std::size_t last, double times) {
  return {first, last, Says::ratio, rounding * times, times};
}

// The English words at token `i`, if any start there.
std::optional<Found> english_at(const Cursor& c, std::size_t i) {
  const std::string& w = c.at(i, 0);
  const std::string& prev = c.at(i, -1);
  const std::string& next = c.at(i, 1);
  if (w == "most" && !among(prev, {"at", "the"})) return Found{i, i, Says::most};
  if (among(w, {"twice", "doubles", "doubled", "doubling"}) || (w == "double" && among(next, {"the", "as"}))) {
    return ratio(i, i, 2);
  }
  if (const auto n = count_word(w); n && *n > 1 && next == "times" &&
      among(c.at(i, 2), {"more", "less", "fewer", "as", "the", "higher", "lower", "larger",
                         "smaller", "greater", "bigger", "longer", "shorter", "faster", "slower"})) {
    return ratio(i, i + 1, *n);
  }
  if (const auto n = counted(w, {"fold"})) return ratio(i, i, *n);
  if (w == "far" && !among(prev, {"so", "as", "thus", "how", "too"}) && next != "from") {
    return Found{i, i, Says::ratio, 1.5};
  }
  if (among(w, {"~", "\u2248", "about", "around", "roughly", "approximately", "nearly", "some"})) {
    return approximately(c, i, 0);
  }
  if (w == "within") return within_percent(c, i, 0);
  if (w == "the" && next == "same" &&
      !among(prev, {"not", "with", "at", "on", "for", "in", "under", "over", "from", "of", "to",
                    "by", "into", "through", "across", "per"})) {
    return Found{i, i + 1, Says::same};
  }
  if (among(w, {"equal", "equals", "equally", "equivalent", "equivalently"}) && prev != "not") {
    return Found{i, i, Says::same};
  }
  if (w == "no" && among(next, {"effect", "influence", "impact"})) return Found{i, i + 1, Says::same};
  if (w == "not" && among(next, {"affect", "affects", "influence", "influences", "depend", "depends"})) {
    return Found{i, i + 1, Says::same};
  }
  if (among(w, {"independent", "irrespective", "regardless", "insensitive", "unaffected"})) {
    return Found{i, i, Says::same};
  }
  return std::nullopt;
}

// The German words at token `i`, if any start there.
std::optional<Found> german_at(const Cursor& c, std::size_t i) {
  const std::string& w = c.at(i, 0);
  const std::string& prev = c.at(i, -1);
  const std::string& next = c.at(i, 1);
  const auto preposition = [](const std::string& x) {
    return among(x, {"nicht", "mit", "bei", "beim", "zur", "zum", "auf", "unter", "für", "in",
                     "im", "an", "am", "von", "vom", "aus", "nach", "über", "durch"});
  };
  const auto comparative = [](const std::string& x) {
    return among(x, {"so", "mehr", "höher", "größer", "kleiner", "weniger", "länger", "kürzer",
                     "geringer", "schneller", "langsamer"});
  };
  if (among(w, {"meisten", "meiste"}) && prev != "am") return Found{i, i, Says::most};
  if (w.starts_with("verdoppel") || w.starts_with("verdoppl") || (w == "doppelte" && prev == "das")) {
    return ratio(i, i, 2);
  }
  if (w == "doppelt" && next == "so") return ratio(i, i + 1, 2);
  if (const auto n = counted(w, {"mal"}); n && comparative(next)) return ratio(i, i + 1, *n);
  if (const auto n = count_word(w); n && *n > 1 && next == "mal" && comparative(c.at(i, 2))) {
    return ratio(i, i + 1, *n);
  }
  if (const auto n = counted(w, {"fach", "fache", "fachen", "facher", "faches", "fachem"})) {
    return ratio(i, i, *n);
  }
  if (w == "weitaus" || (w == "weitem" && prev == "bei") ||
      (w == "weit" && !among(prev, {"so", "wie", "zu"}) &&
       among(next, {"mehr", "über", "unter", "höher", "größer", "kleiner", "weniger", "geringer",
                    "besser", "schlechter"}))) {
    return Found{i, i, Says::ratio, 1.5};
  }
  if (among(w, {"~", "\u2248", "etwa", "ungefähr", "rund", "circa"})) return approximately(c, i, 0);
  if (w == "ca") return approximately(c, i, next == "." ? 1 : 0);
  if (w == "innerhalb") return within_percent(c, i, next == "von" ? 1 : 0);
  if (among(w, {"gleich", "gleiche", "gleichen", "gleicher", "gleiches", "gleichem", "derselbe",
                "dieselbe", "dasselbe", "denselben", "demselben", "derselben", "dieselben"}) &&
      !preposition(prev) && !preposition(c.at(i, -2))) {
    return Found{i, i, Says::same};
  }
  if (among(w, {"äquivalent", "äquivalente", "äquivalenten", "gleichwertig"}) && prev != "nicht") {
    return Found{i, i, Says::same};
  }
  if (among(w, {"kein", "keinen", "keine"}) && among(next, {"einfluss", "effekt", "wirkung", "auswirkung"})) {
    return Found{i, i + 1, Says::same};
  }
  if (w.starts_with("unabhängig") || w.starts_with("unbeeinflusst")) return Found{i, i, Says::same};
  if (among(w, {"beeinflusst", "beeinflussen"})) {
    if (const auto k = c.later_in_clause(i, {"nicht"})) return Found{i, k, Says::same, 0, 0, true};
  }
  if (among(w, {"hängt", "hängen"})) {
    const auto k = c.later_in_clause(i, {"nicht", "kaum"});
    if (const auto ab = k ? c.later_in_clause(k, {"ab"}) : 0) return Found{i, ab, Says::same, 0, 0, true};
  }
  return std::nullopt;
}

// a and b of a greater are `times` apart in a varied key (within the words' rounding): the
// words describe the points ("five times the RTT"), not the metric.
bool points_apart(const LessonClaim& c, double times) {
  if (!c.a.is_object() || !c.b.is_object()) return false;
  for (const auto& [key, x] : c.a.items()) {
    const auto y = c.b.find(key);
    if (y == c.b.end() || !x.is_number() || !y->is_number()) continue;
    const double lo = std::min(x.get<double>(), y->get<double>());
    const double hi = std::max(x.get<double>(), y->get<double>());
    if (lo > 0 && std::abs(hi / lo - times) <= (1 - rounding) * times) return true;
  }
  return false;
}

bool tested(const Found& f, const LessonClaim& c) {
  const bool greater = c.type == "greater";
  switch (f.says) {
    case Says::most:
      return (greater && c.factor >= 2) || (c.type == "within" && c.lo >= 0.5 && c.hi <= 1);
    case Says::ratio:
      return greater && (c.factor >= f.n || (f.times > 0 && points_apart(c, f.times)));
    case Says::percent: {
      const auto holds = [&](double v) { return c.lo <= v && v <= c.hi; };
      return (greater && c.factor >= 1 + rounding * f.n / 100) ||
             (c.type == "within" && (holds(f.n / 100) || holds(f.n)));
    }
    case Says::same:
      return c.type == "equivalence" || c.type == "flat";
    case Says::within_pct:
      return (c.type == "flat" && c.pct <= f.n) || c.type == "equivalence";
  }
  return false;
}

std::string expected(const Found& f) {
  switch (f.says) {
    case Says::most:
      return "a greater with factor ≥ 2 (fewer than half as many), or a within with lo ≥ 0.5 "
             "and hi ≤ 1 (a share above one half)";
    case Says::ratio:
      return fmt::format("a greater with factor ≥ {:g}", f.n);
    case Says::percent:
      return fmt::format("a greater with factor ≥ {:g}, or a within whose bounds hold {:g} (or {:g})",
                         1 + rounding * f.n / 100, f.n / 100, f.n);
    case Says::same:
      return "an equivalence (with its margin) or a flat (with its pct)";
    case Says::within_pct:
      return fmt::format("a flat with pct ≤ {:g}, or an equivalence", f.n);
  }
  return {};
}

}  // namespace
}  // namespace claim_word_rules

std::string check_in_words(const LessonClaim& c) {
  if (c.type == "greater") {
    return fmt::format("greater, factor {:g}{}", c.factor, c.paired ? ", paired" : "");
  }
  if (c.type == "within") return fmt::format("within [{:g}, {:g}]", c.lo, c.hi);
  if (c.type == "flat") return fmt::format("flat, pct {:g}", c.pct);
  if (c.type == "equivalence") return fmt::format("equivalence, margin {:g}", c.margin);
  return c.type;
}

std::vector<UntestedWord> untested_words(std::string_view text, ClaimLanguage language,
                                         const LessonClaim& claim) {
  using namespace claim_word_rules;
  const std::vector<Token> tokens = claim_tokens::tokenize(text);
  const Cursor c(tokens);
  std::vector<UntestedWord> out;
  std::vector<std::string> said;  // the words refused so far, as read ("most" for "Most")
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].paper) continue;
    const auto f = language == ClaimLanguage::english ? english_at(c, i) : german_at(c, i);
    if (!f) continue;
    if (tested(*f, claim)) continue;
    // Words spread over a clause ("beeinflusst den Goodput nicht") show their first and last.
    const Token& first = tokens[f->first];
    const Token& last = tokens[f->last];
    const std::string read = first.w + (f->spread ? " … " : " ") + last.w;
    if (std::find(said.begin(), said.end(), read) != said.end()) continue;
    said.push_back(read);
    out.push_back({f->spread ? read : std::string(text.substr(first.begin, last.end - first.begin)),
                   expected(*f)});
  }
  return out;
}

}  // namespace opslab::study
