#!/usr/bin/env bash
# The API/CLI benchmarks of the issue, measured in one run against the loopback fake server:
#   1. `qiita items --per-page 100 --json` against `curl -s` of the same URL: medians and ratio
#      (target: qiita ≤ 1.5× curl);
#   2. `qiita user X --limit 1000 --json id,title` against ten `curl -s` processes for the same ten
#      pages (target: qiita faster, over one TCP connection, as the fake server counts them);
#   3. the peak RSS of `qiita items --limit N --per-page 100 --json` over pages of large bodies for
#      N = 1000, 5000, 10000 (target: ≤ 64 MiB at 10,000, and flat as pages grow).
# Prints the figures, one FAIL line per missed target, and exits 1 when any is missed (so it can
# serve as a check), 2 when it cannot measure at all.
#
# Usage: bench/api.sh
# Environment:
#   SKIP_BUILD=1  measure the release binaries already in .build instead of building them first
set -Eeuo pipefail

# The issue's targets.
readonly ITEMS_RATIO_TARGET=1.5          # qiita's median ≤ this × curl's
readonly USER_RATIO_TARGET=1.0           # qiita's median < this × the curl loop's
readonly RSS_TARGET_KIB=$((64 * 1024))   # peak RSS at 10,000 items
# Hyperfine rounds and runs a round for the two time comparisons.
readonly ITEMS_ROUNDS=6 ITEMS_RUNS=20 USER_ROUNDS=4 USER_RUNS=6
# "Flat": the 10,000-item peak may exceed the 1,000-item peak (ten pages, so one page's working
# set is already in it) by this much; a page of 100 large bodies alone is ~8.5 MB of JSON.
readonly RSS_FLAT_TOLERANCE_PERCENT=15

# Corpora. Timings: bodies of Qiita's usual size, a user with ≥ 1000 public items (with two users
# the first owns about three quarters), all of it inside the fake server's 64 MB body cache so the
# warm-up runs warm it. Memory: ≥ 10,000 public items of ~20 kB markdown each (~75 kB of JSON per
# item with its rendered HTML); far past the cache, so these pages are served cold.
readonly TIMING_CORPUS=(--items 3000 --users 2 --body-size 4000)
readonly MEMORY_CORPUS=(--items 11000 --users 50 --body-size 20000)
readonly RSS_LIMITS=(1000 5000 10000)

fail() { echo "api.sh: $*" >&2; exit 2; }
progress() { echo "… $*" >&2; }

