# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune3.profile
date=2026-12-01T03:20:37Z
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
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_wide_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# row: kept (6 rounds): row=amd-zen5: every other value is worse by more than 1% or breaks the guard
#   row=amd-zen5: objective -, started from
#   row=intel-fsrm: objective 1.224x [1.081, 1.332] over 6 rounds, rejected: slower than glibc by more than the margin at 56 fixed sizes, 606 percentage points above it in all (the value started from: 12, 84)
#   row=amd-zen3-zen4: objective 1.236x [1.087, 1.269] over 6 rounds, rejected: slower than glibc by more than the margin at 50 fixed sizes, 554 percentage points above it in all (the value started from: 12, 84)
#   row=generic: objective 2.139x [1.881, 2.322] over 6 rounds, rejected: slower than glibc by more than the margin at 57 fixed sizes, 1054 percentage points above it in all (the value started from: 12, 84)
# width+masked_max: kept (345 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.990x [1.921, 2.033] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.451x [1.321, 1.477] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.156x [1.045, 1.198] over 6 rounds, rejected: 100 B page rotating takes 1.084x [1.079, 1.120] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 1.024x [1.017, 1.027] over 345 rounds, worse
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.980x [0.882, 0.999] over 6 rounds, rejected: 24 B aligned hot takes 1.314x [1.148, 1.326] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.080x [1.902, 2.124] over 6 rounds, rejected: 1000 B aligned hot takes 1.760x [1.736, 1.770] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.085x [1.075, 1.085] over 6 rounds, rejected: 17 B misaligned rotating takes 1.122x [1.117, 1.137] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.030x [1.015, 1.037] over 6 rounds, rejected: 256 B band rotating takes 1.047x [1.024, 1.155] over 6 rounds the time of two_vectors_first=on
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.010x [1.002, 1.015] over 6 rounds, rejected: 576 B page hot takes 1.550x [1.548, 1.555] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.004x [0.999, 1.010] over 6 rounds, rejected: 576 B page hot takes 1.033x [1.032, 1.041] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.005x [1.002, 1.011] over 6 rounds, rejected: 1000 B misaligned hot takes 1.176x [1.022, 1.254] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.012x [0.982, 1.017] over 6 rounds, rejected: 576 B page hot takes 1.297x [1.289, 1.387] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.085x [1.070, 1.166] over 6 rounds, rejected: 576 B page hot takes 2.795x [2.790, 2.804] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.028x [1.012, 1.048] over 6 rounds, rejected: 1000 B aligned hot takes 1.713x [1.687, 1.728] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.001x [0.991, 1.011] over 6 rounds, rejected: 1000 B aligned hot takes 1.281x [1.267, 1.334] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.001x [0.999, 1.007] over 21 rounds, rejected: 576 B page rotating takes 1.131x [1.088, 1.190] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.007x [0.990, 1.016] over 6 rounds, rejected: 576 B page hot takes 1.362x [1.350, 1.376] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (6 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.000x [0.994, 1.007] over 6 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.002x [0.999, 1.206] over 6 rounds, rejected: 1300 B aligned hot takes 1.226x [1.213, 1.249] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.001x [0.996, 1.008] over 6 rounds, rejected: 1300 B aligned hot takes 1.222x [1.211, 1.240] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.001x [0.996, 1.006] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.001x [0.997, 1.004] over 21 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.998, 1.006] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.004x [0.996, 1.141] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.998, 1.005] over 21 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.005x [0.997, 1.100] over 6 rounds, rejected: 4096 B aligned hot takes 1.050x [1.048, 1.051] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.028x [1.019, 1.046] over 6 rounds, rejected: 1048576 B page hot takes 1.239x [1.213, 1.282] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.030x [1.018, 1.053] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.174x [1.136, 1.231] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.024x [1.013, 1.035] over 6 rounds, worse
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.033x [1.021, 1.059] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.286x [1.187, 1.338] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.029x [1.024, 1.136] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.205x [1.185, 1.330] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.033x [1.029, 1.081] over 6 rounds, rejected: 16384 B src-above rotating takes 1.262x [1.156, 1.353] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.028x [1.007, 1.031] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.146x [1.125, 1.166] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.029x [1.013, 1.046] over 6 rounds, rejected: 65536 B misaligned hot takes 1.355x [1.343, 1.361] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.030x [1.002, 1.124] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.354, 1.398] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.037x [1.018, 1.040] over 6 rounds, rejected: 65536 B src-above hot takes 1.361x [1.358, 1.396] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.031x [1.023, 1.041] over 6 rounds, rejected: 65536 B misaligned hot takes 1.348x [1.346, 1.362] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (9 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.006x [0.990, 1.314] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=16384: objective 1.006x [0.992, 1.016] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.997x [0.994, 1.006] over 9 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 0.998x [0.992, 1.007] over 9 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.000x [0.994, 1.004] over 9 rounds, equivalent
# rep_movsb_page_from: kept (48 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.002x [0.999, 1.005] over 48 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.006x [0.997, 1.017] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.003x [1.000, 1.005] over 48 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.002x [0.998, 1.006] over 48 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.015x [0.990, 1.275] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (9 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.001x [0.993, 1.011] over 9 rounds, rejected: 1048576 B band rotating takes 1.128x [1.113, 1.143] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.005x [0.984, 1.010] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.002x [0.995, 1.007] over 9 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.005x [0.984, 1.396] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.002x [0.996, 1.300] over 6 rounds, rejected: 65536 B src-above rotating takes 1.307x [1.188, 1.348] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.005x [0.993, 1.023] over 6 rounds, rejected: 4096 B src-above rotating takes 1.215x [1.186, 1.285] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.002x [0.991, 1.020] over 6 rounds, rejected: 4096 B src-above rotating takes 1.170x [1.097, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.006x [0.989, 1.348] over 6 rounds, rejected: 4096 B src-above rotating takes 1.203x [1.155, 1.311] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (9 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.977x [0.972, 1.023] over 6 rounds, rejected: 1000 B band hot takes 1.042x [1.041, 1.043] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.989x [0.983, 0.992] over 6 rounds, rejected: 16384 B band rotating takes 1.409x [1.239, 1.461] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.983x [0.980, 0.986] over 9 rounds, rejected: 1000 B line-above hot takes 1.142x [1.137, 1.149] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.986x [0.973, 0.993] over 6 rounds, rejected: 16384 B band rotating takes 1.380x [1.324, 1.479] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.982x [0.958, 0.995] over 6 rounds, rejected: 16384 B band rotating takes 1.456x [1.374, 2.517] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.987x [0.979, 0.999] over 6 rounds, rejected: 16384 B band rotating takes 1.328x [1.241, 1.444] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.988x [0.981, 0.992] over 6 rounds, rejected: 16384 B band rotating takes 1.427x [1.330, 1.463] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.985x [0.982, 0.993] over 9 rounds, rejected: 1000 B line-above hot takes 1.143x [1.138, 1.153] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.983x [0.980, 0.995] over 6 rounds, rejected: 16384 B band rotating takes 1.435x [1.353, 1.475] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.985x [0.981, 0.993] over 6 rounds, rejected: 262144 B band hot takes 1.415x [1.317, 1.642] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.980x [0.977, 0.986] over 6 rounds, rejected: 16384 B band rotating takes 1.404x [1.309, 1.450] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.995x [0.990, 1.269] over 6 rounds, rejected: 16384 B band rotating takes 1.382x [1.294, 1.449] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.997x [0.991, 1.000] over 6 rounds, rejected: 16384 B band rotating takes 1.397x [1.357, 1.480] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.985x [0.980, 0.991] over 6 rounds, rejected: 16384 B band rotating takes 1.431x [1.336, 1.478] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.984x [0.971, 0.993] over 6 rounds, rejected: 16384 B band rotating takes 1.462x [1.290, 2.114] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.003x [0.996, 1.146] over 6 rounds, rejected: 1000 B page hot takes 1.123x [1.120, 1.126] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.027x [1.019, 1.035] over 6 rounds, rejected: 3000 B page rotating takes 1.499x [1.481, 1.673] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.009x [1.000, 1.116] over 6 rounds, rejected: 2047 B page hot takes 1.082x [1.030, 1.108] over 6 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: kept (32 rounds): backward_wide_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_wide_below=2048: objective -, started from
#   backward_wide_below=off: objective 0.989x [0.800, 1.082] over 6 rounds, rejected: 3000 B line-above rotating takes 1.473x [1.333, 1.488] over 6 rounds the time of backward_wide_below=2048
#   backward_wide_below=1024: objective 1.029x [1.011, 1.032] over 32 rounds, worse
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (2382 rounds): block_align=16: every other value is worse by more than 1% or equal within it (the value started from takes 1.053x [1.053, 1.054] over 2382 rounds the time of block_align=64 at 576 B aligned hot)
#   block_align=16: objective -, started from
#   block_align=64: objective 0.998x [0.998, 0.998] over 2382 rounds, equivalent
end
