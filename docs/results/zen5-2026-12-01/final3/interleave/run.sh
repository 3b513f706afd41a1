#!/bin/sh
# `loop_interleave` (each load just before its store, in every loop) against the row, at
# 3e57c48: bh.*: the band (destination 8 B above the source) L1-hot at 1000-1400 B, with
# three other loop knobs beside it; il-*: 520-3000 B in the band, page, aligned and
# misaligned layouts, L1-hot and rotating.
set -e
B=${B:-../../../../../target/release/memcpy-jit}
MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant hf=vector,edges_head_first=true \
  --variant il=vector,loop_interleave=true --variant l8=vector,loop_vectors=8 --variant ns=vector,loop_start_strict=false \
  --sizes 1000,1080,1120,1160,1200,1240,1280,1320,1360,1400 --misalign 0/8 --working-set hot --runs 3 \
  --csv bh.csv > bh.txt
S=520,576,640,700,800,1000,1200,1320,1600,2047,3000
for m in 0/8 0/0 0/2048 1/2051; do for w in hot 512K; do
  t=$(echo $m | tr / -)-$w
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant il=vector,loop_interleave=true \
    --sizes $S --misalign $m --working-set $w --runs 3 --csv il-$t.csv > il-$t.txt
done; done
