// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Arena (Arena.hpp) and the replaced global operator new/delete that route to it.
//
// Layout: the process reserves kSlots ranges of kSlotBytes each, once, without access
// (PROT_NONE, MAP_NORESERVE); an Arena owns one slot and makes its pages accessible as its bump
// pointer grows. The first bytes of the slot hold the Heap — bump offset, live count and one
// free list per size class — so saving and restoring the used bytes saves and restores the
// allocator with the blocks. Every block starts with a 16-byte Header (size class, and the
// distance back to the block's start for over-aligned blocks); freed blocks go to their class's
// free list, never back to the system until reset().
//
// Under AddressSanitizer (OPSLAB_ARENA_ASAN, compiled only into a build with -fsanitize=address;
// the plain build is unchanged) the arena tells ASan what its memory is, so that a run inside it
// is checked like one on the ordinary heap: a block starts with a 32-byte Prefix (free-list link,
// size class, where the user's bytes start and how many were asked for) and ends with at least
// kRedzone bytes after them; only the user's bytes are addressable (unpoisoned), everything else
// — prefixes, headers, padding, redzones, freed blocks and the tail past the bump pointer — is
// poisoned, so an overflow, a use after free (until the block is reused: no quarantine, the
// allocator must stay deterministic) or a read of memory never handed out is reported.
// save() and restore() unpoison the used bytes for their copy and then poison them again from
// the allocator's state, walking the blocks by their prefixes. The arena's committed range is a
// LeakSanitizer root region: heap memory only the run points to is not a leak.
#include "simulation/Arena.hpp"

#include <sys/mman.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <stdexcept>

#include "log/log.hpp"
#include "scenario/flow_views.hpp"
#include "scenario/model.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define OPSLAB_ARENA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OPSLAB_ARENA_ASAN 1
#endif
#endif
#ifndef OPSLAB_ARENA_ASAN
#define OPSLAB_ARENA_ASAN 0
#endif

#if OPSLAB_ARENA_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#include <sanitizer/lsan_interface.h>
#endif

