//! The visitor that replays a game: every move read and checked against
//! its position, the main line's outcome found, and, for
//! [`read_game`](super::read_game), the tree of moves built with its
//! comments and NAGs.
//!
//! A move that cannot be played breaks its line: the rest of that line
//! (up to its `)`, or the game's result) is not played, its NAGs and
//! comments go to no earlier move, and the tree keeps it as written, as
//! an [`Unplayed`].

use crate::text::t;
use core::ops::Range;
use std::borrow::Cow;

use super::check::GameCheck;
use super::frame::{Frame, Keep};
use super::game::{Link, Node, Unplayed};
use super::lexer::PGN_SPACE;
use super::outcome::Window;
use super::problem::{self, MoveContext, PgnProblem, Severity};
use super::visit::{Skip, Visitor};
use crate::fen::{self, ReadMode};
use crate::{Color, Move, Position, ReadOptions};

mod rests;

/// The tree part of a reading: only filled when `TREE`.
#[derive(Default)]
pub(super) struct Tree {
    pub comment: String,
    pub nodes: Vec<Node>,
    pub first: Option<usize>,
    pub first_variations: Vec<usize>,
    pub unplayed: Vec<Unplayed>,
    pub after_result: Option<String>,
    pub escapes: Vec<String>,
    /// The byte ranges of the text kept as written (rests, text after the
    /// result): an escape line in one is kept there, not twice.
    pub verbatim: Vec<Range<usize>>,
}

/// Replays a game; builds its tree when `TREE`.
pub(super) struct Replay<'a, const TREE: bool> {
    text: &'a str,
    options: ReadOptions,
    check: GameCheck<'a>,
    tree: Tree,
    /// The main line, then each variation open inside it.
    stack: Vec<Frame>,
    window: Window,
    /// Where the termination marker stands.
    marker: Option<Range<usize>>,
    /// The movetext was not replayed (a variant's game).
    skipped: bool,
    /// Plain English SAN may be read on the fast road.
    plain: bool,
    /// Keep the main line's comments that hold commands
    /// ([`GameCheck::commands`]); without a tree only.
    pub(super) keep_commands: bool,
    /// Keep the main line's moves written as SAN writes them
    /// ([`GameCheck::main_line_san`]).
    pub(super) keep_san: bool,
    /// The main line's moves as written where canonical, else `""`; filled
    /// only when [`keep_san`](Self::keep_san).
    written: Vec<&'a str>,
    /// Where the `%` escape lines stand (tree only).
    escape_spans: Vec<Range<usize>>,
}

impl<'a, const TREE: bool> Replay<'a, TREE> {
    pub(super) fn new(text: &'a str, options: &ReadOptions) -> Self {
        let mut tree = Tree::default();
        if TREE {
            // About one move every six bytes of movetext: room up front
            // spares the copies of a growing vector of large nodes.
            tree.nodes = Vec::with_capacity(text.len() / 6);
        }
        let mut check = GameCheck::empty();
        // Real games carry the Seven Tag Roster and a few more.
        check.tags.reserve(16);
        Replay {
            text,
            options: *options,
            check,
            tree,
            stack: Vec::new(),
            window: Window::new(Position::new()),
            marker: None,
            skipped: false,
            plain: options.lang == crate::Lang::English,
            escape_spans: Vec::new(),
            keep_commands: false,
            keep_san: false,
            written: Vec::new(),
        }
    }

    /// A game of a variant: its movetext is kept as written, unplayed.
    fn variant(&mut self, variant: &str, movetext: usize) {
        let message = t!(
            "pgn-variant",
            "the Variant tag says {variant}: rankfile plays standard chess and Chess960 only, so the moves are not replayed",
            variant
        );
        self.error(PgnProblem::error("variant", message).at(0..0));
        self.skipped = true;
        if TREE {
            self.tree.verbatim.push(movetext..self.text.len());
        }
        let mut text = self.text[movetext..].trim_end_matches(PGN_SPACE);
        if let Some((rest, last)) = text.rsplit_once(char::is_whitespace)
            && matches!(last, "1-0" | "0-1" | "1/2-1/2" | "*")
        {
            self.check.result = Some(last);
            text = rest.trim_end_matches(PGN_SPACE);
        }
        if TREE && !text.is_empty() {
            self.tree.unplayed.push(Unplayed {
                after: None,
                instead_of: None,
                comment: String::new(),
                text: text.to_string(),
                refused: false,
                to_end: self.check.result.is_none(),
                among: 0,
            });
        }
    }

