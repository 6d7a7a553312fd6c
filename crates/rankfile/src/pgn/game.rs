//! A game: its tags, its starting position, and its moves as a tree (the
//! main line and every variation), with comments and NAGs; read from the
//! tokens of one game, every move checked.

use core::ops::Range;
use std::borrow::Cow;

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
    /// How to mend it, where a hint helps.
    pub hint: Option<String>,
}

impl PgnProblem {
    /// Where the problem starts in `text` (the game's text): the number of
    /// line ends before it (0 on the first line) and its column, counted
    /// in characters from 1. It scans `text` from the start: for all of a
    /// game's problems, a [`Locator`](super::Locator) does it in one pass.
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
    /// The node new moves hang from (`None`: the game's roots; tree only).
    parent: Option<usize>,
    /// The position the line starts from.
    start: Position,
    /// The line's moves so far (`None`: a null move): a variation replays
    /// them to find its start, and the first frame's are the main line.
    moves: Vec<Option<Move>>,
    /// The last move's node and the node it hangs from (tree only).
    last: Option<(usize, Option<usize>)>,
    /// The position after the last move.
    pos: Position,
    /// A comment waiting for the next move (at the start of a line).
    pending: String,
    /// After an illegal move, the rest of the line is skipped.
    broken: bool,
    /// How many of `moves` `replayed` is the position after: a variation
    /// needs the position before the line's last move, and replaying from
    /// where the last variation left off keeps every line's replays linear
    /// in its length, without a copy per move on the hot road.
    replayed_moves: usize,
    replayed: Position,
}

impl Frame {
    fn new(parent: Option<usize>, start: Position, broken: bool) -> Frame {
        Frame {
            parent,
            start,
            moves: Vec::new(),
            last: None,
            pos: start,
            pending: String::new(),
            broken,
            replayed_moves: 0,
            replayed: start,
        }
    }

    /// The position after the first `n` moves of the line.
    fn position_after(&mut self, n: usize) -> Position {
        if self.replayed_moves > n {
            self.replayed_moves = 0;
            self.replayed = self.start;
        }
        for mv in &self.moves[self.replayed_moves..n] {
            match mv {
                Some(m) => self.replayed.play_unchecked(m),
                None => self.replayed.play_null(),
            }
        }
        self.replayed_moves = n;
        self.replayed
    }
}

/// How deep variations may nest: deeper ones are reported and skipped, so
/// that a text of nothing but `(` keeps a small stack. Real games nest a
/// few levels.
const MAX_DEPTH: usize = 256;

/// What checking a game gave: its problems, how it ends and its main line,
/// but no tree, no comments and no NAGs; tag values are borrowed from the
/// text. This is what `rankfile pgn check` needs, at the cost of reading
/// alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameCheck<'a> {
    /// The tags in the order written, values decoded.
    pub tags: Vec<(&'a str, Cow<'a, str>)>,
    /// The starting position.
    pub start: Position,
    /// The main line's moves as far as it could be read (`None`: a null
    /// move).
    pub main_line: Vec<Option<Move>>,
    /// The result written after the moves, if any.
    pub result: Option<&'a str>,
    /// Problems that make the game wrong.
    pub errors: Vec<PgnProblem>,
    /// Oddities that leave it readable.
    pub warnings: Vec<PgnProblem>,
    /// How the main line ends, by the rules.
    pub outcome: super::GameOutcome,
    /// The position after the main line.
    pub final_position: Position,
}

impl GameCheck<'_> {
    /// The value of tag `name`, if present (the last, if written twice).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_ref())
    }

    /// The result: the `Result` tag, or else the one after the moves, or
    /// else `*`.
    pub fn result(&self) -> &str {
        self.tag("Result").or(self.result).unwrap_or("*")
    }
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
    let (check, tree) = read::<true>(text, options, true);
    GameReading {
        game: Game {
            tags: check
                .tags
                .into_iter()
                .map(|(n, v)| (n.to_string(), v.into_owned()))
                .collect(),
            start: check.start,
            comment: tree.comment,
            nodes: tree.nodes,
            first: tree.first,
            first_variations: tree.first_variations,
            result: check.result.map(str::to_string),
        },
        errors: check.errors,
        warnings: check.warnings,
        outcome: check.outcome,
        final_position: check.final_position,
    }
}

