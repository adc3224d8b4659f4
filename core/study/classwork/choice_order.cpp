// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/classwork/choice_order.hpp"

#include <cstdint>
#include <numeric>
#include <utility>

namespace opslab::study::classwork {

namespace {

// FNV-1a, 64 bits.
std::uint64_t fnv1a(std::uint64_t h, std::string_view text) {
  for (const unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

// SplitMix64: each call the next of a sequence seeded by `state`.
std::uint64_t next(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

std::vector<int> choice_order(std::string_view student, std::string_view question, std::size_t choices) {
  std::vector<int> order(choices);
  std::iota(order.begin(), order.end(), 0);
  // The two texts apart by a byte neither holds, so that ("ab", "c") and ("a", "bc") differ.
  std::uint64_t state = fnv1a(fnv1a(fnv1a(0xcbf29ce484222325ULL, student), "\x1f"), question);
  // Fisher–Yates; the modulo's bias is negligible for a handful of choices.
  for (std::size_t i = choices; i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(next(state) % i);
    std::swap(order[i - 1], order[j]);
  }
  return order;
}

bool is_choice_order(const std::vector<int>& order, std::size_t choices) {
  if (order.size() != choices) return false;
  std::vector<bool> seen(choices, false);
  for (const int c : order) {
    if (c < 0 || static_cast<std::size_t>(c) >= choices || seen[static_cast<std::size_t>(c)]) return false;
    seen[static_cast<std::size_t>(c)] = true;
  }
  return true;
}

}  // namespace opslab::study::classwork
