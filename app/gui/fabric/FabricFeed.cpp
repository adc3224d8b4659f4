// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fabric/FabricFeed.hpp"

#include <algorithm>

namespace opslab::gui {

using Arbiter = scenario::FabricView::Arbiter;

const scenario::FabricView* FabricFeed::view() const {
  return index_ >= 0 && index_ < count() ? &fabrics_[static_cast<std::size_t>(index_)] : nullptr;
}

void FabricFeed::setIndex(int i) {
  if (i == index_ || i < 0 || i >= count()) return;
  index_ = i;
  phase_ = phaseCount() - 1;
  ++revision_;
  emit changed();
}

void FabricFeed::update(const std::vector<scenario::FabricView>& fabrics) {
  const auto* before = view();
  const std::int64_t lastSlot = before ? before->slot_start_ps : -1;
  fabrics_ = fabrics;
  if (index_ >= count()) index_ = 0;
  const auto* v = view();
  if (v && v->slot_start_ps != lastSlot) {
    phase_ = walkNext_ ? 0 : phaseCount() - 1;
    walkNext_ = false;
  }
  phase_ = std::clamp(phase_, 0, std::max(0, phaseCount() - 1));
  ++revision_;
  emit changed();
}

void FabricFeed::clear() {
  fabrics_.clear();
  index_ = 0;
  phase_ = 0;
  walkNext_ = false;
  ++revision_;
  emit changed();
}

QString FabricFeed::label() const { return view() ? QString::fromStdString(view()->label) : QString(); }
int FabricFeed::ports() const { return view() ? static_cast<int>(view()->inputs.size()) : 0; }

QStringList FabricFeed::inputs() const {
  QStringList out;
  if (const auto* v = view()) {
    for (const auto& s : v->inputs) out.append(QString::fromStdString(s));
  }
  return out;
}

QStringList FabricFeed::outputs() const {
  QStringList out;
  if (const auto* v = view()) {
    for (const auto& s : v->outputs) out.append(QString::fromStdString(s));
  }
  return out;
}

QString FabricFeed::arbiter() const {
  if (!view()) return {};
  switch (view()->arbiter) {
    case Arbiter::islip:
      return QStringLiteral("islip");
    case Arbiter::fifo:
      return QStringLiteral("fifo");
    case Arbiter::output_queued:
      return QStringLiteral("output-queued");
  }
  return {};
}

double FabricFeed::slotStart() const {
  return view() && view()->slot_start_ps >= 0 ? static_cast<double>(view()->slot_start_ps) * 1e-12
                                              : -1.0;
}
double FabricFeed::slotLength() const {
  return view() ? static_cast<double>(view()->slot_ps) * 1e-12 : 0.0;
}

int FabricFeed::maxCells() const {
  const auto* v = view();
  if (!v || v->cells_to_output.empty()) return 0;
  return static_cast<int>(*std::max_element(v->cells_to_output.begin(), v->cells_to_output.end())) + 1;
}

int FabricFeed::matched() const {
  const auto* v = view();
  if (!v) return 0;
  return static_cast<int>(
      std::count_if(v->match.begin(), v->match.end(), [](std::int32_t o) { return o >= 0; }));
}

int FabricFeed::phaseCount() const {
  const auto* v = view();
  if (!v || v->arbiter != Arbiter::islip || v->slot_start_ps < 0) return 1;
  return 3 * static_cast<int>(v->islip_iterations) + 1;
}

void FabricFeed::setPhase(int p) {
  p = std::clamp(p, 0, std::max(0, phaseCount() - 1));
  if (p == phase_) return;
  phase_ = p;
  ++revision_;
  emit changed();
}

int FabricFeed::phaseIteration() const { return walking() ? phase_ / 3 : -1; }

QString FabricFeed::phaseStep() const {
  if (!walking()) return QStringLiteral("cross");
  static const char* steps[] = {"request", "grant", "accept"};
  return QString::fromLatin1(steps[phase_ % 3]);
}

bool FabricFeed::stepIteration() {
  if (walking()) {
    setPhase(phase_ + 1);
    return true;
  }
  walkNext_ = true;
  return false;
}

std::size_t FabricFeed::at(int i, int j) const {
  return static_cast<std::size_t>(i) * static_cast<std::size_t>(ports()) + static_cast<std::size_t>(j);
}

int FabricFeed::cells(int input, int output) const {
  const auto* v = view();
  if (!v || input < 0 || output < 0 || input >= ports() || output >= ports()) return 0;
  const auto n = static_cast<int>(v->cells_to_output[at(input, output)]);
  // The snapshot follows the slot: while its phases are walked, its crossing cell is back.
  const bool crossed = walking() && static_cast<std::size_t>(input) < v->match.size() &&
                       v->match[static_cast<std::size_t>(input)] == output;
  return n + (crossed ? 1 : 0);
}

int FabricFeed::outputPackets(int output) const {
  const auto* v = view();
  if (!v || output < 0 || static_cast<std::size_t>(output) >= v->output_packets.size()) return 0;
  return static_cast<int>(v->output_packets[static_cast<std::size_t>(output)]);
}

bool FabricFeed::request(int input, int output) const {
  const auto* v = view();
  if (!v || input < 0 || output < 0 || input >= ports() || output >= ports()) return false;
  std::uint64_t mask = 0;
  if (v->arbiter == Arbiter::islip && walking()) {
    mask = v->islip_requests[at(phase_ / 3, input)];
  } else if (static_cast<std::size_t>(input) < v->requests.size()) {
    mask = v->requests[static_cast<std::size_t>(input)];
  }
  return ((mask >> output) & 1u) != 0;
}

int FabricFeed::grant(int output) const {
  const auto* v = view();
  if (!v || v->arbiter != Arbiter::islip || !walking() || phase_ % 3 == 0) return -1;
  if (output < 0 || output >= ports()) return -1;
  return v->islip_grants[at(phase_ / 3, output)];
}

int FabricFeed::matchOf(int input) const {
  const auto* v = view();
  if (!v || input < 0 || input >= ports()) return -1;
  if (v->arbiter == Arbiter::islip && walking()) {
    const int last = phase_ % 3 == 2 ? phase_ / 3 : phase_ / 3 - 1;
    for (int k = 0; k <= last; ++k) {
      const int j = v->islip_accepts[at(k, input)];
      if (j >= 0) return j;
    }
    return -1;
  }
  return static_cast<std::size_t>(input) < v->match.size() ? v->match[static_cast<std::size_t>(input)]
                                                           : -1;
}

bool FabricFeed::headBlocked(int input) const {
  const auto* v = view();
  if (!v || v->arbiter != Arbiter::fifo || input < 0 ||
      static_cast<std::size_t>(input) >= v->requests.size() ||
      static_cast<std::size_t>(input) >= v->match.size()) {
    return false;
  }
  return v->requests[static_cast<std::size_t>(input)] != 0 && v->match[static_cast<std::size_t>(input)] < 0;
}

int FabricFeed::grantPointer(int output) const {
  const auto* v = view();
  if (!v || output < 0 || output >= ports()) return -1;
  const auto& p = walking() && phase_ < 2 && !v->grant_pointers_before.empty() ? v->grant_pointers_before
                                                                               : v->grant_pointers;
  return static_cast<std::size_t>(output) < p.size() ? static_cast<int>(p[static_cast<std::size_t>(output)]) : -1;
}

int FabricFeed::acceptPointer(int input) const {
  const auto* v = view();
  if (!v || input < 0 || input >= ports()) return -1;
  const auto& p = walking() && phase_ < 2 && !v->accept_pointers_before.empty() ? v->accept_pointers_before
                                                                                : v->accept_pointers;
  return static_cast<std::size_t>(input) < p.size() ? static_cast<int>(p[static_cast<std::size_t>(input)]) : -1;
}

}  // namespace opslab::gui
