#!/usr/bin/env python3
"""Prints the ab variant SPEC for a `tune` report: `tune --json` output (plain or .xz), or the
text report ("  changed from the table: field: old -> new; ..."): `tuned` with the fields it
changed, on/off written as a profile writes them (true, none)."""
import json, lzma, sys

path = sys.argv[1]
opener = lzma.open if path.endswith(".xz") else open
with opener(path, "rt") as f:
    text = f.read()
if text.lstrip().startswith("{"):
    changed = json.loads(text)["changed"]
else:
    line = next(l for l in text.splitlines() if l.startswith("  changed from the table: "))
    changed = line.split(": ", 1)[1].split("; ")
parts = ["tuned"]
for c in changed:
    name, change = c.split(": ", 1)
    new = change.split(" -> ", 1)[1]
    parts.append(f"{name}={ {'on': 'true', 'off': 'none'}.get(new, new) }")
print(",".join(parts))
