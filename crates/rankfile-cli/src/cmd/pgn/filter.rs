//! `rankfile pgn filter`: the games that match, written as they were read,
//! in the inputs' order; and `rankfile pgn dedup`: each game once.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};
use std::io::Write;
use std::process::ExitCode;

use rankfile::fen::{self, ReadMode};
use rankfile::{Material, Move, Position, pgn};

use super::{DedupArgs, FilterArgs, Inputs, each_game, forgiving};
use crate::i18n::say;
use crate::output::{Output, Sink, check_distinct};
use rankfile_io::Item;

/// A comparison of a tag with a value: `WhiteElo>=2000`.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Condition {
    tag: String,
    op: Op,
    value: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Contains,
}

/// Reads `TAG OP VALUE`: OP one of `=`, `!=`, `<`, `<=`, `>`, `>=`, `~`
/// (contains, whatever the case).
///
/// # Errors
///
/// Where the expression goes wrong, drawn under it.
pub(super) fn parse_condition(text: &str) -> Result<Condition, String> {
    let name_end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    let bad = |at: usize, why: String| {
        let column = text[..at.min(text.len())].chars().count();
        format!("{why}\n  {text}\n  {}^", " ".repeat(column))
    };
    if name_end == 0 {
        return Err(bad(0, say!("cli-filter-no-tag", text = text)));
    }
    let rest = &text[name_end..];
    let (op, len) = [
        (">=", Op::Ge),
        ("<=", Op::Le),
        ("!=", Op::Ne),
        ("=", Op::Eq),
        (">", Op::Gt),
        ("<", Op::Lt),
        ("~", Op::Contains),
    ]
    .into_iter()
    .find(|(symbol, _)| rest.starts_with(symbol))
    .map(|(symbol, op)| (op, symbol.len()))
    .ok_or_else(|| bad(name_end, say!("cli-filter-no-op")))?;
    let value = &rest[len..];
    if value.is_empty() {
        return Err(bad(text.len(), say!("cli-filter-no-value")));
    }
    if value.starts_with(['<', '>', '=', '!', '~']) {
        let at = name_end + len;
        return Err(bad(at, say!("cli-filter-two-ops")));
    }
    Ok(Condition {
        tag: text[..name_end].to_string(),
        op,
        value: value.to_string(),
    })
}

impl Condition {
    /// Whether the game's tag value `found` (none when the game has no such
    /// tag) meets the condition: numbers compare as numbers, other values
    /// as text (dates written `YYYY.MM.DD` compare in time order). A value
    /// that is unknown (`?`, `????.??.??`), or no number where a number is
    /// compared with, has no order: it meets only `!=`.
    fn holds(&self, found: Option<&str>) -> bool {
        let Some(found) = found else {
            return self.op == Op::Ne;
        };
        let order = match (found.parse::<f64>(), self.value.parse::<f64>()) {
            (Ok(a), Ok(b)) => a.partial_cmp(&b),
            (Err(_), Ok(_)) => None,
            _ if found.contains('?') && !self.value.contains('?') => None,
            _ => Some(found.cmp(self.value.as_str())),
        };
        if order.is_none() && self.op != Op::Contains {
            return self.op == Op::Ne;
        }
        use std::cmp::Ordering::{Equal, Greater, Less};
        match self.op {
            Op::Eq => order == Some(Equal),
            Op::Ne => order != Some(Equal),
            Op::Lt => order == Some(Less),
            Op::Le => matches!(order, Some(Less | Equal)),
            Op::Gt => order == Some(Greater),
            Op::Ge => matches!(order, Some(Greater | Equal)),
            Op::Contains => found.to_lowercase().contains(&self.value.to_lowercase()),
        }
    }
}

/// Reads a material signature (`KRPkr`).
///
/// # Errors
///
/// A letter that is no piece.
pub(super) fn parse_material(text: &str) -> Result<Material, String> {
    text.parse().map_err(|e: rankfile::ParseMaterialError| {
        say!("cli-filter-bad-material", text = text, letter = e.letter)
    })
}

