"""Per-distribution median paired ratio row / AOCL-LibMem (the CSV's glibc column under
LD_PRELOAD), hack off and on, and their geometric means. Usage: python3 summary19.py"""
import csv, math
def load(f):
    return {r["row"]: float(r["ratio_median"]) for r in csv.DictReader(open(f)) if r["variant"] == "row"}
for p in ("aligned", "random"):
    off, on = load(f"hack19-off-{p}.csv"), load(f"hack19-on-{p}.csv")
    print(f"{p}: distribution, row/AOCL (as is), row/AOCL (tail loaded after the loop)")
    for k in off:
        print(f"  {k:24s} {off[k]:.3f} {on[k]:.3f}")
    g = lambda d: math.exp(sum(math.log(x) for x in d.values()) / len(d))
    print(f"  {'geometric mean':24s} {g(off):.3f} {g(on):.3f}")
