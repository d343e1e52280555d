// What Kinetic's core needs on wasm32-unknown-none beyond wasi-libc's string and
// maths functions, so that a module imports nothing: the Swift runtime's and compiler-rt's few
// helpers that neither Embedded Swift nor wasi-libc supply. Linked into the smoke program
// (scripts/embedded) and the web build (scripts/build-web).

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/// What wasm-ld calls after each export returns, in place of wasi-libc's (atexit handlers and
/// flushing stdio): Kinetic registers none and has no stdio, and libc's would keep stdio's WASI
/// imports (fd_write, fd_seek, fd_close) alive.
void __wasm_call_dtors(void) {}

/// The seed of Swift's hashing. Without imports there is no entropy to read; Kinetic never
/// shows anything in an order that hashing decides, so a fixed seed does.
void arc4random_buf(void *buffer, size_t count) {
  unsigned char *bytes = buffer;
  for (size_t i = 0; i < count; i++) bytes[i] = (unsigned char)(0x9E + 31 * i);
}

/// compiler-rt's 128-bit multiplication (the low 128 bits of the product), which Swift's
/// full-width multiplication calls; written with 64-bit halves so that it calls nothing itself.
__int128 __multi3(__int128 a, __int128 b) {
  uint64_t al = (uint64_t)a, ah = (uint64_t)((unsigned __int128)a >> 64);
  uint64_t bl = (uint64_t)b, bh = (uint64_t)((unsigned __int128)b >> 64);
  uint64_t a0 = al & 0xFFFFFFFF, a1 = al >> 32, b0 = bl & 0xFFFFFFFF, b1 = bl >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFF) + (p10 & 0xFFFFFFFF);
  uint64_t low = (middle << 32) | (p00 & 0xFFFFFFFF);
  uint64_t high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + al * bh + ah * bl;
  return (__int128)(((unsigned __int128)high << 64) | low);
}
