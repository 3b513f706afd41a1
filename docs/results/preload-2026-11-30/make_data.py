"""Writes data.txt (about 57 MB of generated text: lines of words drawn from a fixed vocabulary
with a seeded generator, so every run makes the same file), then data.zst (zstd -3) and
data.txt.xz (xz -3 -T1) next to it, in the current directory: the inputs of the real-program
runs (programs_pairs.py, programs_perf.sh)."""
import random, subprocess

rng = random.Random(1)
vocab = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 12)))
         for _ in range(5000)]
with open("data.txt", "w") as f:
    for i in range(1_000_000):
        f.write(f"{i:07d} " + " ".join(rng.choice(vocab) for _ in range(rng.randint(3, 14))) + "\n")
subprocess.run(["zstd", "-3", "-q", "-f", "data.txt", "-o", "data.zst"], check=True)
subprocess.run(["xz", "-3", "-T1", "-k", "-f", "data.txt"], check=True)
