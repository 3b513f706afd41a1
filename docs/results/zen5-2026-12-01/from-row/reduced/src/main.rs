//! `reduced-from-row ROW`: the tuner's reduced search (what `Memcpy::calibrated()` runs, with
//! its 14 ms of measuring) from the table row ROW as it reads on this CPU; prints the result
//! and each step's outcome.

use std::time::Duration;

use memcpy_jit::{tune, CpuFeatures, Thresholds};

fn main() {
    let f = CpuFeatures::host();
    let from = std::env::args().nth(1).unwrap_or_else(|| "generic".into());
    let Some(table) = Thresholds::for_row(&from, &f) else {
        eprintln!("no row {from}");
        std::process::exit(2);
    };
    let cfg = tune::Config::reduced(f, Duration::from_millis(14));
    let mut bench = tune::Bench::reduced(&cfg).expect("buffers");
    let r = tune::run(&cfg, table, &mut bench, &mut |_| {});
    let c = r.chosen;
    println!(
        "from {from}: width {} masked_max {} rep_movsb_from {:?} avoid_dst_above_src {}",
        c.width, c.masked_max, c.rep_movsb_from, c.avoid_dst_above_src
    );
    for s in &r.steps {
        println!("  {}: {}", s.name, s.outcome.why());
    }
}
