#!/usr/bin/env python3
"""Start-up cost of preload libraries, paired and alternating (issue 10's start-up target).

    python3 startup.py [--rounds N] [--program 'CMD ARGS'] ... NAME=PATH NAME=PATH ...

Each round runs every program once under each preload (LD_PRELOAD=PATH; an empty PATH runs
without one), in an order rotated by one every round so that no preload always goes first,
each a fresh process spawned with posix_spawn, its output to /dev/null, timed from spawn to
reap. The first NAME is the baseline: for every other preload the script prints the median of
its per-round time ratios to the baseline (time under it / time under the baseline in the same
round) with the quartiles q1-q3, and the median times. Run it on an idle machine (the README's
runs held `flock -x target/machine.lock`).
"""

import argparse
import os
import statistics
import sys
import time


def run_once(argv, env, devnull):
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1)]
    t0 = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    t1 = time.perf_counter_ns()
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        sys.exit(f"{argv} failed (wait status {status}) with env LD_PRELOAD={env.get('LD_PRELOAD')}")
    return (t1 - t0) / 1e6


def quartiles(v):
    q = statistics.quantiles(v, n=4)
    return q[0], statistics.median(v), q[2]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=400)
    p.add_argument("--program", action="append", help="a command line (default: /bin/true and ls /usr/bin)")
    p.add_argument("preloads", nargs="+", help="NAME=PATH, the first is the baseline")
    a = p.parse_args()
    programs = [s.split() for s in (a.program or ["/bin/true", "/bin/ls /usr/bin"])]
    libs = [tuple(s.split("=", 1)) for s in a.preloads]
    for name, path in libs:
        if path and not os.path.isfile(path):
            sys.exit(f"{name}: no file {path}")
    base_env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD" and not k.startswith("MEMCPY_JIT_")}
    envs = []
    for _, path in libs:
        e = dict(base_env)
        if path:
            e["LD_PRELOAD"] = path
        envs.append(e)
    devnull = os.open(os.devnull, os.O_WRONLY)
    for prog in programs:
        times = [[] for _ in libs]
        for _ in range(20):  # warm-up: page cache, branch predictors
            for e in envs:
                run_once(prog, e, devnull)
        for r in range(a.rounds):
            k = r % len(libs)
            for i in list(range(k, len(libs))) + list(range(k)):
                times[i].append(run_once(prog, envs[i], devnull))
        print(f"{' '.join(prog)}: {a.rounds} rounds")
        base = times[0]
        for (name, path), t in zip(libs, times):
            q1, m, q3 = quartiles(t)
            line = f"  {name:<16} median {m:.3f} ms (q1 {q1:.3f}, q3 {q3:.3f})"
            if t is not base:
                r1, rm, r3 = quartiles([x / y for x, y in zip(t, base)])
                line += f"  paired ratio to {libs[0][0]}: {rm:.3f} (q1-q3 {r1:.3f}-{r3:.3f})"
            print(line)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
