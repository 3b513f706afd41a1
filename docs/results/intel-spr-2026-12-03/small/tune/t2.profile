# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t2.profile
date=2026-12-03T18:55:01Z
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
#   row=amd-zen3-zen4: objective 0.990x [0.907, 1.473] over 6 rounds, rejected: slower than glibc by more than the margin at 21 fixed sizes, 151 percentage points above it in all (the value started from: 23, 84)
#   row=amd-zen5: objective 1.041x [0.927, 1.538] over 6 rounds, rejected: slower than glibc by more than the margin at 30 fixed sizes, 875 percentage points above it in all (the value started from: 23, 84)
#   row=generic: objective 1.297x [1.204, 1.960] over 6 rounds, rejected: slower than glibc by more than the margin at 64 fixed sizes, 1156 percentage points above it in all (the value started from: 23, 84)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.524x [1.481, 1.771] over 6 rounds, rejected: 40 B misaligned hot takes 1.288x [1.280, 1.389] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.182x [1.150, 1.705] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=halves: objective 0.993x [0.950, 1.545] over 6 rounds, rejected: 8 B at random places random takes 1.187x [1.139, 1.399] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.991x [0.902, 1.595] over 6 rounds, rejected: 17 B at random places random takes 1.167x [1.133, 1.215] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.033x [0.949, 1.581] over 6 rounds, rejected: 8 B at random places llc takes 1.715x [1.411, 14.299] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.988x [0.894, 1.645] over 6 rounds, rejected: 1 B at random places llc takes 2.078x [1.480, 13.653] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.963x [0.878, 0.972] over 6 rounds, rejected: 17 B at random places random takes 1.198x [1.187, 1.214] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.592x [1.390, 2.025] over 6 rounds, rejected: slower than glibc in the copy-then-use regime (1.038x [1.023, 1.230] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.012x [0.613, 1.865] over 6 rounds, rejected: 63 B aligned hot takes 1.286x [1.282, 1.572] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.046x [0.574, 1.846] over 6 rounds, rejected: 40 B misaligned hot takes 1.357x [1.285, 1.433] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (21 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 1.033x [0.662, 1.472] over 21 rounds, rejected: 1048576 B band rotating takes 1.027x [1.022, 1.033] over 21 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.046x [0.645, 1.582] over 6 rounds, rejected: 576 B page hot takes 1.209x [1.203, 1.214] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (106 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.013x [0.952, 1.051] over 106 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.013x [0.952, 1.051] over 106 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.994x [0.638, 1.424] over 6 rounds, rejected: 16384 B src-above hot takes 1.173x [1.161, 1.182] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.013x [0.644, 1.558] over 6 rounds, rejected: 16384 B src-above hot takes 1.179x [1.175, 1.185] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (188 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: 1.003x [0.995, 1.011] over 188 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.997x [0.880, 1.630] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.001x [0.998, 1.004] over 188 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.000x [0.996, 1.003] over 188 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.021x [0.889, 1.590] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.003x [0.995, 1.011] over 188 rounds, undecided
# rep_movsb_from: undecided (421 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=16384 rep_movsb_align_dst=off: 0.993x [0.989, 0.995] over 421 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.013x [0.970, 1.673] over 6 rounds, rejected: 8192 B aligned hot takes 1.054x [1.049, 1.060] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.038x [0.977, 1.585] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.018x [0.972, 1.628] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.051, 1.059] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.997x [0.987, 1.013] over 32 rounds, rejected: 4096 B misaligned hot takes 1.250x [1.246, 1.253] over 32 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.996x [0.993, 1.544] over 6 rounds, rejected: 4096 B aligned hot takes 1.389x [1.345, 1.414] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.993x [0.989, 0.995] over 421 rounds, undecided
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.994x [0.972, 1.028] over 6 rounds, rejected: 8192 B aligned hot takes 1.054x [1.050, 1.071] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.002x [0.998, 1.004] over 421 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.005x [0.980, 1.013] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.050, 1.066] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.007x [0.980, 1.151] over 6 rounds, dropped (slower half)
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.995x [0.968, 1.005] over 6 rounds, rejected: 8192 B aligned hot takes 1.054x [1.050, 1.071] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.997x [0.993, 1.001] over 421 rounds, equivalent
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.997x [0.967, 1.003] over 6 rounds, rejected: 8192 B aligned hot takes 1.061x [1.047, 1.311] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (219 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 0.996x [0.984, 1.001] over 219 rounds overlaps 'equal within 1%'; rep_movsb_coaligned_from=16384: 0.994x [0.984, 1.000] over 219 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.001x [0.963, 1.543] over 6 rounds, rejected: 262144 B page rotating takes 1.074x [1.067, 1.077] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.996x [0.984, 1.001] over 219 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.994x [0.984, 1.000] over 219 rounds, undecided
#   rep_movsb_coaligned_from=65536: objective 1.001x [0.962, 1.536] over 6 rounds, rejected: 16384 B aligned rotating takes 1.043x [1.040, 1.046] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 0.996x [0.972, 1.497] over 6 rounds, rejected: 65536 B page hot takes 1.067x [1.058, 1.068] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.110x [0.994, 1.511] over 6 rounds, rejected: 262144 B page hot takes 1.069x [1.068, 1.078] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (144 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=4096: 1.008x [1.000, 1.018] over 144 rounds overlaps 'equal within 1%'; rep_movsb_page_from=1048576: 1.004x [0.997, 1.011] over 144 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.008x [1.000, 1.018] over 144 rounds, undecided
#   rep_movsb_page_from=16384: objective 1.020x [0.906, 1.512] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.016x [0.919, 1.472] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.004x [0.999, 1.007] over 144 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 1.004x [0.997, 1.011] over 144 rounds, undecided
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: kept (421 rounds): backward_dst_above_src=255 backward_from=0 backward_below=8192: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.001x [0.989, 1.905] over 6 rounds, rejected: 1000 B line-above hot takes 1.105x [1.098, 1.111] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.022x [0.992, 1.756] over 6 rounds, rejected: 1000 B line-above hot takes 1.116x [1.108, 1.163] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.009x [0.995, 1.783] over 6 rounds, rejected: 1000 B line-above hot takes 1.111x [1.101, 1.157] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.998x [0.987, 1.741] over 6 rounds, rejected: 1000 B line-above hot takes 1.111x [1.093, 1.157] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.009x [0.991, 1.778] over 6 rounds, rejected: 1000 B line-above hot takes 1.112x [1.095, 1.217] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.015x [0.987, 1.887] over 6 rounds, rejected: 1000 B line-above hot takes 1.108x [1.088, 1.159] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.992x [0.982, 1.026] over 6 rounds, rejected: 1000 B line-above hot takes 1.109x [1.096, 1.150] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.997x [0.987, 1.021] over 6 rounds, rejected: 1000 B line-above hot takes 1.108x [1.091, 1.112] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 1.008x [0.996, 1.068] over 6 rounds, rejected: 1000 B line-above hot takes 1.109x [1.090, 1.113] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.998x [0.991, 1.013] over 6 rounds, rejected: 1000 B line-above hot takes 1.109x [1.094, 1.117] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.014x [0.983, 1.086] over 6 rounds, rejected: 1000 B line-above hot takes 1.110x [1.097, 1.143] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.991x [0.978, 1.018] over 6 rounds, rejected: 1000 B line-above hot takes 1.112x [1.100, 1.138] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.997x [0.984, 1.004] over 6 rounds, rejected: 1000 B line-above hot takes 1.126x [1.094, 1.204] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.981x [0.976, 1.004] over 6 rounds, rejected: 1000 B line-above hot takes 1.105x [1.089, 1.140] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.986x [0.973, 1.037] over 6 rounds, rejected: 1000 B line-above hot takes 1.106x [1.090, 1.138] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.000x [0.998, 1.002] over 421 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.007x [1.004, 1.009] over 421 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.005x [0.998, 1.007] over 421 rounds, equivalent
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 0.990x [0.985, 1.145] over 6 rounds, rejected: 1000 B line-above hot takes 1.112x [1.090, 1.162] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.991x [0.977, 0.999] over 6 rounds, rejected: 1000 B line-above hot takes 1.105x [1.088, 1.111] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.999x [0.986, 1.028] over 6 rounds, rejected: 1000 B line-above hot takes 1.108x [1.089, 1.116] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: undecided (107 rounds): kept backward_page=on backward_page_below=off: backward_page=on backward_page_below=2048: 1.015x [0.972, 1.034] over 107 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.003x [0.967, 1.487] over 9 rounds, rejected: 1000 B page hot takes 1.141x [1.139, 1.144] over 9 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.010x [0.970, 1.475] over 9 rounds, rejected: 1300 B page rotating takes 1.035x [1.030, 1.047] over 9 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.015x [0.972, 1.034] over 107 rounds, undecided
# backward_wide_below: undecided (58 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.998x [0.958, 1.011] over 58 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.988x [0.964, 1.016] over 58 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.998x [0.958, 1.011] over 58 rounds, undecided
#   backward_wide_below=2048: objective 0.988x [0.964, 1.016] over 58 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (112 rounds): kept block_align=16: block_align=64: 0.995x [0.965, 1.043] over 112 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.995x [0.965, 1.043] over 112 rounds, undecided
# kept the table's value for: tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_page, backward_page_below, backward_wide_below, block_align
end
