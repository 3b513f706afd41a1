# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune1.profile
date=2026-12-01T03:10:12Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=0
avoid_src_above_dst=0
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=halves
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
backward_page=true
backward_page_below=2048
backward_wide_below=1024
backward_from=0
backward_below=4096
memmove=false
loop_vectors=4
loop_interleave=true
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=true
tail_loads_ascending=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=64
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.243x [1.224, 1.253] over 6 rounds, rejected: slower than glibc by more than the margin at 58 fixed sizes, 616 percentage points above it in all (the value started from: 16, 77)
#   row=amd-zen3-zen4: objective 1.240x [1.228, 1.394] over 6 rounds, rejected: slower than glibc by more than the margin at 52 fixed sizes, 489 percentage points above it in all (the value started from: 16, 77)
#   row=generic: objective 2.132x [2.086, 2.186] over 6 rounds, rejected: slower than glibc by more than the margin at 58 fixed sizes, 1040 percentage points above it in all (the value started from: 16, 77)
# width+masked_max: changed (243 rounds): width=avx512 masked_max=64 masked_form=halves (from width=avx512 masked_max=64 masked_form=one-zmm): objective 0.989x [0.987, 0.990] over 108 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.018x [2.015, 2.046] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.496x [1.478, 1.638] over 6 rounds, rejected: 40 B aligned rotating takes 1.125x [1.125, 1.127] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.180x [1.173, 1.188] over 6 rounds, rejected: 100 B misaligned hot takes 1.126x [1.125, 1.128] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.989x [0.987, 0.990] over 108 rounds, chosen
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.005x [0.998, 1.091] over 6 rounds, rejected: 63 B misaligned rotating takes 1.033x [1.028, 1.035] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.134x [2.111, 2.229] over 6 rounds, rejected: 1300 B page hot takes 1.694x [1.693, 1.697] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.090x [1.082, 1.102] over 6 rounds, rejected: 24 B aligned hot takes 1.057x [1.039, 1.088] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.032x [1.025, 1.157] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.013x [1.000, 1.014] over 6 rounds, rejected: 576 B page hot takes 1.491x [1.477, 1.502] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.968, 1.009] over 6 rounds, rejected: 1000 B line-above hot takes 1.029x [1.024, 1.032] over 6 rounds the time of loop_vectors=4
# loop_interleave: changed (158 rounds): loop_interleave=on (from loop_interleave=off): the value started from breaks the guard (the value started from takes 1.049x [1.049, 1.050] over 158 rounds the time of loop_interleave=on at 1000 B line-above hot); this one is equal on the objective (0.997x [0.994, 1.000] over 158 rounds) and within 2% everywhere
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.997x [0.994, 1.000] over 158 rounds, chosen
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.985x [0.975, 1.059] over 6 rounds, rejected: 1300 B page hot takes 1.717x [1.664, 1.761] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.056x [1.033, 1.140] over 6 rounds, rejected: 576 B aligned hot takes 2.579x [2.557, 2.588] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 0.988x [0.979, 1.263] over 6 rounds, rejected: 1000 B aligned hot takes 1.610x [1.602, 1.645] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.999x [0.990, 1.010] over 6 rounds, rejected: 1300 B aligned rotating takes 1.109x [1.039, 1.198] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (6 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.004x [0.997, 1.009] over 6 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.004x [0.998, 1.077] over 6 rounds, rejected: 576 B page hot takes 1.327x [1.319, 1.333] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (48 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.970x [0.966, 0.998] over 48 rounds, rejected: 576 B aligned rotating takes 1.064x [1.022, 1.104] over 48 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.999x [0.962, 1.003] over 6 rounds, rejected: 2047 B aligned hot takes 1.079x [1.056, 1.103] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.001x [0.962, 1.121] over 6 rounds, rejected: 2047 B aligned hot takes 1.080x [1.056, 1.105] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (72 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.984x [0.908, 1.009] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.999x [0.993, 1.002] over 72 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.983x [0.898, 1.006] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.998x [0.992, 1.001] over 72 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.996x [0.993, 1.001] over 72 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.001x [0.965, 1.065] over 6 rounds, rejected: 4096 B page hot takes 1.051x [1.051, 1.053] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.014x [0.986, 1.033] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.342x [1.239, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.014x [0.973, 1.028] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.141x [1.105, 1.284] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.018x [0.975, 1.020] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.144x [1.020, 1.289] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.020x [0.974, 1.118] over 6 rounds, rejected: 4096 B src-above rotating takes 1.145x [1.099, 1.237] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.021x [0.967, 1.031] over 6 rounds, rejected: 4096 B src-above rotating takes 1.146x [1.038, 1.219] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.050x [0.986, 1.071] over 6 rounds, rejected: 16384 B misaligned rotating takes 1.201x [1.126, 1.300] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.016x [0.982, 1.028] over 6 rounds, rejected: 16384 B src-above rotating takes 1.114x [1.087, 1.127] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.013x [0.975, 1.139] over 6 rounds, rejected: 65536 B misaligned hot takes 1.365x [1.361, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.021x [0.975, 1.027] over 6 rounds, rejected: 65536 B src-above hot takes 1.372x [1.364, 1.409] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.021x [0.993, 1.124] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.352, 1.395] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.020x [1.012, 1.028] over 6 rounds, rejected: 65536 B src-above hot takes 1.372x [1.362, 1.397] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (72 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.006x [1.004, 1.007] over 72 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.006x [0.975, 1.013] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.002x [0.995, 1.006] over 72 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.005x [0.978, 1.233] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.998, 1.006] over 72 rounds, equivalent
# rep_movsb_page_from: kept (72 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.000x [0.975, 1.277] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.012x [0.978, 1.224] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.003x [0.994, 1.005] over 72 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.000x [0.996, 1.003] over 72 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.001x [0.994, 1.004] over 72 rounds, equivalent
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 0.989x [0.967, 1.012] over 6 rounds, rejected: 8192 B band hot takes 1.038x [1.034, 1.057] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.982x [0.970, 1.002] over 6 rounds, rejected: 8192 B band hot takes 1.038x [1.035, 1.056] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.987x [0.976, 0.998] over 6 rounds, rejected: 8192 B band hot takes 1.039x [1.036, 1.058] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.988x [0.980, 1.004] over 6 rounds, rejected: 8192 B band hot takes 1.038x [1.037, 1.057] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 0.998x [0.970, 1.569] over 6 rounds, rejected: 65536 B src-above rotating takes 1.352x [1.346, 1.468] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 0.982x [0.932, 1.027] over 6 rounds, rejected: 8192 B src-above rotating takes 1.205x [1.126, 1.288] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.987x [0.932, 1.013] over 6 rounds, rejected: 16384 B src-above rotating takes 1.149x [1.095, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 0.993x [0.977, 1.019] over 6 rounds, rejected: 16384 B src-above rotating takes 1.138x [1.074, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.973x [0.961, 1.005] over 6 rounds, rejected: 1000 B line-above hot takes 1.243x [1.229, 1.258] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.019x [0.967, 1.416] over 6 rounds, rejected: 1000 B line-above hot takes 1.251x [1.240, 1.268] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.981x [0.968, 0.996] over 6 rounds, rejected: 1000 B line-above hot takes 1.249x [1.236, 1.252] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.982x [0.961, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.454x [1.334, 2.610] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.979x [0.964, 1.003] over 6 rounds, rejected: 1000 B line-above hot takes 1.257x [1.249, 3.459] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.980x [0.969, 1.004] over 6 rounds, rejected: 16384 B band rotating takes 1.460x [1.368, 3.311] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.998x [0.976, 1.237] over 6 rounds, rejected: 65536 B band hot takes 1.350x [1.304, 1.376] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.973x [0.964, 1.001] over 6 rounds, rejected: 1000 B line-above hot takes 1.248x [1.233, 1.251] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.985x [0.964, 1.014] over 6 rounds, rejected: 1000 B line-above hot takes 1.247x [1.236, 1.263] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.978x [0.958, 1.267] over 6 rounds, rejected: 65536 B band hot takes 1.357x [1.350, 1.379] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.968x [0.962, 0.990] over 6 rounds, rejected: 1000 B line-above hot takes 1.240x [1.231, 1.248] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.001x [0.979, 1.029] over 6 rounds, rejected: 65536 B band hot takes 1.314x [1.265, 1.348] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.984x [0.957, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.398x [1.118, 1.671] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.970x [0.962, 0.994] over 6 rounds, rejected: 65536 B band hot takes 1.356x [1.249, 1.383] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.973x [0.950, 0.997] over 6 rounds, rejected: 1000 B line-above hot takes 1.246x [1.227, 1.256] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 0.986x [0.906, 0.997] over 6 rounds, rejected: 1300 B page hot takes 1.172x [1.167, 1.257] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.018x [0.919, 1.106] over 6 rounds, rejected: 3000 B page rotating takes 1.505x [1.490, 1.515] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.990x [0.974, 1.003] over 9 rounds, rejected: 2047 B page hot takes 1.027x [1.026, 1.030] over 9 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: changed (822 rounds): backward_wide_below=1024 (from backward_wide_below=off): the value started from breaks the guard (the value started from takes 1.473x [1.471, 1.474] over 822 rounds the time of backward_wide_below=1024 at 3000 B line-above rotating); this one is equal on the objective (0.992x [0.990, 0.994] over 822 rounds) and within 2% everywhere
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.992x [0.990, 0.994] over 822 rounds, chosen
#   backward_wide_below=2048: objective 1.007x [1.005, 1.010] over 243 rounds, worse
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: changed (548 rounds): block_align=64 (from block_align=16): objective 0.982x [0.980, 0.985] over 162 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured
#   block_align=16: objective -, started from
#   block_align=64: objective 0.982x [0.980, 0.985] over 162 rounds, chosen
end
