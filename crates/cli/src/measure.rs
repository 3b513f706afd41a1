//! The measuring child: runs a [`Job`] in this process and prints one JSON line per row.
//!
//! How a sample is taken is the harness's ([`memcpy_jit::harness`], module `timing`; see also
//! docs/methodology.md). Here: two page-aligned regions (source, destination) of about
//! `ws_region` bytes each (at least the harness's 256 KiB `RANDOM_AREA` when a group places
//! copies at random); a row's calls rotate over `ws_region` bytes of them from the row's
//! offsets, so source and destination keep the row's page offset difference, or (random
//! placement) each call's source and destination sit at their own seeded random offsets in
//! the first 256 KiB of each region.

use std::borrow::Cow;
use std::io::{Read, Write};
use std::time::Duration;

use anyhow::{anyhow, ensure, Context as _, Result};
use memcpy_jit::harness::{self, Buffers, Candidate, Method, Tsc, PAGE, RANDOM_AREA};
use memcpy_jit::{Builder, CpuFeatures, Memcpy, Strategy};

use crate::job::{excerpt, ChildLine, GroupJob, Job, Placement, RowJob, RowResult, MAX_ROW_OFFSET};
use crate::spec::{Runnable, Spec};

/// The fewest calls, each with its own offsets, a row at random placement cycles over.
const SCATTER_PLACES: usize = 1 << 14;

/// Largest job a child accepts on stdin.
const MAX_JOB_BYTES: u64 = 64 << 20;

/// The hidden `__child` subcommand: reads a job on stdin, measures, prints JSON lines. A
/// malformed job (not JSON, wrong types, values out of range, larger than
/// [`MAX_JOB_BYTES`]) is a one-line error.
pub fn child_main() -> Result<()> {
    let mut text = Vec::new();
    let stdin = std::io::stdin().lock();
    stdin
        .take(MAX_JOB_BYTES + 1)
        .read_to_end(&mut text)
        .context("reading the job")?;
    ensure!(
        text.len() as u64 <= MAX_JOB_BYTES,
        "malformed job: larger than {} MiB",
        MAX_JOB_BYTES >> 20
    );
    // Messages quote values from the job: bounded, so a huge value stays one short line.
    let job =
        Job::from_json(&text).map_err(|e| anyhow!("malformed {}", excerpt(&e.to_string(), 200)))?;
    run_child(&job, &mut std::io::stdout().lock())
}

/// A group's variants, built.
struct BuiltGroup {
    /// Per variant its copies, in copy order: [`Job::code_placements`] of them for generated
    /// code, one for a baseline, plain `tuned`, `calibrated`, or a variant that fell back.
    copies: Vec<Vec<Runnable>>,
    /// The slot number after the last one the group's codes took.
    next_slot: usize,
    /// The page offsets of the group's codes' entries.
    offsets: Vec<usize>,
}

/// The slot numbers (`Builder::code_slot`) of a group's codes, every code at a page offset
/// of its own (`harness::slot_apart`), because copies of one code at one page offset in
/// neighbouring pages shared the branch predictors' entries (docs/methodology.md, "Code
/// placement"). `builders[i]` is variant `i`'s builder, `None` for a variant without code of
/// its own (a baseline, plain `tuned`, `calibrated`): it takes one slot number, unused. Copy 0
/// of variant `i` takes slot `i` where that is apart (as before `--placements` existed);
/// copies 1, 2, ... take the numbers after them in turn, variant by variant; a number whose
/// page offset a code of the group already has is skipped. A variant whose plan has no
/// generated code (the fallback) has one copy. Pure: codes are placed, nothing is mapped, so
/// the rule is checked for every recorded CPU. Returns the slots and the next free number.
fn group_slots(builders: &[Option<Builder>], copies: usize) -> Result<(Vec<Vec<usize>>, usize)> {
    let mut out: Vec<Vec<usize>> = builders.iter().map(|_| Vec::new()).collect();
    let (mut next, mut offsets) = (0, Vec::new());
    let mut no_code = vec![false; builders.len()];
    for copy in 0..copies {
        for (i, (b, slots)) in builders.iter().zip(&mut out).enumerate() {
            let Some(b) = b else {
                if copy == 0 {
                    slots.push(next);
                    next += 1;
                }
                continue;
            };
            if copy > 0 && no_code[i] {
                continue;
            }
            let slot = || {
                next += 1;
                next - 1
            };
            let taken = |at: usize| offsets.contains(&at);
            let s = harness::slot_apart(b, slot, taken)?;
            match b.clone().code_slot(s).placement()? {
                Some(p) => offsets.push(p.entry % PAGE),
                None => no_code[i] = true,
            }
            slots.push(s);
        }
    }
    Ok((out, next))
}

