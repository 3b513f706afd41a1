//! The tuner: one engine that searches the generator's choices on the running machine, with
//! two budgets. [`Memcpy::calibrated`](crate::Memcpy::calibrated) runs its *reduced search*
//! at start-up (20 ms: two or three steps, one embedded distribution, eight fixed sizes);
//! `memcpy-jit tune` runs the full one (about 30 s: every knob, four embedded distributions
//! or the user's own, about a hundred fixed sizes). docs/tuner.md explains the design.
//!
//! | piece | what it is |
//! |---|---|
//! | [`Knob`], [`KNOBS`] | one entry per field of [`Thresholds`] the tuner may change: its name, the values to try, how to set it, which workloads can see it; knobs with the same `step` are searched together |
//! | [`Workload`] | what one measurement copies: a size distribution at a [`Placement`] (the objective), or one fixed size at a [`Layout`], L1-hot or rotating (the guard) |
//! | [`Source`], [`Subject`] | where samples come from: [`Bench`] times generated code through the harness; tests inject a deterministic one |
//! | [`Config`], [`Budget`] | what to measure and for how long (time, or a count of samples) |
//! | [`run`] | the search: the table's rows as they read on this CPU (the full search), then coordinate descent over the knobs' steps from the best of them, successive halving inside a step, decisions from per-round paired ratios |
//! | [`run_check`] | the final check alone, for given thresholds (what `memcpy-jit tune` runs in each of its check processes) |
//! | [`Report`] | every candidate tried, its ns per workload, each step's outcome (changed, kept, undecided, not measured) and the final check against the table and the C library |
//!
//! # Decisions
//!
//! Every round samples every live candidate (and the C library's `memcpy`) once on each
//! workload, interleaved, in an order that changes from round to round
//! ([`crate::harness::round_order`]: every subject at every place, and right after every other
//! one, equally often). Per round, a
//! candidate's objective is the weighted mean of the logarithms of its ns per call over the
//! distributions (a geometric mean: each workload counts by its weight, not by its
//! duration), so two candidates' *paired* log-ratio in that round cancels what the machine was
//! doing then. The median of those per-round differences has an exact order-statistic
//! (sign-test) interval at [`CONFIDENCE`]; a difference is decided when that interval lies
//! outside "equal within [`EQUAL_WITHIN`]" (better or worse) or inside it (equivalent).
//! The guard uses the same intervals per fixed size: a candidate is *rejected* when at some
//! size it is slower than both the value started from and the C library by more than
//! [`GUARD`] (both intervals above 1.02; the value started from alone where the C library is
//! not measured), and may only be *chosen* when at every size it is shown within 2% of one
//! of them. Between the table's rows (the full search's first step) the guard counts the
//! fixed sizes slower than the C library instead: no more than the value started from, by
//! no more in all. A change
//! needs evidence; when the budget ends first, the step is **undecided** and keeps the value
//! it started from (the table's), saying which comparison stayed open.
//!
//! # Which features compile it
//!
//! As for the harness: none by default. The `calibrate` feature compiles what
//! `Memcpy::calibrated()` (and `MEMCPY_JIT_CALIBRATE=1`) runs, privately: the engine, the
//! knobs, the reduced grid, the embedded fleet distribution and [`Bench`]. The `harness`
//! feature (the lab's door, unstable) makes the module public and adds the full search's
//! configuration, the full grid, the other embedded distributions, the final check and the
//! C library as a subject; items only the lab uses are `#[cfg(feature = "harness")]`, so
//! that a `calibrate` build has no dead code.

mod bench;
mod grid;
mod knobs;
mod search;
mod stats;

use std::fmt;
use std::time::Duration;

use crate::calibration::Calibration;
use crate::cpu::CpuFeatures;
use crate::harness::dist::Distribution;
use crate::strategy::VectorWidth;
use crate::thresholds::Thresholds;

