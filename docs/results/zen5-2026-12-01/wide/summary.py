# summary.py: per distance and working set, row/glibc and wide/glibc at each size (from run-sizes.sh).
import csv, collections, glob, re
out = []
for ws in ['hot', 'l2']:
    for d in [8, 32, 63, 64, 96, 128, 192, 255]:
        v = collections.defaultdict(dict)
        for r in csv.DictReader(open('d%d-%s.csv' % (d, ws))):
            v[int(r['row'])][r['variant']] = float(r['ns_median'])
        cells = ['%d: %.2f -> %.2f' % (s, x['row'] / x['glibc'], x['wide'] / x['glibc']) for s, x in sorted(v.items())]
        out.append('%-3s d=%-3d %s' % (ws, d, '  '.join(cells)))
print('row/glibc -> with backward_wide_below=2048 /glibc, per size (B)')
print('\n'.join(out))
