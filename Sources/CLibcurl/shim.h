// libcurl's headers and library (libcurl4-openssl-dev), linked as Debian's own programs link it.
#ifndef QIITA_CLIBCURL_SHIM_H
#define QIITA_CLIBCURL_SHIM_H

#include <curl/curl.h>

#endif
