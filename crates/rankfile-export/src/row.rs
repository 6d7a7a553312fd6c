//! A game read into the rows of the two tables: one [`GameRow`], and a
//! [`PositionRow`] for each position of its main line.

use std::borrow::Cow;

use rankfile::pgn::{self, Eval, GameCheck};
use rankfile::{Color, Position, ReadOptions};
use serde::Serialize;

use crate::tags;

/// A game as one row of the games table. Columns that come from tags are
/// `None` when the tag is absent (or, for typed columns, unreadable: its
/// text stays in the `_text` column or in `tags`).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct GameRow {
    /// Its number, from 1, across all inputs.
    pub game: u64,
    /// The input it was read from.
    pub file: String,
    /// The byte offset of its first line in that input.
    pub offset: u64,
    /// The `Event` tag.
    pub event: Option<String>,
    /// The `Site` tag.
    pub site: Option<String>,
    /// `Date`, in days since 1970-01-01, when complete.
    #[serde(serialize_with = "crate::json::date")]
    pub date: Option<i32>,
    /// `Date` as written.
    pub date_text: Option<String>,
    /// The `Round` tag.
    pub round: Option<String>,
    /// The `White` tag.
    pub white: Option<String>,
    /// The `Black` tag.
    pub black: Option<String>,
    /// The `Result` tag.
    pub result: Option<String>,
    /// `WhiteElo`, when a number.
    pub white_elo: Option<i16>,
    /// `BlackElo`, when a number.
    pub black_elo: Option<i16>,
    /// The `WhiteTitle` tag.
    pub white_title: Option<String>,
    /// The `BlackTitle` tag.
    pub black_title: Option<String>,
    /// `WhiteRatingDiff`, when a number.
    pub white_rating_diff: Option<i16>,
    /// `BlackRatingDiff`, when a number.
    pub black_rating_diff: Option<i16>,
    /// `UTCDate`, in days since 1970-01-01.
    #[serde(serialize_with = "crate::json::date")]
    pub utc_date: Option<i32>,
    /// `UTCTime`, in seconds since midnight.
    #[serde(serialize_with = "crate::json::time")]
    pub utc_time: Option<i32>,
    /// The `TimeControl` tag.
    pub time_control: Option<String>,
    /// The time control's initial time, in seconds.
    pub time_initial: Option<i32>,
    /// The time control's increment, in seconds.
    pub time_increment: Option<i32>,
    /// The `Termination` tag.
    pub termination: Option<String>,
    /// The `ECO` tag.
    pub eco: Option<String>,
    /// The `Opening` tag.
    pub opening: Option<String>,
    /// The `Variant` tag.
    pub variant: Option<String>,
    /// The `FEN` the game starts from; `None` from the standard start.
    pub start_fen: Option<String>,
    /// Every tag without a column of its own, in the order first written
    /// (a tag written twice keeps its last value).
    #[serde(serialize_with = "crate::json::tags")]
    pub tags: Vec<(String, String)>,
    /// The main line in SAN, as far as it could be read.
    pub moves_san: TextList,
    /// The main line in UCI.
    pub moves_uci: TextList,
    /// After each ply, the mover's clock in seconds (`[%clk]`).
    pub clocks: PlyList<f64>,
    /// After each ply, the evaluation (`[%eval]`).
    pub evals: PlyList<Score>,
    /// The plies of the main line.
    pub ply_count: i32,
    /// The position after the main line.
    pub final_fen: String,
    /// How the rules end the game at its final position, if they do:
    /// `checkmate`, `stalemate`, `insufficient_material`,
    /// `seventy_five_moves` or `fivefold_repetition`.
    pub outcome: Option<&'static str>,
    /// `white` or `black` when the final position is checkmate.
    pub winner: Option<&'static str>,
    /// When the final position is dead (neither side can checkmate, FIDE
    /// 5.2.2, as the quick form proves): how many plies in the main line
    /// it became dead; more plies than this went on past it.
    pub dead_ply: Option<i32>,
    /// Whether the game was lost on time (its `Termination` tag) by a side
    /// whose opponent could not have mated: a draw by FIDE 6.9.
    pub time_forfeit_draw: bool,
    /// The ECO code of the opening named from the positions.
    pub opening_eco: Option<&'static str>,
    /// The opening named from the main line's positions (not from tags).
    pub opening_name: Option<&'static str>,
    /// Whether the game was read without an error.
    pub ok: bool,
    /// How many errors it has.
    pub errors: i32,
    /// The first error's message, in English.
    pub parse_error: Option<String>,
    /// How many warnings it has (what was read otherwise than written).
    pub warnings: i32,
    /// How many of its moves were read in another spelling than SAN's
    /// (`Ng1-f3`, `0-0`): written canonically in `moves_san`.
    pub respelled: i32,
}