pub use bench::Bench;
#[cfg(feature = "harness")]
pub use bench::{max_calls, ROTATE, SAMPLE_BYTES};
pub use grid::reduced_grid;
#[cfg(feature = "harness")]
pub use grid::{embedded, guard_grid, EMBEDDED_NAMES};
pub use knobs::KNOBS;
pub use search::run;
#[cfg(feature = "harness")]
pub use search::{run_check, ROWS};
pub use stats::Interval;

/// Confidence of every interval the tuner decides on.
pub const CONFIDENCE: f64 = 0.95;

/// Two candidates whose objective differs by less than this fraction are equal.
pub const EQUAL_WITHIN: f64 = 0.01;

/// The guard: no fixed size may be slower than the best other candidate by more than this.
pub const GUARD: f64 = 0.02;

/// Rounds before any interval exists (an exact 95% sign-test interval needs 6).
pub const MIN_ROUNDS: usize = 6;

/// A value a knob can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Value {
    /// The path is off (`None`, or 0 where 0 means off).
    Off,
    /// A size in bytes: a threshold, a window, a band.
    Bytes(usize),
    /// A register width.
    Width(VectorWidth),
    /// A switch.
    Flag(bool),
    /// One of a field's named choices.
    Choice(&'static str),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Off => f.write_str("off"),
            Value::Bytes(n) => write!(f, "{n}"),
            Value::Width(w) => f.write_str(w.name()),
            Value::Flag(b) => f.write_str(if *b { "on" } else { "off" }),
            Value::Choice(c) => f.write_str(c),
        }
    }
}

/// What a workload copies, as a knob sees it: the range of its sizes and where the copies
/// sit relative to each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The smallest size the workload copies.
    pub min_size: usize,
    /// The largest size the workload copies.
    pub max_size: usize,
    /// The layout of every copy; `None` for random placement (every layout occurs).
    pub layout: Option<Layout>,
}

/// One decision of the generator the tuner may change: a field of [`Thresholds`].
///
/// Adding a field to the tuner is adding one entry to [`KNOBS`].
#[derive(Clone, Copy)]
pub struct Knob {
    /// The field's name (as in [`Thresholds`] and the calibration file).
    pub name: &'static str,
    /// Knobs with the same step are searched together (every combination of their values):
    /// the ones whose best value depends on each other, such as the width and the masked
    /// window, which needs the AVX-512 width.
    pub step: &'static str,
    /// The values to try, from the thresholds being tuned, the table's row and the CPU.
    /// Values that make invalid thresholds are dropped by the engine.
    pub values: fn(&Thresholds, &Thresholds, &CpuFeatures) -> Vec<Value>,
    /// The thresholds with this knob set to a value; `None` when the value does not apply.
    pub apply: fn(Thresholds, Value) -> Option<Thresholds>,
    /// The knob's value in the given thresholds.
    pub read: fn(&Thresholds) -> Value,
    /// Whether a workload can tell apart candidates that differ in this knob only (the
    /// candidates of the step are given): where the candidates run the same path, the
    /// workload is not measured for this knob.
    pub affects: fn(&Probe, &[Thresholds]) -> bool,
}

impl fmt::Debug for Knob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Knob")
            .field("name", &self.name)
            .field("step", &self.step)
            .finish_non_exhaustive()
    }
}

/// Where the copies of a distribution workload sit, and what follows each: the regimes a
/// user's data is in (`ab --regimes` measures the same ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    not(feature = "harness"),
    expect(
        dead_code,
        reason = "the reduced search measures the hot placements only"
    )
)]
pub enum Placement {
    /// Source and destination page-aligned, each call 64 bytes further than the last
    /// (rounded up to 64 bytes), rotating over a working set: every copy starts 64-byte
    /// aligned and `dst − src ≡ 0 (mod 4096)`. The harness's default (`ab --placement
    /// aligned`). Hot.
    Aligned,
    /// Each call's source and destination at their own random byte offsets in a 256 KiB area
    /// ([`crate::harness::RANDOM_AREA`]), drawn once from a seeded generator (`ab
    /// --placement random`). Hot.
    Random,
    /// The same in an area of [`llc_area`](crate::harness::llc_area) (max(8 MiB, 4 × L2)):
    /// most lines from beyond L2 (`ab --placement llc`).
    Llc,
    /// Copy-then-use: as [`Placement::Random`], each destination's first and last 8 bytes
    /// read right after its copy (`ab --placement struct`).
    Struct,
    /// Copy-then-use: each copy's source is the last copy's destination, in the 256 KiB area
    /// (`ab --placement chain`).
    Chain,
}

