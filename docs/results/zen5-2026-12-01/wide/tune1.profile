# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out tune1.profile
date=2026-12-01T03:31:31Z
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
#   row=intel-fsrm: objective 1.208x [1.087, 1.382] over 6 rounds, rejected: slower than glibc by more than the margin at 54 fixed sizes, 690 percentage points above it in all (the value started from: 10, 58)
#   row=amd-zen3-zen4: objective 1.206x [1.060, 1.338] over 6 rounds, rejected: slower than glibc by more than the margin at 46 fixed sizes, 513 percentage points above it in all (the value started from: 10, 58)
#   row=generic: objective 2.081x [1.903, 2.254] over 6 rounds, rejected: slower than glibc by more than the margin at 59 fixed sizes, 1234 percentage points above it in all (the value started from: 10, 58)
# width+masked_max: kept (48 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.021x [1.954, 2.059] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.494x [1.454, 1.663] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.171x [1.160, 1.322] over 6 rounds, worse
#   width=avx512 masked_max=64 masked_form=halves: objective 1.025x [1.017, 1.040] over 48 rounds, worse
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.026x [1.000, 1.039] over 6 rounds, rejected: 24 B aligned hot takes 1.154x [1.138, 1.169] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.076x [2.037, 2.165] over 6 rounds, rejected: 576 B aligned hot takes 1.935x [1.771, 2.202] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.093x [1.075, 1.111] over 6 rounds, rejected: 17 B misaligned rotating takes 1.139x [1.134, 1.192] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.027x [1.016, 1.206] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.006x [0.902, 1.013] over 6 rounds, rejected: 576 B aligned hot takes 1.467x [1.431, 1.537] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.008x [0.849, 1.154] over 6 rounds, rejected: 576 B misaligned hot takes 1.056x [1.041, 1.074] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.998x [0.988, 1.010] over 6 rounds, rejected: 576 B misaligned hot takes 1.036x [1.028, 1.050] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.020x [1.007, 1.023] over 6 rounds, rejected: 1300 B page hot takes 1.339x [1.332, 1.359] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.074x [1.066, 1.077] over 6 rounds, rejected: 576 B aligned hot takes 2.993x [2.806, 3.031] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.040x [1.023, 1.051] over 6 rounds, rejected: 576 B aligned hot takes 1.867x [1.757, 1.888] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.001x [0.994, 1.003] over 6 rounds, rejected: 576 B aligned hot takes 1.104x [1.082, 1.266] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or breaks the guard
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.997x [0.968, 1.003] over 21 rounds, rejected: 576 B page rotating takes 1.070x [1.052, 1.115] over 21 rounds the time of edges_head_first=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.008x [0.877, 1.143] over 6 rounds, rejected: 1300 B aligned hot takes 1.404x [1.386, 1.482] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.999x [0.994, 1.009] over 9 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.991, 1.002] over 6 rounds, rejected: 1300 B misaligned hot takes 1.029x [1.026, 1.040] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.000x [0.988, 1.024] over 6 rounds, rejected: 1300 B misaligned hot takes 1.026x [1.024, 1.033] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (21 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.002x [0.879, 1.006] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.008x [0.875, 1.015] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.997, 1.008] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.001x [0.996, 1.006] over 21 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.996, 1.006] over 21 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.005x [0.992, 1.012] over 6 rounds, rejected: 8192 B page hot takes 1.027x [1.025, 1.029] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.039x [0.932, 1.053] over 6 rounds, rejected: 65536 B misaligned rotating takes 1.340x [1.257, 1.391] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.024x [0.911, 1.028] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.226x [1.212, 1.318] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.022x [0.911, 1.027] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.221x [1.185, 2.639] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.035x [0.916, 1.047] over 6 rounds, rejected: 8192 B page rotating takes 1.288x [1.271, 1.461] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.035x [0.917, 1.041] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.332x [1.260, 1.465] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.054x [0.937, 1.066] over 6 rounds, rejected: 4096 B src-above rotating takes 1.326x [1.270, 1.366] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.031x [0.900, 1.049] over 6 rounds, rejected: 4096 B src-above rotating takes 1.290x [1.276, 1.326] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.028x [0.913, 1.144] over 6 rounds, rejected: 65536 B misaligned hot takes 1.363x [1.312, 1.370] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.031x [0.918, 1.036] over 6 rounds, rejected: 65536 B misaligned hot takes 1.363x [1.341, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.028x [0.925, 1.036] over 6 rounds, rejected: 65536 B misaligned hot takes 1.355x [1.344, 1.378] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.057x [0.947, 1.070] over 6 rounds, rejected: 65536 B src-above hot takes 1.366x [1.346, 1.369] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (162 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 1.007x [1.004, 1.010] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.010x [0.995, 1.332] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.002x [1.001, 1.004] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.006x [0.998, 1.053] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.001x [0.999, 1.002] over 162 rounds, equivalent
# rep_movsb_page_from: kept (48 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.010x [1.002, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.007x [1.003, 1.011] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.004x [1.002, 1.007] over 48 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.004x [1.003, 1.008] over 48 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.005x [1.000, 1.010] over 48 rounds, equivalent
# avoid_dst_above_src: kept (108 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.011x [0.987, 1.021] over 6 rounds, rejected: 1048576 B band rotating takes 1.133x [1.096, 1.172] over 6 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.014x [1.010, 1.018] over 72 rounds, worse
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.013x [1.011, 1.016] over 72 rounds, worse
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.013x [1.011, 1.016] over 108 rounds, worse
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.006x [0.999, 1.063] over 6 rounds, rejected: 8192 B src-above rotating takes 1.340x [1.310, 1.461] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.018x [0.969, 1.387] over 6 rounds, rejected: 8192 B src-above rotating takes 1.354x [1.303, 1.414] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.010x [0.959, 1.035] over 6 rounds, rejected: 8192 B src-above rotating takes 1.316x [1.277, 1.432] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.016x [0.965, 1.046] over 6 rounds, rejected: 4096 B src-above rotating takes 1.278x [1.175, 1.384] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (6 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.982x [0.976, 1.007] over 6 rounds, rejected: 1000 B line-above hot takes 1.147x [1.125, 1.152] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.998x [0.987, 1.010] over 6 rounds, rejected: 16384 B band rotating takes 1.334x [1.274, 1.579] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.996x [0.981, 1.285] over 6 rounds, rejected: 1000 B line-above hot takes 1.158x [1.141, 1.177] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.994x [0.976, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.348x [1.292, 1.626] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.989x [0.968, 1.005] over 6 rounds, rejected: 16384 B band rotating takes 1.341x [1.305, 1.588] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.995x [0.988, 1.219] over 6 rounds, rejected: 16384 B band rotating takes 1.324x [1.219, 1.674] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.995x [0.991, 1.001] over 6 rounds, rejected: 65536 B band hot takes 1.353x [1.322, 1.390] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.988x [0.985, 0.996] over 6 rounds, rejected: 1000 B line-above hot takes 1.161x [1.151, 1.169] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.984, 1.250] over 6 rounds, rejected: 16384 B band rotating takes 1.337x [1.305, 1.572] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.992x [0.981, 1.325] over 6 rounds, rejected: 65536 B band hot takes 1.371x [1.317, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.992x [0.985, 0.996] over 6 rounds, rejected: 16384 B band rotating takes 1.315x [1.285, 1.599] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.006x [1.002, 1.012] over 6 rounds, rejected: 16384 B band rotating takes 1.326x [1.308, 1.593] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.994x [0.988, 1.002] over 6 rounds, rejected: 16384 B band rotating takes 1.340x [1.301, 1.616] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.988x [0.982, 0.998] over 6 rounds, rejected: 65536 B band hot takes 1.371x [1.328, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.986x [0.979, 0.994] over 6 rounds, rejected: 16384 B band rotating takes 1.325x [1.296, 1.594] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (6 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.010x [1.006, 1.022] over 6 rounds, rejected: 1000 B page hot takes 1.116x [1.109, 1.118] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.036x [1.031, 1.064] over 6 rounds, rejected: 3000 B page rotating takes 1.472x [1.450, 1.483] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 1.011x [0.998, 1.041] over 6 rounds, rejected: 2047 B page hot takes 1.095x [1.060, 1.097] over 6 rounds the time of backward_page=on backward_page_below=2048
# backward_wide_below: kept (14 rounds): backward_wide_below=2048: every other value is worse by more than 1% or equal within it
#   backward_wide_below=2048: objective -, started from
#   backward_wide_below=off: objective 1.000x [0.954, 1.004] over 6 rounds, rejected: 3000 B line-above rotating takes 1.446x [1.438, 1.450] over 6 rounds the time of backward_wide_below=2048
#   backward_wide_below=1024: objective 1.001x [0.992, 1.006] over 14 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (9 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.001x [0.996, 1.006] over 9 rounds, rejected: 2047 B misaligned rotating takes 1.079x [1.065, 1.098] over 9 rounds the time of block_align=16
end
