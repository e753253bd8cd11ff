#!/usr/bin/env bash
# The reader benchmark of issue 4, run on the real reader against an in-process fake server:
#   1. with 10,000 items loaded, the time from a key to its frame written, per kind of key
#      (j, k, Space, G, g, a one-row scroll at the bottom edge, Ctrl-L): median, p90, p99;
#      target: every kind's median ≤ 2 ms;
#   2. the bytes of a one-row scroll against a full repaint (Ctrl-L); target: ratio ≤ 0.25.
# Builds bench/reader-benchmark in release, runs it, prints the figures and the machine's load,
# and exits 1 when a target is missed, 2 when it cannot measure.
#
# Usage: bench/reader.sh [reader-benchmark options, e.g. --presses 2000 --columns 200 --rows 60]
# Environment:
#   SKIP_BUILD=1  use the release binary already in .build (it is built if it is not there)
set -uo pipefail

# The issue's targets.
readonly MEDIAN_TARGET_MS=2
readonly SCROLL_RATIO_TARGET=0.25

fail() { echo "reader.sh: $*" >&2; exit 2; }

cd "$(dirname "$0")/.." || exit 2
command -v swift >/dev/null || fail "swift is not installed"

bin=$(swift build -c release --show-bin-path 2>/dev/null) || fail "swift build --show-bin-path failed"
if [[ "${SKIP_BUILD:-0}" != 1 || ! -x "$bin/reader-benchmark" ]]; then
    echo "… building reader-benchmark (Scripts/build-release.sh reader-benchmark)" >&2
    log=$(mktemp "${TMPDIR:-/tmp}/reader-bench-build.XXXXXX") || fail "mktemp failed"
    if ! Scripts/build-release.sh reader-benchmark >"$log" 2>&1; then
        tail -n 30 "$log" >&2
        rm -f "$log"
        fail "the release build of reader-benchmark failed"
    fi
    rm -f "$log"
fi

echo "machine: $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/reader-benchmark" --max-median-ms "$MEDIAN_TARGET_MS" --max-scroll-ratio "$SCROLL_RATIO_TARGET" "$@"
status=$?
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