    /// The starting position, from the `FEN` tag if there is one.
    fn start_position(&mut self, rules: crate::Variant) -> Position {
        let Some(fen_text) = self.check.tag("FEN") else {
            if rules == crate::Variant::Chess960 {
                // The standard start is Chess960's position 518.
                let mut start = Position::new();
                let mut setup = start.to_setup();
                setup.castling.set_chess960(true);
                start = Position::from_setup_unchecked(setup);
                return start;
            }
            return Position::new();
        };
        let report = fen::check(
            fen_text,
            fen::CheckOptions {
                mode: ReadMode::Strict,
                variant: rules,
            },
        );
        let setup = self.check.tag("SetUp") == Some("1");
        let start = match report.position() {
            Some(pos) => pos,
            None => {
                let first = report.errors.first();
                let why = first.map_or_else(|| t!("nothing", ""), |e| e.message.clone());
                let message = t!(
                    "pgn-bad-fen-tag",
                    "the FEN tag is not a legal position: {why}",
                    why
                );
                // The FEN's own hint, else what reading does meanwhile.
                let hint = first.and_then(|e| e.hint.clone()).unwrap_or_else(|| {
                    t!(
                        "pgn-bad-fen-tag-hint",
                        "mend the FEN tag: until then the moves are read from the standard starting position"
                    )
                });
                let error = PgnProblem::error("bad_fen_tag", message).with_hint(hint);
                self.error(error.at(0..0));
                Position::new()
            }
        };
        if !setup {
            self.warning(
                PgnProblem::warning(
                    "setup_missing",
                    t!("pgn-setup-missing", "a FEN tag without SetUp \"1\""),
                )
                .at(0..0),
            );
        }
        start
    }

    fn error(&mut self, mut p: PgnProblem) {
        p.severity = Severity::Error;
        problem::push(&mut self.check.errors, p);
    }

    fn warning(&mut self, mut p: PgnProblem) {
        p.severity = Severity::Warning;
        problem::push(&mut self.check.warnings, p);
    }

    /// A line closes: if its last move was written `+` (and taken on the
    /// fast road) but mates, that is said.
    fn plus_for_mate(&mut self, frame: &mut Frame) -> bool {
        let Some(span) = frame.plus_at.take() else {
            return false;
        };
        if frame.pos.has_legal_moves() {
            return false;
        }
        let Some(last) = frame.moves.len().checked_sub(1) else {
            return false;
        };
        let before = frame.position_after(last);
        let text = self.text;
        self.respelled(&before, &text[span.clone()], span);
        true
    }

    /// A move played from `before` but not written as SAN writes it: what
    /// the forgiving reader read it as, said.
    #[cold]
    fn respelled(&mut self, before: &Position, text: &str, span: Range<usize>) {
        if let Ok(r) = read_in_pgn(before, text, &self.options) {
            self.said(r.notes, r.san, span);
        }
    }

    /// Each note of a move read at `span` becomes a warning (an error in
    /// strict mode, which refuses no move for it: every one of a game is
    /// reported), with the move's canonical spelling as the hint. A
    /// glyph glued to a move (`e4!`) is PGN's import format, not a slip.
    fn said(&mut self, notes: Vec<crate::san::Note>, san: String, span: Range<usize>) {
        for note in notes.into_iter().filter(|n| n.code != "annotation") {
            let crate::san::Note { code, message } = note;
            let lan = san.clone();
            let problem = PgnProblem::warning(code, message)
                .with_hint(t!("write-this", "write {lan}", lan))
                .at(span.clone());
            match self.options.strict {
                true => self.error(problem),
                false => self.warning(problem),
            }
        }
    }

