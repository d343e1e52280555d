// The platform's C library for Kinetic's core, which imports neither Foundation nor a platform
// module (Glibc, Darwin, …): the maths (sin, exp, atan2, …) and the few POSIX calls that read a
// spec file. These headers exist on every platform Kinetic builds for, Glibc, Musl, Darwin and
// WASI alike; the Embedded Swift build for WebAssembly takes them from wasi-libc.
#ifndef KINETIC_C_LIBC_H
#define KINETIC_C_LIBC_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

/// open(2) without its variadic mode argument (Swift cannot call a variadic function).
static inline int kinetic_open(const char *path, int flags) { return open(path, flags); }

/// The calling thread's errno (a macro, which Swift cannot read).
static inline int kinetic_errno(void) { return errno; }

// The flag, mode mask and errno values Kinetic reads, under names Swift can import on every C
// library: wasi-libc spells them as casts and calls (`(UINT16_C(2))`), which Swift cannot.
static const int kinetic_o_nonblock = O_NONBLOCK;
static const mode_t kinetic_s_ifmt = S_IFMT;
static const int kinetic_eacces = EACCES;
static const int kinetic_eperm = EPERM;
static const int kinetic_enoent = ENOENT;
static const int kinetic_eisdir = EISDIR;
static const int kinetic_enotdir = ENOTDIR;
static const int kinetic_eintr = EINTR;

/// realpath(3) into memory to free, or NULL when nothing is at `path`. WASI has no absolute
/// paths and no realpath: there nothing is found, which refuses a file rather than risk one
/// outside the folder it must stay in.
static inline char *kinetic_realpath(const char *path) {
#ifdef __wasi__
  (void)path;
  return NULL;
#else
  return realpath(path, NULL);
#endif
}

#endif
