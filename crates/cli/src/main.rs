//! `memcpy-jit`: inspect the generated memcpy and A/B it on this machine.
//!
//! - `memcpy-jit info`: the CPU, what `Memcpy::tuned()` chose and why, environment overrides,
//!   the emitted code disassembled.
//! - `memcpy-jit ab`: compare variants (thresholds, strategies, entry offsets, glibc, std) on
//!   sizes or size distributions, warm or with flushed buffers, over several processes.
//! - `memcpy-jit sweep`: find where `REP MOVSB` starts to beat the scalar loop and glibc, and
//!   measure the short-distance effect.
//! - `memcpy-jit tune`: the tuner's full search on this machine (`--budget`, `--dist`,
//!   `--guard`, `--json`), saved as this CPU's profile (or `--out`, `--dry-run`); in this
//!   process, not in children (the engine interleaves its candidates itself).
//! - `memcpy-jit record -- CMD ARGS`: runs CMD under the preload library, recording every
//!   copy's size, into one `--dist` file (`--out`); exits with CMD's status.
//!
//! A `publish = false` member of the workspace (`cargo run --release -p memcpy-jit-cli --
//! info`), so library users never compile its dependencies.
//!
//! Errors and exit status:
//!
//! - A bad argument, or a measurement that could not be made: one line on stderr,
//!   `memcpy-jit: error: ...`, and exit status 2.
//! - An output that could not be written (stdout, `--csv`, `--json`, `--svg`): every other
//!   requested output is still written, each failure is reported on its own line, and the
//!   exit status is 1.
//! - A closed pipe on stdout (`memcpy-jit info | head -1`) ends the process the way it ends
//!   `cat` or `ls`: silently, killed by `SIGPIPE` (a shell reports status 141), after the
//!   other requested outputs have been written.
//! - When stderr itself cannot be written, the status is the same and nothing is said.

mod ab;
mod args;
mod info;
mod job;
mod measure;
mod record;
mod report;
mod runner;
mod spec;
mod svg;
mod sweep;
mod tune;

use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;

use clap::builder::TypedValueParser as _;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::job::Scenario;

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
}

/// Where an `ab` row's copies sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlacementArg {
    /// Source and destination at the --misalign page offsets, each call 64 bytes further
    /// along the working set.
    Aligned,
    /// Each call's source and destination at random byte offsets in an 8 MiB area of their
    /// own (seeded by --seed).
    Random,
}

/// A libc/std baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Baseline {
    /// The C library's memcpy, called through its own entry point.
    Glibc,
    /// <[u8]>::copy_from_slice in a non-inlined extern "C" wrapper.
    Std,
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
    /// or a size such as 64K or 8M.
    #[arg(long, default_value = "l2", value_name = "l1|l2|l3|SIZE")]
    pub working_set: String,
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
SPEC: BASE[:THRESHOLD][,entry=N][,threshold=N][,policy=NAME]
  BASE: a strategy (rep-movsb, erms-gated, scalar, vector, fallback, ...), tuned,
        calibrated (Memcpy::calibrated(), measured in each run), glibc or std.
  Examples: --variant orig=scalar --variant erms=rep-movsb
            --threshold 512 --threshold 2048 --baseline glibc
            --variant e0=erms-gated:2048 --variant e48=erms-gated:2048,entry=48
The first variant is the reference for the change columns. Default: orig=scalar, erms=rep-movsb.")]
pub struct AbArgs {
    /// Add the ERMS-gated variant with this threshold (repeatable).
    #[arg(long = "threshold", value_name = "N", id = "thresholds")]
    pub thresholds: Vec<u64>,
    /// Add a variant NAME=SPEC (repeatable), e.g. e48=erms-gated:2048,entry=48.
    #[arg(long = "variant", value_name = "NAME=SPEC", id = "variants")]
    pub variants: Vec<String>,
    /// Add a baseline (repeatable): glibc's memcpy or std's copy_from_slice.
    #[arg(
        long = "baseline",
        value_enum,
        value_name = "glibc|std",
        id = "baselines"
    )]
    pub baselines: Vec<Baseline>,
    /// Copy sizes in bytes, comma-separated (one table row each) [default: 32,64,128,256,2048,4096
    /// when no --dist is given].
    #[arg(long, value_delimiter = ',', value_name = "N,N,...")]
    pub sizes: Vec<String>,
    /// A size,probability CSV: sizes drawn at random (seeded), one table row named after the
    /// file (repeatable).
    #[arg(long, value_name = "FILE")]
    pub dist: Vec<PathBuf>,
    /// Seed for the sizes drawn from --dist.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Source/destination byte offsets from a page boundary (aligned placement).
    #[arg(long, default_value = "0/0", value_name = "SRC/DST")]
    pub misalign: String,
    /// Where the copies sit (repeatable: one table per placement): aligned (the --misalign
    /// offsets, rotating over --working-set), or random (each call's source and destination
    /// at random byte offsets in an 8 MiB area, drawn with --seed) [default: aligned].
    #[arg(
        long = "placement",
        value_enum,
        id = "placements",
        value_name = "aligned|random"
    )]
    pub placements: Vec<PlacementArg>,
    /// Where the buffers are when a copy starts (repeatable: one table per scenario).
    #[arg(
        long = "scenario",
        value_parser = scenario_parser(),
        id = "scenarios",
        value_name = "SCENARIO"
    )]
    pub scenarios: Vec<Scenario>,
    #[command(flatten)]
    pub method: Method,
    #[command(flatten)]
    pub out: Outputs,
}

