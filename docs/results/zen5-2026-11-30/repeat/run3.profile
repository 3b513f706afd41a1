# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --out run3.profile
date=2026-11-30T20:48:51Z
width=avx512
rep_movsb_from=2112
rep_movsb_coaligned_from=1048576
rep_movsb_page_from=16384
avoid_dst_above_src=0
avoid_src_above_dst=0
non_temporal_from=12582912
rep_movsb_align_dst=true
masked_max=64
masked_form=one-zmm
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=31
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
loop_prefetch=none
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=4096
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 (the other fields as Thresholds::new)
# width+masked_max: kept (6 rounds): width=avx512 masked_max=64 masked_form=one-zmm: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=64 masked_form=one-zmm: objective -, started from
#   width=avx512 masked_max=off masked_form=one-zmm: objective 1.923x [1.631, 1.957] over 6 rounds, worse
#   width=avx512 masked_max=16 masked_form=one-zmm: objective 1.488x [1.146, 1.607] over 6 rounds, rejected: 17 B aligned hot takes 1.433x [1.427, 2.830] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=32 masked_form=one-zmm: objective 1.189x [1.087, 1.202] over 6 rounds, rejected: 40 B misaligned hot takes 1.285x [1.284, 1.731] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=halves: objective 0.998x [0.925, 1.009] over 6 rounds, rejected: 1000 B band hot takes 1.032x [1.028, 1.039] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx512 masked_max=64 masked_form=head-tail: objective 1.011x [0.841, 1.016] over 6 rounds, rejected: 63 B misaligned rotating takes 1.093x [1.078, 1.137] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
#   width=avx2 masked_max=off masked_form=one-zmm: objective 1.999x [1.692, 2.029] over 6 rounds, rejected: 1000 B aligned hot takes 1.759x [1.729, 1.771] over 6 rounds the time of width=avx512 masked_max=64 masked_form=one-zmm
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.068x [1.045, 1.082] over 6 rounds, rejected: 8 B misaligned rotating takes 1.391x [1.385, 1.396] over 6 rounds the time of masked_page_guard=off
# two_vectors_first: changed (21 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.976x [0.974, 0.985] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.976x [0.974, 0.985] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.009x [0.995, 1.023] over 6 rounds, rejected: 1000 B page hot takes 1.047x [1.043, 1.052] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (14 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.003x [0.979, 1.027] over 14 rounds, rejected: 2047 B aligned rotating takes 1.053x [1.026, 1.087] over 14 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.998x [0.922, 1.113] over 6 rounds, rejected: 1000 B misaligned hot takes 1.035x [1.030, 1.043] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 1.007x [0.919, 1.047] over 6 rounds, rejected: 2047 B page hot takes 1.921x [1.336, 4.812] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.082x [1.029, 1.123] over 6 rounds, rejected: 1000 B aligned hot takes 2.702x [2.637, 4.010] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.029x [0.980, 1.053] over 6 rounds, rejected: 1000 B page hot takes 1.813x [1.761, 2.492] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 1.006x [0.988, 1.011] over 6 rounds, rejected: 1000 B misaligned hot takes 1.043x [1.040, 1.046] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (162 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 1.000x [0.995, 1.003] over 162 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.979x [0.898, 1.035] over 6 rounds, rejected: 1000 B aligned hot takes 1.052x [1.047, 1.078] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.972x [0.934, 1.014] over 6 rounds, rejected: 1000 B aligned hot takes 1.053x [1.044, 1.065] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (710 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.964x [0.956, 0.983] over 656 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.997x [0.991, 1.002] over 108 rounds, worse
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.964x [0.956, 0.983] over 656 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.963x [0.943, 0.993] over 656 rounds, undecided
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.976x [0.882, 1.033] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.968x [0.919, 1.023] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (6 rounds): rep_movsb_from=2112 rep_movsb_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_from=2112 rep_movsb_align_dst=on: objective -, started from
#   rep_movsb_from=2112 rep_movsb_align_dst=off: objective 1.013x [1.005, 1.040] over 6 rounds, rejected: 4096 B page hot takes 1.050x [1.045, 1.052] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 1.055x [1.033, 1.213] over 6 rounds, rejected: 65536 B misaligned hot takes 1.232x [1.209, 1.349] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.997x [0.937, 1.085] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.164x [1.111, 1.242] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 1.022x [0.949, 1.094] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.182x [1.172, 1.204] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.958x [0.940, 1.093] over 6 rounds, rejected: 3000 B page rotating takes 1.172x [1.139, 1.214] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.951x [0.927, 1.258] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.209x [1.150, 1.246] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 0.937x [0.914, 1.070] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.262x [1.163, 1.284] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 0.994x [0.894, 1.035] over 6 rounds, rejected: 3000 B misaligned rotating takes 1.188x [1.164, 1.212] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 0.950x [0.901, 0.983] over 6 rounds, rejected: 65536 B misaligned hot takes 1.371x [1.354, 1.391] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.931x [0.911, 0.989] over 6 rounds, rejected: 65536 B aligned hot takes 1.370x [1.362, 3.106] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.943x [0.919, 0.983] over 6 rounds, rejected: 65536 B misaligned hot takes 1.373x [1.360, 1.381] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.965x [0.941, 0.998] over 6 rounds, rejected: 65536 B src-above hot takes 1.354x [1.346, 1.360] over 6 rounds the time of rep_movsb_from=2112 rep_movsb_align_dst=on
# rep_movsb_coaligned_from: changed (1339 rounds): rep_movsb_coaligned_from=1048576 (from rep_movsb_coaligned_from=off): objective 0.863x [0.859, 0.869] over 1339 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.884x [0.879, 0.890] over 822 rounds, worse
#   rep_movsb_coaligned_from=16384: objective 0.875x [0.825, 1.026] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=65536: objective 0.913x [0.881, 1.026] over 6 rounds, dropped (slower half)
#   rep_movsb_coaligned_from=262144: objective 0.898x [0.895, 0.901] over 1339 rounds, undecided
#   rep_movsb_coaligned_from=1048576: objective 0.863x [0.859, 0.869] over 1339 rounds, chosen
# rep_movsb_page_from: changed (1395 rounds): rep_movsb_page_from=16384 (from rep_movsb_page_from=off): objective 0.941x [0.934, 0.954] over 1395 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.945x [0.932, 0.954] over 162 rounds, worse
#   rep_movsb_page_from=16384: objective 0.941x [0.934, 0.954] over 1395 rounds, chosen
#   rep_movsb_page_from=65536: objective 0.927x [0.914, 0.991] over 1395 rounds, undecided
#   rep_movsb_page_from=262144: objective 1.037x [0.997, 1.049] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.965x [0.856, 1.040] over 6 rounds, dropped (slower half)
# avoid_dst_above_src: kept (6 rounds): avoid_dst_above_src=0: every other value is worse by more than 1% or breaks the guard
#   avoid_dst_above_src=0: objective -, started from
#   avoid_dst_above_src=63: objective 1.006x [0.999, 1.008] over 6 rounds, rejected: 262144 B band rotating takes 1.059x [1.057, 1.980] over 6 rounds the time of avoid_dst_above_src=0
# avoid_src_above_dst: kept (6 rounds): avoid_src_above_dst=0: every other value is worse by more than 1% or breaks the guard
#   avoid_src_above_dst=0: objective -, started from
#   avoid_src_above_dst=63: objective 1.007x [1.000, 1.018] over 6 rounds, rejected: 65536 B src-above rotating takes 1.337x [1.301, 1.366] over 6 rounds the time of avoid_src_above_dst=0
# backward: changed (3940 rounds): backward_dst_above_src=31 backward_from=0 backward_below=4096 (from backward_dst_above_src=255 backward_from=0 backward_below=4096): objective 0.958x [0.941, 0.980] over 3940 rounds against the value started from; within 2% of every other candidate at every fixed size measured; 1 other candidate(s) not told apart from it
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=4096: objective 0.962x [0.955, 1.004] over 6 rounds, rejected: 1000 B band hot takes 1.133x [1.127, 1.136] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.958x [0.872, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.415x [1.327, 1.694] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.958x [0.941, 0.980] over 3940 rounds, chosen
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.896x [0.879, 1.003] over 6 rounds, rejected: 4096 B band rotating takes 1.284x [1.268, 1.346] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.952x [0.949, 1.219] over 6 rounds, rejected: 262144 B band rotating takes 1.460x [1.392, 1.616] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.960x [0.929, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.438x [1.324, 1.619] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.931x [0.864, 0.987] over 6 rounds, rejected: 16384 B band rotating takes 1.454x [1.303, 2.619] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.965x [0.939, 0.986] over 3940 rounds, undecided
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.930x [0.877, 1.110] over 6 rounds, rejected: 16384 B band rotating takes 1.370x [1.346, 1.646] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.900x [0.854, 0.947] over 6 rounds, rejected: 65536 B band rotating takes 1.625x [1.369, 1.717] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.908x [0.866, 1.054] over 6 rounds, rejected: 16384 B band rotating takes 1.367x [1.324, 1.643] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.931x [0.920, 0.947] over 6 rounds, rejected: 16384 B band rotating takes 1.413x [1.321, 1.692] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.909x [0.891, 0.942] over 6 rounds, rejected: 8192 B band rotating takes 1.328x [1.292, 1.498] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.909x [0.876, 0.954] over 6 rounds, rejected: 16384 B band rotating takes 1.402x [1.376, 1.703] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.937x [0.896, 0.978] over 6 rounds, rejected: 16384 B band rotating takes 1.385x [1.361, 1.689] over 6 rounds the time of backward_dst_above_src=255 backward_from=0 backward_below=4096
# backward_page: undecided (1373 rounds): kept backward_page=on backward_page_below=2048: backward_page=on backward_page_below=1024: 0.992x [0.983, 1.017] over 1373 rounds overlaps 'equal within 1%'
#   backward_page=on backward_page_below=2048: objective -, started from
#   backward_page=off backward_page_below=2048: objective 1.005x [0.843, 1.034] over 6 rounds, rejected: 1000 B page hot takes 1.088x [1.082, 1.092] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=off: objective 1.047x [0.886, 1.071] over 6 rounds, rejected: 3000 B page rotating takes 1.443x [1.417, 1.712] over 6 rounds the time of backward_page=on backward_page_below=2048
#   backward_page=on backward_page_below=1024: objective 0.992x [0.983, 1.017] over 1373 rounds, undecided
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# kept the table's value for: backward_page, backward_page_below
end
