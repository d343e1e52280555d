// The allocator of Kinetic's WebAssembly modules, in place of wasi-libc's dlmalloc (some 9 KB of
// code, a sixteenth of the web module): blocks of a power of two bytes, a free list for each size,
// and new blocks cut from the end of the heap, which grows the module's memory as it must.
//
// A freed block is kept for the next request of its size and is never split or merged, so memory
// reaches the most that was in use of each size at once and then stays there. A WebAssembly
// memory never shrinks anyway; what this gives up against dlmalloc is only reusing a big freed
// block for small ones. Single-threaded, as the modules are. Linked into the web module
// (scripts/build-web) and the Embedded Swift smoke program (scripts/embedded).

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Where wasm-ld puts the heap: after the stack and the data.
extern unsigned char __heap_base;

/// Each block starts with this header, and the caller's bytes follow it, 16-byte aligned.
typedef struct {
  /// log2 of the block's size.
  uint32_t size_class;
  /// From the block's start to this header: 0 but for an alignment above 16.
  uint32_t offset;
  /// While the block is free: the next free block of its size.
  void *next;
  uint32_t unused;
} Header;

enum { HEADER = sizeof(Header), SMALLEST = 5, LARGEST = 31, PAGE = 65536 };

_Static_assert(sizeof(Header) == 16, "the header keeps the caller's bytes 16-byte aligned");

static Header *free_blocks[LARGEST + 1];
static uintptr_t heap_top;

/// The size class of a block that holds `size` bytes after its header, or 0 when none does.
static uint32_t size_class(size_t size) {
  if (size > ((size_t)1 << LARGEST) - HEADER) return 0;
  uint32_t k = SMALLEST;
  while (((size_t)1 << k) < size + HEADER) k++;
  return k;
}

/// A block of class `k` (its header at its start), or NULL when the memory cannot grow.
static Header *take_block(uint32_t k) {
  Header *block = free_blocks[k];
  if (block) {
    free_blocks[k] = block->next;
  } else {
    if (!heap_top) heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    uintptr_t size = (uintptr_t)1 << k;
    if (heap_top > UINTPTR_MAX - size) return NULL;
    uintptr_t end = heap_top + size;
    uintptr_t have = __builtin_wasm_memory_size(0) * PAGE;
    if (end > have && __builtin_wasm_memory_grow(0, (end - have + PAGE - 1) / PAGE) == (size_t)-1)
      return NULL;
    block = (Header *)heap_top;
    heap_top = end;
  }
  block->size_class = k;
  block->offset = 0;
  return block;
}

/// The header of the bytes `pointer` points to.
static Header *header_of(void *pointer) { return (Header *)((unsigned char *)pointer - HEADER); }

void *malloc(size_t size) {
  uint32_t k = size_class(size);
  Header *block = k ? take_block(k) : NULL;
  if (!block) {
    errno = ENOMEM;
    return NULL;
  }
  return block + 1;
}

void free(void *pointer) {
  if (!pointer) return;
  Header *header = header_of(pointer);
  Header *block = (Header *)((unsigned char *)header - header->offset);
  uint32_t k = header->size_class;
  block->next = free_blocks[k];
  free_blocks[k] = block;
}

void *calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) {
    errno = ENOMEM;
    return NULL;
  }
  void *pointer = malloc(count * size);
  // A block may come from the free list: it must be cleared.
  if (pointer) memset(pointer, 0, count * size);
  return pointer;
}

void *realloc(void *pointer, size_t size) {
  if (!pointer) return malloc(size);
  Header *header = header_of(pointer);
  size_t capacity = ((size_t)1 << header->size_class) - header->offset - HEADER;
  if (size <= capacity) return pointer;
  void *moved = malloc(size);
  if (!moved) return NULL;
  memcpy(moved, pointer, capacity);
  free(pointer);
  return moved;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment < sizeof(void *) || (alignment & (alignment - 1))) return EINVAL;
  if (alignment <= HEADER) {
    *result = malloc(size);
    return *result ? 0 : ENOMEM;
  }
  // Room for the caller's bytes wherever the alignment puts them after the first header.
  if (size > SIZE_MAX - alignment) return ENOMEM;
  uint32_t k = size_class(size + alignment);
  Header *block = k ? take_block(k) : NULL;
  if (!block) return ENOMEM;
  uintptr_t start = (uintptr_t)(block + 1);
  uintptr_t aligned = (start + alignment - 1) & ~(uintptr_t)(alignment - 1);
  Header *header = header_of((void *)aligned);
  header->size_class = k;
  header->offset = (uint32_t)((uintptr_t)header - (uintptr_t)block);
  *result = (void *)aligned;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  void *pointer;
  return posix_memalign(&pointer, alignment, size) ? NULL : pointer;
}
