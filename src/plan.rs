//! Pure decisions: CPU features and options in, a [`Plan`] (what to emit) out.
//!
//! Nothing here touches memory or the CPU, so every policy decision is unit-tested against
//! recorded CPUs on any host. The card's policy ([`Policy::Kernel`]) is the whole of
//! [`Plan::new`]'s automatic choice:
//!
//! | features            | strategy                     |
//! |---------------------|------------------------------|
//! | FSRM                | [`Strategy::RepMovsb`]       |
//! | ERMS without FSRM   | [`Strategy::ErmsGated`] at [`DEFAULT_THRESHOLD`] |
//! | neither             | [`Strategy::Scalar`]         |

use crate::cpu::CpuFeatures;
use crate::error::{BuildError, Quantity};
use crate::limits::MAX_ENTRY_OFFSET;
use crate::strategy::{Policy, Strategy, VectorWidth};
use crate::thresholds::{check_threshold, Thresholds};
use alloc::format;

/// Default ERMS gate: copies of at least this many bytes take `REP MOVSB`.
///
/// 2048 is the value the card gives, the one argued for in the 2026 LKML thread on REP MOVSB
/// for ERMS CPUs without FSRM (against 32 and 512; the README quotes its measurements). It is
/// a power of two, so the gate is `shr rcx, 11; jnz`. Re-measure on your CPU with the A/B
/// harness.
pub const DEFAULT_THRESHOLD: usize = 2048;

/// True when generated code can run on this build's target: x86-64 with 64-bit pointers whose
/// C ABI (`extern "C"`) is the System V AMD64 convention (Linux, the BSDs, macOS, …), which
/// every emitted strategy assumes (arguments in RDI, RSI, RDX; RCX, RSI, RDI, R8–R11 and the
/// vector registers free to clobber).
///
/// This `cfg` is the crate's one decision about it. Windows, UEFI and Cygwin use the Microsoft
/// x64 convention (arguments in RCX, RDX, R8; RSI, RDI and XMM6–15 preserved), under which the
/// generated code would copy from and to garbage addresses; x32 passes 32-bit pointers and
/// lengths with undefined upper halves. On those targets, and on every other architecture,
/// the automatic choice is [`Strategy::Fallback`] (with a [`Plan::reason`] that says why) and
/// forcing a generated strategy is a [`BuildError`], decided at compile time. A Win64 entry
/// can be added once it is emitted and tested on such a target.
pub const SYSV_X86_64: bool = cfg!(all(
    target_arch = "x86_64",
    target_pointer_width = "64",
    not(windows),
    not(target_os = "uefi"),
    not(target_os = "cygwin")
));

/// What this build's target means for generated code (see [`SYSV_X86_64`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// x86-64, System V AMD64 C ABI: every strategy.
    SysV,
    /// x86-64 whose C ABI is not System V AMD64 (Microsoft x64, x32): fallback only.
    OtherAbi,
    /// Not x86-64: no code generator, fallback only.
    OtherArch,
}

/// This build's target, from [`SYSV_X86_64`].
pub(crate) const TARGET: Target = if SYSV_X86_64 {
    Target::SysV
} else if cfg!(target_arch = "x86_64") {
    Target::OtherAbi
} else {
    Target::OtherArch
};

/// This target's C ABI when it is not System V AMD64, for messages.
const OTHER_ABI: &str = if cfg!(target_pointer_width = "32") {
    "x32 (32-bit pointers and lengths)"
} else {
    "Win64 (Microsoft x64: arguments in RCX, RDX, R8)"
};

/// [`Plan::reason`] of the automatic fallback on such a target.
const OTHER_ABI_REASON: &str = if cfg!(target_pointer_width = "32") {
    "this target's C ABI is x32, not the System V AMD64 convention the generated code uses: \
     plain-copy fallback (chosen at compile time)"
} else {
    "this target's C ABI is Win64, not the System V AMD64 convention the generated code uses: \
     plain-copy fallback (chosen at compile time)"
};

impl Target {
    /// Refuses `strategy` when it runs generated code and this target cannot run it.
    pub(crate) fn check(self, strategy: Strategy) -> Result<(), BuildError> {
        match self {
            _ if !strategy.is_jit() => Ok(()),
            Target::SysV => Ok(()),
            Target::OtherAbi => Err(BuildError::unsupported(format!(
                "strategy {strategy}: generated code uses the System V AMD64 calling convention; \
                 this target's C ABI is {OTHER_ABI}, so only the fallback strategy runs here"
            ))),
            Target::OtherArch => Err(BuildError::unsupported(format!(
                "strategy {strategy} needs an x86-64 CPU: no code generator for this target"
            ))),
        }
    }

