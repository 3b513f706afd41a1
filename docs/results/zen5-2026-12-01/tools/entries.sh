#!/bin/sh
# Position-averaged A/B: `sh entries.sh OUT SPEC_A SPEC_B [ab options...]` runs one `memcpy-jit ab`
# with glibc as the baseline and each spec built at the entry offsets 0, 8, ..., 56 (16
# variants, A0..A56 and B0..B56), and writes OUT.csv. entries.py summarises: per row the
# geometric mean over the eight offsets of A/glibc and B/glibc, their min-max, and B/A.
# Why: moving the whole code by a few bytes moves some workloads by up to 10% on a Zen 5
# (../entry/), so a comparison at one offset can rest on where the code happened to fall.
# B (the binary) defaults to memcpy-jit on PATH; R and N set --runs and --rounds (3, 31).
set -e
B=${B:-memcpy-jit}
out=$1; a=$2; b=$3; shift 3
V=""
for e in 0 8 16 24 32 40 48 56; do
  V="$V --variant A$e=$a,entry=$e --variant B$e=$b,entry=$e"
done
$B ab --baseline glibc $V --runs ${R:-3} --rounds ${N:-31} --csv "$out.csv" "$@" > "$out.txt"
