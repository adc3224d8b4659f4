#include "net/tap.hpp"

namespace opslab::net {

const char* to_string(DropCause c) {
  switch (c) {
    case DropCause::queue_overflow: return "queue_overflow";
    case DropCause::random_loss: return "random_loss";
    case DropCause::contention: return "contention";
    case DropCause::deflection_path: return "deflection_path";
    case DropCause::no_buffer_port: return "no_buffer_port";
    case DropCause::stale: return "stale";
    case DropCause::no_route: return "no_route";
  }
  return "?";
}

const char* to_string(ProtocolEventKind k) {
  switch (k) {
    case ProtocolEventKind::fast_retransmit: return "fast_retransmit";
    case ProtocolEventKind::recovery_exit: return "recovery_exit";
    case ProtocolEventKind::timeout: return "timeout";
    case ProtocolEventKind::retransmit: return "retransmit";
    case ProtocolEventKind::partial_ack: return "partial_ack";
    case ProtocolEventKind::connection_open: return "connection_open";
    case ProtocolEventKind::transfer_done: return "transfer_done";
  }
  return "?";
}

}  // namespace opslab::net
