// Typed wrappers for libcurl's variadic entry points, which Swift cannot call directly.
#ifndef QIITA_CCURL_SHIM_H
#define QIITA_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*qiita_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*qiita_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);
typedef void (*qiita_curl_lock_callback)(CURL *handle, curl_lock_data data, curl_lock_access access, void *context);
typedef void (*qiita_curl_unlock_callback)(CURL *handle, curl_lock_data data, void *context);

static inline CURLcode qiita_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode qiita_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode qiita_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode qiita_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode qiita_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode qiita_curl_setopt_share(CURL *handle, CURLSH *share) {
    return curl_easy_setopt(handle, CURLOPT_SHARE, share);
}
static inline CURLcode qiita_curl_setopt_write_callback(CURL *handle, qiita_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}
static inline CURLcode qiita_curl_setopt_header_callback(CURL *handle, qiita_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}
static inline CURLcode qiita_curl_setopt_progress_callback(CURL *handle, qiita_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
static inline CURLcode qiita_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode qiita_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode qiita_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLSHcode qiita_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}
static inline CURLSHcode qiita_curl_share_setopt_lock(CURLSH *share, qiita_curl_lock_callback callback) {
    return curl_share_setopt(share, CURLSHOPT_LOCKFUNC, callback);
}
static inline CURLSHcode qiita_curl_share_setopt_unlock(CURLSH *share, qiita_curl_unlock_callback callback) {
    return curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, callback);
}
static inline CURLSHcode qiita_curl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value) {
    return curl_share_setopt(share, option, value);
}

#endif
