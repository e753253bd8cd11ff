// libcurl's headers (libcurl4-openssl-dev). The module names no library to link: release builds
// link libcurl's archives in (Scripts/build-release.sh), and other builds load libcurl.so.4 at run
// time (Sources/CCurl, the typed wrappers Swift calls instead of libcurl's variadic functions).
#ifndef QIITA_CLIBCURL_SHIM_H
#define QIITA_CLIBCURL_SHIM_H

#include <curl/curl.h>

#endif