namespace opslab::gui {

namespace {

constexpr std::size_t kSlots = 16;
constexpr std::size_t kSlotBytes = std::size_t{64} << 30;  // 64 GiB of address space per arena
constexpr std::size_t kCommitStep = std::size_t{64} << 20;
constexpr std::size_t kHeader = 16;
constexpr std::uint32_t kMagic = 0x4f50534c;  // "OPSL": a header this allocator wrote
// Classes: 16…128 bytes in 16-byte steps, then four per power of two up to the slot size.
constexpr std::size_t kClasses = 8 + (36 - 7) * 4;

struct Header {
  std::uint32_t cls;
  std::uint32_t magic;
  std::uint64_t offset;  // from the block's start to this header
};
static_assert(sizeof(Header) == kHeader);

#if OPSLAB_ARENA_ASAN
// The first bytes of every block under ASan (poisoned, like the Header).
struct Prefix {
  std::byte* link;            // the free-list link, where the plain build keeps it
  std::uint32_t cls;          // the block's size class, kept while the block is free
  std::uint32_t userOffset;   // from the block's start to the user's bytes; 0 while free
  std::uint64_t size;         // the bytes asked for (addressable while the block is live)
  std::uint64_t unused;
};
constexpr std::size_t kPrefix = sizeof(Prefix);
static_assert(kPrefix == 32);
constexpr std::size_t kRedzone = 16;  // poisoned bytes at least, after the user's bytes

void poison(const void* p, std::size_t n) { ASAN_POISON_MEMORY_REGION(p, n); }
void unpoison(const void* p, std::size_t n) { ASAN_UNPOISON_MEMORY_REGION(p, n); }
#endif

std::size_t classOf(std::size_t total) {
  if (total <= 128) return total == 0 ? 0 : (total + 15) / 16 - 1;
  const auto k = static_cast<std::size_t>(63 - __builtin_clzll(total - 1));  // 2^k < total ≤ 2^(k+1)
  const std::size_t q = (total - (std::size_t{1} << k) + (std::size_t{1} << (k - 2)) - 1) >> (k - 2);
  return 8 + (k - 7) * 4 + (q - 1);
}

std::size_t classSize(std::size_t cls) {
  if (cls < 8) return (cls + 1) * 16;
  const std::size_t k = 7 + (cls - 8) / 4;
  const std::size_t q = (cls - 8) % 4 + 1;
  return (std::size_t{1} << k) + q * (std::size_t{1} << (k - 2));
}

#if OPSLAB_ARENA_ASAN
// Sets ASan's view of the blocks in [base + first, base + used) from their prefixes: each
// block poisoned, the user's bytes of each live one addressable.
void repoisonBlocks(std::byte* base, std::size_t first, std::size_t used) {
  if (used <= first) return;
  unpoison(base + first, used - first);  // the prefixes are read below
  for (std::size_t at = first; at < used;) {
    std::byte* const block = base + at;
    const auto* pre = reinterpret_cast<const Prefix*>(block);
    const std::size_t cls = pre->cls;
    const std::size_t userOffset = pre->userOffset;
    const std::size_t size = pre->size;
    if (cls >= kClasses) {
      std::fprintf(stderr, "opslab: arena: corrupt block prefix at %p\n", static_cast<void*>(block));
      __sanitizer_print_stack_trace();
      std::abort();
    }
    const std::size_t bytes = classSize(cls);
    poison(block, bytes);
    if (userOffset != 0) unpoison(block + userOffset, size);
    at += bytes;
  }
}
#endif

constinit std::atomic<std::uintptr_t> gRegion{0};  // start of the reserved slots, 0 before any
constinit std::atomic<Arena*> gSlots[kSlots]{};
constinit thread_local Arena* tCurrent = nullptr;

std::byte* region() {
  static std::byte* const base = [] {
    void* p = ::mmap(nullptr, kSlots * kSlotBytes, PROT_NONE,
                     MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) throw std::runtime_error("arena: cannot reserve address space");
    gRegion.store(reinterpret_cast<std::uintptr_t>(p), std::memory_order_release);
    return static_cast<std::byte*>(p);
  }();
  return base;
}

}  // namespace

struct Arena::Heap {
  std::uint64_t used;  // bytes from the slot's start to the bump pointer
  std::uint64_t live;  // blocks allocated and not freed
  std::byte* free[kClasses];
};

void Arena::Image::Free::operator()(std::byte* p) const { std::free(p); }

Arena::Arena() {
  std::byte* const start = region();
  for (std::size_t i = 0; i < kSlots; ++i) {
    Arena* expected = nullptr;
    if (gSlots[i].compare_exchange_strong(expected, this, std::memory_order_acq_rel)) {
      slot_ = i;
      base_ = start + i * kSlotBytes;
#if OPSLAB_ARENA_ASAN
      __lsan_register_root_region(base_, kSlotBytes);  // LSan scans only its readable pages
#endif
      reset();
      return;
    }
  }
  throw std::runtime_error("arena: every slot is taken");
}

Arena::~Arena() {
#if OPSLAB_ARENA_ASAN
  __lsan_unregister_root_region(base_, kSlotBytes);
  poison(base_, committed_);  // a pointer that outlived the arena: use-after-poison, not SEGV
#endif
  ::madvise(base_, committed_, MADV_DONTNEED);
  ::mprotect(base_, committed_, PROT_NONE);
  gSlots[slot_].store(nullptr, std::memory_order_release);
}

Arena::Heap* Arena::heap() const { return reinterpret_cast<Heap*>(base_); }

void Arena::commit(std::size_t bytes) {
  if (bytes <= committed_) return;
  if (bytes > kSlotBytes) throw std::bad_alloc();
  const std::size_t to = std::min(kSlotBytes, (bytes + kCommitStep - 1) / kCommitStep * kCommitStep);
  if (::mprotect(base_ + committed_, to - committed_, PROT_READ | PROT_WRITE) != 0) {
    throw std::bad_alloc();
  }
#if OPSLAB_ARENA_ASAN
  poison(base_ + committed_, to - committed_);  // handed out block by block
#endif
  committed_ = to;
}

void Arena::reset() {
#if OPSLAB_ARENA_ASAN
  const std::size_t wasUsed = committed_ > 0 ? heap()->used : 0;
#endif
  if (committed_ > 0) ::madvise(base_, committed_, MADV_DONTNEED);  // zero pages again
  commit(sizeof(Heap));
  Heap* h = heap();
#if OPSLAB_ARENA_ASAN
  unpoison(h, sizeof(Heap));  // the allocator's own state, always addressable
#endif
  std::memset(h, 0, sizeof(Heap));
  h->used = (sizeof(Heap) + 63) / 64 * 64;
#if OPSLAB_ARENA_ASAN
  // Past the bump pointer is poisoned already (commit, and every block was in it once).
  poison(base_ + sizeof(Heap), std::max<std::size_t>(wasUsed, h->used) - sizeof(Heap));
#endif
}

std::size_t Arena::used() const { return heap()->used; }
std::size_t Arena::liveBlocks() const { return heap()->live; }

void* Arena::allocate(std::size_t size, std::size_t align) {
  const std::size_t extra = align > kHeader ? align - kHeader : 0;
  if (size > kSlotBytes / 2) throw std::bad_alloc();
#if OPSLAB_ARENA_ASAN
  const std::size_t cls = classOf(kPrefix + size + kHeader + extra + kRedzone);
#else
  const std::size_t cls = classOf(size + kHeader + extra);
#endif
  Heap* h = heap();
  std::byte* block = h->free[cls];
  if (block != nullptr) {
#if OPSLAB_ARENA_ASAN
    unpoison(block, sizeof(std::byte*));  // the link; the block is poisoned whole below
#endif
    std::memcpy(&h->free[cls], block, sizeof(std::byte*));
  } else {
    const std::size_t bytes = classSize(cls);
    commit(h->used + bytes);
    block = base_ + h->used;
    h->used += bytes;
  }
  ++h->live;
#if OPSLAB_ARENA_ASAN
  auto user = reinterpret_cast<std::uintptr_t>(block) + kPrefix + kHeader;
#else
  auto user = reinterpret_cast<std::uintptr_t>(block) + kHeader;
#endif
  if (align > kHeader) user = (user + align - 1) & ~(static_cast<std::uintptr_t>(align) - 1);
  auto* hd = reinterpret_cast<Header*>(user - kHeader);
#if OPSLAB_ARENA_ASAN
  unpoison(block, kPrefix);
  unpoison(hd, kHeader);
  auto* pre = reinterpret_cast<Prefix*>(block);
  pre->cls = static_cast<std::uint32_t>(cls);
  pre->userOffset = static_cast<std::uint32_t>(user - reinterpret_cast<std::uintptr_t>(block));
  pre->size = size;
#endif
  hd->cls = static_cast<std::uint32_t>(cls);
  hd->magic = kMagic;
  hd->offset = reinterpret_cast<std::byte*>(hd) - block;
#if OPSLAB_ARENA_ASAN
  poison(block, classSize(cls));  // prefix, header, alignment padding and redzone
  unpoison(reinterpret_cast<void*>(user), size);
#endif
  return reinterpret_cast<void*>(user);
}

void Arena::deallocate(void* p) {
  if (std::this_thread::get_id() != owner_) fail("freed on a thread other than its owner", p);
  auto* hd = reinterpret_cast<Header*>(static_cast<std::byte*>(p) - kHeader);
#if OPSLAB_ARENA_ASAN
  unpoison(hd, kHeader);  // read (and checked) below; poisoned again with the block
#endif
  if (hd->magic != kMagic || hd->cls >= kClasses) fail("freed a block it did not allocate", p);
  const std::size_t cls = hd->cls;
  std::byte* block = reinterpret_cast<std::byte*>(hd) - hd->offset;
  hd->magic = 0;  // a second free of the same block is caught above
  Heap* h = heap();
#if OPSLAB_ARENA_ASAN
  unpoison(block, kPrefix);
  reinterpret_cast<Prefix*>(block)->userOffset = 0;  // free: nothing addressable
  std::memcpy(block, &h->free[cls], sizeof(std::byte*));
  poison(block, classSize(cls));
#else
  std::memcpy(block, &h->free[cls], sizeof(std::byte*));
#endif
  h->free[cls] = block;
  --h->live;
}

Arena::Image Arena::save() const {
  Image image;
  image.size_ = used();
  image.data_.reset(static_cast<std::byte*>(std::malloc(image.size_)));
  if (!image.data_) throw std::bad_alloc();
#if OPSLAB_ARENA_ASAN
  unpoison(base_, image.size_);  // the copy reads freed blocks, prefixes and redzones too
  std::memcpy(image.data_.get(), base_, image.size_);
  repoisonBlocks(base_, (sizeof(Heap) + 63) / 64 * 64, image.size_);
  poison(base_ + sizeof(Heap), (sizeof(Heap) + 63) / 64 * 64 - sizeof(Heap));
#else
  std::memcpy(image.data_.get(), base_, image.size_);
#endif
  return image;
}

void Arena::restore(const Image& image) {
  if (owner_ != std::thread::id{} && std::this_thread::get_id() != owner_) {
    fail("restored on a thread other than its owner", base_);
  }
#if OPSLAB_ARENA_ASAN
  const std::size_t wasUsed = used();
#endif
  commit(image.size_);
#if OPSLAB_ARENA_ASAN
  unpoison(base_, image.size_);
  std::memcpy(base_, image.data_.get(), image.size_);
  // Then ASan's view from the restored allocator: its blocks, and the tail poisoned again.
  repoisonBlocks(base_, (sizeof(Heap) + 63) / 64 * 64, image.size_);
  poison(base_ + sizeof(Heap), (sizeof(Heap) + 63) / 64 * 64 - sizeof(Heap));
  if (wasUsed > image.size_) poison(base_ + image.size_, wasUsed - image.size_);
#else
  std::memcpy(base_, image.data_.get(), image.size_);
#endif
}

Arena* Arena::owning(const void* p) {
  const std::uintptr_t start = gRegion.load(std::memory_order_acquire);
  const std::uintptr_t offset = reinterpret_cast<std::uintptr_t>(p) - start;
  if (start == 0 || offset >= kSlots * kSlotBytes) return nullptr;
  Arena* a = gSlots[offset / kSlotBytes].load(std::memory_order_acquire);
  if (a == nullptr) {
    std::fprintf(stderr, "opslab: arena: %p freed after its arena was destroyed\n", p);
    std::abort();
  }
  return a;
}

Arena* Arena::current() { return tCurrent; }

void Arena::warmUp() {
  static const bool done = [] {
    ArenaSuspend outside;
    (void)scenario::find_model("");  // the registry, with every model's schema
    (void)log::logger();
    (void)log::level_names();
    (void)scenario::flow_series();
    return true;
  }();
  (void)done;
}

void Arena::fail(const char* what, const void* p) const {
  std::fprintf(stderr, "opslab: arena %zu: %s (%p)\n", slot_, what, p);
#if OPSLAB_ARENA_ASAN
  __sanitizer_print_stack_trace();  // a plain abort() shows none under ASan
#endif
  std::abort();
}

ArenaScope::ArenaScope(Arena& arena) : previous_(tCurrent) {
  if (arena.owner_ == std::thread::id{}) arena.owner_ = std::this_thread::get_id();
  if (arena.owner_ != std::this_thread::get_id()) arena.fail("used on a second thread", nullptr);
  tCurrent = &arena;
}
ArenaScope::~ArenaScope() { tCurrent = previous_; }

ArenaSuspend::ArenaSuspend() : previous_(tCurrent) { tCurrent = nullptr; }
ArenaSuspend::~ArenaSuspend() { tCurrent = previous_; }

}  // namespace opslab::gui

