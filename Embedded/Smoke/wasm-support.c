// What the smoke program needs on wasm32-unknown-none beyond Embedded/Support/wasm-runtime.c:
// `print` writes through putchar into a buffer that the runner (run.mjs) reads from memory after
// `main` returns.

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

static char output[1 << 20];
static size_t length;

/// Embedded Swift's `print` writes each byte with putchar; bytes past the buffer are counted, not
/// kept, so that the runner can say that the output was cut.
int putchar(int c) {
  if (length < sizeof output) output[length] = (char)c;
  length++;
  return c;
}

__attribute__((export_name("smoke_output"))) const char *smoke_output(void) { return output; }

__attribute__((export_name("smoke_output_length"))) size_t smoke_output_length(void) {
  return length;
}

__attribute__((export_name("smoke_output_capacity"))) size_t smoke_output_capacity(void) {
  return sizeof output;
}