    /// Why the automatic choice is the fallback on this target (`None`: it is not).
    const fn fallback_reason(self) -> Option<&'static str> {
        match self {
            Target::SysV => None,
            Target::OtherAbi => Some(OTHER_ABI_REASON),
            Target::OtherArch => Some("not x86-64: no code generator for this target"),
        }
    }
}

/// How the ERMS gate tests the length.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Gate {
    /// Threshold `2^k`: `mov rcx, rdx; shr rcx, k; jnz rep_movsb` (non-zero ⇔ len ≥ 2^k).
    Shift(u8),
    /// Any other threshold: `cmp rdx, t; jae rep_movsb`.
    Compare(u64),
}

impl Gate {
    /// The gate for `threshold` (already validated to lie in the allowed range).
    pub const fn for_threshold(threshold: usize) -> Gate {
        if threshold.is_power_of_two() {
            Gate::Shift(threshold.trailing_zeros() as u8)
        } else {
            Gate::Compare(threshold as u64)
        }
    }

    /// The smallest length that takes `REP MOVSB`.
    pub const fn threshold(self) -> usize {
        match self {
            Gate::Shift(k) => 1 << k,
            Gate::Compare(t) => t as usize,
        }
    }
}

/// The code a [`Plan`] emits, with exactly the parameters that code needs: one variant per
/// body the emitter knows, so a plan cannot carry a gate it does not use or lack thresholds
/// it needs.
///
/// [`Strategy::ErmsGated`] and [`Strategy::Scalar`] are one body, the kernel's `memcpy_orig`,
/// with or without the gate in front of it (`Scalar { gate: Some(_) }` is the ERMS-gated
/// strategy): the emitter writes the same function with one optional block, and the gate is
/// what distinguishes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
#[allow(
    clippy::large_enum_variant,
    reason = "a plan is made once per build and stays `Copy`; boxing the thresholds would cost \
              an allocation for nothing"
)]
pub enum Body {
    /// `REP MOVSB` alone ([`Strategy::RepMovsb`]).
    RepMovsb,
    /// The kernel's `memcpy_orig`; with a gate, `REP MOVSB` from the gate's threshold on
    /// ([`Strategy::ErmsGated`]), without one, never ([`Strategy::Scalar`]).
    Scalar {
        /// The ERMS gate, if any.
        gate: Option<Gate>,
    },
    /// The vector strategy with these thresholds (already validated).
    Vector(Thresholds),
    /// No generated code: the plain copy compiled into the crate ([`Strategy::Fallback`]).
    Fallback,
}

impl Body {
    /// The strategy this body implements.
    pub const fn strategy(&self) -> Strategy {
        match self {
            Body::RepMovsb => Strategy::RepMovsb,
            Body::Scalar { gate: Some(_) } => Strategy::ErmsGated,
            Body::Scalar { gate: None } => Strategy::Scalar,
            Body::Vector(_) => Strategy::Vector,
            Body::Fallback => Strategy::Fallback,
        }
    }
}

/// What the caller asked for (the [`Builder`](crate::Builder)'s state). `None` means "decide
/// from the features".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Request {
    /// The CPU to plan for (detected, or pretended).
    pub(crate) features: CpuFeatures,
    /// How to choose when `strategy` is `None`.
    pub(crate) policy: Policy,
    /// A forced strategy.
    pub(crate) strategy: Option<Strategy>,
    /// A threshold for the ERMS gate (for [`Strategy::Vector`]: both `rep_movsb_from` and
    /// `rep_movsb_coaligned_from`, so that `REP MOVSB` starts there in every layout).
    pub(crate) threshold: Option<usize>,
    /// Vector-strategy thresholds replacing the table's row.
    pub(crate) thresholds: Option<Thresholds>,
    /// Vector width replacing the table's choice.
    pub(crate) vector_width: Option<VectorWidth>,
    /// Memmove semantics asked for: the vector strategy in memmove mode
    /// ([`Thresholds::memmove`]), or the fallback as `ptr::copy`; any other strategy is an
    /// error (it copies forward only).
    pub(crate) memmove: bool,
    /// Byte offset of the entry point modulo 64.
    pub(crate) entry_offset: usize,
}

