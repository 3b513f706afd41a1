#!/bin/sh
# Is the two_vectors_first flip the code or the machine? tune --dry-run with 6aadec7's binary
# and with main's (4dc070e), one after the other. Run under flock -x target/machine.lock.
# OLD, NEW: the two binaries. Usage: tune-ab.sh TAG
set -eu
for b in old new; do
  eval B=\$$(echo $b | tr a-z A-Z)
  MEMCPY_JIT_PROFILE=off "$B" tune --dry-run > tune-$b-$1.txt 2> tune-$b-$1.err
  echo "$1 $b: $(grep -A1 '^step two_vectors_first' tune-$b-$1.txt | tr -s ' ' | cut -c1-160 | tr '\n' ' ')"
done
