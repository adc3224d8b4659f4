// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Arena: a heap at a fixed address whose whole state can be saved and put back, so that the
// GUI can checkpoint a running simulation and rewind to it (docs/performance.md,
// "Rewind").
//
// The core cannot copy a run (components hold references to their Simulation, events are
// intrusive, models are polymorphic), but it can be *allocated* somewhere we control. While an
// ArenaScope is active on a thread, every `operator new` of that thread (all forms, replaced
// in Arena.cpp for every executable that links the GUI library) takes its memory from that
// thread's arena. The arena is a range of address space reserved once for the process, so a
// run built and advanced inside it lives entirely between two addresses; its allocator (size
// classes, free lists, bump pointer) lives there too. Saving the used bytes is a checkpoint;
// copying them back to the same addresses restores the run — every pointer inside stays valid.
//
// Rules (checked where cheap, documented where not):
//  - Nothing outside the arena may keep a pointer to arena memory across a restore. Code that
//    runs inside the simulation but records outside it (a tap) runs under ArenaSuspend.
//  - Lazy globals (function-local statics) first allocated while an arena is active would
//    point into it: warmUp() touches the core's before the first arena is used.
//  - `operator delete` routes by address, whatever arena is active; arena memory freed on a
//    thread other than the arena's owner aborts with a message (the allocator is single-
//    threaded by design: one arena per worker thread).
//  - Built with AddressSanitizer, the arena poisons all but the live blocks' bytes (a redzone
//    after each) and is a LeakSanitizer root region (Arena.cpp; docs/hardening.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <thread>

namespace opslab::gui {

class Arena {
 public:
  /// The used bytes of an arena at one moment (allocator state included).
  class Image {
   public:
    std::size_t bytes() const { return size_; }

   private:
    friend class Arena;
    struct Free {
      void operator()(std::byte* p) const;
    };
    std::unique_ptr<std::byte, Free> data_;
    std::size_t size_ = 0;
  };

  /// Takes one of the process's arena slots (throws std::runtime_error when all are taken).
  Arena();
  ~Arena();
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  void* allocate(std::size_t size, std::size_t align);
  void deallocate(void* p);

  /// Bytes from the arena's start to its bump pointer (what a checkpoint copies).
  std::size_t used() const;
  /// Blocks allocated and not freed.
  std::size_t liveBlocks() const;
  /// Forgets every block (no destructor runs) and gives the pages back to the system.
  void reset();

  /// A copy of the used bytes; taken with no arena active on this thread.
  Image save() const;
  /// Puts the bytes of `image` back: the arena is exactly as when it was saved.
  void restore(const Image& image);

  /// The arena whose range holds `p`, or nullptr.
  static Arena* owning(const void* p);
  /// The arena this thread allocates from now, or nullptr.
  static Arena* current();
  /// Touches the lazy globals of the core (model registry and schemas, logger, common
  /// series) so that none is first allocated inside an arena. Idempotent.
  static void warmUp();

 private:
  friend class ArenaScope;
  friend class ArenaSuspend;
  struct Heap;
  Heap* heap() const;
  void commit(std::size_t bytes);
  [[noreturn]] void fail(const char* what, const void* p) const;

  std::byte* base_ = nullptr;
  std::size_t slot_ = 0;
  std::size_t committed_ = 0;
  std::thread::id owner_;
};

/// Makes `arena` this thread's allocator until the scope ends (then the previous one again).
class ArenaScope {
 public:
  explicit ArenaScope(Arena& arena);
  ~ArenaScope();
  ArenaScope(const ArenaScope&) = delete;
  ArenaScope& operator=(const ArenaScope&) = delete;

 private:
  Arena* previous_;
};

/// Allocations go to the ordinary heap until the scope ends (code called from inside a run
/// that records outside it).
class ArenaSuspend {
 public:
  ArenaSuspend();
  ~ArenaSuspend();
  ArenaSuspend(const ArenaSuspend&) = delete;
  ArenaSuspend& operator=(const ArenaSuspend&) = delete;

 private:
  Arena* previous_;
};

}  // namespace opslab::gui
