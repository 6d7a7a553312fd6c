//! A game: its tags, its starting position, and its moves as a tree (the
//! main line and every variation), with comments and NAGs; read from the
//! tokens of one game, every move checked.

use core::ops::Range;

use super::lexer::{Lexer, Token};
use crate::fen::{self, ReadMode};
use crate::{Move, Position, ReadOptions};

/// One move of the tree and what is written around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The move, or `None` for a null move (`--`).
    pub mv: Option<Move>,
    /// NAGs after the move (`$1` for `!`, …).
    pub nags: Vec<u8>,
    /// A comment before the move, at the start of a variation.
    pub starting_comment: String,
    /// The comment after the move.
    pub comment: String,
    /// The move that follows it on its line.
    pub next: Option<usize>,
    /// Alternatives to `next`, in the order written (most nodes have none,
    /// so most nodes allocate nothing here).
    pub variations: Vec<usize>,
}

impl Node {
    /// The move in UCI, `0000` for a null move.
    pub fn uci(&self) -> String {
        self.mv
            .map_or_else(|| "0000".to_string(), |m| m.to_string())
    }

    /// The move's canonical SAN in `before`, the position it is played
    /// from (`--` for a null move).
    pub fn san(&self, before: &Position) -> String {
        self.mv.map_or_else(|| "--".to_string(), |m| before.san(&m))
    }

    /// Plays the node's move (or null move) on `pos`.
    pub fn play(&self, pos: &mut Position) {
        match &self.mv {
            Some(m) => pos.play_unchecked(m),
            None => pos.play_null(),
        }
    }
}

/// A game of chess as PGN records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The tags in the order they were written.
    pub tags: Vec<(String, String)>,
    /// The starting position: the `FEN` tag's (with `SetUp "1"`), or the
    /// standard one.
    pub start: Position,
    /// The comment before the first move.
    pub comment: String,
    /// Every node of the tree; `first`, `next` and `variations` index
    /// into it.
    pub nodes: Vec<Node>,
    /// The main line's first move.
    pub first: Option<usize>,
    /// Alternatives to the first move.
    pub first_variations: Vec<usize>,
    /// The result written after the moves, if any.
    pub result: Option<String>,
}

/// A problem in a game's text, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnProblem {
    /// A stable code: `illegal_move`, `bad_fen_tag`, `unclosed_variation`,
    /// `move_number`, …
    pub code: &'static str,
    /// The byte range in the game's text.
    pub span: Range<usize>,
    /// A sentence for a person.
    pub message: String,
}

impl PgnProblem {
    /// Where the problem starts in `text` (the game's text): the number of
    /// line ends before it (0 on the first line) and its column, counted
    /// in characters from 1.
    ///
    /// ```
    /// use rankfile::pgn;
    ///
    /// let text = "[Event \"x\"]\n\n1. e4 Ke7 *"; // the pawn stands on e7
    /// let reading = pgn::read_game(text);
    /// assert_eq!(reading.errors[0].line_column(text), (2, 7));
    /// ```
    pub fn line_column(&self, text: &str) -> (usize, usize) {
        let before = text.get(..self.span.start.min(text.len())).unwrap_or("");
        let lines = before.matches('\n').count();
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (lines, column)
    }
}

/// What reading one game gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameReading {
    /// The game as far as it could be read: after an illegal move the rest
    /// of that line is skipped.
    pub game: Game,
    /// Problems that make the game wrong.
    pub errors: Vec<PgnProblem>,
    /// Oddities that leave it readable.
    pub warnings: Vec<PgnProblem>,
    /// How the main line ends, by the rules.
    pub outcome: super::GameOutcome,
    /// The position after the main line as read (before a refused move).
    pub final_position: Position,
}

impl Game {
    /// The value of tag `name`, if present (the last, if written twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The nodes of the main line, first to last.
    pub fn main_line(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        let mut next = self.first;
        while let Some(i) = next {
            let Some(node) = self.nodes.get(i) else { break };
            out.push(node);
            next = node.next;
        }
        out
    }

