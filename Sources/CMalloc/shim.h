// glibc's allocator tuning (mallopt), which Swift's Glibc module does not export.
#ifndef QIITA_CMALLOC_SHIM_H
#define QIITA_CMALLOC_SHIM_H
#include <malloc.h>

/// Limits glibc to `count` arenas; returns 1 on success.
static inline int qiita_limit_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}
#endif
