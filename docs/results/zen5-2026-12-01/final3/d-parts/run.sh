#!/bin/sh
# Why MemcpyGoogleD at aligned placement is 1.03x AOCL-LibMem's time: the distribution cut in
# parts (sizes <= 256 B, 257-2048 B, > 2048 B, all but 4091 B, its most frequent size) and
# two-size mixes (87% 8 B, 13% one larger size), each against AOCL-LibMem 5.3 (zen5 build,
# LD_PRELOAD: the `glibc` baseline is then AOCL-LibMem's memcpy): the row, and the row with
# page copies on the loop up to 8 KiB (`rep_movsb_page_from=8192`). parts.txt, mixes.txt.
set -e
B=${B:-../../../../../target/release/memcpy-jit}; D=${D:-../../../../../../shared/data/size-distributions}
AOCL=${AOCL:-target/tmp/aocl/build5/src/libaocl-libmem.so}
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
cut Ds4091 '$1 <= 64 || $1 == 4091'; cut Dc4091 '($1 > 64 && $1 <= 512) || $1 == 4091'
cut Dm4091 '($1 > 512 && $1 <= 2048) || $1 == 4091'; cut Dnoclass '$1 <= 64 || $1 > 2048'
ab parts --dist $D/MemcpyGoogleD.csv --dist Dsmall.csv --dist Dmid.csv --dist Dlarge.csv --dist Dno4091.csv
ab pairs --dist Ds4091.csv --dist Dc4091.csv --dist Dm4091.csv --dist Dnoclass.csv \
  --dist $D/MemcpyGoogleD.csv
ab mixes $(for b in 100 300 600 1000 3000 4091; do echo --dist mix-8-$b.csv; done)
# With BN, a build of nested.diff applied on c660a8f (tail-order/trials' classes_nested,
# rebased): the row against the nested classes on D, its parts and two more (nested.txt).
if [ -n "$BN" ]; then
  MEMCPY_JIT_PROFILE=off LD_PRELOAD=$AOCL $BN ab --baseline glibc --variant row=vector \
    --variant nested=vector,classes_nested=true --dist $D/MemcpyGoogleD.csv --dist Dno4091.csv \
    --dist Dsmall.csv --dist mix-8-100.csv --dist $D/MemcpyGoogleQ.csv --placement aligned \
    --runs 3 --csv nested.csv > nested.txt
fi
