"""One line per tune output: what changed, the final check's objective vs the row and vs glibc,
the fixed sizes over 2% of glibc, two_vectors_first's and the late tail loads' verdicts; then
the tail-loads step's candidates (all neutral by ../tail-row) pooled per binary."""
import glob, re, statistics as st

def field(f, start):
    return next((l for l in open(f) if l.lstrip().startswith(start)), '')

def verdict(f, start):
    l = next((l for l in open(f) if l.startswith(start) and '|' in l), '')
    if '|' not in l:
        return '-'
    c = [x.strip() for x in l.split('|')]
    return f'{c[1]} {c[-1][:60]}'

for pat in ['tune-*.txt', 'main-tune-*.txt']:
    files = sorted(glob.glob(pat), key=lambda f: int(re.findall(r'\d+', f)[-1]))
    for f in files:
        ch = field(f, 'changed from the table').split('table: ')[-1].strip() or 'nothing'
        ob = [x.strip() for x in field(f, 'objective (geomean)').split('|')]
        if len(ob) < 6:
            print(f'{f}: no final check (unfinished?)')
            continue
        fx = re.findall(r'(\d+ B \w+ \w+) \(([\d.]+)x', field(f, 'fixed sizes slower'))
        print(f'{f:17} | {ch:60} | {ob[4]:21} | {ob[5]:21} | {len(fx)} |'
              f' tvf {verdict(f, "two_vectors_first=on ")} |'
              f' tail {verdict(f, "tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192")}')
    outcomes, tvf, unconfirmed = {}, [], []
    for f in files:
        ob = [x.strip() for x in field(f, 'objective (geomean)').split('|')]
        if len(ob) < 6:
            continue
        ch = field(f, 'changed from the table').split('table: ')[-1].strip() or 'nothing'
        outcomes[ch] = outcomes.get(ch, 0) + 1
        l = next((l for l in open(f) if l.startswith('two_vectors_first=on ') and '|' in l), '')
        if l:
            tvf.append(float(l.split('|')[1].split()[0]))
        if ch != 'nothing' and float(ob[4].split()[0]) > 0.99:
            unconfirmed.append(f'{f} ({ch}: final check {ob[4]})')
    print(f'{pat}: outcomes {outcomes}')
    print(f'{pat}: two_vectors_first=on objective point {min(tvf):.3f}-{max(tvf):.3f} over {len(tvf)} runs')
    print(f'{pat}: changes the final check reads above 0.99 of the row: {unconfirmed or "none"}')
    pts, wid = [], []
    for f in files:
        for l in open(f):
            if l.startswith('tail_loads_after_loop_from=') and '[' in l.split('|')[1]:
                r, lo, hi = map(float, re.search(r'([\d.]+) \[([\d.]+), ([\d.]+)\]', l).groups())
                pts.append(r)
                wid.append(hi - lo)
    d = [abs(x - 1) for x in pts]
    print(f'{pat}: tail-loads step, {len(pts)} candidates: mean |r-1| {st.mean(d):.4f}, '
          f'max {max(d):.4f}, median interval width {st.median(wid):.4f}\n')
