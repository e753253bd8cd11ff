// glibc's allocator tuning (mallopt), which Swift's Glibc module does not export.
#ifndef QIITA_CMALLOC_SHIM_H
#define QIITA_CMALLOC_SHIM_H
#include <malloc.h>

/// Limits glibc to `count` arenas; returns 1 on success.
static inline int qiita_limit_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}
/// Serves allocations of at least `bytes` with mmap and returns them to the system when freed;
/// fixing the threshold also stops glibc from raising it after large frees (which would move
/// later multi-megabyte buffers onto the heap, where they fragment). Returns 1 on success.
static inline int qiita_set_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
#endif
