#!/usr/bin/env python3
"""Reads `memcpy-jit info` on standard input and writes the generated code's bytes (the
"Code" section's hex columns, in address order) to standard output: the raw image that
jit-page/jitpage.c and tail-order/c/jitpage2.c load."""
import sys

out = bytearray()
started = False
for line in sys.stdin:
    started = started or line.startswith("Code")
    p = line.split()
    if started and len(p) > 1 and len(p[0]) == 16:
        for x in p[1:]:
            if len(x) != 2 or any(c not in "0123456789abcdef" for c in x):
                break
            out.append(int(x, 16))
sys.stdout.buffer.write(out)