/// What will be emitted, and why: made by [`Builder::plan`](crate::Builder::plan) (and
/// [`Plan::for_features`]) without emitting anything, and reported by
/// [`Memcpy::plan`](crate::Memcpy::plan) for what was built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    body: Body,
    /// Where the vector thresholds came from (`Some` exactly for [`Body::Vector`]).
    table_row: Option<&'static str>,
    entry_offset: usize,
    forced: bool,
    ignored_threshold: Option<usize>,
    /// The function gives `memmove`'s result for overlapping buffers.
    memmove: bool,
    reason: &'static str,
}

impl Plan {
    /// Decides what to emit for `req`, or says why the request is invalid.
    ///
    /// Errors: a threshold outside `MIN_THRESHOLD..=MAX_THRESHOLD`, an entry offset above 63,
    /// and a threshold together with a *forced* strategy that has no gate. A threshold given
    /// without a forced strategy, when the policy picks a strategy without a gate, is not an
    /// error: the plan records it as ignored ([`Plan::ignored_threshold`]).
    ///
    /// On a target that cannot run generated code ([`SYSV_X86_64`] false) the automatic
    /// choice is [`Strategy::Fallback`] and a forced generated strategy is an error.
    pub(crate) fn new(req: &Request) -> Result<Plan, BuildError> {
        Plan::new_for(req, TARGET)
    }

    /// [`Plan::new`] for `target` (tests exercise the other targets' branches here).
    pub(crate) fn new_for(req: &Request, target: Target) -> Result<Plan, BuildError> {
        let (strategy, reason) = Plan::decide(req, target)?;
        let mut table_row = None;
        let body = match strategy {
            Strategy::RepMovsb => Body::RepMovsb,
            Strategy::Scalar => Body::Scalar { gate: None },
            Strategy::ErmsGated => Body::Scalar {
                gate: Some(Gate::for_threshold(
                    req.threshold.unwrap_or(DEFAULT_THRESHOLD),
                )),
            },
            Strategy::Vector => {
                let (mut t, row) = match req.thresholds {
                    Some(t) => (t, "given by the caller"),
                    None => Thresholds::for_cpu(&req.features),
                };
                if let Some(w) = req.vector_width {
                    t.width = w;
                    if w != VectorWidth::Avx512 && t.masked_max > 0 {
                        // The masked path is an AVX-512 path: a narrower width turns it off,
                        // and the merged small classes on in its place (as every table row
                        // has them where it has no window).
                        t.masked_max = 0;
                        t.small_merged = true;
                    }
                }
                if let Some(n) = req.threshold {
                    // "REP MOVSB from n bytes", whatever the layout: co-aligned copies too.
                    t.rep_movsb_from = Some(n);
                    t.rep_movsb_coaligned_from = Some(n);
                }
                t.memmove |= req.memmove;
                t.validate()?;
                table_row = Some(row);
                Body::Vector(t)
            }
            Strategy::Fallback => Body::Fallback,
        };
        let ignored_threshold = req.threshold.filter(|_| !strategy.has_gate());
        Ok(Plan {
            body,
            table_row,
            // No generated code, no entry point (only reachable automatically: a forced
            // fallback with an offset is refused above).
            entry_offset: if strategy.is_jit() {
                req.entry_offset
            } else {
                0
            },
            forced: req.strategy.is_some(),
            ignored_threshold,
            memmove: req.memmove || matches!(body, Body::Vector(t) if t.memmove),
            reason,
        })
    }

    /// The strategy `req` plans: every check of [`Plan::new`] but the vector thresholds'
    /// (which a profile may still replace). What a builder needs to know before it merges a
    /// profile and the environment's threshold into its request, which is then planned
    /// once: a decision, not a plan (no thresholds are read or checked).
    pub(crate) fn strategy_of(req: &Request) -> Result<Strategy, BuildError> {
        Plan::decide(req, TARGET).map(|(s, _)| s)
    }

    /// [`Plan::new_for`]'s checks of the request and its choice of strategy, with the reason.
    fn decide(req: &Request, target: Target) -> Result<(Strategy, &'static str), BuildError> {
        if let Some(t) = req.threshold {
            check_threshold(t as u64)?;
        }
        if req.entry_offset > MAX_ENTRY_OFFSET {
            return Err(BuildError::out_of_range(
                Quantity::EntryOffset,
                req.entry_offset as u64,
                0,
                MAX_ENTRY_OFFSET as u64,
            ));
        }
        if req.entry_offset != 0 && req.strategy == Some(Strategy::Fallback) {
            return Err(BuildError::entry_offset_without_code(
                req.entry_offset,
                Strategy::Fallback,
            ));
        }
        let (strategy, reason) = match req.strategy {
            Some(s) => {
                target.check(s)?;
                (s, "forced by the caller")
            }
            None => Plan::choose(req.policy, &req.features, target),
        };
        if let (Some(t), Some(_)) = (req.threshold, req.strategy) {
            if !strategy.has_gate() {
                return Err(BuildError::threshold_without_gate(strategy, t));
            }
        }
        if req.memmove && !matches!(strategy, Strategy::Vector | Strategy::Fallback) {
            return Err(BuildError::memmove_needs_vector(strategy, reason));
        }
        Ok((strategy, reason))
    }

