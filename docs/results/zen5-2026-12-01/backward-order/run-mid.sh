#!/bin/sh
# Fixed sizes 513-2047 B in the layouts that take the backward loop on the amd-zen5 row (page
# copies below 2 KiB: 0/0; the destination 8 bytes above the source: 0/8), L1-hot and rotating
# (512K), the amd-zen5 row before (B_OLD, 54e66c0) and after (B_NEW) the backward loop's new
# order and the strict loop start (both in B_NEW's row): each binary
# in its own `memcpy-jit ab` against glibc, the row built at the entry offsets 0, 8, ..., 56
# (variants e0..e56). mid.py takes the geometric mean over the offsets.
set -e
for lay in 0/0 0/8; do
  for ws in hot 512K; do
    for b in old new; do
      eval B=\$B_$(echo $b | tr a-z A-Z)
      V=""; for e in 0 8 16 24 32 40 48 56; do V="$V --variant e$e=vector,entry=$e"; done
      $B ab --baseline glibc $V --sizes 513,520,576,700,800,1000,1300,2047 --misalign $lay \
        --working-set $ws --runs 3 --rounds 31 --csv mid-$b-$(echo $lay | tr / -)-$ws.csv \
        > mid-$b-$(echo $lay | tr / -)-$ws.txt
    done
  done
done
python3 mid.py > mid-summary.txt
