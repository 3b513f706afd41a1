//! The knob table: every field of [`Thresholds`](crate::Thresholds), defined once. One entry per knob gives its
//! field (name, type, default in [`Thresholds::new`](crate::Thresholds::new), setter, doc), whether it is public
//! (`public`: a size decision a user may set, part of the stable API) or internal (`shape`: a
//! choice of code shape that table rows, profiles and the tuner set), its validation (a
//! function of `crate::thresholds::check`, given the whole value, the field's name and the
//! field) and, for the knobs the tuner searches, its tune entry (the values tried, how a
//! value is applied and read back, which workloads can see it: `crate::tune::knobs`' helpers,
//! compiled with `calibrate` only). The profile's key is the field's name.
//!
//! The table is a macro that hands every entry to a macro of the caller's (a callback, the
//! "X macro" pattern), so that each layer generates its own part from the one table and this
//! module depends on none: `crate::thresholds` the struct, [`Thresholds::new`](crate::Thresholds::new), the `with_*`
//! setters and the per-field part of [`Thresholds::validate`](crate::Thresholds::validate); `crate::profile` the profile's
//! list of keys (`FIELDS`, which also drives [`Thresholds::with_field`](crate::Thresholds::with_field)); `crate::tune` the
//! tuner's knob list (`KNOBS`, in table order: knobs of one step are searched together, steps
//! in the order they first appear), whose tune entries name that module's helpers. **A new
//! knob is one entry here and its emitter path in `crate::emit::vector`.**
//!
//! The door to the internal knobs: with the `harness` feature (the lab's, unstable: no
//! semver promise; crates/cli, the tests, benches and examples use it) their fields and
//! setters are `pub` too (and `#[doc(hidden)]`); without it they are `pub(crate)`. By name, as
//! a profile writes them, [`Thresholds::field`](crate::Thresholds::field) and [`Thresholds::with_field`](crate::Thresholds::with_field) reach every
//! knob in every build (a profile holds them all): the internal names are listed by
//! [`Thresholds::internal_field_names`](crate::Thresholds::internal_field_names) and change with the profile format, not with semver.
//! docs/tuning.md, "Knobs: public, internal, removed", says for each knob why it is public, internal or gone, and what
//! measurement keeps it.