    /// A move that cannot be played: the line breaks there.
    fn refused(&mut self, e: &crate::SanError, span: Range<usize>) {
        let Some(frame) = self.stack.last_mut() else {
            return;
        };
        frame.broken = true;
        frame.refused_at = Some(span.start);
        let code = match e.code() {
            "ambiguous" => "ambiguous_move",
            "illegal" => "illegal_move",
            _ => "bad_move",
        };
        let at_move = MoveContext {
            ply: frame.first_ply + frame.moves.len(),
            before: frame.pos,
            candidates: e.candidates().to_vec(),
        };
        let said = e.to_diagnostic();
        let problem = PgnProblem {
            code,
            span: Some(span),
            hint: said
                .hint
                .or_else(|| Some(crate::san::legal_moves_hint(&frame.pos))),
            at_move: Some(Box::new(at_move)),
            ..said
        };
        self.error(problem);
    }
}

impl<'a, const TREE: bool> Visitor<'a> for Replay<'a, TREE> {
    type Output = (GameCheck<'a>, Tree);

    fn tag(&mut self, name: &'a str, value: Cow<'a, str>) {
        self.check.tags.push((name, value));
    }

    fn end_tags(&mut self, movetext: usize) -> Skip {
        let mut rules = self.options.variant;
        if let Some(variant) = self.check.tag("Variant") {
            match variant_of(variant) {
                Some(known) => rules = known,
                None => {
                    let variant = variant.to_string();
                    self.variant(&variant, movetext);
                    return Skip(true);
                }
            }
        }
        let start = self.start_position(rules);
        self.check.start = start;
        self.check.final_position = start;
        let mut main = Frame::new(start, 1);
        // About one move every eight bytes of a game: room up front.
        main.moves.reserve(self.text.len() / 8);
        self.stack.push(main);
        self.window.reset(start);
        Skip(false)
    }

    #[inline(always)]
    fn move_number(&mut self, number: u32, black: bool, span: Range<usize>) {
        let Some(frame) = self.stack.last() else {
            return;
        };
        let pos = &frame.pos;
        let message = if black && pos.turn() == Color::White {
            t!(
                "pgn-black-number",
                "{number}... calls for a Black move, but it is White's turn: is a White move missing?",
                number
            )
        } else if number != pos.fullmove_number() && !frame.broken {
            let actual = pos.fullmove_number();
            t!(
                "pgn-move-number",
                "move number {number}, but this is move {actual}",
                number,
                actual
            )
        } else {
            return;
        };
        self.warning(PgnProblem::warning("move_number", message).at(span));
    }

    #[inline(always)]
    fn san(&mut self, san: &'a str, span: Range<usize>) {
        let depth = self.stack.len();
        let Some(frame) = self.stack.last_mut() else {
            return;
        };
        if frame.broken {
            return;
        }
        // Canonical SAN read on the fast road first; the full reader for
        // null moves, other spellings (each said) and errors.
        if self.plain
            && let Some((m, sign)) = crate::san::fast_plain(&frame.pos, san.as_bytes())
        {
            let sign_fits = crate::san::sign_fits_move(sign, &frame.pos, &m);
            if self.keep_san && depth == 1 {
                self.written.push(if sign_fits { san } else { "" });
            }
            // The position is copied only for a move to be said (rare).
            let before = if sign_fits { None } else { Some(frame.pos) };
            played::<TREE>(
                &mut self.tree,
                frame,
                &mut self.window,
                depth,
                Some(m),
                None,
            );
            frame.plus_at = (sign == crate::san::Suffix::Check).then(|| span.clone());
            if let Some(before) = before {
                self.respelled(&before, san, span);
            }
            return;
        }
        match read_in_pgn(&frame.pos, san, &self.options) {
            Ok(r) => {
                if self.keep_san && depth == 1 {
                    self.written.push("");
                }
                let glyph = r.glyph;
                played::<TREE>(&mut self.tree, frame, &mut self.window, depth, r.mv, glyph);
                frame.plus_at = None;
                self.said(r.notes, r.san, span);
            }
            Err(e) => self.refused(&e, span),
        }
    }

    fn nag(&mut self, nag: u8, span: Range<usize>) {
        let Some(frame) = self.stack.last().filter(|f| !f.broken) else {
            // In a broken line's rest, kept as written with it.
            return;
        };
        if !frame.moves.is_empty() {
            if let Some((last, _)) = frame.last.filter(|_| TREE) {
                self.tree.nodes[last].nags.push(nag);
            }
            return;
        }
        // No move before it on its line: kept as written, where it stood.
        let instead_of = frame.replaces;
        self.warning(
            PgnProblem::warning(
                "nag_without_move",
                t!(
                    "pgn-nag-without-move",
                    "a NAG with no move before it on its line: kept as written"
                ),
            )
            .at(span.clone()),
        );
        if TREE {
            let index = self.tree.unplayed.len();
            let among = self
                .stack
                .last()
                .map_or(0, |f| self.alternatives_so_far(f.parent));
            self.tree.unplayed.push(Unplayed {
                after: None,
                instead_of,
                comment: String::new(),
                text: self.text[span].to_string(),
                refused: false,
                to_end: false,
                among,
            });
            if let Some(frame) = self.stack.last_mut() {
                frame.kept_inside.push(index);
            }
        }
    }

    fn comment(&mut self, comment: &'a str, _span: Range<usize>) {
        let depth = self.stack.len();
        if !TREE {
            if !self.keep_commands {
                return;
            }
            // Without a tree, only the main line's commands are kept.
            let moves = self
                .stack
                .last()
                .filter(|f| depth == 1 && !f.broken)
                .map(|f| f.moves.len());
            if let Some(moves @ 1..) = moves
                && has_command(comment)
            {
                self.check.commands.push((moves, comment));
            }
            return;
        }
        let Some(frame) = self.stack.last_mut().filter(|f| TREE && !f.broken) else {
            return;
        };
        let c = comment.trim();
        match frame.last {
            Some((last, _)) => append(&mut self.tree.nodes[last].comment, c),
            None if depth == 1 && self.tree.first.is_none() => append(&mut self.tree.comment, c),
            None => append(&mut frame.pending, c),
        }
    }

    fn begin_variation(&mut self, span: Range<usize>) -> Skip {
        let Some(frame) = self.stack.last_mut() else {
            return Skip(true);
        };
        let variation = match frame.moves.len() {
            // An alternative to the last move: from the position before
            // it, hanging where it hangs.
            played @ 1.. => {
                let mut v = Frame::new(
                    frame.position_after(played - 1),
                    frame.first_ply + played - 1,
                );
                v.parent = frame.last.and_then(|(_, parent)| parent);
                v.replaces = frame.last.map(|(last, _)| last);
                v.broken = frame.broken;
                if !frame.broken {
                    v.keep = Keep::IfEmpty(span.end);
                }
                v
            }
            0 => {
                // A variation that replaces nothing is not played: its
                // moves would otherwise pass for the main line. Its text
                // is kept as written.
                let mut v = Frame::new(frame.pos, frame.first_ply);
                v.parent = frame.parent;
                v.replaces = frame.replaces;
                if !frame.broken {
                    v.keep = Keep::Whole(span.start);
                }
                v.broken = true;
                self.error(PgnProblem::error("bad_variation", t!(
                        "pgn-variation-first",
                        "a variation must follow the move it replaces; it is kept as written, its moves not played"
                    )).at(span).with_hint(t!(
                        "pgn-variation-first-hint",
                        "move it after the move it replaces, or make its moves the main line"
                    )));
                v
            }
        };
        self.stack.push(variation);
        Skip(false)
    }

    fn end_variation(&mut self, span: Range<usize>) {
        if self.stack.len() > 1
            && let Some(mut frame) = self.stack.pop()
        {
            self.plus_for_mate(&mut frame);
            self.keep_unplayed(&frame, span.clone());
            self.close_line(frame, span.start);
        }
    }

    fn result(&mut self, result: &'a str, span: Range<usize>) {
        self.check.result = Some(result);
        self.marker = Some(span);
    }

    fn escape_line(&mut self, _line: &'a str, span: Range<usize>) {
        if TREE {
            self.escape_spans.push(span);
        }
    }

    fn after_result(&mut self, text: &'a str, span: Range<usize>) {
        if TREE {
            self.tree.verbatim.push(span);
        }
        if TREE {
            self.tree.after_result = Some(text.trim_matches(PGN_SPACE).to_string());
        }
    }

    fn problem(&mut self, severity: Severity, problem: PgnProblem) {
        if TREE && matches!(problem.code, "bad_variation" | "junk") {
            self.keep_stray(problem.range());
        }
        // A spelling set aside (`e.p.`) is an error in strict mode.
        let strict = self.options.strict && crate::NOTE_CODES.contains(&problem.code);
        match if strict { Severity::Error } else { severity } {
            Severity::Error => self.error(problem),
            Severity::Warning => self.warning(problem),
        }
    }

    fn end_game(&mut self, end: usize) -> Self::Output {
        if !self.skipped {
            if self.stack.is_empty() {
                self.end_tags(end);
            }
            let line_end = self.marker.as_ref().map_or(end, |m| m.start);
            while let Some(mut frame) = self.stack.pop() {
                let respelled = self.plus_for_mate(&mut frame);
                if self.stack.is_empty() {
                    self.check.final_position = frame.pos;
                    self.check.main_line = core::mem::take(&mut frame.moves);
                    if let Some(last) = self.written.last_mut().filter(|_| respelled) {
                        // Written `+`, but it mates.
                        *last = "";
                    }
                    self.check.main_line_san = core::mem::take(&mut self.written);
                }
                self.close_line(frame, line_end);
            }
            self.check.outcome = self.window.outcome(self.check.final_position);
            self.check.deadness = self.check.find_deadness();
            super::results::check(&mut self.check, self.marker.clone(), end);
        }
        // Escape lines inside text kept as written are kept there.
        let verbatim = &self.tree.verbatim;
        self.tree.escapes = (self.escape_spans.iter())
            .filter(|span| !verbatim.iter().any(|v| v.contains(&span.start)))
            .map(|span| {
                self.text[span.clone()]
                    .trim_end_matches(PGN_SPACE)
                    .to_string()
            })
            .collect();
        (
            core::mem::replace(&mut self.check, GameCheck::empty()),
            core::mem::take(&mut self.tree),
        )
    }
}

