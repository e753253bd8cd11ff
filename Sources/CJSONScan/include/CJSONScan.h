// The inner loop of JSON parsing, in C for the vector instructions Swift does not expose.
#ifndef QIITA_CJSONSCAN_H
#define QIITA_CJSONSCAN_H

#include <stddef.h>

/// The offset of the quote that ends a JSON string whose text starts at `bytes`, skipping
/// escaped characters (a backslash and the byte after it), or -1 when none of the `count` bytes
/// ends it. `escaped` is set to whether the text has a backslash before its end.
///
/// A page of items is mostly the text of their bodies, and rendered HTML has an escaped quote
/// every few dozen bytes: stopping only at quotes (memchr) and looking back for backslashes
/// restarted the search, a call each time. On x86-64 this looks at 32 bytes at a time (16
/// without AVX2); elsewhere it is the memchr scan below.
long qiita_json_string_end(const unsigned char *bytes, long count, int *escaped);

/// The same, 16 bytes at a time (SSE2): what x86-64 processors without AVX2 run, and what tests
/// check beside it. Elsewhere, the memchr scan.
long qiita_json_string_end_16(const unsigned char *bytes, long count, int *escaped);

/// The same from quote to quote with memchr: what processors other than x86-64 run (built and
/// tested everywhere).
long qiita_json_string_end_memchr(const unsigned char *bytes, long count, int *escaped);

#endif
