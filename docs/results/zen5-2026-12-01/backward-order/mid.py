"""Summarise run-mid.sh: per layout, working set and size, the geometric mean over the eight
entry offsets of row/glibc before (old) and after (new) the backward loop's new order."""
import collections
import csv
import glob
import math


def load(path):
    rows = collections.defaultdict(dict)
    for r in csv.DictReader(open(path)):
        rows[r['row']][r['variant']] = float(r['ns_median'])
    return {k: math.exp(sum(math.log(d[f'e{e}'] / d['glibc']) for e in range(0, 64, 8)) / 8)
            for k, d in rows.items()}


for old in sorted(glob.glob('mid-old-*.csv')):
    tag = old[len('mid-old-'):-4]
    a, b = load(old), load(f'mid-new-{tag}.csv')
    print(f'== {tag}: size | old/glibc | new/glibc')
    for k in a:
        print(f'{k:>6} | {a[k]:.3f} | {b[k]:.3f}')
