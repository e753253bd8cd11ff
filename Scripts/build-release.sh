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
# linker flag), so a binary is linked again when the list changes (the stamp at the end). Without lld
# the default linker is used, with a warning.
#
# libgcc is linked in as well (`-static-libgcc`): libgcc_s.so was one library more to load before
# main, and its constructor asked the processor for its features with `cpuid`, which traps to the
# hypervisor in a VM. (glibc still opens libgcc_s on demand for a thread that is cancelled.) With
# the packed relocations below and CJSONScan's own `cpuid` constructor gone, `qiita --version`
# went from 3.1 to 2.4 ms (hyperfine, 300 runs each) and libcurl starts loading 0.2 ms sooner.
#
# The program's relative relocations (~45,000; ~69,000 with libcurl linked in) are packed (`-z
# pack-relative-relocs`, DT_RELR; with lld only) when the C library reads them (glibc 2.36 and
# later, Debian 12's): their table went from 1 MB, read from disk and mapped at every start, to
# 9 kB (17 kB with libcurl). `qiita items --per-page 100
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
# The toolchain's own clang and lld, beside swift.
toolchain_clang=${resources:+$resources/../../bin/clang}
archive=""
for compiler in "$toolchain_clang" clang cc; do
    [ -n "$compiler" ] || continue
    candidate=$("$compiler" -print-file-name=libstdc++.a 2>/dev/null) || continue
    if [ -f "$candidate" ]; then
        archive=$candidate
        break
    fi
done
static_libraries="$PWD/.build/static-libraries"
# Every file the link reads that SwiftPM does not track, for the stamp below.
link_inputs=""
if [ -n "$archive" ]; then
    mkdir -p "$static_libraries"
    ln -sf "$archive" "$static_libraries/libstdc++.a"
    link_inputs="$archive"
    # cmark-gfm's archives (libcmark-gfm-dev) the same way: two libraries fewer to load at
    # every start, and only `render`, `item` and the reader use them.
    for library in libcmark-gfm.a libcmark-gfm-extensions.a; do
        rm -f "$static_libraries/$library"
        candidate=$("$compiler" -print-file-name="$library" 2>/dev/null) || continue
        if [ -f "$candidate" ]; then
            ln -sf "$candidate" "$static_libraries/$library"
            link_inputs="$link_inputs $candidate"
        fi
    done
else
    echo "build-release.sh: no libstdc++.a found (libstdc++-12-dev); linking libstdc++.so, which slows every start by ~1.5 ms" >&2
fi

# The toolchain's lld, for the functions' order.
lld=""
if [ -n "$resources" ] && [ -x "$resources/../../bin/ld.lld" ]; then
    lld="$resources/../../bin/ld.lld"
else
    echo "build-release.sh: the toolchain has no ld.lld; linking with the default linker, without Scripts/qiita.order's function order or libcurl linked in" >&2
fi
order=Scripts/qiita.order

# libcurl, linked in from Debian's archives of it and of the libraries it was built with (the
# -dev packages Scripts/install-deps.sh installs), when the toolchain has lld and a probe program
# links against them and runs (Scripts/curl-link-probe.c). Otherwise qiita loads libcurl.so.4 at
# run time (Sources/CCurl), with a warning. Loading libcurl's ~30 shared libraries took ~4.5 ms
# on another core and held up every request by ~3 ms: `qiita items --per-page 100 --json`
# 13.21 -> 10.11 ms (curl 9.49), medians of 150 interleaved runs. Commands that send no request
# start ~1.4 ms slower (`qiita --version` 2.5 -> 3.9 ms): the archives' data is relocated, and
# OpenSSL's, GnuTLS's and nettle's constructors (`cpuid` for the processor's features, GnuTLS's
# ASN.1 trees) run at every start. Three libraries are linked as shared ones, loaded at exec:
# Kerberos' GSSAPI and p11-kit, of which Debian ships no archive, and SASL, whose archive would
# bring Berkeley DB and SQLite (libcurl4 needs all three, directly or through its dependencies,
# so they are wherever libcurl is).
#
# The archives' code is then part of qiita's binary: a security update of OpenSSL, libcurl or
# another of them reaches qiita when it is built again (`make release`; see the stamp below).
curl_archives="libcurl.a libnghttp2.a libidn2.a librtmp.a libssh2.a libpsl.a libssl.a libcrypto.a libldap.a liblber.a
    libzstd.a libbrotlidec.a libbrotlicommon.a libz.a libgnutls.a libhogweed.a libnettle.a libgmp.a libtasn1.a libunistring.a"