impl Placement {
    /// The regimes of [`Config::full`], with the weight of each in the objective: hot
    /// (aligned and random), the last-level cache, and copy-then-use (struct and chain)
    /// weigh one third each.
    #[cfg(feature = "harness")]
    pub const REGIMES: [(Placement, f64); 5] = [
        (Placement::Aligned, 0.5),
        (Placement::Random, 0.5),
        (Placement::Llc, 1.0),
        (Placement::Struct, 0.5),
        (Placement::Chain, 0.5),
    ];

    /// The name `ab --placement` takes.
    pub const fn name(self) -> &'static str {
        match self {
            Placement::Aligned => "aligned",
            Placement::Random => "random",
            Placement::Llc => "llc",
            Placement::Struct => "struct",
            Placement::Chain => "chain",
        }
    }

    /// The regime the guard judges this placement in: `hot` (aligned and random), `llc`
    /// or `copy-then-use` (struct and chain).
    pub const fn regime(self) -> &'static str {
        match self {
            Placement::Aligned | Placement::Random => "hot",
            Placement::Llc => "llc",
            Placement::Struct | Placement::Chain => "copy-then-use",
        }
    }
}

/// Where a fixed-size guard copy's source and destination sit, as page offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    not(feature = "harness"),
    expect(
        dead_code,
        reason = "the reduced search's guard has no source-above layout"
    )
)]
pub enum Layout {
    /// Both 64-byte aligned, half a page apart (`dst − src ≡ 2048 mod 4096`).
    Aligned,
    /// Source at byte 1 of a line, destination at byte 3, half a page apart.
    Misaligned,
    /// The page-copy layout: both page-aligned (`dst − src ≡ 0 mod 4096`).
    Page,
    /// The short-distance band: the destination 8 bytes above the source modulo 4096.
    Band,
    /// The other way: the source 8 bytes above the destination modulo 4096 (what
    /// `avoid_src_above_dst` guards).
    SrcAbove,
    /// The destination one cache line (64 bytes) above the source modulo 4096: in a
    /// backward band of 64 or more, out of the short-distance guards' 63, and co-aligned.
    LineAbove,
}

impl Layout {
    /// Every layout, in the order of the documentation.
    #[cfg(feature = "harness")]
    pub const ALL: [Layout; 6] = [
        Layout::Aligned,
        Layout::Misaligned,
        Layout::Page,
        Layout::Band,
        Layout::SrcAbove,
        Layout::LineAbove,
    ];

    /// Source and destination offsets in their (page-aligned) regions.
    pub const fn offsets(self) -> (usize, usize) {
        match self {
            Layout::Aligned => (0, 2048),
            Layout::Misaligned => (1, 2048 + 3),
            Layout::Page => (0, 0),
            Layout::Band => (0, 8),
            Layout::SrcAbove => (8, 0),
            Layout::LineAbove => (0, 64),
        }
    }

    /// `aligned`, `misaligned`, `page`, `band`, `src-above` or `line-above`.
    pub const fn name(self) -> &'static str {
        match self {
            Layout::Aligned => "aligned",
            Layout::Misaligned => "misaligned",
            Layout::Page => "page",
            Layout::Band => "band",
            Layout::SrcAbove => "src-above",
            Layout::LineAbove => "line-above",
        }
    }
}

