"""Tables of this folder's README from raw/N/*.csv (ab's CSV): `python3 summary.py [fixed|dists]`.

fixed: per layout and size, each variant's ratio to glibc (ratio_median: the median over 5
processes of each process's paired ratio) in every invocation (raw/1, raw/2, ...), `*` over 1.02.
dists: per invocation and placement, the geometric mean over the 19 distributions of each
variant's ratio to glibc, and of its ratio over the row's (ratio_median / the row's), with the
smallest and largest per-distribution value of the latter; then MemcpyGoogleD and
fleetbench-Memcpy_0. confirm: raw/cN (the row with the limit, `new`, against the row before,
`old`, and an A/A control, `aa`, in two orders).
"""
import csv, glob, math, sys
from collections import defaultdict

VARIANTS = ["row", "p1k", "p2k", "pall"]


def load(path):
    out = defaultdict(dict)  # row -> variant -> (ratio, min, max)
    for r in csv.DictReader(open(path)):
        if r["ratio_median"]:
            out[r["row"]][r["variant"]] = tuple(
                float(r[k]) for k in ("ratio_median", "ratio_min", "ratio_max"))
    return out


def runs():
    return sorted(glob.glob("raw/[0-9]*"))


def geo(v):
    return math.exp(sum(map(math.log, v)) / len(v))


def fixed():
    for layout in ["fixed-page-hot", "fixed-page-rotating", "more-page-hot", "more-page-rotating",
                   "fixed-aligned-hot", "fixed-aligned-rotating", "fixed-misaligned-hot",
                   "fixed-misaligned-rotating"]:
        print(f"\n{layout}: ratio to glibc, invocations " + ", ".join(r[4:] for r in runs()))
        print("| bytes | " + " | ".join(VARIANTS) + " |")
        print("|---" * (len(VARIANTS) + 1) + "|")
        data = [load(f"{r}/{layout}.csv") for r in runs()]
        for size in data[0]:
            cells = []
            for v in VARIANTS:
                xs = [d[size][v][0] for d in data]
                cells.append(" / ".join(f"{x:.3f}{'*' if x > 1.02 else ''}" for x in xs))
            print(f"| {size} | " + " | ".join(cells) + " |")


def dists():
    for p in ["aligned", "random"]:
        print(f"\n{p}: geomean of 19 ratio to glibc; variant/row geomean [min, max]")
        print("| invocation | " + " | ".join(VARIANTS) + " | " +
              " | ".join(f"{v}/row" for v in VARIANTS[1:]) + " |")
        print("|---" * (2 * len(VARIANTS)) + "|")
        for r in runs():
            d = load(f"{r}/dists-{p}.csv")
            g = [f"{geo([d[k][v][0] for k in d]):.3f}" for v in VARIANTS]
            rel = []
            for v in VARIANTS[1:]:
                q = [d[k][v][0] / d[k]["row"][0] for k in d]
                rel.append(f"{geo(q):.4f} [{min(q):.3f}, {max(q):.3f}]")
            print(f"| {r[4:]} | " + " | ".join(g + rel) + " |")
        for name in ["MemcpyGoogleD", "fleetbench-Memcpy_0"]:
            cells = []
            for v in VARIANTS:
                xs = [load(f"{r}/dists-{p}.csv")[name][v][0] for r in runs()]
                cells.append(" / ".join(f"{x:.3f}" for x in xs))
            print(f"| {name} | " + " | ".join(cells) + " |")


def confirm():
    cruns = sorted(glob.glob("raw/c[0-9]*")) + sorted(glob.glob("raw/w[0-9]*"))
    cols = [(c, o) for c in cruns for o in ["new-old", "old-new"]]
    names = ", ".join(f"{c[4:]} {o}" for c, o in cols)
    for w in ["hot", "rotating"]:
        print(f"\npage-{w}: ratio to glibc of new / old / aa, per invocation and order ({names})")
        print("| bytes | " + " | ".join(f"{c[4:]} {o}" for c, o in cols) + " |")
        print("|---" * (len(cols) + 1) + "|")
        data = [load(f"{c}/confirm-{o}-page-{w}.csv") for c, o in cols]
        for size in data[0]:
            cells = [" / ".join(f"{d[size][v][0]:.3f}{'*' if d[size][v][0] > 1.02 else ''}"
                                for v in ["new", "old", "aa"]) for d in data]
            print(f"| {size} | " + " | ".join(cells) + " |")
    for p in ["aligned", "random"]:
        print(f"\n{p}: geomean of 19 ratio to glibc (new, old, aa); new/old and aa/old geomean [min, max]")
        print("| invocation, order | new | old | aa | new/old | aa/old | MemcpyGoogleD new/old |")
        print("|---|---|---|---|---|---|---|")
        for c, o in cols:
            d = load(f"{c}/confirm-{o}-dists-{p}.csv")
            g = [f"{geo([d[k][v][0] for k in d]):.3f}" for v in ["new", "old", "aa"]]
            rel = []
            for v in ["new", "aa"]:
                q = [d[k][v][0] / d[k]["old"][0] for k in d]
                rel.append(f"{geo(q):.4f} [{min(q):.3f}, {max(q):.3f}]")
            dd = d["MemcpyGoogleD"]["new"][0] / d["MemcpyGoogleD"]["old"][0]
            print(f"| {c[4:]} {o} | " + " | ".join(g + rel) + f" | {dd:.3f} |")


parts = sys.argv[1:] or ["fixed", "dists", "confirm"]
if "fixed" in parts:
    fixed()
if "dists" in parts:
    dists()
if "confirm" in parts:
    confirm()