/// A list of short texts kept in one string: a game's moves or its
/// positions' FENs (hundreds of short strings: one allocation, not one
/// each).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TextList {
    text: String,
    /// Where each move ends in `text`.
    ends: Vec<u32>,
}

impl TextList {
    /// Room for `n` moves.
    pub fn with_capacity(n: usize) -> TextList {
        TextList::with_room(n, n * 5)
    }

    /// Room for `n` texts of `bytes` bytes in all.
    pub fn with_room(n: usize, bytes: usize) -> TextList {
        TextList {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(n),
        }
    }

    /// Adds a text written by `write`.
    #[inline]
    pub fn push_with(&mut self, write: impl FnOnce(&mut String)) {
        write(&mut self.text);
        self.ends.push(self.text.len() as u32);
    }

    /// The texts, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        (0..self.ends.len()).map(|i| self.get(i).unwrap_or(""))
    }

    /// The text at `i`.
    pub fn get(&self, i: usize) -> Option<&str> {
        let start = match i {
            0 => 0,
            _ => *self.ends.get(i - 1)? as usize,
        };
        self.text.get(start..*self.ends.get(i)? as usize)
    }

    /// The last text.
    pub fn last(&self) -> Option<&str> {
        self.get(self.ends.len().checked_sub(1)?)
    }

    /// How many texts there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// The texts in one string, and where each ends in it.
    pub fn parts(&self) -> (&str, &[u32]) {
        (&self.text, &self.ends)
    }

    /// The bytes of all the texts.
    pub fn byte_len(&self) -> usize {
        self.text.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }
}

impl<S: AsRef<str>> PartialEq<[S]> for TextList {
    fn eq(&self, other: &[S]) -> bool {
        self.len() == other.len() && self.iter().zip(other).all(|(a, b)| a == b.as_ref())
    }
}

impl<S: AsRef<str>, const N: usize> PartialEq<[S; N]> for TextList {
    fn eq(&self, other: &[S; N]) -> bool {
        self == other.as_slice()
    }
}

impl Serialize for TextList {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// A value, or none, for each ply of a game: its clocks, its
/// evaluations. Most games have neither, and then no list is kept at all:
/// their millions of plies cost nothing to hold, and are written as nulls
/// at once.
#[derive(Debug, Clone, PartialEq)]
pub struct PlyList<T> {
    /// The values of the plies so far; empty while every one is none.
    values: Vec<Option<T>>,
    plies: usize,
}

impl<T> Default for PlyList<T> {
    fn default() -> Self {
        PlyList {
            values: Vec::new(),
            plies: 0,
        }
    }
}

impl<T: Copy> PlyList<T> {
    /// Adds the next ply's value.
    pub fn push(&mut self, value: Option<T>) {
        if value.is_some() && self.values.is_empty() {
            self.values.resize(self.plies, None);
        }
        if !self.values.is_empty() || value.is_some() {
            self.values.push(value);
        }
        self.plies += 1;
    }

    /// How many plies it has a value or none for.
    pub fn len(&self) -> usize {
        self.plies
    }

    /// Whether it has no ply.
    pub fn is_empty(&self) -> bool {
        self.plies == 0
    }

    /// The value of ply `i` (from 0), if it has one.
    pub fn get(&self, i: usize) -> Option<T> {
        self.values.get(i).copied().flatten()
    }

    /// Each ply's value, in order.
    pub fn iter(&self) -> impl Iterator<Item = Option<T>> + '_ {
        (0..self.plies).map(|i| self.get(i))
    }

    /// Each ply's value, or `None` when no ply has one.
    pub fn values(&self) -> Option<&[Option<T>]> {
        (!self.values.is_empty()).then_some(self.values.as_slice())
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq<[Option<T>; N]> for PlyList<T> {
    fn eq(&self, other: &[Option<T>; N]) -> bool {
        self.len() == N && self.iter().eq(other.iter().copied())
    }
}

impl<T: Copy + Serialize> Serialize for PlyList<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// An evaluation: centipawns from White's side, or mate in so many moves
/// (negative when Black mates).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Score {
    /// Centipawns, from White's side.
    pub cp: Option<i32>,
    /// Mate in so many moves; negative when Black mates.
    pub mate: Option<i32>,
}

/// A position of a game's main line as one row of the positions table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PositionRow {
    /// The game's number.
    pub game: u64,
    /// The plies played to reach it: 0 is the start.
    pub ply: i32,
    /// The position, the en passant square written after every double
    /// push (as the PGN standard and `rankfile pgn fens` write it).
    pub fen: String,
    /// Its Polyglot key.
    pub polyglot: u64,
    /// The move that led here (`None` at ply 0).
    pub san: Option<String>,
    /// The move in UCI.
    pub uci: Option<String>,
    /// The clock and evaluation written after that move.
    pub clock: Option<f64>,
    /// The evaluation in centipawns.
    pub eval_cp: Option<i32>,
    /// The evaluation as mate in so many moves.
    pub eval_mate: Option<i32>,
    /// `white` or `black`: the side to move here.
    pub turn: &'static str,
}