/// What a workload is.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    not(feature = "harness"),
    expect(
        dead_code,
        reason = "the reduced search's guard has no fixed sizes at random places"
    )
)]
pub enum Kind {
    /// A size distribution (the objective), at a placement, with its weight.
    Dist {
        /// The distribution's name.
        name: String,
        /// Its weight in the objective (the weights are normalised).
        weight: f64,
        /// Where the copies sit.
        placement: Placement,
    },
    /// One fixed size (the guard).
    Point {
        /// The layout of the copy.
        layout: Layout,
        /// True: the same buffers every call (L1-hot); false: rotating over a working set.
        hot: bool,
    },
    /// One fixed size at random places (the guard): every call's source and destination at
    /// their own random byte offsets in the area of `placement` ([`Placement::Random`]: hot;
    /// [`Placement::Llc`]: beyond L2). Every branch predicts; the lines are not where the
    /// last call left them, and a vector that crosses one pays for it.
    Scattered {
        /// [`Placement::Random`] or [`Placement::Llc`].
        placement: Placement,
    },
}

/// Calls a fixed size at random places cycles over, each with its own offsets.
#[cfg(feature = "harness")]
pub const SCATTERED_PLACES: usize = 1 << 14;

/// One thing the tuner measures.
#[derive(Clone, Debug, PartialEq)]
pub struct Workload {
    /// Its index in the configuration's list (the engine sets it).
    pub id: usize,
    /// A short name for reports (`fleetbench-Memcpy_Fleet random`, `24 B misaligned hot`).
    pub name: String,
    /// The sizes called in turn (one for a point; a power-of-two count of draws for a
    /// distribution).
    pub sizes: Vec<usize>,
    /// What it is.
    pub kind: Kind,
}

impl Workload {
    /// A distribution workload: `draws` sizes drawn with `seed`.
    pub fn dist(
        d: &Distribution,
        weight: f64,
        placement: Placement,
        draws: usize,
        seed: u64,
    ) -> Workload {
        Workload {
            id: 0,
            name: format!("{} {}", d.name, placement.name()),
            sizes: d.draw(draws.next_power_of_two(), seed),
            kind: Kind::Dist {
                name: d.name.clone(),
                weight,
                placement,
            },
        }
    }

    /// A fixed-size guard workload.
    pub fn point(size: usize, layout: Layout, hot: bool) -> Workload {
        Workload {
            id: 0,
            name: format!(
                "{size} B {} {}",
                layout.name(),
                if hot { "hot" } else { "rotating" }
            ),
            sizes: vec![size],
            kind: Kind::Point { layout, hot },
        }
    }

    /// A fixed-size guard workload at random places ([`Kind::Scattered`]).
    #[cfg(feature = "harness")]
    pub fn scattered(size: usize, placement: Placement) -> Workload {
        Workload {
            id: 0,
            name: format!("{size} B at random places {}", placement.name()),
            sizes: vec![size; SCATTERED_PLACES],
            kind: Kind::Scattered { placement },
        }
    }

    /// True for a distribution (part of the objective).
    pub fn is_objective(&self) -> bool {
        matches!(self.kind, Kind::Dist { .. })
    }

    /// The objective weight (0 for a guard point).
    pub fn weight(&self) -> f64 {
        match self.kind {
            Kind::Dist { weight, .. } => weight,
            Kind::Point { .. } | Kind::Scattered { .. } => 0.0,
        }
    }

    /// What knobs see of this workload.
    pub fn probe(&self) -> Probe {
        let layout = match self.kind {
            Kind::Dist {
                placement: Placement::Aligned,
                ..
            } => Some(Layout::Page),
            Kind::Dist { .. } | Kind::Scattered { .. } => None,
            Kind::Point { layout, .. } => Some(layout),
        };
        Probe {
            min_size: self.sizes.iter().copied().min().unwrap_or(0),
            max_size: self.sizes.iter().copied().max().unwrap_or(0),
            layout,
        }
    }
}

/// What one sample times.
#[expect(
    clippy::large_enum_variant,
    reason = "`Code` holds the thresholds by value (216 bytes): a subject is `Copy`, made a few \
              times per candidate and never on a copy path; boxing would allocate for nothing"
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// The vector strategy generated with these thresholds.
    Code(Thresholds),
    /// The C library's `memcpy` (feature `harness`).
    Libc,
}

