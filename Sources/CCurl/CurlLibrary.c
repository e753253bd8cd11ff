#define _GNU_SOURCE
#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int loaded;
static int start_failed;
static char failure[512];

#ifdef QIITA_CURL_LINKED
// Release builds link libcurl and its libraries in (Scripts/build-release.sh), when the build
// machine has their archives: the wrappers below call the linked functions.
#define CURL_ENTRY(name) curl_##name

static int resolve(void) { return 1; }
#else
// libcurl's entry points, looked up once by load() and read-only after: pthread_once orders
// those writes before every read, on every thread.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_perform)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_cleanup)(CURLSH *share);
    CURLSHcode (*share_setopt)(CURLSH *share, CURLSHoption option, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;

#define CURL_ENTRY(name) curl.name

static void *symbol(void *library, const char *name) {
    void *address = dlsym(library, name);
    if (address == NULL && failure[0] == 0) {
        snprintf(failure, sizeof failure, "%s has no %s", QIITA_CURL_LIBRARY, name);
    }
    return address;
}

// Loads the shared library and looks its entry points up.
static int resolve(void) {
    // RTLD_LAZY, as at exec: libcurl and most of its dependencies are linked to bind at load
    // anyway, and the rest (Kerberos, RTMP, HTTP/2, brotli, …) bind a function when it is first
    // called, which a plain HTTP transfer mostly never does. Binding all of them here took
    // 0.6 ms longer (dlopen alone, medians of 300).
    void *library = dlopen(QIITA_CURL_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason != NULL ? reason : QIITA_CURL_LIBRARY);
        return 0;
    }
    // Casting dlsym's void * to a function pointer is what POSIX specifies for dlsym.
    curl.global_init = (CURLcode(*)(long))symbol(library, "curl_global_init");
    curl.easy_init = (CURL * (*)(void)) symbol(library, "curl_easy_init");
    curl.easy_cleanup = (void (*)(CURL *))symbol(library, "curl_easy_cleanup");
    curl.easy_reset = (void (*)(CURL *))symbol(library, "curl_easy_reset");
    curl.easy_perform = (CURLcode(*)(CURL *))symbol(library, "curl_easy_perform");
    curl.easy_strerror = (const char *(*)(CURLcode))symbol(library, "curl_easy_strerror");
    curl.easy_setopt = (CURLcode(*)(CURL *, CURLoption, ...))symbol(library, "curl_easy_setopt");
    curl.easy_getinfo = (CURLcode(*)(CURL *, CURLINFO, ...))symbol(library, "curl_easy_getinfo");
    curl.share_init = (CURLSH * (*)(void)) symbol(library, "curl_share_init");
    curl.share_cleanup = (CURLSHcode(*)(CURLSH *))symbol(library, "curl_share_cleanup");
    curl.share_setopt = (CURLSHcode(*)(CURLSH *, CURLSHoption, ...))symbol(library, "curl_share_setopt");
    curl.slist_append = (struct curl_slist * (*)(struct curl_slist *, const char *)) symbol(library, "curl_slist_append");
    curl.slist_free_all = (void (*)(struct curl_slist *))symbol(library, "curl_slist_free_all");
    return failure[0] == 0;
}
#endif

static void load(void) {
    if (!resolve()) return;
    CURLcode code = CURL_ENTRY(global_init)(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(failure, sizeof failure, "curl_global_init failed (libcurl %d)", (int)code);
        start_failed = 1;
        return;
    }
    loaded = 1;
}

int qiita_curl_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *qiita_curl_load_error(void) {
    pthread_once(&once, load);
    return loaded ? NULL : failure;
}

int qiita_curl_start_failed(void) {
    pthread_once(&once, load);
    return start_failed;
}

// What the preloading thread needs to undo its start-up placement.
struct preload_start {
    cpu_set_t allowed;  // the process's CPUs
    int restore;        // whether the thread was started on fewer
};

static void *preload(void *argument) {
    struct preload_start *start = argument;
    // Started away from the caller's CPU (see below); from here on the scheduler may move it.
    if (start->restore) (void)sched_setaffinity(0, sizeof start->allowed, &start->allowed);
    free(start);
    pthread_once(&once, load);
    return NULL;
}