/// A move of a game, read as the forgiving reader reads (strict mode
/// reports what it read instead of refusing it): in PGN's letters, and,
/// only when they cannot read it, in the reader's own
/// ([`ReadOptions::other_letters`]), which a note then names. A PGN file
/// is written in English initials: where a letter means one piece there
/// and another in the reader's language, the English reading stands.
fn read_in_pgn(
    pos: &Position,
    text: &str,
    options: &ReadOptions,
) -> Result<crate::MoveReading, crate::SanError> {
    let english = ReadOptions {
        strict: false,
        other_letters: options.lang,
        ..*options
    };
    let first = pos.read_move(text, &english);
    if first.is_ok() || options.other_letters == options.lang {
        return first;
    }
    let both = ReadOptions {
        strict: false,
        ..*options
    };
    match (pos.read_move(text, &both), first) {
        (Ok(r), _) => Ok(r),
        (Err(other), Err(english)) => Err(crate::san::further(english, other)),
        (Err(e), Ok(_)) => Err(e),
    }
}

/// The rules a `Variant` tag names, when rankfile plays them: standard
/// chess, or Chess960 under the names real files give it (`Chess960`,
/// `chess 960`, `960`, `Fischerandom`, `Fischer Random`, `FRC`).
fn variant_of(tag: &str) -> Option<crate::Variant> {
    let name: String = tag
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    match name.as_str() {
        "" | "standard" | "chess" => Some(crate::Variant::Standard),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "frc" => {
            Some(crate::Variant::Chess960)
        }
        _ => None,
    }
}

/// A move read: into the tree, onto the line's position, and into the
/// repetition window when it is the main line's.
#[inline]
fn played<const TREE: bool>(
    tree: &mut Tree,
    frame: &mut Frame,
    window: &mut Window,
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
    frame.pos.play_opt(mv.as_ref());
    frame.moves.push(mv);
    if depth == 1 {
        window.played(mv, frame.pos.halfmove_clock());
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
        link: Link::Root,
    });
    let parent = match frame.last {
        Some((last, _)) => Some(last),
        None => frame.parent,
    };
    if let Some(p) = parent {
        tree.nodes[index].link = Link::Node(p);
    }
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

/// Whether a comment holds a command (`[%`): a search for `[` alone,
/// as every comment of a game with clocks is asked.
fn has_command(comment: &str) -> bool {
    let bytes = comment.as_bytes();
    memchr::memchr_iter(b'[', bytes).any(|i| bytes.get(i + 1) == Some(&b'%'))
}

fn append(to: &mut String, text: &str) {
    if text.is_empty() {
        return;
    }
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