/// Where the tuner's samples come from.
pub trait Source {
    /// One sample of every subject on `workload`, taken one after another in the order
    /// given: ns per call for each, in that order.
    fn sample(&mut self, workload: &Workload, subjects: &[Subject]) -> Result<Vec<f64>, String>;
}

/// How long the search may run: a time, a count of samples (one subject on one workload is
/// one sample), or both; the first reached ends it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock time from the start of [`run`].
    pub time: Option<Duration>,
    /// Samples taken.
    pub samples: Option<u64>,
}

/// What the search measures and how.
#[derive(Clone, Debug)]
pub struct Config {
    /// The CPU the candidates must run on (the running one, for real measurements).
    pub features: CpuFeatures,
    /// How long.
    pub budget: Budget,
    /// The objective (distributions) and the guard (fixed sizes), in any order.
    pub workloads: Vec<Workload>,
    /// Before the knobs, a step over the table's rows as they read on this CPU
    /// ([`Thresholds::for_row`]): the knobs' steps start from the best of them. A row is
    /// many choices made together, which one knob at a time cannot reach when each one alone
    /// breaks the guard (docs/tuner.md, "Searching").
    pub rows: bool,
    /// The knobs, in the order their steps are searched.
    pub knobs: Vec<Knob>,
    /// Also sample the C library's `memcpy` (for the report; it is never chosen).
    pub libc: bool,
    /// After the steps, measure the table's row, the result and the C library on every
    /// workload (the report's last table). Takes [`Config::check_share`] of the budget.
    pub final_check: bool,
    /// The part of the budget kept for the final check.
    pub check_share: f64,
    /// Two candidates whose objective differs by less than this fraction are equal
    /// ([`EQUAL_WITHIN`]).
    pub equal_within: f64,
    /// The guard's margin ([`GUARD`]).
    pub guard: f64,
}

impl Config {
    /// The full search of `memcpy-jit tune`: every knob of [`KNOBS`], the distributions
    /// given (`(distribution, weight)`; the embedded ones when empty) in every regime of
    /// [`Placement::REGIMES`] (the weight shared out as it says), the full guard grid
    /// ([`guard_grid`]), the C library alongside, and a final check.
    #[cfg(feature = "harness")]
    pub fn full(features: CpuFeatures, dists: &[(Distribution, f64)], budget: Budget) -> Config {
        let mut workloads = Vec::new();
        let own;
        let dists = if dists.is_empty() {
            own = embedded();
            &own[..]
        } else {
            dists
        };
        for (i, (d, w)) in dists.iter().enumerate() {
            for (p, share) in Placement::REGIMES {
                workloads.push(Workload::dist(
                    d,
                    *w * share,
                    p,
                    crate::harness::dist::DRAWS,
                    1 + i as u64,
                ));
            }
        }
        workloads.extend(guard_grid());
        Config {
            features,
            budget,
            workloads,
            rows: true,
            knobs: KNOBS.to_vec(),
            libc: cfg!(feature = "harness"),
            final_check: true,
            check_share: 0.15,
            equal_within: EQUAL_WITHIN,
            guard: GUARD,
        }
        .numbered()
    }

    /// The reduced search of [`Memcpy::calibrated`](crate::Memcpy::calibrated): the steps
    /// `width+masked_max`, `rep_movsb_from` and `avoid_dst_above_src`, the embedded fleet
    /// aggregate (1024 draws) at both placements, the eight points of [`reduced_grid`], no
    /// C library and no final check.
    pub fn reduced(features: CpuFeatures, budget: Duration) -> Config {
        let fleet = grid::fleet();
        let mut workloads = vec![
            Workload::dist(
                &fleet,
                1.0,
                Placement::Aligned,
                crate::harness::dist::DRAWS,
                1,
            ),
            Workload::dist(
                &fleet,
                1.0,
                Placement::Random,
                crate::harness::dist::DRAWS,
                1,
            ),
        ];
        workloads.extend(reduced_grid());
        Config {
            features,
            budget: Budget {
                time: Some(budget),
                samples: None,
            },
            workloads,
            // Within 20 ms: the CPU's own row only.
            rows: false,
            knobs: KNOBS
                .iter()
                .filter(|k| {
                    [
                        "width",
                        "masked_max",
                        "rep_movsb_from",
                        "avoid_dst_above_src",
                    ]
                    .contains(&k.name)
                })
                .copied()
                .collect(),
            libc: false,
            final_check: false,
            check_share: 0.0,
            equal_within: EQUAL_WITHIN,
            guard: GUARD,
        }
        .numbered()
    }

