#include "CJSONScan.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
// glibc's record of the processor's features (glibc 2.33 and later), read by ld.so at every
// start. libgcc's `__builtin_cpu_supports` reads them again with `cpuid`, from a constructor of
// its own that runs before main; `cpuid` traps to the hypervisor in a VM (~4.5 µs each here).
#if __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h>
#define QIITA_HAS_AVX2() CPU_FEATURE_ACTIVE(AVX2)
#else
#define QIITA_HAS_AVX2() __builtin_cpu_supports("avx2")
#endif
#endif

/// Whether the quote at `position` is escaped: an odd run of backslashes before it, back to
/// the string's start. (Rare and short: looked at only for quotes.)
static int is_escaped(const unsigned char *bytes, long position) {
    long backslashes = 0;
    while (position - backslashes - 1 >= 0 && bytes[position - backslashes - 1] == '\\') backslashes++;
    return backslashes % 2 == 1;
}

/// The end of the string within one block of bytes from `index`, given the block's quote and
/// backslash bits (lowest bit first), or -1; either way `*backslash_seen` notes the block's
/// backslashes before the end.
static inline long end_in_block(const unsigned char *bytes, long index, unsigned quotes, unsigned backslashes,
                                int *backslash_seen) {
    for (; quotes != 0; quotes &= quotes - 1) {
        int bit = __builtin_ctz(quotes);
        if (!is_escaped(bytes, index + bit)) {
            *backslash_seen |= (backslashes & ((1u << bit) - 1)) != 0;
            return index + bit;
        }
    }
    *backslash_seen |= backslashes != 0;
    return -1;
}

/// Quote to quote with memchr (vectorized by the C library on every architecture), looking back
/// for backslashes only at quotes: what processors without SSE2 run.
long qiita_json_string_end_memchr(const unsigned char *bytes, long count, int *escaped) {
    int backslash_seen = 0;
    long index = 0;
    while (index < count) {
        const unsigned char *quote = memchr(bytes + index, '"', (size_t)(count - index));
        long end = quote ? quote - bytes : count;
        if (!backslash_seen && memchr(bytes + index, '\\', (size_t)(end - index))) backslash_seen = 1;
        if (!quote) break;
        if (!is_escaped(bytes, end)) {
            *escaped = backslash_seen;
            return end;
        }
        index = end + 1;
    }
    *escaped = backslash_seen;
    return -1;
}

/// The rest of the scan from `index`, a byte at a time.
static long finish_scan(const unsigned char *bytes, long index, long count, int backslash_seen, int *escaped) {
    for (; index < count; index++) {
        if (bytes[index] == '\\') {
            backslash_seen = 1;
        } else if (bytes[index] == '"' && !is_escaped(bytes, index)) {
            *escaped = backslash_seen;
            return index;
        }
    }
    *escaped = backslash_seen;
    return -1;
}

#if defined(__x86_64__)
/// 32 bytes at a time, on processors with AVX2 (checked once, below).
__attribute__((target("avx2"))) static long scan_avx2(const unsigned char *bytes, long count, int *escaped) {
    const __m256i quote = _mm256_set1_epi8('"');
    const __m256i backslash = _mm256_set1_epi8('\\');
    long index = 0;
    int backslash_seen = 0;
    while (index + 32 <= count) {
        __m256i block = _mm256_loadu_si256((const __m256i *)(bytes + index));
        unsigned quotes = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, quote));
        unsigned backslashes = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, backslash));
        long end = end_in_block(bytes, index, quotes, backslashes, &backslash_seen);
        if (end >= 0) {
            *escaped = backslash_seen;
            return end;
        }
        index += 32;
    }
    return finish_scan(bytes, index, count, backslash_seen, escaped);
}

/// 16 bytes at a time: SSE2 is in every x86-64 processor.
long qiita_json_string_end_16(const unsigned char *bytes, long count, int *escaped) {
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    long index = 0;
    int backslash_seen = 0;
    while (index + 16 <= count) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
        unsigned quotes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, quote));
        unsigned backslashes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, backslash));
        long end = end_in_block(bytes, index, quotes, backslashes, &backslash_seen);
        if (end >= 0) {
            *escaped = backslash_seen;
            return end;
        }
        index += 16;
    }
    return finish_scan(bytes, index, count, backslash_seen, escaped);
}
#else
long qiita_json_string_end_16(const unsigned char *bytes, long count, int *escaped) {
    return qiita_json_string_end_memchr(bytes, count, escaped);
}
#endif

long qiita_json_string_end(const unsigned char *bytes, long count, int *escaped) {
#if defined(__x86_64__)
    // Asked once (a call into libc), then kept: 0 unknown, 1 no, 2 yes. Threads that race on
    // the first call store the same answer.
    static int avx2 = 0;
    int known = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (known == 0) {
        known = QIITA_HAS_AVX2() ? 2 : 1;
        __atomic_store_n(&avx2, known, __ATOMIC_RELAXED);
    }
    if (known == 2) return scan_avx2(bytes, count, escaped);
#endif
    return qiita_json_string_end_16(bytes, count, escaped);
}