    /// The card's choice for `features`, with the default threshold and entry offset 0.
    pub fn for_features(features: &CpuFeatures) -> Plan {
        let req = Request {
            features: *features,
            ..Request::default()
        };
        Plan::new(&req).expect("the default request is valid")
    }

    fn choose(policy: Policy, f: &CpuFeatures, target: Target) -> (Strategy, &'static str) {
        if let Some(why) = target.fallback_reason() {
            return (Strategy::Fallback, why);
        }
        match policy {
            Policy::Fastest => (
                Strategy::Vector,
                "fastest policy: vector copies by size class, REP MOVSB only where measured to win",
            ),
            Policy::Kernel if f.has_fsrm() => {
                (Strategy::RepMovsb, "FSRM: REP MOVSB is fast at every size (card policy)")
            }
            Policy::Kernel if f.has_erms() => (
                Strategy::ErmsGated,
                "ERMS without FSRM: scalar loop below the threshold, REP MOVSB at or above (card policy)",
            ),
            Policy::Kernel => {
                (Strategy::Scalar, "neither ERMS nor FSRM: kernel memcpy_orig (card policy)")
            }
        }
    }

    /// The code that will be emitted, with its parameters.
    pub const fn body(&self) -> &Body {
        &self.body
    }

    /// The strategy that will run.
    pub const fn strategy(&self) -> Strategy {
        self.body.strategy()
    }

    /// The ERMS gate ([`Strategy::ErmsGated`] only; `None` for every other body).
    pub const fn gate(&self) -> Option<Gate> {
        match self.body {
            Body::Scalar { gate } => gate,
            _ => None,
        }
    }

    /// The vector strategy's thresholds (`None` for other strategies).
    pub const fn thresholds(&self) -> Option<&Thresholds> {
        match &self.body {
            Body::Vector(t) => Some(t),
            _ => None,
        }
    }

