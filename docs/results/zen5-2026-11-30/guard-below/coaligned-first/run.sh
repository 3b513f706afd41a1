#!/bin/sh
# guard-below's next step: the guard (destination 1..63 above the source) below 32 KiB, with
# co-aligned copies sent to REP MOVSB from 2112 B before the guard's check (`g32c`), against
# the amd-zen5 row, in both variant orders; the 19 distributions and fixed sizes in the
# co-aligned, misaligned and band layouts. Run from this folder after
# `cargo build --release -p memcpy-jit-cli`, under `flock -x target/machine.lock`.
set -e
B=${B:-../../../../../target/release/memcpy-jit}; D=${D:-../../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
G=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768,rep_movsb_coaligned_from=2112
export MEMCPY_JIT_PROFILE=off
for p in aligned random; do
  $B ab --baseline glibc --variant row=tuned --variant g32c=$G $DISTS --placement $p --runs 5 --csv d-fwd-$p.csv > d-fwd-$p.txt
  $B ab --baseline glibc --variant g32c=$G --variant row=tuned $DISTS --placement $p --runs 5 --csv d-rev-$p.csv > d-rev-$p.txt
done
for ws in hot 512K; do
  for lay in coaligned:0/2048 misaligned:1/2051 page:0/0 band8:0/8 band31:0/31; do
    n=${lay%%:*}; m=${lay#*:}
    $B ab --baseline glibc --variant row=tuned --variant g32c=$G --sizes 2112,3000,4096,8192,16384,24576,32768,65536,1048576 \
      --misalign $m --working-set $ws --runs 5 --csv s-$n-$ws.csv > s-$n-$ws.txt
  done
done
