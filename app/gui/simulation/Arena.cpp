// Arena (Arena.hpp) and the replaced global operator new/delete that route to it.
//
// Layout: the process reserves kSlots ranges of kSlotBytes each, once, without access
// (PROT_NONE, MAP_NORESERVE); an Arena owns one slot and makes its pages accessible as its bump
// pointer grows. The first bytes of the slot hold the Heap — bump offset, live count and one
// free list per size class — so saving and restoring the used bytes saves and restores the
// allocator with the blocks. Every block starts with a 16-byte Header (size class, and the
// distance back to the block's start for over-aligned blocks); freed blocks go to their class's
// free list, never back to the system until reset().
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
      reset();
      return;
    }
  }
  throw std::runtime_error("arena: every slot is taken");
}

Arena::~Arena() {
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
  committed_ = to;
}

void Arena::reset() {
  if (committed_ > 0) ::madvise(base_, committed_, MADV_DONTNEED);  // zero pages again
  commit(sizeof(Heap));
  Heap* h = heap();
  std::memset(h, 0, sizeof(Heap));
  h->used = (sizeof(Heap) + 63) / 64 * 64;
}

std::size_t Arena::used() const { return heap()->used; }
std::size_t Arena::liveBlocks() const { return heap()->live; }

void* Arena::allocate(std::size_t size, std::size_t align) {
  const std::size_t extra = align > kHeader ? align - kHeader : 0;
  if (size > kSlotBytes / 2) throw std::bad_alloc();
  const std::size_t cls = classOf(size + kHeader + extra);
  Heap* h = heap();
  std::byte* block = h->free[cls];
  if (block != nullptr) {
    std::memcpy(&h->free[cls], block, sizeof(std::byte*));
  } else {
    const std::size_t bytes = classSize(cls);
    commit(h->used + bytes);
    block = base_ + h->used;
    h->used += bytes;
  }
  ++h->live;
  auto user = reinterpret_cast<std::uintptr_t>(block) + kHeader;
  if (align > kHeader) user = (user + align - 1) & ~(static_cast<std::uintptr_t>(align) - 1);
  auto* hd = reinterpret_cast<Header*>(user - kHeader);
  hd->cls = static_cast<std::uint32_t>(cls);
  hd->magic = kMagic;
  hd->offset = reinterpret_cast<std::byte*>(hd) - block;
  return reinterpret_cast<void*>(user);
}

void Arena::deallocate(void* p) {
  if (std::this_thread::get_id() != owner_) fail("freed on a thread other than its owner", p);
  auto* hd = reinterpret_cast<Header*>(static_cast<std::byte*>(p) - kHeader);
  if (hd->magic != kMagic || hd->cls >= kClasses) fail("freed a block it did not allocate", p);
  const std::size_t cls = hd->cls;
  std::byte* block = reinterpret_cast<std::byte*>(hd) - hd->offset;
  hd->magic = 0;  // a second free of the same block is caught above
  Heap* h = heap();
  std::memcpy(block, &h->free[cls], sizeof(std::byte*));
  h->free[cls] = block;
  --h->live;
}

Arena::Image Arena::save() const {
  Image image;
  image.size_ = used();
  image.data_.reset(static_cast<std::byte*>(std::malloc(image.size_)));
  if (!image.data_) throw std::bad_alloc();
  std::memcpy(image.data_.get(), base_, image.size_);
  return image;
}

void Arena::restore(const Image& image) {
  if (owner_ != std::thread::id{} && std::this_thread::get_id() != owner_) {
    fail("restored on a thread other than its owner", base_);
  }
  commit(image.size_);
  std::memcpy(base_, image.data_.get(), image.size_);
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
