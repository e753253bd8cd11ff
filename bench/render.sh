#!/usr/bin/env bash
# The render guard of issue 16: `qiita render` of every recorded article and comment body (the
# fixtures, ~0.9 MB) within 3× `cmark-gfm -t man` of the same file, medians of whole processes
# run by turns. A floor to keep, not a target. Exits 0 when it holds, 1 when it does not, 2 when it cannot run.
#
# Usage: bench/render.sh
# Environment:
#   QIITA_FIXTURES  the fixture folder (default: ../shared/qiita-fixtures beside the repository)
#   SKIP_BUILD=1    measure the release binary already built (make release)
set -euo pipefail

readonly RATIO_LIMIT=3

fail() { echo "render.sh: $*" >&2; exit 2; }

cd "$(dirname "$0")/.."
fixtures=${QIITA_FIXTURES:-../shared/qiita-fixtures}
for tool in cmark-gfm python3 make; do
    command -v "$tool" >/dev/null || fail "$tool is not installed (make deps installs it)"
done
[[ -d "$fixtures" ]] || fail "no fixture folder at $fixtures (set QIITA_FIXTURES)"
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
    make -s release >&2 || fail "the release build failed"
fi
qiita=.build/release/qiita
[[ -x "$qiita" ]] || fail "no release binary at $qiita (make release)"

work=$(mktemp -d "${TMPDIR:-/tmp}/qiita-render-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus.md"

# Every `body` of an article or a comment (an object with an `id` or a `rendered_body`), in file
# order, separated by blank lines; a fixture that is not JSON (one is truncated on purpose) is skipped.
python3 - "$fixtures" "$corpus" <<'PY' || fail "could not collect the fixtures' bodies"
import glob, json, os, sys

fixtures, corpus = sys.argv[1], sys.argv[2]
bodies = []

def collect(value):
    if isinstance(value, dict):
        if isinstance(value.get("body"), str) and ("id" in value or "rendered_body" in value):
            bodies.append(value["body"])
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
    sys.exit("render.sh: no bodies in " + fixtures)
with open(corpus, "w", encoding="utf-8") as file:
    file.write("\n\n".join(bodies) + "\n")
PY

# By turns, so that both commands meet the same conditions on a shared machine (alternate.py).
medians=$(bench/alternate.py 20 "$qiita render $corpus --width 100 --color always --no-pager" \
    "cmark-gfm -e table -e strikethrough -e autolink -e tasklist -t man $corpus") || fail "could not time the two commands"
read -r qiita_ms cmark_ms <<<"$medians"

python3 - "$qiita_ms" "$cmark_ms" "$(wc -c <"$corpus")" "$RATIO_LIMIT" <<'PY'
import sys

qiita, cmark, size, limit = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
ratio = qiita / cmark
print(f"render, {size:,} bytes of markdown: qiita {qiita:.1f} ms, cmark-gfm -t man {cmark:.1f} ms, "
      f"{ratio:.2f}× (guard ≤ {limit:g}×)")
if ratio > limit:
    print(f"FAIL: qiita render took {ratio:.2f}× cmark-gfm's time (guard ≤ {limit:g}×)")
    sys.exit(1)
print("render.sh: the guard holds")
PY
