#!/bin/sh
# The 19 fleet distributions, aligned and random placement: the amd-zen5 row as it was
# (backward_wide_below=none) and with backward_wide_below=2048, against glibc, in both
# variant orders (ab's first variant slot reads slower whatever it holds):
# dists-<placement>-<old-first|new-first>.{txt,csv}. Run from this folder.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
OLD=old=vector,backward_wide_below=none; NEW=new=vector,backward_wide_below=2048
for p in aligned random; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant $OLD --variant $NEW $DISTS \
    --placement $p --runs 5 --csv dists-$p-old-first.csv > dists-$p-old-first.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant $NEW --variant $OLD $DISTS \
    --placement $p --runs 5 --csv dists-$p-new-first.csv > dists-$p-new-first.txt
done
