// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// How a claim's result reads at its scale (study::claim_status), the one rule of the CLI's
// marks, the app's badges and the exported work: at the classroom scale overlapping intervals
// are "not shown", a finding expected to fail or marked for the paper's scale is information,
// and only a contradicted finding fails; at the paper's scale anything but a pass fails.
#include <gtest/gtest.h>

#include "study/claim_status.hpp"

namespace opslab::study {
namespace {

ClaimResult result(bool pass, Verdict v, bool expect = true, bool full_only = false) {
  ClaimResult r;
  r.pass = pass;
  r.verdict = v;
  r.expect_reproduced = expect;
  r.full_scale_only = full_only;
  return r;
}

TEST(ClaimStatus, QuickScaleFailsOnlyAContradictedFinding) {
  EXPECT_EQ(claim_status(result(true, Verdict::reproduced), true), ClaimStatus::pass);
  EXPECT_EQ(claim_status(result(false, Verdict::not_shown), true), ClaimStatus::not_shown_at_scale);
  EXPECT_EQ(claim_status(result(false, Verdict::contradicted), true), ClaimStatus::fail);
  EXPECT_EQ(claim_status(result(false, Verdict::reproduced, false), true),
            ClaimStatus::expected_fail_at_full);
  EXPECT_EQ(claim_status(result(false, Verdict::contradicted, true, true), true),
            ClaimStatus::full_scale_only);
  EXPECT_FALSE(fails(claim_status(result(false, Verdict::not_shown), true)));
  EXPECT_TRUE(fails(claim_status(result(false, Verdict::contradicted), true)));
}

TEST(ClaimStatus, PapersScaleFailsAnythingButAPass) {
  EXPECT_EQ(claim_status(result(true, Verdict::reproduced), false), ClaimStatus::pass);
  EXPECT_EQ(claim_status(result(false, Verdict::not_shown), false), ClaimStatus::fail);
  EXPECT_EQ(claim_status(result(false, Verdict::not_shown, true, true), false), ClaimStatus::fail);
  EXPECT_EQ(claim_status(result(false, Verdict::reproduced, false), false), ClaimStatus::fail);
  EXPECT_STREQ(to_string(ClaimStatus::not_shown_at_scale), "not-shown");
  EXPECT_STREQ(to_string(ClaimStatus::full_scale_only), "info");
}

}  // namespace
}  // namespace opslab::study
