#include "CCurl.h"

CURLcode qiita_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode qiita_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode qiita_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

CURLcode qiita_curl_setopt_write_callback(CURL *handle, qiita_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

CURLcode qiita_curl_setopt_header_callback(CURL *handle, qiita_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

CURLcode qiita_curl_setopt_progress_callback(CURL *handle, qiita_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

CURLcode qiita_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

CURLSHcode qiita_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return curl_share_setopt(share, option, value);
}

CURLSHcode qiita_curl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value) {
    return curl_share_setopt(share, option, value);
}

CURLSHcode qiita_curl_share_setopt_lock(CURLSH *share, qiita_curl_lock_callback callback) {
    return curl_share_setopt(share, CURLSHOPT_LOCKFUNC, callback);
}

CURLSHcode qiita_curl_share_setopt_unlock(CURLSH *share, qiita_curl_unlock_callback callback) {
    return curl_share_setopt(share, CURLSHOPT_UNLOCKFUNC, callback);
}
