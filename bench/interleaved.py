#!/usr/bin/env python3
"""Interleaved A/B timing of whole commands, for comparing builds by hand.

Each round runs every command once, in a fresh random order, so a drift in the machine's load
reaches all of them alike (hyperfine measures one command's runs in a row). The first rounds
are warm-up. Prints the median, first quartile and mean wall time of each command, in ms.

Usage: bench/interleaved.py ROUNDS COMMAND...
A command is one shell-style string; leading NAME=VALUE words set its environment. Its stdout
and stderr go to /dev/null.

  bench/interleaved.py 80 "curl -s $URL" "./old/qiita items --per-page 100 --json" \\
      "./new/qiita items --per-page 100 --json"
"""
import os
import random
import shlex
import statistics
import sys
import time

WARMUP_ROUNDS = 5


def parse(command):
    words = shlex.split(command)
    environment = dict(os.environ)
    while words and "=" in words[0] and not words[0].startswith("="):
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    if not words:
        sys.exit(f"interleaved.py: no program in {command!r}")
    return words, environment


def run_once(words, environment, devnull):
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    start = time.perf_counter_ns()
    pid = os.posix_spawnp(words[0], words, environment, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"interleaved.py: {shlex.join(words)} failed ({os.waitstatus_to_exitcode(status)})")
    return elapsed


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__.strip().split("\n\n")[2])
    rounds = int(sys.argv[1])
    commands = sys.argv[2:]
    parsed = [parse(command) for command in commands]
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = [[] for _ in commands]
    for round_number in range(WARMUP_ROUNDS + rounds):
        order = list(range(len(commands)))
        random.shuffle(order)
        for index in order:
            elapsed = run_once(*parsed[index], devnull)
            if round_number >= WARMUP_ROUNDS:
                times[index].append(elapsed)
    for command, samples in zip(commands, times):
        samples.sort()
        print(f"median {statistics.median(samples):7.2f}  p25 {samples[len(samples) // 4]:7.2f}  "
              f"mean {statistics.mean(samples):7.2f}  {command}")


if __name__ == "__main__":
    main()