/// Builds a group's variants at the slots [`group_slots`] gives them: `copies` times each
/// one with generated code.
fn build_group(g: &GroupJob, copies: usize) -> Result<BuiltGroup> {
    let specs = g
        .variants
        .iter()
        .map(|v| v.spec.parse::<Spec>())
        .collect::<Result<Vec<_>>>()?;
    let host = CpuFeatures::host();
    let builders = specs
        .iter()
        .map(|s| s.takes_slot().then(|| s.builder_for(&host)).transpose())
        .collect::<Result<Vec<_>>>()?;
    let (slots, next_slot) = group_slots(&builders, copies)?;
    let mut out: Vec<Vec<Runnable>> = Vec::with_capacity(specs.len());
    let mut offsets = Vec::new();
    for copy in 0..copies {
        for (i, (spec, slots)) in specs.iter().zip(&slots).enumerate() {
            let Some(&slot) = slots.get(copy) else {
                continue;
            };
            let runnable = if spec.takes_slot() {
                Runnable::Owned(Box::new(spec.build_memcpy_in_slot(slot)?))
            } else {
                spec.build_in_slot(slot)?
            };
            if let Runnable::Owned(m) = &runnable {
                offsets.push(m.entry_address() % PAGE);
            }
            if copy == 0 {
                out.push(Vec::new());
            }
            out[i].push(runnable);
        }
    }
    Ok(BuiltGroup {
        copies: out,
        next_slot,
        offsets,
    })
}

/// The separator's builder: the table's row, for a CPU with the features `cpu`.
fn separator_builder(cpu: &CpuFeatures) -> Builder {
    let mut b = Memcpy::builder();
    b.features(*cpu).strategy(Strategy::Vector);
    b
}

/// The separator: the table's row built once more, from slot number `next` on, at a page
/// offset none of `taken` has; None where no code can be built.
fn build_separator(next: usize, taken: &[usize]) -> Option<Memcpy> {
    let mut n = next;
    let slot = || {
        n += 1;
        n - 1
    };
    let taken = |at: usize| taken.contains(&at);
    harness::build_apart(&separator_builder(&CpuFeatures::host()), slot, taken).ok()
}

/// The sizes a row cycles over at random placement: at least [`SCATTER_PLACES`], each call
/// with an offset pair of its own. A fixed size's one size is repeated (with one pair, every
/// call copied at the same place: L1-hot whatever the area).
fn scatter_sizes(sizes: &[usize]) -> Cow<'_, [usize]> {
    if sizes.len() >= SCATTER_PLACES || sizes.is_empty() {
        return Cow::Borrowed(sizes);
    }
    let n = SCATTER_PLACES.max(sizes.len().next_power_of_two());
    Cow::Owned((0..n).map(|i| sizes[i % sizes.len()]).collect())
}