/// `MIN..MAX`, `MIN..`, `..MAX` or `N`.
///
/// # Errors
///
/// What is no count.
pub(super) fn parse_plies(text: &str) -> Result<(usize, usize), String> {
    let number = |s: &str, default: usize| -> Result<usize, String> {
        if s.is_empty() {
            return Ok(default);
        }
        s.parse()
            .map_err(|_| say!("cli-filter-bad-plies", text = text))
    };
    match text.split_once("..") {
        Some((a, b)) => Ok((number(a, 0)?, number(b, usize::MAX)?)),
        None => {
            let n = number(text, 0)?;
            Ok((n, n))
        }
    }
}

/// Everything a game must meet.
struct Filter {
    conditions: Vec<Condition>,
    position: Option<u64>,
    material: Option<Material>,
    opening: Option<String>,
    plies: Option<(usize, usize)>,
    ok: Option<bool>,
}

impl Filter {
    fn from_args(args: &FilterArgs) -> anyhow::Result<Filter> {
        let position = match &args.position {
            Some(text) => {
                let report = fen::check(text, ReadMode::Strict);
                match report.position() {
                    Some(pos) => Some(pos.polyglot_key()),
                    None => {
                        eprint!("{}", crate::diag::render_report(text, &report));
                        anyhow::bail!("{}", say!("cli-filter-bad-position"));
                    }
                }
            }
            None => None,
        };
        Ok(Filter {
            conditions: args.conditions.clone(),
            position,
            material: args.material,
            opening: args.opening.clone(),
            plies: args.plies,
            ok: match (args.ok, args.errors) {
                (true, _) => Some(true),
                (_, true) => Some(false),
                _ => None,
            },
        })
    }

    /// Whether the game meets every condition; the moves are replayed only
    /// when a condition needs them.
    fn matches(&self, item: &Item) -> bool {
        let check = pgn::check_game(&item.text, forgiving());
        if !self.conditions.iter().all(|c| c.holds(check.tag(&c.tag))) {
            return false;
        }
        if self.ok.is_some_and(|ok| ok != check.errors.is_empty()) {
            return false;
        }
        if let Some((min, max)) = self.plies
            && !(min..=max).contains(&check.main_line.len())
        {
            return false;
        }
        if let Some(wanted) = &self.opening {
            let Some((o, _)) = check.opening() else {
                return false;
            };
            let eco = wanted.len() == 3 && wanted.eq_ignore_ascii_case(o.eco);
            if !eco && !o.name.to_lowercase().contains(&wanted.to_lowercase()) {
                return false;
            }
        }
        if self.position.is_none() && self.material.is_none() {
            return true;
        }
        let reached = |pos: &Position| {
            self.position.is_none_or(|k| pos.polyglot_key() == k)
                && self.material.is_none_or(|m| Material::of(pos.board()) == m)
        };
        pgn::positions(check.start, &check.main_line).any(|pos| reached(&pos))
    }
}

/// Writes games as they were read (each with the blank lines that
/// followed it), and a blank line between two games only where the first
/// had none: the games of one file, kept in a row, come out byte for byte.
struct Games {
    out: Sink,
    /// The line end of the blank line the last game owes, if it owes one.
    blank_owed: Option<&'static [u8]>,
    /// Where the last game written ends: its input, and the byte there.
    end: Option<(String, u64)>,
}

/// A game to write back: its input, where it starts there, and its bytes.
struct Kept {
    file: String,
    offset: u64,
    bytes: Vec<u8>,
}

impl Kept {
    fn of(item: &Item) -> Kept {
        Kept {
            file: item.file.display().to_string(),
            offset: item.text.offset,
            bytes: item.text.bytes().to_vec(),
        }
    }
}

