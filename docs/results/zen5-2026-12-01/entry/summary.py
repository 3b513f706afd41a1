"""Summarise run.sh: ns per call by entry offset (and by code slot)."""
import collections
import csv
import glob
import os


def table(path):
    rows = collections.defaultdict(list)
    for r in csv.DictReader(open(path)):
        if r['variant'] != 'glibc':
            rows[r['row']].append((r['variant'], float(r['ns_median'])))
    return rows


for v in ['row', 'tvf', 'hv', 'hvt']:
    print(f'== entries-{v}.csv: ns per call at entry offsets 0, 4, ..., 60, and the mean')
    for name, xs in table(f'entries-{v}.csv').items():
        ns = [x for _, x in xs]
        print(f'{name[:22]:22}', ' '.join(f'{x:.2f}' for x in ns), f' mean {sum(ns) / len(ns):.3f}')
for which in ['row', 'tvf']:
    per = collections.defaultdict(list)
    for base in (0, 16, 32, 48):
        for name, xs in table(f'fine-{which}-{base}.csv').items():
            per[name] += xs
    for name, xs in per.items():
        print(f'== fine-{which}: {name}, ns per call at every entry offset')
        print(' '.join(f'{v[1:]}:{x:.2f}' for v, x in xs))
print('== slots: row and tvf at entry 0 after k other codes (k different code slots)')
for k in range(8):
    t = collections.defaultdict(dict)
    for r in csv.DictReader(open(f'slots-{k}.csv')):
        t[r['row']][r['variant']] = float(r['ns_median'])
    print(f'k={k}', '  '.join(f"{n[:14]}: row {d['row']:.2f} tvf {d['tvf']:.2f}" for n, d in t.items()))
for c in ['caller-1.csv', 'caller-2.csv']:
    if os.path.exists(c):
        print(f'== {c}: the row at entry offsets 0, 4, ..., 60')
        for name, xs in table(c).items():
            print(f'{name[:22]:22}', ' '.join(f'{x:.2f}' for _, x in xs))
