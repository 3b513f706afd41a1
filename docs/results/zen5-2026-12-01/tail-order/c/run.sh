#!/bin/sh
# Why the amd-zen5 row's forward loop path lost to glibc at 513-1000 B rotating through L2
# (jitpage2.c, images.py): each experiment below prints one line per process and length into
# its file. Run from this folder on the Zen 5 guest (Debian 12, glibc 2.36), holding the
# machine lock exclusively (nothing else running). row.bin is the amd-zen5 row's code at
# b0ed60b (`MEMCPY_JIT_PROFILE=off memcpy-jit info | python3 ../../tools/code-image.py`
# with that commit's binary; images.py checks it is that code).
# `./run.sh 7` runs only the experiments named (1..7; default all).
set -e
STEPS=${*:-1 2 3 4 5 6 7}
want() { case " $STEPS " in *" $1 "*) return 0 ;; esac; return 1; }
cc -O2 -o jitpage2 jitpage2.c -ldl
python3 images.py
run() { # file, modes, lengths, then A B C D (and any VAR=value) as the environment
  f=$1 modes=$2 lens=$3; shift 3
  for p in 1 2 3; do for m in $modes; do for len in $lens; do
    env "$@" ./jitpage2 $len $m
  done; done; done > $f
}
# 1. A/A: the row in four pages; the walk in address order against the shuffled one.
want 1 && run 1-placements.txt "rotating shuffled" "513 576 640 700 1000 1300" A=row.bin B=row.bin C=row.bin D=row.bin
# 2. Is it the dispatch or the reload of the first vector?
want 2 && run 2-dispatch.txt "rotating shuffled hot" "576 1000" A=row.bin B=skip.bin C=norl.bin D=skipnorl.bin
# 3. The row's entry at 0, 16, 32, 48 bytes into a line; glibc's code moved by 0..48 bytes.
want 3 && run 3-row-offsets.txt rotating "576 1000" A=row.bin B=row.bin C=row.bin D=row.bin AO=0 BO=16 CO=32 DO=48
want 3 && for g in 0 8 16 24 32 48; do
  run 3-glibc-shift-$g.txt rotating "576 700 1000" A=row.bin B=gbody.bin C=skip.bin D=row.bin DO=48 GSHIFT=$g
done
# 4. glibc's own forward path behind the short entry; with the tail loads delayed.
want 4 && run 4-delay.txt rotating "576 1000" A=gbody.bin B=gdelay2.bin C=gdelay4.bin D=gdelay8.bin
# 5. Prefetching the first lines; L1-resident loads in front.
want 5 && run 5-prefetch.txt rotating "576 1000" A=gbody.bin B=pf1.bin C=pf4.bin D=pf8.bin
want 5 && run 5-loads.txt "rotating hot" "576 1000" A=gbody.bin B=ld1.bin C=ld2.bin D=ld4.bin
# 6. The tail loads ascending, in the row and in glibc's path.
want 6 && run 6-ascending.txt "rotating hot" "576 700 1000" A=row.bin B=rasc.bin C=gbody.bin D=gasc.bin
# 7. Page copies (DOFF=0: the destination at the source's page offset; the row copies them
#    backward below 2 KiB): the row, glibc's backward path behind the short entry, the row's
#    backward loop with its loads ascending, the row entered straight into its backward path.
want 7 && run 7-page.txt "rotating hot" "576 700 1000 1300 2000" DOFF=0 A=row.bin B=gback.bin C=rloopasc.bin D=rbskip.bin
