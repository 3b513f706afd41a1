#!/bin/sh
# Ten runs of the reduced search from the generic row, then ten from this CPU's own row
# (amd-zen5 here): out.txt; then ten from the generic row with the rows' step first (as the
# full search has it, here with the reduced search's guard: no glibc, so against the start
# alone): out-rows.txt. Run from this folder.
set -e
cargo build --release -q
for row in generic amd-zen5; do
  for i in 1 2 3 4 5 6 7 8 9 10; do ./target/release/reduced-from-row $row; done
done > out.txt
for i in 1 2 3 4 5 6 7 8 9 10; do ./target/release/reduced-from-row generic rows; done > out-rows.txt