void qiita_curl_preload(void) {
    struct preload_start *start = calloc(1, sizeof *start);
    if (start == NULL) return;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) {
        free(start);
        return;
    }
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    // Linux queues a new thread on its creator's CPU. The creator goes on to parse the arguments
    // there, and the thread often waited for it (up to 3 ms on two cores) while the other CPU
    // idled. So the thread starts on any of the process's CPUs but this one, and widens its
    // affinity again once running.
    int current = sched_getcpu();
    if (current >= 0 && sched_getaffinity(0, sizeof start->allowed, &start->allowed) == 0 && CPU_COUNT(&start->allowed) > 1
        && CPU_ISSET(current, &start->allowed)) {
        cpu_set_t others = start->allowed;
        CPU_CLR(current, &others);
        start->restore = pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0;
    }
    pthread_t thread;
    // When no thread can be started, the first request loads the library itself.
    if (pthread_create(&thread, &attributes, preload, start) != 0) free(start);
    pthread_attr_destroy(&attributes);
}

CURL *qiita_curl_easy_init(void) { return CURL_ENTRY(easy_init)(); }
void qiita_curl_easy_cleanup(CURL *handle) { CURL_ENTRY(easy_cleanup)(handle); }
void qiita_curl_easy_reset(CURL *handle) { CURL_ENTRY(easy_reset)(handle); }
CURLcode qiita_curl_easy_perform(CURL *handle) { return CURL_ENTRY(easy_perform)(handle); }
const char *qiita_curl_easy_strerror(CURLcode code) { return CURL_ENTRY(easy_strerror)(code); }

CURLcode qiita_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return CURL_ENTRY(easy_setopt)(handle, option, value);
}
CURLcode qiita_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return CURL_ENTRY(easy_setopt)(handle, option, value);
}
CURLcode qiita_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return CURL_ENTRY(easy_setopt)(handle, option, value);
}
CURLcode qiita_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return CURL_ENTRY(easy_setopt)(handle, option, value);
}
CURLcode qiita_curl_setopt_share(CURL *handle, CURLSH *share) {
    return CURL_ENTRY(easy_setopt)(handle, CURLOPT_SHARE, share);
}
CURLcode qiita_curl_setopt_write_callback(CURL *handle, qiita_curl_data_callback callback) {
    return CURL_ENTRY(easy_setopt)(handle, CURLOPT_WRITEFUNCTION, callback);
}
CURLcode qiita_curl_setopt_header_callback(CURL *handle, qiita_curl_data_callback callback) {
    return CURL_ENTRY(easy_setopt)(handle, CURLOPT_HEADERFUNCTION, callback);
}
CURLcode qiita_curl_setopt_progress_callback(CURL *handle, qiita_curl_progress_callback callback) {
    return CURL_ENTRY(easy_setopt)(handle, CURLOPT_XFERINFOFUNCTION, callback);
}
CURLcode qiita_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return CURL_ENTRY(easy_getinfo)(handle, info, value);
}

CURLSH *qiita_curl_share_init(void) { return CURL_ENTRY(share_init)(); }
void qiita_curl_share_cleanup(CURLSH *share) { (void)CURL_ENTRY(share_cleanup)(share); }
CURLSHcode qiita_curl_share_setopt_long(CURLSH *share, CURLSHoption option, long value) {
    return CURL_ENTRY(share_setopt)(share, option, value);
}
CURLSHcode qiita_curl_share_setopt_pointer(CURLSH *share, CURLSHoption option, void *value) {
    return CURL_ENTRY(share_setopt)(share, option, value);
}
CURLSHcode qiita_curl_share_setopt_lock(CURLSH *share, qiita_curl_lock_callback callback) {
    return CURL_ENTRY(share_setopt)(share, CURLSHOPT_LOCKFUNC, callback);
}
CURLSHcode qiita_curl_share_setopt_unlock(CURLSH *share, qiita_curl_unlock_callback callback) {
    return CURL_ENTRY(share_setopt)(share, CURLSHOPT_UNLOCKFUNC, callback);
}

struct curl_slist *qiita_curl_slist_append(struct curl_slist *list, const char *line) {
    return CURL_ENTRY(slist_append)(list, line);
}
void qiita_curl_slist_free_all(struct curl_slist *list) { CURL_ENTRY(slist_free_all)(list); }
