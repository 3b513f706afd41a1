//! `memcpy-jit`: inspect the generated memcpy and A/B it on this machine.
//!
//! - `memcpy-jit info`: the CPU, what `Memcpy::tuned()` chose and why, environment overrides,
//!   the emitted code disassembled.
//! - `memcpy-jit ab`: compare variants (thresholds, strategies, entry offsets, glibc, std) on
//!   sizes or size distributions, warm or with flushed buffers, over several processes.
//! - `memcpy-jit sweep`: find where `REP MOVSB` starts to beat the scalar loop and glibc, and
//!   measure the short-distance effect.
//! - `memcpy-jit tune`: the tuner's full search on this machine (`--budget`, `--dist`,
//!   `--guard`, `--json`), saved as this CPU's profile (or `--out`, `--dry-run`); the search
//!   in this process (the engine interleaves its candidates itself), its final check in
//!   `--check-processes` children (hidden `__tune-check`), one after another.
//! - `memcpy-jit record -- CMD ARGS`: runs CMD under the preload library, recording every
//!   copy's size, into one `--dist` file (`--out`); exits with CMD's status.
//!
//! A `publish = false` member of the workspace (`cargo run --release -p memcpy-jit-cli --
//! info`), so library users never compile its dependencies.
//!
//! Errors and exit status:
//!
//! - A bad argument (clap's usage errors too), or a measurement that could not be made: one
//!   line on stderr, `memcpy-jit: error: ...`, at most 300 bytes, escaped (`line.rs`), and
//!   exit status 2.
//! - An output path the write would refuse (`--csv`, `--json`, `--svg`, tune's `--out` or
//!   cache directory, record's `--out`: a device, directory or symbolic link, a missing
//!   directory, or a file that is not a report of the same kind; see `output.rs`): refused
//!   before anything is measured or run, exit status 2.
//! - An output that could not be written (stdout, `--csv`, `--json`, `--svg`): every other
//!   requested output is still written, each failure is reported on its own line, and the
//!   exit status is 1.
//! - A closed pipe on stdout (`memcpy-jit info | head -1`) ends the process the way it ends
//!   `cat` or `ls`: silently, killed by `SIGPIPE` (a shell reports status 141), after the
//!   other requested outputs have been written.
//! - When stderr itself cannot be written, the status is the same and nothing is said.

mod ab;
mod args;
mod dist_arg;
mod info;
mod job;
mod line;
mod measure;
mod number;
mod output;
mod record;
mod report;
mod runner;
mod spec;
mod svg;
mod sweep;
mod tune;
mod tune_check;

use std::io::{self, Write};
use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::args::{parse_code_placements, parse_misalign, parse_row_size, parse_size, WorkingSet};
use crate::job::{Placement, Scenario};
use crate::spec::Variant;

#[derive(Parser, Debug)]
#[command(
    name = "memcpy-jit",
    version,
    about = "Inspect the run-time generated memcpy and A/B it on this machine",
    after_help = "Run `memcpy-jit <COMMAND> --help` for each command's options.\n\n\
        Exit status: 0 on success; 1 when an output (stdout, --csv, --json, --svg) could not be \
        written (the others still are; one error line each); 2 for a bad argument or a failed \
        measurement. A closed stdout pipe ends the process silently by SIGPIPE, as it ends cat."
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// CPU features and caches, what Memcpy::tuned() chose and why, environment overrides,
    /// and the generated code disassembled.
    Info {
        /// Also build and disassemble this variant SPEC (e.g. erms-gated:512,entry=48).
        #[arg(long, value_name = "SPEC")]
        variant: Option<String>,
    },
    /// Compare variants: ns per call per size (or distribution), change vs the first variant.
    Ab(AbArgs),
    /// Find the sizes where REP MOVSB starts to beat the scalar loop and glibc; recommend a
    /// threshold; measure the short-distance effect.
    Sweep(SweepArgs),
    /// Search the generator's choices on this machine (about 30 s): the candidates tried, ns
    /// per workload, the result against the table's row and glibc; saves it as this CPU's
    /// profile, which Memcpy::tuned() loads.
    Tune(tune::TuneArgs),
    /// Run CMD with the preload library recording the size of every copy it makes, and
    /// write them as a size,probability file for --dist (memcpy-jit tune --dist FILE).
    Record(record::RecordArgs),
    /// Internal: one measuring process (reads a job on stdin, prints JSON lines).
    #[command(name = "__child", hide = true)]
    Child,
    /// Internal: one process of tune's final check (reads a job on stdin, prints one JSON
    /// line).
    #[command(name = "__tune-check", hide = true)]
    TuneCheck,
}