/// Checks one game as [`read_game_with`] reads it, with the same problems
/// and the same outcome, but builds no tree: faster, for when only the
/// verdict and the main line are wanted.
///
/// ```
/// use rankfile::{ReadOptions, pgn};
///
/// let text = "[White \"A\"]\n\n1. e4 {best} e5 (1... c5) 2. Qh5 Ke7 3. Qxe5# 1-0";
/// let check = pgn::check_game(text, &ReadOptions::default());
/// assert!(check.errors.is_empty());
/// assert_eq!(check.main_line.len(), 5);
/// assert_eq!(check.tag("White"), Some("A"));
/// assert_eq!(check.outcome.outcome.map(|o| o.result()), Some("1-0"));
/// assert_eq!(check.final_position, pgn::read_game(text).final_position);
/// ```
pub fn check_game<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    read::<false>(text, options, true).0
}

/// [`check_game`] with every event read by the lexer and every move by the
/// move reader: the reference the fast road is tested against (it must
/// find exactly the same).
#[doc(hidden)]
pub fn check_game_lexed<'a>(text: &'a str, options: &ReadOptions) -> GameCheck<'a> {
    read::<false>(text, options, false).0
}

/// The tree part of a reading: only filled when `TREE`.
#[derive(Default)]
struct Tree {
    comment: String,
    nodes: Vec<Node>,
    first: Option<usize>,
    first_variations: Vec<usize>,
}

/// The most errors, and the most warnings, kept for one game: a text of
/// nothing but stray brackets has one a byte, and a megabyte of them would
/// otherwise hold half a million messages. Past it, one `too_many_problems`
/// says so, and the rest of that kind are not listed.
pub const MAX_PROBLEMS: usize = 1_000;

fn problem(list: &mut Vec<PgnProblem>, code: &'static str, span: Range<usize>, message: String) {
    push_problem(list, code, span, message, None);
}

/// [`problem`] with a hint.
pub(super) fn problem_hinted(
    list: &mut Vec<PgnProblem>,
    code: &'static str,
    span: Range<usize>,
    message: String,
    hint: String,
) {
    push_problem(list, code, span, message, Some(hint));
}

fn push_problem(
    list: &mut Vec<PgnProblem>,
    code: &'static str,
    span: Range<usize>,
    message: String,
    hint: Option<String>,
) {
    let (code, message, hint) = match list.len() {
        n if n < MAX_PROBLEMS => (code, message, hint),
        n if n == MAX_PROBLEMS => (
            "too_many_problems",
            format!(
                "more than {MAX_PROBLEMS} problems of this kind: those from here on are not listed"
            ),
            None,
        ),
        _ => return,
    };
    list.push(PgnProblem {
        code,
        span,
        message,
        hint,
    });
}