/// Where a game comes from.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    /// Its number, from 1, across all inputs.
    pub game: u64,
    /// Its input's name.
    pub file: &'a str,
    /// The byte offset of its first line in that input.
    pub offset: u64,
}

/// A game's rows.
#[derive(Debug, Clone, PartialEq)]
pub struct Rows {
    /// The game's number.
    pub game: GameRow,
    /// Its positions (none unless they were asked for).
    pub positions: GamePositions,
}

/// A game's positions, column by column: what the positions table holds
/// for the game, without a string a row. The moves, clocks and
/// evaluations are the game row's.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GamePositions {
    /// The game's number.
    pub game: u64,
    /// Whether White moves at the start.
    pub white_first: bool,
    /// The FEN of each position, the start first.
    pub fens: TextList,
    /// The Polyglot key of each position.
    pub keys: Vec<u64>,
    /// The moves that led to the positions after the start, in SAN.
    pub san: TextList,
    /// The same in UCI.
    pub uci: TextList,
    /// The clock after each move.
    pub clocks: PlyList<f64>,
    /// The evaluation after each move.
    pub evals: PlyList<Score>,
}

impl GamePositions {
    /// How many positions (table rows) there are.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The positions as rows, one by one.
    pub fn rows(&self) -> Vec<PositionRow> {
        (0..self.len())
            .map(|ply| {
                let moved = ply.checked_sub(1);
                let score = moved.and_then(|m| self.evals.get(m));
                let white = self.white_first == (ply % 2 == 0);
                PositionRow {
                    game: self.game,
                    ply: ply as i32,
                    fen: self.fens.get(ply).unwrap_or("").to_string(),
                    polyglot: self.keys[ply],
                    san: moved.and_then(|m| self.san.get(m)).map(str::to_string),
                    uci: moved.and_then(|m| self.uci.get(m)).map(str::to_string),
                    clock: moved.and_then(|m| self.clocks.get(m)),
                    eval_cp: score.and_then(|s| s.cp),
                    eval_mate: score.and_then(|s| s.mate),
                    turn: color_name(if white { Color::White } else { Color::Black }),
                }
            })
            .collect()
    }
}

/// Reads a game: its main line, and the comments of it that hold
/// clocks and evaluations (`[%clk]`, `[%eval]`). No tree is built.
fn read(text: &str) -> GameCheck<'_> {
    let options = ReadOptions {
        allow_null: true,
        ..ReadOptions::default()
    };
    pgn::check_game(
        text,
        pgn::GameOptions {
            moves: options,
            commands: true,
            san: true,
        },
    )
}

/// The rows of the game `text`, positions included when `positions`.
///
/// ```
/// use rankfile_export::row::{rows, Source};
///
/// let text = "[White \"A\"]\n[WhiteElo \"2100\"]\n[Date \"2024.01.15\"]\n\n1. e4 { [%clk 0:05:00] } e5 1-0";
/// let source = Source { game: 1, file: "a.pgn", offset: 0 };
/// let rows = rows(source, text, true);
/// assert_eq!(rows.game.white_elo, Some(2100));
/// assert_eq!(rows.game.date, Some(19_737));
/// assert_eq!(rows.game.moves_uci, ["e2e4", "e7e5"]);
/// assert_eq!(rows.game.clocks, [Some(300.0), None]);
/// assert_eq!(rows.positions.len(), 3);
/// assert_eq!(rows.positions.rows()[1].san.as_deref(), Some("e4"));
/// ```
pub fn rows(source: Source, text: &str, positions: bool) -> Rows {
    rows_from(source, text, positions)
}

/// The rows of a game the reading pool cut ([`rankfile_io::Item`]): its
/// number, input and offset are the pool's.
pub fn rows_of(item: &rankfile_io::Item, positions: bool) -> Rows {
    let file = item.file.to_string_lossy();
    let source = Source {
        game: item.number,
        file: &file,
        offset: item.text.offset,
    };
    rows_from(source, &item.text, positions)
}