/// How much to measure.
#[derive(Args, Debug, Clone)]
pub struct Method {
    /// Separate process runs; statistics are across runs.
    #[arg(long, default_value_t = 5, value_name = "N")]
    pub runs: usize,
    /// Samples per variant and row in each run [default: 101, or 9 with --quick].
    #[arg(long, value_name = "N")]
    pub rounds: Option<usize>,
    /// Few, short samples (for tests and smoke runs; numbers are noisier).
    #[arg(long)]
    pub quick: bool,
    /// Bytes the buffers rotate over (source + destination): l1, l2, l3 (half of that cache)
    /// or a size such as 64K or 8M; or hot: no rotation, every call copies at the same place.
    #[arg(long, default_value = "l2", value_name = "l1|l2|l3|SIZE|hot", value_parser = WorkingSet::parse)]
    pub working_set: WorkingSet,
}

/// Result files.
#[derive(Args, Debug, Clone, Default)]
pub struct Outputs {
    /// Write the results as CSV (one line per row and variant).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Write the results as JSON (with every run's value and the machine).
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write an SVG plot: ns per call against size (log axes), crossovers marked.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
}

#[derive(Args, Debug, Clone)]
#[command(after_help = "\
SPEC: BASE[:THRESHOLD][,entry=N][,threshold=N][,policy=NAME][,KEY=VALUE...]
  BASE: a strategy (rep-movsb, erms-gated, scalar, vector, fallback, ...), tuned,
        calibrated (Memcpy::calibrated(), measured in each run), glibc or std.
  KEY:  width, masked, memmove=on|off, tail_after=N|N-M|off, row=NAME (a table row as it
        reads on this CPU, in place of its own: row=generic), or any field of the vector
        thresholds as a profile writes it (loop_interleave=true, rep_movsb_from=none, ...),
        set on top of the thresholds built without it (docs/methodology.md).
  Examples: --variant orig=scalar --variant erms=rep-movsb
            --threshold 512 --threshold 2048 --baseline glibc
            --variant e0=erms-gated:2048 --variant e48=erms-gated:2048,entry=48
            --variant t=tuned --variant ti=tuned,loop_interleave=true
The first variant is the reference for the change columns. Default: orig=scalar, erms=rep-movsb.")]
pub struct AbArgs {
    /// Add the ERMS-gated variant with this threshold (repeatable).
    #[arg(long = "threshold", value_name = "N", id = "thresholds", value_parser = threshold_variant())]
    pub thresholds: Vec<Variant>,
    /// Add a variant NAME=SPEC (repeatable), e.g. e48=erms-gated:2048,entry=48.
    #[arg(long = "variant", value_name = "NAME=SPEC", id = "variants")]
    pub variants: Vec<Variant>,
    /// Add a baseline (repeatable): glibc's memcpy or std's copy_from_slice.
    #[arg(long = "baseline", value_name = "glibc|std", id = "baselines", value_parser = baseline_variant())]
    pub baselines: Vec<Variant>,
    /// Copy sizes in bytes, comma-separated (one table row each) [default: 32,64,128,256,2048,4096
    /// when no --dist is given].
    #[arg(long, value_delimiter = ',', value_name = "N,N,...", value_parser = parse_row_size)]
    pub sizes: Vec<usize>,
    /// A size,probability CSV: sizes drawn at random (seeded), one table row named after the
    /// file (repeatable).
    #[arg(long, value_name = "FILE")]
    pub dist: Vec<PathBuf>,
    /// Seed for the sizes drawn from --dist.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Source/destination byte offsets from a page boundary (aligned placement).
    #[arg(long, default_value = "0/0", value_name = "SRC/DST", value_parser = parse_misalign)]
    pub misalign: (usize, usize),
    /// Where the copies sit, and what follows each (repeatable: one table per placement):
    /// aligned (the --misalign offsets, rotating over --working-set); random (hot: each call's
    /// source and destination at random byte offsets in a 256 KiB area, drawn with --seed);
    /// llc (the same in max(8 MiB, 4 x L2)); cold (in 256 MiB); struct (random, each
    /// destination's first and last 8 bytes read right after the copy); chain (each copy's
    /// source is the last copy's destination) [default: aligned].
    #[arg(
        long = "placement",
        value_enum,
        id = "placements",
        value_name = "aligned|random|llc|cold|struct|chain"
    )]
    pub placements: Vec<Placement>,
    /// Every regime a user's data is in, side by side: the placements random (hot), llc,
    /// struct, chain and aligned, and a summary table of each variant's geometric mean
    /// against the first one per regime (with --placement: those placements too).
    #[arg(long)]
    pub regimes: bool,
    /// Where the buffers are when a copy starts (repeatable: one table per scenario).
    #[arg(
        long = "scenario",
        value_parser = scenario_parser(),
        id = "scenarios",
        value_name = "SCENARIO"
    )]
    pub scenarios: Vec<Scenario>,
    /// Where the code sits (not --placement, which places the buffers): each generated
    /// variant is built K times (1..=8), every copy at its own page offset, and the s-th sample
    /// of a variant times copy s mod K, so a result averages K placements of the code instead
    /// of resting on one. glibc, std and plain `tuned` are one function each. 1: one copy per
    /// variant (as before this option).
    #[arg(
        long = "placements",
        id = "code_placements",
        value_name = "K",
        default_value_t = 3,
        value_parser = parse_code_placements
    )]
    pub code_placements: usize,
    #[command(flatten)]
    pub method: Method,
    #[command(flatten)]
    pub out: Outputs,
}

