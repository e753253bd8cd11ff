#!/bin/sh
# Builds release products with the flags we ship (the Swift runtime linked in statically).
# Every release build goes through here (`make release`, `make man`, the benchmarks), so the
# flags never differ between them and SwiftPM never rebuilds everything for a flag change.
#
# Usage: Scripts/build-release.sh PRODUCT...
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: Scripts/build-release.sh PRODUCT..." >&2; exit 2; }
for product in "$@"; do
    ${SWIFT:-swift} build -c release -Xswiftc -static-stdlib --product "$product"
done
