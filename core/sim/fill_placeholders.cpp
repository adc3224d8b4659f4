// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/fill_placeholders.hpp"

namespace opslab::sim {

std::string fill_placeholders(std::string_view text, std::size_t count,
                              const std::function<std::string(std::size_t)>& arg) {
  std::string out;
  out.reserve(text.size() + 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9' &&
        static_cast<std::size_t>(text[i + 1] - '1') < count) {
      out += arg(static_cast<std::size_t>(text[i + 1] - '1'));
      ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

}  // namespace opslab::sim
