# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune2.profile
date=2026-12-01T03:32:01Z
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
#   row=intel-fsrm: objective 1.222x [1.205, 1.234] over 6 rounds, rejected: slower than glibc by more than the margin at 51 fixed sizes, 601 percentage points above it in all (the value started from: 14, 48)
#   row=amd-zen3-zen4: objective 1.222x [1.210, 1.230] over 6 rounds, rejected: slower than glibc by more than the margin at 42 fixed sizes, 472 percentage points above it in all (the value started from: 14, 48)
#   row=generic: objective 2.048x [2.005, 2.152] over 6 rounds, rejected: slower than glibc by more than the margin at 58 fixed sizes, 1001 percentage points above it in all (the value started from: 14, 48)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.939x [1.931, 1.965] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.451x [1.436, 1.458] over 6 rounds, rejected: 100 B aligned hot takes 1.122x [1.119, 1.123] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.160x [1.157, 1.252] over 6 rounds, rejected: 100 B aligned hot takes 1.121x [1.117, 1.124] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.999x [0.993, 1.003] over 6 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.009x [1.002, 1.018] over 6 rounds, rejected: 1 B misaligned hot takes 1.104x [1.102, 1.107] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.062x [2.012, 2.141] over 6 rounds, rejected: 1000 B aligned hot takes 1.842x [1.741, 1.852] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.080x [0.960, 1.088] over 6 rounds, rejected: 24 B aligned hot takes 1.098x [1.056, 1.139] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.031x [1.022, 1.040] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.916, 1.010] over 6 rounds, rejected: 576 B page hot takes 1.601x [1.591, 1.607] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.009x [1.001, 1.106] over 6 rounds, rejected: 576 B page hot takes 1.039x [1.034, 1.046] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (9 rounds): loop_interleave=off: every other value is worse by more than 1% or equal within it
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.001x [0.995, 1.005] over 9 rounds, equivalent
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.014x [1.011, 1.139] over 6 rounds, rejected: 1300 B page hot takes 1.517x [1.510, 1.524] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.076x [1.065, 1.085] over 6 rounds, rejected: 576 B aligned hot takes 2.809x [2.762, 4.055] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.018x [1.016, 1.034] over 6 rounds, rejected: 1000 B aligned hot takes 1.801x [1.797, 1.819] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.000x [0.997, 1.006] over 6 rounds, rejected: 1000 B band hot takes 1.079x [1.074, 1.082] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.005x [1.000, 1.015] over 21 rounds, rejected: 576 B page rotating takes 1.129x [1.081, 1.222] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.004x [0.995, 1.131] over 6 rounds, rejected: 576 B page hot takes 1.397x [1.391, 1.403] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 1.003x [0.925, 1.019] over 9 rounds, rejected: 576 B aligned rotating takes 1.144x [1.025, 1.248] over 9 rounds the time of tail_loads_ascending=on
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.011x [1.001, 1.015] over 6 rounds, rejected: 1300 B aligned hot takes 1.322x [1.260, 1.331] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.004x [0.998, 1.007] over 6 rounds, rejected: 1300 B aligned hot takes 1.323x [1.254, 1.329] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (9 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.004x [0.997, 1.007] over 9 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.000x [0.997, 1.004] over 9 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.995, 1.008] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.005x [0.995, 1.034] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.002x [0.995, 1.006] over 9 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.003x [0.990, 1.007] over 6 rounds, rejected: 3000 B misaligned hot takes 1.071x [1.067, 1.074] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.047x [1.019, 1.058] over 6 rounds, rejected: 8192 B src-above rotating takes 1.316x [1.205, 1.433] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.020x [1.011, 1.164] over 6 rounds, rejected: 3000 B page rotating takes 1.229x [1.160, 1.337] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.019x [1.015, 1.028] over 6 rounds, rejected: 3000 B page rotating takes 1.175x [1.108, 1.318] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.025x [1.012, 1.032] over 6 rounds, rejected: 8192 B src-above rotating takes 1.303x [1.287, 1.395] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.023x [1.006, 1.030] over 6 rounds, rejected: 4096 B src-above rotating takes 1.273x [1.250, 1.374] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.021x [1.002, 1.133] over 6 rounds, rejected: 4096 B src-above rotating takes 1.273x [1.258, 1.295] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.027x [1.015, 1.064] over 6 rounds, rejected: 4096 B src-above rotating takes 1.269x [1.246, 1.293] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.024x [1.013, 1.039] over 6 rounds, rejected: 65536 B src-above hot takes 1.366x [1.359, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.018x [1.007, 1.029] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.361, 1.373] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.028x [1.021, 1.039] over 6 rounds, rejected: 65536 B misaligned hot takes 1.357x [1.356, 1.364] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.027x [1.016, 1.040] over 6 rounds, rejected: 65536 B src-above hot takes 1.363x [1.359, 1.371] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (32 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.000x [0.996, 1.005] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.009x [1.001, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.012x [1.006, 1.020] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.999x [0.993, 1.001] over 32 rounds, equivalent
#   rep_movsb_coaligned_from=1048576: objective 1.001x [0.994, 1.003] over 32 rounds, equivalent
# rep_movsb_page_from: kept (21 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.002x [1.000, 1.006] over 21 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.007x [1.002, 1.009] over 21 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.002x [0.994, 1.277] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.003x [0.999, 1.006] over 21 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.013x [0.995, 1.022] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (72 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.011x [1.000, 1.025] over 9 rounds, rejected: 1048576 B band rotating takes 1.130x [1.118, 1.152] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.007x [1.005, 1.010] over 72 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.012x [0.971, 1.019] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.014x [0.989, 1.026] over 6 rounds, dropped (slower half)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.007x [0.998, 1.014] over 6 rounds, rejected: 65536 B src-above rotating takes 1.344x [1.237, 1.381] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.011x [1.005, 1.027] over 6 rounds, rejected: 8192 B src-above rotating takes 1.308x [1.288, 1.380] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.012x [1.001, 1.201] over 6 rounds, rejected: 8192 B src-above rotating takes 1.338x [1.205, 1.387] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.007x [0.999, 1.015] over 6 rounds, rejected: 8192 B src-above rotating takes 1.306x [1.267, 1.354] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.988x [0.982, 0.996] over 6 rounds, rejected: 1000 B band hot takes 1.201x [1.198, 2.196] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.992x [0.984, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.362x [1.283, 1.389] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.998x [0.984, 1.004] over 6 rounds, rejected: 1000 B line-above hot takes 1.193x [1.191, 1.196] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.991x [0.983, 0.998] over 6 rounds, rejected: 8192 B band rotating takes 1.259x [1.220, 1.494] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.996x [0.981, 1.006] over 6 rounds, rejected: 65536 B band hot takes 1.381x [1.324, 1.408] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.000x [0.993, 1.014] over 6 rounds, rejected: 8192 B band rotating takes 1.278x [1.235, 1.454] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.995x [0.988, 1.220] over 6 rounds, rejected: 65536 B band hot takes 1.359x [1.284, 1.391] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.989x [0.984, 0.999] over 6 rounds, rejected: 1000 B line-above hot takes 1.191x [1.186, 1.198] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.993x [0.985, 1.005] over 6 rounds, rejected: 8192 B band rotating takes 1.281x [1.255, 1.486] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.986x [0.982, 0.990] over 6 rounds, rejected: 65536 B band hot takes 1.372x [1.333, 1.400] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.987x [0.983, 0.988] over 6 rounds, rejected: 8192 B band rotating takes 1.275x [1.265, 1.493] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.002x [0.997, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.370x [1.298, 1.394] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.993x [0.985, 1.004] over 6 rounds, rejected: 8192 B band rotating takes 1.277x [1.272, 1.494] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.988x [0.978, 1.003] over 6 rounds, rejected: 65536 B band hot takes 1.367x [1.305, 1.387] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.986x [0.982, 0.994] over 6 rounds, rejected: 8192 B band rotating takes 1.278x [1.270, 1.493] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (21 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.004x [0.996, 1.010] over 6 rounds, rejected: 1000 B page hot takes 1.135x [1.131, 1.138] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.037x [1.027, 1.161] over 6 rounds, worse
#   backward_page=on backward_page_below=1024: objective 1.000x [0.991, 1.002] over 21 rounds, equivalent
# backward_wide_below: kept (32 rounds): backward_wide_below=2048: every other value is worse by more than 1% or equal within it
#   backward_wide_below=2048: objective -, started from
#   backward_wide_below=off: objective 1.006x [0.996, 1.229] over 6 rounds, rejected: 3000 B line-above rotating takes 1.485x [1.440, 1.501] over 6 rounds the time of backward_wide_below=2048
#   backward_wide_below=1024: objective 1.004x [1.002, 1.007] over 32 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (9 rounds): block_align=16: every other value is worse by more than 1% or equal within it
#   block_align=16: objective -, started from
#   block_align=64: objective 1.002x [0.994, 1.006] over 9 rounds, equivalent
end
