#!/usr/bin/env python3
"""Interleaved A/B timing of whole commands, for comparing builds by hand.

Each round runs every command once, in a fresh random order, so a drift in the machine's load
reaches all of them alike (hyperfine measures one command's runs in a row). The first rounds
are warm-up. Prints the median, first quartile and mean wall time of each command, in ms.

Usage: bench/interleaved.py ROUNDS COMMAND...
A command is one shell-style string; leading NAME=VALUE words set its environment. As in
api.sh, the caller's token, proxy and QIITA_BASE_URL variables are not passed on, and the
commands' rate ledger is a folder of the run's own. Their stdout is discarded; a command that
fails stops the run with the end of its stderr.

  # BASE from the fake server's first line; PAGE is the URL qiita asks for (its --verbose line)
  bench/interleaved.py 80 "curl -s $PAGE" \\
      "QIITA_BASE_URL=$BASE old/qiita items --per-page 100 --json" \\
      "QIITA_BASE_URL=$BASE new/qiita items --per-page 100 --json"
"""
import os
import random
import shlex
import statistics
import sys
import tempfile
import time

WARMUP_ROUNDS = 5
NOT_PASSED_ON = ["QIITA_TOKEN", "QIITA_ACCESS_TOKEN", "QIITA_BASE_URL", "http_proxy", "HTTP_PROXY",
                 "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]


def parse(command, base):
    words = shlex.split(command)
    environment = dict(base)
    while words and "=" in words[0] and not words[0].startswith("="):
        name, value = words.pop(0).split("=", 1)
        environment[name] = value
    if not words:
        sys.exit(f"interleaved.py: no program in {command!r}")
    return words, environment


def run_once(words, environment, devnull, errors):
    os.ftruncate(errors, 0)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, errors, 2)]
    start = time.perf_counter_ns()
    pid = os.posix_spawnp(words[0], words, environment, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        os.lseek(errors, 0, os.SEEK_SET)
        tail = os.read(errors, 1 << 16).decode(errors="replace").strip().splitlines()[-5:]
        sys.exit(f"interleaved.py: {shlex.join(words)} failed ({code})" + "".join("\n  " + line for line in tail))
    return elapsed


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit(__doc__.strip().split("\n\n")[2].split("\n")[0] + " (ROUNDS ≥ 1)")
    rounds = int(sys.argv[1])
    commands = sys.argv[2:]
    with tempfile.TemporaryDirectory(prefix="interleaved.") as scratch:
        base = {name: value for name, value in os.environ.items() if name not in NOT_PASSED_ON}
        base["XDG_STATE_HOME"] = os.path.join(scratch, "state")
        parsed = [parse(command, base) for command in commands]
        devnull = os.open(os.devnull, os.O_WRONLY)
        errors = os.open(os.path.join(scratch, "stderr"), os.O_RDWR | os.O_CREAT, 0o600)
        times = [[] for _ in commands]
        for round_number in range(WARMUP_ROUNDS + rounds):
            order = list(range(len(commands)))
            random.shuffle(order)
            for index in order:
                elapsed = run_once(*parsed[index], devnull, errors)
                if round_number >= WARMUP_ROUNDS:
                    times[index].append(elapsed)
    for command, samples in zip(commands, times):
        samples.sort()
        print(f"median {statistics.median(samples):7.2f}  p25 {samples[len(samples) // 4]:7.2f}  "
              f"mean {statistics.mean(samples):7.2f}  {command}")


if __name__ == "__main__":
    main()
