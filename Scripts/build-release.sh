#!/bin/sh
# Builds release products with the flags we ship (the Swift runtime linked in statically).
# Every release build goes through here (`make release`, `make man`, the benchmarks), so the
# flags never differ between them and SwiftPM never rebuilds everything for a flag change.
#
# The C++ library the Swift runtime uses is linked in too. The toolchain names it with a plain
# `-lstdc++`, which finds libstdc++.so in the compiler's folder; a folder holding only the
# archive, searched first, makes the same flag find libstdc++.a. Loading libstdc++.so took
# about 1.5 ms of every run (`qiita --version`: 6.6 → 5.1 ms, medians of 100 interleaved
# runs). Without the archive, the shared library is used, with a warning. cmark-gfm's two
# archives are linked in the same way when they are there (`qiita --version` 5.2 -> 4.5 ms).
#
# With the toolchain's lld (every swift.org toolchain has one), the link places the functions
# everyday commands run next to each other, as listed in Scripts/qiita.order
# (Scripts/generate-link-order.py writes it; the functions are compiled into sections of their
# own for that): `qiita items --per-page 100 --json` 17.59 → 16.79 ms (curl 11.27), medians of
# 200 interleaved runs, and ~2 MB less resident. SwiftPM does not notice a new order (it is only a
# linker flag), so a binary older than the list is removed first, to be linked again. Without lld
# the default linker is used, with a warning.
#
# libgcc is linked in as well (`-static-libgcc`): libgcc_s.so was one library more to load before
# main, and its constructor asked the processor for its features with `cpuid`, which traps to the
# hypervisor in a VM. (glibc still opens libgcc_s on demand for a thread that is cancelled.) With
# the packed relocations below and CJSONScan's own `cpuid` constructor gone, `qiita --version`
# went from 3.1 to 2.4 ms (hyperfine, 300 runs each) and libcurl starts loading 0.2 ms sooner.
#
# The program's ~45,000 relative relocations are packed (`-z pack-relative-relocs`, DT_RELR; with
# lld only) when the C library reads them (glibc 2.36 and later, Debian 12's): their table goes
# from 1 MB, read from disk and mapped at every start, to 9 kB. `qiita items --per-page 100
# --json` 13.41 -> 13.16 ms (curl 9.40), medians of 250 interleaved runs. Older glibc refuses such
# a binary.
#
# Usage: Scripts/build-release.sh PRODUCT...
# Environment: SWIFT, the swift command (it may have arguments, as in the Makefile).
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: Scripts/build-release.sh PRODUCT..." >&2; exit 2; }
swift=${SWIFT:-swift}

# The archive as the toolchain's own clang finds it (wherever swift was installed from), else
# as any C compiler on PATH finds it.
# shellcheck disable=SC2086 # $swift may be a command with arguments
resources=$($swift -print-target-info 2>/dev/null | sed -n 's/.*"runtimeResourcePath": *"\([^"]*\)".*/\1/p' | head -n 1)
archive=""
for compiler in "${resources:+$resources/../../bin/clang}" clang cc; do
    [ -n "$compiler" ] || continue
    candidate=$("$compiler" -print-file-name=libstdc++.a 2>/dev/null) || continue
    if [ -f "$candidate" ]; then
        archive=$candidate
        break
    fi
done
static_libraries="$PWD/.build/static-libraries"
if [ -n "$archive" ]; then
    mkdir -p "$static_libraries"
    ln -sf "$archive" "$static_libraries/libstdc++.a"
    # cmark-gfm's archives (libcmark-gfm-dev) the same way: two libraries fewer to load at
    # every start, and only `render`, `item` and the reader use them.
    for library in libcmark-gfm.a libcmark-gfm-extensions.a; do
        rm -f "$static_libraries/$library"
        candidate=$("$compiler" -print-file-name="$library" 2>/dev/null) || continue
        if [ -f "$candidate" ]; then ln -sf "$candidate" "$static_libraries/$library"; fi
    done
else
    echo "build-release.sh: no libstdc++.a found (libstdc++-12-dev); linking libstdc++.so, which slows every start by ~1.5 ms" >&2
fi

# The toolchain's lld, for the functions' order.
lld=""
if [ -n "$resources" ] && [ -x "$resources/../../bin/ld.lld" ]; then
    lld="$resources/../../bin/ld.lld"
else
    echo "build-release.sh: the toolchain has no ld.lld; linking with the default linker, without Scripts/qiita.order's function order" >&2
fi
order=Scripts/qiita.order

# DT_RELR where the C library reads it: glibc 2.36 and later.
relr=""
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
if [ -n "$glibc" ]; then
    major=${glibc% *}
    minor=${glibc#* }
    if [ "$major" -gt 2 ] || { [ "$major" -eq 2 ] && [ "$minor" -ge 36 ]; }; then relr=yes; fi
fi

# The products, before the positional parameters become the build's flags (the same for each).
products=$*
# No `$ORIGIN` run path: the Swift runtime is linked in, and with one the loader looked for libc,
# libm and libgcc_s in the binary's folder and its hardware-capability subfolders first (~30
# failed opens and stats at every start; `qiita --version` 3.58 -> 3.11 ms, medians of 150
# interleaved runs).
set -- -c release -Xswiftc -static-stdlib --disable-local-rpath -Xswiftc -Xclang-linker -Xswiftc -static-libgcc
# gold, the toolchain's default linker, does not know the option.
if [ -n "$relr" ] && [ -n "$lld" ]; then set -- "$@" -Xlinker -z -Xlinker pack-relative-relocs; fi
if [ -n "$archive" ]; then set -- "$@" -Xlinker "-L$static_libraries"; fi
ordered=""
if [ -n "$lld" ]; then
    set -- "$@" -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xswiftc -use-ld=lld
    if [ -f "$order" ]; then
        set -- "$@" -Xlinker "--symbol-ordering-file=$PWD/$order" -Xlinker --no-warn-symbol-ordering
        ordered=yes
    fi
fi

for product in $products; do
    # Linked again when the order is newer than the binary.
    binary=.build/release/$product
    if [ -n "$ordered" ] && [ -f "$binary" ] && [ "$order" -nt "$binary" ]; then rm -f "$binary"; fi
    # shellcheck disable=SC2086 # $swift may be a command with arguments
    $swift build "$@" --product "$product"
done