cd "$(dirname "$0")/.."
(($# == 0)) || fail "takes no arguments (SKIP_BUILD=1 skips the build)"

for tool in hyperfine curl python3 swift; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (make deps installs hyperfine and curl)"
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/qiita-bench.XXXXXX")
server_pids=()
cleanup() {
    for pid in "${server_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${server_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
# Any other failure is a failure to measure, never a missed target.
trap 'echo "api.sh: failed at line $LINENO: $BASH_COMMAND" >&2; exit 2' ERR

# Nothing from the caller's environment may change what is measured: no token (the fake server
# would refuse it), no proxy between the clients and the loopback server.
unset QIITA_TOKEN QIITA_ACCESS_TOKEN QIITA_BASE_URL http_proxy HTTP_PROXY https_proxy HTTPS_PROXY all_proxy ALL_PROXY
# The fake servers' rate figures go to a ledger of the run's own, not the user's.
export XDG_STATE_HOME="$tmp/state"

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    progress "building release binaries (Scripts/build-release.sh)"
    Scripts/build-release.sh qiita qiita-fake-server >"$tmp/build.log" 2>&1 || {
        tail -n 30 "$tmp/build.log" >&2
        fail "the release build failed"
    }
fi
bin=$(swift build -c release --show-bin-path 2>/dev/null) || fail "swift build --show-bin-path failed"
qiita="$bin/qiita"
fake_server="$bin/qiita-fake-server"
[[ -x "$qiita" && -x "$fake_server" ]] || fail "no release binaries in $bin (run without SKIP_BUILD=1)"

# Starts a fake server on a free port and sets `server_url` to the base URL it prints first.
# The server's stdout stays open on a descriptor of ours; it writes nothing after that line.
start_server() {
    local name=$1 fd
    shift
    exec {fd}< <(exec "$fake_server" --port 0 --rate-limit 1000000 "$@" 2>"$tmp/$name-server.log")
    server_pids+=($!)
    read -r -t 60 -u "$fd" server_url || fail "the fake server ($name) printed no URL: $(head -c 500 "$tmp/$name-server.log")"
    [[ "$server_url" == http://127.0.0.1:* ]] || fail "the fake server ($name) printed '$server_url', not a base URL"
}

# The value of a Python expression over the JSON in a file, bound to `j`.
json_value() {
    python3 -c 'import json, sys; j = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"
}

reset_stats() { curl -sf -X POST "$1/__fake/reset-stats" >/dev/null || fail "POST $1/__fake/reset-stats failed"; }
fetch_stats() { curl -sf "$1/__fake/stats" >"$2" || fail "GET $1/__fake/stats failed"; }

# Sets `urls` to the request URLs a qiita command sends, from its --verbose trace.
read_requested_urls() {
    "$qiita" "$@" --verbose 2>"$tmp/trace" >/dev/null || {
        cat "$tmp/trace" >&2
        fail "qiita $* failed"
    }
    mapfile -t urls < <(sed -n 's/^\* GET \([^ ]*\) → 200.*/\1/p' "$tmp/trace")
}

# alternating_rounds OUT ROUNDS RUNS COMMAND…: hyperfine ROUNDS times over the same commands, RUNS
# runs each, the order reversed every other round; OUT gets a hyperfine-shaped export whose
# medians are over every round's runs. This machine's load drifts over seconds, and one hyperfine
# run measures each command in a stretch of time of its own, so a drift read as a difference
# between commands (one page once came out 1.44× in a run where curl alone was 40 % slower than
# usual). Each round still runs one command's RUNS in a row: shorter stretches, not none.
# (bench/interleaved.py runs every command once per round, for A/B comparisons by hand.)
alternating_rounds() {
    local out=$1 rounds=$2 runs=$3 round index
    shift 3
    local commands=("$@") exports=()
    for ((round = 0; round < rounds; round++)); do
        local order=()
        for ((index = 0; index < ${#commands[@]}; index++)); do
            if ((round % 2 == 0)); then order+=("${commands[index]}"); else order=("${commands[index]}" "${order[@]}"); fi
        done
        hyperfine -N --warmup 2 --runs "$runs" --style none --output=null --export-json "$tmp/round-$round.json" \
            "${order[@]}" >/dev/null || { echo "api.sh: hyperfine failed: a measured command exited non-zero" >&2; return 1; }
        exports+=("$tmp/round-$round.json")
    done
    python3 - "$out" "${exports[@]}" <<'POOL'
import json, statistics, sys
rounds = [json.load(open(path))["results"] for path in sys.argv[2:]]
results = []
for first in rounds[0]:
    times = [t for results_of_round in rounds for r in results_of_round if r["command"] == first["command"] for t in r["times"]]
    results.append({"command": first["command"], "median": statistics.median(times), "times": times})
json.dump({"results": results}, open(sys.argv[1], "w"))
POOL
    [[ $? == 0 ]] || { echo "api.sh: pooling the rounds' times failed" >&2; return 1; }
}

# Median, in milliseconds, of benchmark `index` in a hyperfine JSON export.
median_ms() { json_value "$1" "'%.1f' % (j['results'][$2]['median'] * 1000)"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
at_most() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
below() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

# The peak resident set of one run of a command (KiB), its stdout to /dev/null; fails with it.
peak_rss_kib() {
    python3 -c '
import resource, subprocess, sys
run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
if run.returncode != 0:
    sys.exit(run.returncode)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@"
}

# judge KEY MESSAGE COMMAND…: sets verdict[KEY] to "ok" when COMMAND succeeds, else to "FAIL"
# and remembers MESSAGE as a missed target.
declare -A verdict
misses=()
judge() {
    local key=$1 message=$2
    shift 2
    if "$@"; then
        verdict[$key]=ok
    else
        verdict[$key]=FAIL
        misses+=("$message")
    fi
}

echo "qiita API benchmarks — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
# How the release build got libcurl (Scripts/build-release.sh notes the archives it linked in).
if grep -q '/libcurl\.a ' "$qiita.link-inputs" 2>/dev/null; then libcurl="libcurl linked in"; else libcurl="libcurl loaded at run time"; fi
echo "$("$qiita" --version) ($libcurl), $(curl --version | head -n 1 | cut -d' ' -f1-2), $(hyperfine --version)"

# --- 1. One page: qiita against curl -------------------------------------------------------------
start_server timing "${TIMING_CORPUS[@]}"
timing_url=$server_url
read_requested_urls items --base-url "$timing_url" --per-page 100 --json
((${#urls[@]} == 1)) || fail "qiita items --per-page 100 sent ${#urls[@]} requests, expected 1"
page_url=${urls[0]}
progress "measuring one page: qiita items --per-page 100 --json against curl -s $page_url"
alternating_rounds "$tmp/items.json" "$ITEMS_ROUNDS" "$ITEMS_RUNS" \
    "$qiita items --base-url $timing_url --per-page 100 --json" \
    "curl -s $page_url" \
    "curl -s --compressed $page_url" || fail "could not measure one page"
items_qiita=$(median_ms "$tmp/items.json" 0)
items_curl=$(median_ms "$tmp/items.json" 1)
items_curl_gzip=$(median_ms "$tmp/items.json" 2)
items_ratio=$(ratio "$items_qiita" "$items_curl")
judge items "qiita items --per-page 100 --json took ${items_ratio}× curl's median (target ≤ ${ITEMS_RATIO_TARGET}×)" \
    at_most "$items_ratio" "$ITEMS_RATIO_TARGET"

# --- 2. Ten pages: one qiita run against ten curl processes --------------------------------------
for id in $(curl -sf "$timing_url/api/v2/users?per_page=100" | python3 -c 'import json, sys; print(" ".join(u["id"] for u in json.load(sys.stdin)))'); do
    count=$(curl -sf -o /dev/null -D - "$timing_url/api/v2/users/$id/items?per_page=1" | tr -d '\r' |
        awk -F': *' 'tolower($1) == "total-count" { print $2 }')
    if ((${count:-0} > ${user_count:-0})); then user=$id user_count=$count; fi
done
((${user_count:-0} >= 1000)) || fail "no user of the timing corpus has 1000 items (most: ${user_count:-0})"
expected_urls=()
for page in $(seq 1 10); do expected_urls+=("$timing_url/api/v2/users/$user/items?page=$page&per_page=100"); done
read_requested_urls user "$user" --base-url "$timing_url" --limit 1000 --json id,title
[[ "${urls[*]}" == "${expected_urls[*]}" ]] ||
    fail "qiita user $user --limit 1000 asked for: ${urls[*]}; the curl loop fetches: ${expected_urls[*]}"
{
    echo '#!/bin/sh'
    for url in "${expected_urls[@]}"; do echo "curl -s '$url'"; done
} >"$tmp/ten-curls.sh"
chmod +x "$tmp/ten-curls.sh"
progress "measuring ten pages: qiita user $user --limit 1000 --json id,title against ten curl -s processes"
alternating_rounds "$tmp/user.json" "$USER_ROUNDS" "$USER_RUNS" \
    "$qiita user $user --base-url $timing_url --limit 1000 --json id,title" \
    "$tmp/ten-curls.sh" || fail "could not measure ten pages"
user_qiita=$(median_ms "$tmp/user.json" 0)
user_curl=$(median_ms "$tmp/user.json" 1)
user_ratio=$(ratio "$user_qiita" "$user_curl")
judge user "qiita user --limit 1000 took ${user_ratio}× the ten curls' median (target: faster, < 1.00×)" \
    below "$user_ratio" "$USER_RATIO_TARGET"

# The stats request's own connection is counted too: measure it alone, then subtract it.
reset_stats "$timing_url"
fetch_stats "$timing_url" "$tmp/stats-idle.json"
reset_stats "$timing_url"
"$qiita" user "$user" --base-url "$timing_url" --limit 1000 --json id,title >/dev/null
fetch_stats "$timing_url" "$tmp/stats-user.json"
connections=$(($(json_value "$tmp/stats-user.json" "j['connections_accepted']") - $(json_value "$tmp/stats-idle.json" "j['connections_accepted']")))
requests=$(json_value "$tmp/stats-user.json" "j['requests']")
judge connections "one qiita user --limit 1000 run opened $connections TCP connections for $requests requests (target: 1)" \
    test "$connections" -eq 1

# --- 3. Peak RSS over pages of large bodies ------------------------------------------------------
start_server memory "${MEMORY_CORPUS[@]}"
memory_url=$server_url
curl -sf -o /dev/null -D "$tmp/memory-head" "$memory_url/api/v2/items?per_page=1" || fail "GET $memory_url/api/v2/items failed"
listed=$(tr -d '\r' <"$tmp/memory-head" | awk -F': *' 'tolower($1) == "total-count" { print $2 }')
((${listed:-0} >= 10000)) || fail "the memory corpus lists ${listed:-0} items, fewer than 10000"
declare -A rss
for limit in "${RSS_LIMITS[@]}"; do
    progress "measuring the peak RSS of qiita items --limit $limit --per-page 100 --json (large bodies, cold server)"
    reset_stats "$memory_url"
    rss[$limit]=$(peak_rss_kib "$qiita" items --base-url "$memory_url" --limit "$limit" --per-page 100 --json) ||
        fail "qiita items --limit $limit failed"
    fetch_stats "$memory_url" "$tmp/stats-rss.json"
    pages=$(json_value "$tmp/stats-rss.json" "j['requests_by_route'].get('GET /api/v2/items', 0)")
    ((pages == limit / 100)) || fail "qiita items --limit $limit read $pages pages, expected $((limit / 100))"
done
judge rss "peak RSS at 10,000 items is $(mib "${rss[10000]}") MiB (target ≤ 64 MiB)" \
    test "${rss[10000]}" -le "$RSS_TARGET_KIB"
flat_ceiling=$((rss[1000] * (100 + RSS_FLAT_TOLERANCE_PERCENT) / 100))
judge flat "peak RSS grows with pages: $(mib "${rss[1000]}") MiB at 1,000 items, $(mib "${rss[10000]}") MiB at 10,000 (flat: ≤ +${RSS_FLAT_TOLERANCE_PERCENT}%)" \
    test "${rss[10000]}" -le "$flat_ceiling"

# --- Report --------------------------------------------------------------------------------------
echo
echo "1. One page of 100 items (~4 kB bodies; server warm; medians of $((ITEMS_ROUNDS * ITEMS_RUNS)) runs: $ITEMS_ROUNDS hyperfine -N rounds of $ITEMS_RUNS, order alternating)"
printf '   %-52s %8s ms\n' "qiita items --per-page 100 --json" "$items_qiita"
printf '   %-52s %8s ms\n' "curl -s (same URL)" "$items_curl"
printf '   %-52s %9s    %s\n' "ratio (target ≤ $ITEMS_RATIO_TARGET)" "${items_ratio}×" "${verdict[items]}"
printf '   %-52s %8s ms\n' "for reference: curl -s --compressed (gzip; qiita asks for none on loopback)" "$items_curl_gzip"
echo "2. Ten pages of 100 items by user $user ($user_count items; server warm; medians of $((USER_ROUNDS * USER_RUNS)) runs: $USER_ROUNDS rounds of $USER_RUNS, order alternating)"
printf '   %-52s %8s ms\n' "qiita user $user --limit 1000 --json id,title" "$user_qiita"
printf '   %-52s %8s ms\n' "ten curl -s processes, pages 1-10" "$user_curl"
printf '   %-52s %9s    %s\n' "ratio (target < $USER_RATIO_TARGET)" "${user_ratio}×" "${verdict[user]}"
printf '   %-52s %s\n' "one qiita run, fake server's counters (target 1)" \
    "$connections TCP connection(s), $requests requests   ${verdict[connections]}"
echo "3. Peak RSS of qiita items --limit N --per-page 100 --json (~20 kB bodies; server cold)"
for limit in "${RSS_LIMITS[@]}"; do
    printf '   %-52s %8s MiB\n' "N = $limit" "$(mib "${rss[$limit]}")"
done
printf '   %-52s %s\n' "at 10,000 (target ≤ 64 MiB)" "${verdict[rss]}"
printf '   %-52s %s\n' "flat: 10,000 within +${RSS_FLAT_TOLERANCE_PERCENT}% of 1,000" "${verdict[flat]}"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"

if ((${#misses[@]} > 0)); then
    echo
    for miss in "${misses[@]}"; do echo "FAIL: $miss"; done
    echo "api.sh: ${#misses[@]} of 5 targets missed"
    exit 1
fi
echo "api.sh: all 5 targets met"
