# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t2.profile
date=2026-12-03T17:46:12Z
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
rep_movsb_from=262144
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
backward_block_2v=true
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=255 backward_below=8192 backward_page=true backward_block_2v=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 0.998x [0.907, 1.432] over 6 rounds, rejected: slower than glibc by more than the margin at 26 fixed sizes, 222 percentage points above it in all (the value started from: 22, 102)
#   row=amd-zen5: objective 1.082x [0.917, 1.502] over 6 rounds, rejected: slower than glibc by more than the margin at 48 fixed sizes, 1275 percentage points above it in all (the value started from: 22, 102)
#   row=generic: objective 1.349x [1.181, 2.222] over 6 rounds, rejected: slower than glibc by more than the margin at 83 fixed sizes, 1695 percentage points above it in all (the value started from: 22, 102)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.461x [1.276, 2.153] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.179x [1.050, 1.657] over 6 rounds, rejected: 40 B aligned hot takes 1.438x [1.319, 6.015] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=halves: objective 0.995x [0.948, 1.599] over 6 rounds, rejected: 17 B at random places llc takes 1.227x [1.061, 10.550] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.037x [0.880, 1.657] over 6 rounds, rejected: 8 B at random places llc takes 1.095x [1.059, 14.718] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.037x [0.963, 1.409] over 6 rounds, rejected: 17 B at random places llc takes 2.265x [1.268, 15.865] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.001x [0.866, 1.616] over 6 rounds, rejected: 40 B misaligned hot takes 1.356x [1.284, 1.425] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.948x [0.844, 1.008] over 6 rounds, rejected: 8 B at random places llc takes 1.146x [1.083, 1.345] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.523x [1.349, 1.651] over 6 rounds, rejected: 3000 B line-above hot takes 1.827x [1.801, 2.076] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 0.984x [0.553, 1.992] over 6 rounds, rejected: 40 B misaligned hot takes 1.317x [1.139, 1.588] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.058x [0.575, 1.868] over 6 rounds, rejected: 40 B aligned hot takes 1.494x [1.489, 1.498] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.980x [0.636, 1.598] over 6 rounds, rejected: 65536 B band rotating takes 1.031x [1.022, 1.198] over 6 rounds the time of loop_interleave=off
# loop_start_strict: kept (6 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 0.986x [0.672, 1.711] over 6 rounds, rejected: 576 B page hot takes 1.287x [1.255, 1.495] over 6 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (103 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.023x [0.942, 1.072] over 103 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.023x [0.942, 1.072] over 103 rounds, undecided
# loop_prefetch: kept (9 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.963x [0.639, 1.407] over 6 rounds, rejected: 16384 B misaligned hot takes 1.169x [1.167, 1.295] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.075x [0.946, 1.509] over 9 rounds, rejected: 16384 B misaligned hot takes 1.174x [1.172, 1.178] over 9 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (182 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: 0.992x [0.981, 1.000] over 182 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: 0.998x [0.988, 1.008] over 182 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: 0.992x [0.976, 1.008] over 182 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.992x [0.981, 1.000] over 182 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.998x [0.988, 1.008] over 182 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.992x [0.976, 1.008] over 182 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 1.028x [0.929, 1.644] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.055x [0.910, 1.531] over 6 rounds, dropped (slower half)
# rep_movsb_from: changed (466 rounds): rep_movsb_from=262144 rep_movsb_align_dst=off (from rep_movsb_from=2097152 rep_movsb_align_dst=off): objective 0.981x [0.969, 0.987] over 466 rounds against the value started from; within 2% of the value started from or of glibc at every fixed size measured; faster but not chosen: rep_movsb_from=1048576 rep_movsb_align_dst=off (0.980x [0.968, 0.989] over 466 rounds) with the guard open at 1048576 B aligned hot (0.964x [0.943, 1.053] over 466 rounds the time of the value started from, 0.992x [0.986, 1.056] over 466 rounds of glibc)
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 0.984x [0.941, 1.651] over 6 rounds, rejected: 4096 B line-above hot takes 1.336x [1.323, 1.448] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 0.994x [0.943, 1.651] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.989x [0.949, 1.656] over 6 rounds, rejected: 4096 B line-above hot takes 1.330x [1.313, 1.467] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.981x [0.955, 1.022] over 9 rounds, rejected: 4096 B misaligned hot takes 1.235x [1.222, 1.242] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.990x [0.939, 1.813] over 6 rounds, rejected: 4096 B aligned hot takes 1.377x [1.339, 1.838] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 1.009x [0.951, 1.573] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.980x [0.956, 1.060] over 9 rounds, rejected: 8192 B page hot takes 1.052x [1.050, 1.059] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.999x [0.970, 1.012] over 6 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.987x [0.956, 1.057] over 6 rounds, rejected: 4096 B page hot takes 1.315x [1.054, 3.876] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.981x [0.969, 0.987] over 466 rounds, chosen
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.995x [0.965, 1.128] over 9 rounds, rejected: 8192 B page hot takes 1.051x [1.049, 1.054] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.980x [0.968, 0.989] over 466 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.971x [0.941, 1.023] over 6 rounds, rejected: 4096 B line-above hot takes 1.355x [1.326, 1.607] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (208 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 0.984x [0.962, 1.034] over 208 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.014x [0.986, 1.625] over 6 rounds, rejected: 65536 B page rotating takes 1.068x [1.065, 1.071] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.984x [0.962, 1.034] over 208 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 0.999x [0.976, 1.542] over 6 rounds, rejected: 8192 B page rotating takes 1.040x [1.028, 1.241] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 1.011x [0.988, 1.584] over 6 rounds, rejected: 8192 B page rotating takes 1.036x [1.021, 1.042] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.024x [1.001, 1.528] over 6 rounds, rejected: 65536 B page rotating takes 1.072x [1.071, 1.078] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.008x [0.990, 1.525] over 6 rounds, rejected: 65536 B aligned hot takes 1.059x [1.055, 1.293] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (121 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=4096: 0.979x [0.967, 0.998] over 121 rounds overlaps 'equal within 1%'; rep_movsb_page_from=1048576: 0.984x [0.970, 0.992] over 121 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.979x [0.967, 0.998] over 121 rounds, undecided
#   rep_movsb_page_from=16384: objective 1.002x [0.757, 1.516] over 9 rounds, rejected: 4096 B page hot takes 1.356x [1.058, 1.554] over 9 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 1.024x [0.718, 1.506] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 1.109x [0.752, 1.490] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.984x [0.970, 0.992] over 121 rounds, undecided
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=off: every other value is worse by more than 1% or equal within it
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, equivalent
# avoid_src_above_dst: changed (72 rounds): avoid_src_above_dst=0 (from avoid_src_above_dst=63): the value started from breaks the guard (the value started from takes 1.054x [1.051, 1.058] over 72 rounds the time of avoid_src_above_dst=0 at 1048576 B src-above rotating); this one is equal on the objective (no distribution sees it) and within 2% everywhere
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, chosen
# backward: undecided (413 rounds): kept backward_dst_above_src=255 backward_from=0 backward_below=8192: backward_dst_above_src=255 backward_from=0 backward_below=4096: 0.981x [0.970, 0.998] over 413 rounds overlaps 'equal within 1%'; backward_dst_above_src=255 backward_from=0 backward_below=65536: 0.986x [0.972, 1.002] over 413 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.015x [0.914, 1.877] over 6 rounds, rejected: 1000 B band hot takes 1.074x [1.067, 1.252] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 1.053x [0.890, 1.809] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.022x [0.997, 1.621] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.010x [0.903, 1.773] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 1.002x [0.964, 1.060] over 9 rounds, rejected: 1000 B line-above hot takes 1.148x [1.101, 1.214] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.025x [0.897, 1.770] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.007x [0.898, 1.180] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.015x [0.904, 1.092] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 1.008x [0.888, 1.040] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.008x [0.885, 1.030] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.998x [0.977, 1.007] over 9 rounds, rejected: 1000 B line-above hot takes 1.150x [1.101, 1.151] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.001x [0.956, 1.017] over 9 rounds, rejected: 1000 B line-above hot takes 1.153x [1.101, 1.194] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.996x [0.902, 1.209] over 6 rounds, rejected: 1000 B line-above hot takes 1.148x [1.143, 1.315] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.994x [0.946, 1.002] over 9 rounds, rejected: 1000 B line-above hot takes 1.145x [1.101, 1.148] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.008x [0.995, 1.072] over 9 rounds, rejected: 1000 B line-above hot takes 1.145x [1.102, 1.351] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.003x [0.978, 1.014] over 21 rounds, rejected: 4096 B line-above hot takes 1.318x [1.232, 1.329] over 21 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.981x [0.970, 0.998] over 413 rounds, undecided
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.986x [0.972, 1.002] over 413 rounds, undecided
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 1.003x [0.970, 1.087] over 9 rounds, rejected: 1000 B line-above hot takes 1.142x [1.097, 1.286] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.998x [0.985, 1.117] over 9 rounds, rejected: 1000 B line-above hot takes 1.144x [1.104, 1.154] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.004x [0.898, 1.022] over 6 rounds, rejected: 1000 B line-above hot takes 1.146x [1.143, 3.791] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: kept (9 rounds): backward_page=on backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 0.985x [0.846, 1.563] over 9 rounds, rejected: 1000 B page hot takes 1.148x [1.094, 1.152] over 9 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.981x [0.843, 1.473] over 6 rounds, rejected: 1300 B page rotating takes 1.035x [1.029, 1.048] over 6 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 1.006x [0.971, 1.265] over 9 rounds, rejected: 1000 B page hot takes 1.102x [1.093, 1.159] over 9 rounds the time of backward_page=on backward_page_below=off
# backward_wide_below: undecided (75 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.986x [0.959, 1.042] over 75 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.996x [0.956, 1.035] over 75 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.986x [0.959, 1.042] over 75 rounds, undecided
#   backward_wide_below=2048: objective 0.996x [0.956, 1.035] over 75 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (157 rounds): kept block_align=16: block_align=64: 0.987x [0.961, 1.045] over 157 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.987x [0.961, 1.045] over 157 rounds, undecided
# kept the table's value for: tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_coaligned_from, rep_movsb_page_from, backward_dst_above_src, backward_from, backward_below, backward_wide_below, block_align
end
