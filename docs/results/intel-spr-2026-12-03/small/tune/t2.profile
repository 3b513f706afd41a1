# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t2.profile
date=2026-12-03T15:15:55Z
width=avx512
masked_max=32
masked_form=head-tail
masked_page_guard=false
two_vectors_first=true
small_merged=false
loop_interleave=false
loop_start_strict=false
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
backward_dst_above_src=63
backward_from=0
backward_below=8192
backward_page=true
backward_page_below=none
backward_wide_below=none
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=63 backward_below=8192 backward_page=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.985x [0.959, 1.492] over 6 rounds, rejected: slower than glibc by more than the margin at 18 fixed sizes, 167 percentage points above it in all (the value started from: 31, 152)
#   row=amd-zen5: objective 1.042x [0.960, 1.645] over 6 rounds, rejected: slower than glibc by more than the margin at 36 fixed sizes, 1173 percentage points above it in all (the value started from: 31, 152)
#   row=generic: objective 1.281x [1.228, 1.881] over 6 rounds, rejected: slower than glibc by more than the margin at 73 fixed sizes, 1309 percentage points above it in all (the value started from: 31, 152)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.483x [1.426, 2.037] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.167x [1.122, 1.719] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=halves: objective 1.009x [0.952, 1.674] over 6 rounds, rejected: 8 B at random places random takes 1.170x [1.133, 1.322] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.986x [0.949, 1.600] over 6 rounds, rejected: 17 B at random places random takes 1.159x [1.130, 6.738] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.049x [0.969, 1.519] over 6 rounds, rejected: 8 B at random places llc takes 1.885x [1.308, 12.212] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.984x [0.959, 1.659] over 6 rounds, rejected: 1 B at random places llc takes 2.331x [2.111, 13.701] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.964x [0.935, 0.979] over 6 rounds, rejected: 8 B at random places random takes 1.187x [1.163, 1.225] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.524x [1.447, 1.633] over 6 rounds, rejected: slower than glibc in the hot regime (1.025x [1.013, 1.052] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 0.976x [0.583, 2.097] over 6 rounds, rejected: 8 B aligned hot takes 1.145x [1.091, 1.156] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.124x [0.575, 1.977] over 6 rounds, rejected: 40 B aligned rotating takes 1.102x [1.055, 1.121] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.948x [0.636, 1.667] over 6 rounds, rejected: 1000 B line-above hot takes 1.060x [1.056, 1.064] over 6 rounds the time of loop_interleave=off
# loop_start_strict: undecided (96 rounds): kept loop_start_strict=off: loop_start_strict=on: 0.980x [0.957, 1.043] over 96 rounds overlaps 'equal within 1%'
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.980x [0.957, 1.043] over 96 rounds, undecided
# tail_loads_ascending: undecided (98 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.998x [0.960, 1.051] over 98 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.998x [0.960, 1.051] over 98 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.986x [0.652, 1.431] over 6 rounds, rejected: 16384 B src-above hot takes 1.176x [1.171, 1.187] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.031x [0.695, 1.554] over 6 rounds, rejected: 16384 B src-above hot takes 1.179x [1.172, 1.191] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (162 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.011x [0.937, 1.665] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.030x [0.936, 1.543] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.000x [0.996, 1.005] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.000x [0.996, 1.005] over 162 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.001x [0.994, 1.010] over 162 rounds, equivalent
# rep_movsb_from: undecided (412 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=16384 rep_movsb_align_dst=off: 0.992x [0.989, 0.995] over 412 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 0.983x [0.858, 1.742] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.049, 1.053] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.006x [0.854, 1.664] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.009x [0.996, 1.427] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.050, 1.057] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.993x [0.852, 1.664] over 6 rounds, rejected: 4096 B misaligned hot takes 1.228x [1.221, 1.300] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.985x [0.847, 1.540] over 6 rounds, rejected: 4096 B aligned hot takes 1.395x [1.382, 1.404] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.992x [0.989, 0.995] over 412 rounds, undecided
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.001x [0.863, 1.129] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.048, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.996x [0.855, 1.118] over 6 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.982x [0.851, 1.000] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.047, 1.052] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.998x [0.993, 1.000] over 412 rounds, equivalent
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.998x [0.863, 1.090] over 6 rounds, rejected: 8192 B page hot takes 1.050x [1.047, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.998x [0.995, 1.001] over 412 rounds, equivalent
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.993x [0.854, 1.012] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.048, 1.056] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (218 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 0.999x [0.985, 1.031] over 218 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.005x [0.993, 1.573] over 6 rounds, rejected: 262144 B page rotating takes 1.075x [1.067, 1.079] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.999x [0.985, 1.031] over 218 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.007x [0.958, 1.526] over 14 rounds, rejected: 8192 B page rotating takes 1.027x [1.023, 1.032] over 14 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.065x [1.010, 1.498] over 6 rounds, rejected: 16384 B aligned rotating takes 1.056x [1.049, 1.305] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.014x [0.985, 1.532] over 6 rounds, rejected: 65536 B page rotating takes 1.063x [1.060, 1.064] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.010x [1.001, 1.648] over 6 rounds, rejected: 262144 B page rotating takes 1.071x [1.066, 1.074] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: kept (122 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.002x [0.993, 1.008] over 122 rounds, equivalent
#   rep_movsb_page_from=16384: objective 1.001x [0.995, 1.009] over 122 rounds, equivalent
#   rep_movsb_page_from=65536: objective 1.021x [0.924, 1.580] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.019x [0.918, 1.516] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 1.002x [0.997, 1.008] over 122 rounds, equivalent
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: undecided (384 rounds): kept backward_dst_above_src=63 backward_from=0 backward_below=8192: backward_dst_above_src=255 backward_from=0 backward_below=off: 0.993x [0.989, 0.997] over 384 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.000x [0.989, 1.742] over 6 rounds, rejected: 1000 B band hot takes 1.057x [1.053, 1.073] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.008x [0.988, 1.770] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.001x [0.987, 1.895] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.071x [0.995, 1.922] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.025x [0.999, 1.695] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.006x [0.984, 1.779] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.997x [0.992, 1.001] over 9 rounds, rejected: 1000 B band hot takes 1.068x [1.062, 1.117] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.002x [0.991, 1.061] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.061, 1.080] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.010x [0.986, 1.053] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.002x [0.998, 1.004] over 384 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.010x [0.991, 1.111] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.998x [0.984, 1.002] over 9 rounds, rejected: 1000 B band hot takes 1.065x [1.049, 1.079] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.994x [0.985, 1.002] over 9 rounds, rejected: 1000 B band hot takes 1.072x [1.053, 1.083] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.991x [0.980, 1.010] over 9 rounds, rejected: 1000 B band hot takes 1.061x [1.042, 1.069] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective 1.000x [0.993, 1.011] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.993x [0.989, 0.997] over 384 rounds, undecided
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.000x [0.997, 1.004] over 384 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.008x [0.992, 1.064] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 0.997x [0.990, 1.013] over 9 rounds, rejected: 1000 B band hot takes 1.055x [1.046, 1.123] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.018x [0.983, 1.095] over 9 rounds, rejected: 1000 B band hot takes 1.071x [1.057, 1.130] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.998x [0.994, 1.007] over 9 rounds, rejected: 1000 B band hot takes 1.063x [1.049, 1.392] over 9 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
# backward_page: undecided (97 rounds): kept backward_page=on backward_page_below=off: backward_page=on backward_page_below=2048: 1.016x [0.964, 1.061] over 97 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.008x [0.971, 1.663] over 6 rounds, rejected: 2047 B page hot takes 1.244x [1.242, 1.250] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.008x [0.964, 1.619] over 6 rounds, rejected: 2047 B page hot takes 1.225x [1.222, 1.228] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.016x [0.964, 1.061] over 97 rounds, undecided
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (105 rounds): kept block_align=16: block_align=64: 1.005x [0.965, 1.056] over 105 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 1.005x [0.965, 1.056] over 105 rounds, undecided
# kept the table's value for: loop_start_strict, tail_loads_ascending, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, backward_dst_above_src, backward_from, backward_below, backward_page, backward_page_below, block_align
end
