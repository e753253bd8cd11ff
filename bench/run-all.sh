#!/usr/bin/env bash
# Runs every benchmark in bench/ (`make bench`): api.sh first, then render.sh and any later
# bench/*.sh in name order. Builds the release binaries once, then runs each script with
# SKIP_BUILD=1 so none rebuilds them. Every script runs even when an earlier one misses a target.
#
# Exits 0 when every target is met, 1 when a benchmark missed one, 2 when one could not run.
# Environment: SKIP_BUILD=1 uses the release binaries already in .build.
set -uo pipefail

cd "$(dirname "$0")/.." || exit 2

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    # The flags we ship, so the figures are those of the binaries users run.
    Scripts/build-release.sh qiita qiita-fake-server reader-benchmark >&2 || {
        echo "run-all.sh: the release build failed" >&2
        exit 2
    }
fi

scripts=(bench/api.sh)
for script in bench/*.sh; do
    case "$script" in bench/api.sh | bench/run-all.sh) continue ;; esac
    scripts+=("$script")
done

worst=0
summary=()
for script in "${scripts[@]}"; do
    echo "=== $script"
    SKIP_BUILD=1 bash "$script"
    status=$?
    ((status < 128)) || exit "$status" # interrupted: stop here
    case $status in
        0) summary+=("$script: all targets met") ;;
        1) summary+=("$script: a target missed") ;;
        *) summary+=("$script: could not run (exit $status)") ;;
    esac
    if ((status > 2)); then status=2; fi
    if ((status > worst)); then worst=$status; fi
    echo
done

echo "=== summary"
printf '%s\n' "${summary[@]}"
exit "$worst"
