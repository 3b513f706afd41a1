#!/bin/sh
# Page copies (0/0) forward instead of backward below 2 KiB (`backward_page=false`) against
# the row (tail_loads_ascending in it), rotating and L1-hot, both variant orders
# (pg-*: row first; pgr-*: forward first). B: memcpy-jit at 081741f.
set -e
B=${B:-../../../../../target/release/memcpy-jit}
S=513,576,640,700,800,1000,1300,1600,2047
for w in 512K hot; do
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant row=vector --variant fwd=vector,backward_page=false \
    --sizes $S --misalign 0/0 --working-set $w --runs 3 --csv pg-$w.csv > pg-$w.txt
  MEMCPY_JIT_PROFILE=off $B ab --baseline glibc --variant fwd=vector,backward_page=false --variant row=vector \
    --sizes $S --misalign 0/0 --working-set $w --runs 3 --csv pgr-$w.csv > pgr-$w.txt
done