impl Games {
    /// Writes a game's bytes as they were read. A game whose text ends
    /// without a blank line owes one before the next game, written with
    /// the game's own line end (`\r\n` or `\n`), unless that next game
    /// followed it in its input: then the bytes are the input's.
    fn write(&mut self, game: &Kept) -> std::io::Result<()> {
        let bytes = &game.bytes[..];
        let follows = self
            .end
            .as_ref()
            .is_some_and(|(file, end)| *file == game.file && *end == game.offset);
        if let Some(line_end) = self.blank_owed.filter(|_| !follows) {
            self.out.write_all(line_end)?;
        }
        self.end = Some((game.file.clone(), game.offset + bytes.len() as u64));
        let line_end: &'static [u8] = match bytes.windows(2).any(|w| w == b"\r\n") {
            true => b"\r\n",
            false => b"\n",
        };
        self.out.write_all(bytes)?;
        if !bytes.ends_with(b"\n") {
            self.out.write_all(line_end)?;
        }
        let blank = bytes.ends_with(b"\n\n") || bytes.ends_with(b"\r\n\r\n");
        self.blank_owed = (!blank).then_some(line_end);
        Ok(())
    }
}

/// `pgn filter`: exit 0 when every input was read whole.
pub(super) fn filter(args: FilterArgs) -> anyhow::Result<ExitCode> {
    let filter = Filter::from_args(&args)?;
    let outputs: Vec<_> = args.output.as_deref().into_iter().collect();
    check_distinct(&args.inputs.files, &outputs)?;
    crate::interrupt::watch();
    let mut out = Games {
        out: Sink::open(args.output.as_deref())?,
        blank_owed: None,
        end: None,
    };
    let (mut games, mut kept) = (0u64, 0u64);
    let failed = each_game(
        &args.inputs,
        |item| filter.matches(item).then(|| Kept::of(item)),
        |game| {
            crate::interrupt::check_writing(&outputs)?;
            let game = match game {
                Ok(game) => game,
                Err(unread) => return unread.say(&mut std::io::sink(), false),
            };
            games += 1;
            if let Some(text) = game {
                kept += 1;
                out.write(&text)?;
            }
            Ok(())
        },
    )?;
    out.out.commit()?;
    eprintln!("{}", say!("cli-filter-summary", kept = kept, games = games));
    Ok(crate::cmd::exit_status(failed == 0))
}

/// `pgn dedup`: exit 0 when every input was read whole.
pub(super) fn dedup(args: DedupArgs) -> anyhow::Result<ExitCode> {
    // One pair of seeds for the whole run: the same game, the same hash.
    let seeds = (std::hash::RandomState::new(), std::hash::RandomState::new());
    let outputs: Vec<_> = [&args.output, &args.report]
        .into_iter()
        .filter_map(Option::as_deref)
        .collect();
    check_distinct(&args.inputs.files, &outputs)?;
    crate::interrupt::watch();
    // Both are begun (under temporary names) before either is written.
    let mut out = Games {
        out: Sink::open(args.output.as_deref())?,
        blank_owed: None,
        end: None,
    };
    let mut report = args.report.as_deref().map(Output::create).transpose()?;
    let mut seen: HashMap<(u64, u64), u64> = HashMap::new();
    let (mut games, mut kept) = (0u64, 0u64);
    let inputs: &Inputs = &args.inputs;
    let failed = each_game(
        inputs,
        |item| {
            let check = pgn::check_game(&item.text, forgiving());
            let key = hash_line(&seeds, check.start, &check.main_line);
            (key, item.number, Kept::of(item))
        },
        |game| {
            crate::interrupt::check_writing(&outputs)?;
            let (key, number, kept_game) = match game {
                Ok(game) => game,
                Err(unread) => return unread.say(&mut std::io::sink(), false),
            };
            games += 1;
            match seen.get(&key) {
                Some(&first) => {
                    if let Some(report) = &mut report {
                        let line = say!(
                            "cli-dedup-repeats",
                            game = number,
                            file = kept_game.file.as_str(),
                            first = first
                        );
                        writeln!(report, "{line}")?;
                    }
                }
                None => {
                    seen.insert(key, number);
                    kept += 1;
                    out.write(&kept_game)?;
                }
            }
            Ok(())
        },
    )?;
    // The games first: a report is never there without its games.
    out.out.commit()?;
    if let Some(report) = report {
        report.commit()?;
    }
    let repeated = games - kept;
    eprintln!(
        "{}",
        say!(
            "cli-dedup-summary",
            kept = kept,
            games = games,
            repeated = repeated
        )
    );
    Ok(crate::cmd::exit_status(failed == 0))
}