// --- the process's operator new/delete: the active arena, else the C heap ----------------

namespace {

using opslab::gui::Arena;

void* heapNew(std::size_t n) {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void* heapNewAligned(std::size_t n, std::size_t align) {
  void* p = nullptr;
  if (::posix_memalign(&p, std::max(align, sizeof(void*)), n == 0 ? 1 : n) != 0) {
    throw std::bad_alloc();
  }
  return p;
}

void* allocate(std::size_t n) {
  if (Arena* a = Arena::current()) return a->allocate(n, 16);
  return heapNew(n);
}

void* allocateAligned(std::size_t n, std::align_val_t al) {
  const auto align = static_cast<std::size_t>(al);
  if (Arena* a = Arena::current()) return a->allocate(n, align);
  return heapNewAligned(n, align);
}

void release(void* p) noexcept {
  if (p == nullptr) return;
  if (Arena* a = Arena::owning(p)) {
    a->deallocate(p);
  } else {
    std::free(p);
  }
}

}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t n, std::align_val_t al) { return allocateAligned(n, al); }
void* operator new[](std::size_t n, std::align_val_t al) { return allocateAligned(n, al); }
void* operator new(std::size_t n, std::align_val_t al, const std::nothrow_t&) noexcept {
  try {
    return allocateAligned(n, al);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, std::align_val_t al, const std::nothrow_t&) noexcept {
  try {
    return allocateAligned(n, al);
  } catch (...) {
    return nullptr;
  }
}

void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { release(p); }
