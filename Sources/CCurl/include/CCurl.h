// Typed wrappers for libcurl's variadic entry points (curl_easy_setopt, curl_easy_getinfo,
// curl_share_setopt), which Swift cannot call.
#ifndef QIITA_CCURL_H
#define QIITA_CCURL_H

#include <curl/curl.h>

typedef size_t (*qiita_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*qiita_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);
typedef void (*qiita_curl_lock_callback)(CURL *handle, curl_lock_data data, curl_lock_access access, void *context);
typedef void (*qiita_curl_unlock_callback)(CURL *handle, curl_lock_data data, void *context);

CURLcode qiita_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode qiita_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode qiita_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode qiita_curl_setopt_write_callback(CURL *handle, qiita_curl_data_callback callback);
CURLcode qiita_curl_setopt_header_callback(CURL *handle, qiita_curl_data_callback callback);
CURLcode qiita_curl_setopt_progress_callback(CURL *handle, qiita_curl_progress_callback callback);
CURLcode qiita_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);

CURLSHcode qiita_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value);
CURLSHcode qiita_curl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value);
CURLSHcode qiita_curl_share_setopt_lock(CURLSH *share, qiita_curl_lock_callback callback);
CURLSHcode qiita_curl_share_setopt_unlock(CURLSH *share, qiita_curl_unlock_callback callback);

#endif
