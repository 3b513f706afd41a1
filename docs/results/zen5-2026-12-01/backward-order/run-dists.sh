#!/bin/sh
# The 19 fleet distributions against glibc, aligned and random placement: the amd-zen5 row
# built by the commit before the backward loop's new order (B_OLD, 54e66c0) and after it
# (B_NEW), two invocations each, alternating (each binary's ratio to glibc in its own process).
set -e
D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
for i in 1 2; do
  for p in aligned random; do
    for b in old new; do
      eval B=\$B_$(echo $b | tr a-z A-Z)
      $B ab --baseline glibc --variant row=vector $DISTS --placement $p --runs 5 --csv dists-$b-$p-$i.csv > dists-$b-$p-$i.txt
    done
  done
done