/// Calls `$callback! { new(width) ENTRY ... }` with every knob: each `ENTRY` is a doc comment
/// and `public NAME { ty: T, default: EXPR, set: SETTER, check: CHECK, [tune: MACRO!(...),] }`
/// (or `shape NAME { ... }` for an internal knob). `default` may name `width`, the argument of
/// [`Thresholds::new`](crate::Thresholds::new); `check` is a function of `crate::thresholds::check`; `tune` is a
/// macro of `crate::tune::knobs` called with the field's name first. Every name in an entry
/// resolves where the callback expands.
macro_rules! knob_table {
    ($callback:ident) => {
        $callback! {
            new(width)

            /// Register width.
            public width {
                ty: VectorWidth,
                default: width,
                set: with_width,
                check: any,
                tune: knob!(
                    step: "width+masked_max",
                    values: width_values,
                    apply: |t, v| match v {
                        Value::Width(w) => Some(with_width(t, w)),
                        _ => None,
                    },
                    read: |t| Value::Width(t.width),
                    affects: |_, _| true,),
            }
            /// Lengths `0..=masked_max` are copied without a single branch on the length: an
            /// AVX-512 byte-masked load and store (`bzhi` builds the mask) on a 16- or 32-byte
            /// register, or, above 32, in the internal `masked_form`. 0 disables
            /// it; at most 64, or 128 in the [`MaskedForm::Halves`] and [`MaskedForm::TwoZmm`] forms;
            /// needs the
            /// [`VectorWidth::Avx512`] width and AVX-512BW + BMI2. Random
            /// small sizes make the size-class branches mispredict; this path has none to
            /// mispredict. The price: a masked access spans its whole register even where the mask
            /// is off, so it pays for a cache-line split whenever the register window straddles a
            /// line (see docs/tuning.md for 32 vs 64).
            public masked_max {
                ty: usize,
                default: 0,
                set: with_masked_max,
                check: masked_max,
                // Not the 128-byte windows (MAX_MASKED): they cost every tiny copy two or
                // four more masked moves (1.15-1.3x glibc misaligned and rotating on a Zen 5,
                // docs/results/zen5-2026-11-30/sizes/), and two more candidates in this step
                // make successive halving drop the 32-byte window before the 64-byte ones
                // settle their guard. A profile or `with_masked_max` still sets them.
                // The masked window's own sizes, and the next size class: every call passes the
                // window's check first.
                tune: knob!(
                    step: "width+masked_max",
                    values: |t, table, f| {
                        let mut v = vec![Value::Off];
                        if masked_allowed(f) {
                            v.extend([16, 32, MAX_MASKED_ONE].map(Value::Bytes));
                        }
                        with_current(v, t, table, |t| masked(t.masked_max))
                    },
                    apply: |t, v| Some(t.with_masked_window(bytes(v)?.unwrap_or(0))),
                    read: |t| masked(t.masked_max),
                    affects: |p, c| {
                        let widest = c.iter().map(|t| t.masked_max).max().unwrap_or(0);
                        widest > 0 && p.min_size <= 2 * widest
                    },),
            }
            /// How the masked path copies more than 32 bytes (no effect while `masked_max <= 16`,
            /// nor up to 32 but in the [`MaskedForm::HeadTail`] form, two 16-byte windows).
            shape masked_form {
                ty: MaskedForm,
                default: MaskedForm::Halves,
                set: with_masked_form,
                check: any,
                // The form acts above 32 bytes only (head-tail from 17): another form with a
                // smaller window would measure the same code twice. Two-zmm within one vector
                // repeats one move.
                tune: knob!(
                    step: "width+masked_max",
                    values: |t, table, f| {
                        let v = if masked_allowed(f) {
                            MaskedForm::ALL.map(|m| Value::Choice(m.name())).to_vec()
                        } else {
                            Vec::new()
                        };
                        with_current(v, t, table, |t| Value::Choice(t.masked_form.name()))
                    },
                    apply: |mut t, v| {
                        let form = MaskedForm::ALL
                            .into_iter()
                            .find(|m| Value::Choice(m.name()) == v)?;
                        let acts = |f: MaskedForm| {
                            t.masked_max > 32 || t.masked_max > 16 && f == MaskedForm::HeadTail
                        };
                        if !acts(form) && !acts(t.masked_form) && form != t.masked_form
                            || form == MaskedForm::TwoZmm
                                && t.masked_max <= MAX_MASKED_ONE
                                && form != t.masked_form
                        {
                            return None;
                        }
                        t.masked_form = form;
                        Some(t)
                    },
                    read: |t| Value::Choice(t.masked_form.name()),
                    affects: |p, c| c.iter().any(|t| t.masked_max > 16) && p.min_size <= 2 * MAX_MASKED,),
            }
            /// Whether the masked path first checks that its window stays inside the 4 KiB page at
            /// both the source and the destination (the 16-, 32- or 64-byte register the masked
            /// moves span from each start): a copy whose window would reach into the next page
            /// takes the size classes instead (six instructions and a branch before the masked
            /// moves). No effect without a masked path. Why: a masked-off byte still counts for
            /// the page split, and on a Zen 5 a 64-byte access across a page costs about 7 ns
            /// more than one inside it even where the next page is mapped, and about 300 ns where
            /// it is not (the fault is suppressed, slowly); the copy's own bytes cross a page only
            /// where an exact copy's would (docs/results/zen5-2026-11-30/sizes/).
            shape masked_page_guard {
                ty: bool,
                default: false,
                set: with_masked_page_guard,
                check: any,
                // Without a window the guard guards nothing.
                tune: flag_knob!(
                    |t| t.masked_max > 0,
                    |p, c| {
                        let widest = c.iter().map(|t| t.masked_max).max().unwrap_or(0);
                        widest > 0 && p.min_size <= 2 * widest
                    }
                ),
            }
            /// Whether the small copies are first split at two vectors (2V): `len > 2V` goes to the
            /// larger size classes at once, and only the rest meets the masked window's test, the
            /// lengths between the window and 2V a second compare away (AOCL-LibMem's order on
            /// Zen 5). Without it the window is tested first. Why it may win: on random sizes it is
            /// the mispredicted compares that cost, and on the fleet's distributions a compare
            /// against 2V goes the same way far more often than one against a 64-byte window, so
            /// the pair mispredicts less; the price is one compare (about a cycle) more for the
            /// copies inside the window. No effect without a masked window, or with one of 2V or
            /// more.
            shape two_vectors_first {
                ty: bool,
                default: false,
                set: with_two_vectors_first,
                check: any,
                // Only a window below two vectors leaves a split to make first.
                tune: flag_knob!(
                    |t| t.masked_max > 0 && t.masked_max < 2 * t.width.bytes(),
                    |p, c| {
                        c.iter().any(|t| t.masked_max > 0) && p.min_size <= 4 * VectorWidth::Avx512.bytes()
                    }
                ),
            }
            /// Copies of 0–64 bytes in four classes instead of up to seven (`false`: 0, 1, 2–3,
            /// 4–7, 8–15, 16–31 and 32–64 B at AVX2, a branch each): 16–64 B by four 16-byte moves at `0`, `k`, `len - 16 -
            /// k` and `len - 16` (`k` = 16 × `len / 32`), 4–15 B by four 4-byte moves laid out the
            /// same way (`k` = 4 × `len / 8`), 1–3 B by three byte moves (at `0`, `len / 2`, `len -
            /// 1`), and 0. Each class loads every byte before it stores any. Why it may win: where
            /// no masked window ([`masked_max`](Thresholds::masked_max)) copies small lengths
            /// without a branch (a CPU without AVX-512BW and BMI2), a mix of small sizes mispredicts the
            /// branches between classes, and fewer classes mispredict less. Why it may lose: four
            /// 16-byte stores where the 32-64 B class stores two 32-byte vectors (one more cycle on
            /// L1-hot copies of 33-64 B), and a caller that reads the copy back at once with a load
            /// wider than the class's stores (8 bytes of a 12-byte copy) cannot take it from one
            /// store. On in every table row without a masked window (docs/results/zen5-2026-12-01/
            /// merged/). Needs `masked_max` 0.
            shape small_merged {
                ty: bool,
                default: false,
                set: with_small_merged,
                check: any,
                // The merged small classes replace the classes up to 64 bytes where no window does.
                tune: flag_knob!(
                    |t| t.masked_max == 0,
                    |p, c| c.iter().any(|t| t.masked_max == 0) && p.min_size <= 64
                ),
            }
            /// Order inside a loop iteration: `false`, all loads then all stores (glibc); `true`,
            /// each load followed by its store. Interleaving needs fewer registers in flight and may
            /// suit a store queue that drains in order; loads first gives the loads more time.
            shape loop_interleave {
                ty: bool,
                default: false,
                set: with_loop_interleave,
                check: any,
                tune: loop_knob!(
                    flags(), Value::Flag, flag),
            }
            /// Where the loops start, which align their destination to the vector:
            /// at the first V-aligned destination strictly inside the copy (`true`, glibc's way:
            /// forward 1..=V bytes above the start, backward 1..=V bytes below the end), or at the
            /// first one at or inside it (`false`: 0..V-1 bytes). The saved edge vector covers the
            /// bytes skipped either way; strictly, a destination (forward) or end (backward) already
            /// aligned leaves its edge vector to that vector alone instead of storing it twice, which
            /// saves a whole iteration at lengths just above a multiple of 4V (513-576 B, 1025-1088
            /// B, ... with ZMM vectors and an aligned destination).
            shape loop_start_strict {
                ty: bool,
                default: false,
                set: with_loop_start_strict,
                check: any,
                tune: loop_knob!(
                    flags(), Value::Flag, flag),
            }
            /// The order of the forward loops' loads of their saved tail (the last four vectors,
            /// loaded before the loop): the last vector first, descending (`false`, glibc's order),
            /// or the lowest first, ascending (`true`), so that a copy touches its source lines in
            /// address order apart from the loop's return to its start (first vector, the tail from
            /// its lowest line up, the loop's blocks). Why it may win: copies that walk through
            /// memory miss L1 on most lines, and the hardware's prefetch seems to follow misses in
            /// address order (the difference goes when the same copies are made in a shuffled
            /// order): on a Zen 5, copies of 600-760 B rotating through L2 with an aligned
            /// destination took 5-9% less time, and L1-resident copies none more
            /// (docs/results/zen5-2026-12-01/tail-order/). The tail loaded after the loop
            /// ([`tail_loads_after_loop_from`](Thresholds::tail_loads_after_loop_from)) is loaded
            /// ascending either way.
            shape tail_loads_ascending {
                ty: bool,
                default: false,
                set: with_tail_loads_ascending,
                check: any,
                tune: loop_knob!(
                    flags(), Value::Flag, flag),
            }
            /// Whether the temporal forward loop (block 6) issues `prefetchnta` for its source, and
            /// how far ahead of the block it is about to load, in bytes: two lines per 4V block, at
            /// the loop's source pointer plus this distance and one line further (AOCL-LibMem's
            /// Zen 5 loop for 513 bytes up to its L1-derived limit prefetches the two first lines of
            /// the block it loads next, distance 0). `None`: no prefetch (every table row). At most
            /// [`MAX_LOOP_PREFETCH`](crate::limits::MAX_LOOP_PREFETCH). The non-temporal loop keeps its own `prefetcht0`.
            shape loop_prefetch {
                ty: Option<u32>,
                default: None,
                set: with_loop_prefetch,
                check: loop_prefetch,
                tune: loop_knob!(
                    vec![Value::Off, Value::Bytes(0), Value::Bytes(256)],
                    |d: Option<u32>| size(d.map(|d| d as usize)),
                    |v| match bytes(v)? {
                        None => Some(None),
                        Some(d) => u32::try_from(d).ok().map(Some),
                    }
                ),
            }
            /// From this length on, the temporal forward loop (block 6) loads the four tail vectors
            /// it saves *after* the loop, from the source's last 4V, instead of before it (`None`:
            /// always before, every table row). Why it may win: the early loads of the source's far
            /// end go ahead of the loop's stream, and on a Zen 5 the byte-masked small copy that
            /// follows such a 2-4 KiB copy waits longer on its stores
            /// (docs/results/zen5-2026-11-30/mixed/); AOCL-LibMem loads in ascending order. The
            /// price: the tail's loads start only after the loop (513-2047 B 7% slower there).
            /// In memmove mode only when the source lies at least 4V above the destination (or
            /// below it, where the forward loop cannot overwrite it: `src - dst >= 4V`, unsigned);
            /// otherwise the early loads, which keep a forward copy into a lower overlap correct.
            /// Without memmove mode a lower overlap is then not copied as `memmove` would. No effect
            /// in the non-temporal loop. Up to
            /// [`MAX_THRESHOLD`](crate::limits::MAX_THRESHOLD); below [`large_from`](Thresholds::large_from) it holds for every
            /// length the loop copies.
            shape tail_loads_after_loop_from {
                ty: Option<usize>,
                default: None,
                set: with_tail_loads_after_loop_from,
                check: up_to_max,
                tune: knob!(
                    step: own,
                    values: |t, table, _| {
                        let v = vec![Value::Off, Value::Bytes(2048), Value::Bytes(4096)];
                        with_current(v, t, table, |t| size(t.tail_loads_after_loop_from))
                    },
                    apply: |mut t, v| {
                        let from = bytes(v)?;
                        t.tail_loads_after_loop_from = from;
                        Some(t)
                    },
                    read: |t| size(t.tail_loads_after_loop_from),
                    affects: tail_affects,),
            }
            /// Lengths from here on load the tail before the loop again (`None`: no upper limit).
            /// Why: from a few KiB the early loads of the source's end work as a prefetch of lines
            /// (or a page) the loop's stream reaches last (on a Zen 5, 8 KiB misaligned rotating
            /// 4-8% slower loaded late). Above
            /// [`tail_loads_after_loop_from`](Thresholds::tail_loads_after_loop_from) (0 without
            /// it) and up to [`MAX_THRESHOLD`](crate::limits::MAX_THRESHOLD); no effect without it.
            shape tail_loads_after_loop_below {
                ty: Option<usize>,
                default: None,
                set: with_tail_loads_after_loop_below,
                check: tail_loads_after_loop_below,
                // No effect without a `from`; one at or below it is refused by `validate`.
                tune: below_knob!(
                    "tail_loads_after_loop_from",
                    vec![Value::Off, Value::Bytes(4096), Value::Bytes(8192)],
                    |t| t.tail_loads_after_loop_from.is_some(),
                    tail_affects,
                ),
            }
            /// Smallest length that may take `REP MOVSB` in any layout (outside the short-distance
            /// bands); `None`: never, except co-aligned copies under `rep_movsb_coaligned_from` and
            /// page copies under `rep_movsb_page_from`.
            public rep_movsb_from {
                ty: Option<usize>,
                default: None,
                set: with_rep_movsb_from,
                check: large_length,
                tune: rep_knob!(_),
            }
            /// Whether `REP MOVSB` starts at the first 64-byte boundary strictly above the
            /// destination, the bytes before it copied by the first vector (already loaded): glibc
            /// aligns the same way. Why it may win: `REP MOVSB` that starts at a page boundary or
            /// writes partial lines is slower on some AMD CPUs (on this session's Zen 5, 1.8 times
            /// the vector loop for page-aligned 4 KiB copies, against 1.0 aligned this way:
            /// docs/results/zen5-2026-11-30/sizes/). The price: one vector store and four
            /// instructions before `REP MOVSB`.
            shape rep_movsb_align_dst {
                ty: bool,
                default: false,
                set: with_rep_movsb_align_dst,
                check: any,
                tune: knob!(
                    step: "rep_movsb_from",
                    values: |t, table, f| {
                        let v = if f.has_erms() { flags() } else { vec![] };
                        with_current(v, t, table, |t| Value::Flag(t.rep_movsb_align_dst))
                    },
                    apply: |t, v| {
                        let rep = t.rep_movsb_from.is_some()
                            || t.rep_movsb_coaligned_from.is_some()
                            || t.rep_movsb_page_from.is_some();
                        set_where_live(t, rep, |t| &mut t.rep_movsb_align_dst, flag(v)?)
                    },
                    read: |t| Value::Flag(t.rep_movsb_align_dst),
                    affects: |p, c| {
                        reaches(
                            p,
                            c.iter().flat_map(|t| {
                                [
                                    t.rep_movsb_from,
                                    t.rep_movsb_coaligned_from,
                                    t.rep_movsb_page_from,
                                ]
                            }),
                        )
                    },),
            }
            /// Smallest length that takes `REP MOVSB` when source and destination are equally
            /// aligned within a cache line (`(dst - src) mod 64 = 0`), unless the distance is inside
            /// a short-distance band (only bands of 64 bytes or more can hold one); `None`: no such
            /// rule. Co-aligned copies get their own threshold because `REP MOVSB` can win them at
            /// sizes where it loses copies that are not (docs/tuning.md, "Large copies").
            public rep_movsb_coaligned_from {
                ty: Option<usize>,
                default: None,
                set: with_rep_movsb_coaligned_from,
                check: large_length,
                tune: rep_knob!(None | Some(Layout::Aligned | Layout::Page | Layout::LineAbove)),
            }
            /// Smallest length that takes `REP MOVSB` when source and destination sit at the same
            /// offset in their pages (`(dst - src) mod 4096 = 0`: page-aligned buffers, a page
            /// cache's copies); `None`: no such rule. No short-distance band holds such a distance,
            /// so no band check runs. Why it may win: page-aligned buffers copied again and again
            /// (L1-hot) can favour `REP MOVSB` where every other placement favours the loop
            /// (docs/tuning.md, "The generator's choices").
            public rep_movsb_page_from {
                ty: Option<usize>,
                default: None,
                set: with_rep_movsb_page_from,
                check: large_length,
                tune: rep_knob!(None | Some(Layout::Page)),
            }
            /// Short-distance guard, destination above source: when
            /// `(dst - src) mod 4096` is in `1..=avoid_dst_above_src`, `REP MOVSB` is skipped
            /// (on AMD Zen 3/4 it is many times slower there: docs/tuning.md, "Short distance").
            /// 0 disables the guard.
            public avoid_dst_above_src {
                ty: u32,
                default: 0,
                set: with_avoid_dst_above_src,
                check: band,
                tune: band_knob!(Layout::Band),
            }
            /// The guard [`avoid_dst_above_src`](Thresholds::avoid_dst_above_src) holds only below
            /// this length (`None`: at every length): copies at or above it run `REP MOVSB` in the
            /// band. Why: on a Zen 5 the forward loop beats `REP MOVSB` with the destination 1..31
            /// bytes above the source at 4–24 KiB L1-hot (0.52–0.74 of its time) but loses from
            /// 28 KiB L1-hot, 20 KiB rotating and at 1 MiB (1.02–1.12:
            /// docs/results/zen5-2026-11-30/band/). From 1 up to [`MAX_THRESHOLD`](crate::limits::MAX_THRESHOLD); no effect
            /// without the guard.
            public avoid_dst_above_src_below {
                ty: Option<usize>,
                default: None,
                set: with_avoid_dst_above_src_below,
                check: below,
                // No effect without the guard.
                tune: below_knob!(
                    "avoid_dst_above_src",
                    guard_limits(),
                    |t| t.avoid_dst_above_src != 0,
                    |p, c| {
                        matches!(p.layout, None | Some(Layout::Band))
                            && reaches(p, c.iter().map(|t| t.rep_movsb_from))
                    },
                ),
            }
            /// Short-distance guard, source above destination: when `(src - dst) mod 4096` is in
            /// `1..=avoid_src_above_dst`, `REP MOVSB` is skipped (glibc's
            /// `Avoid_Short_Distance_REP_MOVSB` band for Intel with FSRM is 1–63). 0 disables it.
            public avoid_src_above_dst {
                ty: u32,
                default: 0,
                set: with_avoid_src_above_dst,
                check: band,
                tune: band_knob!(Layout::SrcAbove),
            }
            /// Backward band: when `(dst - src) mod 4096` is in `1..=backward_dst_above_src` and the
            /// length is in `backward_from..backward_below`, the copy runs the backward loop (tail
            /// first, destination-aligned, descending) instead of the forward loop or `REP MOVSB`
            /// (non-temporal copies stay forward). 0 turns the band off; at most
            /// [`MAX_BAND`](crate::limits::MAX_BAND). Why it may win: with the destination just
            /// above the source in the page, each load of a forward loop lands a few bytes past a
            /// store still in flight to the same page offset, and the CPU's 4 KiB store-to-load
            /// address check stalls it (4K aliasing); a backward loop loads below its stores. The
            /// team's Zen 4 measured it (docs/tuning.md, "The generator's choices").
            public backward_dst_above_src {
                ty: u32,
                default: 0,
                set: with_backward_dst_above_src,
                check: band,
                tune: knob!(
                    step: "backward",
                    values: |t, table, _| {
                        with_current([0, 31, 63, 255].map(Value::Bytes).to_vec(), t, table, |t| {
                            Value::Bytes(t.backward_dst_above_src as usize)
                        })
                    },
                    apply: |mut t, v| {
                        t.backward_dst_above_src = band(v)?;
                        Some(t)
                    },
                    read: |t| Value::Bytes(t.backward_dst_above_src as usize),
                    affects: backward_affects,),
            }
            /// Smallest length the backward band applies to (lengths below
            /// [`Thresholds::large_from`] never reach it, so 0 means every large copy).
            public backward_from {
                ty: usize,
                default: 0,
                set: with_backward_from,
                check: backward_from,
                // Without a band the range changes nothing.
                tune: knob!(
                    step: "backward",
                    values: |t, table, _| {
                        with_current(vec![Value::Bytes(0), Value::Bytes(4096)], t, table, |t| {
                            Value::Bytes(t.backward_from)
                        })
                    },
                    apply: |t, v| {
                        let Value::Bytes(n) = v else { return None };
                        let live = t.backward_dst_above_src != 0;
                        set_where_live(t, live, |t| &mut t.backward_from, n)
                    },
                    read: |t| Value::Bytes(t.backward_from),
                    affects: backward_affects,),
            }
            /// Lengths from here on do not take the backward band; `None`: no upper limit. Must be
            /// above `backward_from`.
            public backward_below {
                ty: Option<usize>,
                default: None,
                set: with_backward_below,
                check: backward_below,
                tune: below_knob!(
                    "backward",
                    vec![Value::Off, Value::Bytes(4 << 10), Value::Bytes(64 << 10)],
                    |t| t.backward_dst_above_src != 0,
                    backward_affects,
                ),
            }
            /// Whether the backward band also holds page copies (`(dst - src) mod 4096 = 0`: the
            /// band is then `0..=backward_dst_above_src`), as glibc's backward rule does (it takes
            /// distances 0..255 modulo 4096). Why it may win: the same page-aligned buffers copied
            /// again and again, where each call's first loads meet the previous call's last stores
            /// at the same page offsets; the price, a backward loop where a forward one streams
            /// better (page copies walking through memory). No effect without a band.
            shape backward_page {
                ty: bool,
                default: false,
                set: with_backward_page,
                check: any,
                // Page copies in the band: a step of their own after the band's, so that the band's
                // step does not try every band twice (or four times with the limit) and page copies
                // are decided with the band they join.
                tune: knob!(
                    step: own,
                    values: |t, table, _| with_current(flags(), t, table, |t| Value::Flag(t.backward_page)),
                    apply: |t, v| {
                        let live = t.backward_dst_above_src != 0;
                        set_where_live(t, live, |t| &mut t.backward_page, flag(v)?)
                    },
                    read: |t| Value::Flag(t.backward_page),
                    affects: backward_page_affects,),
            }
            /// Page copies take the backward band only below this length (`None`: the band's own
            /// range, `backward_from..backward_below`); the band's other distances keep that range.
            /// Why: a page copy walking through memory streams better forward the longer it is (on
            /// a Zen 5, MemcpyGoogleD at aligned placement 11% slower with page copies backward
            /// below 4 KiB, 1.3% below 1 KiB), while the same page-aligned buffers copied again
            /// and again want the backward loop (1000 B page L1-hot 1.10 -> 1.00 of glibc) and the
            /// 1..=255 band wants it to 4 KiB. From 1 up to [`MAX_THRESHOLD`](crate::limits::MAX_THRESHOLD); no effect without
            /// `backward_page`, or at or above [`backward_below`](Thresholds::backward_below); at or
            /// below [`backward_from`](Thresholds::backward_from) (or the first large length) no
            /// page copy goes backward (as without `backward_page`: a band range set on a row that
            /// has the limit stays valid).
            shape backward_page_below {
                ty: Option<usize>,
                default: None,
                set: with_backward_page_below,
                check: below,
                // No effect without page copies in a band (at or below `backward_from`, no page
                // copy goes backward).
                tune: below_knob!(
                    "backward_page",
                    vec![Value::Off, Value::Bytes(1 << 10), Value::Bytes(2 << 10)],
                    |t| t.backward_dst_above_src != 0 && t.backward_page,
                    backward_page_affects,
                ),
            }
            /// The band's distances of a cache line or more (`64..=backward_dst_above_src`) take the
            /// backward loop only below this length (`None`: the band's whole range); from it on the
            /// band holds `1..=63` only and those copies go the forward way (`REP MOVSB` or the
            /// loop). Why: on a Zen 5 the backward loop with the destination 64..=255 bytes above the
            /// source, at 2112–4095 B, takes 1.07–1.57x glibc's time when the data come from L2
            /// (1.5x at distances that are multiples of 64), while below a line it takes 0.81–1.06x;
            /// L1-hot it wins at every distance (docs/results/zen5-2026-12-01/wide/). From 1 up to
            /// [`MAX_THRESHOLD`](crate::limits::MAX_THRESHOLD); no effect with a band of 63 or less, or at or above
            /// [`backward_below`](Thresholds::backward_below); at or below the band's first length
            /// every large copy is held to `1..=63`.
            shape backward_wide_below {
                ty: Option<usize>,
                default: None,
                set: with_backward_wide_below,
                check: below,
                // The band's distances of a line or more: a step of their own after the band's (only a
                // band of 64 or more has them).
                // No effect with a band below a line (or none).
                tune: below_knob!(
                    own,
                    vec![Value::Off, Value::Bytes(1 << 10), Value::Bytes(2 << 10)],
                    |t| t.backward_dst_above_src >= 64,
                    backward_wide_affects,
                ),
            }
            /// The loops' last saved vector is never stored across two pages: when the copy ends
            /// 1..=V bytes past a page boundary, that vector is stored ending at the boundary
            /// instead, and the bytes past it are copied as a copy of their own (the small
            /// classes, which store nothing below the boundary): after the temporal forward loop,
            /// before the backward loop (so that a destination just above an overlapping source
            /// still reads nothing already stored; memmove mode too). A store across two pages
            /// cost up to about 8 ns a copy on the Intel SPR-class guest (src +1 / dst +3
            /// L1-hot, 4096 B 34.3 ns against 25.9 at 4093 B;
            /// docs/results/intel-spr-2026-12-03/small/reuse.txt, part 5). The price: a test of
            /// the copy's end and a branch before each loop, and a test after the forward one.
            /// Not in the forward loop with `tail_loads_after_loop_from`. Measured in
            /// docs/results/intel-spr-2026-12-03/small/reuse.txt part 7 (the forward loop) and
            /// pages.txt (the backward loop, memmove mode); a form that stored the tail to
            /// aligned lines through a masked load lost 3–5% in the chain regime (reuse.txt
            /// part 6).
            shape tail_page_safe {
                ty: bool,
                default: false,
                set: with_tail_page_safe,
                check: any,
            }
            /// Smallest length copied with non-temporal stores; `None`: never.
            public non_temporal_from {
                ty: Option<usize>,
                default: None,
                set: with_non_temporal_from,
                check: large_length,
                tune: knob!(
                    step: own,
                    values: |t, table, _| {
                        with_current(vec![Value::Off], t, table, |t| size(t.non_temporal_from))
                    },
                    apply: |mut t, v| {
                        t.non_temporal_from = bytes(v)?;
                        Some(t)
                    },
                    read: |t| size(t.non_temporal_from),
                    affects: |p, c| reaches(p, c.iter().map(|t| t.non_temporal_from)),),
            }
            /// Whether co-aligned copies (`(dst - src) mod 64 = 0`) skip the non-temporal loop and go
            /// on to the rules after it (the backward band, `REP MOVSB`, the forward loop), whatever
            /// their length. Why it may win: on the Zen 5 guest `REP MOVSB` copies co-aligned buffers
            /// of 64 MiB and more 7-18% faster than non-temporal stores, and reads only glibc's loop
            /// time on the others, where non-temporal stores take 0.76-0.85 of it
            /// (docs/results/zen5-2026-12-01/non-temporal/). No effect without `non_temporal_from`.
            shape non_temporal_skips_coaligned {
                ty: bool,
                default: false,
                set: with_non_temporal_skips_coaligned,
                check: any,
            }
            /// Memmove mode: the function gives `memmove`'s result for every overlap of source and
            /// destination, not only for disjoint buffers. Copies up to 8 vectors need
            /// nothing for it (each size class loads all its bytes before it stores any); a larger copy
            /// whose destination lies inside the source above its start (`0 <= dst - src < len`)
            /// runs the backward loop, whatever its length, before any other rule, so neither
            /// `REP MOVSB` nor non-temporal stores ever copy forward over source bytes not yet read.
            /// Every other overlap (destination below the source) is copied forward, which is
            /// correct for the forward loop, the non-temporal loop and `REP MOVSB` alike, even when
            /// the backward band's page-offset test holds for it (a destination 4096 - band bytes
            /// below the source). The cost: five instructions (`dst - src`, a compare, a branch and
            /// a jump back) on the large copies, out of line so that the rest of the code is laid out
            /// as without memmove mode, and five more on those the backward band takes.
            public memmove {
                ty: bool,
                default: false,
                set: with_memmove,
                check: any,
            }
            /// The alignment, in bytes from the start of the code page, of the large path's block
            /// entries (the large-copy selection, `REP MOVSB`, the non-temporal and backward loops)
            /// and of every loop top: 16 (every table row, the code from before the field), 32 or
            /// 64. Above 16, padding that code falls through (before a loop top) is the fewest
            /// multi-byte NOPs (`0F 1F /0`, up to 15 bytes each; at 16 it stays single-byte NOPs,
            /// the old bytes), and padding after an unconditional jump or return is `int3`. Why it
            /// may matter: on a Zen 5 the same code at other entry offsets moved 1000 B copies from
            /// 1.00 to 1.15 of glibc's time (docs/results/zen5-2026-11-30/fixed/, "Code
            /// placement"); at 64 the hot blocks start on a cache line wherever the code before
            /// them ends, so a change elsewhere in the code no longer moves them within their
            /// line. The price: up to 63 bytes of padding per block, a few NOPs executed on the
            /// way into a loop.
            shape block_align {
                ty: u8,
                default: 16,
                set: with_block_align,
                check: block_align,
                // Last: every other choice moves the code, so its placement is decided on the code the
                // other steps chose.
                tune: knob!(
                    step: own,
                    values: |t, table, _| {
                        let v = vec![Value::Bytes(16), Value::Bytes(64)];
                        with_current(v, t, table, |t| Value::Bytes(t.block_align.into()))
                    },
                    apply: |mut t, v| {
                        t.block_align = u8::try_from(bytes(v)??).ok()?;
                        Some(t)
                    },
                    read: |t| Value::Bytes(t.block_align.into()),
                    affects: |p, c| above_classes(p, c, 0),),
            }
        }
    };
}
pub(crate) use knob_table;
