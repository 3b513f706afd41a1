# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from intel-fsrm --out intel-fsrm.profile
date=2026-12-01T02:29:41Z
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
# search started from another row: width=avx512 rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 masked_max=32 (the other fields as Thresholds::new)
# row: changed (6 rounds): row=amd-zen5 (from row=intel-fsrm): objective 0.814x [0.798, 0.832] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 1.009x [0.988, 1.103] over 6 rounds, worse
#   row=amd-zen5: objective 0.814x [0.798, 0.832] over 6 rounds, chosen
#   row=generic: objective 1.726x [1.690, 1.764] over 6 rounds, rejected: slower than glibc by more than the margin at 49 fixed sizes, 841 percentage points above it in all (the value started from: 54, 559)
# width+masked_max: kept (48 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or equal within it
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 2.097x [2.011, 2.169] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.497x [1.474, 1.521] over 6 rounds, rejected: 40 B aligned hot takes 1.130x [1.128, 1.134] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.180x [1.174, 1.217] over 6 rounds, rejected: 40 B aligned hot takes 1.130x [1.127, 1.254] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.996x [0.991, 1.008] over 48 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.004x [0.997, 1.034] over 6 rounds, rejected: 17 B aligned rotating takes 1.205x [1.198, 1.208] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 2.154x [2.108, 2.221] over 6 rounds, rejected: 1000 B aligned hot takes 1.746x [1.734, 1.756] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.084x [1.076, 1.098] over 6 rounds, rejected: 17 B aligned rotating takes 1.212x [1.206, 1.216] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.022x [1.018, 1.051] over 6 rounds, worse
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.005x [0.971, 1.115] over 6 rounds, rejected: 576 B page hot takes 1.648x [1.639, 1.658] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.002x [0.987, 1.022] over 6 rounds, rejected: 2047 B misaligned hot takes 1.029x [1.026, 1.035] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.999x [0.985, 1.007] over 21 rounds, rejected: 1300 B aligned hot takes 1.081x [1.075, 1.083] over 21 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.011x [1.003, 1.020] over 6 rounds, rejected: 576 B page hot takes 1.578x [1.519, 1.582] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.073x [0.960, 1.089] over 6 rounds, rejected: 576 B aligned hot takes 3.015x [2.988, 3.085] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.029x [0.908, 1.176] over 6 rounds, rejected: 576 B aligned hot takes 1.869x [1.844, 1.938] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.998x [0.991, 1.012] over 6 rounds, rejected: 576 B aligned hot takes 1.110x [1.099, 1.126] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (21 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.002x [0.995, 1.009] over 21 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.996x [0.994, 1.003] over 6 rounds, rejected: 576 B page hot takes 1.482x [1.478, 1.507] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (14 rounds): tail_loads_ascending=on: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=on: objective -, started from
#   tail_loads_ascending=off: objective 0.998x [0.993, 1.006] over 14 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.999x [0.990, 1.148] over 6 rounds, rejected: 1300 B aligned hot takes 1.285x [1.278, 1.298] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.003x [0.994, 1.011] over 6 rounds, rejected: 1300 B aligned hot takes 1.294x [1.285, 1.298] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (14 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.004x [0.995, 1.006] over 14 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.009x [0.997, 1.016] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.006x [0.994, 1.009] over 14 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.018x [1.004, 1.171] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.004x [0.994, 1.009] over 14 rounds, equivalent
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.001x [0.907, 1.010] over 6 rounds, rejected: 3000 B misaligned hot takes 1.057x [1.045, 1.064] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective 1.026x [0.928, 1.039] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.248x [1.209, 1.279] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.020x [0.931, 1.041] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.219x [1.201, 1.262] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.030x [0.940, 1.038] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.161x [1.150, 1.262] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.017x [0.922, 1.036] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.204x [1.162, 1.256] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.013x [0.911, 1.147] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.205x [1.196, 1.290] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.013x [0.920, 1.027] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.272x [1.252, 1.357] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.015x [0.930, 1.025] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.248x [1.234, 1.315] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.021x [0.918, 1.035] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.232x [1.182, 1.273] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.012x [0.905, 1.026] over 6 rounds, rejected: 8192 B misaligned rotating takes 1.287x [1.171, 1.335] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.009x [0.905, 1.032] over 6 rounds, rejected: 65536 B src-above hot takes 1.365x [1.352, 1.390] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.021x [0.920, 1.032] over 6 rounds, rejected: 65536 B misaligned hot takes 1.359x [1.354, 1.365] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.014x [0.915, 1.026] over 6 rounds, rejected: 65536 B src-above hot takes 1.362x [1.357, 1.383] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.028x [0.930, 1.134] over 6 rounds, rejected: 65536 B src-above hot takes 1.360x [1.355, 1.384] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: kept (21 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=8192: objective 1.013x [1.001, 1.103] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=4096: objective 1.002x [0.997, 1.008] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=16384: objective 1.013x [1.002, 1.024] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 1.000x [0.993, 1.008] over 21 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 1.010x [0.996, 1.013] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=1048576: objective 1.001x [0.994, 1.004] over 21 rounds, equivalent
# rep_movsb_page_from: kept (32 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.005x [1.002, 1.009] over 32 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.008x [0.979, 1.046] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.007x [0.996, 1.229] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.002x [1.000, 1.008] over 32 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.002x [0.999, 1.009] over 32 rounds, equivalent
# avoid_dst_above_src: kept (21 rounds): avoid_dst_above_src=0 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective 1.009x [0.993, 1.018] over 9 rounds, rejected: 262144 B band hot takes 1.057x [1.053, 1.061] over 9 rounds the time of avoid_dst_above_src=0 avoid_dst_above_src_below=off
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.016x [0.991, 1.030] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.010x [0.979, 1.374] over 6 rounds, dropped (slower half)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 1.006x [0.999, 1.009] over 21 rounds, equivalent
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.005x [0.763, 1.009] over 6 rounds, rejected: 65536 B src-above rotating takes 1.353x [1.261, 1.378] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.003x [0.791, 1.015] over 6 rounds, rejected: 4096 B src-above rotating takes 1.199x [1.138, 1.282] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.005x [0.744, 1.015] over 6 rounds, rejected: 8192 B src-above rotating takes 1.296x [1.138, 1.316] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 0.998x [0.755, 1.014] over 6 rounds, rejected: 4096 B src-above rotating takes 1.200x [1.114, 1.319] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (108 rounds): backward_dst_above_src=255 backward_from=0 backward_below=4096: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.985x [0.983, 0.994] over 6 rounds, rejected: 1000 B band hot takes 1.159x [1.157, 1.164] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.000x [0.987, 1.003] over 6 rounds, rejected: 8192 B band rotating takes 1.303x [1.255, 1.370] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.994x [0.993, 0.997] over 108 rounds, equivalent
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.995x [0.991, 0.999] over 6 rounds, rejected: 8192 B band rotating takes 1.317x [1.301, 1.389] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.000x [0.993, 1.010] over 6 rounds, rejected: 65536 B band hot takes 1.395x [1.373, 2.229] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.995x [0.987, 1.001] over 6 rounds, rejected: 4096 B band rotating takes 1.272x [1.264, 1.305] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.999x [0.983, 1.006] over 6 rounds, rejected: 65536 B band hot takes 1.345x [1.303, 1.642] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.995x [0.993, 0.997] over 108 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.986, 0.997] over 6 rounds, rejected: 8192 B band rotating takes 1.306x [1.299, 1.392] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.993x [0.991, 1.011] over 6 rounds, rejected: 65536 B band hot takes 1.357x [1.285, 1.534] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.990x [0.981, 1.000] over 6 rounds, rejected: 8192 B band rotating takes 1.308x [1.298, 1.387] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.001x [0.995, 1.327] over 6 rounds, rejected: 65536 B band hot takes 1.357x [1.261, 1.596] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.000x [0.988, 1.010] over 6 rounds, rejected: 8192 B band rotating takes 1.307x [1.298, 1.390] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.996x [0.987, 1.382] over 6 rounds, rejected: 262144 B band rotating takes 1.438x [1.295, 1.670] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.995x [0.988, 0.997] over 6 rounds, rejected: 8192 B band rotating takes 1.306x [1.264, 1.388] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: kept (9 rounds): backward_page=on backward_page_below=2048: every other value is worse by more than 1% or equal within it
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.000x [0.996, 1.008] over 6 rounds, rejected: 1000 B page hot takes 1.160x [1.154, 1.166] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.032x [1.024, 1.042] over 6 rounds, worse
#   backward_page=on backward_page_below=1024: objective 1.000x [0.997, 1.006] over 9 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.995x [0.844, 1.006] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.114x [1.063, 1.126] over 6 rounds the time of block_align=16
end
