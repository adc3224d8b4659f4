// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "transport/tcp_config.hpp"

namespace opslab::transport {

std::string_view to_string(TcpVariant v) {
  switch (v) {
    case TcpVariant::reno: return "reno";
    case TcpVariant::newreno: return "newreno";
    case TcpVariant::sack: return "sack";
    case TcpVariant::saw: return "saw";
    case TcpVariant::sawl: return "sawl";
    case TcpVariant::msack: return "msack";
  }
  return "?";
}

bool parse_variant(std::string_view s, TcpVariant& out) {
  for (auto v : {TcpVariant::reno, TcpVariant::newreno, TcpVariant::sack, TcpVariant::saw,
                 TcpVariant::sawl, TcpVariant::msack}) {
    if (to_string(v) == s) {
      out = v;
      return true;
    }
  }
  return false;
}

}  // namespace opslab::transport
