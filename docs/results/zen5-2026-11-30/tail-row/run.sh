#!/bin/sh
# Is the tail loaded after the loop from 4 KiB below 8 KiB (final6's run 2 took it) a pure win
# for the amd-zen5 row? The row against row+tail on the 19 distributions in both variant
# orders, and on fixed sizes 2-16 KiB in the guard grid's layouts, L1-hot and rotating.
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
T=tuned,tail_loads_after_loop_from=4096,tail_loads_after_loop_below=8192
export MEMCPY_JIT_PROFILE=off
for p in aligned random; do
  $B ab --baseline glibc --variant row=tuned --variant tail=$T $DISTS --placement $p --runs 5 --csv d-fwd-$p.csv > d-fwd-$p.txt
  $B ab --baseline glibc --variant tail=$T --variant row=tuned $DISTS --placement $p --runs 5 --csv d-rev-$p.csv > d-rev-$p.txt
done
for ws in hot 512K; do
  for lay in aligned:0/2048 misaligned:1/2051 page:0/0 band:0/8 srcabove:8/0; do
    n=${lay%%:*}; m=${lay#*:}
    $B ab --baseline glibc --variant row=tuned --variant tail=$T --sizes 2047,3000,4096,5000,6000,7000,8191,8192,16384 \
      --misalign $m --working-set $ws --runs 5 --csv s-$n-$ws.csv > s-$n-$ws.txt
  done
done