/// Runs `job`, writing a meta line and one line per row to `out`.
pub fn run_child(job: &Job, out: &mut impl Write) -> Result<()> {
    let rows = job.groups.iter().flat_map(|g| &g.rows);
    let max_len = rows.map(RowJob::max_len).max().unwrap_or(0);
    // Every variant is built before anything is measured or printed: a spec the child
    // cannot build fails the job at once.
    let built = job
        .groups
        .iter()
        .map(|g| build_group(g, job.code_placements))
        .collect::<Result<Vec<_>>>()?;
    // The separator: the table's row built once more after every variant, at its own page
    // offsets, never timed (`harness::measure_placed`); none where no code can be built.
    let next = built.iter().map(|b| b.next_slot).max().unwrap_or(0);
    let taken: Vec<usize> = built.iter().flat_map(|b| b.offsets.clone()).collect();
    let separator = build_separator(next, &taken);
    let sep = separator.as_ref().map(Candidate::of);
    let mut region = job.ws_region.max(max_len) + MAX_ROW_OFFSET + 64;
    let l2 = CpuFeatures::host().l2_bytes();
    let areas = job.groups.iter().filter_map(|g| g.placement.area(l2));
    if let Some(area) = areas.max() {
        region = region.max(area.max(max_len));
    }
    let mut buffers = Buffers::new(region)?;
    // Few rounds mean a quick run: shorter calibration and settling.
    let ms =
        |quick: u64, full: u64| Duration::from_millis(if job.rounds < 20 { quick } else { full });
    let flushed = job.groups.iter().any(|g| g.scenario.is_flushed());
    let tsc = flushed.then(|| Tsc::calibrate(ms(5, 25))).transpose()?;
    let timer_ns = tsc.as_ref().map_or(0.0, |t| t.overhead_ns);
    harness::settle(&mut buffers, ms(3, 30))?;
    let mut line = |l: ChildLine| -> Result<()> {
        writeln!(out, "{}", serde_json::to_string(&l)?)?;
        Ok(out.flush()?)
    };
    line(ChildLine::Meta { timer_ns })?;
    let method = Method {
        rounds: job.rounds,
        target_ns: job.target_ns,
        flush_batch: job.flush_batch,
    };
    for (gi, (g, b)) in job.groups.iter().zip(&built).enumerate() {
        let copies: Vec<Vec<Candidate<'_>>> = b
            .copies
            .iter()
            .map(|c| c.iter().map(Runnable::candidate).collect())
            .collect();
        let fns: Vec<&[Candidate<'_>]> = copies.iter().map(Vec::as_slice).collect();
        // Every copy is checked before it is timed, under its variant's name.
        let each: Vec<Candidate<'_>> = copies.iter().flatten().copied().collect();
        let names: Vec<&str> = g
            .variants
            .iter()
            .zip(&copies)
            .flat_map(|(v, c)| std::iter::repeat_n(v.name.as_str(), c.len()))
            .collect();
        for (ri, row) in g.rows.iter().enumerate() {
            let (so, dof) = (row.src_off, row.dst_off);
            harness::verify(&each, &names, &mut buffers, row.max_len(), so, dof)?;
            let tsc = tsc.as_ref();
            let sizes = match g.placement {
                Placement::Aligned => Cow::Borrowed(&row.sizes[..]),
                _ => scatter_sizes(&row.sizes),
            };
            let sizes = &sizes[..];
            let m = match g.placement {
                Placement::Aligned => {
                    let mut walk = buffers.walk(sizes, job.ws_region, so, dof)?;
                    harness::measure_placed(&fns, sep, &mut walk, g.scenario, &method, tsc)?
                }
                Placement::Random | Placement::Llc | Placement::Cold | Placement::Struct => {
                    let area = g.placement.area(l2).unwrap_or(RANDOM_AREA);
                    let offsets = Buffers::scatter_offsets(sizes, area, job.seed);
                    let mut scatter = buffers.scatter(sizes, &offsets)?;
                    if g.placement == Placement::Struct {
                        scatter = scatter.then_read();
                    }
                    harness::measure_placed(&fns, sep, &mut scatter, g.scenario, &method, tsc)?
                }
                Placement::Chain => {
                    let offsets = Buffers::scatter_offsets(sizes, RANDOM_AREA, job.seed);
                    let mut chain = buffers.chain(sizes, &offsets)?;
                    harness::measure_placed(&fns, sep, &mut chain, g.scenario, &method, tsc)?
                }
            };
            line(ChildLine::Row(RowResult {
                group: gi,
                row: ri,
                ns: m.ns,
                floor_ns: m.floor_ns,
                calls_per_sample: m.calls_per_sample,
            }))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A warm group of glibc, three twins of the row, the row with its entry 5 bytes into a
    /// line, and plain `tuned` (the process's instance), measured with `k` placements.
    fn job(k: usize) -> Job {
        let variants = r#"["g","glibc"],["a","tuned,entry=0"],["b","tuned,entry=0"],["c","tuned,entry=0"],["d","tuned,entry=5"],["t","tuned"]"#;
        let text = format!(
            r#"{{"groups":[{{"name":"warm","scenario":"warm","placement":"aligned","variants":[{variants}],"rows":[{{"label":"64","sizes":[64],"src_off":0,"dst_off":0}}]}}],"rounds":7,"target_ns":20000,"flush_batch":4,"ws_region":1048576,"seed":9,"code_placements":{k}}}"#
        );
        Job::from_json(text.as_bytes()).unwrap()
    }

    /// Where a variant's code sits in its page (None for a baseline).
    fn page_offset(r: &Runnable) -> Option<usize> {
        match r {
            Runnable::Owned(m) => Some(m.entry_address() % PAGE),
            Runnable::Tuned(m) => Some(m.entry_address() % PAGE),
            Runnable::Baseline(..) => None,
        }
    }

    /// The generated codes of a variant's copies.
    fn codes(copies: &[Runnable]) -> Vec<&Memcpy> {
        copies
            .iter()
            .filter_map(|r| match r {
                Runnable::Owned(m) => Some(&**m),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_variants_of_a_group_sit_at_distinct_page_offsets_with_the_same_bytes() {
        let job = job(1);
        let Ok(built) = build_group(&job.groups[0], job.code_placements) else {
            eprintln!("skipped: no generated code here");
            return;
        };
        let codes: Vec<&Memcpy> = built.copies.iter().flat_map(|c| codes(c)).collect();
        assert_eq!(codes.len(), 4);
        let offsets: Vec<usize> = codes.iter().map(|m| m.entry_address() % 4096).collect();
        for (i, a) in offsets.iter().enumerate() {
            for b in &offsets[i + 1..] {
                assert_ne!(a, b, "two variants at one page offset: {offsets:?}");
            }
        }
        assert_eq!(built.offsets, offsets);
        // The twins are the same bytes; `entry=5` still puts the entry 5 bytes into a line.
        assert!(codes[1..3].iter().all(|m| m.code() == codes[0].code()));
        assert_eq!(offsets[3] % 64, 5);
        assert_eq!(codes[3].entry_offset(), 5);
    }

    #[test]
    fn one_placement_puts_every_code_where_it_went_before_placements_existed() {
        let job = job(1);
        let g = &job.groups[0];
        let Ok(built) = build_group(g, 1) else {
            eprintln!("skipped: no generated code here");
            return;
        };
        // Before: variant `i` built once at slot `i`, the separator at slot `n` for the
        // largest group's `n` variants.
        for (i, (v, copies)) in g.variants.iter().zip(&built.copies).enumerate() {
            assert_eq!(copies.len(), 1, "{}", v.name);
            let old = v.spec.parse::<Spec>().unwrap();
            let old = old.build_in_slot(i).unwrap();
            // (Plain `tuned` is the process's instance, wherever the library put it.)
            if let (Runnable::Owned(_), Runnable::Owned(_)) = (&copies[0], &old) {
                let at = page_offset(&copies[0]);
                assert_eq!(at, page_offset(&old), "variant {}", v.name);
            }
        }
        assert_eq!(built.next_slot, g.variants.len());
        let old_sep = Memcpy::builder()
            .strategy(Strategy::Vector)
            .code_slot(g.variants.len())
            .build()
            .unwrap();
        let sep = build_separator(built.next_slot, &built.offsets).unwrap();
        assert_eq!(sep.entry_address() % PAGE, old_sep.entry_address() % PAGE);
    }

    /// Every page offset of `all` differs from the others.
    fn assert_apart(all: &[usize], label: &str) {
        let mut apart = all.to_vec();
        apart.sort_unstable();
        apart.dedup();
        assert_eq!(
            apart.len(),
            all.len(),
            "{label}: two codes at one page offset: {all:?}"
        );
    }

    /// A fixed size at random placement is called at many places, each call with its own
    /// offsets (it was one place, L1-hot in the LLC regime); a distribution's draws are kept.
    #[test]
    fn a_fixed_size_is_scattered_over_many_places() {
        let one = scatter_sizes(&[24]);
        assert_eq!(one.len(), SCATTER_PLACES);
        assert!(one.iter().all(|&n| n == 24));
        let offsets = Buffers::scatter_offsets(&one, RANDOM_AREA, 1);
        let mut distinct = offsets.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() > SCATTER_PLACES / 2, "{}", distinct.len());
        let draws: Vec<usize> = (0..1 << 16).map(|i| i % 300).collect();
        assert!(matches!(scatter_sizes(&draws), Cow::Borrowed(_)));
    }

    /// The placement rule of `ab --placements`, planned, emitted and placed (nothing mapped)
    /// for every recorded CPU and this one: the group's codes (4 variants x k copies) each at
    /// a page offset of its own, and the separator at none of them.
    #[test]
    fn on_every_cpu_the_codes_of_a_group_and_the_separator_get_distinct_page_offsets() {
        for cpu in harness::recorded::each_cpu() {
            for k in [1, 3, 8] {
                let job = job(k);
                let specs: Vec<Spec> = job.groups[0]
                    .variants
                    .iter()
                    .map(|v| v.spec.parse().unwrap())
                    .collect();
                let builders: Vec<Option<Builder>> = specs
                    .iter()
                    .map(|s| {
                        s.takes_slot()
                            .then(|| s.builder_for(&cpu.features).unwrap())
                    })
                    .collect();
                let (slots, next) = group_slots(&builders, k).unwrap();
                let mut all = Vec::new();
                for (b, slots) in builders.iter().zip(&slots) {
                    let Some(b) = b else {
                        assert_eq!(slots.len(), 1);
                        continue;
                    };
                    assert_eq!(slots.len(), k, "{}", cpu.name);
                    for &s in slots {
                        let p = b.clone().code_slot(s).placement().unwrap().unwrap();
                        all.push(p.entry % PAGE);
                    }
                }
                assert_apart(&all, &format!("{} k {k}", cpu.name));
                let mut n = next;
                let slot = || {
                    n += 1;
                    n - 1
                };
                let sep = separator_builder(&cpu.features);
                let s = harness::slot_apart(&sep, slot, |at| all.contains(&at)).unwrap();
                let at = sep.clone().code_slot(s).placement().unwrap().unwrap().entry % PAGE;
                assert!(!all.contains(&at), "{} k {k}: separator at {at}", cpu.name);
            }
        }
    }

    #[test]
    fn each_generated_variant_is_built_k_times_at_k_page_offsets_with_the_same_bytes() {
        for k in [3, 8] {
            let job = job(k);
            let g = &job.groups[0];
            let Ok(built) = build_group(g, k) else {
                eprintln!("skipped: no generated code here");
                return;
            };
            let Ok(one) = build_group(g, 1) else {
                return;
            };
            let mut all = Vec::new();
            for (i, (v, copies)) in g.variants.iter().zip(&built.copies).enumerate() {
                // glibc and the process's `tuned` are one function each.
                if ["g", "t"].contains(&v.name.as_str()) {
                    assert_eq!(copies.len(), 1, "{}", v.name);
                    continue;
                }
                let codes = codes(copies);
                assert_eq!(codes.len(), k, "{}: {k} copies", v.name);
                let at: Vec<usize> = codes.iter().map(|m| m.entry_address() % PAGE).collect();
                // Byte-identical apart from where they sit; the same entry offset in a line.
                assert!(
                    codes.iter().all(|m| m.code() == codes[0].code()),
                    "{}",
                    v.name
                );
                assert!(
                    at.iter().all(|a| a % 64 == at[0] % 64),
                    "{}: {at:?}",
                    v.name
                );
                // The first copy where one placement puts the variant.
                assert_eq!(Some(at[0]), page_offset(&one.copies[i][0]), "{}", v.name);
                all.extend(at);
            }
            // Every code of the group (4 variants x k copies) at a page offset of its own,
            // and the separator at none of them.
            assert_eq!(all.len(), 4 * k);
            assert_apart(&all, &format!("k {k}"));
            let sep = build_separator(built.next_slot, &built.offsets).unwrap();
            assert!(
                !all.contains(&(sep.entry_address() % PAGE)),
                "k {k}: separator"
            );
        }
    }
}
