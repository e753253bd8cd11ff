#!/bin/sh
# `make demo`: the reader against the bundled fake Qiita on 127.0.0.1, no network needed.
# Usage: Scripts/demo.sh BIN_DIR (the folder with the release qiita and qiita-fake-server).
set -eu
bin="${1:-.build/release}"
log="$(mktemp -t qiita-demo.XXXXXX)"
# The demo's rate figures and articles belong to a throwaway server: keep them out of the user's
# ledger and library.
XDG_STATE_HOME="$(mktemp -d -t qiita-demo-state.XXXXXX)"
XDG_DATA_HOME="$(mktemp -d -t qiita-demo-data.XXXXXX)"
export XDG_STATE_HOME XDG_DATA_HOME
"$bin/qiita-fake-server" --port 0 --items 2000 --users 40 --seed 2026 --newest now \
    --token demo-token-0123456789abcdef=alice >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$log" "$XDG_STATE_HOME" "$XDG_DATA_HOME"' EXIT INT TERM
url=""
for _ in $(seq 1 100); do
    url="$(head -n 1 "$log" 2>/dev/null || true)"
    case "$url" in http://*) break ;; esac
    sleep 0.05
done
case "$url" in
http://*) ;;
*) echo "qiita demo: the fake server did not start:" >&2; cat "$log" >&2; exit 1 ;;
esac
echo "Fake Qiita at $url (signed in as @alice). In the reader, Tab goes through the feeds, ? shows the keys; q goes back, Q quits."
if [ -t 0 ] && [ -t 1 ]; then
    QIITA_BASE_URL="$url" QIITA_TOKEN=demo-token-0123456789abcdef "$bin/qiita"
else
    # Not on a terminal (CI, a pipe): show the scriptable side instead.
    QIITA_BASE_URL="$url" "$bin/qiita" items --per-page 10
fi
