# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from amd-zen3-zen4 --out amd-zen3-zen4.profile
date=2026-12-01T02:23:56Z
width=avx512
rep_movsb_from=16384
rep_movsb_coaligned_from=none
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=0
avoid_dst_above_src_below=65536
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=false
masked_max=32
masked_form=halves
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=31
backward_page=false
backward_page_below=none
backward_from=0
backward_below=65536
memmove=false
loop_vectors=4
loop_interleave=false
loop_align_dst=true
loop_width=none
edges_before_loop=false
edges_head_first=false
loop_start_strict=false
tail_loads_ascending=false
loop_prefetch=none
tail_loads_after_loop_from=none
tail_loads_after_loop_below=none
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx512 rep_movsb_from=16384 avoid_dst_above_src=63 non_temporal_from=12582912 masked_max=32 backward_dst_above_src=31 backward_below=65536 (the other fields as Thresholds::new)
# width+masked_max: kept (9 rounds): width=avx512 masked_max=32 masked_form=halves: every other value is worse by more than 1% or breaks the guard
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.632x [1.615, 1.743] over 6 rounds, rejected: 4096 B src-above rotating takes 1.127x [1.098, 2.465] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.266x [1.237, 1.347] over 6 rounds, rejected: 17 B misaligned hot takes 1.430x [1.427, 1.433] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.846x [0.840, 0.879] over 6 rounds, rejected: 1000 B band hot takes 1.044x [1.040, 1.046] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.858x [0.850, 0.873] over 6 rounds, rejected: 1300 B page hot takes 1.032x [1.021, 1.033] over 9 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.872x [0.862, 0.891] over 6 rounds, rejected: 63 B misaligned hot takes 1.080x [1.075, 1.084] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx2 masked_max=off masked_form=halves: objective 1.701x [1.677, 1.714] over 6 rounds, rejected: 1000 B aligned hot takes 1.617x [1.606, 1.658] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.047x [1.041, 1.256] over 6 rounds, worse
# two_vectors_first: changed (9 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.962x [0.954, 0.985] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.962x [0.954, 0.985] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.006x [0.993, 1.136] over 6 rounds, rejected: 576 B misaligned hot takes 1.440x [1.422, 1.584] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (14 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 0.990x [0.980, 1.010] over 14 rounds, rejected: 2047 B misaligned rotating takes 1.040x [1.020, 1.065] over 14 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.975x [0.963, 0.986] over 6 rounds, rejected: 262144 B band rotating takes 1.030x [1.026, 1.034] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.989x [0.981, 1.086] over 6 rounds, rejected: 576 B misaligned hot takes 1.088x [1.081, 1.092] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.115x [1.015, 1.132] over 6 rounds, rejected: 8192 B aligned hot takes 2.970x [2.968, 2.975] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.014x [0.926, 1.028] over 6 rounds, rejected: 1000 B page hot takes 1.337x [1.322, 1.342] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.987x [0.972, 1.124] over 6 rounds, rejected: 1000 B band hot takes 1.064x [1.031, 1.071] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (72 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.994x [0.991, 0.998] over 72 rounds, equivalent
# loop_start_strict: kept (6 rounds): loop_start_strict=off: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.988x [0.908, 1.004] over 6 rounds, rejected: 1000 B page hot takes 1.068x [1.066, 1.075] over 6 rounds the time of loop_start_strict=off
# tail_loads_ascending: kept (32 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or equal within it
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.994x [0.991, 0.996] over 32 rounds, equivalent
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.988x [0.887, 0.998] over 6 rounds, rejected: 2047 B aligned hot takes 1.080x [1.058, 1.085] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.994x [0.902, 1.009] over 6 rounds, rejected: 2047 B aligned hot takes 1.084x [1.060, 1.104] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: kept (108 rounds): tail_loads_after_loop_from=off tail_loads_after_loop_below=off: every other value is worse by more than 1% or equal within it
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.996x [0.987, 1.015] over 6 rounds, rejected: 3000 B page rotating takes 1.077x [1.028, 1.126] over 6 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.994x [0.989, 0.998] over 48 rounds, rejected: 4096 B src-above rotating takes 1.040x [1.025, 1.057] over 48 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.997x [0.995, 1.002] over 108 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.996x [0.990, 1.012] over 21 rounds, rejected: 3000 B misaligned rotating takes 1.038x [1.021, 1.063] over 21 rounds the time of tail_loads_after_loop_from=off tail_loads_after_loop_below=off
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.999x [0.992, 1.004] over 108 rounds, equivalent
# rep_movsb_from: kept (162 rounds): rep_movsb_from=16384 rep_movsb_align_dst=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.009x [0.979, 1.250] over 6 rounds, rejected: 65536 B misaligned hot takes 1.288x [1.175, 1.375] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.816x [0.793, 0.987] over 6 rounds, rejected: 4096 B aligned hot takes 1.735x [1.714, 1.759] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.992x [0.991, 0.994] over 162 rounds, equivalent
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 0.999x [0.996, 1.002] over 162 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.004x [0.972, 1.011] over 6 rounds, rejected: 16384 B src-above rotating takes 1.158x [1.123, 1.362] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.001x [0.963, 1.016] over 6 rounds, rejected: 16384 B src-above rotating takes 1.118x [1.080, 1.166] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.000x [0.977, 1.194] over 6 rounds, rejected: 65536 B misaligned hot takes 1.363x [1.271, 1.369] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 0.991x [0.959, 1.241] over 6 rounds, rejected: 65536 B aligned hot takes 1.374x [1.368, 1.388] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 0.998x [0.960, 1.010] over 6 rounds, rejected: 65536 B src-above hot takes 1.371x [1.363, 1.377] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 0.998x [0.964, 1.007] over 6 rounds, rejected: 65536 B src-above hot takes 1.369x [1.365, 1.382] over 6 rounds the time of rep_movsb_from=16384 rep_movsb_align_dst=off
# rep_movsb_coaligned_from: kept (162 rounds): rep_movsb_coaligned_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_coaligned_from=off: objective -, started from
#   rep_movsb_coaligned_from=4096: objective 0.994x [0.977, 1.008] over 6 rounds, rejected: 8192 B aligned hot takes 1.654x [1.652, 1.803] over 6 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=16384: objective 0.992x [0.990, 0.993] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=65536: objective 0.996x [0.992, 0.998] over 162 rounds, equivalent
#   rep_movsb_coaligned_from=262144: objective 0.989x [0.986, 0.991] over 72 rounds, rejected: 4096 B page rotating takes 1.055x [1.020, 1.089] over 72 rounds the time of rep_movsb_coaligned_from=off
#   rep_movsb_coaligned_from=1048576: objective 0.990x [0.987, 0.993] over 48 rounds, rejected: 8192 B page rotating takes 1.075x [1.029, 1.120] over 48 rounds the time of rep_movsb_coaligned_from=off
# rep_movsb_page_from: kept (108 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.995x [0.972, 1.011] over 6 rounds, rejected: 4096 B page hot takes 1.575x [1.561, 1.588] over 6 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 0.993x [0.991, 0.995] over 108 rounds, equivalent
#   rep_movsb_page_from=65536: objective 0.997x [0.993, 1.000] over 108 rounds, equivalent
#   rep_movsb_page_from=262144: objective 0.994x [0.991, 0.995] over 108 rounds, equivalent
#   rep_movsb_page_from=1048576: objective 0.993x [0.990, 0.995] over 108 rounds, equivalent
# avoid_dst_above_src: changed (48 rounds): avoid_dst_above_src=63 avoid_dst_above_src_below=65536 (from avoid_dst_above_src=63 avoid_dst_above_src_below=off): objective 0.984x [0.983, 0.990] over 48 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective 0.991x [0.985, 0.995] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective 0.987x [0.982, 0.992] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective 0.992x [0.989, 0.996] over 48 rounds, equivalent
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective 0.984x [0.983, 0.990] over 48 rounds, chosen
# avoid_src_above_dst: kept (48 rounds): avoid_src_above_dst=0 avoid_src_above_dst_below=off: every other value is worse by more than 1% or equal within it
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective 1.003x [0.776, 1.254] over 6 rounds, rejected: 65536 B src-above rotating takes 1.355x [1.305, 1.365] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective 1.003x [0.997, 1.008] over 48 rounds, equivalent
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective 1.100x [0.995, 1.265] over 6 rounds, rejected: 16384 B src-above rotating takes 1.203x [1.182, 1.324] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective 1.100x [0.986, 1.256] over 6 rounds, rejected: 16384 B src-above rotating takes 1.207x [1.167, 1.383] over 6 rounds the time of avoid_src_above_dst=0 avoid_src_above_dst_below=off
# backward: kept (14 rounds): backward_dst_above_src=31 backward_from=0 backward_below=65536: every other value is worse by more than 1% or equal within it
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective -, started from
#   backward_dst_above_src=0 backward_from=0 backward_below=65536: objective 0.988x [0.970, 1.012] over 6 rounds, rejected: 1000 B band hot takes 1.209x [1.205, 1.212] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 1.004x [0.996, 1.014] over 6 rounds, rejected: 262144 B band hot takes 1.421x [1.224, 1.634] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 1.002x [0.993, 1.005] over 14 rounds, equivalent
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 1.005x [0.998, 1.028] over 6 rounds, rejected: 1000 B band hot takes 1.216x [1.214, 1.219] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 1.004x [0.995, 1.021] over 6 rounds, rejected: 1000 B band hot takes 1.225x [1.222, 1.228] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 1.005x [0.984, 1.009] over 6 rounds, rejected: 65536 B band hot takes 1.372x [1.279, 1.392] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 1.006x [0.994, 1.014] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 1.004x [0.998, 1.009] over 14 rounds, equivalent
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 1.011x [0.995, 1.223] over 6 rounds, rejected: 262144 B band hot takes 1.462x [1.219, 1.642] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 1.000x [0.987, 1.008] over 6 rounds, rejected: 1000 B band hot takes 1.227x [1.223, 1.231] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 1.011x [0.988, 1.017] over 6 rounds, rejected: 65536 B band hot takes 1.371x [1.330, 1.398] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 1.006x [1.001, 1.009] over 14 rounds, equivalent
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 1.010x [1.003, 1.281] over 6 rounds, dropped (slower half)
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 1.005x [0.998, 1.008] over 6 rounds, rejected: 65536 B band hot takes 1.360x [1.343, 1.391] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 1.002x [0.996, 1.010] over 6 rounds, rejected: 1000 B band hot takes 1.226x [1.224, 1.230] over 6 rounds the time of backward_dst_above_src=31 backward_from=0 backward_below=65536
# backward_page: kept (72 rounds): backward_page=off backward_page_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_page=off backward_page_below=off: objective -, started from
#   backward_page=on backward_page_below=off: objective 0.983x [0.953, 1.025] over 6 rounds, rejected: 16384 B page rotating takes 1.701x [1.566, 1.834] over 6 rounds the time of backward_page=off backward_page_below=off
#   backward_page=on backward_page_below=1024: objective 0.994x [0.992, 0.998] over 72 rounds, rejected: 4096 B page rotating takes 1.052x [1.030, 1.065] over 72 rounds the time of backward_page=off backward_page_below=off
#   backward_page=on backward_page_below=2048: objective 0.997x [0.990, 1.010] over 9 rounds, rejected: 2047 B page hot takes 1.061x [1.043, 1.064] over 9 rounds the time of backward_page=off backward_page_below=off
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (14 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.995x [0.987, 1.002] over 14 rounds, rejected: 2047 B misaligned rotating takes 1.034x [1.022, 1.053] over 14 rounds the time of block_align=16
end
