// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The switch-scheduling lab (`cioq_switch`) against the theory of input-queued switches, with
// 95% confidence intervals over seeds:
//  - input FIFOs saturate at the head-of-line blocking limit: 0.75 (N=2), 0.6553 (N=4),
//    0.6184 (N=8) (Karol, Hluchyj & Morgan 1987, Table I), approaching 2−√2 ≈ 0.586;
//  - VOQs with iSLIP carry uniform Bernoulli traffic up to ρ → 1 (McKeown 1999, §IV);
//  - ideal output queueing waits (N−1)/N · ρ/(2(1−ρ)) slots (Karol et al., eq. 2);
//  - speedup brings iSLIP's delay down towards output queueing.
#include <cmath>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "model_runner.hpp"

using nlohmann::json;
using opslab::study::MeanCi;
using opslab::testing::clearly_above;
using opslab::testing::metric_over_seeds;
using opslab::testing::number;
using opslab::testing::run;

namespace {

json lab(const std::string& arch, int n, double load, double duration_s = 0.01) {
  return json{{"switch", {{"architecture", arch}, {"ports", n}, {"input_buffer_cells", 64}}},
              {"traffic", {{"load", load}}},
              {"sim", {{"duration_s", duration_s}, {"warmup_s", 0.002}}}};
}

// `theory` lies within the 95% interval widened by `slack` (the finite run's bias).
void expect_covers(const MeanCi& m, double theory, double slack, const std::string& what) {
  EXPECT_LE(std::abs(m.mean - theory), *m.ci95 + slack)
      << what << ": " << m.mean << " ± " << *m.ci95 << " vs theory " << theory;
}

TEST(CioqSwitchModel, FifoHeadOfLineBlockingSaturatesAtTheKnownFiniteNThroughput) {
  const struct {
    int n;
    double theory;
  } cases[] = {{2, 0.75}, {4, 0.6553}, {8, 0.6184}};
  for (const auto& c : cases) {
    const MeanCi t = metric_over_seeds("cioq_switch", lab("input_fifo", c.n, 1.0), "throughput", 5);
    expect_covers(t, c.theory, 0.003, "N=" + std::to_string(c.n));
  }
  // Large N: between the N=8 value and the limit 2−√2.
  const MeanCi big = metric_over_seeds("cioq_switch", lab("input_fifo", 32, 1.0), "throughput", 3);
  EXPECT_GT(big.mean - *big.ci95, 2.0 - std::sqrt(2.0));
  EXPECT_LT(big.mean + *big.ci95, 0.6184);
}

TEST(CioqSwitchModel, IslipCarriesUniformTrafficThatSaturatesFifo) {
  const json islip = lab("voq_islip", 16, 0.95);
  const MeanCi thr = metric_over_seeds("cioq_switch", islip, "throughput", 4);
  const MeanCi offered = metric_over_seeds("cioq_switch", islip, "offered_load", 4);
  EXPECT_LE(std::abs(thr.mean - offered.mean), *thr.ci95 + *offered.ci95 + 0.002);
  EXPECT_EQ(number(run("cioq_switch", islip).summary, "input_drops"), 0.0);
  const MeanCi fifo =
      metric_over_seeds("cioq_switch", lab("input_fifo", 16, 0.95), "throughput", 4);
  EXPECT_TRUE(clearly_above(thr, fifo));
  EXPECT_LT(fifo.mean, 0.62);
}

TEST(CioqSwitchModel, OutputQueueingDelayMatchesTheDiscreteTimeFormula) {
  for (double rho : {0.5, 0.8}) {
    const MeanCi w = metric_over_seeds("cioq_switch", lab("output_queued", 16, rho, 0.02),
                                       "mean_queueing_delay_slots", 5);
    const double theory = 15.0 / 16.0 * rho / (2 * (1 - rho));
    expect_covers(w, theory, 0.02 * theory, "rho=" + std::to_string(rho));
  }
}

TEST(CioqSwitchModel, SpeedupBringsIslipDelayTowardsOutputQueueing) {
  json s1 = lab("voq_islip", 16, 0.8);
  json s2 = s1;
  s2["switch"]["speedup"] = 2;
  const MeanCi d1 = metric_over_seeds("cioq_switch", s1, "mean_queueing_delay_slots", 4);
  const MeanCi d2 = metric_over_seeds("cioq_switch", s2, "mean_queueing_delay_slots", 4);
  const MeanCi oq = metric_over_seeds("cioq_switch", lab("output_queued", 16, 0.8),
                                      "mean_queueing_delay_slots", 4);
  EXPECT_TRUE(clearly_above(d1, d2));
  EXPECT_TRUE(clearly_above(d1, oq));
  EXPECT_LT(std::abs(d2.mean - oq.mean), 0.25 * oq.mean);
}

TEST(CioqSwitchModel, MoreIslipIterationsNeverHurtAndHelpAtHighLoad) {
  json one = lab("voq_islip", 16, 0.9);
  one["switch"]["iterations"] = 1;
  json four = one;
  four["switch"]["iterations"] = 4;
  const MeanCi d1 = metric_over_seeds("cioq_switch", one, "mean_queueing_delay_slots", 4);
  const MeanCi d4 = metric_over_seeds("cioq_switch", four, "mean_queueing_delay_slots", 4);
  EXPECT_TRUE(clearly_above(d1, d4));
}

TEST(CioqSwitchModel, IdleSlotsCostNothing) {
  // At ρ = 0.01 most slots are empty: the work must follow the cells, not the slots. A cell
  // costs at most an arrival, a fabric slot to cross, one to be reassembled, and its output
  // line's two events.
  const auto s = run("cioq_switch", lab("voq_islip", 16, 0.01)).summary;
  const double cells = number(s, "cells_delivered");
  const double run_slots = (0.01 - 0.002) / 204.8e-9;
  EXPECT_LT(number(s, "fabric_slots_run"), 2.0 * cells + 1);
  EXPECT_LT(number(s, "fabric_slots_run"), 0.3 * run_slots);
  EXPECT_LT(number(s, "events"), 5.0 * cells * 0.01 / 0.008 + 100);
}

TEST(CioqSwitchModel, SameSeedGivesIdenticalResults) {
  const json j = lab("voq_islip", 8, 0.7);
  const auto a = run("cioq_switch", j);
  const auto b = run("cioq_switch", j);
  EXPECT_EQ(a.flows.rows, b.flows.rows);
  EXPECT_EQ(number(a.summary, "mean_delay_slots"), number(b.summary, "mean_delay_slots"));
}

}  // namespace
