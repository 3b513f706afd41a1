#!/bin/sh
# Where the code sits within its 64-byte line, and the small path's order (2026-12-01).
# B = memcpy-jit; B2 (optional) = a second build of it with other code addresses for the
# harness's own loop (RUSTFLAGS="-C opt-level=2", its own target directory).
# mix = 95% 16 B and 5% 100 B copies (mix-16x95-100x5.csv): rare mispredicted branches.
# 1. entries-*.csv: row, tvf (two_vectors_first), hv (halves), hvt (both) at the entry
#    offsets 0, 4, ..., 60 (one `ab` each), on mix, MemcpyGoogleQ/B/L, fleetbench-Memcpy_3;
# 2. fine-row-*.csv: the row at every entry offset 0..63 on mix; fine-tvf-*.csv: tvf on mix
#    and MemcpyGoogleQ;
# 3. slots-*.csv: row and tvf at entry 0 built once (--placements 1) after k = 0..7 other
#    codes, so at k different page offsets (code slots);
# 4. caller-*.csv: the row at entries 0, 4, ..., 60 on mix and MemcpyGoogleQ with B and B2.
# 3 runs x 15 rounds (11 for the fine sweeps). summary.py prints the tables.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
MIX=mix-16x95-100x5.csv
for v in row:vector tvf:vector,two_vectors_first=true hv:vector,masked_form=halves \
         hvt:vector,masked_form=halves,two_vectors_first=true; do
  V=""; for e in $(seq 0 4 60); do V="$V --variant e$e=${v#*:},entry=$e"; done
  $B ab $V --dist $MIX --dist $D/MemcpyGoogleQ.csv --dist $D/MemcpyGoogleB.csv --dist $D/MemcpyGoogleL.csv \
    --dist $D/fleetbench-Memcpy_3.csv --runs 3 --rounds 15 --csv entries-${v%%:*}.csv > /dev/null
done
for base in 0 16 32 48; do
  V=""; W=""
  for e in $(seq $base $((base + 15))); do
    V="$V --variant e$e=vector,entry=$e"; W="$W --variant e$e=vector,two_vectors_first=true,entry=$e"
  done
  $B ab $V --dist $MIX --runs 3 --rounds 11 --csv fine-row-$base.csv > /dev/null
  $B ab $W --dist $MIX --dist $D/MemcpyGoogleQ.csv --runs 3 --rounds 11 --csv fine-tvf-$base.csv > /dev/null
done
for k in 0 1 2 3 4 5 6 7; do
  V=""; for j in $(seq 1 $k); do V="$V --variant d$j=scalar"; done
  $B ab $V --variant row=vector --variant tvf=vector,two_vectors_first=true --placements 1 \
    --dist $MIX --dist $D/MemcpyGoogleQ.csv --dist $D/MemcpyGoogleB.csv --dist $D/MemcpyGoogleD.csv \
    --runs 3 --rounds 15 --csv slots-$k.csv > /dev/null
done
V=""; for e in $(seq 0 4 60); do V="$V --variant e$e=vector,entry=$e"; done
$B ab $V --dist $MIX --dist $D/MemcpyGoogleQ.csv --runs 3 --rounds 15 --csv caller-1.csv > /dev/null
if [ -n "${B2:-}" ]; then
  $B2 ab $V --dist $MIX --dist $D/MemcpyGoogleQ.csv --runs 3 --rounds 15 --csv caller-2.csv > /dev/null
fi
python3 summary.py > summary.txt
