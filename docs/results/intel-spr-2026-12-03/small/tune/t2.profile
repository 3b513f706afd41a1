# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out t2.profile
date=2026-12-03T15:41:19Z
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
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=63 backward_below=8192 backward_page=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 1.001x [0.964, 1.434] over 6 rounds, rejected: slower than glibc by more than the margin at 26 fixed sizes, 195 percentage points above it in all (the value started from: 29, 104)
#   row=amd-zen5: objective 1.006x [0.966, 1.505] over 6 rounds, rejected: slower than glibc by more than the margin at 44 fixed sizes, 1047 percentage points above it in all (the value started from: 29, 104)
#   row=generic: objective 1.311x [1.235, 1.878] over 6 rounds, rejected: slower than glibc by more than the margin at 76 fixed sizes, 1358 percentage points above it in all (the value started from: 29, 104)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.439x [1.377, 1.962] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.167x [1.102, 1.611] over 6 rounds, rejected: 40 B aligned hot takes 1.329x [1.310, 1.495] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 1.007x [0.942, 1.417] over 6 rounds, rejected: 8 B at random places random takes 1.159x [1.130, 1.204] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.979x [0.925, 1.455] over 6 rounds, rejected: 1 B at random places random takes 1.202x [1.165, 1.447] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.019x [0.948, 1.409] over 6 rounds, rejected: 8 B at random places llc takes 1.503x [1.287, 12.205] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.983x [0.922, 1.520] over 6 rounds, rejected: 1 B at random places llc takes 1.878x [1.383, 9.559] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.950x [0.900, 0.977] over 6 rounds, rejected: 1 B at random places random takes 1.206x [1.169, 1.235] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.501x [1.427, 1.612] over 6 rounds, rejected: slower than glibc in the llc regime (1.025x [1.007, 1.050] over 6 rounds its time, geometric mean of the distributions there)
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.042x [0.635, 1.827] over 6 rounds, rejected: 40 B aligned hot takes 1.325x [1.141, 1.658] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.016x [0.618, 1.817] over 6 rounds, rejected: 63 B misaligned hot takes 1.280x [1.208, 1.434] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.994x [0.644, 1.643] over 6 rounds, rejected: 1048576 B band hot takes 1.063x [1.031, 1.103] over 6 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.000x [0.615, 1.575] over 6 rounds, rejected: 576 B aligned hot takes 1.360x [1.240, 1.830] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (107 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 0.981x [0.964, 1.043] over 107 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.981x [0.964, 1.043] over 107 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.999x [0.688, 1.425] over 6 rounds, rejected: 1300 B misaligned hot takes 1.191x [1.183, 1.201] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.033x [0.712, 1.490] over 6 rounds, rejected: 1300 B misaligned hot takes 1.191x [1.184, 1.203] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (194 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: 1.007x [1.001, 1.012] over 194 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 1.014x [0.966, 1.670] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 1.008x [0.963, 1.606] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 1.004x [0.999, 1.007] over 194 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.005x [0.998, 1.009] over 194 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.007x [1.001, 1.012] over 194 rounds, undecided
# rep_movsb_from: undecided (416 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=1048576 rep_movsb_align_dst=off: 0.992x [0.989, 0.995] over 416 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.006x [1.000, 1.671] over 6 rounds, rejected: 8192 B aligned hot takes 1.054x [1.050, 1.059] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.997x [0.994, 1.001] over 416 rounds, equivalent
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.003x [0.977, 1.658] over 6 rounds, rejected: 8192 B page hot takes 1.051x [1.049, 1.080] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.008x [0.974, 1.688] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.996x [0.985, 1.511] over 6 rounds, rejected: 4096 B aligned hot takes 1.390x [1.381, 1.402] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.005x [0.993, 1.587] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.999x [0.979, 1.099] over 6 rounds, rejected: 8192 B aligned hot takes 1.053x [1.050, 1.058] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.999x [0.997, 1.001] over 416 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.994x [0.985, 1.003] over 6 rounds, rejected: 8192 B aligned hot takes 1.054x [1.050, 1.081] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.001x [0.998, 1.005] over 416 rounds, equivalent
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.998x [0.987, 1.006] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.050, 1.057] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.992x [0.989, 0.995] over 416 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.991x [0.984, 1.039] over 6 rounds, rejected: 8192 B aligned hot takes 1.052x [1.049, 1.058] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (260 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 1.007x [0.989, 1.022] over 260 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.001x [0.992, 1.589] over 6 rounds, rejected: 262144 B page hot takes 1.074x [1.073, 1.079] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 1.007x [0.989, 1.022] over 260 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.006x [0.962, 1.464] over 14 rounds, rejected: 8192 B page rotating takes 1.027x [1.021, 1.030] over 14 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.003x [0.995, 1.436] over 6 rounds, rejected: 16384 B aligned rotating takes 1.044x [1.039, 1.050] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.005x [0.990, 1.475] over 6 rounds, rejected: 65536 B page hot takes 1.065x [1.055, 1.067] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.014x [1.000, 1.491] over 6 rounds, rejected: 262144 B page hot takes 1.073x [1.066, 1.079] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (148 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=4096: 1.006x [0.999, 1.010] over 148 rounds overlaps 'equal within 1%'; rep_movsb_page_from=262144: 1.008x [0.997, 1.013] over 148 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.006x [0.999, 1.010] over 148 rounds, undecided
#   rep_movsb_page_from=16384: objective 1.004x [0.906, 1.419] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=65536: objective 1.004x [0.996, 1.009] over 148 rounds, equivalent
#   rep_movsb_page_from=262144: objective 1.008x [0.997, 1.013] over 148 rounds, undecided
#   rep_movsb_page_from=1048576: objective 1.004x [0.920, 1.376] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: undecided (397 rounds): kept backward_dst_above_src=63 backward_from=0 backward_below=8192: backward_dst_above_src=63 backward_from=0 backward_below=65536: 0.992x [0.988, 0.995] over 397 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.008x [0.993, 1.752] over 6 rounds, rejected: 1000 B band hot takes 1.060x [1.058, 1.080] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.010x [0.997, 1.811] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.010x [0.995, 1.790] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.019x [0.998, 1.830] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.007x [0.991, 1.843] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.009x [0.987, 1.695] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.061, 1.175] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.993x [0.985, 1.014] over 6 rounds, rejected: 1000 B band hot takes 1.074x [1.050, 1.118] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.999x [0.986, 1.007] over 6 rounds, rejected: 1000 B band hot takes 1.066x [1.063, 1.085] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.001x [0.949, 1.007] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.997x [0.993, 1.000] over 397 rounds, equivalent
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.992x [0.988, 0.995] over 397 rounds, undecided
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.997x [0.981, 1.026] over 6 rounds, rejected: 1000 B band hot takes 1.063x [1.041, 1.080] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.997x [0.982, 1.002] over 6 rounds, rejected: 1000 B band hot takes 1.066x [1.032, 1.092] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.998x [0.979, 1.070] over 6 rounds, rejected: 1000 B band hot takes 1.063x [1.043, 1.083] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective 1.010x [0.991, 1.045] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.995x [0.993, 0.999] over 397 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.001x [0.951, 1.061] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.997x [0.992, 1.000] over 397 rounds, equivalent
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 0.997x [0.985, 1.090] over 6 rounds, rejected: 1000 B band hot takes 1.068x [1.059, 1.082] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.989x [0.983, 1.003] over 6 rounds, rejected: 1000 B band hot takes 1.070x [1.052, 1.076] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.998x [0.992, 1.511] over 6 rounds, rejected: 1000 B band hot takes 1.070x [1.061, 1.306] over 6 rounds the time of backward_dst_above_src=63 backward_from=0 backward_below=8192
# backward_page: undecided (118 rounds): kept backward_page=on backward_page_below=off: backward_page=on backward_page_below=2048: 1.000x [0.974, 1.032] over 118 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.001x [0.974, 1.568] over 6 rounds, rejected: 1000 B page hot takes 1.150x [1.144, 1.154] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.011x [0.971, 1.537] over 6 rounds, rejected: 2047 B page hot takes 1.080x [1.074, 1.322] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.000x [0.974, 1.032] over 118 rounds, undecided
# backward_wide_below: not measured (0 rounds): only backward_wide_below=off is valid for this CPU and the other choices
#   backward_wide_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (112 rounds): kept block_align=16: block_align=64: 1.003x [0.963, 1.039] over 112 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 1.003x [0.963, 1.039] over 112 rounds, undecided
# kept the table's value for: tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_dst_above_src, backward_from, backward_below, backward_page, backward_page_below, block_align
end