    /// The workloads numbered in order (each [`Workload::id`] its index).
    pub fn numbered(mut self) -> Config {
        for (i, w) in self.workloads.iter_mut().enumerate() {
            w.id = i;
        }
        self
    }
}

/// One candidate a step measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The step's knobs and their values in this candidate (`masked_max=32 width=avx512`).
    pub label: String,
    /// The candidate.
    pub thresholds: Thresholds,
    /// Median ns per call on each workload the step measured: `(workload id, ns)`.
    pub ns: Vec<(usize, f64)>,
    /// The objective against the step's first candidate (the value it started from): the
    /// geometric-mean ratio of ns per call and its interval. `None` when no distribution
    /// could tell the candidates apart, or too few rounds.
    pub objective: Option<Interval>,
    /// What became of it.
    pub verdict: Verdict,
}

/// A row's losses to glibc in the rows' step, and those of the value it started from: the
/// fixed sizes slower than glibc by more than [`GUARD`], and their percentage points above it,
/// summed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Losses {
    /// This row's fixed sizes slower than glibc by more than the margin.
    pub points: usize,
    /// Their percentage points above the margin, summed.
    pub excess: f64,
    /// The fixed sizes of the value started from slower than glibc by more than it.
    pub start_points: usize,
    /// Their percentage points above the margin, summed.
    pub start_excess: f64,
}

/// What became of a candidate.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Verdict {
    /// The value the step started from (kept unless another is chosen).
    Incumbent,
    /// Chosen.
    Chosen,
    /// Slower on the objective than the best by more than [`EQUAL_WITHIN`].
    Worse,
    /// Equal within [`EQUAL_WITHIN`] on the objective to the value kept or chosen.
    Equivalent,
    /// Slower than the value started from (and the C library, where it is measured) at a
    /// fixed size by more than [`GUARD`].
    GuardBroken {
        /// The workload's name.
        point: String,
        /// The faster candidate's label.
        against: String,
        /// This candidate's ns over the other's there.
        ratio: Interval,
    },
    /// Slower than the C library in a regime ([`Placement::regime`]): the geometric mean of
    /// its ratio to glibc over the regime's distributions is above 1 by more than the paired
    /// rounds' noise (the interval's low end), and not shown faster there than the value
    /// started from. No regime slower than glibc comes before any gain in another.
    SlowerThanLibc {
        /// `hot`, `llc` or `copy-then-use`.
        regime: &'static str,
        /// This candidate's ns over glibc's there (geometric mean, per round).
        ratio: Interval,
    },
    /// A row of the table, in the rows' step: slower than glibc by more than [`GUARD`] at
    /// more fixed sizes than the value started from, or by more in all (percentage points
    /// above the margin, summed over the fixed sizes).
    MoreLossesToLibc(Losses),
    /// Left out by successive halving (its estimate was in the slower half).
    Dropped,
    /// Not decided before the budget ended.
    Open,
}

/// The outcome of a step.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Outcome {
    /// Another value was chosen.
    Changed {
        /// Why, with the numbers.
        why: String,
    },
    /// Decided: the value the step started from stays.
    Kept {
        /// Why, with the numbers.
        why: String,
    },
    /// The budget ended before a decision: the value the step started from (the table's)
    /// stays.
    Undecided {
        /// Which comparison stayed open.
        why: String,
    },
    /// Nothing measured: one valid value, no workload that can tell the values apart, or no
    /// budget left.
    NotMeasured {
        /// Which.
        why: String,
    },
}

