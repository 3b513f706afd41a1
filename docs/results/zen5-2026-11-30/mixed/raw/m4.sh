#!/bin/sh
# usage: m4.sh TAG PROFILE [ab args]: AOCL-LibMem, the row and the row with PROFILE (absolute path) over the 32 B/N B mixes
B=${B:-target/mixed/release/memcpy-jit}; T=$1; PR=$2; shift 2
A=target/tmp/aocl/build5/src/libaocl-libmem.so
MEMCPY_JIT_PROFILE=$PR LD_PRELOAD=$A $B ab --baseline glibc --variant row=vector --variant v=tuned --dist s32.csv --dist s3000.csv --dist mix80.csv --dist mix32-2048.csv --dist mix32-4000.csv --dist mixtiny-3000.csv --runs 3 --rounds 51 "$@" > $T.txt
