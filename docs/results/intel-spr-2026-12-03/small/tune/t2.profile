# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t2.profile
date=2026-12-03T21:30:48Z
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
#   row=amd-zen3-zen4: objective 0.999x [0.957, 1.037] over 6 rounds, rejected: slower than glibc by more than the margin at 21 fixed sizes, 176 percentage points above it in all (the value started from: 16, 61)
#   row=amd-zen5: objective 0.979x [0.948, 1.026] over 6 rounds, rejected: slower than glibc by more than the margin at 30 fixed sizes, 431 percentage points above it in all (the value started from: 16, 61)
#   row=generic: objective 1.136x [1.059, 1.184] over 6 rounds, rejected: slower than glibc by more than the margin at 78 fixed sizes, 1248 percentage points above it in all (the value started from: 16, 61)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.220x [1.192, 1.252] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.069x [1.027, 1.108] over 6 rounds, rejected: 63 B misaligned hot takes 1.333x [1.215, 1.495] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 0.985x [0.949, 1.009] over 6 rounds, rejected: 8 B at random places random takes 1.163x [1.129, 1.367] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.971x [0.921, 1.016] over 6 rounds, rejected: 17 B at random places llc takes 1.264x [1.112, 1.399] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 0.975x [0.906, 1.043] over 6 rounds, rejected: 8 B at random places random takes 1.236x [1.136, 1.375] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.997x [0.905, 1.181] over 6 rounds, rejected: 1 B at random places random takes 1.353x [1.338, 1.425] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.022x [0.980, 1.047] over 6 rounds, rejected: slower than glibc in the llc regime (1.095x [1.024, 1.397] over 6 rounds its time, geometric mean of the distributions there)
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.260x [1.200, 1.373] over 6 rounds, rejected: 1000 B line-above hot takes 1.756x [1.720, 1.762] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.032x [0.894, 1.123] over 6 rounds, rejected: 40 B aligned hot takes 1.294x [1.150, 1.644] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.027x [0.999, 1.181] over 6 rounds, rejected: 40 B aligned hot takes 1.313x [1.146, 1.479] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.014x [0.849, 1.041] over 6 rounds, rejected: 1048576 B band rotating takes 1.041x [1.025, 1.124] over 6 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.003x [0.975, 1.203] over 6 rounds, rejected: 576 B aligned hot takes 1.334x [1.319, 1.351] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: kept (48 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.002x [0.994, 1.014] over 48 rounds, rejected: slower than glibc in the llc regime (1.026x [1.003, 1.068] over 48 rounds its time, geometric mean of the distributions there)
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.962, 1.091] over 6 rounds, rejected: 16384 B src-above hot takes 1.187x [1.182, 1.189] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.994x [0.948, 1.023] over 6 rounds, rejected: 1300 B aligned hot takes 1.208x [1.193, 1.216] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (72 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or breaks the guard
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.997x [0.986, 1.005] over 48 rounds, rejected: slower than glibc in the llc regime (1.036x [1.011, 1.053] over 48 rounds its time, geometric mean of the distributions there)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.000x [0.993, 1.009] over 72 rounds, rejected: slower than glibc in the llc regime (1.037x [1.011, 1.068] over 72 rounds its time, geometric mean of the distributions there)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.994x [0.988, 1.004] over 72 rounds, rejected: slower than glibc in the llc regime (1.032x [1.003, 1.050] over 72 rounds its time, geometric mean of the distributions there)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.997x [0.978, 1.019] over 21 rounds, rejected: slower than glibc in the llc regime (1.022x [1.010, 1.074] over 21 rounds its time, geometric mean of the distributions there)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.014x [0.997, 1.078] over 6 rounds, rejected: slower than glibc in the llc regime (1.064x [1.047, 1.487] over 6 rounds its time, geometric mean of the distributions there)
# rep_movsb_from: kept (162 rounds): rep_movsb_from=65536 rep_movsb_align_dst=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.995x [0.754, 1.018] over 6 rounds, rejected: 262144 B src-above rotating takes 1.054x [1.050, 1.056] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.971x [0.765, 1.018] over 6 rounds, rejected: 8192 B aligned hot takes 1.051x [1.048, 1.057] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.969x [0.746, 0.998] over 6 rounds, rejected: 8192 B misaligned hot takes 1.180x [1.174, 1.187] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.962x [0.755, 1.041] over 6 rounds, rejected: 4096 B aligned hot takes 1.366x [1.344, 1.382] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.995x [0.988, 1.007] over 162 rounds, rejected: slower than glibc in the llc regime (1.021x [1.002, 1.051] over 162 rounds its time, geometric mean of the distributions there)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.972x [0.769, 1.019] over 6 rounds, rejected: 8192 B aligned hot takes 1.051x [1.048, 1.064] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.989x [0.798, 1.110] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.050, 1.060] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.985x [0.777, 1.008] over 6 rounds, rejected: 65536 B src-above rotating takes 1.047x [1.043, 1.051] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.987x [0.807, 1.102] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.050, 1.267] over 6 rounds the time of rep_movsb_from=65536 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.010x [0.777, 1.083] over 6 rounds, rejected: slower than glibc in the llc regime (1.089x [1.019, 1.143] over 6 rounds its time, geometric mean of the distributions there)
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.995x [0.790, 1.018] over 6 rounds, rejected: slower than glibc in the llc regime (1.092x [1.027, 1.135] over 6 rounds its time, geometric mean of the distributions there)
# rep_movsb_coaligned_from: kept (365 rounds): rep_movsb_coaligned_from=8192: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 0.999x [0.968, 1.027] over 6 rounds, rejected: 16384 B page rotating takes 1.053x [1.048, 1.058] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.002x [0.993, 1.008] over 365 rounds, rejected: slower than glibc in the llc regime (1.043x [1.020, 1.060] over 365 rounds its time, geometric mean of the distributions there)
#   rep_movsb_coaligned_from=16384: objective 0.990x [0.971, 1.015] over 6 rounds, rejected: 8192 B page rotating takes 1.030x [1.023, 1.033] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 0.982x [0.936, 1.020] over 6 rounds, rejected: 16384 B page rotating takes 1.056x [1.046, 1.062] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.005x [0.977, 1.033] over 6 rounds, rejected: 16384 B page rotating takes 1.056x [1.052, 1.067] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 0.998x [0.981, 1.026] over 6 rounds, rejected: 16384 B page rotating takes 1.053x [1.051, 1.057] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: kept (72 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.007x [0.987, 1.014] over 32 rounds, rejected: slower than glibc in the llc regime (1.036x [1.002, 1.067] over 32 rounds its time, geometric mean of the distributions there)
#   rep_movsb_page_from=16384: objective 1.004x [0.935, 1.037] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.011x [0.999, 1.017] over 72 rounds, rejected: slower than glibc in the llc regime (1.030x [1.002, 1.068] over 72 rounds its time, geometric mean of the distributions there)
#   rep_movsb_page_from=262144: objective 1.001x [0.985, 1.022] over 21 rounds, rejected: slower than glibc in the llc regime (1.044x [1.016, 1.069] over 21 rounds its time, geometric mean of the distributions there)
#   rep_movsb_page_from=1048576: objective 1.028x [0.901, 1.185] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (32 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 0.998x [0.987, 1.010] over 32 rounds, rejected: slower than glibc in the llc regime (1.048x [1.012, 1.072] over 32 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 1.006x [1.000, 1.024] over 21 rounds, rejected: slower than glibc in the llc regime (1.049x [1.024, 1.086] over 21 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 1.004x [0.989, 1.031] over 21 rounds, rejected: slower than glibc in the llc regime (1.037x [1.012, 1.092] over 21 rounds its time, geometric mean of the distributions there)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.994x [0.981, 1.023] over 21 rounds, rejected: slower than glibc in the llc regime (1.018x [1.005, 1.051] over 21 rounds its time, geometric mean of the distributions there)
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.002x [0.839, 1.069] over 6 rounds, rejected: 262144 B src-above hot takes 1.048x [1.046, 1.053] over 6 rounds the time of avoid_src_above_dst=0
# backward: kept (162 rounds): backward_dst_above_src=255 backward_from=0 backward_below=8192: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.022x [0.921, 1.056] over 6 rounds, rejected: 1000 B line-above hot takes 1.152x [1.140, 1.205] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 0.991x [0.931, 1.088] over 6 rounds, rejected: 1000 B line-above hot takes 1.155x [1.142, 1.235] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.990x [0.920, 1.175] over 6 rounds, rejected: 1000 B line-above hot takes 1.147x [1.138, 1.230] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.987x [0.925, 1.008] over 6 rounds, rejected: 1000 B line-above hot takes 1.163x [1.139, 1.217] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.974x [0.949, 1.067] over 6 rounds, rejected: 1000 B line-above hot takes 1.148x [1.136, 1.201] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 0.992x [0.958, 1.016] over 6 rounds, rejected: 1000 B line-above hot takes 1.156x [1.142, 1.199] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.020x [0.970, 1.144] over 6 rounds, rejected: 1000 B line-above hot takes 1.146x [1.134, 1.195] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.993x [0.955, 1.016] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.137, 1.155] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 0.991x [0.936, 1.020] over 6 rounds, rejected: 1000 B line-above hot takes 1.145x [1.144, 1.152] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.009x [0.965, 1.023] over 6 rounds, rejected: 1000 B line-above hot takes 1.152x [1.141, 1.156] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.996x [0.960, 1.017] over 6 rounds, rejected: slower than glibc in the llc regime (1.020x [1.010, 1.093] over 6 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.997x [0.950, 1.018] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.138, 1.160] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 1.015x [0.947, 1.179] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.134, 1.160] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.002x [0.940, 1.072] over 6 rounds, rejected: 1000 B line-above hot takes 1.139x [1.134, 1.151] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.013x [0.946, 1.078] over 6 rounds, rejected: 1000 B line-above hot takes 1.143x [1.140, 1.152] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.004x [0.997, 1.009] over 162 rounds, rejected: slower than glibc in the llc regime (1.050x [1.025, 1.066] over 162 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.001x [0.989, 1.008] over 162 rounds, rejected: slower than glibc in the llc regime (1.027x [1.005, 1.041] over 162 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.011x [0.947, 1.066] over 6 rounds, rejected: slower than glibc in the llc regime (1.042x [1.003, 1.078] over 6 rounds its time, geometric mean of the distributions there)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 1.003x [0.946, 1.010] over 6 rounds, rejected: 1000 B line-above hot takes 1.145x [1.140, 1.157] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.006x [0.940, 1.064] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.136, 1.159] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.004x [0.937, 1.066] over 6 rounds, rejected: 1000 B line-above hot takes 1.142x [1.135, 1.166] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: kept (243 rounds): backward_page=on backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.013x [0.984, 1.035] over 6 rounds, rejected: 1000 B page hot takes 1.149x [1.143, 1.149] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.009x [0.982, 1.029] over 6 rounds, rejected: 1300 B page hot takes 1.140x [1.131, 1.152] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.008x [1.004, 1.014] over 243 rounds, rejected: slower than glibc in the llc regime (1.035x [1.008, 1.063] over 243 rounds its time, geometric mean of the distributions there)
# backward_wide_below: kept (162 rounds): backward_wide_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 1.005x [0.996, 1.015] over 162 rounds, rejected: slower than glibc in the llc regime (1.041x [1.014, 1.063] over 162 rounds its time, geometric mean of the distributions there)
#   backward_wide_below=2048: objective 0.998x [0.987, 1.009] over 72 rounds, rejected: slower than glibc in the llc regime (1.032x [1.007, 1.066] over 72 rounds its time, geometric mean of the distributions there)
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (72 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 1.008x [0.998, 1.019] over 72 rounds, rejected: slower than glibc in the llc regime (1.033x [1.003, 1.107] over 72 rounds its time, geometric mean of the distributions there)
end
