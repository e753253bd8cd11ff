#include "CJSONScan.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Whether the quote at `position` is escaped: an odd run of backslashes before it, back to
/// the string's start. (Rare and short: looked at only for quotes.)
static int is_escaped(const unsigned char *bytes, long position) {
    long backslashes = 0;
    while (position - backslashes - 1 >= 0 && bytes[position - backslashes - 1] == '\\') backslashes++;
    return backslashes % 2 == 1;
}

long qiita_json_string_end(const unsigned char *bytes, long count, int *escaped) {
    long index = 0;
    int backslash_seen = 0;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    while (index + 16 <= count) {
        __m128i block = _mm_loadu_si128((const __m128i *)(bytes + index));
        unsigned quotes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, quote));
        unsigned backslashes = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(block, backslash));
        while (quotes != 0) {
            int bit = __builtin_ctz(quotes);
            if (!is_escaped(bytes, index + bit)) {
                *escaped = backslash_seen || (backslashes & ((1u << bit) - 1)) != 0;
                return index + bit;
            }
            quotes &= quotes - 1;
        }
        backslash_seen |= backslashes != 0;
        index += 16;
    }
#endif
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
