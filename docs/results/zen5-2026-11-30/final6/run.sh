#!/bin/sh
# The same script as ../final (paths are relative to this folder, at the same depth; the
# outputs go here).
exec sh ../final/run.sh "$@"
