#!/bin/bash
# A length limit on the short-distance guard (avoid_dst_above_src_below) on this Zen 5: the
# amd-zen5 row (`row` = tuned, MEMCPY_JIT_PROFILE=off: no guard, REP MOVSB from 2112 B)
# against the guard 1..=63 below 16 KiB (`g16`), below 32 KiB (`g32`) and at every length
# (`guard`, the old guard), with glibc 2.36 as ab's baseline. Build first
# (`cargo build --release -p memcpy-jit-cli`); every `ab` invocation holds
# `flock -x target/machine.lock`. B, D override the binary and the distributions' folder.
# Outputs in raw/ (ab's text and CSV); summary.py prints the tables.
# `bash run.sh PART...` runs some parts only (band bandrev dists coal; default all).
set -e
PARTS=${*:-band bandrev dists coal}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
B=${B:-../../../../target/release/memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
L=target/machine.lock
O=raw
mkdir -p $O
MEMCPY_JIT_PROFILE=off $B info > $O/info.txt
MEMCPY_JIT_PROFILE=off $B info --variant g16=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=16384 \
  > $O/info-g16.txt 2>&1 || true
SIZES=2112,3000,4096,8192,12288,16384,24576,32768,65536,1048576
V="--variant row=tuned
   --variant g16=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=16384
   --variant g32=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768
   --variant guard=tuned,avoid_dst_above_src=63"
VREV="--variant guard=tuned,avoid_dst_above_src=63
   --variant g32=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768
   --variant g16=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=16384
   --variant row=tuned"
# 1. The band (destination 8 and 31 bytes above the source mod 4096) and the co-aligned
#    reference (0/2048), L1-hot and rotating over 512 KiB; 5 processes per invocation.
#    `bandrev`: the same with the variants in the reverse order (ab's first slot reads
#    ~1% fast).
for part in band bandrev; do
  want $part || continue
  vars=$V; [ $part = bandrev ] && vars=$VREV
  for ws in hot 512K; do
    for lay in 0/8 0/31 0/2048; do
      tag=$part-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
      MEMCPY_JIT_PROFILE=off flock -x $L $B ab $vars --baseline glibc --runs 5 \
        --sizes $SIZES --misalign $lay --working-set $ws --csv $O/$tag.csv > $O/$tag.txt
    done
  done
done
# 2. The 19 fleet distributions (MemcpyGoogle*.csv, fleetbench-Memcpy_*.csv), aligned and
#    random placement, both variant orders.
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
if want dists; then
  for p in aligned random; do
    MEMCPY_JIT_PROFILE=off flock -x $L $B ab $V --baseline glibc $DISTS --placement $p \
      --runs 5 --csv $O/dists-$p.csv > $O/dists-$p.txt
    MEMCPY_JIT_PROFILE=off flock -x $L $B ab $VREV --baseline glibc $DISTS --placement $p \
      --runs 5 --csv $O/dists-rev-$p.csv > $O/dists-rev-$p.txt
  done
fi
# 3. Where the guard's own check costs (co-aligned copies from 2112 B pass it on the way to
#    REP MOVSB): g32 against g32 with co-aligned copies sent to REP MOVSB before the check
#    (`g32c`: rep_movsb_coaligned_from=2112, the row's REP MOVSB threshold), at the
#    co-aligned reference and one band distance, both orders.
C1="--variant row=tuned --variant g32=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768
    --variant g32c=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768,rep_movsb_coaligned_from=2112"
C2="--variant g32c=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768,rep_movsb_coaligned_from=2112
    --variant g32=tuned,avoid_dst_above_src=63,avoid_dst_above_src_below=32768 --variant row=tuned"
if want coal; then
  for order in 1 2; do
    vars=$C1; [ $order = 2 ] && vars=$C2
    for ws in hot 512K; do
      for lay in 0/2048 0/8; do
        tag=coal$order-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
        MEMCPY_JIT_PROFILE=off flock -x $L $B ab $vars --baseline glibc --runs 5 \
          --sizes 2112,3000,4096,8192,16384 --misalign $lay --working-set $ws \
          --csv $O/$tag.csv > $O/$tag.txt
      done
    done
  done
fi
