#!/usr/bin/env python3
"""Tables of the band measurements in raw/ (run.sh).

`python3 summary.py [main knobs knobs2 knobs3 dists]` (default: all present).
main: (a) tuned/glibc per point in every layout (median of the 5 per-process paired ratios,
      [min, max] over the processes), each of the two invocations (r1, r2);
      (b) each layout's median ns over the co-aligned layout's (0/2048) median ns, for
      tuned and for glibc: a CROSS-INVOCATION ratio (different processes), r1 and r2 apart
      and [min, max] over the four pairings r1/r1, r1/r2, r2/r1, r2/r2.
knobs, knobs2: each variant's ns over the row's (same process, paired: median [min, max]).
dists: the same for the 19 fleet distributions, with the geometric mean.
"""
import csv, glob, math, os, sys

RAW = os.path.join(os.path.dirname(os.path.abspath(__file__)), "raw")
LAYOUTS = ["0/2048", "0/0", "0/1", "0/8", "0/15", "0/31", "1/0", "31/0", "0/2049", "0/2056", "0/2079"]
BAND = ["0/1", "0/8", "0/15", "0/31"]
WS = [("hot", "L1-hot"), ("rot", "rotating 512 KiB")]


def load(path):
    rows = {}
    with open(path) as f:
        for r in csv.DictReader(f):
            rows[(r["row"], r["variant"])] = r
    return rows


def main_tables():
    data = {}  # (rep, ws, layout) -> rows
    for rep in (1, 2):
        for ws, _ in WS:
            for lay in LAYOUTS:
                p = os.path.join(RAW, f"main-r{rep}-{ws}-{lay.replace('/', '_')}.csv")
                if os.path.exists(p):
                    data[(rep, ws, lay)] = load(p)
    if not data:
        return
    sizes = []
    for rows in data.values():
        for (row, _v) in rows:
            if row not in sizes:
                sizes.append(row)
    sizes.sort(key=int)
    flag = lambda x: "**" if x > 1.10 else ""
    for ws, wname in WS:
        print(f"\n### (a) tuned / glibc, {wname} (per invocation: median of 5 paired per-process ratios [min, max])\n")
        print("| bytes | " + " | ".join(LAYOUTS) + " |")
        print("|---|" + "---|" * len(LAYOUTS))
        for n in sizes:
            cells = []
            for lay in LAYOUTS:
                parts = []
                for rep in (1, 2):
                    rows = data.get((rep, ws, lay))
                    if not rows or (n, "glibc") not in rows:
                        continue
                    r = rows[(n, "glibc")]  # ratio = glibc / tuned
                    med, lo, hi = (1 / float(r[k]) for k in ("ratio_median", "ratio_max", "ratio_min"))
                    parts.append(f"{med:.3f}")
                cells.append(" / ".join(parts))
            print(f"| {n} | " + " | ".join(cells) + " |")
        for who in ("tuned", "glibc"):
            print(f"\n### (b) {who}: layout ns / co-aligned (0/2048) ns, {wname} (cross-invocation; r1, r2 [min, max over the 4 pairings]; ** > 1.10)\n")
            print("| bytes | co-aligned ns (r1, r2) | " + " | ".join(LAYOUTS[1:]) + " |")
            print("|---|---|" + "---|" * (len(LAYOUTS) - 1))
            for n in sizes:
                ref = [float(data[(rep, ws, "0/2048")][(n, who)]["ns_median"])
                       for rep in (1, 2) if (rep, ws, "0/2048") in data]
                cells = [", ".join(f"{x:.1f}" for x in ref)]
                for lay in LAYOUTS[1:]:
                    v = [float(data[(rep, ws, lay)][(n, who)]["ns_median"])
                         for rep in (1, 2) if (rep, ws, lay) in data]
                    if not v or not ref:
                        cells.append("")
                        continue
                    same = [v[i] / ref[i] for i in range(min(len(v), len(ref)))]
                    allp = [a / b for a in v for b in ref]
                    worst = max(same)
                    cells.append(", ".join(f"{x:.2f}" for x in same)
                                 + f" [{min(allp):.2f}, {max(allp):.2f}]" + (" **" if worst > 1.10 else ""))
                print(f"| {n} | " + " | ".join(cells) + " |")


