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

for product in "$@"; do
    # shellcheck disable=SC2086 # $swift may be a command with arguments
    if [ -n "$archive" ]; then
        $swift build -c release -Xswiftc -static-stdlib -Xlinker "-L$static_libraries" --product "$product"
    else
        $swift build -c release -Xswiftc -static-stdlib --product "$product"
    fi
done
