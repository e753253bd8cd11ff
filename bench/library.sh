#!/usr/bin/env bash
# The local library's guard (issue 17), in one run: `qiita find WORD` over 10,000 stored articles
# takes at most as long as `rg -i -l WORD` over the same bodies written as files (aiming at a
# fifth of it). Also prints the library's size for those articles. Exits 0 when the guard holds,
# 1 when it does not, 2 when it cannot measure.
#
# Usage: bench/library.sh
# Environment: SKIP_BUILD=1 measures the release binaries already built (make release).
set -Eeuo pipefail

readonly ARTICLES=10000
readonly WORDS=(型推論 docker "error handling" 非同期処理)

cd "$(dirname "$0")/.."
bench=library.sh
source bench/common.sh
(($# == 0)) || fail "takes no arguments (SKIP_BUILD=1 skips the build)"
for tool in rg python3 make; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (make deps installs it)"
done
bench_setup
start_server library --items $((ARTICLES + 500)) --body-size 5000

echo "qiita library guard — $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "… filling the library with $ARTICLES articles" >&2
"$qiita" items --base-url "$url" --limit "$ARTICLES" --per-page 100 --json id,body >"$tmp/items.json"
mkdir "$tmp/bodies"
python3 - "$tmp/items.json" "$tmp/bodies" <<'PY'
import json, sys
for item in json.load(open(sys.argv[1])):
    with open(f"{sys.argv[2]}/{item['id']}.md", "w") as file:
        file.write(item["body"])
PY
# The first find indexes what the library received since the last one: a one-time cost per article.
index_start=$(date +%s.%N)
"$qiita" find warmup --limit 1 >/dev/null 2>&1 || true
index_seconds=$(awk -v a="$index_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
library_kib=$(du -ck "$XDG_DATA_HOME"/qiita/library.sqlite3* | tail -n 1 | cut -f1)

failures=()
printf '%-22s %10s %10s %8s\n' "word" "find ms" "rg ms" "ratio"
for word in "${WORDS[@]}"; do
    # By turns, so that both commands meet the same conditions on a shared machine (alternate.py).
    medians=$(bench/alternate.py 20 "$qiita find '$word' --json id --limit 20" "rg -i -l -F '$word' $tmp/bodies") ||
        fail "could not time find and rg for '$word'"
    read -r find_ms rg_ms <<<"$medians"
    ratio=$(awk -v a="$find_ms" -v b="$rg_ms" 'BEGIN { printf "%.2f", a / b }')
    printf '%-22s %10s %10s %7s×\n' "$word" "$find_ms" "$rg_ms" "$ratio"
    awk -v r="$ratio" 'BEGIN { exit !(r <= 1) }' || failures+=("find '$word' took ${ratio}× rg's time (guard ≤ 1×)")
done
printf 'library size for %s articles: %s MiB; indexing them for the first find: %s s\n' "$ARTICLES" \
    "$(awk -v k="$library_kib" 'BEGIN { printf "%.1f", k / 1024 }')" "$index_seconds"

if ((${#failures[@]} > 0)); then
    printf 'FAIL: %s\n' "${failures[@]}"
    exit 1
fi
echo "library.sh: the guard holds"
