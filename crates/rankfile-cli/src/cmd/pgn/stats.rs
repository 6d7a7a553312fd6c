//! `rankfile pgn stats`: games, plies, results, errors and the most
//! played openings, as a table or JSON.

use crate::i18n::say;
use std::collections::{BTreeMap, HashMap};
use std::io::Write as _;
use std::process::ExitCode;

use rankfile::diag::escape_controls;
use rankfile::pgn;
use serde::Serialize;

use super::{StatsArgs, Unreadable, each_game, forgiving};

/// What `pgn stats` counts. The keys keep one order from run to run:
/// results sorted, openings by count, then by ECO code and name.
#[derive(Serialize, Default)]
struct Stats {
    games: u64,
    plies: u64,
    games_with_errors: u64,
    results: BTreeMap<String, u64>,
    openings: Vec<OpeningCount>,
    /// The inputs that could not be read whole.
    unread: Vec<Unreadable>,
}

/// An opening (the deepest named position of a main line, as the lichess
/// data set names it), and how many games reached it.
#[derive(Serialize)]
struct OpeningCount {
    eco: &'static str,
    name: &'static str,
    games: u64,
}

impl Stats {
    /// The table a person reads.
    fn table(&self) -> String {
        let labels = [
            say!("cli-stats-games"),
            say!("cli-stats-plies"),
            say!("cli-stats-errors"),
            say!("cli-stats-results"),
        ];
        let width = labels
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0)
            .max(18);
        let row = |label: &str, value: &dyn std::fmt::Display| {
            let pad = " ".repeat(width - label.chars().count());
            format!("{label}{pad} {value}\n")
        };
        let mut text = row(&labels[0], &self.games);
        text.push_str(&row(&labels[1], &self.plies));
        text.push_str(&row(&labels[2], &self.games_with_errors));
        // The results in the standard's order, then any other.
        let mut results: Vec<(&String, &u64)> = self.results.iter().collect();
        let rank = |r: &str| ["1-0", "0-1", "1/2-1/2", "*"].iter().position(|&k| k == r);
        results.sort_by_key(|(r, _)| (rank(r).unwrap_or(4), r.as_str()));
        let results: Vec<String> = results
            .iter()
            .map(|(r, n)| format!("{} {n}", escape_controls(r)))
            .collect();
        text.push_str(&row(&labels[3], &results.join(", ")));
        if !self.openings.is_empty() {
            text.push_str(&say!("cli-stats-openings"));
            text.push('\n');
            for OpeningCount { eco, name, games } in &self.openings {
                text.push_str(&format!("  {games:>6}  {eco} {name}\n"));
            }
        }
        text
    }
}

pub(super) fn stats(args: StatsArgs) -> anyhow::Result<ExitCode> {
    let inputs = args.inputs;
    let mut stats = Stats::default();
    let mut openings: HashMap<(&'static str, &'static str), u64> = HashMap::new();
    let failed = each_game(
        &inputs,
        |item| {
            let check = pgn::check_game(&item.text, forgiving());
            let opening = check.opening().map(|(o, _)| (o.eco, o.name));
            (
                check.main_line.len() as u64,
                check.errors.is_empty(),
                check.result().to_string(),
                opening,
            )
        },
        |game| {
            let (plies, ok, result, opening) = match game {
                Ok(game) => game,
                Err(unread) => {
                    if !args.json {
                        eprintln!(
                            "{}{}",
                            crate::i18n::program(),
                            escape_controls(&unread.message)
                        );
                    }
                    stats.unread.push(unread);
                    return Ok(());
                }
            };
            stats.games += 1;
            stats.plies += plies;
            stats.games_with_errors += u64::from(!ok);
            *stats.results.entry(result).or_default() += 1;
            if let Some(opening) = opening {
                *openings.entry(opening).or_default() += 1;
            }
            Ok(())
        },
    )?;
    let mut top: Vec<((&'static str, &'static str), u64)> = openings.into_iter().collect();
    top.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    top.truncate(10);
    stats.openings = top
        .into_iter()
        .map(|((eco, name), games)| OpeningCount { eco, name, games })
        .collect();
    if args.json {
        writeln!(std::io::stdout(), "{}", serde_json::to_string(&stats)?)?;
    } else {
        write!(std::io::stdout(), "{}", stats.table())?;
    }
    Ok(crate::cmd::exit_status(failed == 0))
}
