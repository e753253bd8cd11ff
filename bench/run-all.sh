#!/usr/bin/env bash
# `make bench`: every benchmark in bench/, each checking its guards, even when an earlier one
# fails. Builds the release binaries once (make release) unless SKIP_BUILD=1.
# Exits 0 when every guard holds, 1 when one does not, 2 when a benchmark could not run.
set -uo pipefail

cd "$(dirname "$0")/.." || exit 2
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    make -s release >&2 || { echo "run-all.sh: the release build failed" >&2; exit 2; }
fi

worst=0
summary=()
for script in bench/api.sh bench/render.sh bench/reader.sh bench/library.sh; do
    echo "=== $script"
    SKIP_BUILD=1 "$script"
    status=$?
    ((status < 128)) || exit "$status" # interrupted
    case $status in
    0) summary+=("$script: every guard holds") ;;
    1) summary+=("$script: a guard does not hold") ;;
    *)
        summary+=("$script: could not run (exit $status)")
        status=2
        ;;
    esac
    ((status > worst)) && worst=$status
    echo
done

echo "=== summary"
printf '%s\n' "${summary[@]}"
exit "$worst"
