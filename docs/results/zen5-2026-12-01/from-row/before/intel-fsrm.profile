# memcpy-jit profile
format=1
crate=0.1.0
cpu=AuthenticAMD family 0x1a model 0x2 stepping 1
features=erms fsrm avx avx2 avx512f avx512bw avx512vl bmi2
caches=l1d 48 KiB, l2 1 MiB, l3 32 MiB shared by 2
command=memcpy-jit tune --from intel-fsrm --out intel-fsrm.profile
date=2026-12-01T02:23:26Z
width=avx512
rep_movsb_from=2097152
rep_movsb_coaligned_from=8192
rep_movsb_page_from=none
avoid_dst_above_src=63
avoid_src_above_dst=63
avoid_dst_above_src_below=none
avoid_src_above_dst_below=none
non_temporal_from=12582912
rep_movsb_align_dst=false
masked_max=64
masked_form=halves
masked_page_guard=false
two_vectors_first=true
head_tail_max=8
backward_dst_above_src=0
backward_page=false
backward_page_below=none
backward_from=0
backward_below=none
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
tail_loads_after_loop_from=2048
tail_loads_after_loop_below=4096
block_align=16
# measured on AMD EPYC
# table row amd-zen5: width=avx512 rep_movsb_from=2112 non_temporal_from=12582912 rep_movsb_align_dst=true masked_max=64 masked_form=one-zmm two_vectors_first=true backward_dst_above_src=255 backward_page=true backward_page_below=2048 backward_below=4096 loop_start_strict=true tail_loads_ascending=true (the other fields as Thresholds::new)
# search started from another row: width=avx512 rep_movsb_from=2097152 rep_movsb_coaligned_from=8192 avoid_dst_above_src=63 avoid_src_above_dst=63 non_temporal_from=12582912 masked_max=32 (the other fields as Thresholds::new)
# width+masked_max: changed (548 rounds): width=avx512 masked_max=64 masked_form=halves (from width=avx512 masked_max=32 masked_form=halves): objective 0.839x [0.837, 0.840] over 189 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   width=avx512 masked_max=32 masked_form=halves: objective -, started from
#   width=avx512 masked_max=off masked_form=halves: objective 1.636x [1.455, 1.658] over 6 rounds, rejected: 2047 B misaligned rotating takes 1.099x [1.079, 1.107] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=16 masked_form=halves: objective 1.268x [1.104, 1.379] over 6 rounds, rejected: 17 B aligned rotating takes 1.428x [1.427, 1.429] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
#   width=avx512 masked_max=64 masked_form=halves: objective 0.839x [0.837, 0.840] over 189 rounds, chosen
#   width=avx512 masked_max=64 masked_form=one-zmm: objective 0.839x [0.836, 0.842] over 189 rounds, equivalent
#   width=avx512 masked_max=64 masked_form=head-tail: objective 0.844x [0.842, 0.847] over 189 rounds, equivalent
#   width=avx2 masked_max=off masked_form=halves: objective 1.727x [1.546, 1.750] over 6 rounds, rejected: 1000 B aligned hot takes 1.716x [1.709, 1.718] over 6 rounds the time of width=avx512 masked_max=32 masked_form=halves
# masked_page_guard: kept (6 rounds): masked_page_guard=off: every other value is worse by more than 1% or breaks the guard
#   masked_page_guard=off: objective -, started from
#   masked_page_guard=on: objective 1.077x [1.043, 1.176] over 6 rounds, worse
# two_vectors_first: changed (14 rounds): two_vectors_first=on (from two_vectors_first=off): objective 0.977x [0.973, 0.989] over 6 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   two_vectors_first=off: objective -, started from
#   two_vectors_first=on: objective 0.977x [0.973, 0.989] over 6 rounds, chosen
# head_tail_max: kept (6 rounds): head_tail_max=8: every other value is worse by more than 1% or breaks the guard
#   head_tail_max=8: objective -, started from
#   head_tail_max=16: objective 1.039x [1.012, 1.048] over 6 rounds, rejected: 576 B misaligned hot takes 1.232x [1.224, 1.778] over 6 rounds the time of head_tail_max=8
# loop_vectors: kept (6 rounds): loop_vectors=4: every other value is worse by more than 1% or breaks the guard
#   loop_vectors=4: objective -, started from
#   loop_vectors=8: objective 1.020x [0.957, 1.123] over 6 rounds, rejected: 2047 B aligned rotating takes 1.090x [1.053, 1.102] over 6 rounds the time of loop_vectors=4
# loop_interleave: kept (6 rounds): loop_interleave=off: every other value is worse by more than 1% or breaks the guard
#   loop_interleave=off: objective -, started from
#   loop_interleave=on: objective 0.992x [0.956, 1.038] over 6 rounds, rejected: 1000 B band hot takes 1.098x [1.094, 1.100] over 6 rounds the time of loop_interleave=off
# loop_align_dst: kept (6 rounds): loop_align_dst=on: every other value is worse by more than 1% or breaks the guard
#   loop_align_dst=on: objective -, started from
#   loop_align_dst=off: objective 0.966x [0.960, 1.002] over 6 rounds, rejected: 16384 B misaligned hot takes 1.534x [1.533, 1.535] over 6 rounds the time of loop_align_dst=on
# loop_width: kept (6 rounds): loop_width=same: every other value is worse by more than 1% or breaks the guard
#   loop_width=same: objective -, started from
#   loop_width=sse2: objective 1.097x [1.080, 1.132] over 6 rounds, rejected: 4096 B page hot takes 3.052x [3.048, 4.518] over 6 rounds the time of loop_width=same
#   loop_width=avx2: objective 1.009x [0.987, 1.068] over 6 rounds, rejected: 1000 B aligned hot takes 1.782x [1.772, 1.786] over 6 rounds the time of loop_width=same
# edges_before_loop: kept (6 rounds): edges_before_loop=off: every other value is worse by more than 1% or breaks the guard
#   edges_before_loop=off: objective -, started from
#   edges_before_loop=on: objective 0.972x [0.946, 1.012] over 6 rounds, rejected: 1300 B misaligned hot takes 1.341x [1.272, 1.386] over 6 rounds the time of edges_before_loop=off
# edges_head_first: kept (108 rounds): edges_head_first=off: every other value is worse by more than 1% or equal within it
#   edges_head_first=off: objective -, started from
#   edges_head_first=on: objective 0.996x [0.992, 0.999] over 108 rounds, equivalent
# loop_start_strict: kept (72 rounds): loop_start_strict=off: every other value is worse by more than 1% or breaks the guard
#   loop_start_strict=off: objective -, started from
#   loop_start_strict=on: objective 0.990x [0.980, 0.996] over 72 rounds, rejected: 576 B page rotating takes 1.045x [1.022, 1.070] over 72 rounds the time of loop_start_strict=off
# tail_loads_ascending: kept (9 rounds): tail_loads_ascending=off: every other value is worse by more than 1% or breaks the guard
#   tail_loads_ascending=off: objective -, started from
#   tail_loads_ascending=on: objective 0.967x [0.946, 0.982] over 9 rounds, rejected: 1300 B aligned hot takes 1.040x [1.035, 1.042] over 9 rounds the time of tail_loads_ascending=off
# loop_prefetch: kept (6 rounds): loop_prefetch=off: every other value is worse by more than 1% or breaks the guard
#   loop_prefetch=off: objective -, started from
#   loop_prefetch=0: objective 0.974x [0.785, 1.051] over 6 rounds, rejected: 576 B aligned hot takes 1.059x [1.044, 1.089] over 6 rounds the time of loop_prefetch=off
#   loop_prefetch=256: objective 0.974x [0.791, 0.982] over 6 rounds, rejected: 576 B aligned hot takes 1.064x [1.043, 1.088] over 6 rounds the time of loop_prefetch=off
# tail_loads_after_loop_from: changed (243 rounds): tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096 (from tail_loads_after_loop_from=off tail_loads_after_loop_below=off): objective 0.967x [0.963, 0.970] over 90 rounds against the value started from; within 2% of every other candidate at every fixed size measured
#   tail_loads_after_loop_from=off tail_loads_after_loop_below=off: objective -, started from
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=off: objective 0.968x [0.964, 0.971] over 90 rounds, equivalent
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=4096: objective 0.967x [0.963, 0.970] over 90 rounds, chosen
#   tail_loads_after_loop_from=2048 tail_loads_after_loop_below=8192: objective 0.970x [0.966, 0.974] over 90 rounds, equivalent
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=off: objective 0.975x [0.947, 1.047] over 6 rounds, dropped (slower half)
#   tail_loads_after_loop_from=4096 tail_loads_after_loop_below=8192: objective 0.968x [0.961, 1.024] over 6 rounds, dropped (slower half)
# rep_movsb_from: kept (548 rounds): rep_movsb_from=2097152 rep_movsb_align_dst=off: every other value is worse by more than 1% or equal within it
#   rep_movsb_from=2097152 rep_movsb_align_dst=off: objective -, started from
#   rep_movsb_from=2097152 rep_movsb_align_dst=on: objective 1.010x [0.963, 1.023] over 6 rounds, dropped (slower half)
#   rep_movsb_from=off rep_movsb_align_dst=off: objective 1.004x [0.980, 1.034] over 6 rounds, rejected: 4096 B misaligned rotating takes 1.161x [1.049, 1.253] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=off rep_movsb_align_dst=on: objective 0.999x [0.987, 1.002] over 21 rounds, rejected: 4096 B misaligned rotating takes 1.079x [1.028, 1.156] over 21 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=off: objective 0.991x [0.957, 1.025] over 6 rounds, rejected: 4096 B page hot takes 1.777x [1.765, 2.715] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=4096 rep_movsb_align_dst=on: objective 0.991x [0.948, 1.020] over 6 rounds, rejected: 8192 B src-above rotating takes 1.137x [1.023, 1.270] over 6 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=off: objective 0.993x [0.978, 1.020] over 21 rounds, rejected: 16384 B src-above rotating takes 1.066x [1.040, 1.078] over 21 rounds the time of rep_movsb_from=2097152 rep_movsb_align_dst=off
#   rep_movsb_from=16384 rep_movsb_align_dst=on: objective 1.023x [0.955, 1.037] over 6 rounds, dropped (slower half)
#   rep_movsb_from=65536 rep_movsb_align_dst=off: objective 1.001x [0.999, 1.004] over 548 rounds, equivalent
#   rep_movsb_from=65536 rep_movsb_align_dst=on: objective 1.005x [0.966, 1.040] over 9 rounds, dropped (slower half)
#   rep_movsb_from=262144 rep_movsb_align_dst=off: objective 1.012x [0.963, 1.302] over 6 rounds, dropped (slower half)
#   rep_movsb_from=262144 rep_movsb_align_dst=on: objective 1.021x [0.978, 1.032] over 6 rounds, dropped (slower half)
#   rep_movsb_from=1048576 rep_movsb_align_dst=off: objective 1.009x [0.973, 1.041] over 9 rounds, dropped (slower half)
#   rep_movsb_from=1048576 rep_movsb_align_dst=on: objective 1.000x [0.996, 1.003] over 548 rounds, equivalent
# rep_movsb_coaligned_from: kept (14 rounds): rep_movsb_coaligned_from=8192: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_coaligned_from=8192: objective -, started from
#   rep_movsb_coaligned_from=off: objective 0.992x [0.972, 1.023] over 6 rounds, rejected: 65536 B page hot takes 1.345x [1.068, 1.355] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=4096: objective 0.976x [0.962, 0.987] over 14 rounds, rejected: 4096 B aligned hot takes 1.695x [1.693, 1.697] over 14 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=16384: objective 0.982x [0.965, 1.004] over 9 rounds, rejected: 8192 B page rotating takes 1.247x [1.075, 1.307] over 9 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=65536: objective 0.982x [0.967, 0.998] over 6 rounds, rejected: 8192 B page rotating takes 1.206x [1.063, 1.432] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=262144: objective 0.981x [0.975, 1.009] over 6 rounds, rejected: 65536 B aligned hot takes 1.278x [1.134, 1.366] over 6 rounds the time of rep_movsb_coaligned_from=8192
#   rep_movsb_coaligned_from=1048576: objective 0.981x [0.974, 1.013] over 6 rounds, rejected: 65536 B aligned hot takes 1.352x [1.240, 1.360] over 6 rounds the time of rep_movsb_coaligned_from=8192
# rep_movsb_page_from: kept (72 rounds): rep_movsb_page_from=off: every other value is worse by more than 1% or breaks the guard
#   rep_movsb_page_from=off: objective -, started from
#   rep_movsb_page_from=4096: objective 0.977x [0.964, 0.995] over 9 rounds, rejected: 4096 B page hot takes 1.785x [1.784, 1.787] over 9 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=16384: objective 0.978x [0.971, 0.990] over 32 rounds, rejected: 4096 B page rotating takes 1.041x [1.022, 1.059] over 48 rounds the time of rep_movsb_page_from=off
#   rep_movsb_page_from=65536: objective 0.984x [0.967, 1.003] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=262144: objective 0.983x [0.972, 0.998] over 6 rounds, dropped (slower half)
#   rep_movsb_page_from=1048576: objective 0.975x [0.966, 0.989] over 32 rounds, rejected: 4096 B page rotating takes 1.034x [1.022, 1.063] over 72 rounds the time of rep_movsb_page_from=off
# avoid_dst_above_src: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_dst_above_src=63 avoid_dst_above_src_below=off: objective -, started from
#   avoid_dst_above_src=0 avoid_dst_above_src_below=off: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=16384: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=32768: objective -, undecided
#   avoid_dst_above_src=63 avoid_dst_above_src_below=65536: objective -, undecided
# avoid_src_above_dst: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   avoid_src_above_dst=63 avoid_src_above_dst_below=off: objective -, started from
#   avoid_src_above_dst=0 avoid_src_above_dst_below=off: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=16384: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=32768: objective -, undecided
#   avoid_src_above_dst=63 avoid_src_above_dst_below=65536: objective -, undecided
# backward: kept (162 rounds): backward_dst_above_src=0 backward_from=0 backward_below=off: every other value is worse by more than 1% or breaks the guard
#   backward_dst_above_src=0 backward_from=0 backward_below=off: objective -, started from
#   backward_dst_above_src=31 backward_from=0 backward_below=off: objective 0.973x [0.962, 1.008] over 6 rounds, rejected: 16384 B band rotating takes 1.451x [1.338, 1.681] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=4096: objective 0.973x [0.965, 0.984] over 48 rounds, rejected: 16384 B band rotating takes 1.049x [1.034, 1.065] over 48 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=0 backward_below=65536: objective 0.972x [0.958, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.453x [1.318, 1.628] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=off: objective 0.971x [0.961, 1.283] over 6 rounds, rejected: 16384 B band rotating takes 1.384x [1.311, 1.629] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=31 backward_from=4096 backward_below=65536: objective 0.975x [0.955, 1.006] over 6 rounds, rejected: 16384 B band rotating takes 1.423x [1.334, 1.610] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=off: objective 0.997x [0.965, 1.013] over 6 rounds, rejected: 16384 B band rotating takes 1.458x [1.337, 1.635] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=4096: objective 0.986x [0.979, 0.991] over 162 rounds, rejected: 16384 B band rotating takes 1.032x [1.025, 1.039] over 162 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=0 backward_below=65536: objective 0.973x [0.956, 1.009] over 6 rounds, rejected: 8192 B band rotating takes 1.339x [1.300, 1.392] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=off: objective 0.968x [0.946, 1.000] over 6 rounds, rejected: 8192 B band rotating takes 1.341x [1.283, 1.396] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=63 backward_from=4096 backward_below=65536: objective 0.969x [0.963, 0.999] over 6 rounds, rejected: 8192 B band rotating takes 1.339x [1.314, 1.397] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=off: objective 0.968x [0.952, 1.244] over 6 rounds, rejected: 8192 B band rotating takes 1.340x [1.307, 1.397] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=4096: objective 0.997x [0.990, 1.002] over 162 rounds, rejected: 16384 B band rotating takes 1.034x [1.027, 1.041] over 162 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=0 backward_below=65536: objective 0.974x [0.955, 0.999] over 6 rounds, rejected: 16384 B band rotating takes 1.425x [1.311, 1.652] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=off: objective 0.966x [0.951, 0.998] over 6 rounds, rejected: 16384 B band rotating takes 1.429x [1.339, 1.639] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
#   backward_dst_above_src=255 backward_from=4096 backward_below=65536: objective 0.989x [0.952, 1.154] over 6 rounds, rejected: 16384 B band rotating takes 1.455x [1.336, 1.673] over 6 rounds the time of backward_dst_above_src=0 backward_from=0 backward_below=off
# backward_page: not measured (0 rounds): only backward_page=off backward_page_below=off is valid for this CPU and the other choices
#   backward_page=off backward_page_below=off: objective -, started from
# non_temporal_from: not measured (0 rounds): no workload can tell the values apart (every one runs the same path for all of them)
#   non_temporal_from=12582912: objective -, started from
#   non_temporal_from=off: objective -, undecided
# block_align: kept (6 rounds): block_align=16: every other value is worse by more than 1% or breaks the guard
#   block_align=16: objective -, started from
#   block_align=64: objective 0.988x [0.970, 1.000] over 6 rounds, rejected: 576 B misaligned hot takes 1.027x [1.025, 1.038] over 6 rounds the time of block_align=16
end