fn rows_from(source: Source, text: &str, positions: bool) -> Rows {
    let read = read(text);
    let mut game = tag_columns(source, &read.tags);
    if read.start == Position::new() {
        game.start_fen = None;
    } else {
        game.start_fen.get_or_insert_with(|| read.start.fen());
    }
    let plies = read.main_line.len();
    game.moves_san = TextList::with_capacity(plies);
    game.moves_uci = TextList::with_capacity(plies);
    let mut at = GamePositions {
        game: source.game,
        white_first: read.start.turn() == Color::White,
        ..GamePositions::default()
    };
    if positions {
        at.fens = TextList::with_room(plies + 1, (plies + 1) * 64);
        at.keys.reserve(plies + 1);
        add_position(&mut at, &read.start);
    }
    // The positions are replayed only for the positions table; the games
    // table needs the moves' text, and the opening's early positions.
    let summary = match positions {
        true => read.summarize(|ply| {
            game.moves_uci.push_with(|text| ply.write_uci(text));
            game.moves_san.push_with(|text| ply.write_san(text));
            let (clock, eval) = ply.clock_and_eval();
            game.clocks.push(clock);
            game.evals.push(eval.map(score));
            add_position(&mut at, ply.after);
        }),
        false => read.summarize_moves(|ply| {
            game.moves_uci.push_with(|text| ply.write_uci(text));
            game.moves_san.push_with(|text| text.push_str(ply.san));
            let (clock, eval) = ply.clock_and_eval();
            game.clocks.push(clock);
            game.evals.push(eval.map(score));
        }),
    };
    let opening = summary.opening.map(|(o, _)| o);
    game.ply_count = plies as i32;
    game.final_fen = read.final_position.fen();
    game.outcome = read.outcome.outcome.map(|o| o.code());
    game.winner = match read.outcome.outcome {
        Some(pgn::Outcome::Checkmate { winner }) => Some(color_name(winner)),
        _ => None,
    };
    game.dead_ply = read.deadness.dead_from.map(|ply| ply as i32);
    game.time_forfeit_draw = read.deadness.unwinnable_on_time.is_some();
    game.opening_eco = opening.map(|o| o.eco);
    game.opening_name = opening.map(|o| o.name);
    game.ok = read.errors.is_empty();
    game.errors = read.errors.len() as i32;
    game.parse_error = read.errors.first().map(|e| e.message.to_string());
    game.warnings = read.warnings.len() as i32;
    game.respelled = pgn::respelled(&read.warnings) as i32;
    if positions {
        at.san = game.moves_san.clone();
        at.uci = game.moves_uci.clone();
        at.clocks = game.clocks.clone();
        at.evals = game.evals.clone();
    }
    Rows {
        game,
        positions: at,
    }
}

/// Adds a position's FEN (the en passant square after every double push,
/// as the PGN standard and `pgn fens` write it) and key.
fn add_position(at: &mut GamePositions, pos: &Position) {
    at.fens
        .push_with(|text| pos.write_fen_with(rankfile::EpMode::Always, text));
    at.keys.push(pos.polyglot_key());
}

fn score(eval: Eval) -> Score {
    match eval {
        Eval::Mate(n) => Score {
            cp: None,
            mate: Some(n),
        },
        pawns => Score {
            cp: pawns.centipawns().map(|cp| cp as i32),
            mate: None,
        },
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The columns read from tags; the others empty.
fn tag_columns(source: Source, written: &[(&str, Cow<str>)]) -> GameRow {
    let mut row = GameRow {
        game: source.game,
        file: source.file.to_string(),
        offset: source.offset,
        ..GameRow::default()
    };
    for (name, value) in written {
        let text = || Some(value.to_string());
        match *name {
            "Event" => row.event = text(),
            "Site" => row.site = text(),
            "Date" => {
                row.date = tags::date(value);
                row.date_text = text();
            }
            "Round" => row.round = text(),
            "White" => row.white = text(),
            "Black" => row.black = text(),
            "Result" => row.result = text(),
            "WhiteElo" => row.white_elo = tags::rating(value),
            "BlackElo" => row.black_elo = tags::rating(value),
            "WhiteTitle" => row.white_title = text(),
            "BlackTitle" => row.black_title = text(),
            "WhiteRatingDiff" => row.white_rating_diff = tags::rating(value),
            "BlackRatingDiff" => row.black_rating_diff = tags::rating(value),
            "UTCDate" => row.utc_date = tags::date(value),
            "UTCTime" => row.utc_time = tags::time(value),
            "TimeControl" => {
                let (initial, increment) = tags::time_control(value).unzip();
                row.time_control = text();
                row.time_initial = initial;
                row.time_increment = increment;
            }
            "Termination" => row.termination = text(),
            "ECO" => row.eco = text(),
            "Opening" => row.opening = text(),
            "Variant" => row.variant = text(),
            "FEN" => row.start_fen = text(),
            // A tag written twice keeps its last value, as the named
            // columns do: map readers refuse a key twice.
            _ => match row.tags.iter_mut().find(|(n, _)| n == name) {
                Some((_, old)) => *old = value.to_string(),
                None => row.tags.push((name.to_string(), value.to_string())),
            },
        }
    }
    row
}

#[cfg(test)]
mod tests;
