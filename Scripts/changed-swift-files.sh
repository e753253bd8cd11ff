#!/bin/sh
# Prints the Swift files changed on this branch (against where it left BASE, default main) and in
# the working tree (staged, unstaged, untracked), one a line: what `make format` formats.
set -eu
cd "$(dirname "$0")/.."
base=${BASE:-main}
{
    # No such branch (a clone of one branch): the working tree's changes alone.
    git diff --name-only --diff-filter=d "$base...HEAD" -- 2>/dev/null || true
    git diff --name-only --diff-filter=d HEAD --
    git ls-files --others --exclude-standard
} | grep '\.swift$' | sort -u | while read -r file; do
    if [ -f "$file" ]; then echo "$file"; fi
done