    /// The main line in canonical SAN (`--` for a null move).
    pub fn main_line_san(&self) -> Vec<String> {
        let mut pos = self.start;
        self.main_line()
            .iter()
            .map(|node| {
                let san = node.san(&pos);
                node.play(&mut pos);
                san
            })
            .collect()
    }

    /// The position after the main line.
    pub fn final_position(&self) -> Position {
        let mut pos = self.start;
        for node in self.main_line() {
            node.play(&mut pos);
        }
        pos
    }

    /// The result: the `Result` tag, or else the one after the moves, or
    /// else `*`.
    pub fn result(&self) -> &str {
        self.tag("Result").or(self.result.as_deref()).unwrap_or("*")
    }
}

/// Where a line of moves stands while it is being read.
struct Frame {
    /// The node new moves hang from (`None`: the game's roots).
    parent: Option<usize>,
    /// The position the line starts from, and its first move.
    start: Position,
    first: Option<usize>,
    /// The last move of this line and the node it hangs from.
    last: Option<(usize, Option<usize>)>,
    /// The position after the last move.
    pos: Position,
    /// A comment waiting for the next move (at the start of a line).
    pending: String,
    /// After an illegal move, the rest of the line is skipped.
    broken: bool,
}

/// Reads one game from `text` (tags, then moves), checking every move
/// with the forgiving move reader (null moves allowed).
pub fn read_game(text: &str) -> GameReading {
    read_game_with(
        text,
        &ReadOptions {
            allow_null: true,
            ..ReadOptions::default()
        },
    )
}

