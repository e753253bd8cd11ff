#!/usr/bin/env bash
# The reader guard of issue 16: with 10,000 items loaded, the median time from a key to its frame
# written is at most 2 ms for every kind of key (bench/reader-benchmark drives the real reader
# against an in-process fake server). A floor to keep, not a target. Exits 0 when it holds, 1 when
# it does not, 2 when it cannot measure.
#
# Usage: bench/reader.sh [reader-benchmark options: --items N --columns N --rows N --presses N]
# Environment: SKIP_BUILD=1 runs the release binary already built (make release).
set -uo pipefail

fail() { echo "reader.sh: $*" >&2; exit 2; }

cd "$(dirname "$0")/.." || exit 2
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    make -s release >&2 || fail "the release build failed"
fi
benchmark=.build/release/reader-benchmark
[[ -x "$benchmark" ]] || fail "no release binary at $benchmark (make release)"

echo "reader guard — $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
"$benchmark" --max-median-ms 2 "$@"
