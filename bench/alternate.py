#!/usr/bin/env python3
"""Times commands by turns and prints their median wall times in milliseconds, on one line.

Usage: bench/alternate.py RUNS COMMAND...   (each COMMAND one shell-quoted string)

hyperfine runs every run of one command before the first of the next. On a shared machine the
speed of the whole machine shifts within seconds, so two commands measured one after the other
are measured under different conditions, and their ratio moves with that. Run by turns, each
round of the commands meets the same conditions. Three rounds run first, unmeasured, to warm
the page cache. Output goes to /dev/null; a command that fails stops the measurement (exit 2)
after running it once more with its error output shown.
"""
import os
import shlex
import statistics
import sys
import time

WARMUP_ROUNDS = 3


def fail(message):
    print(f"alternate.py: {message}", file=sys.stderr)
    sys.exit(2)


def run_once(argv, devnull):
    start = time.perf_counter()
    pid = os.posix_spawnp(
        argv[0], argv, os.environ,
        file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    _, status = os.waitpid(pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        # Once more with stderr on the terminal, so that the reason shows.
        rerun = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
        os.waitpid(rerun, 0)
        fail(f"`{shlex.join(argv)}` failed (exit {os.waitstatus_to_exitcode(status)})")
    return elapsed


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        fail(__doc__.strip().splitlines()[2])
    runs = int(sys.argv[1])
    commands = [shlex.split(command) for command in sys.argv[2:]]
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = [[] for _ in commands]
    for round_number in range(WARMUP_ROUNDS + runs):
        for index, argv in enumerate(commands):
            elapsed = run_once(argv, devnull)
            if round_number >= WARMUP_ROUNDS:
                times[index].append(elapsed)
    print(" ".join(f"{statistics.median(measured) * 1000:.1f}" for measured in times))


if __name__ == "__main__":
    try:
        main()
    except OSError as error:
        fail(str(error))
