#!/bin/sh
# The amd-zen5 row (`row`, MEMCPY_JIT_PROFILE=off) against the row with the forward loops'
# tail loaded ascending (`asc`), against glibc, paired in one `ab` per layout and working set,
# both variant orders (sizes-*-{ra,ar}.*): 520-2040 B every 40 B and 3000, 5000, 10000 B;
# aligned (0/2048) and misaligned (1/2051) layouts, L1-hot and rotating through 512 KiB; the
# page (0/0) and band (0/8) layouts, where the row's copies below 2 KiB and 4 KiB take the
# backward loop (unchanged), as controls. B: the memcpy-jit binary (commit of this folder).
set -e
B=${B:-../../../../target/release/memcpy-jit}
S=$(seq -s, 520 40 2040),3000,5000,10000
for m in 0/2048 1/2051 0/0 0/8; do for w in 512K hot; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant asc=vector,tail_loads_ascending=true \
    --sizes $S --misalign $m --working-set $w --runs 3 --csv sizes-$t-ra.csv > sizes-$t-ra.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant asc=vector,tail_loads_ascending=true --variant row=vector \
    --sizes $S --misalign $m --working-set $w --runs 3 --csv sizes-$t-ar.csv > sizes-$t-ar.txt
done; done
