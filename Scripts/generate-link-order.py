#!/usr/bin/env python3
"""Writes Scripts/qiita.order: the functions of `qiita` that everyday commands run, which the
release link (Scripts/build-release.sh) places next to each other at the start of the code.

Without it, the ~1.3 MB of code a command runs is spread over the binary's 10 MB of code, and the
kernel maps it 64 kB around each first touch: ~10 MB became resident in every run, paid for in
page faults while running and in unmapping at exit. The order only moves functions that have a
section of their own (ours, swift-argument-parser's, part of the standard library's); a name that
no longer exists is skipped by the linker, so a stale file costs speed, never correctness.

How: each command below runs once under valgrind's callgrind against the fake server, and every
function of the binary that executed is listed: those of the benchmark's command first, then
those each later command adds, each group sorted by name (so that the list changes only where
what runs changes). Run it again after large changes to what the commands execute; the release
binaries are then linked again with the new list.

Usage: Scripts/generate-link-order.py
Environment: SKIP_BUILD=1 uses the release binaries already built.
Needs valgrind (apt-get install valgrind) and binutils' strip.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDER_FILE = os.path.join(ROOT, "Scripts", "qiita.order")


def fail(message):
    print(f"generate-link-order.py: {message}", file=sys.stderr)
    sys.exit(2)


def executed_functions(profile, binary):
    """The functions of `binary` that ran, as callgrind names them (mangled).

    With `--compress-strings=no`, every `ob=` (object) and `fn=` (function) line names its object
    or function in full; the costs after an `fn=` line are that function's.
    """
    found, current_object = set(), None
    with open(profile, errors="replace") as lines:
        for line in lines:
            if line.startswith("ob="):
                current_object = line[3:].strip()
            elif line.startswith("fn=") and current_object == binary:
                found.add(line[3:].strip())
    # Callgrind marks recursion levels with 'N; it names code without a symbol by its address and
    # its own pseudo-functions in parentheses, as in "(below main)".
    names = {re.sub(r"'\d+$", "", name) for name in found}
    return {name for name in names if not name.startswith(("0x", "("))}


def main():
    if len(sys.argv) > 1:
        fail("takes no arguments (SKIP_BUILD=1 skips the build)")
    for tool in ("valgrind", "strip"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed (apt-get install valgrind binutils)")
    os.chdir(ROOT)
    if os.environ.get("SKIP_BUILD") != "1":
        subprocess.run(["Scripts/build-release.sh", "qiita", "qiita-fake-server"], check=True)
    bin_path = os.path.join(ROOT, ".build", "release")  # where build-release.sh builds, as in the Makefile

    with tempfile.TemporaryDirectory(prefix="qiita-order.") as tmp:
        # valgrind cannot read the toolchain's debug information; the symbol table is enough.
        binary = os.path.join(tmp, "qiita")
        shutil.copy(os.path.join(bin_path, "qiita"), binary)
        subprocess.run(["strip", "--strip-debug", binary], check=True)

        server = subprocess.Popen(
            [os.path.join(bin_path, "qiita-fake-server"), "--port", "0", "--rate-limit", "1000000",
             "--items", "400", "--users", "2", "--body-size", "4000"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            base_url = server.stdout.readline().strip()
            if not base_url.startswith("http://127.0.0.1:"):
                fail(f"the fake server printed {base_url!r} instead of its URL")
            environment = {key: value for key, value in os.environ.items()
                           if not key.startswith("QIITA_") and "proxy" not in key.lower()}
            environment.update(QIITA_BASE_URL=base_url, XDG_STATE_HOME=os.path.join(tmp, "state"))

            def run(arguments, profile=None):
                command = [binary, *arguments]
                if profile:
                    command = ["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no",
                               "--compress-strings=no", f"--callgrind-out-file={profile}", *command]
                result = subprocess.run(command, env=environment, capture_output=True, text=True)
                if result.returncode != 0:
                    fail(f"qiita {' '.join(arguments)} failed: {result.stderr.strip()[-300:]}")
                return result.stdout

            first = json.loads(run(["items", "--per-page", "1", "--json", "id,user"]))[0]
            item, user = first["id"], first["user"]["id"]
            # The benchmark's command first; then the other everyday ones.
            invocations = [
                ["items", "--per-page", "100", "--json"],
                ["user", user, "--limit", "300", "--json", "id,title"],
                ["items", "--per-page", "20"],
                ["items", "--query", "tag:Swift", "--per-page", "5"],
                ["tag", "Swift", "--per-page", "5"],
                ["item", item],
                ["item", item, "--json"],
                ["comments", item],
                ["--version"],
                ["--help"],
                ["items", "--help"],
            ]
            order = []
            for index, arguments in enumerate(invocations):
                profile = os.path.join(tmp, f"callgrind.{index}")
                run(arguments, profile)
                order += sorted(executed_functions(profile, binary) - set(order))
                print(f"… qiita {' '.join(arguments)}: {len(order)} functions so far", file=sys.stderr)
        finally:
            server.terminate()
            server.wait()

    with open(ORDER_FILE, "w") as output:
        output.write("# Generated by Scripts/generate-link-order.py: the functions everyday commands run,\n")
        output.write("# placed together by the release link (lld --symbol-ordering-file). Do not edit.\n")
        for name in order:
            output.write(name + "\n")
    print(f"wrote {os.path.relpath(ORDER_FILE)}: {len(order)} functions", file=sys.stderr)
    if os.environ.get("SKIP_BUILD") != "1":
        # Linked again in the new order (build-release.sh relinks when the list changes).
        subprocess.run(["Scripts/build-release.sh", "qiita"], check=True)


if __name__ == "__main__":
    main()
