"""The share of time real programs spend in memcpy, and how long the preload's build takes in
them (issue 10: "report the share of time the program spends in memcpy where you can measure
it"; the break-even of crates/preload/src/route.rs).

    python3 programs_perf.py PRELOAD.so [RUNS]     # in the folder make_data.py wrote into

For each program, RUNS times (default 10), alternating:
- `perf record -e cpu-clock -F 20000` without the preload: samples in the C library's copy
  functions (`__memmove_*`, `__memcpy_*`, `__mempcpy_*`: glibc's IFUNC variants) over all the
  program's samples (user and kernel), and over its user-space samples;
- the same with LD_PRELOAD=PRELOAD.so: samples in the generated code (perf names an anonymous
  executable mapping `[JIT] tid N`, target/tmp/perf-PID.map in `perf script`: no map file is needed
  to tell it apart, since none of these programs has another JIT), in the library itself (its
  exported functions, the forwarding path, the build), and in the C library's copy functions
  (calls forwarded before the build);
- a run without perf, with MEMCPY_JIT_PRELOAD_REPORT=1: the report's "build took N us" (from
  the call that reached the credit to the publication) and the credit it was built at.
Sample counts are summed over the runs; the build time is the median of the runs."""
import os, re, statistics, subprocess, sys, tempfile

PRELOAD = os.path.abspath(sys.argv[1])
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
PY = 'import json;d=[{"k":i,"v":"x"*(i%300)} for i in range(200000)];s=json.dumps(d);json.loads(s);sorted(s.split(","))'
PROGRAMS = {
    "zstd -d": ["zstd", "-d", "-c", "-q", "data.zst"],
    "xz -d": ["xz", "-d", "-c", "-T1", "data.txt.xz"],
    "python3 json": ["/usr/bin/python3", "-c", PY],
    "sort": ["sort", "data.txt"],
}
LIBC_COPY = re.compile(r"^__(memmove|memcpy|mempcpy)_")


def samples(cmd, env):
    """(dso, symbol) of every sample of one perf record run."""
    with tempfile.NamedTemporaryFile(suffix=".data") as f:
        subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "20000", "-o", f.name, "--"] + cmd,
                       env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        out = subprocess.run(["perf", "script", "-i", f.name, "-F", "ip,sym,dso"], capture_output=True,
                             text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        m = re.match(r"\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$", line)
        if m:
            rows.append((m.group(2), m.group(1)))
    return rows


def kind(dso, sym):
    if "libmemcpy_jit_preload" in dso:
        return "library"
    if re.search(r"target/tmp/perf-\d+\.map", dso):
        return "generated"
    if dso.endswith("libc.so.6") and LIBC_COPY.match(sym):
        return "libc copy"
    if "kernel" in dso:
        return "kernel"
    return "other user"


for name, cmd in PROGRAMS.items():
    counts = {"without": {}, "with": {}}
    builds, credits = [], []
    for r in range(RUNS):
        for side in (["without", "with"] if r % 2 == 0 else ["with", "without"]):
            env = dict(os.environ)
            if side == "with":
                env["LD_PRELOAD"] = PRELOAD
            for dso, sym in samples(cmd, env):
                k = kind(dso, sym)
                counts[side][k] = counts[side].get(k, 0) + 1
        env = dict(os.environ, LD_PRELOAD=PRELOAD, MEMCPY_JIT_PRELOAD_REPORT="1")
        err = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr
        m = re.search(r"built at credit (\d+).*build took ([0-9.]+) µs", err)
        if m:
            credits.append(int(m.group(1)))
            builds.append(float(m.group(2)))
        elif r == 0:
            print(f"  ({name}: {err.strip()[:160]})")
    print(f"{name} ({RUNS} runs each):")
    for side in ("without", "with"):
        c = counts[side]
        total = sum(c.values())
        user = total - c.get("kernel", 0)
        copy = c.get("libc copy", 0) + c.get("generated", 0) + c.get("library", 0)
        parts = ", ".join(f"{k} {v}" for k, v in sorted(c.items()))
        print(f"  {side:7s} the preload: {total} samples ({parts}); copies {copy}: "
              f"{100 * copy / total:.2f}% of all, {100 * copy / max(user, 1):.2f}% of user time")
    if builds:
        print(f"  build took {statistics.median(builds):.1f} us (median; {min(builds):.1f}-{max(builds):.1f}) "
              f"at credit {statistics.median(credits):.0f}, in {len(builds)} of {RUNS} runs")
    else:
        print("  never built (the process did not earn the credit)")
    sys.stdout.flush()
