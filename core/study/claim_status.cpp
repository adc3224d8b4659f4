// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "study/claim_status.hpp"

namespace opslab::study {

ClaimStatus claim_status(const ClaimResult& r, bool quick) {
  if (r.pass) return ClaimStatus::pass;
  if (quick && !r.expect_reproduced) return ClaimStatus::expected_fail_at_full;
  if (quick && r.verdict == Verdict::not_shown) return ClaimStatus::not_shown_at_scale;
  if (quick && r.full_scale_only) return ClaimStatus::full_scale_only;
  return ClaimStatus::fail;
}

const char* to_string(ClaimStatus s) {
  switch (s) {
    case ClaimStatus::pass:
      return "pass";
    case ClaimStatus::not_shown_at_scale:
      return "not-shown";
    case ClaimStatus::expected_fail_at_full:
    case ClaimStatus::full_scale_only:
      return "info";
    case ClaimStatus::fail:
      return "fail";
  }
  return "fail";
}

}  // namespace opslab::study
