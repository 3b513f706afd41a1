# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t1.profile
date=2026-12-03T21:30:18Z
width=avx512
masked_max=32
masked_form=head-tail
masked_page_guard=false
two_vectors_first=true
small_merged=false
loop_interleave=false
loop_start_strict=true
tail_loads_ascending=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
rep_movsb_from=65536
rep_movsb_align_dst=false
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_dst_above_src_below=none
avoid_src_above_dst=0
backward_dst_above_src=255
backward_from=0
backward_below=8192
backward_page=true
backward_page_below=none
backward_wide_below=none
backward_block_2v=false
tail_page_safe=true
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=65536 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 backward_dst_above_src=255 backward_below=8192 backward_page=true tail_page_safe=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 1.008x [0.980, 1.086] over 6 rounds, rejected: slower than glibc in the llc regime (1.117x [1.042, 1.234] over 6 rounds its time, geometric mean of the distributions there)
#   row=amd-zen5: objective 0.987x [0.966, 1.060] over 6 rounds, rejected: slower than glibc by more than the margin at 36 fixed sizes, 576 percentage points above it in all (the value started from: 13, 55)
#   row=generic: objective 1.165x [1.126, 1.231] over 6 rounds, rejected: slower than glibc by more than the margin at 75 fixed sizes, 1103 percentage points above it in all (the value started from: 13, 55)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.253x [1.234, 1.333] over 6 rounds, rejected: 63 B aligned hot takes 1.157x [1.126, 1.305] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.087x [1.049, 1.123] over 6 rounds, rejected: 63 B misaligned hot takes 1.448x [1.318, 1.498] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 0.981x [0.925, 0.999] over 6 rounds, rejected: 1 B at random places llc takes 1.253x [1.155, 1.423] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.990x [0.905, 1.042] over 6 rounds, rejected: 17 B at random places llc takes 1.267x [1.182, 1.383] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.002x [0.979, 1.045] over 6 rounds, rejected: 17 B at random places llc takes 1.369x [1.276, 1.491] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.997x [0.978, 1.049] over 6 rounds, rejected: 1 B at random places random takes 1.390x [1.360, 1.445] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.010x [0.996, 1.095] over 6 rounds, rejected: slower than glibc in the llc regime (1.091x [1.015, 1.157] over 6 rounds its time, geometric mean of the distributions there)
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.294x [1.262, 1.327] over 6 rounds, rejected: slower than glibc in the llc regime (1.046x [1.019, 1.122] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.041x [0.991, 1.093] over 6 rounds, rejected: slower than glibc in the llc regime (1.085x [1.041, 1.145] over 6 rounds its time, geometric mean of the distributions there)
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.024x [0.900, 1.048] over 6 rounds, rejected: 40 B aligned hot takes 1.344x [1.027, 1.495] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (9 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.983x [0.965, 1.080] over 9 rounds, rejected: 65536 B band hot takes 1.024x [1.021, 1.033] over 9 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.012x [0.954, 1.039] over 6 rounds, rejected: 576 B page hot takes 1.291x [1.274, 1.296] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (72 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.991x [0.979, 1.002] over 72 rounds, rejected: slower than glibc in the llc regime (1.050x [1.001, 1.075] over 72 rounds its time, geometric mean of the distributions there)
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.993x [0.960, 1.056] over 6 rounds, rejected: 1300 B misaligned hot takes 1.241x [1.224, 1.247] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.988x [0.948, 1.072] over 6 rounds, rejected: 16384 B src-above hot takes 1.183x [1.177, 1.192] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (48 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.016x [0.997, 1.132] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.998x [0.991, 1.006] over 48 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.960, 1.038] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.002x [0.992, 1.008] over 48 rounds, rejected: slower than glibc in the llc regime (1.038x [1.008, 1.064] over 48 rounds its time, geometric mean of the distributions there)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.995x [0.982, 1.020] over 32 rounds, rejected: slower than glibc in the llc regime (1.054x [1.005, 1.087] over 32 rounds its time, geometric mean of the distributions there)
# rep_movsb_from: kept (72 rounds): rep_movsb_from=65536 rep_movsb_align_dst=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.974x [0.962, 1.009] over 6 rounds, rejected: 1048576 B src-above hot takes 1.066x [1.051, 1.145] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.002x [0.974, 1.086] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.051, 1.061] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.982x [0.893, 1.000] over 6 rounds, rejected: 4096 B misaligned hot takes 1.329x [1.313, 1.552] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.969x [0.942, 1.003] over 6 rounds, rejected: 4096 B aligned hot takes 1.367x [1.353, 1.393] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.991x [0.983, 1.007] over 72 rounds, rejected: slower than glibc in the llc regime (1.040x [1.000, 1.071] over 72 rounds its time, geometric mean of the distributions there)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.004x [0.971, 1.063] over 6 rounds, rejected: 8192 B aligned hot takes 1.051x [1.051, 1.055] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.995x [0.974, 1.011] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.050, 1.057] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.991x [0.966, 1.013] over 6 rounds, rejected: 65536 B src-above rotating takes 1.045x [1.039, 1.052] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.985x [0.975, 0.999] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.050, 1.058] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.001x [0.977, 1.397] over 6 rounds, rejected: 262144 B src-above rotating takes 1.051x [1.049, 3.857] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.008x [0.996, 1.099] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.051, 4.013] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (108 rounds): rep_movsb_coaligned_from=8192: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 0.983x [0.955, 1.021] over 6 rounds, rejected: 16384 B page rotating takes 1.048x [1.042, 1.058] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.994x [0.986, 1.003] over 108 rounds, rejected: slower than glibc in the llc regime (1.036x [1.016, 1.067] over 108 rounds its time, geometric mean of the distributions there)
#   rep_movsb_coaligned_from=16384: objective 1.003x [0.994, 1.075] over 6 rounds, rejected: 8192 B page rotating takes 1.029x [1.026, 1.035] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 0.996x [0.953, 1.009] over 6 rounds, rejected: 16384 B page rotating takes 1.051x [1.044, 1.056] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 0.993x [0.959, 1.020] over 6 rounds, rejected: 16384 B page rotating takes 1.048x [1.042, 1.055] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 0.992x [0.977, 1.128] over 6 rounds, rejected: slower than glibc in the llc regime (1.028x [1.003, 1.053] over 6 rounds its time, geometric mean of the distributions there)
# rep_movsb_page_from: kept (243 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.020x [0.967, 1.097] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 0.997x [0.991, 1.006] over 243 rounds, rejected: slower than glibc in the llc regime (1.027x [1.006, 1.043] over 243 rounds its time, geometric mean of the distributions there)
#   rep_movsb_page_from=65536: objective 1.021x [1.011, 1.050] over 21 rounds, worse
#   rep_movsb_page_from=262144: objective 1.032x [1.019, 1.413] over 6 rounds, worse
#   rep_movsb_page_from=1048576: objective 1.022x [0.978, 1.043] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (72 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 0.994x [0.988, 1.018] over 21 rounds, rejected: slower than glibc in the llc regime (1.039x [1.005, 1.070] over 21 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.998x [0.990, 1.008] over 72 rounds, rejected: slower than glibc in the llc regime (1.049x [1.025, 1.072] over 72 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [0.987, 1.015] over 72 rounds, rejected: slower than glibc in the llc regime (1.059x [1.025, 1.065] over 72 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.989x [0.977, 1.007] over 48 rounds, rejected: slower than glibc in the llc regime (1.031x [1.005, 1.061] over 48 rounds its time, geometric mean of the distributions there)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.003x [0.906, 1.211] over 6 rounds, rejected: 262144 B src-above hot takes 1.050x [1.042, 1.058] over 6 rounds the time of avoid_src_above_dst=0
# backward: kept (162 rounds): backward_dst_above_src=255 backward_from=0 backward_below=8192: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.018x [0.914, 1.094] over 6 rounds, rejected: 1000 B band hot takes 1.070x [1.061, 1.283] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 0.990x [0.957, 1.032] over 6 rounds, rejected: 1000 B line-above hot takes 1.140x [1.043, 1.155] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.979x [0.912, 1.022] over 6 rounds, rejected: 1000 B line-above hot takes 1.119x [1.042, 1.137] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.981x [0.908, 1.019] over 6 rounds, rejected: 1000 B line-above hot takes 1.125x [1.041, 1.174] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.000x [0.941, 1.141] over 6 rounds, rejected: 1000 B line-above hot takes 1.116x [1.045, 1.194] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.001x [0.916, 1.067] over 6 rounds, rejected: 1000 B band hot takes 1.079x [1.059, 1.099] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.999x [0.905, 1.067] over 6 rounds, rejected: 1000 B band hot takes 1.075x [1.043, 1.091] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.051x [0.951, 1.220] over 6 rounds, rejected: 1000 B band hot takes 1.065x [1.055, 1.082] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 0.999x [0.912, 1.097] over 6 rounds, rejected: 1000 B line-above hot takes 1.115x [1.047, 1.137] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.020x [1.003, 1.084] over 6 rounds, rejected: 1000 B line-above hot takes 1.115x [1.039, 1.139] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.014x [0.928, 1.029] over 6 rounds, rejected: 1000 B line-above hot takes 1.111x [1.048, 1.142] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.039x [0.935, 1.096] over 6 rounds, rejected: 1000 B line-above hot takes 1.112x [1.039, 1.128] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 1.025x [0.985, 1.061] over 6 rounds, rejected: 1000 B band hot takes 1.074x [1.050, 1.402] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.013x [0.941, 1.041] over 6 rounds, rejected: 1000 B line-above hot takes 1.106x [1.055, 1.153] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.015x [0.939, 1.041] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.055, 1.076] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.023x [0.927, 1.213] over 6 rounds, rejected: slower than glibc in the llc regime (1.117x [1.040, 1.452] over 6 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.023x [0.947, 1.058] over 6 rounds, rejected: slower than glibc in the llc regime (1.078x [1.028, 1.225] over 6 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.000x [0.994, 1.008] over 162 rounds, rejected: slower than glibc in the llc regime (1.040x [1.013, 1.067] over 162 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 1.008x [0.947, 1.095] over 6 rounds, rejected: 1000 B band hot takes 1.072x [1.046, 1.083] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.003x [0.926, 1.060] over 6 rounds, rejected: 1000 B line-above hot takes 1.112x [1.055, 1.137] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.996x [0.929, 1.075] over 6 rounds, rejected: 1000 B band hot takes 1.069x [1.049, 1.081] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: kept (72 rounds): backward_page=on backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 0.989x [0.950, 1.032] over 6 rounds, rejected: 2047 B page hot takes 1.082x [1.081, 1.089] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.986x [0.963, 1.008] over 6 rounds, rejected: 2047 B page hot takes 1.083x [1.081, 1.094] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.008x [0.993, 1.024] over 72 rounds, rejected: slower than glibc in the llc regime (1.045x [1.008, 1.095] over 72 rounds its time, geometric mean of the distributions there)
# backward_wide_below: kept (108 rounds): backward_wide_below=off: every other value is worse by more than 1% or equal within it
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 1.002x [0.992, 1.007] over 72 rounds, rejected: slower than glibc in the llc regime (1.035x [1.005, 1.076] over 72 rounds its time, geometric mean of the distributions there)
#   backward_wide_below=2048: objective 1.002x [0.990, 1.008] over 108 rounds, equivalent
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (48 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.008x [0.998, 1.019] over 48 rounds, rejected: slower than glibc in the llc regime (1.052x [1.001, 1.090] over 48 rounds its time, geometric mean of the distributions there)
end
