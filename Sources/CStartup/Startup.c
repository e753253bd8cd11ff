// What `qiita` does before Swift's `main`: the allocator's settings, and, for an invocation that
// may send a request, the program's data pages made its own and libcurl set loading on another
// core.
//
// Loading libcurl and its ~30 libraries takes 5–7 ms (CCurl.h), and this constructor runs ~1 ms before a
// Swift thread could start the load. Swift's `main` then parses the arguments on the main
// thread: glibc's dlopen holds the lock a new thread needs while it loads, so the pool's first
// thread, started after the parse, waits for the load rather than the parse for the thread.
// Where release builds link libcurl in, only curl_global_init runs beside the parse (and beside
// the constructors that run after this one, GnuTLS's and nettle's, which share nothing with it):
// `qiita items --per-page 100 --json` 10.84 -> 10.45 ms against starting it with the first
// request (curl 9.97), medians of 300 interleaved runs.
#include <CCurl.h>
#include <CInvocation.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14
#endif

// The executable's `.data` and `.bss`: `__data_start` is glibc's (crt1), `_end` the linker's.
// (The writable segment also holds `.rodata` from Swift's objects, which nothing writes.)
extern char __data_start[], _end[];

// Makes the executable's own data and bss private pages now, while this is the only thread.
//
// A page of them is first mapped read-only (the file's page, or the zero page) and copied when
// first written: Swift's metadata caches, once-tokens and witness tables are written all through
// a run. Once another thread of the process runs on the other CPU, each such copy must flush
// that CPU's TLB, by an interrupt it waits for: expensive in a VM (a C test: loading libcurl
// took 4.7 ms alone and 7.9 ms beside a thread busy on the other CPU, for ~100 interrupts).
// ~45 of them were sent from these pages per run (`perf record -e tlb:tlb_flush`, "remote IPI
// send"); the load's own copies and mprotects still send ~140, while the arguments are parsed.
// Populating the ~200 pages here costs ~0.2 ms on one thread and none of those interrupts:
// `qiita items --per-page 100 --json` 19.02 -> 18.40 ms (curl 12.39), medians of 200
// interleaved runs. The kernel's fault-around is why pages are read-mapped before their write.
static void populate_data(void) {
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t start = (uintptr_t)__data_start & ~(page - 1);
    uintptr_t end = ((uintptr_t)_end + page - 1) & ~(page - 1);
    // Before Linux 5.14 this fails (EINVAL) and the pages are copied on demand, as before.
    if (end > start) (void)madvise((void *)start, end - start, MADV_POPULATE_WRITE);
}

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
    // Nor is the heap's top given back after every page: each return of it flushes the TLB of
    // every CPU running a thread of the process (see populate_data), as each unmapped buffer does.
    // Up to 8 MB stays, reused by the next page, so the peak is unchanged.
    mallopt(M_TRIM_THRESHOLD, 8 << 20);
    if (argc < 1) return;  // no program name: a program started oddly, left to load on demand
    int on_terminal = isatty(0) && isatty(1);
    if (qiita_may_send_requests(argc - 1, (const char *const *)argv + 1, on_terminal)) {
        populate_data();
        qiita_curl_preload();
    }
}
