#!/bin/sh
# Installs the Debian packages qiita needs to build, test and benchmark, when any is missing.
# Runs apt-get only when something is missing; uses sudo when not root.
set -eu
# libcurl and the libraries it was built with: release builds link their archives in
# (Scripts/build-release.sh); the other builds load libcurl.so.4 at run time.
curl="libcurl4-openssl-dev libbrotli-dev libgmp-dev libgnutls28-dev libidn2-dev libldap-dev libnghttp2-dev libpsl-dev librtmp-dev libssh2-1-dev libssl-dev libtasn1-6-dev libunistring-dev libzstd-dev nettle-dev zlib1g-dev"
packages="$curl libcmark-gfm-dev libcmark-gfm-extensions-dev less tmux hyperfine cmark-gfm curl time"
missing=""
for package in $packages; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0
echo "Installing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $missing