/// [`read_game`] with the move reader's options: `strict` takes canonical
/// SAN only.
pub fn read_game_with(text: &str, options: &ReadOptions) -> GameReading {
    let mut reading = GameReading {
        game: Game {
            tags: Vec::new(),
            start: Position::new(),
            comment: String::new(),
            // About one move every six bytes of movetext: room up front spares
            // the copies of a growing vector of large nodes.
            nodes: Vec::with_capacity(text.len() / 6),
            first: None,
            first_variations: Vec::new(),
            result: None,
        },
        errors: Vec::new(),
        warnings: Vec::new(),
        outcome: super::GameOutcome::default(),
        final_position: Position::new(),
    };
    let mut tokens = Lexer::new(text).peekable();
    let problem = |list: &mut Vec<PgnProblem>, code, span: Range<usize>, message: String| {
        list.push(PgnProblem {
            code,
            span,
            message,
        })
    };
    // Tags.
    while let Some(t) = tokens.peek() {
        match &t.token {
            Token::Tag { name, value } => {
                reading
                    .game
                    .tags
                    .push((name.to_string(), value.to_string()));
            }
            Token::Junk(why) if text[t.span.clone()].starts_with('[') => {
                problem(
                    &mut reading.errors,
                    "bad_tag",
                    t.span.clone(),
                    why.to_string(),
                );
            }
            _ => break,
        }
        tokens.next();
    }
    if let Some(variant) = reading.game.tag("Variant").map(str::to_string) {
        if !matches!(
            variant.to_ascii_lowercase().as_str(),
            "standard" | "chess" | ""
        ) {
            problem(
                &mut reading.errors,
                "variant",
                0..0,
                format!(
                    "the Variant tag says {variant}: rankfile plays standard chess only, so the moves are not replayed"
                ),
            );
            return reading;
        }
    }
    if let Some(fen_text) = reading.game.tag("FEN").map(str::to_string) {
        let report = fen::check(&fen_text, ReadMode::Strict);
        match report.position() {
            Some(pos) => reading.game.start = pos,
            None => {
                let why = report
                    .errors
                    .first()
                    .map_or(String::new(), |e| e.message.clone());
                problem(
                    &mut reading.errors,
                    "bad_fen_tag",
                    0..0,
                    format!("the FEN tag is not a legal position: {why}"),
                );
            }
        }
        if reading.game.tag("SetUp") != Some("1") {
            problem(
                &mut reading.warnings,
                "setup_missing",
                0..0,
                "a FEN tag without SetUp \"1\"".into(),
            );
        }
    }
    let start = reading.game.start;
    let mut stack = vec![Frame {
        parent: None,
        start,
        first: None,
        last: None,
        pos: start,
        pending: String::new(),
        broken: false,
    }];
    let options = *options;
    let mut window = super::outcome::Window::new(start);
    let mut previous_end: Option<usize> = None;
    let mut after_result = false;
    for t in tokens {
        let depth = stack.len();
        let Some(frame) = stack.last_mut() else { break };
        if after_result {
            problem(
                &mut reading.errors,
                "after_result",
                t.span.start..text.len(),
                format!(
                    "\"{}\" follows the result {}: a game ends at its result",
                    text[t.span.start..]
                        .trim()
                        .chars()
                        .take(40)
                        .collect::<String>(),
                    reading.game.result.as_deref().unwrap_or("")
                ),
            );
            break;
        }
        // A blank line among the moves: PGN separates games with one.
        if let Some(end) = previous_end {
            let gap = &text.as_bytes()[end..t.span.start];
            // Most gaps are one space: the count is asked only of longer ones.
            if gap.len() >= 2
                && gap.iter().filter(|&&b| b == b'\n').count() >= 2
                && gap.iter().all(u8::is_ascii_whitespace)
            {
                problem(
                    &mut reading.warnings,
                    "blank_line",
                    end..t.span.start,
                    "a blank line inside the moves (PGN separates games with one); read on as one game".into(),
                );
            }
        }
        previous_end = Some(t.span.end);
        match t.token {
            // A hand-written "e.p." after an en passant capture.
            Token::Move("e.p." | "ep") => {}
            Token::Move(text_move) => {
                if frame.broken {
                    continue;
                }
                // The hot road first: plain SAN read without notes; the
                // full reader for null moves, other spellings and errors.
                let fast = (!options.strict && options.lang == crate::Lang::English)
                    .then(|| frame.pos.parse_san(text_move).ok())
                    .flatten();
                let read = match fast {
                    Some(m) => Ok((Some(m), None)),
                    None => frame
                        .pos
                        .read_move(text_move, &options)
                        .map(|r| (r.mv, r.glyph)),
                };
                match read {
                    Ok((mv, glyph)) => {
                        let index = reading.game.nodes.len();
                        reading.game.nodes.push(Node {
                            mv,
                            nags: glyph.map(glyph_nag).into_iter().collect(),
                            starting_comment: core::mem::take(&mut frame.pending),
                            comment: String::new(),
                            next: None,
                            variations: Vec::new(),
                        });
                        let parent = match frame.last {
                            Some((last, _)) => Some(last),
                            None => frame.parent,
                        };
                        let (slot, others) = match parent {
                            Some(p) => {
                                let node = &mut reading.game.nodes[p];
                                (&mut node.next, &mut node.variations)
                            }
                            None => (&mut reading.game.first, &mut reading.game.first_variations),
                        };
                        if slot.is_none() {
                            *slot = Some(index);
                        } else {
                            others.push(index);
                        }
                        reading.game.nodes[index].play(&mut frame.pos);
                        if depth == 1 {
                            window.played(mv, &frame.pos);
                        }
                        frame.first.get_or_insert(index);
                        frame.last = Some((index, parent));
                    }
                    Err(e) => {
                        frame.broken = true;
                        let code = match e.code() {
                            "ambiguous" => "ambiguous_move",
                            "illegal" => "illegal_move",
                            _ => "bad_move",
                        };
                        let mut message = e.to_string();
                        if let Some(hint) = e.hint() {
                            message.push_str(&format!(" ({hint})"));
                        }
                        problem(&mut reading.errors, code, t.span, message);
                    }
                }
            }
            Token::Comment(c) => {
                let c = c.trim();
                match frame.last {
                    Some((last, _)) => append(&mut reading.game.nodes[last].comment, c),
                    None if depth == 1 && reading.game.first.is_none() => {
                        append(&mut reading.game.comment, c);
                    }
                    None => append(&mut frame.pending, c),
                }
            }
            Token::Nag(n) => {
                if let Some((last, _)) = frame.last {
                    reading.game.nodes[last].nags.push(n);
                }
            }
            Token::Open => {
                let (parent, pos) = match frame.last {
                    // An alternative to the last move: from its position,
                    // hanging where it hangs.
                    Some((last, parent)) => {
                        // The position before the last move: the line
                        // replayed from its start (variations are rare;
                        // a copy per move would not be).
                        let mut before = frame.start;
                        let mut next = frame.first;
                        while let Some(n) = next.filter(|&n| n != last) {
                            reading.game.nodes[n].play(&mut before);
                            next = reading.game.nodes[n].next;
                        }
                        (parent, before)
                    }
                    None => {
                        problem(
                            &mut reading.errors,
                            "bad_variation",
                            t.span.clone(),
                            "a variation must follow the move it replaces".into(),
                        );
                        (frame.parent, frame.pos)
                    }
                };
                let broken = frame.broken;
                stack.push(Frame {
                    parent,
                    start: pos,
                    first: None,
                    last: None,
                    pos,
                    pending: String::new(),
                    broken,
                });
            }
            Token::Close => {
                if stack.len() > 1 {
                    stack.pop();
                } else {
                    problem(
                        &mut reading.errors,
                        "bad_variation",
                        t.span,
                        "a ) closes no variation".into(),
                    );
                }
            }
            Token::Result(r) if depth == 1 => {
                reading.game.result = Some(r.to_string());
                after_result = true;
            }
            Token::Result(r) => problem(
                &mut reading.errors,
                "result_in_variation",
                t.span,
                format!("the result {r} inside a variation: is a ) missing?"),
            ),
            Token::UnclosedComment(c) => {
                problem(
                    &mut reading.errors,
                    "unclosed_comment",
                    t.span.start..t.span.start + 1,
                    "a comment opened with { is never closed with }".into(),
                );
                match frame.last {
                    Some((last, _)) => append(&mut reading.game.nodes[last].comment, c.trim()),
                    None => append(&mut frame.pending, c.trim()),
                }
            }
            Token::MoveNumber { number, black } => {
                let pos = frame.pos;
                if black && pos.turn() == crate::Color::White {
                    problem(
                        &mut reading.warnings,
                        "move_number",
                        t.span,
                        format!(
                            "{number}... calls for a Black move, but it is White's turn: is a White move missing?"
                        ),
                    );
                } else if number != pos.fullmove_number() && !frame.broken {
                    problem(
                        &mut reading.warnings,
                        "move_number",
                        t.span,
                        format!(
                            "move number {number}, but this is move {}",
                            pos.fullmove_number()
                        ),
                    );
                }
            }
            Token::Tag { .. } => problem(
                &mut reading.errors,
                "tag_in_moves",
                t.span,
                "a tag among the moves: is a result missing before it?".into(),
            ),
            Token::Junk(why) => problem(&mut reading.errors, "junk", t.span, why.to_string()),
        }
    }
    reading.final_position = stack.first().map_or(reading.game.start, |f| f.pos);
    reading.outcome = window.outcome(reading.final_position);
    if let (Some(end), Some(tag)) = (reading.outcome.outcome, reading.game.tag("Result")) {
        if tag != "*" && tag != end.result() {
            problem(
                &mut reading.warnings,
                "result_contradicts",
                0..0,
                format!(
                    "the Result tag says {tag}, but the final position is {}: {}",
                    end.code().replace('_', " "),
                    end.result()
                ),
            );
        }
    }
    if stack.len() > 1 {
        problem(
            &mut reading.errors,
            "unclosed_variation",
            text.len()..text.len(),
            format!("{} variation(s) never closed with )", stack.len() - 1),
        );
    }
    reading
}

fn append(to: &mut String, text: &str) {
    if !to.is_empty() {
        to.push(' ');
    }
    to.push_str(text);
}

fn glyph_nag(glyph: &str) -> u8 {
    match glyph {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        _ => 6,
    }
}
