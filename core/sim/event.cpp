// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sim/event.hpp"

#include "sim/event_queue.hpp"

namespace opslab::sim {

Event::~Event() {
  if (queue_ != nullptr) queue_->cancel(*this);
}

}  // namespace opslab::sim
