#!/bin/sh
# Checks that the variant spec.sh makes from each profile emits the same code bytes as
# Memcpy::tuned() with that profile loaded (MEMCPY_JIT_PROFILE=FILE), and not the row's.
set -eu
B=${MEMCPY_JIT:-memcpy-jit}
code() { awk '/^Code/{n++} n==1 && /^  [0-9a-f]+  /{print substr($0, 21, 31)}'; }
MEMCPY_JIT_PROFILE=off "$B" info | code > target/tmp/check-specs-row.$$
for i in 1 2 3; do
  s=$(./spec.sh run$i.profile)
  MEMCPY_JIT_PROFILE=$PWD/run$i.profile "$B" info | code > target/tmp/check-specs-a.$$
  MEMCPY_JIT_PROFILE=off "$B" info --variant "$s" | code > target/tmp/check-specs-b.$$
  same=no; cmp -s target/tmp/check-specs-a.$$ target/tmp/check-specs-b.$$ && same=yes
  row=no; cmp -s target/tmp/check-specs-a.$$ target/tmp/check-specs-row.$$ && row=yes
  echo "run$i: r$i=$s"
  echo "  $(wc -l < target/tmp/check-specs-a.$$) instructions; same code as tuned() with run$i.profile: $same; same as the row: $row"
done
rm -f target/tmp/check-specs-*.$$
