# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune2.profile
date=2026-12-01T03:10:42Z
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
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=255
backward_page=true
backward_page_below=2048
backward_wide_below=2048
backward_from=0
backward_below=4096
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=true
tail_loads_ascending=true
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.240x [1.224, 1.251] over 6 rounds, rejected: slower than glibc by more than the margin at 54 fixed sizes, 560 percentage points above it in all (the value started from: 30, 520)
#   row=amd-zen3-zen4: objective 1.245x [1.236, 1.248] over 6 rounds, rejected: slower than glibc by more than the margin at 46 fixed sizes, 451 percentage points above it in all (the value started from: 30, 520)
#   row=generic: objective 2.213x [2.124, 2.279] over 6 rounds, rejected: slower than glibc by more than the margin at 53 fixed sizes, 741 percentage points above it in all (the value started from: 30, 520)
# width+masked_max: kept (162 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.032x [2.010, 2.134] over 6 rounds, rejected: 256 B band rotating takes 1.290x [1.060, 1.493] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.487x [1.457, 1.494] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.181x [1.164, 1.186] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 0.991x [0.989, 0.994] over 162 rounds, rejected: 200 B aligned hot takes 1.038x [1.021, 1.044] over 162 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.999x [0.996, 1.001] over 72 rounds, rejected: 500 B page rotating takes 1.126x [1.123, 1.132] over 72 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.135x [2.090, 2.143] over 6 rounds, rejected: 1000 B line-above hot takes 1.640x [1.600, 1.711] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.084x [1.069, 1.090] over 6 rounds, rejected: 17 B misaligned rotating takes 1.148x [1.137, 1.166] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.022x [1.016, 1.026] over 6 rounds, rejected: 40 B misaligned hot takes 1.074x [1.067, 1.151] over 6 rounds the time of two_vectors_first=on
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [1.001, 1.015] over 6 rounds, rejected: 576 B page hot takes 1.525x [1.514, 1.535] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.925, 1.018] over 6 rounds, rejected: 576 B page hot takes 1.038x [1.026, 1.048] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (153 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it (the value started from takes 1.054x [1.046, 1.057] over 153 rounds the time of loop_interleave=on at 2047 B misaligned rotating)
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.999x [0.998, 1.000] over 153 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.017x [0.999, 1.029] over 6 rounds, rejected: 1300 B page hot takes 1.486x [1.483, 1.489] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.080x [1.071, 1.095] over 6 rounds, rejected: 1300 B page hot takes 2.460x [2.455, 2.464] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.029x [1.023, 1.198] over 6 rounds, rejected: 1000 B line-above hot takes 1.481x [1.473, 1.739] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.002x [0.988, 1.010] over 6 rounds, rejected: 1000 B line-above hot takes 1.070x [1.064, 1.246] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (32 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.000x [0.995, 1.004] over 32 rounds, rejected: 576 B page rotating takes 1.067x [1.031, 1.098] over 32 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.996x [0.978, 1.002] over 6 rounds, rejected: 576 B page hot takes 1.386x [1.378, 1.398] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (21 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.997x [0.993, 1.009] over 21 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.003x [0.993, 1.022] over 6 rounds, rejected: 1300 B aligned hot takes 1.148x [1.136, 1.339] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.003x [1.000, 1.008] over 6 rounds, rejected: 1300 B aligned hot takes 1.145x [1.138, 1.218] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.013x [0.913, 1.020] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.002x [0.998, 1.007] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.003x [0.996, 1.007] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.001x [0.994, 1.005] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.005x [0.913, 1.015] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.012x [0.991, 1.202] over 6 rounds, rejected: 4096 B page hot takes 1.052x [1.051, 1.053] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.035x [1.014, 1.049] over 6 rounds, rejected: 1048576 B page hot takes 1.262x [1.236, 1.274] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.018x [0.887, 1.037] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.243x [1.238, 1.304] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.021x [0.998, 1.026] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.240x [1.188, 2.522] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.013x [0.960, 1.024] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.253x [1.236, 1.304] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.022x [1.015, 1.039] over 6 rounds, rejected: 4096 B src-above rotating takes 1.269x [1.241, 1.365] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.029x [1.017, 1.141] over 6 rounds, rejected: 4096 B src-above rotating takes 1.276x [1.243, 1.371] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.022x [1.013, 1.039] over 6 rounds, rejected: 4096 B src-above rotating takes 1.278x [1.256, 1.375] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.023x [0.956, 1.034] over 6 rounds, rejected: 65536 B src-above hot takes 1.339x [1.334, 1.344] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.027x [1.006, 1.273] over 6 rounds, rejected: 65536 B misaligned hot takes 1.342x [1.336, 1.347] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.966x [0.912, 1.033] over 6 rounds, rejected: 65536 B misaligned hot takes 1.343x [1.328, 1.358] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.030x [1.024, 1.040] over 6 rounds, rejected: 65536 B misaligned hot takes 1.346x [1.338, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.001x [0.998, 1.006] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.001x [0.999, 1.003] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 1.006x [0.995, 1.015] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 1.003x [1.000, 1.004] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.007x [0.993, 1.017] over 6 rounds, dropped (slower half)
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.004x [0.994, 1.010] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.003x [0.999, 1.009] over 21 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.002x [0.995, 1.007] over 21 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.003x [0.999, 1.008] over 21 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.003x [0.989, 1.052] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (32 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.004x [0.993, 1.016] over 6 rounds, rejected: 1048576 B band rotating takes 1.137x [1.115, 1.149] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.002x [1.000, 1.009] over 32 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.003x [0.999, 1.006] over 32 rounds, rejected: 16384 B band rotating takes 1.068x [1.044, 1.079] over 32 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.004x [0.998, 1.006] over 32 rounds, rejected: 16384 B band rotating takes 1.039x [1.024, 1.066] over 32 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 0.994x [0.814, 1.007] over 6 rounds, rejected: 65536 B src-above rotating takes 1.347x [1.252, 1.383] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.005x [0.817, 1.021] over 6 rounds, rejected: 8192 B src-above rotating takes 1.289x [1.201, 1.345] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 0.996x [0.813, 1.018] over 6 rounds, rejected: 8192 B src-above rotating takes 1.286x [1.221, 1.397] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 0.999x [0.817, 1.017] over 6 rounds, rejected: 8192 B src-above rotating takes 1.282x [1.267, 1.326] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.980x [0.963, 0.989] over 6 rounds, rejected: 1000 B line-above hot takes 1.300x [1.289, 1.309] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.997x [0.981, 1.016] over 6 rounds, rejected: 65536 B band hot takes 1.365x [1.348, 1.381] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.995x [0.974, 1.034] over 6 rounds, rejected: 1000 B line-above hot takes 1.325x [1.316, 1.335] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.989x [0.974, 0.999] over 6 rounds, rejected: 1000 B line-above hot takes 1.326x [1.315, 1.334] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.997x [0.984, 1.042] over 6 rounds, rejected: 16384 B band rotating takes 1.417x [1.335, 3.375] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.996x [0.974, 1.004] over 6 rounds, rejected: 1000 B line-above hot takes 1.296x [1.287, 1.301] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.002x [0.979, 1.006] over 6 rounds, rejected: 65536 B band hot takes 1.362x [1.344, 1.395] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.990x [0.977, 0.997] over 6 rounds, rejected: 1000 B line-above hot takes 1.323x [1.308, 1.344] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.967, 1.003] over 6 rounds, rejected: 16384 B band rotating takes 1.463x [1.365, 1.604] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.990x [0.973, 1.007] over 6 rounds, rejected: 65536 B band hot takes 1.377x [1.319, 1.394] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.985x [0.981, 0.990] over 6 rounds, rejected: 1000 B line-above hot takes 1.292x [1.289, 1.299] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.016x [0.989, 1.281] over 6 rounds, rejected: 4096 B line-above rotating takes 1.562x [1.547, 1.672] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.994x [0.979, 0.999] over 6 rounds, rejected: 4096 B line-above rotating takes 1.551x [1.474, 1.698] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.988x [0.972, 0.993] over 6 rounds, rejected: 4096 B line-above rotating takes 1.540x [1.405, 1.702] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.002x [0.977, 1.037] over 6 rounds, rejected: 4096 B line-above rotating takes 1.557x [1.461, 1.628] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.005x [0.903, 1.013] over 6 rounds, rejected: 1000 B page hot takes 1.154x [1.148, 1.160] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.026x [1.014, 1.036] over 6 rounds, rejected: 3000 B page rotating takes 1.484x [1.460, 1.504] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.003x [0.904, 1.011] over 6 rounds, rejected: 1300 B page hot takes 1.097x [1.093, 1.099] over 6 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: changed (72 rounds): backward_wide_below=2048 (from backward_wide_below=off): the value started from breaks the guard (the value started from takes 1.463x [1.459, 1.468] over 72 rounds the time of backward_wide_below=1024 at 3000 B line-above rotating); this one is equal on the objective (1.005x [1.003, 1.008] over 72 rounds) and within 2% everywhere
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 1.007x [1.006, 1.009] over 72 rounds, equivalent
#   backward_wide_below=2048: objective 1.005x [1.003, 1.008] over 72 rounds, chosen
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (822 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.998x [0.998, 0.999] over 822 rounds, rejected: 1000 B band hot takes 1.045x [1.045, 1.046] over 822 rounds the time of block_align=16
end