/// The one reading loop: every check, and the tree when `TREE`; `hot`
/// lets plain tags, move numbers and plain SAN skip the lexer.
fn read<'a, const TREE: bool>(
    text: &'a str,
    options: &ReadOptions,
    hot: bool,
) -> (GameCheck<'a>, Tree) {
    let mut check = GameCheck {
        // Real games carry the Seven Tag Roster and a few more.
        tags: Vec::with_capacity(16),
        start: Position::new(),
        main_line: Vec::new(),
        result: None,
        errors: Vec::new(),
        warnings: Vec::new(),
        outcome: super::GameOutcome::default(),
        final_position: Position::new(),
    };
    let mut tree = Tree::default();
    if TREE {
        // About one move every six bytes of movetext: room up front spares
        // the copies of a growing vector of large nodes.
        tree.nodes = Vec::with_capacity(text.len() / 6);
    }
    let mut lexer = Lexer::new(text);
    // The first event after the tags, met while looking for tags.
    let mut waiting = None;
    loop {
        if hot {
            if let Some((name, value)) = lexer.plain_tag() {
                check.tags.push((name, Cow::Borrowed(value)));
                continue;
            }
        }
        let Some(t) = lexer.next() else { break };
        match &t.token {
            Token::Tag { name, value } => check.tags.push((*name, value.clone())),
            Token::Junk(why) if text[t.span.clone()].starts_with('[') => {
                problem(
                    &mut check.errors,
                    "bad_tag",
                    t.span.clone(),
                    why.to_string(),
                );
            }
            _ => {
                waiting = Some(t);
                break;
            }
        }
    }
    if let Some(variant) = check.tag("Variant") {
        if !matches!(
            variant.to_ascii_lowercase().as_str(),
            "standard" | "chess" | ""
        ) {
            let message = format!(
                "the Variant tag says {variant}: rankfile plays standard chess only, so the moves are not replayed"
            );
            problem(&mut check.errors, "variant", 0..0, message);
            return (check, tree);
        }
    }
    if let Some(fen_text) = check.tag("FEN") {
        let report = fen::check(fen_text, ReadMode::Strict);
        let setup = check.tag("SetUp") == Some("1");
        match report.position() {
            Some(pos) => check.start = pos,
            None => {
                let why = report
                    .errors
                    .first()
                    .map_or(String::new(), |e| e.message.clone());
                problem(
                    &mut check.errors,
                    "bad_fen_tag",
                    0..0,
                    format!("the FEN tag is not a legal position: {why}"),
                );
            }
        }
        if !setup {
            problem(
                &mut check.warnings,
                "setup_missing",
                0..0,
                "a FEN tag without SetUp \"1\"".into(),
            );
        }
    }
    let start = check.start;
    check.final_position = start;
    let mut main = Frame::new(None, start, false);
    // About one move every eight bytes of a game: room up front.
    main.moves.reserve(text.len() / 8);
    let mut stack = vec![main];
    let options = *options;
    let mut window = super::outcome::Window::new(start);
    let mut previous_end: Option<usize> = None;
    let mut after_result = false;
    // Plain English SAN and move numbers, most of any game, are read
    // straight from the bytes; the lexer and the full move reader take
    // everything else.
    let hot_road = hot && !options.strict && options.lang == crate::Lang::English;
    // `(` beyond MAX_DEPTH not yet closed.
    let mut too_deep = 0usize;
    // Where the termination marker stands.
    let mut marker = None;
    loop {
        let t = match waiting.take() {
            Some(t) => t,
            None => {
                if hot_road && !after_result && too_deep == 0 {
                    // The lexer stands where the last event ended.
                    let (start, blank) = lexer.skip_to_next();
                    // Only between two events: trailing lines end the text.
                    if let (Some(end), true) = (previous_end, blank && start < text.len()) {
                        problem(
                            &mut check.warnings,
                            "blank_line",
                            end..start,
                            BLANK_LINE.into(),
                        );
                    }
                    // The gap is checked: the lexer's event starts here.
                    previous_end = Some(start);
                    let depth = stack.len();
                    let Some(frame) = stack.last_mut() else { break };
                    let read_end = hot_event::<TREE>(
                        text.as_bytes(),
                        start,
                        frame,
                        depth,
                        &mut tree,
                        &mut window,
                        &mut check.warnings,
                    );
                    if let Some(end) = read_end {
                        previous_end = Some(end);
                        lexer.resume_at(end);
                        continue;
                    }
                }
                match lexer.next() {
                    Some(t) => t,
                    None => break,
                }
            }
        };
        let depth = stack.len();
        let Some(frame) = stack.last_mut() else { break };
        if after_result {
            problem(
                &mut check.errors,
                "after_result",
                t.span.start..text.len(),
                format!(
                    "\"{}\" follows the result {}: a game ends at its result",
                    text[t.span.start..]
                        .trim()
                        .chars()
                        .take(40)
                        .collect::<String>(),
                    check.result.unwrap_or("")
                ),
            );
            break;
        }
        if let Some(end) = previous_end {
            blank_line(&mut check.warnings, text, end, t.span.start);
        }
        previous_end = Some(t.span.end);
        match t.token {
            Token::Open if depth > MAX_DEPTH => {
                if too_deep == 0 {
                    problem(
                        &mut check.errors,
                        "deep_variation",
                        t.span,
                        format!(
                            "variations nested more than {MAX_DEPTH} deep: the deeper ones are skipped"
                        ),
                    );
                }
                too_deep += 1;
            }
            Token::Close if too_deep > 0 => too_deep -= 1,
            // Inside a variation nested too deep, everything is skipped.
            _ if too_deep > 0 => {}
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
                        played::<TREE>(&mut tree, frame, &mut window, depth, mv, glyph);
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
                        problem(&mut check.errors, code, t.span, message);
                    }
                }
            }
            Token::Comment(c) if TREE => {
                let c = c.trim();
                match frame.last {
                    Some((last, _)) => append(&mut tree.nodes[last].comment, c),
                    None if depth == 1 && tree.first.is_none() => {
                        append(&mut tree.comment, c);
                    }
                    None => append(&mut frame.pending, c),
                }
            }
            Token::Comment(_) => {}
            Token::Nag(n) => {
                if let (true, Some((last, _))) = (TREE, frame.last) {
                    tree.nodes[last].nags.push(n);
                }
            }
            Token::Open => {
                let (parent, pos, replaces) = match frame.moves.len() {
                    // An alternative to the last move: from the position
                    // before it, hanging where it hangs.
                    played @ 1.. => {
                        let before = frame.position_after(played - 1);
                        (frame.last.and_then(|(_, parent)| parent), before, true)
                    }
                    0 => {
                        problem(
                            &mut check.errors,
                            "bad_variation",
                            t.span.clone(),
                            "a variation must follow the move it replaces; its moves are skipped"
                                .into(),
                        );
                        (frame.parent, frame.pos, false)
                    }
                };
                // A variation that replaces nothing is skipped: its moves
                // would otherwise pass for the main line.
                let broken = frame.broken || !replaces;
                stack.push(Frame::new(parent, pos, broken));
            }
            Token::Close => {
                if stack.len() > 1 {
                    stack.pop();
                } else {
                    problem(
                        &mut check.errors,
                        "bad_variation",
                        t.span,
                        "a ) closes no variation".into(),
                    );
                }
            }
            Token::Result(r) if depth == 1 => {
                check.result = Some(r);
                marker = Some(t.span.clone());
                after_result = true;
            }
            Token::Result(r) => problem(
                &mut check.errors,
                "result_in_variation",
                t.span,
                format!("the result {r} inside a variation: is a ) missing?"),
            ),
            Token::UnclosedComment(c) => {
                problem(
                    &mut check.errors,
                    "unclosed_comment",
                    t.span.start..t.span.start + 1,
                    "a comment opened with { is never closed with }".into(),
                );
                if TREE {
                    match frame.last {
                        Some((last, _)) => append(&mut tree.nodes[last].comment, c.trim()),
                        None => append(&mut frame.pending, c.trim()),
                    }
                }
            }
            Token::MoveNumber { number, black } => {
                move_number(&mut check.warnings, frame, number, black, t.span);
            }
            Token::Tag { .. } => problem(
                &mut check.errors,
                "tag_in_moves",
                t.span,
                "a tag among the moves: is a result missing before it?".into(),
            ),
            Token::Junk(why) => problem(&mut check.errors, "junk", t.span, why.to_string()),
        }
    }
    if stack.len() > 1 {
        problem(
            &mut check.errors,
            "unclosed_variation",
            text.len()..text.len(),
            format!("{} variation(s) never closed with )", stack.len() - 1),
        );
    }
    stack.truncate(1);
    if let Some(main) = stack.pop() {
        check.final_position = main.pos;
        check.main_line = main.moves;
    }
    check.outcome = window.outcome(check.final_position);
    super::results::check(&mut check, marker, text.len());
    (check, tree)
}

