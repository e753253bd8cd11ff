#!/usr/bin/env bash
# Times `qiita render` against `cmark-gfm -t man` on the bodies of every recorded Qiita article
# and comment (../shared/qiita-fixtures, about 0.9 MB), as whole processes, and checks the
# targets: qiita's median at most 3× cmark-gfm's, and its peak RSS at most 50 MiB.
#
# Exits 0 when both hold, 1 when one does not (with a line saying which), 2 when it cannot run.
#
# Environment:
#   QIITA_FIXTURES  the fixture folder (default: ../shared/qiita-fixtures next to the repo)
#   SKIP_BUILD=1    time the release binary already built instead of building it first
#   QIITA_BIN       time this qiita binary instead (no build), e.g. an older one to compare
#   RUNS            hyperfine's --runs (default: hyperfine decides, at least 10)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
fixtures=${QIITA_FIXTURES:-$repo/../shared/qiita-fixtures}
ratio_limit=3
rss_limit_kib=$((50 * 1024))

fail() { echo "render.sh: $*" >&2; exit 2; }

for tool in hyperfine cmark-gfm python3; do
    command -v "$tool" >/dev/null || fail "needs $tool on PATH (apt-get install $tool)"
done
[ -x /usr/bin/time ] || fail "needs GNU time for peak RSS (apt-get install time)"
[ -d "$fixtures" ] || fail "no fixture folder at $fixtures (set QIITA_FIXTURES)"

cd "$repo"
if [ -n "${QIITA_BIN:-}" ]; then
    qiita=$QIITA_BIN
else
    if [ "${SKIP_BUILD:-0}" != 1 ]; then
        # The flags we ship, so the figures are those of the binary users run.
        Scripts/build-release.sh qiita >&2 || fail "the release build failed"
    fi
    qiita="$repo/.build/release/qiita"
fi
[ -x "$qiita" ] || fail "no release binary at $qiita"

work=$(mktemp -d "${TMPDIR:-/tmp}/qiita-render-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus.md"

# Every `body` of an item-like object (one with an `id` or a `rendered_body`: articles and
# comments), in file order, separated by blank lines. A fixture that is not valid JSON (one is
# deliberately truncated) is skipped.
corpus_bodies=$(python3 - "$fixtures" "$corpus" <<'PY'
import glob, json, os, sys

fixtures, corpus = sys.argv[1], sys.argv[2]
bodies = []

def collect(value):
    if isinstance(value, dict):
        body = value.get("body")
        if isinstance(body, str) and ("id" in value or "rendered_body" in value):
            bodies.append(body)
        for child in value.values():
            collect(child)
    elif isinstance(value, list):
        for child in value:
            collect(child)

for path in sorted(glob.glob(os.path.join(fixtures, "*.json"))):
    try:
        with open(path, encoding="utf-8") as file:
            collect(json.load(file))
    except (ValueError, UnicodeDecodeError):
        continue

if not bodies:
    sys.exit("render.sh: no article bodies found in " + fixtures)
with open(corpus, "w", encoding="utf-8") as file:
    file.write("\n\n".join(bodies) + "\n")
print(len(bodies))
PY
)
corpus_bytes=$(wc -c <"$corpus")

qiita_cmd="$qiita render $corpus --width 100 --color always --no-pager"
cmark_cmd="cmark-gfm -e table -e strikethrough -e autolink -e tasklist -t man $corpus"

# Both commands in one hyperfine run, so they see the same machine load. hyperfine sends
# their stdout to /dev/null.
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
runs_option=()
[ -n "${RUNS:-}" ] && runs_option=(--runs "$RUNS")
hyperfine -N --warmup 3 "${runs_option[@]}" --style basic --export-json "$work/times.json" \
    -n qiita "$qiita_cmd" -n cmark-gfm "$cmark_cmd" >&2

# Peak RSS of the qiita run, the largest of three (GNU time reports KiB).
rss_kib=0
for _ in 1 2 3; do
    /usr/bin/time -v -o "$work/time.txt" $qiita_cmd >/dev/null
    kib=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
    [ "$kib" -gt "$rss_kib" ] && rss_kib=$kib
done

python3 - "$work/times.json" "$rss_kib" "$ratio_limit" "$rss_limit_kib" "$corpus_bytes" "$corpus_bodies" \
    "$load_before" "$(nproc)" <<'PY'
import json, sys

times, rss_kib, ratio_limit, rss_limit_kib, corpus_bytes, bodies, load, cores = sys.argv[1:]
results = {entry["command"]: entry for entry in json.load(open(times))["results"]}
qiita, cmark = results["qiita"], results["cmark-gfm"]
ratio = qiita["median"] / cmark["median"]
rss_mib = int(rss_kib) / 1024
rss_limit_mib = int(rss_limit_kib) / 1024

def line(name, entry):
    return (f"{name:<17} median {entry['median'] * 1000:7.1f} ms   "
            f"(mean {entry['mean'] * 1000:.1f} ± {entry['stddev'] * 1000:.1f} ms, "
            f"min {entry['min'] * 1000:.1f} ms, {len(entry['times'])} runs)")

print(f"qiita render benchmark: {int(corpus_bytes):,} bytes ({bodies} bodies), width 100, colour")
print(line("qiita render", qiita))
print(line("cmark-gfm -t man", cmark))
print(f"{'ratio':<17} {ratio:.2f}×   (limit {float(ratio_limit):g}×)")
print(f"{'peak RSS':<17} {rss_mib:.1f} MiB   (limit {rss_limit_mib:g} MiB)")
print(f"{'machine':<17} {cores} cores, load average {load} before the run")

failures = []
if ratio > float(ratio_limit):
    failures.append(f"qiita render takes {ratio:.2f}× cmark-gfm's time (limit {float(ratio_limit):g}×)")
if int(rss_kib) > int(rss_limit_kib):
    failures.append(f"qiita render peaks at {rss_mib:.1f} MiB RSS (limit {rss_limit_mib:g} MiB)")
for failure in failures:
    print("FAIL: " + failure)
if not failures:
    print("PASS: within both targets")
sys.exit(1 if failures else 0)
PY
