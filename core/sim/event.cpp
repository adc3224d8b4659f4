#include "sim/event.hpp"

#include "sim/event_queue.hpp"

namespace opslab::sim {

Event::~Event() {
  if (queue_ != nullptr) queue_->cancel(*this);
}

}  // namespace opslab::sim
