// What `qiita` does before Swift's `main`: the allocator's settings, and libcurl set loading on
// another core for an invocation that may send a request.
//
// Loading libcurl and its ~30 libraries takes 5–7 ms (CCurl.h), and this constructor runs ~1 ms before a
// Swift thread could start the load. Swift's `main` then parses the arguments on the main
// thread: glibc's dlopen holds the lock a new thread needs while it loads, so the pool's first
// thread, started after the parse, waits for the load rather than the parse for the thread.
#include <CCurl.h>
#include <CInvocation.h>
#include <malloc.h>
#include <unistd.h>

// glibc calls an executable's constructors with the program's arguments.
__attribute__((constructor)) static void start(int argc, char **argv, char **environment) {
    (void)environment;
    // Downloads and decoding run on different threads; with glibc's default of an arena per
    // thread, memory freed after each page stays spread over several arenas and the peak grows
    // with the pages read. One arena keeps `--limit 10000` flat. (Set before any thread starts.)
    mallopt(M_ARENA_MAX, 1);
    // Pages of replies are megabytes each: every such buffer gets a mapping of its own, given
    // back when freed, so the peak stays that of one page however many are read. Fixing the
    // threshold also stops glibc from raising it after large frees.
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    if (argc < 1) return;  // no program name: a program started oddly, left to load on demand
    int on_terminal = isatty(0) && isatty(1);
    if (qiita_may_send_requests(argc - 1, (const char *const *)argv + 1, on_terminal)) qiita_curl_preload();
}
