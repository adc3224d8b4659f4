// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CioqFabricWatch: what a view shows of a CioqSwitch (Izquierdo-Zaragoza & Pavon-Marino §II-B,
// Fig. 2: line cards with their VOQs, the crossbar, the output FIFOs) as a scenario::FabricView:
// the cells in each input queue, the output FIFOs and, once watch() was called, the requests
// and matching of the last fabric slot that ran and, under iSLIP, its iterations phase by phase
// (IslipTrace). Unwatched, the switch runs without an observer and pays nothing; watched, each
// slot's requests and matching are copied into buffers of N words and iSLIP records into a
// trace sized once (no allocation per slot).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "scenario/fabric_view.hpp"
#include "switching/cioq_switch.hpp"

namespace opslab::switching {

class CioqFabricWatch {
 public:
  /// Records the matching of every slot of `fabric` from now on; `fabric` must outlive this.
  void watch(CioqSwitch& fabric);
  bool watching() const { return watching_; }

  /// The view of `fabric` now (the node it sits in, a label and port names of its own).
  scenario::FabricView view(const CioqSwitch& fabric, std::uint32_t node, std::string label,
                            std::vector<std::string> inputs,
                            std::vector<std::string> outputs) const;

 private:
  bool watching_ = false;
  std::int64_t last_slot_ps_ = -1;
  std::vector<std::int32_t> last_match_;
  std::vector<std::uint64_t> last_requests_;
  IslipTrace trace_;
};

/// "VOQs · iSLIP × 4 · speedup 4" (× the iterations), "input FIFOs · speedup 1",
/// "output-queued (speedup N)".
std::string fabric_label(const CioqSwitchParams& p);

}  // namespace opslab::switching
