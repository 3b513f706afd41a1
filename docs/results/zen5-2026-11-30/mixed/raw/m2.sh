#!/bin/sh
# usage: m2.sh TAG PROFILE [ab args]: AOCL-LibMem, the row and the row with PROFILE (tuned) in one process
B=${B:-target/mixed/release/memcpy-jit}; T=$1; PR=$2; shift 2
A=target/tmp/aocl/build5/src/libaocl-libmem.so
MEMCPY_JIT_PROFILE=$PR LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant v=tuned --dist s32.csv --dist s3000.csv --dist mix50.csv --dist mix80.csv --dist mix200.csv --dist mix1000.csv --runs 2 --rounds 31 "$@" > $T.txt
