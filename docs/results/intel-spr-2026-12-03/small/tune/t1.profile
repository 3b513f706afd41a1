# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t1.profile
date=2026-12-03T18:54:31Z
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
rep_movsb_from=2097152
rep_movsb_align_dst=false
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_dst_above_src_below=none
avoid_src_above_dst=63
backward_dst_above_src=255
backward_from=0
backward_below=8192
backward_page=true
backward_page_below=none
backward_wide_below=none
backward_block_2v=false
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=255 backward_below=8192 backward_page=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.994x [0.902, 1.552] over 6 rounds, rejected: slower than glibc by more than the margin at 22 fixed sizes, 199 percentage points above it in all (the value started from: 21, 92)
#   row=amd-zen5: objective 1.029x [0.955, 1.572] over 6 rounds, rejected: slower than glibc by more than the margin at 33 fixed sizes, 630 percentage points above it in all (the value started from: 21, 92)
#   row=generic: objective 1.303x [1.218, 1.985] over 6 rounds, rejected: slower than glibc by more than the margin at 64 fixed sizes, 1181 percentage points above it in all (the value started from: 21, 92)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.499x [1.461, 1.998] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.179x [1.158, 1.950] over 6 rounds, rejected: 40 B misaligned hot takes 1.425x [1.421, 1.433] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 1.050x [1.005, 1.585] over 6 rounds, rejected: 8 B at random places random takes 1.158x [1.137, 1.315] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.994x [0.960, 1.562] over 6 rounds, rejected: 8 B at random places random takes 1.190x [1.151, 1.216] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.056x [0.987, 1.592] over 6 rounds, rejected: 8 B at random places llc takes 2.283x [1.339, 15.659] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.998x [0.960, 1.637] over 6 rounds, rejected: 1 B at random places llc takes 2.310x [1.428, 16.159] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.957x [0.931, 0.985] over 6 rounds, rejected: 17 B at random places random takes 1.180x [1.157, 1.215] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.514x [1.513, 1.614] over 6 rounds, rejected: 1000 B page hot takes 1.667x [1.656, 1.680] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.071x [0.611, 1.873] over 6 rounds, rejected: 40 B aligned hot takes 1.286x [1.282, 1.287] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.014x [0.607, 1.933] over 6 rounds, rejected: 63 B misaligned hot takes 1.353x [1.284, 1.429] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.020x [0.589, 1.695] over 6 rounds, rejected: 1048576 B band rotating takes 1.031x [1.025, 1.035] over 6 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.137x [0.642, 1.559] over 6 rounds, rejected: 1300 B aligned hot takes 1.159x [1.147, 1.174] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (103 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.026x [0.962, 1.045] over 103 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.026x [0.962, 1.045] over 103 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.005x [0.660, 1.481] over 6 rounds, rejected: 1300 B aligned hot takes 1.121x [1.071, 1.154] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.035x [0.637, 1.611] over 6 rounds, rejected: 1300 B aligned hot takes 1.087x [1.055, 1.157] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (108 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.003x [0.997, 1.008] over 108 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.027x [0.931, 1.771] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.999x [0.992, 1.003] over 108 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.013x [0.948, 1.722] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.991, 1.009] over 108 rounds, equivalent
# rep_movsb_from: undecided (405 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=16384 rep_movsb_align_dst=off: 0.991x [0.988, 0.994] over 405 rounds overlaps 'equal within 1%'; rep_movsb_from=1048576 rep_movsb_align_dst=off: 0.992x [0.989, 0.995] over 405 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.005x [0.990, 1.676] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.049, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.003x [0.990, 1.707] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.010x [0.984, 1.735] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.050, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.010x [1.000, 1.635] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.996x [0.990, 1.630] over 6 rounds, rejected: 4096 B aligned hot takes 1.398x [1.387, 1.406] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.991x [0.988, 0.994] over 405 rounds, undecided
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.002x [0.996, 1.131] over 6 rounds, rejected: 8192 B page hot takes 1.053x [1.052, 1.055] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.000x [0.998, 1.003] over 405 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.998x [0.982, 1.086] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.051, 1.053] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.995x [0.991, 0.997] over 405 rounds, equivalent
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.997x [0.990, 1.081] over 6 rounds, rejected: 8192 B page hot takes 1.052x [1.049, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.992x [0.989, 0.995] over 405 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.994x [0.982, 0.999] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.050, 1.054] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (243 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 1.009x [0.972, 1.031] over 243 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.006x [0.978, 1.619] over 6 rounds, rejected: 262144 B page rotating takes 1.075x [1.070, 1.079] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.009x [0.972, 1.031] over 243 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.005x [0.848, 1.016] over 9 rounds, rejected: 8192 B page rotating takes 1.028x [1.024, 1.030] over 9 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.013x [0.979, 1.527] over 6 rounds, rejected: 16384 B page rotating takes 1.050x [1.043, 1.054] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.012x [0.982, 1.595] over 6 rounds, rejected: 65536 B page rotating takes 1.067x [1.063, 1.068] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.012x [0.978, 1.598] over 6 rounds, rejected: 262144 B page rotating takes 1.072x [1.068, 1.090] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (139 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=262144: 1.003x [0.994, 1.011] over 139 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.017x [0.966, 1.652] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.019x [0.979, 1.578] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.002x [0.998, 1.006] over 139 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.003x [0.994, 1.011] over 139 rounds, undecided
#   rep_movsb_page_from=1048576: objective 1.004x [0.994, 1.008] over 139 rounds, equivalent
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: kept (243 rounds): backward_dst_above_src=255 backward_from=0 backward_below=8192: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.001x [0.983, 1.883] over 6 rounds, rejected: 1000 B line-above hot takes 1.145x [1.136, 1.149] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.000x [0.978, 1.777] over 6 rounds, rejected: 1000 B line-above hot takes 1.162x [1.132, 1.220] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.007x [0.987, 1.826] over 6 rounds, rejected: 1000 B line-above hot takes 1.154x [1.136, 1.166] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.000x [0.989, 1.804] over 6 rounds, rejected: 1000 B line-above hot takes 1.163x [1.141, 1.209] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.000x [0.992, 2.032] over 6 rounds, rejected: 1000 B line-above hot takes 1.154x [1.136, 1.237] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.008x [0.999, 1.796] over 6 rounds, rejected: 1000 B line-above hot takes 1.176x [1.145, 1.237] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.005x [0.988, 1.102] over 6 rounds, rejected: 1000 B line-above hot takes 1.148x [1.136, 1.169] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.010x [0.979, 1.055] over 6 rounds, rejected: 1000 B line-above hot takes 1.154x [1.120, 1.163] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 1.005x [0.989, 1.010] over 6 rounds, rejected: 1000 B line-above hot takes 1.150x [1.131, 1.162] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.995x [0.984, 1.084] over 6 rounds, rejected: 1000 B line-above hot takes 1.162x [1.151, 1.548] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.990x [0.981, 1.000] over 6 rounds, rejected: 1000 B line-above hot takes 1.149x [1.124, 1.154] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.994x [0.983, 0.999] over 6 rounds, rejected: 1000 B line-above hot takes 1.152x [1.125, 1.168] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.997x [0.979, 1.010] over 6 rounds, rejected: 1000 B line-above hot takes 1.143x [1.130, 1.147] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.991x [0.977, 1.091] over 6 rounds, rejected: 1000 B line-above hot takes 1.146x [1.140, 1.152] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.993x [0.980, 1.010] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.121, 1.148] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.999x [0.995, 1.004] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.004x [1.000, 1.009] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.002x [0.997, 1.009] over 243 rounds, equivalent
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 0.996x [0.987, 1.057] over 6 rounds, rejected: 1000 B line-above hot takes 1.145x [1.129, 1.171] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.000x [0.977, 1.011] over 6 rounds, rejected: 1000 B line-above hot takes 1.144x [1.138, 1.153] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.998x [0.981, 1.072] over 6 rounds, rejected: 1000 B line-above hot takes 1.146x [1.125, 1.149] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: undecided (171 rounds): kept backward_page=on backward_page_below=off: backward_page=on backward_page_below=2048: 1.012x [0.961, 1.050] over 171 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.004x [0.954, 1.620] over 6 rounds, rejected: 1300 B page hot takes 1.123x [1.121, 1.126] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.018x [0.948, 1.758] over 6 rounds, rejected: 1300 B page hot takes 1.126x [1.124, 1.131] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.012x [0.961, 1.050] over 171 rounds, undecided
# backward_wide_below: undecided (92 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.975x [0.953, 1.002] over 92 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.969x [0.952, 1.011] over 92 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.975x [0.953, 1.002] over 92 rounds, undecided
#   backward_wide_below=2048: objective 0.969x [0.952, 1.011] over 92 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (187 rounds): kept block_align=16: block_align=64: 0.973x [0.960, 1.044] over 187 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.973x [0.960, 1.044] over 187 rounds, undecided
# kept the table's value for: tail_loads_ascending, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_page, backward_page_below, backward_wide_below, block_align
end
