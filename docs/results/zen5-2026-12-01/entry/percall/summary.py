"""Summarise run.sh: per distribution the median over processes of `gen` (ns per call) for each
profile, tvf/row and hvt/row, and the geometric means of those ratios."""
import collections
import glob
import math
import statistics

d = collections.defaultdict(lambda: collections.defaultdict(list))
for f in glob.glob('*-*.txt'):
    p = f.split('-')[0]
    for line in open(f):
        s = line.split()
        if len(s) > 5 and s[0].endswith('.sizes'):
            d[s[0][:-6]][p].append(float(s[2]))
ratios = {'tvf': [], 'hvt': []}
for name, v in sorted(d.items()):
    m = {p: statistics.median(v[p]) for p in ('row', 'tvf', 'hvt')}
    for p in ratios:
        ratios[p].append(m[p] / m['row'])
    print(f"{name:24} row {m['row']:.3f} tvf {m['tvf']:.3f} hvt {m['hvt']:.3f}"
          f"  tvf/row {m['tvf'] / m['row']:.3f} hvt/row {m['hvt'] / m['row']:.3f}")
print('geometric mean of the ratios:',
      {p: round(math.exp(sum(map(math.log, r)) / len(r)), 4) for p, r in ratios.items()})
