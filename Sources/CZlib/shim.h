// zlib, for the fake server's gzip responses. deflateInit2 is a macro; wrap it.
#ifndef QIITA_CZLIB_SHIM_H
#define QIITA_CZLIB_SHIM_H
#include <zlib.h>

static inline int qiita_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
static inline int qiita_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}
#endif