#[derive(Args, Debug, Clone)]
pub struct SweepArgs {
    /// Smallest size.
    #[arg(long, default_value = "16", value_parser = parse_size)]
    pub min: usize,
    /// Largest size.
    #[arg(long, default_value = "1M", value_parser = parse_size)]
    pub max: usize,
    /// Log-spaced sizes per doubling (the seed's sizes are always added).
    #[arg(long, default_value_t = 4, value_name = "N")]
    pub per_octave: usize,
    /// Where the buffers are when a copy starts (crossover part).
    #[arg(long, value_parser = scenario_parser(), default_value = "warm")]
    pub scenario: Scenario,
    /// Skip the short-distance table.
    #[arg(long)]
    pub no_short_distance: bool,
    #[command(flatten)]
    pub method: Method,
    #[command(flatten)]
    pub out: Outputs,
}

/// `--threshold N`: the variant `gated-N=erms-gated:N`.
fn threshold_variant() -> impl TypedValueParser<Value = Variant> {
    RangedU64ValueParser::<u64>::new().try_map(|t| {
        Variant::from_flag(
            format!("--threshold {t}"),
            &format!("gated-{t}=erms-gated:{t}"),
        )
    })
}

/// `--baseline NAME`: the variant `NAME=NAME` (clap lists the names in the help and errors).
fn baseline_variant() -> impl TypedValueParser<Value = Variant> {
    let glibc = "The C library's memcpy, called through its own entry point";
    let std = "<[u8]>::copy_from_slice in a non-inlined extern \"C\" wrapper";
    PossibleValuesParser::new([
        PossibleValue::new("glibc").help(glibc),
        PossibleValue::new("std").help(std),
    ])
    .try_map(|n| Variant::from_flag(format!("--baseline {n}"), &format!("{n}={n}")))
}

/// `--scenario`: a name of [`Scenario::ALL`] (clap lists them in the help and in errors).
fn scenario_parser() -> impl TypedValueParser<Value = Scenario> {
    PossibleValuesParser::new(Scenario::ALL.map(Scenario::name)).try_map(|s| s.parse::<Scenario>())
}

/// Why a command failed; decides the exit status (see the module documentation).
#[derive(Debug)]
pub enum Failure {
    /// A bad argument, or a measurement that could not be made: one line, exit status 2.
    Error(anyhow::Error),
    /// Requested outputs that could not be written, one entry each: exit status 1.
    Output(Vec<WriteError>),
}

impl Failure {
    /// `Ok` when nothing failed, else the failed outputs.
    pub fn of_writes(failed: Vec<WriteError>) -> Result<(), Failure> {
        if failed.is_empty() {
            Ok(())
        } else {
            Err(Failure::Output(failed))
        }
    }
}

impl<E: Into<anyhow::Error>> From<E> for Failure {
    fn from(e: E) -> Failure {
        Failure::Error(e.into())
    }
}

/// An output that could not be written: `stdout` or the file's path, and why.
pub type WriteError = (String, io::Error);

/// Writes `text` to stdout and flushes it.
pub fn stdout(text: &str) -> Result<(), WriteError> {
    let mut out = io::stdout().lock();
    let written = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    written.map_err(|error| ("stdout".into(), error))
}