#[derive(Args, Debug, Clone)]
pub struct SweepArgs {
    /// Smallest size.
    #[arg(long, default_value = "16")]
    pub min: String,
    /// Largest size.
    #[arg(long, default_value = "1M")]
    pub max: String,
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

/// `--scenario`: a name of [`Scenario::ALL`] (clap lists them in the help and in errors).
fn scenario_parser() -> impl clap::builder::TypedValueParser<Value = Scenario> {
    clap::builder::PossibleValuesParser::new(Scenario::ALL.map(Scenario::name))
        .try_map(|s| s.parse::<Scenario>())
}

/// Why a command failed; decides the exit status (see the module documentation).
#[derive(Debug)]
pub enum Failure {
    /// A bad argument, or a measurement that could not be made: one line, exit status 2.
    Error(String),
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

impl From<String> for Failure {
    fn from(msg: String) -> Failure {
        Failure::Error(msg)
    }
}

impl From<&str> for Failure {
    fn from(msg: &str) -> Failure {
        Failure::Error(msg.to_string())
    }
}

/// An output that could not be written.
#[derive(Debug)]
pub struct WriteError {
    /// `stdout`, or the file's path.
    pub target: String,
    pub error: io::Error,
}

impl WriteError {
    /// A closed pipe on stdout: not an error to report (see the module documentation).
    fn is_broken_pipe(&self) -> bool {
        self.target == "stdout" && self.error.kind() == io::ErrorKind::BrokenPipe
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot write {}: {}", self.target, self.error)
    }
}

/// Writes `text` to stdout and flushes it.
pub fn stdout(text: &str) -> Result<(), WriteError> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|error| WriteError {
            target: "stdout".into(),
            error,
        })
}

/// Reports `failure` on stderr and exits with its status.
fn exit_with(failure: Failure) -> ! {
    let mut err = io::stderr().lock();
    match failure {
        Failure::Error(msg) => {
            // A failed write to stderr leaves nothing to report it on: the status says it.
            let _ = writeln!(err, "memcpy-jit: error: {}", msg.replace('\n', " "));
            std::process::exit(2)
        }
        Failure::Output(failed) => {
            let mut reported = 0;
            for w in failed.iter().filter(|w| !w.is_broken_pipe()) {
                let line = w.to_string().replace('\n', " ");
                let _ = writeln!(err, "memcpy-jit: error: {line}");
                reported += 1;
            }
            if reported == 0 {
                die_of_sigpipe()
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

/// Prints clap's help, version or usage error; exits with clap's status, or as
/// [`exit_with`] does when the text cannot be written.
fn clap_exit(e: clap::Error) -> ! {
    let printed = e.print().and_then(|()| {
        if e.use_stderr() {
            io::stderr().flush()
        } else {
            io::stdout().flush()
        }
    });
    match printed {
        Ok(()) => std::process::exit(e.exit_code()),
        // The usage error itself could not be written: its status says it.
        Err(_) if e.use_stderr() => std::process::exit(e.exit_code().max(1)),
        Err(error) => exit_with(Failure::Output(vec![WriteError {
            target: "stdout".into(),
            error,
        }])),
    }
}

fn main() {
    let matches = match Cli::command().try_get_matches() {
        Ok(m) => m,
        Err(e) => clap_exit(e),
    };
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(c) => c,
        Err(e) => clap_exit(e),
    };
    let result = match &cli.cmd {
        Cmd::Info { variant } => info::run(variant.as_deref()),
        Cmd::Ab(a) => ab::run(a, matches.subcommand_matches("ab")),
        Cmd::Sweep(a) => sweep::run(a),
        Cmd::Tune(a) => tune::run(a),
        Cmd::Record(a) => record::run(a).map(|code| std::process::exit(code)),
        Cmd::Child => runner::child_main().map_err(Failure::Error),
    };
    if let Err(f) = result {
        exit_with(f)
    }
}