def target_table():
    """One line per size: the band's four distances, both invocations, as ranges."""
    data = {}
    for rep in (1, 2):
        for ws, _ in WS:
            for lay in LAYOUTS:
                p = os.path.join(RAW, f"main-r{rep}-{ws}-{lay.replace('/', '_')}.csv")
                if os.path.exists(p):
                    data[(rep, ws, lay)] = load(p)
    if not data:
        return
    sizes = sorted({row for rows in data.values() for (row, _v) in rows}, key=int)
    far = ["0/2049", "0/2056", "0/2079"]

    def rng(xs):
        return f"{min(xs):.2f}-{max(xs):.2f}" if xs else ""

    def over(who, lays, ws, n):  # same-invocation-number pairs only (r1/r1, r2/r2)
        out = []
        for rep in (1, 2):
            ref = data.get((rep, ws, "0/2048"))
            for lay in lays:
                rows = data.get((rep, ws, lay))
                if ref and rows:
                    out.append(float(rows[(n, who)]["ns_median"]) / float(ref[(n, who)]["ns_median"]))
        return out

    for ws, wname in WS:
        print(f"\n### Target summary, {wname}: the band = 0/1, 0/8, 0/15, 0/31, both invocations (ranges over 8 values)\n")
        print("| bytes | tuned/glibc in the band | glibc/tuned in the band | tuned band / tuned co-aligned | glibc band / glibc co-aligned | tuned far-misaligned / co-aligned |")
        print("|---|---|---|---|---|---|")
        for n in sizes:
            tg = [1 / float(data[(rep, ws, lay)][(n, "glibc")]["ratio_median"])
                  for rep in (1, 2) for lay in BAND if (rep, ws, lay) in data]
            tb, gb, tf = over("tuned", BAND, ws, n), over("glibc", BAND, ws, n), over("tuned", far, ws, n)
            mark = " **" if tb and max(tb) > 1.10 else ""
            print(f"| {n} | {rng(tg)} | {rng([1 / x for x in tg])} | {rng(tb)}{mark} | {rng(gb)} | {rng(tf)} |")


def paired_tables(prefix, title):
    files = sorted(glob.glob(os.path.join(RAW, f"{prefix}*.csv")))
    for p in files:
        rows = load(p)
        variants = []
        for (_r, v) in rows:
            if v not in variants:
                variants.append(v)
        first = variants[0]
        names = [r for (r, v) in rows if v == first]
        print(f"\n### {title}: {os.path.basename(p)[:-4]} (ns of each variant over {first}'s, same process: median [min, max] of 5; * > 1.02)\n")
        print("| row | " + " | ".join(f"{first} ns" if v == first else v for v in variants) + " |")
        print("|---|" + "---|" * len(variants))
        logs = {v: [] for v in variants[1:]}
        for n in names:
            cells = []
            for v in variants:
                r = rows[(n, v)]
                if v == first:
                    cells.append(f"{float(r['ns_median']):.1f}")
                else:
                    m, lo, hi = (float(r[k]) for k in ("ratio_median", "ratio_min", "ratio_max"))
                    logs[v].append(math.log(m))
                    cells.append(f"{m:.3f} [{lo:.3f}, {hi:.3f}]" + (" *" if m > 1.02 else ""))
            print(f"| {os.path.basename(n)} | " + " | ".join(cells) + " |")
        if len(names) > 1:
            gm = [f"{math.exp(sum(l) / len(l)):.3f}" for l in logs.values()]
            print("| geomean | | " + " | ".join(gm) + " |")


def dists_combined():
    """guard/row and bb16k/row per distribution, each order's paired ratio, and their
    geometric mean over the orders (ab's variant slots read differently whatever they hold:
    averaging orders in which a variant sits in different slots cancels that)."""
    for p in ("aligned", "random"):
        files = {k: os.path.join(RAW, f"dists-{k}{p}.csv") for k in ("", "rev-", "guard1-")}
        if not all(os.path.exists(f) for f in files.values()):
            continue
        fw, rv, g1 = (load(files[k]) for k in ("", "rev-", "guard1-"))
        r = lambda rows, n, v: float(rows[(n, v)]["ratio_median"]) if (n, v) in rows else 1.0
        names = [n for (n, v) in fw if v == "row"]
        print(f"\n### distributions, {p} placement: variant / row, per order and order-averaged (geomean of the orders)\n")
        print("| distribution | guard/row (row 1st, guard 2nd) | (guard 1st, row 2nd) | guard/row averaged | bb16k/row (row 1st, bb16k 3rd) | (bb16k 1st, row 3rd) | (guard 1st, row 2nd, bb16k 3rd) | bb16k/row averaged |")
        print("|---|---|---|---|---|---|---|---|")
        lg, lb = [], []
        for n in names:
            ga, gb = r(fw, n, "guard"), 1 / r(g1, n, "row")
            ba, bb, bc = r(fw, n, "bb16k"), 1 / r(rv, n, "row"), r(g1, n, "bb16k") / r(g1, n, "row")
            gm = math.sqrt(ga * gb)
            bm = (ba * bb * bc) ** (1 / 3)
            lg.append(math.log(gm)); lb.append(math.log(bm))
            print(f"| {os.path.basename(n)} | {ga:.3f} | {gb:.3f} | {gm:.3f} | {ba:.3f} | {bb:.3f} | {bc:.3f} | {bm:.3f} |")
        print(f"| geomean | | | {math.exp(sum(lg) / len(lg)):.3f} | | | | {math.exp(sum(lb) / len(lb)):.3f} |")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["main", "knobs", "knobs2", "knobs3", "dists"]
    if "main" in parts:
        target_table()
        main_tables()
    if "knobs" in parts:
        paired_tables("knobs-", "knobs")
    if "knobs2" in parts:
        paired_tables("knobs2-", "knobs below 4 KiB")
    if "knobs3" in parts:
        paired_tables("knobs3-", "guard crossover")
    if "dists" in parts:
        paired_tables("dists-", "distributions")
        dists_combined()
