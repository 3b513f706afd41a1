"""Summarise run.sh: per variant, the fixed points over 1.02 of glibc and the worst one, then
the geometric mean over the 19 distributions of each variant's median ratio to the baseline
(AOCL-LibMem in aocl-*.csv, glibc in glibc-*.csv)."""
import collections
import csv
import glob
import math

VS = ['row', 'tvf', 'ht', 'htt', 'hv', 'hvt']
over = collections.Counter()
worst = {}
for f in sorted(glob.glob('fixed-*.csv')):
    for r in csv.DictReader(open(f)):
        if r['variant'] in VS and r['ratio_median']:
            x = float(r['ratio_median'])
            over[r['variant']] += x > 1.02
            if x > worst.get(r['variant'], (0,))[0]:
                worst[r['variant']] = (x, f[6:-4], r['row'])
print('fixed points over 1.02 of glibc (of 180 each):', {v: over[v] for v in VS})
for v in VS:
    print(f'  worst {v}: {worst[v][0]:.3f} at {worst[v][2]} B, {worst[v][1]}')
for f in ['aocl-aligned.csv', 'aocl-random.csv', 'glibc-aligned.csv', 'glibc-random.csv']:
    g = collections.defaultdict(list)
    for r in csv.DictReader(open(f)):
        if r['ratio_median']:
            g[r['variant']].append(float(r['ratio_median']))
    print(f'{f:18}', ' '.join(f'{v} {math.exp(sum(map(math.log, g[v])) / len(g[v])):.3f}' for v in VS))
