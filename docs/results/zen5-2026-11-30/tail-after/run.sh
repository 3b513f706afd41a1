#!/bin/sh
# tail_loads_after_loop_from / _below on Zen 5 (see README.md). Run from this folder after
# `cargo build --release -p memcpy-jit-cli`, with the machine idle, one part per lock hold:
#   flock -x target/machine.lock sh run.sh dists
#   flock -x target/machine.lock sh run.sh sizes
# then `python3 summary.py > summary.txt`.
# B, D, AOCL, RUNS, ROUNDS override the binary, the distributions' folder, AOCL-LibMem's
# library and the runs and rounds per ab.
#
# dists: the 19 fleet distributions at aligned and random placement against AOCL-LibMem 5.3
#   (LD_PRELOAD: the column named glibc is AOCL-LibMem's memcpy), one ab per placement and
#   variant order, every variant in the same processes: the amd-zen5 row (`vector`) and
#   tuned() with ../final's profile (tuned.profile), each as is and with the tail after the
#   loop from 2 KiB, each at four entry offsets. (The profile's REP MOVSB takes every copy
#   from 4 KiB, and the distributions have almost none above 4 KiB: from 4 KiB, or below
#   8 KiB, changes nothing they measure; raw/second/ and raw/third/.)
# sizes: fixed sizes 513..16383 B, aligned (0/0) and misaligned (1/2051), rotating (l2) and
#   L1-hot: the row as is and with the tail after the loop from 2 KiB and from 2 KiB below
#   8 KiB, each at entry offsets 0 and 32 (sizes.py compares each with the row at the same
#   offset).
set -e
B=${B:-../../../../target/release/memcpy-jit}; D=${D:-../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}; RUNS=${RUNS:-5}; ROUNDS=${ROUNDS:-101}
export MEMCPY_JIT_PROFILE=tuned.profile
case ${1:-dists} in
dists)
  DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
  # The same code at another entry offset (entry=N: N bytes further into its page, so every
  # loop and branch at another alignment) moves small-copy distributions by up to 5%, and the
  # variants' order (which pages each gets) by up to 3% (raw/third/, README). So each
  # configuration runs at entry offsets 0, 16, 32 and 48, in two variant orders, and
  # summary.py averages (geometric mean) over offsets and orders.
  ALL=""
  for e in 0 16 32 48; do
    ALL="$ALL row-e$e=vector,entry=$e row2048-e$e=vector,tail_after=2048,entry=$e"
    ALL="$ALL tuned-e$e=tuned,entry=$e tuned2048-e$e=tuned,tail_after=2048,entry=$e"
  done
  for order in 0 r; do
    V=$(python3 -c "import sys; a=sys.argv[2:]; a=a[::-1] if sys.argv[1]=='r' else a; print(' '.join('--variant '+x for x in a))" $order $ALL)
    for p in aligned random; do
      LD_PRELOAD=$AOCL $B ab --baseline glibc $V $DISTS --placement $p --runs $RUNS --rounds $ROUNDS \
        --csv aocl-$p-$order.csv > aocl-$p-$order.txt
    done
  done ;;
sizes)
  SIZES=513,640,768,1000,1024,1500,2000,2047,2048,2049,2500,3000,3500,4000,4095,4096,5000,6144,8191,8192,10000,12288,16383
  V=""
  for e in 0 32; do
    V="$V --variant row-e$e=vector,entry=$e --variant row2048-e$e=vector,tail_after=2048,entry=$e"
    V="$V --variant row2048-8192-e$e=vector,tail_after=2048-8192,entry=$e"
  done
  for ws in l2 hot; do
    for m in 0/0 1/2051; do
      o=sizes-$ws-$(echo $m | tr / -)
      $B ab $V --sizes $SIZES --misalign $m --working-set $ws --runs $RUNS --rounds $ROUNDS --csv $o.csv > $o.txt
    done
  done ;;
esac
