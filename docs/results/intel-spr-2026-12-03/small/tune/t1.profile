# memcpy-jit profile
format=2
crate=0.1.0
cpu=GenuineIntel family 0x6 model 0xa7 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 2 MiB, l3 480 MiB shared by 2
command=memcpy-jit tune --out docs/results/intel-spr-2026-12-03/small/tune/t1.profile
date=2026-12-03T17:50:14Z
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
backward_block_2v=true
non_temporal_from=33554432
non_temporal_skips_coaligned=false
memmove=false
block_align=16
# measured on Intel(R) Xeon(R) Processor
# table row intel-fsrm: width=avx512 masked_max=32 masked_form=head-tail two_vectors_first=true loop_start_strict=true rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 backward_dst_above_src=255 backward_below=8192 backward_page=true backward_block_2v=true non_temporal_from=33554432 (the other fields as Thresholds::new)
# row: kept (6 rounds): row=intel-fsrm: every other value is worse by more than 1% or breaks the guard
#   row=intel-fsrm: objective -, started from
#   row=amd-zen3-zen4: objective 1.026x [0.854, 1.287] over 6 rounds, rejected: slower than glibc by more than the margin at 35 fixed sizes, 281 percentage points above it in all (the value started from: 24, 124)
#   row=amd-zen5: objective 0.999x [0.931, 1.593] over 6 rounds, rejected: slower than glibc by more than the margin at 43 fixed sizes, 1328 percentage points above it in all (the value started from: 24, 124)
#   row=generic: objective 1.241x [1.148, 1.873] over 6 rounds, rejected: slower than glibc by more than the margin at 81 fixed sizes, 1305 percentage points above it in all (the value started from: 24, 124)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=32 masked_form=head-tail: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=head-tail: objective -, started from
#   width=avx512 masked_max=off masked_form=head-tail: objective 1.414x [1.313, 2.052] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=head-tail: objective 1.172x [1.037, 1.729] over 6 rounds, worse
#   width=avx512 masked_max=32 masked_form=halves: objective 1.026x [0.979, 1.551] over 6 rounds, rejected: 1 B at random places random takes 1.221x [1.185, 1.766] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 0.991x [0.877, 1.645] over 6 rounds, rejected: 1 B at random places random takes 1.319x [1.163, 1.804] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=halves: objective 1.013x [0.938, 1.576] over 6 rounds, rejected: 1 B at random places random takes 1.332x [1.312, 1.381] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 1.014x [0.873, 1.596] over 6 rounds, rejected: 8 B at random places llc takes 1.564x [1.366, 12.083] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.928x [0.898, 0.976] over 6 rounds, rejected: 1 B at random places random takes 1.213x [1.187, 1.472] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
#   width=avx2 masked_max=off masked_form=head-tail: objective 1.502x [1.370, 1.573] over 6 rounds, rejected: 1300 B page hot takes 1.679x [1.666, 1.951] over 6 rounds the time of width=avx512 masked_max=32 masked_form=head-tail
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.066x [0.524, 1.919] over 6 rounds, rejected: 24 B misaligned rotating takes 1.099x [1.086, 1.341] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: kept (6 rounds): two_vectors_first=on: every other value is worse by more than 1% or breaks the guard
#   two_vectors_first=on: objective -, started from
#   two_vectors_first=off: objective 1.032x [0.589, 1.952] over 6 rounds, rejected: 40 B aligned hot takes 1.465x [1.141, 1.636] over 6 rounds the time of two_vectors_first=on
# small_merged: not measured (0 rounds): only small_merged=off is valid for this CPU and the other choices
#   small_merged=off: objective -, started from
# loop_interleave: kept (32 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.977x [0.692, 1.411] over 32 rounds, rejected: 262144 B band rotating takes 1.025x [1.022, 1.030] over 32 rounds the time of loop_interleave=off
# loop_start_strict: kept (9 rounds): loop_start_strict=on: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=on: objective -, started from
#   loop_start_strict=off: objective 1.094x [0.652, 1.641] over 9 rounds, rejected: 576 B aligned hot takes 1.519x [1.326, 1.646] over 9 rounds the time of loop_start_strict=on
# tail_loads_ascending: undecided (94 rounds): kept tail_loads_ascending=off: tail_loads_ascending=on: 1.008x [0.941, 1.061] over 94 rounds overlaps 'equal within 1%'
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 1.008x [0.941, 1.061] over 94 rounds, undecided
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 1.017x [0.626, 1.362] over 6 rounds, rejected: 576 B misaligned hot takes 1.048x [1.025, 1.074] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 1.025x [0.621, 1.723] over 6 rounds, rejected: 16384 B misaligned hot takes 1.187x [1.175, 1.384] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: undecided (167 rounds): kept tail_loads_after_loop_from=off tail_loads_after_loop_below=off: tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: 0.988x [0.963, 1.004] over 167 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: 0.993x [0.971, 1.008] over 167 rounds overlaps 'equal within 1%'; tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: 0.992x [0.965, 1.008] over 167 rounds overlaps 'equal within 1%'
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.988x [0.963, 1.004] over 167 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.993x [0.971, 1.008] over 167 rounds, undecided
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.998x [0.886, 1.559] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.992x [0.965, 1.008] over 167 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 1.019x [0.895, 1.542] over 6 rounds, dropped (slower half)
# rep_movsb_from: undecided (479 rounds): kept rep_movsb_from=2097152 rep_movsb_align_dst=off: rep_movsb_from=1048576 rep_movsb_align_dst=off: 0.991x [0.965, 1.019] over 479 rounds overlaps 'equal within 1%'
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 0.981x [0.800, 1.721] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.004x [0.969, 1.291] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.978x [0.958, 1.011] over 9 rounds, rejected: 4096 B page hot takes 1.323x [1.122, 1.510] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 1.063x [0.796, 1.669] over 6 rounds, dropped (slower half)
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.979x [0.940, 1.282] over 9 rounds, rejected: 4096 B misaligned hot takes 1.217x [1.195, 1.623] over 9 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.991x [0.821, 1.550] over 6 rounds, dropped (slower half)
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.983x [0.958, 1.019] over 9 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.991x [0.948, 1.041] over 9 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.992x [0.967, 1.095] over 21 rounds, rejected: 8192 B page hot takes 1.050x [1.047, 1.055] over 21 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.987x [0.789, 1.019] over 6 rounds, dropped (slower half)
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.981x [0.800, 1.077] over 6 rounds, dropped (slower half)
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.991x [0.965, 1.019] over 479 rounds, undecided
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.968x [0.942, 1.024] over 21 rounds, rejected: 8192 B page hot takes 1.051x [1.049, 1.055] over 21 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: undecided (188 rounds): kept rep_movsb_coaligned_from=8192: rep_movsb_coaligned_from=4096: 0.996x [0.945, 1.031] over 188 rounds overlaps 'equal within 1%'
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 1.008x [0.830, 1.738] over 6 rounds, rejected: 262144 B aligned rotating takes 1.070x [1.037, 1.281] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.996x [0.945, 1.031] over 188 rounds, undecided
#   rep_movsb_coaligned_from=16384: objective 1.005x [0.978, 1.062] over 21 rounds, rejected: 8192 B page rotating takes 1.029x [1.027, 1.033] over 21 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 0.986x [0.881, 1.110] over 21 rounds, rejected: 16384 B page rotating takes 1.046x [1.027, 1.049] over 21 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 1.044x [0.906, 1.450] over 9 rounds, rejected: 65536 B page hot takes 1.068x [1.063, 1.076] over 9 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 1.007x [0.913, 1.779] over 6 rounds, rejected: 262144 B aligned rotating takes 1.071x [1.064, 1.393] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: undecided (104 rounds): kept rep_movsb_page_from=off: rep_movsb_page_from=65536: 0.996x [0.958, 1.019] over 104 rounds overlaps 'equal within 1%'; rep_movsb_page_from=1048576: 0.993x [0.962, 1.014] over 104 rounds overlaps 'equal within 1%'
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 1.121x [0.958, 1.896] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=16384: objective 1.017x [0.986, 1.051] over 104 rounds, rejected: 4096 B page hot takes 1.326x [1.181, 1.331] over 104 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 0.996x [0.958, 1.019] over 104 rounds, undecided
#   rep_movsb_page_from=262144: objective 1.169x [0.935, 1.489] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.993x [0.962, 1.014] over 104 rounds, undecided
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63: objective -, started from
#   avoid_src_above_dst=0: objective -, undecided
# backward: undecided (398 rounds): kept backward_dst_above_src=255 backward_from=0 backward_below=8192: backward_dst_above_src=255 backward_from=0 backward_below=4096: 0.961x [0.944, 0.998] over 398 rounds overlaps 'equal within 1%'
#   backward_dst_above_src=255 backward_from=0 backward_below=8192: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=8192: objective 1.000x [0.925, 1.877] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=8192: objective 0.987x [0.928, 1.929] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.007x [0.945, 1.766] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.011x [0.960, 1.640] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.987x [0.927, 1.687] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=8192: objective 1.085x [0.928, 1.869] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.009x [0.893, 1.142] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.964x [0.935, 1.104] over 9 rounds, rejected: 1000 B line-above hot takes 1.291x [1.097, 1.411] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=63 backward_from=0 backward_below=8192: objective 0.990x [0.956, 1.267] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.989x [0.943, 1.142] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.052x [0.952, 1.147] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.983x [0.901, 1.056] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=8192: objective 0.975x [0.915, 1.019] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.953x [0.918, 0.997] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.956x [0.893, 1.037] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.939x [0.879, 1.014] over 21 rounds, rejected: 1000 B line-above hot takes 1.189x [1.092, 1.198] over 21 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.961x [0.944, 0.998] over 398 rounds, undecided
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.955x [0.887, 1.197] over 14 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=8192: objective 0.957x [0.908, 1.217] over 9 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.938x [0.908, 0.977] over 9 rounds, rejected: 1000 B line-above hot takes 1.140x [1.101, 1.481] over 9 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.944x [0.907, 1.025] over 21 rounds, rejected: 1000 B line-above hot takes 1.143x [1.138, 1.339] over 21 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=8192
# backward_page: kept (48 rounds): backward_page=on backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=on backward_page_below=off: objective -, started from
#   backward_page=off backward_page_below=off: objective 1.027x [0.992, 1.469] over 9 rounds, rejected: 1000 B page hot takes 1.147x [1.102, 1.634] over 9 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 1.011x [0.946, 1.067] over 32 rounds, rejected: 1000 B page hot takes 1.156x [1.106, 1.250] over 32 rounds the time of backward_page=on backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 0.988x [0.936, 1.114] over 48 rounds, rejected: 1300 B page hot takes 1.276x [1.149, 1.477] over 48 rounds the time of backward_page=on backward_page_below=off
# backward_wide_below: undecided (56 rounds): kept backward_wide_below=off: backward_wide_below=1024: 0.970x [0.884, 1.010] over 56 rounds overlaps 'equal within 1%'; backward_wide_below=2048: 0.947x [0.905, 1.039] over 56 rounds overlaps 'equal within 1%'
#   backward_wide_below=off: objective -, started from
#   backward_wide_below=1024: objective 0.970x [0.884, 1.010] over 56 rounds, undecided
#   backward_wide_below=2048: objective 0.947x [0.905, 1.039] over 56 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=33554432: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: undecided (112 rounds): kept block_align=16: block_align=64: 0.981x [0.925, 1.082] over 112 rounds overlaps 'equal within 1%'
#   block_align=16: objective -, started from
#   block_align=64: objective 0.981x [0.925, 1.082] over 112 rounds, undecided
# kept the table's value for: tail_loads_ascending, tail_loads_after_loop_from, tail_loads_after_loop_below, rep_movsb_from, rep_movsb_align_dst, rep_movsb_coaligned_from, rep_movsb_page_from, backward_dst_above_src, backward_from, backward_below, backward_wide_below, block_align
end
