#!/bin/sh
# Four trials of 2026-12-01, not kept: parts 1-3 with a build of b0ed60b with trial.diff
# applied (fields `classes_nested`, `head_prefetch`, `tail_ascending` and
# `tail_stores_ascending`; the third is what became `tail_loads_ascending`; part 5 too), part 4 with a
# build of 53baaa2 with classes.diff. B: the build's memcpy-jit. Every `ab` against glibc.
set -e
B=${B:?the trial build}; D=${D:-../../../../../../shared/data/size-distributions}
DISTS=""; for f in $D/MemcpyGoogle*.csv $D/fleetbench-Memcpy_*.csv; do DISTS="$DISTS --dist $f"; done
N=vector,classes_nested=true
# 1. classes_nested: the 19 distributions, both variant orders (nested-dists-*-{rn,nr}),
#    and fixed sizes in three layouts, L1-hot and rotating (nested-sizes-*).
for p in aligned random; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant nested=$N $DISTS \
    --placement $p --runs 5 --csv nested-dists-$p-rn.csv > nested-dists-$p-rn.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant nested=$N --variant row=vector $DISTS \
    --placement $p --runs 5 --csv nested-dists-$p-nr.csv > nested-dists-$p-nr.txt
done
for m in 0/2048 1/2051 0/0; do for w in hot 512K; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant nested=$N \
    --sizes 200,300,400,513,576,700,1000,1300,2047 --misalign $m --working-set $w --runs 3 \
    --csv nested-sizes-$t.csv > nested-sizes-$t.txt
done; done
# 2. head_prefetch 4 and 8 (prefetch-sizes-*).
for m in 0/2048 1/2051; do for w in hot 512K; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant pf4=vector,head_prefetch=4 \
    --variant pf8=vector,head_prefetch=8 --sizes 513,576,640,700,800,1000,1300,1600,2047 \
    --misalign $m --working-set $w --runs 3 --csv prefetch-sizes-$t.csv > prefetch-sizes-$t.txt
done; done
# 3. The tail's stores ascending too (stores-*: a, r aligned rotating in both orders, m
#    misaligned rotating, h aligned L1-hot).
S=$(seq -s, 520 40 2040); A=vector,tail_ascending=true; AS=$A,tail_stores_ascending=true
for x in a:0/2048:512K m:1/2051:512K h:0/2048:hot; do
  IFS=: read n m w <<X
$x
X
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant asc=$A --variant ascs=$AS \
    --sizes $S --misalign $m --working-set $w --runs 3 --csv stores-$n.csv > stores-$n.txt
done
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant ascs=$AS --variant asc=$A --variant row=vector \
  --sizes $S --misalign 0/2048 --working-set 512K --runs 3 --csv stores-r.csv > stores-r.txt

# 4. The size classes' tail vectors loaded lowest first too (a build of 53baaa2 with
#    classes.diff: field `classes_tail_ascending`): 136-496 B every 24 B in three layouts,
#    L1-hot and rotating, both variant orders (classes-ca-*: row first; classes-car-*).
S=$(seq -s, 136 24 512); CA=vector,classes_tail_ascending=true
for m in 0/2048 1/2051 0/0; do for w in 512K hot; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant ca=$CA --sizes $S \
    --misalign $m --working-set $w --runs 3 --csv classes-ca-$t.csv > classes-ca-$t.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant ca=$CA --variant row=vector --sizes $S \
    --misalign $m --working-set $w --runs 3 --csv classes-car-$t.csv > classes-car-$t.txt
done; done

# 5. classes_nested on top of the ascending tail (the trial build's `tail_ascending`), fixed
#    sizes in four layouts, L1-hot and rotating, both orders (nested-asc-{rn,nr}-*).
A=vector,tail_ascending=true; NA=$A,classes_nested=true
for m in 0/2048 1/2051 0/0 0/8; do for w in hot 512K; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant asc=$A --variant nest=$NA \
    --sizes 513,576,640,700,800,1000,1300,1600,2047 --misalign $m --working-set $w --runs 3 \
    --csv nested-asc-rn-$t.csv > nested-asc-rn-$t.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant nest=$NA --variant asc=$A \
    --sizes 513,576,640,700,800,1000,1300,1600,2047 --misalign $m --working-set $w --runs 3 \
    --csv nested-asc-nr-$t.csv > nested-asc-nr-$t.txt
done; done