/// The events most of a game is made of, read straight from the bytes
/// without the lexer: a move number, or a plain SAN move that one legal
/// move answers on the fast road. Returns where the event ends, or `None`,
/// having changed nothing, when the lexer and the full reader must look.
#[inline]
fn hot_event<const TREE: bool>(
    bytes: &[u8],
    start: usize,
    frame: &mut Frame,
    depth: usize,
    tree: &mut Tree,
    window: &mut super::outcome::Window,
    warnings: &mut Vec<PgnProblem>,
) -> Option<usize> {
    let &first = bytes.get(start)?;
    if first.is_ascii_digit() {
        // `12.` or `12...`; nine digits at most, so the number fits.
        let mut i = start;
        let mut number = 0u32;
        while let Some(&d) = bytes.get(i) {
            if !d.is_ascii_digit() || i - start == 9 {
                break;
            }
            number = number * 10 + u32::from(d - b'0');
            i += 1;
        }
        if first == b'0' || bytes.get(i) != Some(&b'.') {
            return None;
        }
        let digits_end = i;
        while bytes.get(i) == Some(&b'.') {
            i += 1;
        }
        let black = i - digits_end >= 2;
        // The usual number asks for nothing more.
        if number != frame.pos.fullmove_number()
            || (black && frame.pos.turn() == crate::Color::White)
        {
            move_number(warnings, frame, number, black, start..i);
        }
        return Some(i);
    }
    if frame.broken {
        return None;
    }
    let end = super::lexer::word_end(bytes, start);
    let mv = crate::san::fast_plain(&frame.pos, &bytes[start..end])?;
    played::<TREE>(tree, frame, window, depth, Some(mv), None);
    Some(end)
}

