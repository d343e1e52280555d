// What the web module needs beyond Embedded/Support/wasm-runtime.c.
//
// Embedded Swift writes a fatal error's message through putchar, and a page has no standard
// output, so the bytes are dropped (the trap that follows is what the page sees).
//
// The transcendental functions the core calls come from the page's own `Math` (kinetic.js passes
// it as the module's "Math" imports) instead of wasi-libc's: the browser already has them, and
// libc's copies with their tables (argument reduction for sin and cos, log's and exp's data) were
// about 18 KB of the module. Both round to within an ulp; the machines' tolerances are far wider.

int putchar(int c) { return c; }

#define FROM_PAGE(name) __attribute__((import_module("Math"), import_name(#name)))

FROM_PAGE(sin) double page_sin(double);
FROM_PAGE(cos) double page_cos(double);
FROM_PAGE(exp) double page_exp(double);
FROM_PAGE(expm1) double page_expm1(double);
FROM_PAGE(log) double page_log(double);
FROM_PAGE(atan) double page_atan(double);
FROM_PAGE(atan2) double page_atan2(double, double);
FROM_PAGE(hypot) double page_hypot(double, double);

double sin(double x) { return page_sin(x); }
double cos(double x) { return page_cos(x); }
double exp(double x) { return page_exp(x); }
double expm1(double x) { return page_expm1(x); }
double log(double x) { return page_log(x); }
double atan(double x) { return page_atan(x); }
double atan2(double y, double x) { return page_atan2(y, x); }
double hypot(double x, double y) { return page_hypot(x, y); }