/// The two hashes of a game's start and main line.
fn hash_line(
    seeds: &(std::hash::RandomState, std::hash::RandomState),
    start: Position,
    moves: &[Option<Move>],
) -> (u64, u64) {
    let one = |state: &std::hash::RandomState| {
        let mut h = state.build_hasher();
        start.polyglot_key().hash(&mut h);
        for m in moves {
            match m {
                Some(m) => (m.from(), m.to(), m.promotion()).hash(&mut h),
                None => 0u8.hash(&mut h),
            }
        }
        h.finish()
    };
    (one(&seeds.0), one(&seeds.1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_read_and_hold() {
        let c = parse_condition("WhiteElo>=2000").unwrap();
        assert!(c.holds(Some("2150")));
        assert!(!c.holds(Some("1999")));
        assert!(!c.holds(None));
        let c = parse_condition("White~carlsen").unwrap();
        assert!(c.holds(Some("Carlsen, Magnus")));
        let c = parse_condition("Date>=2024.01.01").unwrap();
        assert!(c.holds(Some("2024.03.15")));
        assert!(!c.holds(Some("2023.12.31")));
        let c = parse_condition("TimeControl=300+0").unwrap();
        assert!(c.holds(Some("300+0")) && !c.holds(Some("300+2")));
        assert!(parse_condition("Result!=1-0").unwrap().holds(None));
        // Unknown values have no order.
        let elo = parse_condition("WhiteElo>=2000").unwrap();
        assert!(!elo.holds(Some("?")) && !elo.holds(Some("")));
        let date = parse_condition("Date>=2024.01.01").unwrap();
        assert!(!date.holds(Some("????.??.??")));
        assert!(parse_condition("WhiteElo!=2000").unwrap().holds(Some("?")));
        assert!(
            parse_condition("Date=????.??.??")
                .unwrap()
                .holds(Some("????.??.??"))
        );
    }

    #[test]
    fn a_bad_expression_says_where() {
        let err = parse_condition("WhiteElo=").unwrap_err();
        assert!(err.ends_with("\n  WhiteElo=\n           ^"), "{err}");
        let err = parse_condition("WhiteElo=>2000").unwrap_err();
        assert!(err.ends_with("\n  WhiteElo=>2000\n           ^"), "{err}");
        let err = parse_condition("WhiteElo2000").unwrap_err();
        assert!(err.contains("^"), "{err}");
        assert!(parse_condition(">=2000").is_err());
    }

    #[test]
    fn material_and_plies_read() {
        let m = parse_material("KRPkr").unwrap();
        let pos: Position = "4k3/8/8/8/8/8/4P3/R3K2r w - - 0 1".parse().unwrap();
        assert_eq!(Material::of(pos.board()), m);
        assert!(parse_material("KXk").is_err());
        assert_eq!(parse_plies("10..20"), Ok((10, 20)));
        assert_eq!(parse_plies("..20"), Ok((0, 20)));
        assert_eq!(parse_plies("40.."), Ok((40, usize::MAX)));
        assert_eq!(parse_plies("7"), Ok((7, 7)));
        assert!(parse_plies("a..b").is_err());
    }
}
