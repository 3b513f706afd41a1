#!/bin/sh
# calibrated.sh with two busy loops (one per vCPU) competing: a loaded machine.
set -eu
sh -c 'while :; do :; done' & p1=$!
sh -c 'while :; do :; done' & p2=$!
sleep 1
./calibrated.sh || true
kill "$p1" "$p2"
