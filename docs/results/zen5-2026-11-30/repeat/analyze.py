#!/usr/bin/env python3
"""Costs of the tuned configurations on the 19 fleet distributions, from the `ab` CSVs here.

Per file and variant: the geometric mean over the distributions of `ratio_median` (the median
over the 5 runs of the variant's paired ratio to glibc). cost(i)/cost(j) = geomean_i/geomean_j.
"both": the geometric mean of the fwd and rev files' values (each variant sits in another slot
in the two orders, so a slot effect cancels to first order). "worst distribution": the
distribution whose ratio_median_i/ratio_median_j (both orders' geometric mean) is furthest
from 1, and in brackets the furthest single reading in either order."""
import csv, itertools, math

SETS = {
    "ab": ("the three default tunes (r1, r2, r3) and run 1's A/A twin (r1b)",
           [("r2", "r1"), ("r3", "r1"), ("r3", "r2"), ("r1b", "r1")]),
    "wide6": ("run 1 against the four tunes of ../check-procs (c1a, c1b, c3a, c3b) and the 5 s tune (t5)",
              None),
    "main": ("main's code (4dc070e): run 1 (r1, two_vectors_first on), ../final5's tune (f5) and two "
             "tunes of main (m1, m2) (all three two_vectors_first off), and the row",
             None),
    "flip": ("main's code: two tunes a minute apart, n1 (two_vectors_first off) and n2 (on)",
             [("n1", "n2")]),
    "wide7": ("wide6 with an A/A twin of run 1 (r1b) added last: the seventh variant reads slow, "
              "so every pair with the variant in 7th place (r1b in fwd, r1 in rev) is off",
              None),
}
AA = ["aa6-aligned", "aa7-aligned", "aa7-random", "aa8-aligned"]


def load(path):
    by = {}
    with open(path) as f:
        for r in csv.DictReader(f):
            if r["variant"] != "glibc":
                by.setdefault(r["variant"], {})[r["row"]] = float(r["ratio_median"])
    return by


def gm(xs):
    xs = list(xs)
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    for prefix, (what, pairs) in SETS.items():
        print(f"# {prefix}-*.csv: {what}")
        for p in ("aligned", "random"):
            files = {o: load(f"{prefix}-{o}-{p}.csv") for o in ("fwd", "rev")}
            names = list(files["fwd"])
            if pairs is None:
                pairs = [(a, b) for a, b in itertools.combinations(names, 2)]
            print(f"\n## {p} placement\n")
            print("geomean over 19 distributions of the ratio to glibc:")
            for o, by in files.items():
                print(f"  {o}: " + ", ".join(f"{v} {gm(by[v].values()):.4f}" for v in names))
            print("  both: " + ", ".join(
                f"{v} {gm(gm(by[v].values()) for by in files.values()):.4f}" for v in names))
            print("\n| pair | fwd | rev | both | worst distribution: both (one order) |")
            print("|---|---|---|---|---|")
            spread = []
            for i, j in pairs:
                cells = [gm(by[i].values()) / gm(by[j].values()) for by in files.values()]
                per = {d: [by[i][d] / by[j][d] for by in files.values()] for d in files["fwd"][i]}
                both = gm(cells)
                spread.append(abs(math.log(both)))
                dboth = {d: gm(v) for d, v in per.items()}
                w = max(dboth, key=lambda d: abs(math.log(dboth[d])))
                w1 = max(((d, x) for d, v in per.items() for x in v), key=lambda t: abs(math.log(t[1])))
                print(f"| {i}/{j} | {cells[0]:.4f} | {cells[1]:.4f} | {both:.4f} | "
                      f"{w} {dboth[w]:.4f} ({w1[0]} {w1[1]:.4f}) |")
            print(f"\nlargest |both - 1| over the pairs: {100 * (math.exp(max(spread)) - 1):.2f}%")
            pairs = SETS[prefix][1]
        print()
    print("# tune's own objective: MemcpyGoogleQ, MemcpyGoogleD, fleetbench-Memcpy_Fleet and")
    print("# fleetbench-Memcpy_0 at both placements (8 workloads), geomean of ratio_median, both orders\n")
    obj = ["MemcpyGoogleQ", "MemcpyGoogleD", "fleetbench-Memcpy_Fleet", "fleetbench-Memcpy_0"]
    for prefix in ("ab", "wide6", "main", "flip"):
        per = {}
        for p in ("aligned", "random"):
            for o in ("fwd", "rev"):
                for v, d in load(f"{prefix}-{o}-{p}.csv").items():
                    per.setdefault(v, []).extend(d[w] for w in obj)
        g = {v: gm(x) for v, x in per.items()}
        hi, lo = max(g.values()), min(g.values())
        print(f"  {prefix}: " + ", ".join(f"{v} {x:.4f}" for v, x in g.items())
              + f"; highest/lowest {hi / lo:.4f}")
    print()
    print("# A/A: glibc and N copies of run 1's configuration in one ab run (aaN-*.csv)\n")
    print("geomean over 19 distributions of each copy's ratio to glibc, in build order; last: "
          "copies 7 and 8 against the mean of copies 1-6")
    for f in AA:
        by = load(f"{f}.csv")
        g = {v: gm(x.values()) for v, x in by.items()}
        base = gm(list(g.values())[:6])
        late = ", ".join(f"{v} {x / base:.4f}" for v, x in list(g.items())[6:])
        print(f"  {f}: " + ", ".join(f"{v} {x:.4f}" for v, x in g.items())
              + (f"; vs copies 1-6: {late}" if late else ""))


if __name__ == "__main__":
    main()
