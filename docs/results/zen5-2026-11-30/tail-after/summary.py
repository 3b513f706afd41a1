"""Summary of run.sh's distribution runs: python3 summary.py [aocl-*.csv]

Variants are named CONFIG-eN (CONFIG at entry offset N); the base of an option CONFIG is
`row` for row..., `tuned` for tuned.... Per placement: for each CONFIG and file (one variant
order each) the geometric mean over the 19 distributions of the ratio to AOCL-LibMem
(ratio_median of ab's CSV: the median over 5 processes of each process's median paired
ratio), first per entry offset, then over the offsets; then, per distribution, option / base
in the same process at the same offset, geometric mean over offsets and files [min-max of
the single offset-and-file values], flagged + / - where the mean is above 1.01 / below
0.99; last the worst distribution of each CONFIG."""
import csv, glob, math, sys, collections, re

files = sorted(sys.argv[1:] or glob.glob('aocl-*-*.csv'))
by = collections.defaultdict(dict)  # (placement, order) -> {(dist, variant): ratio}
for f in files:
    m = re.search(r'aocl-(\w+)-(\w+)\.csv$', f)
    for row in csv.DictReader(open(f)):
        if row['ratio_median']:
            by[(m.group(1), m.group(2))][(row['row'], row['variant'])] = float(row['ratio_median'])
geo = lambda v: math.exp(sum(map(math.log, v)) / len(v))
for placement in ['aligned', 'random']:
    runs = sorted(k for k in by if k[0] == placement)
    if not runs:
        continue
    variants = list(dict.fromkeys(v for k in runs for (_, v) in by[k]))
    dists = list(dict.fromkeys(d for k in runs for (d, _) in by[k]))
    configs = list(dict.fromkeys(v.rsplit('-e', 1)[0] for v in variants))
    offsets = list(dict.fromkeys(v.rsplit('-e', 1)[1] for v in variants))
    print(f'== {placement}: ratio to AOCL-LibMem, geometric mean over the 19 distributions')
    print(f'   per file ({", ".join(k[1] for k in runs)}) x entry offset ({", ".join(offsets)}); then over all')
    for c in configs:
        cells = []
        for k in runs:
            cells.append(' '.join(f'{geo([by[k][(d, f"{c}-e{e}")] for d in dists]):.3f}' for e in offsets))
        allg = geo([by[k][(d, f'{c}-e{e}')] for k in runs for e in offsets for d in dists])
        print(f'  {c:10s} ' + ' | '.join(cells) + f'   -> {allg:.3f}')
    print(f'== {placement}: per distribution, ratio to AOCL-LibMem (geometric mean over offsets and files), and option / base')
    opts = [c for c in configs if c not in ('row', 'tuned')]
    print('  ' + f'{"distribution":26s}' + ''.join(f'{c:>8s}' for c in configs) + ''.join(f'{c + "/base":>28s}' for c in opts))
    for d in dists:
        line = ''.join(f'{geo([by[k][(d, f"{c}-e{e}")] for k in runs for e in offsets]):8.3f}' for c in configs)
        for c in opts:
            base = 'row' if c.startswith('row') else 'tuned'
            r = [by[k][(d, f'{c}-e{e}')] / by[k][(d, f'{base}-e{e}')] for k in runs for e in offsets]
            g = geo(r)
            flag = '+' if g > 1.01 else ('-' if g < 0.99 else ' ')
            line += f'{g:8.3f} [{min(r):.3f}-{max(r):.3f}]{flag:1s}'.rjust(28)
        print(f'  {d:26s}' + line)
    print(f'== {placement}: option / base, geometric mean over the distributions, per file x offset; then over all')
    for c in opts:
        base = 'row' if c.startswith('row') else 'tuned'
        cells = [' '.join(f'{geo([by[k][(d, f"{c}-e{e}")] / by[k][(d, f"{base}-e{e}")] for d in dists]):.3f}' for e in offsets) for k in runs]
        allg = geo([by[k][(d, f'{c}-e{e}')] / by[k][(d, f'{base}-e{e}')] for k in runs for e in offsets for d in dists])
        print(f'  {c:10s} ' + ' | '.join(cells) + f'   -> {allg:.3f}')
