#!/bin/sh
# Page copies (DOFF=0) through the row's backward path, written out in back.S and assembled
# four ways, each behind the two-instruction entry of ../images.py's images: v0 the row's
# order (the first four ascending, the last vector, then the loop's four from the top down);
# v1 the last vector loaded after the loop (through R8; only right for copies that do not
# overlap); v2 v1 with the loop's loads ascending; v3 the last vector loaded first (the order
# before 2026-12-01). results.txt: ../jitpage2 (A..D = v0..v3), three processes;
# summary.txt: ../summary.py's table of it.
set -e
cc -O2 -o jitpage2 ../jitpage2.c -ldl
mk() { as --64 --defsym LASTFIRST=$2 --defsym LASTAFTER=$3 --defsym LOOPASC=$4 -o $1.o back.S && objcopy -O binary -j .text $1.o $1.bin; }
mk v0 0 0 0; mk v1 0 1 0; mk v2 0 1 1; mk v3 1 0 0
for p in 1 2 3; do for m in rotating hot; do for len in 520 576 640 700 1000 1300; do
  DOFF=0 A=v0.bin B=v1.bin C=v2.bin D=v3.bin ./jitpage2 $len $m
done; done; done > results.txt
rm -f jitpage2 v?.o v?.bin