curl_shared="libgssapi_krb5.so.2 libsasl2.so.2 libp11-kit.so.0"
curl_linked=""
clang=$toolchain_clang
instead="qiita will load libcurl.so.4 at run time, ~3 ms slower a request"
if [ -n "$lld" ] && [ ! -x "$clang" ]; then
    echo "build-release.sh: the toolchain has ld.lld but no clang to probe libcurl's archives with; $instead" >&2
elif [ -n "$lld" ]; then
    curl_links=""
    paths=""
    missing=""
    for library in $curl_archives; do
        path=$("$clang" -print-file-name="$library" 2>/dev/null) || path=""
        if [ -f "$path" ]; then paths="$paths $path"; else missing="$missing $library"; fi
        curl_links="$curl_links -l:$library"
    done
    curl_links="$curl_links -Wl,--as-needed"
    for library in $curl_shared; do curl_links="$curl_links -l:$library"; done
    # Built under .build (a temporary folder may be mounted noexec) and left there.
    probe=.build/curl-link-probe
    mkdir -p "$probe"
    # shellcheck disable=SC2086 # $curl_links: one word a flag
    if [ -n "$missing" ]; then
        echo "build-release.sh: no$missing (Scripts/install-deps.sh installs them); $instead" >&2
    elif ! "$clang" -fuse-ld=lld Scripts/curl-link-probe.c -o "$probe/probe" $curl_links >"$probe/log" 2>&1; then
        echo "build-release.sh: libcurl's archives do not link here ($(grep -m 1 error "$probe/log")); $instead" >&2
    elif ! "$probe/probe"; then
        echo "build-release.sh: libcurl linked from its archives fails to start or has no TLS (Scripts/curl-link-probe.c); $instead" >&2
    else
        curl_linked=yes
        link_inputs="$link_inputs$paths"
    fi
fi

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
if [ -n "$lld" ]; then
    set -- "$@" -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xswiftc -use-ld=lld
    if [ -f "$order" ]; then
        set -- "$@" -Xlinker "--symbol-ordering-file=$PWD/$order" -Xlinker --no-warn-symbol-ordering
        link_inputs="$link_inputs $order"
    fi
fi

if [ -n "$curl_linked" ]; then
    set -- "$@" -Xcc -DQIITA_CURL_LINKED
    for flag in $curl_links; do set -- "$@" -Xlinker "${flag#-Wl,}"; done
    set -- "$@" -Xlinker --no-as-needed
fi

# The link's untracked inputs (the archives linked in and the function order), with their sizes
# and times, noted beside each binary: SwiftPM links again only when a source changes, so a
# binary is removed (and linked again) when the list differs, as after a security update of an
# archive or a new order. (dpkg gives a file its package's time, which may be older than the
# binary: times are compared for equality, not order.)
stamp_text=""
# shellcheck disable=SC2086 # one word a path
if [ -n "$link_inputs" ]; then stamp_text=$(stat -L -c '%n %s %Y' $link_inputs); fi

for product in $products; do
    binary=.build/release/$product
    stamp=$binary.link-inputs
    if [ "$(cat "$stamp" 2>/dev/null)" != "$stamp_text" ]; then rm -f "$binary"; fi
    # shellcheck disable=SC2086 # $swift may be a command with arguments
    $swift build "$@" --product "$product"
    printf '%s\n' "$stamp_text" >"$stamp"
done
