#!/bin/sh
# usage: m1.sh TAG [ab args]; row vs AOCL-LibMem over the synthetic mixes
B=${B:-target/mixed/release/memcpy-jit}; T=$1; shift
A=target/tmp/aocl/build5/src/libaocl-libmem.so
LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --dist s32.csv --dist s3000.csv --dist mix50.csv --dist mix80.csv --dist mix200.csv --dist mix1000.csv --runs 2 --rounds 31 "$@" > $T.txt
