#!/bin/sh
# usage: m3.sh TAG [ab args]: AOCL-LibMem, the row and the row with masked_max=0 over 32 B + N B (80/20)
B=${B:-target/mixed/release/memcpy-jit}; T=$1; shift
A=target/tmp/aocl/build5/src/libaocl-libmem.so
MEMCPY_JIT_PROFILE=masked0.profile LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant m0=tuned --dist mix1000.csv --dist mix32-1500.csv --dist mix32-2048.csv --dist mix32-2500.csv --dist mix80.csv --dist mix32-4000.csv --runs 2 --rounds 31 "$@" > $T.txt
