#!/bin/sh
# Installs the Debian packages that the build, the tests and the benchmarks use, when any is
# missing. With every package present it does nothing (no sudo, no apt-get). It installs as root,
# or through sudo when sudo needs no password; otherwise it names the missing packages, prints the
# command that installs them, and fails.
set -eu

# Build: libcurl (HTTP), cmark-gfm (markdown), libxml2 (HTML inside articles), zlib (the fake server's gzip), SQLite (the local
# library), pkg-config (finds them for SwiftPM). Tests: less (the pager), tmux (the reader's
# end-to-end tests), curl. Benchmarks: cmark-gfm, ripgrep, GNU time.
packages="libcurl4-openssl-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2-dev zlib1g-dev libsqlite3-dev pkg-config sqlite3"
packages="$packages less tmux curl cmark-gfm ripgrep time"

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-deps.sh: no dpkg-query: this is not Debian or Ubuntu; install the equivalents of: $packages" >&2
    exit 1
fi

missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -n "$missing" ] || exit 0

if [ "$(id -u)" -eq 0 ]; then
    sudo=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo="sudo -n"
else
    echo "install-deps.sh: missing Debian packages:$missing" >&2
    echo "sudo apt-get install$missing" >&2
    exit 1
fi

echo "install-deps.sh: installing$missing"
# shellcheck disable=SC2086 # $sudo is a command with an option or nothing; $missing one word a package
{
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
}
