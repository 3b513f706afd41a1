#!/bin/bash
# Issue 9's band target on this Zen 5: `tuned()` with the amd-zen5 row (MEMCPY_JIT_PROFILE=off)
# against glibc 2.36 with the destination 1..31 bytes above the source modulo 4096, and
# against its own co-aligned time. Run from this folder after
# `cargo build --release -p memcpy-jit-cli`; every `ab` invocation holds
# `flock -x target/machine.lock` (nothing else runs meanwhile; each hold is ~20-40 s).
# B, D override the binary and the distributions' folder. Outputs in raw/ (ab's text and
# CSV); summary.py prints the tables. `bash run.sh PART...` runs some parts only
# (main far knobs knobs2 knobs3 dists; default all).
set -e
PARTS=${*:-main far knobs knobs2 knobs3 dists}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
B=${B:-../../../../target/release/memcpy-jit}
D=${D:-../../../../../shared/data/size-distributions}
L=target/machine.lock
O=raw
mkdir -p $O
# The plan of the code measured (blocks and thresholds; addresses vary by process).
MEMCPY_JIT_PROFILE=off $B info > $O/info.txt
SIZES=256,1000,2047,3000,4096,8192,16384,65536,262144,1048576
# Layouts (--misalign SRC/DST, page offsets): co-aligned reference 0/2048 (dst - src = 2048:
# 0 mod 64, not a page copy), page copy 0/0, the band (destination 1, 8, 15, 31 bytes above
# the source mod 4096) and the source above the destination (1/0, 31/0).
LAYOUTS="0/2048 0/0 0/1 0/8 0/15 0/31 1/0 31/0"
REV="31/0 1/0 0/31 0/15 0/8 0/1 0/0 0/2048"

# 1. tuned (the row) and glibc, 5 processes per invocation, L1-hot and rotating over 512 KiB.
#    ab runs one layout per invocation, so every layout runs twice: rep 1 in the order above,
#    rep 2 reversed (co-aligned and band invocations interleaved in time), per working set.
if want main; then
  for rep in 1 2; do
    order=$LAYOUTS; [ $rep = 2 ] && order=$REV
    for ws in hot 512K; do
      for lay in $order; do
        tag=main-r$rep-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
        MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant tuned=tuned --baseline glibc \
          --runs 5 --sizes $SIZES --misalign $lay --working-set $ws \
          --csv $O/$tag.csv > $O/$tag.txt
      done
    done
  done
fi

# 1b. Misaligned but far from the band: the same distance modulo 64 as 0/1, 0/8, 0/31 with
#     the destination 2048 bytes further (0/2049, 0/2056, 0/2079): what the misalignment
#     alone costs (split loads), apart from the band. Two invocations each, as in part 1.
if want far; then
  for rep in 1 2; do
    for ws in hot 512K; do
      for lay in 0/2049 0/2056 0/2079; do
        tag=main-r$rep-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
        MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant tuned=tuned --baseline glibc \
          --runs 5 --sizes $SIZES --misalign $lay --working-set $ws \
          --csv $O/$tag.csv > $O/$tag.txt
      done
    done
  done
fi

# 2. The generator's knobs on the band, paired in one process against the row (`row` =
#    tuned, the amd-zen5 row): the backward band (1..=255, the row's) to 8 KiB, 16 KiB,
#    64 KiB or every length (`backward_below`), and the row's old short-distance guard
#    (`avoid_dst_above_src=63`: REP MOVSB in the band replaced by the forward loop). The
#    band at 1, 8, 31 bytes and wider band distances (64, 255) and outside it (256), L1-hot
#    and rotating.
KV="--variant row=tuned --variant bb8k=tuned,backward_below=8192
    --variant bb16k=tuned,backward_below=16384 --variant bb64k=tuned,backward_below=65536
    --variant bbinf=tuned,backward_below=none --variant guard=tuned,avoid_dst_above_src=63"
KSIZES=3000,4096,6000,8192,16384,32768,65536,262144,1048576
if want knobs; then
  for ws in hot 512K; do
    for lay in 0/1 0/8 0/31 0/64 0/255 0/256; do
      tag=knobs-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
      MEMCPY_JIT_PROFILE=off flock -x $L $B ab $KV --baseline glibc --runs 5 --sizes $KSIZES \
        --misalign $lay --working-set $ws --csv $O/$tag.csv > $O/$tag.txt
    done
  done
fi


# 3. Below 4 KiB and just above, in the band 1..31: the row (band 1..=255 backward below
#    4 KiB, REP MOVSB from 2112 B unguarded), the forward loop in the band (`noband`: no
#    backward band, so the forward loop below 2112 B and REP MOVSB above), the guard alone
#    (`guard`: REP MOVSB's band 1..=63 goes to the forward loop, from 4 KiB here), the
#    guard with the backward band below 2112 B only (`gb2k`: the forward loop in the band
#    from 2112 B), the guard without the backward band (`nbg`: the forward loop in the band
#    at every length).
KV2="--variant row=tuned --variant noband=tuned,backward_dst_above_src=0
     --variant guard=tuned,avoid_dst_above_src=63
     --variant gb2k=tuned,avoid_dst_above_src=63,backward_below=2112
     --variant nbg=tuned,avoid_dst_above_src=63,backward_dst_above_src=0"
if want knobs2; then
  for ws in hot 512K; do
    for lay in 0/1 0/8 0/31; do
      tag=knobs2-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
      MEMCPY_JIT_PROFILE=off flock -x $L $B ab $KV2 --baseline glibc --runs 5 \
        --sizes 1000,2047,2500,3000,3500,4096,6000,8192 --misalign $lay --working-set $ws \
        --csv $O/$tag.csv > $O/$tag.txt
    done
  done
fi

# 3b. Where the forward loop stops beating REP MOVSB in the band (guard vs row), 12-64 KiB.
if want knobs3; then
  for ws in hot 512K; do
    for lay in 0/1 0/8 0/31; do
      tag=knobs3-$([ $ws = hot ] && echo hot || echo rot)-${lay/\//_}
      MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant row=tuned \
        --variant guard=tuned,avoid_dst_above_src=63 --baseline glibc --runs 5 \
        --sizes 12288,16384,20480,24576,28672,32768,40960,49152,65536 --misalign $lay \
        --working-set $ws --csv $O/$tag.csv > $O/$tag.txt
    done
  done
fi

# 4. The 19 fleet distributions, aligned (every call a page copy) and random placement
#    (each call's distance random: the band 1..=255 about 6% of calls), the row against the
#    two knobs that move the band most (guard; backward band below 16 KiB) and glibc; both
#    variant orders (the three slots rotated: ab's slots read differently whatever they hold).
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
if want dists; then
  for p in aligned random; do
    MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant row=tuned \
      --variant guard=tuned,avoid_dst_above_src=63 --variant bb16k=tuned,backward_below=16384 \
      --baseline glibc $DISTS --placement $p --runs 5 --csv $O/dists-$p.csv > $O/dists-$p.txt
    MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant bb16k=tuned,backward_below=16384 \
      --variant guard=tuned,avoid_dst_above_src=63 --variant row=tuned \
      --baseline glibc $DISTS --placement $p --runs 5 --csv $O/dists-rev-$p.csv > $O/dists-rev-$p.txt
    MEMCPY_JIT_PROFILE=off flock -x $L $B ab --variant guard=tuned,avoid_dst_above_src=63 \
      --variant row=tuned --variant bb16k=tuned,backward_below=16384 \
      --baseline glibc $DISTS --placement $p --runs 5 --csv $O/dists-guard1-$p.csv > $O/dists-guard1-$p.txt
  done
fi