/// A move read: into the tree, onto the line's position, and into the
/// repetition window when it is the main line's.
#[inline]
fn played<const TREE: bool>(
    tree: &mut Tree,
    frame: &mut Frame,
    window: &mut super::outcome::Window,
    depth: usize,
    mv: Option<Move>,
    glyph: Option<&str>,
) {
    if TREE {
        hang(tree, frame, mv, glyph);
    }
    if depth == 1 {
        window.next_from(&frame.pos);
    }
    match &mv {
        Some(m) => frame.pos.play_unchecked(m),
        None => frame.pos.play_null(),
    }
    frame.moves.push(mv);
    if depth == 1 {
        window.played(mv, frame.pos.halfmove_clock());
    }
}

/// Checks a move number against the line's position.
fn move_number(
    warnings: &mut Vec<PgnProblem>,
    frame: &Frame,
    number: u32,
    black: bool,
    span: Range<usize>,
) {
    let pos = &frame.pos;
    if black && pos.turn() == crate::Color::White {
        problem(
            warnings,
            "move_number",
            span,
            format!(
                "{number}... calls for a Black move, but it is White's turn: is a White move missing?"
            ),
        );
    } else if number != pos.fullmove_number() && !frame.broken {
        problem(
            warnings,
            "move_number",
            span,
            format!(
                "move number {number}, but this is move {}",
                pos.fullmove_number()
            ),
        );
    }
}

const BLANK_LINE: &str =
    "a blank line inside the moves (PGN separates games with one); read on as one game";

/// Warns of a blank line among the moves, between `end` (the last event's
/// end) and `start` (the next one's start).
#[inline]
fn blank_line(warnings: &mut Vec<PgnProblem>, text: &str, end: usize, start: usize) {
    let gap = &text.as_bytes()[end..start];
    // Most gaps are one space: the count is asked only of longer ones.
    if gap.len() >= 2
        && gap.iter().filter(|&&b| b == b'\n').count() >= 2
        && gap.iter().all(u8::is_ascii_whitespace)
    {
        problem(
            warnings,
            "blank_line",
            end..start,
            "a blank line inside the moves (PGN separates games with one); read on as one game"
                .into(),
        );
    }
}

/// Adds the move just read to the tree, after the frame's last move.
fn hang(tree: &mut Tree, frame: &mut Frame, mv: Option<Move>, glyph: Option<&str>) {
    let index = tree.nodes.len();
    tree.nodes.push(Node {
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
            let node = &mut tree.nodes[p];
            (&mut node.next, &mut node.variations)
        }
        None => (&mut tree.first, &mut tree.first_variations),
    };
    if slot.is_none() {
        *slot = Some(index);
    } else {
        others.push(index);
    }
    frame.last = Some((index, parent));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The hot road (plain SAN and move numbers read from the bytes) and
    /// the lexer's road (taken for strict reading) find the same things.
    #[test]
    fn both_roads_agree() {
        let strict = ReadOptions {
            strict: true,
            ..ReadOptions::default()
        };
        for text in [
            "1. e4\n\n e5 2. Nf3 *",
            "1. e4\n%escaped\n\ne5 *",
            "1. e4 \n \n\te5 *",
            "1. e4 3. e5 *",
            "1. e4 1... e5 2... Nf3 *",
            "1.e4 e5 2.Nf3 Nc6 3...Bc4 *",
            "10000000000. e4 *",
            "01. e4 0. e5 *",
            "1. e4 e5 2. Nf3 (2. Nc3\n\nNf6) Nc6 1-0",
            "1. e4 e5 2. Ke3 Nc6 3. Nf3 *",
            "1. e4 e5\n\n",
            "1. e4 e5 ]\n\n\n",
        ] {
            let hot = check_game(text, &ReadOptions::default());
            let lexed = check_game(text, &strict);
            assert_eq!(hot.warnings, lexed.warnings, "{text:?}");
            assert_eq!(hot.errors, lexed.errors, "{text:?}");
            assert_eq!(hot.main_line, lexed.main_line, "{text:?}");
        }
        let codes = |text| {
            check_game(text, &ReadOptions::default())
                .warnings
                .iter()
                .map(|w| w.code)
                .collect::<Vec<_>>()
        };
        assert_eq!(codes("1. e4\n\n e5 *"), ["blank_line"]);
        assert!(codes("1. e4\n%escaped\n\ne5 *").is_empty());
        // Blank lines that end the text are no blank line among the moves.
        assert_eq!(codes("1. e4 e5\n\n"), ["missing_result"]);
        assert!(codes("1. e4 1... e5 *").is_empty());
        assert_eq!(codes("1. e4 e5 2... Nf3 *"), ["move_number"]);
        assert_eq!(codes("10000000000. e4 *"), ["move_number"]);
    }
}
