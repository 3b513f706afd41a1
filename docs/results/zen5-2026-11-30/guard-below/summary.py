#!/usr/bin/env python3
"""Tables of docs/results/zen5-2026-11-30/guard-below/raw/: each variant against the row
(`row` = tuned, the amd-zen5 row) as the median of ab's per-process paired ratios
[min, max over the 5 processes], from both variant orders (band = row first, bandrev = row
last; ab's ratios are against the first variant, so bandrev's are taken as variant/guard
over row/guard per process median: the medians' quotient). `python3 summary.py [band|dists|coal]`."""
import csv
import sys
from pathlib import Path

RAW = Path(__file__).parent / "raw"


def load(name):
    """(row label, variant) -> (ns_median, ns_min, ns_max, ratio_median, ratio_min, ratio_max, first)."""
    out = {}
    with open(RAW / f"{name}.csv") as f:
        rows = list(csv.DictReader(f))
    first = rows[0]["variant"]
    for r in rows:
        ratio = lambda k: float(r[k]) if r[k] else 1.0
        out[(r["row"], r["variant"])] = (
            float(r["ns_median"]),
            ratio("ratio_median"),
            ratio("ratio_min"),
            ratio("ratio_max"),
        )
    return out, first


def vs_row(data, first, key, v):
    """The variant's time over the row's: ab's paired ratio when the row is first, else
    the quotient of the two paired ratios against the first variant (medians)."""
    if first == "row":
        _, med, lo, hi = data[(key, v)]
        return med, lo, hi
    _, mv, lv, hv = data[(key, v)]
    _, mr, lr, hr = data[(key, "row")]
    return mv / mr, lv / hr, hv / lr


def band():
    variants = ["g16", "g32", "guard", "glibc"]
    for ws in ["hot", "rot"]:
        for lay in ["0_8", "0_31", "0_2048"]:
            print(f"\n### {'L1-hot' if ws == 'hot' else 'rotating 512 KiB'}, --misalign {lay.replace('_', '/')}: variant / row (row first | row last)\n")
            print("| bytes | row ns | " + " | ".join(variants) + " |")
            print("|---|---|" + "---|" * len(variants))
            a, fa = load(f"band-{ws}-{lay}")
            b, fb = load(f"bandrev-{ws}-{lay}")
            sizes = sorted({k[0] for k in a}, key=float)
            for s in sizes:
                cells = []
                for v in variants:
                    m1, _, _ = vs_row(a, fa, s, v)
                    m2, _, _ = vs_row(b, fb, s, v)
                    cells.append(f"{m1:.3f} \\| {m2:.3f}")
                print(f"| {s} | {a[(s, 'row')][0]:.1f} | " + " | ".join(cells) + " |")
    # The band over the co-aligned reference, per variant (same order, cross-invocation).
    for ws in ["hot", "rot"]:
        print(f"\n### {'L1-hot' if ws == 'hot' else 'rotating 512 KiB'}: band (0/8, 0/31) ns over co-aligned (0/2048) ns of the same variant, both orders (range over 4)\n")
        vs = ["row", "g16", "g32", "guard", "glibc"]
        print("| bytes | " + " | ".join(vs) + " |")
        print("|---|" + "---|" * len(vs))
        runs = {p: {lay: load(f"{p}-{ws}-{lay}")[0] for lay in ["0_8", "0_31", "0_2048"]} for p in ["band", "bandrev"]}
        sizes = sorted({k[0] for k in runs["band"]["0_8"]}, key=float)
        for s in sizes:
            cells = []
            for v in vs:
                r = [runs[p][lay][(s, v)][0] / runs[p]["0_2048"][(s, v)][0] for p in runs for lay in ["0_8", "0_31"]]
                cells.append(f"{min(r):.2f}-{max(r):.2f}")
            print(f"| {s} | " + " | ".join(cells) + " |")


def dists():
    variants = ["g16", "g32", "guard"]
    for p in ["aligned", "random"]:
        print(f"\n### 19 distributions, --placement {p}: variant / row (row first | row last); glibc / row\n")
        a, fa = load(f"dists-{p}")
        b, fb = load(f"dists-rev-{p}")
        print("| distribution | row ns | " + " | ".join(variants) + " | glibc |")
        print("|---|---|" + "---|" * (len(variants) + 1))
        keys = [k[0] for k in a if k[1] == "row"]
        prod = {v: [1.0, 1.0] for v in variants + ["glibc"]}
        for s in keys:
            cells = []
            for v in variants + ["glibc"]:
                m1, _, _ = vs_row(a, fa, s, v)
                m2, _, _ = vs_row(b, fb, s, v)
                prod[v][0] *= m1
                prod[v][1] *= m2
                cells.append(f"{m1:.3f} \\| {m2:.3f}")
            print(f"| {s} | {a[(s, 'row')][0]:.2f} | " + " | ".join(cells) + " |")
        n = len(keys)
        cells = [f"{prod[v][0] ** (1 / n):.4f} \\| {prod[v][1] ** (1 / n):.4f}" for v in variants + ["glibc"]]
        print("| geometric mean | | " + " | ".join(cells) + " |")


def coal():
    for ws in ["hot", "rot"]:
        for lay in ["0_2048", "0_8"]:
            print(f"\n### coal: {'L1-hot' if ws == 'hot' else 'rotating 512 KiB'}, --misalign {lay.replace('_', '/')}: variant / row, row first [min, max] | row last\n")
            print("| bytes | g32 | g32c | glibc |")
            print("|---|---|---|---|")
            a, fa = load(f"coal1-{ws}-{lay}")
            b, fb = load(f"coal2-{ws}-{lay}")
            for s in sorted({k[0] for k in a}, key=float):
                cells = []
                for v in ["g32", "g32c", "glibc"]:
                    m, lo, hi = vs_row(a, fa, s, v)
                    m2, _, _ = vs_row(b, fb, s, v)
                    cells.append(f"{m:.3f} [{lo:.3f}, {hi:.3f}] \\| {m2:.3f}")
                print(f"| {s} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    parts = sys.argv[1:] or ["band", "dists", "coal"]
    for part in parts:
        {"band": band, "dists": dists, "coal": coal}[part]()