/// Reports `failure` on stderr, one bounded line each ([`line::message`]), and exits with
/// its status.
fn exit_with(failure: Failure) -> ! {
    match failure {
        Failure::Error(msg) => {
            line::eprint(line::ERROR, &format!("{msg:#}"));
            std::process::exit(2)
        }
        Failure::Output(failed) => {
            // A closed pipe on stdout is not an error to report (see the module documentation).
            let pipe =
                |(to, e): &&WriteError| to == "stdout" && e.kind() == io::ErrorKind::BrokenPipe;
            let mut reported = failed.iter().filter(|w| !pipe(w)).peekable();
            if reported.peek().is_none() {
                die_of_sigpipe()
            }
            for (target, error) in reported {
                let target = line::shown(target, line::VALUE);
                line::eprint(line::ERROR, &format!("cannot write {target}: {error}"));
            }
            std::process::exit(1)
        }
    }
}

/// Ends the process as a closed pipe ends `cat`: killed by `SIGPIPE`, silently. (The Rust
/// runtime ignores `SIGPIPE`, so the write returned `EPIPE` instead.)
fn die_of_sigpipe() -> ! {
    // SAFETY: restoring a signal's default disposition and raising it has no memory-safety
    // preconditions; no handler of ours runs, the default action ends the process.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        libc::raise(libc::SIGPIPE);
    }
    // Not reached on Unix; elsewhere the status a shell gives a process killed by SIGPIPE.
    std::process::exit(128 + 13)
}

/// Prints clap's help or version (as clap does: several lines, on stdout), or reports
/// clap's usage error as every other error is reported: one line ([`clap_line`]), exit
/// status 2.
fn clap_exit(e: clap::Error) -> ! {
    if !matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        exit_with(anyhow::anyhow!("{}", clap_line(&e)).into())
    }
    let printed = e.print().and_then(|()| io::stdout().flush());
    match printed {
        Ok(()) => std::process::exit(e.exit_code()),
        Err(error) => exit_with(Failure::Output(vec![("stdout".into(), error)])),
    }
}

/// Clap's usage error on one line: its message, the possible values and the tip on the
/// same line, and the usage in parentheses; without the "For more information" line.
/// (Bounded and escaped when printed, by [`exit_with`].)
fn clap_line(e: &clap::Error) -> String {
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        return "no command (info, ab, sweep, tune or record); `memcpy-jit --help` lists them"
            .into();
    }
    let text = e.render().to_string();
    let (mut said, mut usage, mut in_usage) = (String::new(), None, false);
    for l in text.lines().map(str::trim) {
        if l.is_empty() {
            in_usage = false;
        } else if let Some(u) = l.strip_prefix("Usage: ") {
            (usage, in_usage) = (Some(u), true);
        } else if !in_usage && !l.starts_with("For more information") {
            let l = l.strip_prefix("error: ").unwrap_or(l);
            let sep = match (said.is_empty(), l.starts_with('[')) {
                (true, _) => "",
                (false, true) => " ",
                (false, false) => "; ",
            };
            said = said + sep + l;
        }
    }
    match usage {
        Some(u) => format!("{said} (usage: {u})"),
        None => said,
    }
}

/// The command line's parser: [`Cli`], with every option that takes a value taking one
/// that starts with `-` and reads as a number (`--runs -1` is then an invalid value, not an
/// unknown argument `-1`).
fn command() -> clap::Command {
    let negative = |a: clap::Arg| match a.get_action().takes_values() && !a.is_positional() {
        true => a.allow_negative_numbers(true),
        false => a,
    };
    Cli::command().mut_subcommands(move |s| s.mut_args(negative))
}

fn main() {
    // `tune`'s budget and a check process's time count from here (set-up is part of them).
    let start = std::time::Instant::now();
    // A panic (a bug) is reported as every error is: one bounded line.
    std::panic::set_hook(Box::new(|info| {
        line::eprint(
            line::ERROR,
            &format!("internal error (please report it): {info}"),
        );
    }));
    let matches = command().try_get_matches().unwrap_or_else(|e| clap_exit(e));
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| clap_exit(e));
    let result = match &cli.cmd {
        Cmd::Info { variant } => info::run(variant.as_deref()),
        Cmd::Ab(a) => ab::run(a, matches.subcommand_matches("ab")),
        Cmd::Sweep(a) => sweep::run(a),
        Cmd::Tune(a) => tune::run(a, start),
        Cmd::Record(a) => record::run(a).map(|code| std::process::exit(code)),
        Cmd::Child => measure::child_main().map_err(Failure::from),
        Cmd::TuneCheck => tune_check::child_main(start).map_err(Failure::from),
    };
    if let Err(f) = result {
        exit_with(f)
    }
}
