// What the web module needs beyond Embedded/Support/wasm-runtime.c: Embedded Swift writes a
// fatal error's message through putchar, and a page has no standard output, so the bytes are
// dropped (the trap that follows is what the page sees).

int putchar(int c) { return c; }
