//! What the libraries accept of the FEN benchmark's input, line by line.
//! The benchmark asserts that rankfile's two roads (`fen::check`, and
//! `str::parse` with its first error only) agree on every line, and that
//! every line a peer judges otherwise is one that rankfile refuses for a
//! reason the peer does not check: a departure from the standard that the
//! peer reads anyway.

use std::collections::BTreeMap;

use rankfile::fen::{self, ReadMode};

use crate::peers;

/// The reasons rankfile refuses a line that a peer may accept, by the
/// first error's code, with what the standard says.
fn lax_reason(code: &str) -> Option<&'static str> {
    Some(match code {
        "placement_only" => "a placement alone (the standard has six fields)",
        "adjacent_digits" => {
            "two digits side by side, `44` for `8` (the standard writes one digit)"
        }
        "whitespace" => "a doubled space between fields (the standard separates them by one space)",
        "bad_fullmove" => "fullmove 0 (the standard starts the count at 1)",
        "bad_castling_rights" => "a castling right whose king or rook has left home",
        _ => return None,
    })
}

/// One line's verdict: accepted, or the code of the first error.
type Verdict = Result<(), &'static str>;

/// A peer's name and its verdict on a line.
type Peer = (&'static str, fn(&str) -> bool);

/// Counts, by peer and reason, the lines a peer accepts and `ours`
/// refuses.
///
/// # Panics
///
/// When a peer refuses a line `ours` accepts, or accepts a line `ours`
/// refuses for a reason [`lax_reason`] does not name.
fn differences(
    lines: &[&str],
    ours: impl Fn(&str) -> Verdict,
    peers: &[Peer],
) -> BTreeMap<(&'static str, &'static str), usize> {
    let mut out = BTreeMap::new();
    for line in lines {
        let verdict = ours(line);
        for &(peer, check) in peers {
            match (verdict, check(line)) {
                (Ok(()), true) | (Err(_), false) => {}
                (Ok(()), false) => panic!("{peer} refuses what rankfile accepts: {line}"),
                (Err(code), true) => {
                    let why = lax_reason(code)
                        .unwrap_or_else(|| panic!("{peer} accepts {line:?}, refused as {code}"));
                    *out.entry((peer, why)).or_insert(0) += 1;
                }
            }
        }
    }
    out
}

/// Where the peers' full checks differ from rankfile's `fen::check`,
/// which must agree with `str::parse::<Position>` on every line.
pub fn check_differences(lines: &[&str]) -> BTreeMap<(&'static str, &'static str), usize> {
    let ours = |line: &str| -> Verdict {
        let report = fen::check(line, ReadMode::Strict);
        let verdict = report.errors.first().map_or(Ok(()), |e| Err(e.code));
        assert_eq!(
            verdict.is_ok(),
            line.parse::<rankfile::Position>().is_ok(),
            "{line}"
        );
        verdict
    };
    differences(
        lines,
        ours,
        &[
            ("shakmaty 0.30.1", peers::shakmaty_check),
            ("cozy-chess 0.3.4", peers::cozy_check),
        ],
    )
}

/// Where shakmaty's syntax alone differs from rankfile's `fen::parse`.
pub fn syntax_differences(lines: &[&str]) -> BTreeMap<(&'static str, &'static str), usize> {
    let ours = |line: &str| -> Verdict { fen::parse(line).map(|_| ()).map_err(|e| e.code()) };
    differences(
        lines,
        ours,
        &[("shakmaty 0.30.1 (syntax)", peers::shakmaty_parse)],
    )
}
