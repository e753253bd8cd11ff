// libcurl for Swift: typed wrappers for its variadic entry points, which Swift cannot call.
//
// Release builds link libcurl and the libraries it was built with in, from Debian's archives
// (Scripts/build-release.sh defines QIITA_CURL_LINKED when the build machine has them). Other
// builds, and release builds without the archives, load libcurl.so.4 at run time: it and the ~30
// libraries it needs (TLS, HTTP/2, IDN, GSSAPI, LDAP…) take 5–7 ms to load and relocate, as much
// as everything else a listing does before its request, so the load runs on another core while
// the arguments are parsed (qiita_curl_preload, from CStartup's constructor). Linked in, there is
// nothing to load and the preload runs only curl_global_init (~0.45 ms) beside the parse.
//
// Call qiita_curl_load before any other function here; it loads the library when it is not linked
// in and runs curl_global_init, once, whichever thread gets there first.
#ifndef QIITA_CCURL_H
#define QIITA_CCURL_H

#include <curl/curl.h>
#include <stddef.h>

/// The library's file name when it is loaded at run time: the soname of Debian's libcurl4
/// (libcurl4-openssl-dev's runtime).
#define QIITA_CURL_LIBRARY "libcurl.so.4"

/// Loads libcurl (unless it is linked in) and runs curl_global_init, once per process. Returns 1
/// when libcurl is ready, 0 when it cannot be loaded or initialized (qiita_curl_load_error says
/// why). Safe from any thread.
int qiita_curl_load(void);
/// Why qiita_curl_load failed, or NULL when it did not.
const char *qiita_curl_load_error(void);
/// 1 when qiita_curl_load failed in curl_global_init, with libcurl present (always so when it is
/// linked in); 0 when libcurl could not be loaded, or did not fail.
int qiita_curl_start_failed(void);
/// Starts qiita_curl_load on a background thread and returns at once.
///
/// When libcurl is loaded at run time, glibc's dlopen holds the lock that pthread_create needs for
/// the new thread's TLS while it maps and relocates the ~30 libraries, so a thread created
/// meanwhile waits for the load to end:
/// do the work meant to run beside it on a thread that exists already (qiita's start-up,
/// Sources/CStartup, calls this before `main` and parses on the main thread).
void qiita_curl_preload(void);

typedef size_t (*qiita_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*qiita_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                            curl_off_t ultotal, curl_off_t ulnow);
typedef void (*qiita_curl_lock_callback)(CURL *handle, curl_lock_data data, curl_lock_access access, void *context);
typedef void (*qiita_curl_unlock_callback)(CURL *handle, curl_lock_data data, void *context);

// Easy handles.
CURL *qiita_curl_easy_init(void);
void qiita_curl_easy_cleanup(CURL *handle);
void qiita_curl_easy_reset(CURL *handle);
CURLcode qiita_curl_easy_perform(CURL *handle);
const char *qiita_curl_easy_strerror(CURLcode code);

CURLcode qiita_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode qiita_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode qiita_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode qiita_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode qiita_curl_setopt_share(CURL *handle, CURLSH *share);
CURLcode qiita_curl_setopt_write_callback(CURL *handle, qiita_curl_data_callback callback);
CURLcode qiita_curl_setopt_header_callback(CURL *handle, qiita_curl_data_callback callback);
CURLcode qiita_curl_setopt_progress_callback(CURL *handle, qiita_curl_progress_callback callback);
CURLcode qiita_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);

// Share handles.
CURLSH *qiita_curl_share_init(void);
void qiita_curl_share_cleanup(CURLSH *share);
CURLSHcode qiita_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value);
CURLSHcode qiita_curl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value);
CURLSHcode qiita_curl_share_setopt_lock(CURLSH *share, qiita_curl_lock_callback callback);
CURLSHcode qiita_curl_share_setopt_unlock(CURLSH *share, qiita_curl_unlock_callback callback);

// Header lists.
struct curl_slist *qiita_curl_slist_append(struct curl_slist *list, const char *line);
void qiita_curl_slist_free_all(struct curl_slist *list);

#endif
