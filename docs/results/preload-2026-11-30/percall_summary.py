"""Summarises percall.sh's runs (percall/percall-*.txt, one process each): per workload, the
median over the processes of
- plt/gen: the program's memcpy through the preload against the same generated function called
  through a pointer (the interposition), with its min-max over the processes;
- glibc's plt/ptr: without the preload, the C library's memcpy through the PLT against the same
  function through a pointer (what the PLT costs any program);
- the forwarding path's extra time: a call through the preload before the build (plt, credit
  never earned) minus the C library's memmove called through a pointer, same process;
- the saving a build brings: plt before the build minus plt after it (two processes), and the
  break-even in calls for a build of BUILD_US microseconds.

    python3 percall_summary.py BUILD_US percall/percall-*.txt"""
import math, statistics, sys

build_us = float(sys.argv[1])
BUILT, FORWARDING, NONE = "0", "18446744073709551615", "without the preload"


def parse(path):
    sections, cur = {}, None
    for line in open(path):
        if line.startswith("== "):
            cur = sections.setdefault(line.split("=")[-1].strip(), {})
        p = line.split()
        if cur is not None and p and (p[0].endswith(".sizes") or p[0].startswith("fixed:")):
            cur[p[0].removesuffix(".sizes")] = (float(p[1]), p[2], float(p[3]), float(p[4]), float(p[5]))
    return sections


runs = [parse(p) for p in sys.argv[2:]]
names = list(runs[0][BUILT])
print(f"{len(runs)} processes per mode; build {build_us} us")
print("| workload | plt/gen (min-max) | glibc's plt/ptr | gen ns | forwarded ns | glibc memmove ns | forwarding's extra ns | saving ns | break-even calls |")
print("|---|---|---|---|---|---|---|---|---|")
dist_be, dist_ratio = [], []
for n in names:
    ratio = [r[BUILT][n][4] for r in runs]
    glibc_plt = statistics.median(r[NONE][n][4] for r in runs)
    plt_built = statistics.median(r[BUILT][n][0] for r in runs)
    gen = statistics.median(float(r[BUILT][n][1]) for r in runs)
    fwd = statistics.median(r[FORWARDING][n][0] for r in runs)
    libcmm = statistics.median(r[FORWARDING][n][3] for r in runs)
    saving = fwd - plt_built
    be = build_us * 1000 / saving if saving > 0 else math.inf
    if not n.startswith("fixed:"):
        dist_be.append(be)
        dist_ratio.append(statistics.median(ratio))
    print(f"| {n} | {statistics.median(ratio):.3f} ({min(ratio):.3f}-{max(ratio):.3f}) | {glibc_plt:.3f} | {gen:.2f} | {fwd:.2f} | "
          f"{libcmm:.2f} | {fwd - libcmm:.2f} | {saving:.2f} | {be:,.0f} |")
g = lambda v: math.exp(sum(map(math.log, v)) / len(v))
print(f"distributions: geometric mean of plt/gen {g(dist_ratio):.3f}; break-even geometric mean "
      f"{g(dist_be):,.0f} calls (median {statistics.median(dist_be):,.0f}, {min(dist_be):,.0f}-{max(dist_be):,.0f})")