impl Outcome {
    /// `changed`, `kept`, `undecided` or `not measured`.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Changed { .. } => "changed",
            Outcome::Kept { .. } => "kept",
            Outcome::Undecided { .. } => "undecided",
            Outcome::NotMeasured { .. } => "not measured",
        }
    }

    /// The reason given.
    pub fn why(&self) -> &str {
        match self {
            Outcome::Changed { why }
            | Outcome::Kept { why }
            | Outcome::Undecided { why }
            | Outcome::NotMeasured { why } => why,
        }
    }
}

/// One step of the search.
#[derive(Clone, Debug, PartialEq)]
pub struct StepReport {
    /// The step's name.
    pub name: &'static str,
    /// Its knobs.
    pub knobs: Vec<&'static str>,
    /// Every candidate, the value the step started from first.
    pub tried: Vec<Tried>,
    /// Rounds measured (warm-up not counted).
    pub rounds: usize,
    /// Samples taken.
    pub samples: u64,
    /// The workloads measured (ids).
    pub measured: Vec<usize>,
    /// What was decided.
    pub outcome: Outcome,
}

/// One workload of the final check.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckRow {
    /// The workload's id.
    pub workload: usize,
    /// Median ns per call of the table's row.
    pub table_ns: f64,
    /// Median ns per call of the result.
    pub chosen_ns: f64,
    /// Median ns per call of the C library (NaN when not measured).
    pub libc_ns: f64,
    /// Result over table, paired per round.
    pub vs_table: Option<Interval>,
    /// Result over the C library, paired per round.
    pub vs_libc: Option<Interval>,
}

/// The final check: the table's row, the result and the C library on every workload.
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// Rounds measured.
    pub rounds: usize,
    /// One row per workload, in the configuration's order.
    pub rows: Vec<CheckRow>,
    /// The objective (geometric mean over the distributions) of the result over the table's.
    pub objective_vs_table: Option<Interval>,
    /// The same over the C library.
    pub objective_vs_libc: Option<Interval>,
}

/// What the search did and found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The thresholds the search started from (the table's row).
    pub table: Thresholds,
    /// The thresholds it ends with.
    pub chosen: Thresholds,
    /// The workloads (names and kinds), by id.
    pub workloads: Vec<(String, Kind)>,
    /// Every step, in order.
    pub steps: Vec<StepReport>,
    /// The final check, when asked for and measured.
    pub check: Option<Check>,
    /// Wall-clock time of the search.
    pub elapsed: Duration,
    /// Samples taken.
    pub samples: u64,
    /// Why the search stopped early, if it did (a measurement failed).
    pub error: Option<String>,
    /// Why the result is the value started from after all, when a check in other processes
    /// found the search's choice slower ([`Report::keep_table`]).
    pub kept: Option<String>,
}

impl Report {
    /// Makes the value started from the result, saying `why` (in the evidence of
    /// [`Report::to_calibration`]): for a search whose choice a check in other processes
    /// found slower than where it started (`memcpy-jit tune`).
    #[cfg(feature = "harness")]
    pub fn keep_table(&mut self, why: String) {
        self.chosen = self.table;
        self.kept = Some(why);
    }

    /// The steps that ended undecided (their knobs kept the table's value).
    #[cfg(feature = "harness")]
    pub fn undecided(&self) -> impl Iterator<Item = &StepReport> {
        self.steps
            .iter()
            .filter(|s| matches!(s.outcome, Outcome::Undecided { .. }))
    }

    /// One line per step and candidate, for people (and a calibration file's comments).
    pub fn evidence(&self) -> Vec<String> {
        let mut out = Vec::new();
        for s in &self.steps {
            out.push(format!(
                "{}: {} ({} rounds): {}",
                s.name,
                s.outcome.name(),
                s.rounds,
                s.outcome.why()
            ));
            for t in &s.tried {
                let obj = t
                    .objective
                    .map_or_else(|| "objective -".to_string(), |i| format!("objective {i}"));
                out.push(format!("  {}: {obj}, {}", t.label, t.verdict.describe()));
            }
        }
        if let Some(e) = &self.error {
            out.push(format!("stopped: {e}"));
        }
        out
    }
}