    /// Where the vector thresholds came from: the table row's name, or "given by the caller"
    /// (`None` for other strategies).
    pub const fn table_row(&self) -> Option<&'static str> {
        self.table_row
    }

    /// The smallest length from which the emitted code may hand a copy to `REP MOVSB` in any
    /// layout, instead of its own loop; `None` when no length does so by size alone.
    ///
    /// - [`Strategy::ErmsGated`]: the gate's threshold (from it on, every copy).
    /// - [`Strategy::Vector`]: [`Thresholds::rep_movsb_from`] (every copy outside the
    ///   short-distance bands), `None` when it is `None`. Co-aligned copies may start earlier,
    ///   at [`Thresholds::rep_movsb_coaligned_from`]; a threshold given to the builder (or
    ///   `MEMCPY_JIT_THRESHOLD`) sets both, so then this is the one length from which every
    ///   layout may take it.
    /// - Every other strategy: `None` (`REP MOVSB` runs at every length, or never).
    pub const fn threshold(&self) -> Option<usize> {
        match &self.body {
            Body::Scalar { gate: Some(g) } => Some(g.threshold()),
            Body::Vector(t) => t.rep_movsb_from,
            _ => None,
        }
    }

    /// A threshold that was asked for but has no effect on the chosen strategy.
    pub const fn ignored_threshold(&self) -> Option<usize> {
        self.ignored_threshold
    }

    /// Offset of the entry point modulo 64 within its page.
    pub const fn entry_offset(&self) -> usize {
        self.entry_offset
    }

    /// True when the caller forced the strategy.
    pub const fn is_forced(&self) -> bool {
        self.forced
    }

    /// True when the planned function gives `memmove`'s result for overlapping buffers: the
    /// vector strategy in memmove mode ([`Thresholds::memmove`]), or the fallback asked for
    /// memmove semantics ([`Builder::memmove`](crate::Builder::memmove)).
    pub const fn is_memmove(&self) -> bool {
        self.memmove
    }

    /// One sentence saying why this strategy was chosen.
    pub const fn reason(&self) -> &'static str {
        self.reason
    }

    /// The plain-copy fallback's plan with nothing else known (`const`, for a `static`).
    pub(crate) const fn fallback(reason: &'static str) -> Plan {
        Plan {
            body: Body::Fallback,
            table_row: None,
            entry_offset: 0,
            forced: false,
            ignored_threshold: None,
            memmove: false,
            reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(features: CpuFeatures) -> Request {
        Request {
            features,
            ..Request::default()
        }
    }

    #[test]
    fn card_policy() {
        let none = CpuFeatures::default();
        let erms = none.with_erms(true);
        let fsrm = erms.with_fsrm(true);
        assert_eq!(Plan::for_features(&fsrm).strategy(), Strategy::RepMovsb);
        assert_eq!(
            Plan::for_features(&none.with_fsrm(true)).strategy(),
            Strategy::RepMovsb
        );
        let gated = Plan::for_features(&erms);
        assert_eq!(gated.strategy(), Strategy::ErmsGated);
        assert_eq!(gated.threshold(), Some(2048));
        assert_eq!(gated.gate(), Some(Gate::Shift(11)));
        assert_eq!(Plan::for_features(&none).strategy(), Strategy::Scalar);
        assert_eq!(Plan::for_features(&none).threshold(), None);
    }

    /// Each strategy plans the one body that implements it, carrying exactly its parameters;
    /// `threshold()` is where `REP MOVSB` may start in any layout, for both gated bodies.
    #[test]
    fn every_strategy_plans_its_body() {
        let f = CpuFeatures::default().with_erms(true);
        for s in Strategy::ALL {
            let plan = Plan::new(&Request {
                strategy: Some(s),
                ..req(f)
            })
            .unwrap();
            assert_eq!((plan.strategy(), plan.body().strategy()), (s, s));
            let (gate, vector) = (plan.gate().is_some(), plan.thresholds().is_some());
            assert_eq!(gate, s == Strategy::ErmsGated, "{s}");
            assert_eq!(vector, s == Strategy::Vector, "{s}");
            assert_eq!(plan.table_row().is_some(), vector, "{s}");
            match *plan.body() {
                Body::Scalar { gate: Some(g) } => {
                    assert_eq!(plan.threshold(), Some(g.threshold()))
                }
                Body::Vector(t) => assert_eq!(plan.threshold(), t.rep_movsb_from),
                _ => assert_eq!(plan.threshold(), None, "{s}"),
            }
        }
        // A vector threshold moves REP MOVSB in every layout, and is the plan's threshold.
        let plan = Plan::new(&Request {
            strategy: Some(Strategy::Vector),
            threshold: Some(65536),
            ..req(f)
        })
        .unwrap();
        let t = plan.thresholds().unwrap();
        assert_eq!(t.rep_movsb_from, Some(65536));
        assert_eq!(t.rep_movsb_coaligned_from, Some(65536));
        assert_eq!((plan.threshold(), plan.gate()), (Some(65536), None));
        // No REP MOVSB by size in the vector body: no threshold.
        let mut none = Thresholds::for_cpu(&f).0;
        none.rep_movsb_from = None;
        let plan = Plan::new(&Request {
            strategy: Some(Strategy::Vector),
            thresholds: Some(none),
            ..req(f)
        })
        .unwrap();
        assert_eq!(plan.threshold(), None);
    }

    /// A forced width below AVX-512 drops the row's masked window and takes the merged small
    /// classes in its place; AVX-512 forced keeps the window, and a row without a window is
    /// left as it is.
    #[test]
    fn a_narrower_width_trades_the_window_for_the_merged_classes() {
        let f = CpuFeatures::every_vector_feature();
        let row = (Thresholds::for_cpu(&f).0)
            .with_masked_max(32)
            .with_small_merged(false);
        let forced = |w: VectorWidth, t: Thresholds| {
            let plan = Plan::new(&Request {
                strategy: Some(Strategy::Vector),
                thresholds: Some(t),
                vector_width: Some(w),
                ..req(f)
            })
            .unwrap();
            *plan.thresholds().unwrap()
        };
        for w in [VectorWidth::Sse2, VectorWidth::Avx2] {
            let t = forced(w, row);
            assert_eq!((t.width, t.masked_max, t.small_merged), (w, 0, true));
        }
        let t = forced(VectorWidth::Avx512, row);
        assert_eq!((t.masked_max, t.small_merged), (32, false));
        let bare = row.with_masked_max(0);
        assert!(!forced(VectorWidth::Avx2, bare).small_merged);
    }

    #[test]
    fn gates() {
        assert_eq!(Gate::for_threshold(32), Gate::Shift(5));
        assert_eq!(Gate::for_threshold(2112), Gate::Compare(2112));
        assert_eq!(Gate::for_threshold(1 << 40), Gate::Shift(40));
        for t in [32, 33, 2048, 2112, 4096, (1 << 40) - 1, 1 << 40] {
            assert_eq!(Gate::for_threshold(t).threshold(), t);
        }
    }

    #[test]
    fn thresholds_out_of_range() {
        for t in [0usize, 1, 31, (1 << 40) + 1, 1 << 41, usize::MAX] {
            let r = Request {
                threshold: Some(t),
                strategy: Some(Strategy::ErmsGated),
                ..Request::default()
            };
            let msg = Plan::new(&r).unwrap_err().to_string();
            assert!(msg.contains(&t.to_string()), "{msg}");
            assert!(msg.contains("32") && msg.contains("1099511627776"), "{msg}");
        }
    }

    #[test]
    fn threshold_without_gate() {
        let forced = Request {
            strategy: Some(Strategy::RepMovsb),
            threshold: Some(4096),
            ..Request::default()
        };
        let msg = Plan::new(&forced).unwrap_err().to_string();
        assert!(msg.contains("4096") && msg.contains("rep-movsb"), "{msg}");
        // Chosen by policy: kept, but reported as ignored.
        let auto = Request {
            threshold: Some(4096),
            ..req(CpuFeatures::default().with_fsrm(true))
        };
        let plan = Plan::new(&auto).unwrap();
        assert_eq!(plan.threshold(), None);
        assert_eq!(plan.ignored_threshold(), Some(4096));
    }

    #[test]
    fn entry_offset_range() {
        for k in 0..=63 {
            assert_eq!(
                Plan::new(&Request {
                    entry_offset: k,
                    ..Request::default()
                })
                .unwrap()
                .entry_offset(),
                k
            );
        }
        let err = Plan::new(&Request {
            entry_offset: 64,
            ..Request::default()
        })
        .unwrap_err();
        assert!(err.to_string().contains("64"));
    }

    #[test]
    fn generated_code_only_on_sysv_x86_64() {
        #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
        assert_eq!(TARGET, Target::SysV);
        assert_eq!(TARGET == Target::SysV, SYSV_X86_64);
        let fsrm = CpuFeatures::default().with_erms(true).with_fsrm(true);
        for target in [Target::OtherAbi, Target::OtherArch] {
            // Chosen automatically: the fallback, whatever the policy, saying why.
            for policy in [Policy::Kernel, Policy::Fastest] {
                let r = Request {
                    policy,
                    entry_offset: 16,
                    threshold: Some(4096),
                    ..req(fsrm)
                };
                let plan = Plan::new_for(&r, target).unwrap();
                assert_eq!(plan.strategy(), Strategy::Fallback, "{target:?}");
                assert_eq!(plan.entry_offset(), 0);
                assert_eq!(plan.ignored_threshold(), Some(4096));
                assert_eq!(Some(plan.reason()), target.fallback_reason());
            }
            // Forced: refused, except the fallback itself.
            for s in Strategy::ALL {
                let r = Request {
                    strategy: Some(s),
                    ..req(fsrm)
                };
                match Plan::new_for(&r, target) {
                    Ok(p) => assert_eq!((s, p.strategy()), (Strategy::Fallback, s)),
                    Err(e) => {
                        let msg = e.to_string();
                        assert!(s.is_jit() && msg.contains(s.name()), "{msg}");
                        let expect = match target {
                            Target::OtherAbi => "System V AMD64 calling convention",
                            _ => "needs an x86-64 CPU",
                        };
                        assert!(msg.contains(expect), "{msg}");
                    }
                }
            }
        }
        let abi = Target::OtherAbi.fallback_reason().unwrap();
        assert!(
            abi.contains("System V AMD64") && abi.contains("compile time"),
            "{abi}"
        );
        assert!(abi.contains("Win64"), "{abi}");
        let msg = Target::OtherAbi
            .check(Strategy::Vector)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("Win64"), "{msg}");
        // The System V target plans generated code as before.
        assert_eq!(
            Plan::new_for(&req(fsrm), Target::SysV).unwrap().strategy(),
            Strategy::RepMovsb
        );
        assert!(Target::SysV.check(Strategy::Vector).is_ok());
    }
}
