"""Memmove mode's cost with the slot controlled: for each row, the ratio to `tuned` of mm in
slot 2 over that of same in slot 2 (the other run), and likewise in slot 3; the cost is the
geometric mean of the two. Usage: python3 slots.py PREFIX (reads PREFIX-mm2.csv, PREFIX-mm3.csv)."""
import csv, math, sys

def ratios(fn):
    out = {}
    for r in csv.DictReader(open(fn)):
        if r["ratio_median"]:
            out[(r["row"], r["variant"])] = float(r["ratio_median"])
    return out

for prefix in sys.argv[1:]:
    a, z = ratios(prefix + "-mm2.csv"), ratios(prefix + "-mm3.csv")
    rows = []
    for (row, v) in a:
        if v != "mm":
            continue
        m2, s3 = a[(row, "mm")], a[(row, "same")]
        s2, m3 = z[(row, "same")], z[(row, "mm")]
        cost = math.sqrt((m2 / s2) * (m3 / s3))
        rows.append((row, m2, s2, m3, s3, cost))
    print(f"{prefix}: row | mm/tuned slot2 | same/tuned slot2 | mm/tuned slot3 | same/tuned slot3 | memmove cost (slot-controlled)")
    for row, m2, s2, m3, s3, c in rows:
        print(f"  {row:24s} {m2:.3f} {s2:.3f} {m3:.3f} {s3:.3f} -> {c:.3f}")
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print(f"  geometric mean over {len(rows)}: mm slot2 {g([r[1] for r in rows]):.3f}, same slot2 {g([r[2] for r in rows]):.3f}, "
          f"mm slot3 {g([r[3] for r in rows]):.3f}, same slot3 {g([r[4] for r in rows]):.3f}; "
          f"cost {g([r[5] for r in rows]):.3f} (min {min(r[5] for r in rows):.3f}, max {max(r[5] for r in rows):.3f})")