impl Report {
    /// The result as a [`Calibration`] for `features` (what `memcpy-jit tune --out` saves and
    /// `MEMCPY_JIT_PROFILE` loads): the chosen thresholds (the table's where they
    /// would not validate or run on `features`), the table's row, the evidence, and the
    /// knobs of the steps left undecided, or unmeasured for want of budget
    /// ([`Calibration::fell_back`]).
    pub fn to_calibration(&self, features: &CpuFeatures) -> Calibration {
        let mut c = Calibration::from_table(features);
        if self.table != c.table {
            // `memcpy-jit tune --from ROW`: the profile's table stays this CPU's row.
            c.evidence.push(format!(
                "search started from another row: {} (the other fields as Thresholds::new)",
                crate::profile::thresholds_line(&self.table)
            ));
        }
        c.evidence.extend(self.evidence());
        if let Some(why) = &self.kept {
            c.evidence
                .push(format!("kept the row it started from: {why}"));
        }
        for s in &self.steps {
            let open = match &s.outcome {
                Outcome::Undecided { .. } => true,
                Outcome::NotMeasured { why } => why.contains("budget") || why.contains("stopped"),
                _ => false,
            };
            if open {
                // The rows' step decides every field: it names itself.
                match s.knobs.is_empty() {
                    true => c.fell_back.push(s.name),
                    false => c.fell_back.extend(&s.knobs),
                }
            }
        }
        if !c.fell_back.is_empty() {
            c.evidence.push(format!(
                "kept the table's value for: {}",
                c.fell_back.join(", ")
            ));
        }
        if self.chosen.validate().is_ok() && self.chosen.runs_on(features) {
            c.thresholds = self.chosen;
        }
        c.elapsed = self.elapsed;
        c
    }
}

impl Verdict {
    /// A few words for reports.
    pub fn describe(&self) -> String {
        match self {
            Verdict::Incumbent => "started from".into(),
            Verdict::Chosen => "chosen".into(),
            Verdict::Worse => "worse".into(),
            Verdict::Equivalent => "equivalent".into(),
            Verdict::GuardBroken {
                point,
                against,
                ratio,
            } => format!("rejected: {point} takes {ratio} the time of {against}"),
            Verdict::SlowerThanLibc { regime, ratio } => format!(
                "rejected: slower than glibc in the {regime} regime ({ratio} its time, \
                 geometric mean of the distributions there)"
            ),
            Verdict::MoreLossesToLibc(Losses {
                points,
                excess,
                start_points,
                start_excess,
            }) => format!(
                "rejected: slower than glibc by more than the margin at {points} fixed sizes, \
                 {excess:.0} percentage points above it in all (the value started from: \
                 {start_points}, {start_excess:.0})"
            ),
            Verdict::Dropped => "dropped (slower half)".into(),
            Verdict::Open => "undecided".into(),
        }
    }

    /// A short name (`incumbent`, `chosen`, `worse`, `equivalent`, `guard`, `dropped`,
    /// `open`).
    #[cfg(feature = "harness")]
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Incumbent => "incumbent",
            Verdict::Chosen => "chosen",
            Verdict::Worse => "worse",
            Verdict::Equivalent => "equivalent",
            Verdict::GuardBroken { .. }
            | Verdict::MoreLossesToLibc(_)
            | Verdict::SlowerThanLibc { .. } => "guard",
            Verdict::Dropped => "dropped",
            Verdict::Open => "open",
        }
    }
}

/// What the search reports while it runs.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(
    not(feature = "harness"),
    expect(
        dead_code,
        reason = "read by `memcpy-jit tune`'s progress bar, not by calibration"
    )
)]
pub struct Progress<'a> {
    /// The part of the budget spent, 0 to 1.
    pub spent: f64,
    /// The step being measured (`check` for the final check).
    pub step: &'a str,
}

#[cfg(test)]
mod tests;
