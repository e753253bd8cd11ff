#!/usr/bin/env bash
# The API guards of issue 16, on the loopback fake server, in one run:
#   1. one page as JSON: `qiita items --per-page 100 --json` within 2.5× `curl -s` of the same URL;
#   2. ten pages: `qiita user U --limit 1000 --json id,title` faster than ten `curl -s` processes
#      for the same pages, over one connection (the fake server counts them);
#   3. `qiita items --limit 10000 --per-page 100 --json`: peak RSS ≤ 64 MiB, and flat (at most 15 %
#      above that of --limit 1000).
# Guards are floors to keep, not targets to chase. Prints the figures and a FAIL line for each guard
# that does not hold; exits 0 when all hold, 1 when one does not, 2 when it cannot measure.
#
# Usage: bench/api.sh
# Environment: SKIP_BUILD=1 measures the release binaries already built (make release).
set -Eeuo pipefail

readonly ONE_PAGE_RATIO=2.5
readonly RSS_LIMIT_KIB=$((64 * 1024))
readonly RSS_FLAT_PERCENT=15
# Timings: bodies of Qiita's usual size, one author owning most of them. Memory: ≥ 10,000 items
# of ~20 kB markdown (~75 kB of JSON each with the rendered HTML).
readonly TIMING_CORPUS=(--items 3000 --users 1 --body-size 4000)
readonly MEMORY_CORPUS=(--items 11000 --users 50 --body-size 20000)

