# Sourced by the benchmarks that run against the fake server (api.sh, library.sh), after they
# set `bench` to their name and cd to the repository. `fail` exits 2 (cannot measure);
# `bench_setup` makes the scratch folder `tmp` (removed on exit with every server started), an
# environment that cannot change what is measured, and the release build (unless SKIP_BUILD=1);
# `start_server` starts a fake server.

fail() { echo "$bench: $*" >&2; exit 2; }

bench_setup() {
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/qiita-bench.XXXXXX")
    servers=()
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    trap 'echo "$bench: failed at line $LINENO: $BASH_COMMAND" >&2; exit 2' ERR
    # Nothing from the caller may change what is measured: no token, no proxy, no base URL; the
    # rate ledger and the local library are the run's own.
    unset QIITA_TOKEN QIITA_ACCESS_TOKEN QIITA_BASE_URL http_proxy HTTP_PROXY https_proxy HTTPS_PROXY all_proxy ALL_PROXY
    export XDG_STATE_HOME="$tmp/state" XDG_DATA_HOME="$tmp/data"
    if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
        echo "… make release" >&2
        make -s release >"$tmp/build.log" 2>&1 || { tail -n 30 "$tmp/build.log" >&2; fail "the release build failed"; }
    fi
    qiita=.build/release/qiita
    fake_server=.build/release/qiita-fake-server
    [[ -x "$qiita" && -x "$fake_server" ]] || fail "no release binaries in .build/release (make release)"
}

cleanup() {
    for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$tmp"
}

# start_server NAME OPTION…: starts a fake server on a free port of 127.0.0.1, with a rate limit
# no benchmark reaches; sets `url` to the base URL it prints first.
start_server() {
    local log="$tmp/$1.log"
    shift
    "$fake_server" --port 0 --rate-limit 1000000 "$@" >"$log" 2>&1 &
    servers+=($!)
    for _ in $(seq 1 600); do
        url=$(head -n 1 "$log")
        [[ "$url" == http://127.0.0.1:* ]] && return 0
        sleep 0.1
    done
    fail "the fake server printed no URL: $(head -c 500 "$log")"
}
