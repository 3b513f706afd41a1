#!/bin/sh
# Why MemcpyGoogleD at aligned placement is 1.03x AOCL-LibMem's time: the distribution cut in
# parts (sizes <= 256 B, 257-2048 B, > 2048 B, all but 4091 B, its most frequent size) and
# two-size mixes (87% 8 B, 13% one larger size), each against AOCL-LibMem 5.3 (zen5 build,
# LD_PRELOAD: the `glibc` baseline is then AOCL-LibMem's memcpy): the row, and the row with
# page copies on the loop up to 8 KiB (`rep_movsb_page_from=8192`). parts.txt, mixes.txt.
set -e
B=${B:-../../../../../target/release/memcpy-jit}; D=${D:-../../../../../../shared/data/size-distributions}
AOCL=${AOCL:-/tmp/aocl/build5/src/libaocl-libmem.so}
cut() { # name, awk condition on the size $1
  { echo size,probability; awk -F, "NR > 1 && ($2)" $D/MemcpyGoogleD.csv; } > $1.csv
}
cut Dsmall '$1 <= 256'; cut Dmid '$1 > 256 && $1 <= 2048'; cut Dlarge '$1 > 2048'
cut Dno4091 '$1 != 4091'
for b in 100 300 600 1000 3000 4091; do printf 'size,probability\n8,0.87\n%s,0.13\n' $b > mix-8-$b.csv; done
ab() { # output, distributions...
  out=$1; shift
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $B ab --baseline glibc --variant row=vector \
    --variant pg=vector,rep_movsb_page_from=8192 "$@" --placement aligned --runs 3 \
    --csv $out.csv > $out.txt
}
ab parts --dist $D/MemcpyGoogleD.csv --dist Dsmall.csv --dist Dmid.csv --dist Dlarge.csv --dist Dno4091.csv
ab mixes $(for b in 100 300 600 1000 3000 4091; do echo --dist mix-8-$b.csv; done)
