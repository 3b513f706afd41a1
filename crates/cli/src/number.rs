//! How the reports print a number: as many decimals as its size warrants. Below both the
//! tables (`report`) and the plots (`svg`), which each print numbers this way.

/// `v` with no decimal from `big` on, one from `big / 10`, else two.
pub fn decimals(v: f64, big: f64) -> String {
    let d = match v.abs() {
        a if a >= big => 0,
        a if a >= big / 10.0 => 1,
        _ => 2,
    };
    format!("{v:.d$}")
}