cd "$(dirname "$0")/.."
bench=api.sh
source bench/common.sh
(($# == 0)) || fail "takes no arguments (SKIP_BUILD=1 skips the build)"
for tool in curl python3 make; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (make deps installs it)"
done
[[ -x /usr/bin/time ]] || fail "GNU time is not installed (make deps installs it)"
# Every command below says --refresh: a reply the library has fresh would be answered without
# the network, and the guards measure requests.
bench_setup

json() { python3 -c 'import json, sys; j = json.load(open(sys.argv[1])); print(eval(sys.argv[2]))' "$1" "$2"; }
# timed_ms RUNS COMMAND_A COMMAND_B: sets `a_ms` and `b_ms`, the medians of the two commands run
# by turns (alternate.py), so that both meet the same conditions on a shared machine.
timed_ms() {
    local medians
    medians=$(bench/alternate.py "$@") || fail "could not time: $2"
    read -r a_ms b_ms <<<"$medians"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
holds() { awk -v a="$1" -v op="$2" -v b="$3" 'BEGIN { exit !(op == "<=" ? a <= b : a < b) }'; }
mib() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }

# The URLs a qiita command asks for, from its --verbose trace, one a line.
requested_urls() {
    "$qiita" "$@" --verbose 2>"$tmp/trace" >/dev/null || { cat "$tmp/trace" >&2; fail "qiita $* failed"; }
    sed -n 's/^\* GET \([^ ]*\) → 200.*/\1/p' "$tmp/trace"
}

failures=()
check() { # MESSAGE A OP B
    holds "$2" "$3" "$4" || failures+=("$1")
}

echo "qiita API guards — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$("$qiita" --version), $(curl --version | head -n 1 | cut -d' ' -f1-2)"

# 1. One page.
start_server timing "${TIMING_CORPUS[@]}"
base=$url
page=$(requested_urls items --base-url "$base" --per-page 100 --json)
[[ "$page" == http://* && "$page" != *$'\n'* ]] || fail "qiita items --per-page 100 asked for: $page"
timed_ms 40 "$qiita items --base-url $base --per-page 100 --json --refresh" "curl -s '$page'"
page_qiita=$a_ms
page_curl=$b_ms
page_ratio=$(ratio "$page_qiita" "$page_curl")
check "one page took ${page_ratio}× curl's time (guard ≤ ${ONE_PAGE_RATIO}×)" "$page_ratio" "<=" "$ONE_PAGE_RATIO"

# 2. Ten pages, against ten curl processes for the same URLs.
user=$(curl -sf "$base/api/v2/users?per_page=1" | python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["id"])')
expected=$(for n in $(seq 1 10); do echo "$base/api/v2/users/$user/items?page=$n&per_page=100"; done)
asked=$(requested_urls user "$user" --base-url "$base" --limit 1000 --json id,title)
[[ "$asked" == "$expected" ]] || fail "qiita user $user --limit 1000 asked for: $asked"
{
    echo '#!/bin/sh'
    while read -r page_url; do echo "curl -s '$page_url'"; done <<<"$expected"
} >"$tmp/ten-curls.sh"
chmod +x "$tmp/ten-curls.sh"
timed_ms 15 "$qiita user $user --base-url $base --limit 1000 --json id,title --refresh" "$tmp/ten-curls.sh"
ten_qiita=$a_ms
ten_curl=$b_ms
ten_ratio=$(ratio "$ten_qiita" "$ten_curl")
check "ten pages took ${ten_ratio}× ten curls' time (guard < 1×)" "$ten_ratio" "<" 1
# The stats request's own connection is counted too: count it alone, then subtract it.
curl -sf -X POST "$base/__fake/reset-stats" >/dev/null
idle=$(curl -sf "$base/__fake/stats" | python3 -c 'import json, sys; print(json.load(sys.stdin)["connections_accepted"])')
curl -sf -X POST "$base/__fake/reset-stats" >/dev/null
"$qiita" user "$user" --base-url "$base" --limit 1000 --json id,title --refresh >/dev/null
after=$(curl -sf "$base/__fake/stats" | python3 -c 'import json, sys; print(json.load(sys.stdin)["connections_accepted"])')
connections=$((after - idle))
check "ten pages took $connections connections (guard: 1)" "$connections" "<=" 1

# 3. Peak RSS over pages of large bodies, served cold.
start_server memory "${MEMORY_CORPUS[@]}"
declare -A rss
for limit in 1000 10000; do
    /usr/bin/time -f %M -o "$tmp/rss" "$qiita" items --base-url "$url" --limit "$limit" --per-page 100 --json --refresh >"$tmp/items.json" ||
        fail "qiita items --limit $limit failed"
    count=$(json "$tmp/items.json" 'len(j)')
    ((count == limit)) || fail "qiita items --limit $limit printed $count items"
    rss[$limit]=$(tail -n 1 "$tmp/rss")
done
check "peak RSS at 10,000 items is $(mib "${rss[10000]}") MiB (guard ≤ 64 MiB)" "${rss[10000]}" "<=" "$RSS_LIMIT_KIB"
library_kib=$(du -ck "$XDG_DATA_HOME"/qiita/library.sqlite3* | tail -n 1 | cut -f1)
flat=$((rss[1000] * (100 + RSS_FLAT_PERCENT) / 100))
check "peak RSS grows: $(mib "${rss[1000]}") MiB at 1,000 items, $(mib "${rss[10000]}") at 10,000 (guard: ≤ +${RSS_FLAT_PERCENT} %)" \
    "${rss[10000]}" "<=" "$flat"

echo
printf '%-48s %8s ms   curl %s ms   %s×  (guard ≤ %s×)\n' "one page, 100 items, --json" "$page_qiita" "$page_curl" "$page_ratio" "$ONE_PAGE_RATIO"
printf '%-48s %8s ms   curl %s ms   %s×  (guard < 1×)\n' "ten pages (--limit 1000), ten curl processes" "$ten_qiita" "$ten_curl" "$ten_ratio"
printf '%-48s %8s      (guard 1)\n' "connections for ten pages" "$connections"
printf '%-48s %8s MiB  at 1,000: %s MiB  (guard ≤ 64 MiB, ≤ +%s %%)\n' "peak RSS, --limit 10000" \
    "$(mib "${rss[10000]}")" "$(mib "${rss[1000]}")" "$RSS_FLAT_PERCENT"
printf '%-48s %8s MiB  (no guard)\n' "the library after those 11,000 items" "$(mib "$library_kib")"

if ((${#failures[@]} > 0)); then
    printf 'FAIL: %s\n' "${failures[@]}"
    exit 1
fi
echo "api.sh: every guard holds"
