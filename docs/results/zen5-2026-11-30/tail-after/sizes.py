"""Summary of run.sh's fixed sizes: python3 sizes.py [sizes-*.csv]

Per file (working set, misalignment) and size: ns of the row at entry offset 0, and each
option's time over the row's at the same entry offset: at offset 0 ab's paired ratio (median
over the 5 processes [min-max]); at offset 32 the quotient of the two variants' paired
ratios to row-e0. `+`/`-`: both offsets' values above 1.02 / below 0.98."""
import csv, glob, sys, collections

for f in sorted(sys.argv[1:] or glob.glob('sizes-*.csv')):
    r = collections.defaultdict(dict)
    for row in csv.DictReader(open(f)):
        r[row['row']][row['variant']] = row
    print(f'== {f[:-4]}')
    opts = ['row2048', 'row2048-8192']
    print(f'  {"bytes":>6s} {"row ns":>7s}' + ''.join(f'{o + " e0":>26s}{o + " e32":>18s}' for o in opts))
    for size, v in r.items():
        line = f'  {size:>6s} {float(v["row-e0"]["ns_median"]):7.1f}'
        for o in opts:
            e0 = v[f'{o}-e0']
            q0 = float(e0['ratio_median'])
            q32 = float(v[f'{o}-e32']['ratio_median']) / float(v['row-e32']['ratio_median'])
            flag = '+' if min(q0, q32) > 1.02 else ('-' if max(q0, q32) < 0.98 else ' ')
            line += f'{q0:8.3f} [{float(e0["ratio_min"]):.3f}-{float(e0["ratio_max"]):.3f}]' + f'{q32:10.3f}{flag:>2s}      '
        print(line)
